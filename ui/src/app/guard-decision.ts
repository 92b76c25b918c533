import { canOpenRoute, isPublicRoute, routeActsForDoctor } from '@rafdesk/core';
import { pathTo } from '../shared/services/route-names.js';
import type { SessionSnapshot } from '../shared/services/session-store.js';

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

/**
 * The route guard: public routes are open to anyone; every other route needs a signed-in user
 * (otherwise Login); a user who still has to choose a doctor is sent from every screen that works on a doctor's
 * patients to doctor selection; a screen the user's role may not open sends them to the dashboard. The rules are core's.
 */
export function guardDecision(pathname: string, session: SessionSnapshot): GuardDecision {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (isPublicRoute(path)) return { kind: 'allow' };
  if (session.user === null) return { kind: 'redirect', to: pathTo('Login') };
  if (session.needsDoctor && routeActsForDoctor(path)) return { kind: 'redirect', to: pathTo('DoctorSelection') };
  if (path !== pathTo('Dashboard') && path !== '/' && !canOpenRoute(session.user.role, path)) return { kind: 'redirect', to: pathTo('Dashboard') };
  return { kind: 'allow' };
}
