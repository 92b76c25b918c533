import { describe, it, expect, afterEach } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { type RoleName, calculatorDemographics, loadRafEngine, rafScoreOf, scoreCodes, toWireCatalogueDiagnostic, toWirePatientRow, toWirePlan, toWireRecordDiagnostic } from '@rafdesk/core';
import { aCatalogueDiagnostic, aPatient, aPlan, aRecordDiagnostic } from '@rafdesk/core/testing';
import { buildTestWorld } from '../../testing/test-composition-root.js';
import { renderApp } from '../../testing/render-app.js';
import { aCurrentUser } from '../../testing/builders.js';
import { chooseOption } from '../../testing/choose-option.js';

afterEach(cleanup);

async function openCalculator(role: RoleName, path = '/magCalculator', setUp: (world: ReturnType<typeof buildTestWorld>) => void = () => undefined) {
  const world = buildTestWorld({ today: '2026-03-18' });
  setUp(world);
  world.server.on('GET', 'Notifications', { status: 200, body: [] });
  world.server.on('GET', 'Patients/CalculatorResolve', { status: 200, body: { genders: [], plans: [toWirePlan(aPlan({ id: 1, name: 'Gold HMO' }))] } });
  world.server.on('GET', 'Diagnostics', (request) => ({ status: 200, body: request.query.get('searchQuery') === 'E1122'
    ? [toWireCatalogueDiagnostic(aCatalogueDiagnostic({ code: 'E1122', description: 'Type 2 diabetes with diabetic CKD', crosswalkDx: 'N18.3' }))] : [] }));
  world.session.signIn(aCurrentUser({ role }));
  const view = renderApp(world, path);
  await screen.findByRole('heading', { level: 1, name: 'Mag Calculator' });
  return { world, ...view };
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

const choose = chooseOption;

async function fillPatient() {
  fill('Record ID', '77');
  fill('Patient Name', 'Rosa Vega');
  fill('DOB', '02-28-1950');
  await choose('calc-sex', 'Female');
  await choose('calc-plan', 'Gold HMO');
}

describe('the Mag Calculator', () => {
  it('offers Fast Coding Search only once the five fields are filled, and shows the age', async () => {
    await openCalculator('Admin');
    fill('Record ID', '77');
    fill('Patient Name', 'Rosa Vega');
    expect(screen.queryByRole('button', { name: 'Fast Coding Search' })).toBeNull();
    fill('DOB', '02-28-1950');
    expect(screen.getByText('76 years old')).toBeTruthy();
    await choose('calc-sex', 'Female');
    expect(screen.queryByRole('button', { name: 'Fast Coding Search' })).toBeNull();
    await choose('calc-plan', 'Gold HMO');
    expect(await screen.findByRole('button', { name: 'Fast Coding Search' })).toBeTruthy();
  });

  it('scores a pasted list in the browser with 4 decimals and lists each code with its categories', async () => {
    await openCalculator('Doctor');
    await fillPatient();
    fireEvent.click(await screen.findByRole('button', { name: 'Fast Coding Search' }));
    expect(screen.queryByText('Single / Multiple')).toBeNull();
    fireEvent.change(await screen.findByLabelText('Paste List Here'), { target: { value: 'E1122\nI10' } });
    await waitFor(() => expect((screen.getByRole('button', { name: 'Insert' }) as HTMLButtonElement).disabled).toBe(false), { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Insert' }));
    expect(await screen.findByText('Type 2 diabetes with diabetic CKD')).toBeTruthy();
    const engine = (await loadRafEngine())._unsafeUnwrap();
    const expected = scoreCodes(engine, { sex: 'F', dateOfBirth: '1950-02-28', dualStatus: 'none', institutional: false, newEnrollee: false, originalReasonForEntitlement: 0 }, ['E1122', 'I10'], engine.DEFAULT_PAYMENT_YEAR)._unsafeUnwrap();
    await waitFor(() => expect(screen.getByLabelText('RAF Total').textContent).toBe(rafScoreOf(expected).toFixed(4)));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Active E1122' }));
    await waitFor(() => expect(screen.getByLabelText('RAF Total').textContent).not.toBe(rafScoreOf(expected).toFixed(4)));
    expect(screen.queryByRole('button', { name: 'Delete E1122' })).toBeNull();
  });

  it('scores today\'s payment year by default and, switched to another year, shows that year\'s total and its difference', async () => {
    await openCalculator('Doctor');
    await fillPatient();
    fireEvent.click(await screen.findByRole('button', { name: 'Fast Coding Search' }));
    fireEvent.change(await screen.findByLabelText('Paste List Here'), { target: { value: 'E1122\nI5022' } });
    await waitFor(() => expect((screen.getByRole('button', { name: 'Insert' }) as HTMLButtonElement).disabled).toBe(false), { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Insert' }));
    const engine = (await loadRafEngine())._unsafeUnwrap();
    const who = { sex: 'F' as const, dateOfBirth: '1950-02-28', dualStatus: 'none' as const, institutional: false, newEnrollee: false, originalReasonForEntitlement: 0 };
    const scored = (year: number) => rafScoreOf(scoreCodes(engine, who, ['E1122', 'I5022'], year)._unsafeUnwrap());
    const year = screen.getByLabelText('Payment year') as HTMLSelectElement;
    expect(Number(year.value)).toBe(engine.DEFAULT_PAYMENT_YEAR);
    await waitFor(() => expect(screen.getByLabelText('RAF Total').textContent).toBe(scored(engine.DEFAULT_PAYMENT_YEAR).toFixed(4)));
    expect(screen.queryByLabelText('Difference to today\'s payment year')).toBeNull();
    fireEvent.change(year, { target: { value: '2025' } });
    await waitFor(() => expect(screen.getByLabelText('RAF Total').textContent).toBe(scored(2025).toFixed(4)));
    const difference = scored(2025) - scored(engine.DEFAULT_PAYMENT_YEAR);
    expect(screen.getByLabelText('Difference to today\'s payment year').textContent)
      .toBe(`${difference > 0 ? '+' : '\u2212'}${Math.abs(difference).toFixed(4)} against PY${engine.DEFAULT_PAYMENT_YEAR}`);
  }, 20_000);

  it('starts from the payment year the server works in, not the engine\'s own default', async () => {
    await openCalculator('Doctor', '/magCalculator', (world) => world.server.on('GET', 'RafFactors/PaymentYears', { status: 200, body: { current: 2025, years: [2025, 2026, 2027] } }));
    await fillPatient();
    fireEvent.click(await screen.findByRole('button', { name: 'Fast Coding Search' }));
    fireEvent.change(await screen.findByLabelText('Paste List Here'), { target: { value: 'E1122' } });
    await waitFor(() => expect((screen.getByRole('button', { name: 'Insert' }) as HTMLButtonElement).disabled).toBe(false), { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Insert' }));
    const engine = (await loadRafEngine())._unsafeUnwrap();
    const expected = rafScoreOf(scoreCodes(engine, calculatorDemographics({ sex: 'F', dateOfBirth: '1950-02-28' }), ['E1122'], 2025)._unsafeUnwrap());
    await waitFor(() => expect(Number((screen.getByLabelText('Payment year') as HTMLSelectElement).value)).toBe(2025));
    await waitFor(() => expect(screen.getByLabelText('RAF Total').textContent).toBe(expected.toFixed(4)));
    fireEvent.change(screen.getByLabelText('Payment year'), { target: { value: '2026' } });
    await waitFor(() => expect(screen.getByLabelText('Difference to today\'s payment year').textContent).toMatch(/ against PY2025$/));
  }, 20_000);

  it('lets internal roles delete rows and use the Optimizer, which says why a code is left out', async () => {
    await openCalculator('Training');
    await fillPatient();
    fireEvent.click(await screen.findByRole('button', { name: 'Fast Coding Search' }));
    fireEvent.change(await screen.findByLabelText('Paste List Here'), { target: { value: 'E1010\nE1122' } });
    fireEvent.click(screen.getByLabelText('Optimizer'));
    const leftOut = await screen.findByLabelText('Left out by the Optimizer');
    expect(leftOut.textContent).toContain('E1122');
    expect(leftOut.textContent).toContain('HCC36');
    fireEvent.click(screen.getByRole('button', { name: 'Insert' }));
    expect(await screen.findByRole('button', { name: 'Delete E1010' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete E1122' })).toBeNull();
  });

  it('opens a patient diagnostic calculator from a record, with Back, notes and the exports', async () => {
    const { world: built, router } = await openCalculatorWithRecord();
    expect(await screen.findByText('Type 2 diabetes mellitus without complications')).toBeTruthy();
    expect((screen.getByLabelText('Patient Name') as HTMLInputElement).value).toBe('Rosa Vega');
    fireEvent.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(built.saved[0]?.fileName).toBe('Rosa Vega - Diagnostics Report.xlsx'), { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/patients'));
  });
});

async function openCalculatorWithRecord() {
  const world = buildTestWorld({ today: '2026-03-18' });
  world.server.on('GET', 'Notifications', { status: 200, body: [] });
  world.server.on('GET', 'Patients/CalculatorResolve', { status: 200, body: { plans: [] } });
  world.server.on('GET', 'Patients/GetByRecord', { status: 200, body: [toWirePatientRow(aPatient({ recordId: 31, patientName: 'Rosa Vega', doctorNotes: 'Seen in March' }))] });
  world.server.on('GET', 'Patients/GetRecordDiagnostics', { status: 200, body: [toWireRecordDiagnostic(aRecordDiagnostic({ code: 'E119' }))] });
  world.session.signIn(aCurrentUser({ role: 'Admin' }));
  const view = renderApp(world, '/magCalculator?recordID=31');
  await screen.findByRole('heading', { level: 1, name: 'Mag Calculator' });
  return { world, ...view };
}
