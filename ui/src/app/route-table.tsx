import type { ComponentType } from 'react';
import { loadRafEngine } from '@rafdesk/core';
import { Navigate, type RouteObject } from 'react-router-dom';
import { loadChunk } from './lazy-route.js';
import { RequireSignIn } from './require-sign-in.js';
import { RootLayout } from './root-layout.js';
import { RouteErrorScreen } from './route-error-screen.js';
import type { RouteName } from '../shared/services/route-names.js';
import type { RouteHandle } from './route-handle.js';

type Screen = () => Promise<ComponentType>;

const lazyScreen = (load: Screen) => async () => ({ Component: await loadChunk(load) });

const screen = (path: string, title: string, load: Screen, name?: RouteName): RouteObject => ({
  path, handle: { title, ...(name ? { name } : {}) } satisfies RouteHandle, lazy: lazyScreen(load),
});

const login: Screen = () => import('../features/login/login-screen.js').then((m) => m.LoginScreen);
const signUp: Screen = () => import('../features/sign-up/sign-up-screen.js').then((m) => m.SignUpScreen);
const completeProfile: Screen = () => import('../features/sign-up/complete-profile-screen.js').then((m) => m.CompleteProfileScreen);
const privacy: Screen = () => import('../features/legal/privacy-screen.js').then((m) => m.PrivacyScreen);
const terms: Screen = () => import('../features/legal/terms-screen.js').then((m) => m.TermsScreen);
const maintenance: Screen = () => import('../features/maintenance/under-maintenance-screen.js').then((m) => m.UnderMaintenanceScreen);
const doctorSelection: Screen = () => import('../features/doctor-selection/doctor-selection-screen.js').then((m) => m.DoctorSelectionScreen);
const dashboard: Screen = () => import('../features/dashboard/dashboard-screen.js').then((m) => m.DashboardScreen);
const about: Screen = () => import('../features/info/about-screen.js').then((m) => m.AboutScreen);
const support: Screen = () => import('../features/info/support-screen.js').then((m) => m.SupportScreen);
const records: Screen = () => import('../features/records/records-screen.js').then((m) => m.RecordsScreen);

/**
 * From a patient list the next screen is nearly always a record: its code and the RAF engine are fetched while the
 * browser is idle, so opening the first record waits only for its data.
 */
function warmRecordsView(): void {
  const warm = () => {
    void records().catch(() => undefined);
    void loadRafEngine();
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(warm, { timeout: 2_000 });
  else window.setTimeout(warm, 200);
}

const withRecordsWarm = <T,>(component: T): T => {
  warmRecordsView();
  return component;
};

const myPatients: Screen = () => import('../features/patients/my-patients-screen.js').then((m) => withRecordsWarm(m.MyPatientsScreen));
const patientList: Screen = () => import('../features/patients/patients-list-screen.js').then((m) => withRecordsWarm(m.PatientsListScreen));
const reports = (name: 'InsuranceGeneralReportScreen' | 'InsuranceFirstSemesterReportScreen' | 'InsuranceSecondSemesterReportScreen'): Screen =>
  () => import('../features/reports/insurance-report-screens.js').then((m) => m[name]);
const magCalculator: Screen = () => import('../features/calculator/mag-calculator-screen.js').then((m) => m.MagCalculatorScreen);
const setPassword: Screen = () => import('../features/password/set-password-screen.js').then((m) => m.SetPasswordScreen);
const changePassword: Screen = () => import('../features/password/change-password-screen.js').then((m) => m.ChangePasswordScreen);
// The clinical screens of the second part of the specification: each shows its title until it is built.
const titled: Screen = () => import('../features/coming/titled-screen.js').then((m) => m.TitledScreen);

/** The shell's children: the protected screens under `/`. */
export const SHELL_ROUTES: readonly RouteObject[] = [
  screen('dashboard', 'Dashboard', dashboard, 'Dashboard'),
  screen('patients', 'My Patients', myPatients, 'PatientsView'),
  screen('completeProfile', 'Complete Profile', completeProfile, 'CompleteProfile'),
  screen('magCalculator', 'Mag Calculator', magCalculator),
  screen('doctors', 'Doctors List', titled),
  screen('admin/users', 'Users', titled),
  screen('admin/notifications', 'Notification Center', titled),
  screen('patientList', 'Patients List', patientList),
  screen('record/:recordID', 'Diagnostics', records, 'RecordsView'),
  screen('insurances', 'Insurance List', titled),
  screen('reports/insuranceGeneral', 'Insurance General Report', reports('InsuranceGeneralReportScreen')),
  screen('reports/insuranceBFS', 'Insurance Billed First Semester Report', reports('InsuranceFirstSemesterReportScreen')),
  screen('reports/insuranceBSS', 'Insurance Billed Second Semester Report', reports('InsuranceSecondSemesterReportScreen')),
  screen('insuranceAgreements', 'Insurance Agreements', titled),
  screen('diagnostics', 'Diagnostics List', titled),
  screen('gallery', 'Gallery', titled, 'Gallery'),
  screen('galleryFile/:id', 'Gallery File', titled, 'GalleryFile'),
  screen('upload', 'Upload', titled),
  screen('admin/loginReport', 'Login Report', titled),
  screen('about', 'About', about),
  screen('smartPN/:recordID/:ID', 'Smart Progress Note', titled, 'SmartPN'),
  screen('smartPNHistory/:recordID', 'Smart PN History', titled, 'SmartPNHistory'),
  screen('admin/forms', 'Forms', titled),
  screen('support', 'Support', support),
  screen('changePassword', 'Change Password', changePassword, 'ChangePassword'),
];

/** The public routes: no sign-in needed. */
export const PUBLIC_ROUTES: readonly RouteObject[] = [
  screen('/login', 'Login', login, 'Login'),
  screen('/signUp', 'Registration Form', signUp, 'SignUp'),
  screen('/privacy', 'Privacy Policy', privacy),
  screen('/privacyPolicy', 'Privacy Policy', privacy),
  screen('/termsandconditions', 'Terms and Conditions', terms),
  screen('/terms', 'Terms and Conditions', terms),
  screen('/underMaintenance', 'Under Maintenance', maintenance, 'UnderMaintenance'),
  screen('/set-password', 'Set Password', setPassword, 'SetPassword'),
];

/** The whole route table (browser history, base `/`): public routes, the guard, doctor selection and the shell. */
export function routeTable(): RouteObject[] {
  return [{
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <div className="route-loading" aria-busy="true" />,
    children: [
      { errorElement: <RouteErrorScreen />, children: [
        ...PUBLIC_ROUTES,
        {
          element: <RequireSignIn />,
          children: [
            screen('/doctorSelection', 'Doctor Selection', doctorSelection, 'DoctorSelection'),
            {
              path: '/',
              lazy: async () => ({ Component: await loadChunk(() => import('./shell-layout.js').then((m) => m.ShellLayout)) }),
              children: [{ index: true, element: <Navigate to="/dashboard" replace /> }, ...SHELL_ROUTES],
            },
            { path: '*', element: <Navigate to="/dashboard" replace /> },
          ],
        },
      ] },
    ],
  }];
}
