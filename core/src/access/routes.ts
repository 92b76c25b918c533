import type { RoleName } from '../domain/role.js';

const ALL: readonly RoleName[] = ['Superuser', 'Admin', 'Staff', 'Training', 'Doctor', 'InsuranceStaff'];
const ADMINS: readonly RoleName[] = ['Admin', 'Superuser'];
const WORKS_WITH_PATIENTS: readonly RoleName[] = ['Superuser', 'Admin', 'Staff', 'Training', 'Doctor', 'InsuranceStaff'];
const REPORT_READERS: readonly RoleName[] = ['Superuser', 'Admin', 'Staff', 'Doctor', 'InsuranceStaff'];

/** A screen of the route table: its path pattern, its route name where the spec gives one, and who may open it. */
export interface RouteRule {
  path: string;
  name: string | null;
  /** 'public' needs no sign-in; otherwise the roles that may open it. */
  access: 'public' | readonly RoleName[];
  /** The screen shows or changes a doctor's patients: Staff must have chosen the doctor they act for first. */
  actsForDoctor?: true;
}

/** The route table of spec 01 §2 (history mode, base /), with the roles that may open each protected screen. */
export const ROUTES: readonly RouteRule[] = [
  { path: '/login', name: 'Login', access: 'public' },
  { path: '/signUp', name: null, access: 'public' },
  { path: '/privacy', name: null, access: 'public' },
  { path: '/privacyPolicy', name: null, access: 'public' },
  { path: '/termsandconditions', name: null, access: 'public' },
  { path: '/terms', name: null, access: 'public' },
  { path: '/underMaintenance', name: 'UnderMaintenance', access: 'public' },
  { path: '/set-password', name: 'SetPassword', access: 'public' },
  { path: '/doctorSelection', name: 'DoctorSelection', access: ['Staff'] },
  { path: '/dashboard', name: 'Dashboard', access: ALL, actsForDoctor: true },
  { path: '/patients', name: 'PatientsView', access: WORKS_WITH_PATIENTS, actsForDoctor: true },
  { path: '/completeProfile', name: null, access: ['Doctor'] },
  { path: '/magCalculator', name: null, access: ALL },
  { path: '/doctors', name: null, access: ADMINS },
  { path: '/admin/users', name: null, access: ['Admin'] },
  { path: '/admin/notifications', name: null, access: ADMINS },
  { path: '/patientList', name: null, access: WORKS_WITH_PATIENTS, actsForDoctor: true },
  { path: '/record/:recordID', name: 'RecordsView', access: WORKS_WITH_PATIENTS, actsForDoctor: true },
  { path: '/insurances', name: null, access: ADMINS },
  { path: '/reports/insuranceGeneral', name: null, access: REPORT_READERS, actsForDoctor: true },
  { path: '/reports/insuranceBFS', name: null, access: REPORT_READERS, actsForDoctor: true },
  { path: '/reports/insuranceBSS', name: null, access: REPORT_READERS, actsForDoctor: true },
  { path: '/insuranceAgreements', name: null, access: ADMINS },
  { path: '/diagnostics', name: null, access: ALL },
  { path: '/gallery', name: 'Gallery', access: ALL },
  { path: '/galleryFile/:id', name: 'GalleryFile', access: ALL },
  { path: '/upload', name: null, access: ADMINS },
  { path: '/admin/loginReport', name: null, access: ADMINS },
  { path: '/about', name: null, access: ALL },
  { path: '/smartPN/:recordID/:ID', name: 'SmartPN', access: ['Doctor', 'Training'], actsForDoctor: true },
  { path: '/smartPNHistory/:recordID', name: 'SmartPNHistory', access: ['Doctor', 'Training', 'InsuranceStaff'], actsForDoctor: true },
  { path: '/admin/forms', name: null, access: ADMINS },
  { path: '/support', name: null, access: ALL },
  { path: '/changePassword', name: 'ChangePassword', access: ALL },
  // Beyond the spec: the audit log viewer, for HIPAA access requests (Admin, like user administration).
  { path: '/admin/audit', name: null, access: ['Admin'] },
];

function matches(pattern: string, path: string): boolean {
  const p = pattern.split('/');
  const s = path.split('?')[0]?.split('/') ?? [];
  return p.length === s.length && p.every((part, i) => part.startsWith(':') ? (s[i] ?? '') !== '' : part.toLowerCase() === (s[i] ?? '').toLowerCase());
}

/** The route rule a concrete path falls under (`/record/42` → `/record/:recordID`), or null. */
export function routeFor(path: string): RouteRule | null {
  if (path === '/') return ROUTES.find((route) => route.path === '/dashboard') ?? null;
  return ROUTES.find((route) => matches(route.path, path)) ?? null;
}

/** True when the path needs no sign-in. */
export function isPublicRoute(path: string): boolean {
  return routeFor(path)?.access === 'public';
}

/** True when the screen at this path works on a doctor's patients (Staff choose the doctor before opening it). */
export function routeActsForDoctor(path: string): boolean {
  return routeFor(path)?.actsForDoctor === true;
}

/** True when a signed-in user of this role may open the path (public routes included). Unknown paths are refused. */
export function canOpenRoute(role: RoleName, path: string): boolean {
  const route = routeFor(path);
  if (!route) return false;
  return route.access === 'public' || route.access.includes(role);
}
