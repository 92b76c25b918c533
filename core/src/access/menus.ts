import type { MenuItem } from '../domain/menu.js';
import type { RoleName } from '../domain/role.js';
import { can } from './can.js';
import type { Action } from './permission-table.js';
import { canOpenRoute, type RoutePattern } from './routes.js';

interface MenuEntry {
  label: string;
  /** A path of the route table, an outside address, or '' for a dropdown. */
  path: RoutePattern | typeof CMS_RISK_ADJUSTMENT_URL | '';
  position: number;
  /** For external links only: who sees them, as a route says it (internal links follow the route table). */
  access?: 'signed-in' | Action;
  children?: readonly MenuEntry[];
}

/** Address of the CMS risk-adjustment page offered to everyone as an external link. */
export const CMS_RISK_ADJUSTMENT_URL = 'https://www.cms.gov/medicare/payment/medicare-advantage-rates-statistics/risk-adjustment';

/** The whole menu; each role sees the items whose route it may open. Dropdowns with no visible item disappear. */
export const MENU: readonly MenuEntry[] = [
  { label: 'Dashboard', path: '/dashboard', position: 1 },
  { label: 'Patients', path: '', position: 2, children: [
    { label: 'My Patients', path: '/patients', position: 1 },
    { label: 'Patients List', path: '/patientList', position: 2 },
    { label: 'Gap Worklist', path: '/gapWorklist', position: 3 },
    { label: 'RADV Audits', path: '/radvAudits', position: 4 },
  ] },
  { label: 'Doctors', path: '/doctors', position: 3 },
  { label: 'Insurances', path: '', position: 4, children: [
    { label: 'Insurance List', path: '/insurances', position: 1 },
    { label: 'Insurance Agreements', path: '/insuranceAgreements', position: 2 },
  ] },
  { label: 'Diagnostics', path: '/diagnostics', position: 5 },
  { label: 'Mag Calculator', path: '/magCalculator', position: 6 },
  { label: 'Reports', path: '', position: 7, children: [
    { label: 'Insurance General Report', path: '/reports/insuranceGeneral', position: 1 },
    { label: 'Insurance Billed First Semester Report', path: '/reports/insuranceBFS', position: 2 },
    { label: 'Insurance Billed Second Semester Report', path: '/reports/insuranceBSS', position: 3 },
  ] },
  { label: 'Admin', path: '', position: 8, children: [
    { label: 'Users', path: '/admin/users', position: 1 },
    { label: 'Notifications', path: '/admin/notifications', position: 2 },
    { label: 'Login Report', path: '/admin/loginReport', position: 3 },
    { label: 'Forms', path: '/admin/forms', position: 4 },
    { label: 'Audit Log', path: '/admin/audit', position: 5 },
  ] },
  { label: 'Gallery', path: '/gallery', position: 9 },
  { label: 'Help', path: '', position: 10, children: [
    { label: 'Support', path: '/support', position: 1 },
    { label: 'About', path: '/about', position: 2 },
    { label: 'CMS Risk Adjustment', path: CMS_RISK_ADJUSTMENT_URL, position: 3, access: 'signed-in' },
  ] },
];

function visible(entry: MenuEntry, role: RoleName): MenuItem | null {
  if (entry.children) {
    const children = entry.children.map((child) => visible(child, role)).filter((child): child is MenuItem => child !== null);
    return children.length === 0 ? null : { label: entry.label, path: entry.path, position: entry.position, children };
  }
  const allowed = entry.access === undefined ? canOpenRoute(role, entry.path) : entry.access === 'signed-in' || can({ role }, entry.access);
  return allowed ? { label: entry.label, path: entry.path, position: entry.position, children: [] } : null;
}

/** The menu of a role, sorted by position, as the top navigation shows it and the sign-in answer carries it. */
export function menusFor(role: RoleName): MenuItem[] {
  return MENU.map((entry) => visible(entry, role))
    .filter((item): item is MenuItem => item !== null)
    .sort((a, b) => a.position - b.position);
}
