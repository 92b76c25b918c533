import type { Page } from 'playwright-core';
import { can, canOpenRoute, type RoleName } from '@rafdesk/core';

/** A control of an administration or reference screen and who sees it, from core's rules (spec 02 §6, the route table and our decisions). */
export interface RoleControl {
  readonly path: string;
  readonly heading: string;
  readonly control: string;
  readonly shownTo: (role: RoleName) => boolean;
}

export const ROLE_CONTROLS: readonly RoleControl[] = [
  { path: '/admin/users', heading: 'Users', control: 'Add New', shownTo: (role) => canOpenRoute(role, '/admin/users') },
  { path: '/admin/users', heading: 'Users', control: 'Set Under Maintenance', shownTo: (role) => canOpenRoute(role, '/admin/users') && can({ role }, 'users.setMaintenance') },
  { path: '/doctors', heading: 'Doctors List', control: 'Expand All', shownTo: (role) => canOpenRoute(role, '/doctors') && can({ role }, 'doctors.view') },
  { path: '/admin/loginReport', heading: 'Login Report', control: 'Search', shownTo: (role) => canOpenRoute(role, '/admin/loginReport') && can({ role }, 'loginReport.view') },
  { path: '/admin/audit', heading: 'Audit Log', control: 'Export to Excel', shownTo: (role) => canOpenRoute(role, '/admin/audit') && can({ role }, 'audit.view') },
  { path: '/insurances', heading: 'Insurance List', control: 'Add New', shownTo: (role) => canOpenRoute(role, '/insurances') && can({ role }, 'insurances.manage') },
  { path: '/insuranceAgreements', heading: 'Insurance Agreements', control: 'Add New', shownTo: (role) => canOpenRoute(role, '/insuranceAgreements') && can({ role }, 'insurances.manage') },
  { path: '/diagnostics', heading: 'Diagnostics List', control: 'Add New', shownTo: (role) => canOpenRoute(role, '/diagnostics') && can({ role }, 'catalogue.create') },
  { path: '/admin/notifications', heading: 'Notification Center', control: 'Submit', shownTo: (role) => canOpenRoute(role, '/admin/notifications') && can({ role }, 'notifications.send') },
  { path: '/admin/forms', heading: 'Forms', control: 'Add New', shownTo: (role) => canOpenRoute(role, '/admin/forms') && can({ role }, 'forms.manage') },
  { path: '/gallery', heading: 'Gallery', control: 'Add new', shownTo: (role) => canOpenRoute(role, '/gallery') && can({ role }, 'gallery.create') },
];

/** Which of the screen's controls the page shows ('<path> <control>' → shown): none when the screen did not open. */
export async function controlsSeen(page: Page, path: string): Promise<Record<string, boolean>> {
  const seen: Record<string, boolean> = {};
  for (const { path: screen, heading, control } of ROLE_CONTROLS) {
    if (screen !== path) continue;
    const opened = (await page.getByRole('heading', { name: heading, exact: true }).count()) > 0;
    seen[`${path} ${control}`] = opened && (await page.getByRole('button', { name: control, exact: true }).count()) > 0;
  }
  return seen;
}
