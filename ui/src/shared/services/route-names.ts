import { generatePath } from 'react-router-dom';

/** Paths of the named routes the app navigates to by name. */
export const ROUTE_PATHS = {
  Login: '/login',
  SignUp: '/signUp',
  UnderMaintenance: '/underMaintenance',
  DoctorSelection: '/doctorSelection',
  Dashboard: '/dashboard',
  PatientsView: '/patients',
  RecordsView: '/record/:recordID',
  SmartPN: '/smartPN/:recordID/:ID',
  SmartPNHistory: '/smartPNHistory/:recordID',
  Gallery: '/gallery',
  GalleryFile: '/galleryFile/:id',
  CompleteProfile: '/completeProfile',
  ChangePassword: '/changePassword',
  SetPassword: '/set-password',
} as const;

export type RouteName = keyof typeof ROUTE_PATHS;

/** The address of a named route with its parameters filled in. */
export function pathTo(name: RouteName, params: Record<string, string | number> = {}): string {
  const values = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));
  return generatePath(ROUTE_PATHS[name], values);
}
