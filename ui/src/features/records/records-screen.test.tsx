import { describe, it, expect, afterEach } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import ExcelJS from 'exceljs';
import { type RoleName, CurrentDoctorSchema, SELECTION_EXCEEDED_RECORDS_MESSAGE, loadRafEngine, toWireRecordDiagnostic } from '@rafdesk/core';
import { aRecordDiagnostic } from '@rafdesk/core/testing';
import { buildTestWorld } from '../../testing/test-composition-root.js';
import { renderApp } from '../../testing/render-app.js';
import { aCurrentUser } from '../../testing/builders.js';
import { DEMOGRAPHICS, FakeRecord } from './fake-record.testing.js';
import { RAF_CALCULATED_TEXT } from './use-diagnostic-changes.js';
import { RECORD_FORBIDDEN_TEXT } from './use-record-data.js';
import { addDiagnosticsEndpoint, addDoctorNoteEndpoint, autoBillingEndpoint, attachDiagnosticsEndpoint, calculateMasterRafEndpoint, deleteDiagnosticEndpoint, recordDiagnosticsEndpoint, recordPatientEndpoint, recordScoringEndpoint, updateBillingEndpoint } from '@rafdesk/core';

afterEach(cleanup);

async function openRecord(role: RoleName, record = new FakeRecord()) {
  await record.score();
  const world = buildTestWorld({ today: '2026-03-18' });
  world.server.on('GET', 'Notifications', { status: 200, body: [] });
  record.serve(world);
  world.session.signIn(aCurrentUser({ role, fullName: 'Elena Rivera' }));
  // Staff open a record only once they act for a doctor (the route guard sends them to doctor selection before).
  if (role === 'Staff') world.session.chooseDoctor(CurrentDoctorSchema.parse({ id: 4, fullName: 'Carmen Díaz' }));
  const view = renderApp(world, `/record/${record.recordId}`);
  await screen.findByRole('heading', { level: 1, name: 'Diagnostics' });
  await screen.findByText('Stored figures');
  return { world, record, ...view };
}

const figure = (label: string) => screen.getByLabelText(label).textContent;

describe('the records view', () => {
  it('lists the diagnostics with the spec\'s columns, in its order', async () => {
    await openRecord('Admin');
    const table = screen.getByRole('table', { name: 'Diagnostics' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Details', '#', 'Code', 'Description', 'V24 CMSHCC1', 'V28 CMSHCC1', 'V24 CMSHCC2', 'V28 CMSHCC2', 'Clinical Manifestations', 'Treatment', 'Alert',
      'Specialty', 'Provider', 'Billing First Semester', 'Billing Second Semester', 'Active', 'Delete',
    ]);
  });

  it('sorts the diagnostics by a column header, ascending, descending, then in the record\'s order again', async () => {
    await openRecord('Doctor');
    const order = () => screen.getAllByRole('checkbox', { name: /^Active / }).map((box) => box.getAttribute('aria-label'));
    expect(order()).toEqual(['Active E119', 'Active I10']);
    const description = () => screen.getByRole('columnheader', { name: /^Description/ });
    fireEvent.click(within(description()).getByRole('button'));
    expect(order()).toEqual(['Active I10', 'Active E119']);
    expect(description().getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(description()).getByRole('button'));
    expect(order()).toEqual(['Active E119', 'Active I10']);
    expect(description().getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(description()).getByRole('button'));
    expect(description().getAttribute('aria-sort')).toBe('none');
  });

  it('shows the patient, the stored RAF figures and every diagnostic', async () => {
    const { record } = await openRecord('Doctor');
    expect(screen.getByText('Ana Rivera')).toBeTruthy();
    expect(figure('Total')).toBe(record.patient.rafTotal.toFixed(2));
    expect(screen.getByRole('checkbox', { name: 'Billing First Semester E119' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Active I10' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Auto Billing' })).toBeNull();
    expect(screen.getByRole('button', { name: 'PN History' })).toBeTruthy();
  });

  it('bills a diagnostic in semester 1: the browser previews the percentage at once and the stored figures then show', async () => {
    const { world, record } = await openRecord('Doctor');
    const before = figure('Billed First Semester percentage');
    expect(before).not.toBe('100.00%');
    world.server.on('PUT', updateBillingEndpoint.path, () => {
      record.setOnCode('E119', { billedFirstSemester: true });
      return { status: 204 };
    });
    const scored = record.score();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Billing First Semester E119' }));
    expect(figure('Billed First Semester percentage')).toBe('100.00%');
    await scored;
    await screen.findByText('Stored figures');
    expect(world.server.requests('PUT', updateBillingEndpoint.path)[0]?.body).toEqual({ recordID: 5, diagnosticID: 'E119', billing: true, billingSemester: 1 });
    expect(figure('Billed First Semester')).toBe(record.patient.rafBilledFirstSemester.toFixed(2));
  });

  it('puts the RAF card of the billing reply on the patient without reading the diagnostics or the patient again', async () => {
    const { world, record } = await openRecord('Doctor');
    const reads = () => [world.server.requests('GET', recordDiagnosticsEndpoint.path).length, world.server.requests('GET', recordPatientEndpoint.path).length];
    const before = reads();
    // What the server stores once the box is ticked; its reply carries these figures.
    record.setOnCode('E119', { billedSecondSemester: true });
    await record.score();
    world.server.on('PUT', updateBillingEndpoint.path, () => ({ status: 200, body: { ...record.card(), billingSemester: 2, diagnosticID: ['E119'] } }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Billing Second Semester E119' }));
    await waitFor(() => expect(world.server.requests('PUT', updateBillingEndpoint.path)).toHaveLength(1));
    await screen.findByText('Stored figures');
    expect(figure('Billed Second Semester')).toBe(record.patient.rafBilledSecondSemester.toFixed(2));
    expect(record.patient.rafBilledSecondSemester).toBeGreaterThan(0);
    expect(reads()).toEqual(before);
  });

  it('does not offer to attach an inactive diagnostic (the server refuses it), but lets an attached one be detached', async () => {
    await openRecord('Doctor', new FakeRecord([
      aRecordDiagnostic({ code: 'E119', active: false }), aRecordDiagnostic({ code: 'I10', active: false, inProgressNotePreview: true }), aRecordDiagnostic({ code: 'J449' }),
    ]));
    const attach = (code: string) => screen.getByRole('checkbox', { name: `Attach ${code}` }) as HTMLInputElement;
    await waitFor(() => expect(attach('E119').disabled).toBe(true));
    expect(attach('I10').disabled).toBe(false);
    expect(attach('J449').disabled).toBe(false);
  });

  it('refuses a 13th attached diagnostic with the records view message and sends nothing', async () => {
    const rows = Array.from({ length: 13 }, (_, index) => aRecordDiagnostic({ code: `Z${String(index).padStart(2, '0')}1`, inProgressNotePreview: index < 12 }));
    const { world } = await openRecord('Doctor', new FakeRecord(rows));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Attach Z121' }));
    await waitFor(() => expect(world.toasts.map((toast) => toast.text)).toContain(SELECTION_EXCEEDED_RECORDS_MESSAGE));
    expect(world.server.requests('POST', attachDiagnosticsEndpoint.path)).toHaveLength(0);
    expect((screen.getByRole('checkbox', { name: 'Attach Z121' }) as HTMLInputElement).checked).toBe(false);
  });

  it('gives insurance staff a read-only view', async () => {
    await openRecord('InsuranceStaff');
    expect((screen.getByRole('button', { name: 'Fast Coding Search' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Billing First Semester E119' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Active E119' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /Add New Note/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete E119' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete all records' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Auto Billing' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create Smart PN' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Calculate RAF' })).toBeNull();
  });

  it('lets the Optimizer of an admin say which HCC trumps a pasted code before anything is sent', async () => {
    await openRecord('Admin', new FakeRecord([]));
    fireEvent.click(screen.getByRole('button', { name: 'Fast Coding Search' }));
    fireEvent.click(await screen.findByText('By list'));
    fireEvent.change(screen.getByLabelText('Paste List Here'), { target: { value: 'E1010\nE1122\nE1011' } });
    fireEvent.click(screen.getByLabelText('Optimizer'));
    const preview = await screen.findByLabelText('Insert preview');
    expect(preview.textContent).toContain('To insert: E1010');
    const lines = within(preview).getAllByRole('listitem').map((item) => item.textContent ?? '');
    // Said once per line, and only where a higher HCC trumps: a code of an HCC already raised says so instead.
    expect(lines.find((line) => line.startsWith('E1122'))).toMatch(/^E1122: HCC37 trumped by HCC36 \([^)]*\)$/);
    expect(lines.find((line) => line.startsWith('E1011'))).toBe('E1011: HCC36 is already raised by E1010');
  });

  it('inserts a pasted list, puts the reply\'s rows and card in view without reading the diagnostics again, and shows what the server did with each code', async () => {
    const { world, record } = await openRecord('Doctor');
    const diagnosticReads = () => world.server.requests('GET', recordDiagnosticsEndpoint.path).length;
    const before = diagnosticReads();
    world.server.on('POST', addDiagnosticsEndpoint.path, () => {
      const added = aRecordDiagnostic({ code: 'I5022', v28Hcc1: 226 });
      record.rows = [...record.rows, added];
      return { status: 200, body: { ...record.card(), added: ['I5022'], alreadyPresent: ['E119'], unknown: ['Z9999'], invalid: [], optimizedOut: [], rows: [toWireRecordDiagnostic(added)] } };
    });
    fireEvent.click(screen.getByRole('button', { name: 'Fast Coding Search' }));
    fireEvent.click(await screen.findByText('By list'));
    fireEvent.change(screen.getByLabelText('Paste List Here'), { target: { value: 'I50.22\nE11.9\nZ9999' } });
    expect(screen.queryByLabelText('Optimizer')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Insert' }));
    const report = await screen.findByLabelText('Insert report');
    expect(report.textContent).toContain('Added: I5022');
    expect(report.textContent).toContain('Not in the catalogue: Z9999');
    expect(world.server.requests('POST', addDiagnosticsEndpoint.path)[0]?.body).toEqual({ recordID: 5, diagnostics: 'I50.22,E11.9,Z9999', optimizerFlag: false, diagnosisSource: 'face-to-face' });
    expect(await screen.findByRole('checkbox', { name: 'Active I5022' })).toBeTruthy();
    expect(diagnosticReads()).toBe(before);
  });

  it('reads the diagnostics once after an Insert whose reply carries no rows', async () => {
    const { world, record } = await openRecord('Doctor');
    const before = world.server.requests('GET', recordDiagnosticsEndpoint.path).length;
    world.server.on('POST', addDiagnosticsEndpoint.path, () => {
      record.rows = [...record.rows, aRecordDiagnostic({ code: 'I5022', v28Hcc1: 226 })];
      return { status: 200, body: { ...record.patient, added: ['I5022'], alreadyPresent: [], unknown: [], invalid: [], optimizedOut: [] } };
    });
    fireEvent.click(screen.getByRole('button', { name: 'Fast Coding Search' }));
    fireEvent.click(await screen.findByText('By list'));
    fireEvent.change(screen.getByLabelText('Paste List Here'), { target: { value: 'I50.22' } });
    fireEvent.click(screen.getByRole('button', { name: 'Insert' }));
    expect(await screen.findByRole('checkbox', { name: 'Active I5022' })).toBeTruthy();
    expect(world.server.requests('GET', recordDiagnosticsEndpoint.path).length).toBe(before + 1);
  });

  it('says the diagnostics are loading, not "No diagnostics", and exports nothing until they are read', async () => {
    const record = new FakeRecord();
    await record.score();
    const world = buildTestWorld({ today: '2026-03-18' });
    world.server.on('GET', 'Notifications', { status: 200, body: [] });
    let release: () => void = () => undefined;
    // The first answer registered for a call is the one given: the rows' is held back until the test lets it go.
    world.server.on('GET', recordDiagnosticsEndpoint.path, () => new Promise((resolve) => { release = () => resolve(record.rowsAnswer()); }));
    record.serve(world);
    world.session.signIn(aCurrentUser({ role: 'Admin' }));
    renderApp(world, `/record/${record.recordId}`);
    expect(await screen.findByText('Loading the diagnostics…')).toBeTruthy();
    expect(screen.queryByText('No diagnostics')).toBeNull();
    for (const name of ['Export to Excel', 'Print']) expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('table', { name: 'Diagnostics' }).getAttribute('aria-busy')).toBe('true');
    act(() => release());
    await waitFor(() => expect((screen.getByRole('button', { name: 'Export to Excel' }) as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByRole('table', { name: 'Diagnostics' }).getAttribute('aria-busy')).toBe('false');
    expect(screen.queryByText('Loading the diagnostics…')).toBeNull();
  });

  it('exports the record to Excel for MAG roles with the spec\'s file and sheet names', async () => {
    const { world } = await openRecord('Staff');
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(world.saved[0]?.fileName).toBe('Ana Rivera - Diagnostics Report.xlsx'), { timeout: 10_000 });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(world.saved[0]?.bytes.buffer as ArrayBuffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Patient Info', 'Diagnostics Report']);
    expect(book.getWorksheet('Diagnostics Report')?.rowCount).toBe(3);
  }, 20_000);

  it('prints the landscape diagnostics report and recalculates the stored figures on Calculate RAF', async () => {
    const { world } = await openRecord('Doctor');
    world.server.on('POST', calculateMasterRafEndpoint.path, { status: 200, body: {} });
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(world.saved[0]?.fileName).toBe('Ana Rivera - Diagnostics Report.pdf'), { timeout: 10_000 });
    expect(new TextDecoder().decode(world.saved[0]?.bytes.slice(0, 5))).toBe('%PDF-');
    fireEvent.click(screen.getByRole('button', { name: 'Calculate RAF' }));
    await waitFor(() => expect(world.server.requests('POST', calculateMasterRafEndpoint.path)[0]?.body).toEqual({ recordID: 5 }));
    expect(await screen.findByText('Stored figures')).toBeTruthy();
    await waitFor(() => expect(world.toasts).toContainEqual({ severity: 'success', title: 'Saved', text: RAF_CALCULATED_TEXT }));
  }, 20_000);

  it('scores with the patient\'s sex and date of birth when the server gives no demographics', async () => {
    const record = new FakeRecord();
    await record.score();
    const world = buildTestWorld();
    world.server.on('GET', 'Notifications', { status: 200, body: [] });
    record.serve(world);
    world.server.on('GET', recordScoringEndpoint.path, { status: 404, body: { errors: ['Not found'] } });
    world.session.signIn(aCurrentUser({ role: 'Doctor' }));
    renderApp(world, '/record/5');
    expect(await screen.findByText('Stored figures')).toBeTruthy();
    expect(world.toasts).toEqual([]);
  });

  it('asks before Auto Billing (how many codes, which semester), then bills them and says what changed', async () => {
    const { world, record } = await openRecord('Staff');
    world.server.on('POST', autoBillingEndpoint.path, () => {
      for (const code of ['E119', 'I10']) record.setOnCode(code, { billedFirstSemester: true });
      return { status: 200, body: {} };
    });
    fireEvent.click(screen.getByRole('button', { name: 'Auto Billing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Auto Billing' });
    expect(within(dialog).getByText('2 active diagnostics not yet billed will be billed in semester 1 of 2026: E119, I10.')).toBeTruthy();
    expect(world.server.requests('POST', autoBillingEndpoint.path)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bill them' }));
    await waitFor(() => expect(world.toasts).toContainEqual({ severity: 'success', title: 'Saved', text: '2 diagnostics billed in semester 1 of 2026' }));
    expect(world.server.requests('POST', autoBillingEndpoint.path)).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: 'Billing First Semester I10' })).toHaveProperty('checked', true);
  });

  it('bills nothing when Auto Billing is cancelled', async () => {
    const { world } = await openRecord('Staff');
    fireEvent.click(screen.getByRole('button', { name: 'Auto Billing' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Auto Billing' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Auto Billing' })).toBeNull());
    expect(world.server.requests('POST', autoBillingEndpoint.path)).toHaveLength(0);
    expect(screen.getByRole('checkbox', { name: 'Billing First Semester I10' })).toHaveProperty('checked', false);
  });

  it('shows the refusal of a record the user may not open, once, and nothing to act on', async () => {
    const world = buildTestWorld();
    world.server.on('GET', 'Notifications', { status: 200, body: [] });
    const refused = { status: 403, body: { errors: ['You do not have permission to do this'] } };
    for (const read of [recordPatientEndpoint, recordDiagnosticsEndpoint, recordScoringEndpoint]) world.server.on('GET', read.path, refused);
    world.session.signIn(aCurrentUser({ role: 'Doctor' }));
    renderApp(world, '/record/247');
    expect(await screen.findByText(RECORD_FORBIDDEN_TEXT)).toBeTruthy();
    for (const name of ['Add New Note', 'Create Smart PN', 'PN History', 'Print', 'Export to Excel', 'Calculate RAF']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect((screen.getByRole('button', { name: 'Fast Coding Search' }) as HTMLButtonElement).disabled).toBe(true);
    expect(world.toasts).toEqual([]);
  });

  it('deletes one diagnostic after confirmation and says so', async () => {
    const { world, record } = await openRecord('Admin');
    world.server.on('DELETE', deleteDiagnosticEndpoint.path, () => {
      record.rows = record.rows.filter((row) => row.code !== 'I10');
      return { status: 204 };
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete I10' }));
    expect(await screen.findByText('This diagnostic will be deleted')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The diagnostic has been deleted')).toBeTruthy();
    expect(world.server.requests('DELETE', deleteDiagnosticEndpoint.path)[0]?.query.get('DiagnosticId')).toBe('I10');
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Active I10' })).toBeNull());
  });

  it('requires the note text, then creates the note and closes the editor', async () => {
    const { world } = await openRecord('Doctor');
    world.server.on('POST', addDoctorNoteEndpoint.path, { status: 204 });
    fireEvent.click(screen.getByRole('button', { name: 'Add New Note to Doctor Notes' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Create Note' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    fireEvent.change(document.getElementById('record-note') as HTMLTextAreaElement, { target: { value: 'Follow up in 3 months' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Note' }));
    await waitFor(() => expect(world.server.requests('POST', addDoctorNoteEndpoint.path)[0]?.body).toEqual({ RecordID: 5, DoctorNotes: 'Follow up in 3 months' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Create Note' })).toBeNull());
  });

  it('explains the total with V24, V28 and the payment-year figure side by side', async () => {
    await openRecord('Doctor');
    fireEvent.click(screen.getByTitle('Explain Total'));
    const scores = await screen.findByRole('table', { name: 'Scores side by side' });
    const headers = within(scores).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Score', 'V24', 'V28 (RAF card)', 'Payment year 2026 (0% V24 + 100% V28)']);
    expect(screen.getByLabelText('V28 explanation').textContent).toContain('HCC38');
  });

  it('names the ESRD model for a dialysis patient, explains its figure, and shows its PY2026 Part D figure (CMS\'s 2026 software, package X)', async () => {
    const record = new FakeRecord();
    record.demographics = { ...DEMOGRAPHICS, esrdStatus: 'dialysis' };
    await openRecord('Doctor', record);
    expect(screen.getByText('Model: ESRD dialysis 2026, factors unconfirmed')).toBeTruthy();
    const engine = (await loadRafEngine())._unsafeUnwrap();
    const esrd = engine.scoreEsrd({ dob: '1950-02-28', sex: 'F', esrd: true, dialysis: true, diagnoses: ['E119', 'I10'] }, { year: 2026 })._unsafeUnwrap();
    expect(figure('Total')).toBe((esrd.paymentScore ?? 0).toFixed(2));
    const rx = engine.scoreRx({ dob: '1950-02-28', sex: 'F', esrd: true, planType: 'MA-PD', diagnoses: ['E119', 'I10'] }, { year: 2026 })._unsafeUnwrap();
    expect(figure('Part D (RxHCC) payment score')).toBe((rx.paymentScore ?? 0).toFixed(2));
    fireEvent.click(screen.getByTitle('Explain Total'));
    const section = await screen.findByRole('region', { name: /^ESRD V24/ });
    expect(section.textContent).toContain('Dialysis, continuing enrollee');
    expect(within(section).getByRole('table', { name: /factors and their sources/ }).textContent).toContain('Normalisation ESRD dialysis');
    expect(screen.queryByRole('table', { name: 'Scores side by side' })).toBeNull();
  });

  it('shows the stored figures and says why when the browser cannot score the record', async () => {
    const record = new FakeRecord();
    await record.score();
    record.demographics = { ...DEMOGRAPHICS, paymentYear: 2019 };
    const world = buildTestWorld({ today: '2026-03-18' });
    world.server.on('GET', 'Notifications', { status: 200, body: [] });
    record.serve(world);
    world.session.signIn(aCurrentUser({ role: 'Doctor' }));
    renderApp(world, `/record/${record.recordId}`);
    expect(await screen.findByText(/^Stored figures; the browser could not score this record: payment year 2019 is not available/)).toBeTruthy();
    expect(figure('Total')).toBe(record.patient.rafTotal.toFixed(2));
  });

  it('shows the Part D figure of a PY2027 record with the low-income subsidy, and its explanation', async () => {
    const record = new FakeRecord();
    record.demographics = { ...DEMOGRAPHICS, paymentYear: 2027, lowIncomeSubsidy: true };
    await openRecord('Doctor', record);
    expect(screen.getByText('Model: V28 2027, factors from a secondary source')).toBeTruthy();
    const engine = (await loadRafEngine())._unsafeUnwrap();
    const rx = engine.scoreRx({ dob: '1950-02-28', sex: 'F', lowIncome: true, diagnoses: ['E119', 'I10'] }, { year: 2027 })._unsafeUnwrap();
    expect(figure('Part D (RxHCC) payment score')).toBe((rx.paymentScore ?? 0).toFixed(2));
    expect(screen.getByLabelText('Part D details').textContent).toBe('MA-PD, low-income subsidy; factors unconfirmed');
    fireEvent.click(screen.getByTitle('Explain Part D (RxHCC) payment score'));
    const section = await screen.findByRole('region', { name: /^Part D: RxHCC/ });
    expect(section.textContent).toContain('Rx_CE_LowAged');
    expect(section.textContent).toContain('RXHCC');
  });
});
