import { sql, type Expression } from 'kysely';
import type { AgreementSortField, DoctorId, InsuranceId, InsuranceReportBasis, ListSort, Page, PageWindow, ReportSortField } from '@rafdesk/core';
import type { Executor } from './transact.js';
import { containsPattern, limits, pageFrom, prefixPattern, searchText } from './paging.js';
import { column, lowered, orderedBy } from './list-order.js';

// The agreements list's sort fields as stored columns (the agreement's id is added last).
const AGREEMENT_ORDER: Record<AgreementSortField, readonly Expression<unknown>[]> = {
  doctorName: [lowered('d.last_name'), lowered('d.first_name')], insuranceName: [lowered('i.name')], paymentYear: [column('a.payment_year')],
  premiumValue: [column('a.premium_per_member')], surplusAgreement: [column('a.surplus_share')], medicalLossRatio: [column('a.medical_loss_ratio')],
  expensesOverall: [column('a.expenses_overall')], status: [column('a.active')],
};

/** A page of agreements with doctor and insurance names, in the shape of the domain agreement. */
export async function agreementRows(db: Executor, query: { window: PageWindow; searchQuery: string | null; doctorId: DoctorId | null; id?: number; sort?: ListSort<AgreementSortField> | null }): Promise<Page<Record<string, unknown>>> {
  const text = searchText(query.searchQuery);
  const filtered = () => db.selectFrom('insurance_agreement as a')
    .innerJoin('doctor as d', 'd.id', 'a.doctor_id').innerJoin('insurance as i', 'i.id', 'a.insurance_id')
    .$if(query.id !== undefined, (q) => q.where('a.id', '=', query.id ?? 0))
    .$if(query.doctorId !== null, (q) => q.where('a.doctor_id', '=', query.doctorId))
    .$if(text !== null, (q) => q.where((eb) => eb.or([
      eb('d.npi', 'like', prefixPattern(text ?? '')),
      eb(sql<string>`d.first_name || ' ' || d.last_name`, 'ilike', containsPattern(text ?? '')),
      eb('i.name', 'ilike', containsPattern(text ?? '')),
    ])));
  const { limit, offset } = limits(query.window);
  const selected = filtered().selectAll('a').select([sql<string>`d.first_name || ' ' || d.last_name`.as('doctor_name'), 'i.name as insurance_name']);
  const sort = query.sort;
  const ordered = sort == null ? selected.orderBy('a.payment_year', 'desc').orderBy('d.last_name').orderBy('d.first_name').orderBy(sql`lower(i.name)`).orderBy('a.id')
    : orderedBy(selected, [...AGREEMENT_ORDER[sort.field], column('a.id')], sort.direction);
  const rows = await ordered.limit(limit).offset(offset).execute();
  return pageFrom(query.window, rows.map((row) => ({
    id: row.id, doctorId: row.doctor_id, doctorName: row.doctor_name, insuranceId: row.insurance_id, insuranceName: row.insurance_name,
    paymentYear: row.payment_year, premiumPerMember: row.premium_per_member, medicalLossRatio: row.medical_loss_ratio, surplusShare: row.surplus_share,
    expensesOverall: row.expenses_overall, active: row.active,
  })), async () => Number((await filtered().select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n));
}

/** One line per active agreement of the year with its active patients' RAF sums (see {@link InsuranceReportBasis}). */
// Each sortable report column as stored columns; the agreement's id breaks ties in the same direction.
const REPORT_ORDER: Record<ReportSortField, readonly string[]> = {
  doctorNpi: ['d.npi'],
  doctorName: ['d.last_name', 'd.first_name'],
  doctorSpeciality: ['d.speciality'],
  insuranceName: ['i.name'],
  activePatients: ['active_patients'],
  premiumValue: ['a.premium_per_member'],
  surplusAgreement: ['a.surplus_share'],
  medicalLossRatio: ['a.medical_loss_ratio'],
  expensesOverall: ['a.expenses_overall'],
};

type ReportQuery = {
  paymentYear: number; window: PageWindow; searchQuery: string | null; doctorId: DoctorId | null; insuranceId: InsuranceId | null;
  sort?: ListSort<ReportSortField> | null;
};

/** The active patients of the year grouped by doctor and insurance: count and RAF sums. */
function patientSums(db: Executor, paymentYear: number) {
  return db.selectFrom('patient as p').innerJoin('patient_record as r', 'r.patient_id', 'p.id')
    .where('p.active', '=', true).where('r.payment_year', '=', paymentYear)
    .select(['p.doctor_id', 'p.insurance_id', sql<number>`count(*)`.as('active_patients'), sql<number>`coalesce(sum(r.raf_total), 0)`.as('raf_total_sum'),
      sql<number>`coalesce(sum(r.raf_billed_first), 0)`.as('raf_first_sum'), sql<number>`coalesce(sum(r.raf_billed_second), 0)`.as('raf_second_sum')])
    .groupBy(['p.doctor_id', 'p.insurance_id']);
}

type PatientSums = { active_patients: number | string | null; raf_total_sum: number | string | null; raf_first_sum: number | string | null; raf_second_sum: number | string | null };

/**
 * One page of the report: the year's active agreements (filtered, sorted, paged) with their active patients' RAF sums.
 * Sorted by anything but the patient count, the agreements are paged first and only their own patients are summed, so a
 * page costs its agreements' patients, not the practice's (every patient was summed for each page before). Sorted by the
 * patient count, every agreement's sum is needed to order them.
 */
export async function reportBasisPage(db: Executor, query: ReportQuery): Promise<Page<InsuranceReportBasis>> {
  const text = searchText(query.searchQuery);
  const agreements = () => db.selectFrom('insurance_agreement as a')
    .innerJoin('doctor as d', 'd.id', 'a.doctor_id').innerJoin('insurance as i', 'i.id', 'a.insurance_id')
    .where('a.active', '=', true).where('a.payment_year', '=', query.paymentYear)
    .$if(query.doctorId !== null, (q) => q.where('a.doctor_id', '=', query.doctorId))
    .$if(query.insuranceId !== null, (q) => q.where('a.insurance_id', '=', query.insuranceId))
    .$if(text !== null, (q) => q.where((eb) => eb.or([
      eb('d.npi', 'like', prefixPattern(text ?? '')),
      eb(sql<string>`d.first_name || ' ' || d.last_name`, 'ilike', containsPattern(text ?? '')),
    ])));
  const { limit, offset } = limits(query.window);
  const sort = query.sort ?? null;
  const byPatients = sort?.field === 'activePatients';
  const rows = await agreements()
    .$if(byPatients, (q) => q.leftJoin(patientSums(db, query.paymentYear).as('s'), (join) => join.onRef('s.doctor_id', '=', 'a.doctor_id').onRef('s.insurance_id', '=', 'a.insurance_id')))
    .select([
      'a.doctor_id', 'd.npi', sql<string>`d.first_name || ' ' || d.last_name`.as('doctor_name'), 'd.speciality', 'a.insurance_id', 'i.name as insurance_name',
      'a.premium_per_member', 'a.medical_loss_ratio', 'a.surplus_share', 'a.expenses_overall',
    ])
    .$if(byPatients, (q) => q.select([
      sql<number>`coalesce(s.active_patients, 0)`.as('active_patients'), sql<number | null>`s.raf_total_sum`.as('raf_total_sum'),
      sql<number | null>`s.raf_first_sum`.as('raf_first_sum'), sql<number | null>`s.raf_second_sum`.as('raf_second_sum'),
    ]))
    .$call((q) => {
      if (sort === null) return q.orderBy('d.last_name').orderBy('d.first_name').orderBy(sql`lower(i.name)`).orderBy('a.id');
      return [...REPORT_ORDER[sort.field], 'a.id'].reduce((ordered, key) => ordered.orderBy(sql.ref(key), sort.direction), q);
    }).limit(limit).offset(offset).execute();
  const sums = byPatients ? null : await pageSums(db, query.paymentYear, rows);
  const sumsOf = (row: (typeof rows)[number]): Partial<PatientSums> => (sums === null ? row : (sums.get(`${row.doctor_id}/${row.insurance_id}`) ?? {}));
  return pageFrom(query.window, rows.map((row): InsuranceReportBasis => {
    const summed = sumsOf(row);
    return {
      doctorId: row.doctor_id as DoctorId, doctorNpi: row.npi, doctorName: row.doctor_name, doctorSpeciality: row.speciality,
      insuranceId: row.insurance_id as InsuranceId, insuranceName: row.insurance_name, activePatients: Number(summed.active_patients ?? 0),
      rafTotalSum: Number(summed.raf_total_sum ?? 0), rafBilledFirstSemesterSum: Number(summed.raf_first_sum ?? 0), rafBilledSecondSemesterSum: Number(summed.raf_second_sum ?? 0),
      premiumPerMember: row.premium_per_member, medicalLossRatio: row.medical_loss_ratio, surplusShare: row.surplus_share, expensesOverall: row.expenses_overall,
    };
  }), async () => Number((await agreements().select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n));
}

/** The patient sums of the page's agreements only, by `doctor/insurance`. */
async function pageSums(db: Executor, paymentYear: number, page: readonly { doctor_id: number; insurance_id: number }[]): Promise<Map<string, PatientSums>> {
  if (page.length === 0) return new Map();
  const rows = await patientSums(db, paymentYear)
    .where((eb) => eb.or(page.map((agreement) => eb.and([eb('p.doctor_id', '=', agreement.doctor_id), eb('p.insurance_id', '=', agreement.insurance_id)]))))
    .execute();
  return new Map(rows.map((row) => [`${row.doctor_id}/${row.insurance_id}`, row]));
}
