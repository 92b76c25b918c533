import { err, ok, okAsync, type Result, type ResultAsync } from 'neverthrow';
import { sql, type Expression } from 'kysely';
import {
  notFound, type Conflict, type Doctor, type DoctorAddress, type DoctorDetails, type DoctorId, type DoctorInput, type DoctorRepository,
  type InsuranceId, type NotFound, type Page, type ProgramSelection, type SortedPageRequest, type DoctorSortField, type StorageError, type UserId,
} from '@rafdesk/core';
import { attempt } from './storage-failure.js';
import { withAuditLine } from '../audit/pending-audit.js';
import { transact, type Executor } from './transact.js';
import { orConflict } from './conflicts.js';
import { containsPattern, limits, pageFrom, prefixPattern, searchText } from './paging.js';
import { addressFromRow, writeDoctorLists } from './doctor-profile-rows.js';
import { doctorColumns, doctorFromRow, doctorsFromRows, readDoctorDetails, type DoctorRow } from './doctor-rows.js';
import { isForeignKeyViolation } from './storage-failure.js';
import { column, lowered, orderedBy } from './list-order.js';


// The Doctors List's sort fields as stored columns (the id is added last).
const DOCTOR_ORDER: Record<DoctorSortField, readonly Expression<unknown>[]> = {
  npi: [column('npi')], doctorName: [lowered('last_name'), lowered('first_name')], speciality: [lowered('speciality')], dateOfBirth: [column('date_of_birth')],
  sex: [lowered('sex')], phone: [lowered('phone')], phone2: [lowered('phone2')],
};

/** {@link DoctorRepository} over `doctor`, `doctor_address`, `doctor_program` and `staff_doctor`. */
export class KyselyDoctorRepository implements DoctorRepository {
  constructor(private readonly db: Executor) {}

  create(input: DoctorInput, at: Date): ResultAsync<DoctorDetails, Conflict | StorageError> {
    return transact(this.db, async (trx): Promise<Result<DoctorDetails, Conflict | StorageError>> => {
      const inserted = await orConflict(trx.insertInto('doctor').values({ ...doctorColumns(input), created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow());
      if (!inserted.ok) return err(inserted.conflict);
      await writeDoctorLists(trx, inserted.value.id, input.profile);
      return (await readDoctorDetails(trx, inserted.value.id)).andThen((details) => (details === null ? err(notFound('doctor') as never) : ok(details)));
    });
  }

  update(id: DoctorId, input: DoctorInput, at: Date): ResultAsync<DoctorDetails, NotFound | Conflict | StorageError> {
    return transact(this.db, async (trx): Promise<Result<DoctorDetails, NotFound | Conflict | StorageError>> => {
      const updated = await orConflict(trx.updateTable('doctor').set({ ...doctorColumns(input), updated_at: at }).where('id', '=', id).returning('user_id').executeTakeFirst());
      if (!updated.ok) return err(updated.conflict);
      if (updated.value === undefined) return err(notFound('doctor'));
      await writeDoctorLists(trx, id, input.profile);
      const userId = updated.value.user_id;
      if (userId !== null) {
        // The doctor's own account shows the same person: keep its identity and contact fields in step.
        const synced = await orConflict(trx.updateTable('app_user').set({
          document_id: input.npi, first_name: input.firstName, last_name: input.lastName, speciality: input.speciality,
          md_license_number: input.mdLicenseNumber, date_of_birth: input.dateOfBirth, sex: input.sex, phone: input.phone, phone2: input.phone2,
          street: input.street, city: input.city, state: input.state, zip: input.zip, updated_at: at, ...(input.email === null ? {} : { email: input.email }),
        }).where('id', '=', userId).execute());
        if (!synced.ok) return err(synced.conflict);
      }
      return (await readDoctorDetails(trx, id)).andThen((details) => (details === null ? err(notFound('doctor')) : ok(details)));
    });
  }

  list(request: SortedPageRequest<DoctorSortField>): ResultAsync<Page<Doctor>, StorageError> {
    const text = searchText(request.searchQuery);
    const filtered = () => this.db.selectFrom('doctor').$if(text !== null, (query) => query.where((eb) => eb.or([
      eb('npi', 'like', prefixPattern(text ?? '')),
      eb(sql<string>`first_name || ' ' || last_name`, 'ilike', containsPattern(text ?? '')),
    ])));
    const { limit, offset } = limits(request);
    return attempt((async (): Promise<Result<Page<Doctor>, StorageError>> => {
      const sort = request.sort;
      const ordered = sort == null ? filtered().selectAll().orderBy('last_name').orderBy('first_name').orderBy('id')
        : orderedBy(filtered().selectAll(), [...DOCTOR_ORDER[sort.field], column('id')], sort.direction);
      const rows = await ordered.limit(limit).offset(offset).execute();
      const doctors = doctorsFromRows(rows);
      if (doctors.isErr()) return err(doctors.error);
      return ok(await pageFrom(request, doctors.value,
        async () => Number((await filtered().select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n)));
    })()).andThen((result) => result);
  }

  listAll(options: { activeOnly: boolean }): ResultAsync<Doctor[], StorageError> {
    return attempt(this.db.selectFrom('doctor').selectAll().$if(options.activeOnly, (query) => query.where('active', '=', true))
      .orderBy('last_name').orderBy('first_name').orderBy('id').execute()).andThen(doctorsFromRows);
  }

  findById(id: DoctorId): ResultAsync<Doctor | null, StorageError> {
    return this.one(this.db.selectFrom('doctor').selectAll().where('id', '=', id));
  }

  findByNpi(npi: string): ResultAsync<Doctor | null, StorageError> {
    return this.one(this.db.selectFrom('doctor').selectAll().where('npi', '=', npi));
  }

  findByUserId(userId: UserId): ResultAsync<Doctor | null, StorageError> {
    return this.one(this.db.selectFrom('doctor').selectAll().where('user_id', '=', userId));
  }

  details(id: DoctorId): ResultAsync<DoctorDetails | null, StorageError> {
    return attempt(readDoctorDetails(this.db, id)).andThen((result) => result);
  }

  addresses(id: DoctorId): ResultAsync<DoctorAddress[], StorageError> {
    return attempt(this.db.selectFrom('doctor_address').selectAll().where('doctor_id', '=', id).orderBy('position').execute())
      .map((rows) => rows.map(addressFromRow));
  }

  programSelections(id: DoctorId): ResultAsync<ProgramSelection[], StorageError> {
    return attempt(this.db.selectFrom('doctor_program as p')
      .innerJoin('doctor as d', 'd.id', 'p.doctor_id')
      .leftJoin('billing_program as b', (join) => join.onRef('b.id', '=', 'p.option_id').on('p.kind', '=', 'billingProgram'))
      .leftJoin('record_program as r', (join) => join.onRef('r.id', '=', 'p.option_id').on('p.kind', '=', 'recordProgram'))
      .leftJoin('service_option as s', (join) => join.onRef('s.id', '=', 'p.option_id').on('p.kind', '=', 'serviceRequired'))
      .select(['p.kind', 'p.option_id', 'b.name as billing_name', 'r.name as record_name', 's.name as service_name', 'd.other_billing_program', 'd.other_record_program'])
      .where('p.doctor_id', '=', id).orderBy('p.kind').orderBy('p.option_id').execute())
      .map((rows) => rows.map((row) => {
        const name = row.billing_name ?? row.record_name ?? row.service_name ?? String(row.option_id);
        const other = row.kind === 'billingProgram' ? row.other_billing_program : row.kind === 'recordProgram' ? row.other_record_program : null;
        return { kind: row.kind, id: row.option_id, name, secondaryName: name === 'Other' ? other : null };
      }));
  }

  setActive(id: DoctorId, active: boolean, at: Date): ResultAsync<void, NotFound | StorageError> {
    return attempt(withAuditLine(this.db, (db) => db.updateTable('doctor').set({ active, updated_at: at }).where('id', '=', id).returning('id').execute()))
      .andThen((rows) => (rows.length === 0 ? err(notFound('doctor')) : ok(undefined)));
  }

  doctorsForStaff(staffUserId: UserId): ResultAsync<Doctor[], StorageError> {
    return attempt(this.db.selectFrom('doctor').selectAll('doctor').innerJoin('staff_doctor as s', 's.doctor_id', 'doctor.id')
      .where('s.staff_user_id', '=', staffUserId).orderBy('last_name').orderBy('first_name').orderBy('doctor.id').execute()).andThen(doctorsFromRows);
  }

  doctorsForInsurance(insuranceId: InsuranceId): ResultAsync<Doctor[], StorageError> {
    return attempt(this.db.selectFrom('doctor').selectAll('doctor').where('doctor.active', '=', true)
      .where((eb) => eb.exists(eb.selectFrom('patient').select('patient.id').whereRef('patient.doctor_id', '=', 'doctor.id').where('patient.insurance_id', '=', insuranceId)))
      .orderBy('last_name').orderBy('first_name').orderBy('doctor.id').execute()).andThen(doctorsFromRows);
  }

  setStaffDoctors(staffUserId: UserId, doctorIds: readonly DoctorId[]): ResultAsync<void, NotFound | StorageError> {
    return transact(this.db, async (trx): Promise<Result<void, NotFound>> => {
      await trx.deleteFrom('staff_doctor').where('staff_user_id', '=', staffUserId).execute();
      const unique = [...new Set(doctorIds)];
      if (unique.length === 0) return ok(undefined);
      try {
        await trx.insertInto('staff_doctor').values(unique.map((doctorId) => ({ staff_user_id: staffUserId, doctor_id: doctorId }))).execute();
      } catch (error) {
        if (isForeignKeyViolation(error)) return err(notFound('doctor'));
        throw error;
      }
      return ok(undefined);
    });
  }

  isStaffOf(staffUserId: UserId, doctorId: DoctorId): ResultAsync<boolean, StorageError> {
    return attempt(this.db.selectFrom('staff_doctor').select('doctor_id').where('staff_user_id', '=', staffUserId).where('doctor_id', '=', doctorId).executeTakeFirst())
      .map((row) => row !== undefined);
  }

  private one(query: { executeTakeFirst(): Promise<DoctorRow | undefined> }): ResultAsync<Doctor | null, StorageError> {
    return attempt(query.executeTakeFirst()).andThen((row) => (row === undefined ? okAsync(null) : doctorFromRow(row)));
  }
}
