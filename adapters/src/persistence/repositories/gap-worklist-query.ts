import { sql, type Expression, type SqlBool } from 'kysely';
import { WORKLIST_OPEN_STATES, type GapPatient, type Page, type WorklistFilter, type WorklistSortField } from '@rafdesk/core';
import { containsPattern, limits, pageFrom, searchText } from './paging.js';
import type { Executor } from './transact.js';

// The worklist in SQL: a patient of the doctors and insurances in reach with a gap matching the filters, ordered by
// the stored open value (the order rankWorklist gives: RAF, dollars, fewer gaps to do) or by a column, then by id.

type Column = Expression<unknown>;
const ORDERS: Readonly<Record<WorklistSortField, readonly Column[]>> = {
  openRaf: [sql`s.open_raf`],
  openDollars: [sql`coalesce(s.open_annual_budget, 0)`],
  openGaps: [sql`s.to_do_gaps`],
  patientName: [sql`lower(p.last_name)`, sql`lower(p.first_name)`],
  doctorName: [sql`lower(d.last_name)`, sql`lower(d.first_name)`],
  insuranceName: [sql`lower(i.name)`],
  dateOfBirth: [sql`p.date_of_birth`],
};

function filtered(db: Executor, filter: WorklistFilter) {
  const text = searchText(filter.searchQuery);
  return db.selectFrom('patient_gap_set as s')
    .innerJoin('patient as p', 'p.id', 's.patient_id')
    .innerJoin('patient_record as r', (join) => join.onRef('r.patient_id', '=', 'p.id').onRef('r.payment_year', '=', 's.payment_year'))
    .innerJoin('doctor as d', 'd.id', 'p.doctor_id')
    .leftJoin('insurance as i', 'i.id', 'p.insurance_id')
    .where('s.payment_year', '=', filter.paymentYear)
    .where('p.active', '=', true)
    // The set's doctor drives the index; the patient's, the truth (a set is written again when the patient changes).
    .$if(filter.doctorIds !== null, (q) => q.where('s.doctor_id', 'in', filter.doctorIds?.length ? [...filter.doctorIds] : [-1]).where('p.doctor_id', 'in', filter.doctorIds?.length ? [...filter.doctorIds] : [-1]))
    .$if(filter.insuranceIds !== null, (q) => q.where('p.insurance_id', 'in', filter.insuranceIds?.length ? [...filter.insuranceIds] : [-1]))
    .$if(text !== null, (q) => q.where((eb) => eb.or([
      eb(sql<string>`p.first_name || ' ' || p.last_name`, 'ilike', containsPattern(text ?? '')),
      eb(sql<string>`p.last_name || ' ' || p.first_name`, 'ilike', containsPattern(text ?? '')),
      eb('p.insurance_contract_number', 'ilike', containsPattern(text ?? '')),
    ])))
    // The default list (gaps still to do, any kind and HCC) is the set's own count; other filters look at the gaps.
    .$if(toDoOnly(filter), (q) => q.where('s.to_do_gaps', '>', 0))
    .$if(!toDoOnly(filter), (q) => q.where((eb) => eb.exists(eb.selectFrom('patient_gap as g').select('g.gap_key')
      .whereRef('g.patient_id', '=', 's.patient_id').whereRef('g.payment_year', '=', 's.payment_year')
      .where('g.state', 'in', filter.states.length > 0 ? [...filter.states] : ['open'])
      .$if(filter.kind !== null, (q) => q.where('g.kind', '=', filter.kind ?? ''))
      .$if(filter.hcc !== null, (q) => q.where('g.hcc', '=', filter.hcc ?? '')) as unknown as Expression<SqlBool>)));
}

/** Gaps still to do (open and deferred), of any kind and HCC: what the set's `to_do_gaps` counts. */
const toDoOnly = (filter: WorklistFilter) => filter.kind === null && filter.hcc === null
  && filter.states.length === WORKLIST_OPEN_STATES.length && WORKLIST_OPEN_STATES.every((state) => filter.states.includes(state));

/** The rows of one worklist page (the set's columns, sealed detail included) with the patient each is about. */
export async function worklistPage(db: Executor, filter: WorklistFilter) {
  const { limit, offset } = limits(filter.window);
  let query = filtered(db, filter).select([
    's.id', 's.patient_id', 's.doctor_id', 's.payment_year', 's.computed_at', 's.open_raf', 's.open_annual_budget', 's.open_net_surplus', 's.factor_status', 's.to_do_gaps', 's.detail',
    'r.id as record_id', 'p.date_of_birth', 'p.insurance_contract_number', 'p.doctor_id', 'p.insurance_id', 'i.name as insurance_name',
    sql<string>`p.first_name || ' ' || p.last_name`.as('patient_name'), sql<string>`d.first_name || ' ' || d.last_name`.as('doctor_name'),
  ]);
  const direction = filter.sort?.direction ?? 'desc';
  if (filter.sort == null) {
    query = query.orderBy('s.open_raf', 'desc').orderBy(sql`s.open_annual_budget desc nulls last`).orderBy('s.to_do_gaps', 'asc').orderBy('s.patient_id', 'asc');
  } else {
    for (const column of ORDERS[filter.sort.field]) query = query.orderBy(column, direction);
    query = query.orderBy('s.patient_id', direction);
  }
  const rows = await query.limit(limit).offset(offset).execute();
  const items = rows.map((row) => ({
    row,
    patient: {
      patientId: row.patient_id, recordId: row.record_id, patientName: row.patient_name, dateOfBirth: row.date_of_birth, contractNumber: row.insurance_contract_number,
      doctorId: row.doctor_id, doctorName: row.doctor_name, insuranceId: row.insurance_id, insuranceName: row.insurance_name,
    } satisfies GapPatient,
  }));
  return pageFrom(filter.window, items, async () => Number((await filtered(db, filter).select(sql<number>`count(*)`.as('count')).executeTakeFirstOrThrow()).count)) as Promise<Page<(typeof items)[number]>>;
}
