import { err, ok, type Result, type ResultAsync } from 'neverthrow';
import { sql } from 'kysely';
import {
  InsuranceAgreementSchema, InsuranceSchema, notFound, serviceUnavailable, type Conflict, type DoctorId, type Insurance, type InsuranceAgreement,
  type InsuranceAgreementId, type InsuranceAgreementInput, type InsuranceId, type InsuranceReportBasis, type InsuranceRepository, type NotFound,
  type AgreementSortField, type InsuranceSortField, type ListSort, type Page, type PageWindow, type Plan, type PlanId, type StorageError,
} from '@rafdesk/core';
import { attempt, attemptOr, isForeignKeyViolation } from './storage-failure.js';
import { withAuditLine } from '../audit/pending-audit.js';
import type { Executor } from './transact.js';
import { uniqueConflict } from './conflicts.js';
import { limits, pageFrom } from './paging.js';
import { agreementRows, reportBasisPage } from './insurance-queries.js';

/** {@link InsuranceRepository} over `insurance`, `plan` and `insurance_agreement`. */
export class KyselyInsuranceRepository implements InsuranceRepository {
  constructor(private readonly db: Executor) {}

  list(query: { window: PageWindow; includeInactive: boolean; sort?: ListSort<InsuranceSortField> | null }): ResultAsync<Page<Insurance>, StorageError> {
    const filtered = () => this.db.selectFrom('insurance').$if(!query.includeInactive, (q) => q.where('active', '=', true));
    const { limit, offset } = limits(query.window);
    return attempt((async () => {
      const direction = query.sort?.direction ?? 'asc';
      const ordered = query.sort?.field === 'creationDate' ? filtered().selectAll().orderBy('created_at', direction) : filtered().selectAll().orderBy(sql`lower(name)`, direction);
      const rows = await ordered.orderBy('id', direction).limit(limit).offset(offset).execute();
      return pageFrom(query.window, rows.map(insuranceFromRow), async () => Number((await filtered().select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n));
    })());
  }

  listAll(options: { activeOnly: boolean }): ResultAsync<Insurance[], StorageError> {
    return attempt(this.db.selectFrom('insurance').selectAll().$if(options.activeOnly, (q) => q.where('active', '=', true))
      .orderBy(sql`lower(name)`).orderBy('id').execute()).map((rows) => rows.map(insuranceFromRow));
  }

  find(id: InsuranceId): ResultAsync<Insurance | null, StorageError> {
    return attempt(this.db.selectFrom('insurance').selectAll().where('id', '=', id).executeTakeFirst()).map((row) => (row === undefined ? null : insuranceFromRow(row)));
  }

  create(name: string, at: Date): ResultAsync<Insurance, Conflict | StorageError> {
    return attemptOr(withAuditLine(this.db, (db) => db.insertInto('insurance').values({ name: name.trim(), created_at: at }).returningAll().executeTakeFirstOrThrow()), uniqueConflict).map(insuranceFromRow);
  }

  rename(id: InsuranceId, name: string): ResultAsync<void, NotFound | Conflict | StorageError> {
    return attemptOr(withAuditLine(this.db, (db) => db.updateTable('insurance').set({ name: name.trim() }).where('id', '=', id).returning('id').execute()), uniqueConflict)
      .andThen((rows) => (rows.length === 0 ? err(notFound('insurance')) : ok(undefined)));
  }

  setActive(id: InsuranceId, active: boolean): ResultAsync<void, NotFound | StorageError> {
    return attempt(withAuditLine(this.db, (db) => db.updateTable('insurance').set({ active }).where('id', '=', id).returning('id').execute()))
      .andThen((rows) => (rows.length === 0 ? err(notFound('insurance')) : ok(undefined)));
  }

  plans(insuranceId: InsuranceId | null): ResultAsync<Plan[], StorageError> {
    return attempt(this.db.selectFrom('plan').select(['id', 'name', 'insurance_id']).where('active', '=', true)
      .$if(insuranceId !== null, (q) => q.where((eb) => eb.or([eb('insurance_id', '=', insuranceId), eb('insurance_id', 'is', null)])))
      .orderBy(sql`lower(name)`).orderBy('id').execute()).map((rows) => rows.map(planOf));
  }

  createPlan(name: string, insuranceId: InsuranceId | null, at: Date): ResultAsync<Plan, NotFound | StorageError> {
    return attemptOr(withAuditLine(this.db, (db) => db.insertInto('plan').values({ name: name.trim(), insurance_id: insuranceId, created_at: at }).returning(['id', 'name', 'insurance_id']).executeTakeFirstOrThrow()),
      (error) => (isForeignKeyViolation(error) ? notFound('insurance') : null)).map(planOf);
  }

  agreements(query: { window: PageWindow; searchQuery: string | null; doctorId: DoctorId | null; sort?: ListSort<AgreementSortField> | null }): ResultAsync<Page<InsuranceAgreement>, StorageError> {
    return attempt(agreementRows(this.db, query)).andThen(parseAgreements);
  }

  findAgreement(id: InsuranceAgreementId): ResultAsync<InsuranceAgreement | null, StorageError> {
    return attempt(agreementRows(this.db, { window: { pageNumber: 1, pageSize: 1 }, searchQuery: null, doctorId: null, id }))
      .andThen(parseAgreements).map((page) => page.items[0] ?? null);
  }

  saveAgreement(input: InsuranceAgreementInput, at: Date): ResultAsync<InsuranceAgreement, NotFound | Conflict | StorageError> {
    const columns = {
      doctor_id: input.doctorId, insurance_id: input.insuranceId, payment_year: input.paymentYear, premium_per_member: input.premiumPerMember,
      medical_loss_ratio: input.medicalLossRatio, surplus_share: input.surplusShare, expenses_overall: input.expensesOverall, active: input.active, updated_at: at,
    };
    const write = input.id === null
      ? this.db.insertInto('insurance_agreement').values({ ...columns, created_at: at }).returning('id').execute()
      : this.db.updateTable('insurance_agreement').set(columns).where('id', '=', input.id).returning('id').execute();
    return attemptOr(write, (error) => uniqueConflict(error) ?? (isForeignKeyViolation(error) ? notFound('doctor or insurance') : null))
      .andThen((rows) => (rows[0] === undefined ? err(notFound('insuranceAgreement')) : ok(rows[0].id as InsuranceAgreementId)))
      .andThen((id) => this.findAgreement(id))
      .andThen((agreement) => (agreement === null ? err(notFound('insuranceAgreement')) : ok(agreement)));
  }

  reportBasis(query: Parameters<InsuranceRepository['reportBasis']>[0]): ResultAsync<Page<InsuranceReportBasis>, StorageError> {
    return attempt(reportBasisPage(this.db, query));
  }
}

function insuranceFromRow(row: { id: number; name: string; active: boolean; created_at: Date }): Insurance {
  return InsuranceSchema.parse({ id: row.id, name: row.name, active: row.active, createdAt: row.created_at.toISOString() });
}

function parseAgreements(page: Page<Record<string, unknown>>): Result<Page<InsuranceAgreement>, StorageError> {
  const items: InsuranceAgreement[] = [];
  for (const item of page.items) {
    const parsed = InsuranceAgreementSchema.safeParse(item);
    if (!parsed.success) return err(serviceUnavailable('storage row-shape insurance_agreement'));
    items.push(parsed.data);
  }
  return ok({ items, totalCount: page.totalCount });
}

function planOf(row: { id: number; name: string; insurance_id: number | null }): Plan {
  return { id: row.id as PlanId, name: row.name, insuranceId: row.insurance_id as InsuranceId | null };
}
