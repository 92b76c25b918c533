import { describe, it, expect, afterEach } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { type InsuranceReportRow, type RoleName, toWireInsuranceReportRow } from '@rafdesk/core';
import { buildTestWorld } from '../../testing/test-composition-root.js';
import { renderApp } from '../../testing/render-app.js';
import { aCurrentUser } from '../../testing/builders.js';
import { cellText } from './report-kinds.js';

afterEach(cleanup);

const ROW: InsuranceReportRow = {
  doctorNpi: '1234567893', doctorName: 'Carmen Díaz', doctorSpeciality: 'Internal Medicine', insuranceName: 'Salud Plus', activePatients: 120,
  rafScore: 1.2345, premiumValue: 1085, surplusAgreement: 0.5, billedFraction: 0.73125, medicalLossRatio: 0.85, annualBudget: 1928419.2,
  surplusTotal: 189156.32, netSurplus: 94578.16, netSurplusBilled: 69160.28, expensesOverall: 1450000,
};

async function openReport(role: RoleName, path: string, kind: 'general' | 'firstSemester' | 'secondSemester') {
  const world = buildTestWorld();
  world.server.on('GET', 'Notifications', { status: 200, body: [] });
  const reply = (request: { query: URLSearchParams }) => ({ status: 200, body: [toWireInsuranceReportRow(kind, ROW)],
    headers: { 'x-pagination': JSON.stringify({ totalCount: 31, pageSize: Number(request.query.get('pageSize')), currentPage: 1 }) } });
  for (const report of ['Insurances/GetGeneralReport', 'Insurances/GetBFSReport', 'Insurances/getBSSReport']) world.server.on('GET', report, reply);
  world.server.on('GET', 'RafFactors/PaymentYears', { status: 200, body: { current: 2027, years: [2025, 2026, 2027] } });
  world.session.signIn(aCurrentUser({ role, fullName: 'Elena Rivera' }));
  renderApp(world, path);
  await screen.findByText('Salud Plus');
  return world;
}

const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);

describe('the insurance reports', () => {
  it('reports the portal\'s current payment year and, switched to another, asks the server for that year\'s report', async () => {
    const world = await openReport('Admin', '/reports/insuranceGeneral', 'general');
    const last = () => world.server.requests('GET', 'Insurances/GetGeneralReport').at(-1)?.query;
    const year = await screen.findByLabelText('Payment year') as HTMLSelectElement;
    expect(year.value).toBe('2027');
    expect(screen.getByRole('option', { name: 'PY2027 (current)' })).toBeTruthy();
    expect(last()?.get('paymentYear')).toBeNull();
    fireEvent.change(year, { target: { value: '2026' } });
    await waitFor(() => expect(last()?.get('paymentYear')).toBe('2026'));
    expect((screen.getByLabelText('Payment year') as HTMLSelectElement).value).toBe('2026');
  });

  it('asks the server for the whole report\'s order from a stored column, by keyboard; computed columns do not sort', async () => {
    const world = await openReport('Admin', '/reports/insuranceGeneral', 'general');
    const last = () => world.server.requests('GET', 'Insurances/GetGeneralReport').at(-1)?.query;
    fireEvent.keyDown(screen.getByRole('columnheader', { name: /Premium Value/ }), { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(last()?.get('sortField')).toBe('premiumValue'));
    expect(last()?.get('sortOrder')).toBe('asc');
    expect(screen.getByRole('columnheader', { name: /Annual Budget/ }).getAttribute('tabindex')).toBeNull();
  });

  it('formats money in US dollars and percentages as the ratio ×100 with 2 decimals', () => {
    expect(cellText('money', 1928419.2)).toBe('$1,928,419.20');
    expect(cellText('percent', 0.73125)).toBe('73.13%');
    expect(cellText('raf', 1.2345)).toBe('1.23');
  });

  it('shows admin the general report with the doctor columns, the search and every money column', async () => {
    await openReport('Admin', '/reports/insuranceGeneral', 'general');
    expect(screen.getByRole('heading', { level: 1, name: 'Insurance General Report' })).toBeTruthy();
    expect(headers()).toEqual(['NPI', 'Doctor', 'Speciality', 'Insurance Name', 'Active Patients', 'RAF Score', 'Premium Value', 'Surplus Agreement',
      'Percentage', 'MLR', 'Annual Budget', 'Surplus Total', 'Net Surplus', 'Expenses Overall']);
    expect(screen.getByText('$1,928,419.20')).toBeTruthy();
    expect(screen.getByText('73.13%')).toBeTruthy();
    expect(screen.getByLabelText('Search By (NPI, Doctor Name):')).toBeTruthy();
  });

  it('adds the first-semester net surplus to the first-semester report', async () => {
    await openReport('InsuranceStaff', '/reports/insuranceBFS', 'firstSemester');
    expect(headers()).toContain('Net Surplus Billed First Semester');
    expect(screen.getByText('$69,160.28')).toBeTruthy();
  });

  it('shows a doctor the second-semester report without doctor columns or search', async () => {
    await openReport('Doctor', '/reports/insuranceBSS', 'secondSemester');
    expect(screen.getByRole('heading', { level: 1, name: 'Insurance Billed Second Semester Report' })).toBeTruthy();
    expect(screen.getByText('Elena Rivera', { selector: '.insurance-report__user' })).toBeTruthy();
    expect(headers()).toEqual(['#', 'Insurance Name', 'Active Patients', 'RAF Score', 'Percentage']);
    expect(screen.queryByLabelText('Search By (NPI, Doctor Name):')).toBeNull();
  });

  it('searches with Enter, clears the filter, pages, and exports every row to Excel', async () => {
    const world = await openReport('Admin', '/reports/insuranceBFS', 'firstSemester');
    const box = screen.getByLabelText('Search By (NPI, Doctor Name):');
    fireEvent.change(box, { target: { value: 'Díaz' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(world.server.requests('GET', 'Insurances/GetBFSReport').at(-1)?.query.get('SearchQuery')).toBe('Díaz'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filter' }));
    await waitFor(() => expect(world.server.requests('GET', 'Insurances/GetBFSReport').at(-1)?.query.get('SearchQuery')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(world.server.requests('GET', 'Insurances/GetBFSReport').at(-1)?.query.get('pageNumber')).toBe('2'));
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(world.saved[0]?.fileName).toBe('Insurance First Semester Report.xlsx'), { timeout: 10_000 });
    expect(world.server.requests('GET', 'Insurances/GetBFSReport').at(-1)?.query.get('pageSize')).toBe('999999');
  });
});
