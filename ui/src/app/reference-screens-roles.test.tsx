import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { type CurrentDoctor, ROLE_NAMES, type RoleName, canOpenRoute, toWireCatalogueDiagnostic, toWireInsurance, toWireInsuranceAgreement, toWireVisitOption } from '@rafdesk/core';
import { aCatalogueDiagnostic, anInsurance, aVisitOption } from '@rafdesk/core/testing';
import { buildTestWorld, type TestWorld } from '../testing/test-composition-root.js';
import { renderApp } from '../testing/render-app.js';
import { aCurrentUser } from '../testing/builders.js';

afterEach(cleanup);

// Each role on the administration and reference screens: who may open each (spec 01's menus, the route table) and
// exactly which controls spec 02 §6 gives them there.

const page = (rows: unknown[]) => ({ status: 200, body: rows, headers: { 'x-pagination': JSON.stringify({ totalCount: rows.length, pageSize: 10, currentPage: 1 }) } });
const AGREEMENT = {
  id: 7, doctorId: 4, doctorName: 'Carmen Díaz', insuranceId: 1, insuranceName: 'Salud Plus', paymentYear: 2026, premiumPerMember: 1085,
  medicalLossRatio: 0.85, surplusShare: 0.5, expensesOverall: 1450000, active: true,
} as Parameters<typeof toWireInsuranceAgreement>[0];

function world(role: RoleName): TestWorld {
  const built = buildTestWorld();
  built.server.on('GET', 'Notifications', { status: 200, body: [] });
  built.server.on('GET', 'Insurances/GetAll', page([toWireInsurance(anInsurance({ id: 1, name: 'Salud Plus' }))]));
  built.server.on('GET', 'Insurances/GetInsuranceAgreements', page([toWireInsuranceAgreement(AGREEMENT)]));
  // A new agreement is for the server's current payment year.
  built.server.on('GET', 'RafFactors/PaymentYears', { status: 200, body: { current: 2027, years: [2025, 2026, 2027] } });
  built.server.on('GET', 'Diagnostics', page([toWireCatalogueDiagnostic(aCatalogueDiagnostic({ code: 'E1122', description: 'Type 2 diabetes with nephropathy', alert: null }))]));
  built.server.on('GET', 'Forms/FormsResolve', { status: 200, body: { visitOptions: [toWireVisitOption(aVisitOption({ id: 101, groupId: 1, groupDescription: 'Chief Complaint' }))], cptCodes: [] } });
  built.session.signIn(aCurrentUser({ role, fullName: 'Elena Rivera' }));
  if (role === 'Staff' || role === 'Training') built.session.chooseDoctor({ id: 4, fullName: 'Carmen Díaz' } as CurrentDoctor);
  return built;
}

const buttons = () => screen.queryAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent?.trim() ?? '')
  .filter((name) => ['Add New', 'Edit', 'Close', 'Save Changes', 'Submit', 'Edit Salud Plus', 'Edit visit option 101'].includes(name) || name.startsWith('Edit the agreement'));

/** The screens, their heading, and the controls of a role that may open them, once their data shows. */
const SCREENS: readonly { path: string; heading: string; ready: () => Promise<unknown>; controls: (role: RoleName) => readonly string[] }[] = [
  { path: '/insurances', heading: 'Insurance List', ready: () => screen.findByText('Salud Plus'), controls: () => ['Add New', 'Edit Salud Plus'] },
  { path: '/insuranceAgreements', heading: 'Insurance Agreements', ready: () => screen.findByText('Carmen Díaz'),
    controls: () => ['Add New', 'Edit the agreement of Carmen Díaz with Salud Plus for 2026'] },
  { path: '/admin/notifications', heading: 'Notification Center', ready: () => screen.findByLabelText(/^Title/), controls: () => ['Submit'] },
  { path: '/admin/forms', heading: 'Forms', ready: () => screen.findByText('101'), controls: () => ['Add New', 'Edit visit option 101'] },
  { path: '/diagnostics', heading: 'Diagnostics List', controls: (role) => (role === 'Admin' ? ['Add New', 'Edit'] : []), ready: async () => {
    const search = screen.getByLabelText('Diagnostic Code / Description:');
    search.focus();
    fireEvent.input(search, { target: { value: 'E11' } });
    fireEvent.click(await screen.findByText('E11.22 - Type 2 diabetes with nephropathy - No Alert', {}, { timeout: 3_000 }));
    return screen.findByRole('form', { name: 'Diagnostic E1122' });
  } },
];

describe('the administration and reference screens by role', () => {
  for (const role of ROLE_NAMES) {
    for (const { path, heading, ready, controls } of SCREENS) {
      const opens = canOpenRoute(role, path);
      it(`${role} ${opens ? `sees exactly [${controls(role).join(', ')}] on` : 'cannot open'} ${path}`, async () => {
        const { router } = renderApp(world(role), path);
        if (!opens) {
          await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
          expect(screen.queryByRole('heading', { level: 1, name: heading })).toBeNull();
          return;
        }
        await screen.findByRole('heading', { level: 1, name: heading });
        await ready();
        expect(buttons().sort()).toEqual([...controls(role)].sort());
      });
    }
  }

  it('opens the insurance, agreement, notification and forms screens to Admin and Superuser only, and the catalogue to every role', () => {
    const openers = (path: string) => ROLE_NAMES.filter((role) => canOpenRoute(role, path));
    for (const path of ['/insurances', '/insuranceAgreements', '/admin/notifications', '/admin/forms']) expect({ path, roles: openers(path) }).toEqual({ path, roles: ['Superuser', 'Admin'] });
    expect(openers('/diagnostics')).toEqual([...ROLE_NAMES]);
  });
});
