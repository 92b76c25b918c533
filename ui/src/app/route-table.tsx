import type { ComponentType } from 'react';
import { loadRafEngine, routeNameOf, type RoutePattern } from '@rafdesk/core';
import { Navigate, type RouteObject } from 'react-router-dom';
import { loadChunk } from './lazy-route.js';
import { RequireSignIn } from './require-sign-in.js';
import { RootLayout } from './root-layout.js';
import { RouteErrorScreen } from './route-error-screen.js';
import type { RouteHandle } from './route-handle.js';

type Screen = () => Promise<ComponentType>;

const lazyScreen = (load: Screen) => async () => ({ Component: await loadChunk(load) });

/** A screen at a path of core's route table (its name, if any, comes from there too). */
const screen = (path: RoutePattern, title: string, load: Screen): RouteObject => {
  const name = routeNameOf(path);
  return { path, handle: { title, ...(name ? { name } : {}) } satisfies RouteHandle, lazy: lazyScreen(load) };
};

/** A screen of the shell, whose children's paths are relative to `/`. */
const shellScreen = (path: RoutePattern, title: string, load: Screen): RouteObject => ({ ...screen(path, title, load), path: path.slice(1) });

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
const smartPn: Screen = () => import('../features/smart-pn/smart-pn-screen.js').then((m) => m.SmartPnScreen);
const pnHistory: Screen = () => import('../features/smart-pn/pn-history-screen.js').then((m) => m.PnHistoryScreen);

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
const insurances: Screen = () => import('../features/insurances/insurance-list-screen.js').then((m) => m.InsuranceListScreen);
const agreements: Screen = () => import('../features/insurances/agreements-screen.js').then((m) => m.AgreementsScreen);
const catalogue: Screen = () => import('../features/catalogue/catalogue-screen.js').then((m) => m.CatalogueScreen);
const notificationCenter: Screen = () => import('../features/notifications/send-notification-screen.js').then((m) => m.SendNotificationScreen);
const formsAdmin: Screen = () => import('../features/forms-admin/forms-admin-screen.js').then((m) => m.FormsAdminScreen);
const gallery: Screen = () => import('../features/gallery/gallery-screen.js').then((m) => m.GalleryScreen);
const galleryFile: Screen = () => import('../features/gallery/gallery-file-screen.js').then((m) => m.GalleryFileScreen);
const upload: Screen = () => import('../features/gallery/upload-screen.js').then((m) => m.UploadScreen);
const users: Screen = () => import('../features/admin/users-screen.js').then((m) => m.UsersScreen);
const doctors: Screen = () => import('../features/admin/doctors-screen.js').then((m) => m.DoctorsScreen);
const loginReport: Screen = () => import('../features/admin/login-report-screen.js').then((m) => m.LoginReportScreen);
const auditLog: Screen = () => import('../features/admin/audit-log-screen.js').then((m) => m.AuditLogScreen);
const gapWorklist: Screen = () => import('../features/gaps/worklist-screen.js').then((m) => m.WorklistScreen);
const radvAudits: Screen = () => import('../features/radv/radv-screen.js').then((m) => m.RadvScreen);

/** The shell's children: the protected screens under `/`. */
export const SHELL_ROUTES: readonly RouteObject[] = [
  shellScreen('/dashboard', 'Dashboard', dashboard),
  shellScreen('/patients', 'My Patients', myPatients),
  shellScreen('/completeProfile', 'Complete Profile', completeProfile),
  shellScreen('/magCalculator', 'Mag Calculator', magCalculator),
  shellScreen('/doctors', 'Doctors List', doctors),
  shellScreen('/admin/users', 'Users', users),
  shellScreen('/admin/notifications', 'Notification Center', notificationCenter),
  shellScreen('/patientList', 'Patients List', patientList),
  shellScreen('/record/:recordID', 'Diagnostics', records),
  shellScreen('/insurances', 'Insurance List', insurances),
  shellScreen('/reports/insuranceGeneral', 'Insurance General Report', reports('InsuranceGeneralReportScreen')),
  shellScreen('/reports/insuranceBFS', 'Insurance Billed First Semester Report', reports('InsuranceFirstSemesterReportScreen')),
  shellScreen('/reports/insuranceBSS', 'Insurance Billed Second Semester Report', reports('InsuranceSecondSemesterReportScreen')),
  shellScreen('/insuranceAgreements', 'Insurance Agreements', agreements),
  shellScreen('/diagnostics', 'Diagnostics List', catalogue),
  shellScreen('/gallery', 'Gallery', gallery),
  shellScreen('/galleryFile/:id', 'Gallery File', galleryFile),
  shellScreen('/upload', 'Upload', upload),
  shellScreen('/admin/loginReport', 'Login Report', loginReport),
  shellScreen('/about', 'About', about),
  shellScreen('/smartPN/:recordID/:ID', 'Smart Progress Note', smartPn),
  shellScreen('/smartPNHistory/:recordID', 'Smart PN History', pnHistory),
  shellScreen('/admin/forms', 'Forms', formsAdmin),
  shellScreen('/support', 'Support', support),
  shellScreen('/changePassword', 'Change Password', changePassword),
  // Beyond the spec: the audit log viewer (Admin).
  shellScreen('/admin/audit', 'Audit Log', auditLog),
  // Beyond the spec (step 20): the gap worklist.
  shellScreen('/gapWorklist', 'Gap Worklist', gapWorklist),
  // Beyond the spec (issue 35): the RADV audit tracker.
  shellScreen('/radvAudits', 'RADV Audits', radvAudits),
];

/** The public routes: no sign-in needed. */
export const PUBLIC_ROUTES: readonly RouteObject[] = [
  screen('/login', 'Login', login),
  screen('/signUp', 'Registration Form', signUp),
  screen('/privacy', 'Privacy Policy', privacy),
  screen('/privacyPolicy', 'Privacy Policy', privacy),
  screen('/termsandconditions', 'Terms and Conditions', terms),
  screen('/terms', 'Terms and Conditions', terms),
  screen('/underMaintenance', 'Under Maintenance', maintenance),
  screen('/set-password', 'Set Password', setPassword),
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
            screen('/doctorSelection', 'Doctor Selection', doctorSelection),
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
