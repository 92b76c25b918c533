import type { RoleName } from '../domain/role.js';
import { can } from './can.js';
import type { Action } from './permission-table.js';

/**
 * A screen of the route table: its path pattern, its route name where the spec gives one, and who may open it:
 * 'public' needs no sign-in, 'signed-in' any signed-in role, otherwise the permission row whose roles may (one table
 * of who may do what, so a screen and its calls never disagree).
 */
export interface RouteRule {
  path: string;
  name: string | null;
  access: 'public' | 'signed-in' | Action;
  /** The screen shows or changes a doctor's patients: a role that selects its doctor (Staff) must have chosen one first. */
  actsForDoctor?: true;
}

/**
 * The route table of spec 01 §2 (history mode, base /), with the permission each protected screen needs, and the name
 * the app navigates to a screen by: the one list of paths (the web app's route table and links read it).
 */
export const ROUTES = [
  { path: '/login', name: 'Login', access: 'public' },
  { path: '/signUp', name: 'SignUp', access: 'public' },
  { path: '/privacy', name: null, access: 'public' },
  { path: '/privacyPolicy', name: null, access: 'public' },
  { path: '/termsandconditions', name: null, access: 'public' },
  { path: '/terms', name: null, access: 'public' },
  { path: '/underMaintenance', name: 'UnderMaintenance', access: 'public' },
  { path: '/set-password', name: 'SetPassword', access: 'public' },
  { path: '/doctorSelection', name: 'DoctorSelection', access: 'doctors.select' },
  { path: '/dashboard', name: 'Dashboard', access: 'signed-in', actsForDoctor: true },
  { path: '/patients', name: 'PatientsView', access: 'patients.view', actsForDoctor: true },
  { path: '/completeProfile', name: 'CompleteProfile', access: 'profile.complete' },
  { path: '/magCalculator', name: null, access: 'calculator.use' },
  { path: '/doctors', name: null, access: 'doctors.view' },
  { path: '/admin/users', name: null, access: 'users.manage' },
  { path: '/admin/notifications', name: null, access: 'notifications.send' },
  { path: '/patientList', name: null, access: 'patients.view', actsForDoctor: true },
  { path: '/record/:recordID', name: 'RecordsView', access: 'record.view', actsForDoctor: true },
  { path: '/insurances', name: null, access: 'insurances.manage' },
  { path: '/reports/insuranceGeneral', name: null, access: 'reports.view', actsForDoctor: true },
  { path: '/reports/insuranceBFS', name: null, access: 'reports.view', actsForDoctor: true },
  { path: '/reports/insuranceBSS', name: null, access: 'reports.view', actsForDoctor: true },
  { path: '/insuranceAgreements', name: null, access: 'insurances.manage' },
  { path: '/diagnostics', name: null, access: 'catalogue.view' },
  { path: '/gallery', name: 'Gallery', access: 'gallery.view' },
  { path: '/galleryFile/:id', name: 'GalleryFile', access: 'gallery.view' },
  { path: '/upload', name: null, access: 'gallery.create' },
  { path: '/admin/loginReport', name: null, access: 'loginReport.view' },
  { path: '/about', name: null, access: 'signed-in' },
  { path: '/smartPN/:recordID/:ID', name: 'SmartPN', access: 'record.createSmartPn', actsForDoctor: true },
  { path: '/smartPNHistory/:recordID', name: 'SmartPNHistory', access: 'record.viewPnHistory', actsForDoctor: true },
  { path: '/admin/forms', name: null, access: 'forms.manage' },
  { path: '/support', name: null, access: 'signed-in' },
  { path: '/changePassword', name: 'ChangePassword', access: 'signed-in' },
  // Beyond the spec: the audit log viewer, for HIPAA access requests (Admin, like user administration).
  { path: '/admin/audit', name: null, access: 'audit.view' },
  // Beyond the spec (step 20): the gap worklist, for whoever may read gaps (their doctors' and insurance's patients).
  { path: '/gapWorklist', name: 'GapWorklist', access: 'gaps.view', actsForDoctor: true },
  // Beyond the spec (issue 35): the RADV audit tracker, for the roles that build evidence packs (Staff for the doctor they act for).
  { path: '/radvAudits', name: 'RadvAudits', access: 'radv.manage', actsForDoctor: true },
] as const satisfies readonly RouteRule[];

/** A path pattern of the route table (`/record/:recordID`). */
export type RoutePattern = (typeof ROUTES)[number]['path'];

/** The name of a screen the app navigates to by name (`RecordsView`). */
export type RouteName = Extract<(typeof ROUTES)[number], { name: string }>['name'];

/** The name of the screen at a path pattern, where it has one. */
export function routeNameOf(path: RoutePattern): RouteName | null {
  return (ROUTES as readonly RouteRule[]).find((candidate) => candidate.path === path)?.name as RouteName | null ?? null;
}

/** The path pattern of a named screen (`RecordsView` → `/record/:recordID`). */
export function routePath(name: RouteName): string {
  const route = (ROUTES as readonly RouteRule[]).find((candidate) => candidate.name === name);
  if (route === undefined) throw new Error(`no route is named ${name}`);
  return route.path;
}

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
  return route.access === 'public' || route.access === 'signed-in' || can({ role }, route.access);
}
