import { describe, it, expect, afterEach } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import ExcelJS from 'exceljs';
import { type PatientListRow, type RoleName, toWireInsurance, toWirePatientRow, toWirePlan, PENDING_RAF_LABEL } from '@rafdesk/core';
import { aPatient, aPlan, anInsurance } from '@rafdesk/core/testing';
import { TOKENS } from '../../shared/services/tokens.js';
import { buildTestWorld } from '../../testing/test-composition-root.js';
import { renderApp } from '../../testing/render-app.js';
import { aCurrentUser } from '../../testing/builders.js';
import { chooseOption } from '../../testing/choose-option.js';

afterEach(cleanup);

const ROWS = [
  aPatient({ recordId: 11, documentId: '1AA0AA0AA01', patientName: 'Ana Rivera', diagnosisCount: 2 }),
  aPatient({ recordId: 12, documentId: '1AA0AA0AA02', patientName: 'Luis Soto', diagnosisCount: 0, rafTotal: 0.4, billedFractionFirstSemester: 1, billedFractionSecondSemester: 1 }),
];

function world(role: RoleName, rows: PatientListRow[] = ROWS, options: { pendingReport?: boolean } = {}) {
  const built = buildTestWorld();
  built.server.on('GET', 'Notifications', { status: 200, body: [] });
  built.server.on('GET', 'Patients', (request) => ({
    status: 200, body: rows.filter((row) => row.patientName.includes(request.query.get('SearchQuery') ?? '')).map(toWirePatientRow),
    headers: { 'x-pagination': JSON.stringify({ totalCount: 45, pageSize: Number(request.query.get('pageSize')), currentPage: Number(request.query.get('pageNumber')) }) },
  }));
  built.server.on('GET', 'Patients/GetPatientListAll', { status: 200, body: rows.map(toWirePatientRow) });
  built.server.on('GET', 'Patients/PatientsResolve', { status: 200, body: {
    insurances: [toWireInsurance(anInsurance({ id: 1, name: 'Salud Plus' })), toWireInsurance(anInsurance({ id: 2, name: 'Isla Care' }))],
    genders: [{ value: 'M', label: 'Male' }, { value: 'F', label: 'Female' }], plans: [toWirePlan(aPlan({ id: 1, name: 'Gold' }))],
  } });
  built.server.on('GET', 'Doctors/GetStaffDoctors', { status: 200, body: [] });
  if (options.pendingReport) {
    const current = built.container.get<{ pendingRafReport: boolean }>(TOKENS.clinical);
    built.container.rebindSync(TOKENS.clinical).toConstantValue({ ...current, pendingRafReport: true });
  }
  built.session.signIn(aCurrentUser({ role, fullName: 'Elena Rivera' }));
  return built;
}

async function openList(role: RoleName, options: { pendingReport?: boolean } = {}) {
  const built = world(role, ROWS, options);
  const view = renderApp(built, '/patientList');
  await screen.findByRole('heading', { level: 1, name: 'Patients List' });
  await screen.findByText('Luis Soto');
  return { world: built, ...view };
}

const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);

describe('the Patients List', () => {
  it('asks the server for the whole list\'s order from a column header (by keyboard), back on page 1, and the export keeps it', async () => {
    const { world: built } = await openList('Doctor');
    const lastQuery = () => built.server.requests('GET', 'Patients').at(-1)?.query;
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQuery()?.get('pageNumber')).toBe('2'));
    const header = screen.getByRole('columnheader', { name: /RAF Total/ });
    fireEvent.keyDown(header, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(lastQuery()?.get('sortField')).toBe('rafTotal'));
    expect(lastQuery()?.get('sortOrder')).toBe('asc');
    expect(lastQuery()?.get('pageNumber')).toBe('1');
    fireEvent.keyDown(screen.getByRole('columnheader', { name: /RAF Total/ }), { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(lastQuery()?.get('sortOrder')).toBe('desc'));
    expect(screen.getByRole('columnheader', { name: /RAF Total/ }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: 'Status' }).getAttribute('aria-sort')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(lastQuery()?.get('pageSize')).not.toBe('10'));
    expect(lastQuery()?.get('sortField')).toBe('rafTotal');
    expect(lastQuery()?.get('sortOrder')).toBe('desc');
  });

  it('shows a doctor their patients without doctor columns, zero-DX rows in red and the pending indicator', async () => {
    await openList('Doctor');
    expect(screen.getByLabelText('Patient Name, INS Contract No:')).toBeTruthy();
    expect(headers()).not.toContain('NPI');
    expect(headers()).toEqual(expect.arrayContaining(['Patient Name', 'DXs', '% Billing First Semester', '% Billing Second Semester', 'RAF Total', 'Record ID', 'Dr. Record ID', 'Record Date']));
    expect(screen.getByText('Luis Soto').closest('tr')?.className).toContain('patient-row--no-dx');
    expect(screen.getByText('Ana Rivera').closest('tr')?.className).not.toContain('patient-row--no-dx');
    expect(await screen.findByText(`${PENDING_RAF_LABEL}: 2`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pending RAF Validation Report' })).toBeNull();
  });

  it('gives admin the doctor search label and columns, and the insurance filter', async () => {
    await openList('Admin');
    expect(screen.getByLabelText('NPI, Doctor Name, Patient Name, INS Contract No:')).toBeTruthy();
    expect(headers()).toEqual(expect.arrayContaining(['NPI', 'Doctor Name']));
    expect(screen.getAllByLabelText('Insurance').length).toBeGreaterThan(0);
  });

  it('searches on Enter, offers Clear Filter, and pages with First and the page-size selector', async () => {
    const { world: built } = await openList('Doctor');
    const box = screen.getByLabelText('Patient Name, INS Contract No:');
    fireEvent.change(box, { target: { value: 'Ana' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(built.server.requests('GET', 'Patients').at(-1)?.query.get('SearchQuery')).toBe('Ana'));
    fireEvent.click(await screen.findByRole('button', { name: 'Clear Filter' }));
    await waitFor(() => expect(built.server.requests('GET', 'Patients').at(-1)?.query.get('SearchQuery')).toBeNull());
    expect(screen.getByRole('button', { name: 'First' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(built.server.requests('GET', 'Patients').at(-1)?.query.get('pageNumber')).toBe('3'));
  });

  it('opens the record on a row click', async () => {
    const { router } = await openList('Doctor');
    fireEvent.click(screen.getByText('Ana Rivera'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/record/11'));
  });

  it('asks before changing the status, reverts on cancel, and says Deactivated! after saving', async () => {
    const { world: built } = await openList('Doctor');
    built.server.on('PUT', 'Patients/UpdatePatientStatus', { status: 204 });
    const box = () => screen.getByLabelText('Status of Ana Rivera') as HTMLInputElement;
    fireEvent.click(box());
    expect(await screen.findByText('This patient status will be set as Inactive')).toBeTruthy();
    expect(box().checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(box().checked).toBe(true));
    fireEvent.click(box());
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Deactivated!')).toBeTruthy();
    expect(screen.getByText('The patient has been Deactivated successfully')).toBeTruthy();
    expect(built.server.requests('PUT', 'Patients/UpdatePatientStatus')[0]?.body).toEqual({ doctorId: 1, documentID: '1AA0AA0AA01', statusValue: false });
  });

  it('does not let insurance staff change the status or add patients', async () => {
    await openList('InsuranceStaff');
    expect((screen.getByLabelText('Status of Ana Rivera') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Add New Patient' })).toBeNull();
    expect(screen.queryAllByLabelText('Insurance')).toHaveLength(0);
  });

  it('checks the Add New Patient form with core rules, then creates the patient', async () => {
    const { world: built } = await openList('Doctor');
    built.server.on('POST', 'Patients', { status: 201, body: {} });
    fireEvent.click(screen.getByRole('button', { name: 'Add New Patient' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getAllByText('This field is required').length).toBeGreaterThan(5);
    const type = (label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${label}`)), { target: { value } });
    type('Document ID', '1EG4TE5MK73');
    type('First Name', 'Rosa');
    type('Last Name', 'Vega');
    type('DOB', '02-28-1950');
    type('Phone 1', '7875550123');
    type('Email', 'rosa@example.com');
    type('Street', '1 Calle Sol');
    type('City', 'San Juan');
    type('State', 'PR');
    type('Zip', '00901');
    const choose = chooseOption;
    await choose('patient-sex', 'Female');
    await choose('patient-insuranceId', 'Isla Care');
    await choose('patient-planId', 'Gold');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(built.server.requests('POST', 'Patients')).toHaveLength(1));
    expect(built.server.requests('POST', 'Patients')[0]?.body).toMatchObject({
      documentID: '1EG4TE5MK73', firstName: 'Rosa', lastName: 'Vega', sexId: 'F', sex: 'Female', dob: '1950-02-28', insuranceID: 2, insuranceName: 'Isla Care',
      planID: 1, insurancePlan: 'Gold', phone: '7875550123', email1: 'rosa@example.com', email2: null, doctorID: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks the months since a transplant only for a kidney transplant, checks them, and sends the ESRD and Part D fields', async () => {
    const { world: built } = await openList('Admin');
    built.server.on('PUT', 'Patients/UpdatePatient', { status: 200, body: {} });
    fireEvent.click(screen.getByRole('button', { name: 'Edit Ana Rivera' }));
    const dialog = await screen.findByRole('dialog');
    const months = () => within(dialog).queryByLabelText(/^Months since transplant/);
    expect(months()).toBeNull();
    await chooseOption('patient-esrdStatus', 'Kidney transplant');
    await waitFor(() => expect(months()).not.toBeNull());
    fireEvent.change(months() as HTMLElement, { target: { value: '0' } });
    fireEvent.click(within(dialog).getByLabelText('Part D low-income subsidy'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    expect(within(dialog).getByText('The Months since transplant field must be between 1 and 1200')).toBeTruthy();
    expect(built.server.requests('PUT', 'Patients/UpdatePatient')).toHaveLength(0);
    fireEvent.change(months() as HTMLElement, { target: { value: '14' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(built.server.requests('PUT', 'Patients/UpdatePatient')).toHaveLength(1));
    expect(built.server.requests('PUT', 'Patients/UpdatePatient')[0]?.body).toMatchObject({ esrdStatus: 'transplant', monthsSinceTransplant: 14, lowIncomeSubsidy: true });
  });

  it('exports the list to Excel with the doctor columns for a doctor, a bar showing the export under way', async () => {
    const { world: built } = await openList('Doctor');
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect(await screen.findByRole('progressbar', { name: 'Reading the list for Excel…' })).toBeTruthy();
    await waitFor(() => expect(built.saved).toHaveLength(1), { timeout: 10_000 });
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: /Excel/ })).toBeNull());
    expect(built.server.requests('GET', 'Patients').at(-1)?.query.get('pageSize')).toBe('999999');
    const file = built.saved[0];
    expect(file?.fileName).toBe('Patient List.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file?.bytes.buffer as ArrayBuffer);
    const sheet = book.getWorksheet('Patient List');
    const header = (sheet?.getRow(1).values as unknown[]).filter(Boolean);
    expect(header).toEqual(expect.arrayContaining(['NPI', 'Doctor Name', 'Patient Name']));
    expect(sheet?.rowCount).toBe(3);
  });

  it('offers the Pending RAF Validation Report when its flag is on', async () => {
    const { world: built } = await openList('Admin', { pendingReport: true });
    fireEvent.click(screen.getByRole('button', { name: 'Pending RAF Validation Report' }));
    await waitFor(() => expect(built.saved[0]?.fileName).toBe('Pending RAF Validation Report.xlsx'), { timeout: 10_000 });
  });
});
