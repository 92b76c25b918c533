import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { guardDecision } from './guard-decision.js';
import { useSession } from '../shared/services/use-session.js';

/** Renders the protected routes below it only when the guard allows the current path. */
export function RequireSignIn() {
  const session = useSession();
  const location = useLocation();
  const decision = guardDecision(location.pathname, session);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
