import type { CurrentUser, MenuItem, RoleName } from '@rafdesk/core';

const MENU: MenuItem[] = [
  { label: 'Patients', path: '/patients', position: 2, children: [] },
  { label: 'Dashboard', path: '/dashboard', position: 1, children: [] },
  { label: 'Reports', path: '', position: 3, children: [
    { label: 'Insurance General Report', path: '/reports/insuranceGeneral', position: 1, children: [] },
  ] },
  { label: 'Training Portal', path: 'https://training.example.org', position: 4, children: [] },
];

/** A signed-in user as POST Authentication answers it (wire names). */
export function aWireUser(overrides: Partial<{ role: RoleName; fullName: string; userId: number; rmtUserId: number; ipaNumber: string | null; menus: MenuItem[] }> = {}) {
  return {
    userId: overrides.userId ?? 11, rmtUserId: overrides.rmtUserId ?? 21, fullName: overrides.fullName ?? 'Ana Rivera', userName: '1234567893',
    role: overrides.role ?? 'Doctor', menus: overrides.menus ?? MENU, ipaNumber: overrides.ipaNumber ?? null, token: 'token-abc',
  };
}

/** The same user as the client keeps it. */
export function aCurrentUser(overrides: Parameters<typeof aWireUser>[0] = {}): CurrentUser {
  const wire = aWireUser(overrides);
  return {
    userId: wire.userId as CurrentUser['userId'], remoteUserId: wire.rmtUserId as CurrentUser['remoteUserId'], fullName: wire.fullName,
    userName: wire.userName, role: wire.role, menus: wire.menus, ipaNumber: wire.ipaNumber, token: wire.token,
  };
}
