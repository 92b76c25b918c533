import { expect, it } from 'vitest';
import type { Portal } from '@rafdesk/cli/composition-root';
import { type DoctorId, type Insurance, type RecordId, REPORT_SORT_FIELDS } from '@rafdesk/core';
import { call, errorsOf, signIn } from '../harness/client.js';
import { checkLogsAfterAll } from '../harness/log-check.js';
import { describePractice } from './practice-world.js';
import { DOCTOR2_NPI, DOCTOR_NPI, doctorIdOf, must, seedPatient } from './practice-fixtures.js';

interface Figures { total: number; first: number; second: number }
interface Line { doctorId: DoctorId; insurance: Insurance; premium: number; mrl: number; share: number; expenses: number; patients: Figures[] }

async function setFigures(portal: Portal, recordId: RecordId, figures: Figures): Promise<void> {
  await must(portal.ports.patients.saveFigures(recordId, {
    rafTotal: figures.total, rafBilledFirstSemester: figures.first, rafBilledSecondSemester: figures.second,
    billedFractionFirstSemester: figures.first / figures.total, billedFractionSecondSemester: figures.second / figures.total, modelLabel: 'V28 2026',
  }, portal.ports.clock.now()));
}

/**
 * Three active agreements for 2026 (doctor × Caribe, doctor × Isla, doctor2 × Caribe) with their patients, plus what
 * must not count: an inactive patient, an inactive agreement and an agreement of another year.
 */
async function seedReportPractice(portal: Portal) {
  const doctor = await doctorIdOf(portal, DOCTOR_NPI);
  const doctor2 = await doctorIdOf(portal, DOCTOR2_NPI);
  const all = await must(portal.ports.insurances.listAll({ activeOnly: true }));
  const caribe = all.find((i) => i.name === 'Caribe Health Plan')!;
  const isla = all.find((i) => i.name === 'Isla Medicare Advantage')!;
  const lines: Line[] = [
    { doctorId: doctor, insurance: caribe, premium: 900, mrl: 0.85, share: 0.5, expenses: 10_000, patients: [{ total: 1.2, first: 0.6, second: 1.2 }, { total: 0.8, first: 0.8, second: 0 }] },
    { doctorId: doctor, insurance: isla, premium: 800, mrl: 0.8, share: 0.4, expenses: 5_000, patients: [{ total: 2, first: 1, second: 0.5 }] },
    { doctorId: doctor2, insurance: caribe, premium: 950, mrl: 0.9, share: 0.3, expenses: 2_000, patients: [{ total: 1.5, first: 0, second: 1.5 }] },
  ];
  let document = 50_000_000_000;
  for (const line of lines) {
    for (const figures of line.patients) {
      document += 1;
      const owner = await seedPatient(portal, { doctorId: line.doctorId, insuranceId: line.insurance.id, documentId: String(document), lastName: `Member${document}` });
      await setFigures(portal, owner.recordId, figures);
    }
    await must(portal.ports.insurances.saveAgreement({
      id: null, doctorId: line.doctorId, insuranceId: line.insurance.id, paymentYear: 2026, premiumPerMember: line.premium,
      medicalLossRatio: line.mrl, surplusShare: line.share, expensesOverall: line.expenses, active: true,
    }, portal.ports.clock.now()));
  }
  const sleeping = await seedPatient(portal, { doctorId: doctor, insuranceId: caribe.id, documentId: '59999999999', lastName: 'Inactive', active: false });
  await setFigures(portal, sleeping.recordId, { total: 9, first: 9, second: 9 });
  await must(portal.ports.insurances.saveAgreement({ id: null, doctorId: doctor2, insuranceId: isla.id, paymentYear: 2026, premiumPerMember: 1, medicalLossRatio: 1, surplusShare: 1, expensesOverall: 0, active: false }, portal.ports.clock.now()));
  await must(portal.ports.insurances.saveAgreement({ id: null, doctorId: doctor, insuranceId: caribe.id, paymentYear: 2025, premiumPerMember: 1, medicalLossRatio: 1, surplusShare: 1, expensesOverall: 0, active: true }, portal.ports.clock.now()));
  return { doctor, doctor2, caribe, isla, lines };
}

/** The report columns by docs/formulas.md, written out again here so the test checks the server's arithmetic. */
function expected(line: Line, kind: 'general' | 'first' | 'second') {
  const n = line.patients.length;
  const sum = (pick: (f: Figures) => number) => line.patients.reduce((acc, f) => acc + pick(f), 0);
  const rafScore = sum((f) => f.total) / n;
  const annualBudget = n * line.premium * rafScore * 12;
  const surplusTotal = annualBudget * line.mrl - line.expenses;
  const netSurplus = surplusTotal * line.share;
  const first = sum((f) => f.first) / sum((f) => f.total);
  const second = sum((f) => f.second) / sum((f) => f.total);
  const percentage = kind === 'general' ? (first + second) / 2 : kind === 'first' ? first : second;
  return {
    insuranceName: line.insurance.name, patientActives: n, rafScore, valueOfPremium: line.premium, surplusAgreement: line.share, mrl: line.mrl,
    annualBudget, surplusTotal, netSurplus, percentage, expensesOverall: line.expenses,
    ...(kind === 'first' ? { netSurplusBilledFsm: netSurplus * percentage } : {}), ...(kind === 'second' ? { netSurplusBilledSsm: netSurplus * percentage } : {}),
  };
}

function expectRow(actual: unknown, wanted: Record<string, number | string>): void {
  const row = actual as Record<string, unknown>;
  for (const [key, value] of Object.entries(wanted)) {
    if (typeof value === 'number') expect(row[key], key).toBeCloseTo(value, 9);
    else expect(row[key], key).toBe(value);
  }
}

const REPORTS = [['GetGeneralReport', 'general'], ['GetBFSReport', 'first'], ['getBSSReport', 'second']] as const;

describePractice('Insurance reports', (world) => {
  it('computes every column of the three reports from the agreements and the active patients', async () => {
    const portal = world.portal();
    const { lines } = await seedReportPractice(portal);
    const { token } = await signIn(portal, 'admin');
    for (const [path, kind] of REPORTS) {
      const answer = await call(portal, 'GET', `/api/Insurances/${path}?pageNumber=1&pageSize=10`, { token });
      expect(answer.status, path).toBe(200);
      expect(JSON.parse(String(answer.headers['x-pagination']))).toEqual({ totalCount: 3, pageSize: 10, currentPage: 1 });
      const rows = answer.body as Record<string, unknown>[];
      // Doctor order: Ortiz (doctor2) before Rivera (doctor); then insurance name.
      expect(rows.map((row) => `${String(row.doctor)} / ${String(row.insuranceName)}`)).toEqual([
        'Dana Ortiz / Caribe Health Plan', 'Diego Rivera / Caribe Health Plan', 'Diego Rivera / Isla Medicare Advantage',
      ]);
      expectRow(rows[0], { documentID: DOCTOR2_NPI, ...expected(lines[2]!, kind) });
      expectRow(rows[1], { documentID: DOCTOR_NPI, speciality: 'Family Medicine', ...expected(lines[0]!, kind) });
      expectRow(rows[2], expected(lines[1]!, kind));
      if (kind === 'general') expect(rows[0]).not.toHaveProperty('netSurplusBilledFsm');
    }
    // A worked line: doctor × Caribe, two patients (RAF 1.2 and 0.8), $900, MLR 0.85, share 0.5, $10,000 of expenses.
    const general = (await call(portal, 'GET', '/api/Insurances/GetGeneralReport', { token })).body as Record<string, number>[];
    expectRow(general[1], { rafScore: 1, annualBudget: 21_600, surplusTotal: 8_360, netSurplus: 4_180, percentage: (0.7 + 0.6) / 2 });
  });

  it('reports another payment year on request (its agreements only), names the portal\'s current year, and refuses a year that is not one', async () => {
    const portal = world.portal();
    await seedReportPractice(portal);
    const { token } = await signIn(portal, 'admin');
    const years = await call(portal, 'GET', '/api/RafFactors/PaymentYears', { token });
    expect(years.status).toBe(200);
    const { current, years: scored } = years.body as { current: number; years: number[] };
    expect(scored).toEqual([2025, 2026, 2027]);
    const currentReport = (await call(portal, 'GET', '/api/Insurances/GetGeneralReport', { token })).body as unknown[];
    expect((await call(portal, 'GET', `/api/Insurances/GetGeneralReport?paymentYear=${current}`, { token })).body).toEqual(currentReport);
    const of2025 = (await call(portal, 'GET', '/api/Insurances/GetGeneralReport?paymentYear=2025', { token })).body as Record<string, unknown>[];
    expect(of2025.map((row) => `${String(row.doctor)} / ${String(row.insuranceName)}`)).toEqual(['Diego Rivera / Caribe Health Plan']);
    expect(errorsOf(await call(portal, 'GET', '/api/Insurances/GetGeneralReport?paymentYear=next', { token }))).toEqual(['paymentYear: must be a whole number']);
  });

  it('searches by NPI or doctor name and pages', async () => {
    const portal = world.portal();
    await seedReportPractice(portal);
    const { token } = await signIn(portal, 'superuser');
    expect((await call(portal, 'GET', '/api/Insurances/GetBFSReport?SearchQuery=1987', { token })).body).toEqual([expect.objectContaining({ documentID: DOCTOR2_NPI })]);
    expect((await call(portal, 'GET', '/api/Insurances/GetBFSReport?SearchQuery=rivera', { token })).body).toHaveLength(2);
    const second = await call(portal, 'GET', '/api/Insurances/getBSSReport?pageNumber=2&pageSize=10', { token });
    expect(second.body).toEqual([]);
    expect(JSON.parse(String(second.headers['x-pagination']))).toEqual({ totalCount: 3, pageSize: 10, currentPage: 2 });
    expect(errorsOf(await call(portal, 'GET', '/api/Insurances/GetGeneralReport?pageNumber=0', { token }))).toEqual([expect.stringMatching(/^pageNumber: /)]);
  });

  it('sorts by the stored columns on request, the whole report, ties by agreement in the same direction; any other column is a 400 naming the field', async () => {
    const portal = world.portal();
    await seedReportPractice(portal);
    const { token } = await signIn(portal, 'admin');
    const lines = async (path: string, sort: string) => {
      const answer = await call(portal, 'GET', `/api/Insurances/${path}?pageNumber=1&pageSize=10&${sort}`, { token });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return (answer.body as Record<string, unknown>[]).map((row) => `${String(row.doctor)} / ${String(row.insuranceName)}`);
    };
    const caribe = 'Diego Rivera / Caribe Health Plan';
    const isla = 'Diego Rivera / Isla Medicare Advantage';
    const ortiz = 'Dana Ortiz / Caribe Health Plan';
    expect(await lines('GetGeneralReport', 'sortField=expensesOverall')).toEqual([ortiz, isla, caribe]);
    expect(await lines('GetBFSReport', 'sortField=premiumValue&sortOrder=desc')).toEqual([ortiz, caribe, isla]);
    // Two lines have one active patient each: the later agreement first when descending.
    expect(await lines('getBSSReport', 'sortField=activePatients&sortOrder=desc')).toEqual([caribe, ortiz, isla]);
    expect(await lines('GetGeneralReport', 'sortField=insuranceName&sortOrder=desc')).toEqual([isla, ortiz, caribe]);
    expect(await lines('GetGeneralReport', 'sortField=insuranceName')).toEqual([caribe, ortiz, isla]);
    for (const field of REPORT_SORT_FIELDS) {
      for (const order of ['asc', 'desc']) expect(await lines('GetGeneralReport', `sortField=${field}&sortOrder=${order}`)).toHaveLength(3);
    }
    const computed = await call(portal, 'GET', '/api/Insurances/GetGeneralReport?sortField=netSurplus', { token });
    expect(computed.status).toBe(400);
    expect(errorsOf(computed).join(' ')).toMatch(/^sortField: The sort field must be one of doctorNpi, /);
  });

  it('shows Doctor and Staff only their own lines and insurance staff only their insurance', async () => {
    const portal = world.portal();
    const { doctor, doctor2 } = await seedReportPractice(portal);
    const doctorToken = (await signIn(portal, 'doctor')).token;
    const own = await call(portal, 'GET', '/api/Insurances/GetGeneralReport', { token: doctorToken });
    expect((own.body as { documentID: string }[]).map((row) => row.documentID)).toEqual([DOCTOR_NPI, DOCTOR_NPI]);
    expect((await call(portal, 'GET', `/api/Insurances/GetGeneralReport?doctorId=${doctor2}`, { token: doctorToken })).status).toBe(403);

    const staffToken = (await signIn(portal, 'staff')).token;
    expect(errorsOf(await call(portal, 'GET', '/api/Insurances/GetBFSReport', { token: staffToken }))).toEqual(['doctorId: This field is required']);
    expect((await call(portal, 'GET', `/api/Insurances/GetBFSReport?doctorId=${doctor}`, { token: staffToken })).body).toHaveLength(2);
    expect((await call(portal, 'GET', `/api/Insurances/GetBFSReport?doctorId=${doctor2}`, { token: staffToken })).status).toBe(403);

    const insuranceToken = (await signIn(portal, 'insurance')).token;
    const insurer = await call(portal, 'GET', '/api/Insurances/getBSSReport', { token: insuranceToken });
    expect((insurer.body as { insuranceName: string }[]).map((row) => row.insuranceName)).toEqual(['Caribe Health Plan', 'Caribe Health Plan']);
  });
});

checkLogsAfterAll();
