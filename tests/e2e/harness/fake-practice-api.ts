import type { Page, WebSocketRoute } from 'playwright-core';
import { type RoleName, menusFor, practiceFigures } from '@rafdesk/core';
import { stubApi, type ApiHandler } from './page-tools.js';

/** The accounts of the fake practice; the password is the same for all. */
export const FAKE_PASSWORD = 'Demo-password-1';
export const FAKE_USERS: Readonly<Record<RoleName, { userName: string; fullName: string; userId: number; rmtUserId: number; ipaNumber: string | null }>> = {
  Superuser: { userName: 'super', fullName: 'Sara Méndez', userId: 1, rmtUserId: 101, ipaNumber: null },
  Admin: { userName: 'admin', fullName: 'Luis Ortiz', userId: 2, rmtUserId: 102, ipaNumber: null },
  Staff: { userName: 'staff', fullName: 'Rosa Cruz', userId: 3, rmtUserId: 103, ipaNumber: null },
  Training: { userName: 'training', fullName: 'Iris Vega', userId: 4, rmtUserId: 104, ipaNumber: null },
  Doctor: { userName: '1234567893', fullName: 'Ana Rivera', userId: 5, rmtUserId: 105, ipaNumber: null },
  InsuranceStaff: { userName: 'insurer', fullName: 'Elena Soto', userId: 6, rmtUserId: 106, ipaNumber: 'IPA-0042' },
};

const doctor = (doctorId: number, fullName: string, documentId: string) => ({
  doctorId, documentId, fullName, speciality: 'Internal Medicine', dob: null, sex: null, phone: null, mobile: null, email1: null,
  street: null, city: null, state: null, zip: null, doctorStatus: true,
});
const DOCTORS = [doctor(41, 'Ana Rivera', '1234567893'), doctor(42, 'José Cruz', '1245319599')];

/** Three active patients (RAF 1.2 fully billed, 0.8 half billed, doctor 41; 2 unbilled, doctor 42) as the dashboard's figures. */
const patient = (doctorId: number, raf: number, billed: number, coded: boolean) => ({
  active: true, coded, fullyBilledFirstSemester: billed >= 1, fullyBilledSecondSemester: false, patients: 1,
  rafTotal: raf, rafBilledFirstSemester: raf * billed, rafBilledSecondSemester: 0, doctorId,
});

const SIGN_UP_LOOKUPS = {
  billingPrograms: [{ billingProgramID: 1, billingProgramName: 'Kareo' }, { billingProgramID: 2, billingProgramName: 'Other' }],
  recordPrograms: [{ recordProgramID: 5, recordProgramName: 'eClinicalWorks' }, { recordProgramID: 6, recordProgramName: 'Other' }],
  services: [{ serviceID: 7, serviceIDName: 'Codificación' }, { serviceID: 8, serviceIDName: 'Facturación' }],
};

export interface FakeNotification { id: number; title: string; body: string; persistent: boolean; read: boolean; to: number }

/** A small practice answered in the page: sign-in per role, doctors, patients, notifications; `maintenance` turns every call into 503. */
export async function fakePracticeApi(page: Page, options: { notifications?: FakeNotification[]; extra?: ApiHandler } = {}) {
  const state = { maintenance: false, notifications: options.notifications ?? [], registrations: [] as unknown[] };
  const api = await stubApi(page, (request) => {
    const { method, path, body, query } = request;
    if (state.maintenance) return { status: 503 };
    const answered = options.extra?.(request);
    if (answered !== undefined) return answered;
    if (method === 'POST' && path === 'Authentication') {
      const { userName, password } = body as { userName: string; password: string };
      const role = (Object.keys(FAKE_USERS) as RoleName[]).find((name) => FAKE_USERS[name].userName === userName);
      if (!role || password !== FAKE_PASSWORD) return { status: 401 };
      return { status: 200, json: { ...FAKE_USERS[role], role, menus: menusFor(role), token: `token-${role}` } };
    }
    if (method === 'GET' && path === 'Notifications') {
      const userId = Number(query.get('userId'));
      return { status: 200, json: state.notifications.filter((n) => n.to === userId).map((n) => ({
        notificationID: n.id, messageTitle: n.title, messageBody: n.body, isPersistent: n.persistent, readFlag: n.read, userID_M: String(n.to),
      })) };
    }
    const read = /^Notifications\/UpdateNotification\/(\d+)$/.exec(path);
    if (method === 'PUT' && read) {
      const found = state.notifications.find((n) => n.id === Number(read[1]));
      if (found) found.read = true;
      return { status: 204 };
    }
    if (method === 'POST' && path === 'realtime/ticket') return { status: 200, json: { ticket: 'hub-ticket', expiresAt: new Date(Date.now() + 60_000).toISOString() } };
    if (method === 'GET' && (path === 'Doctors' || path === 'Doctors/GetStaffDoctors')) return { status: 200, json: DOCTORS };
    if (method === 'GET' && path === 'Authentication/GetSignUpResolve') return { status: 200, json: SIGN_UP_LOOKUPS };
    if (method === 'GET' && path === 'Misc/Genders') return { status: 200, json: [{ label: 'Male', value: 'M' }, { label: 'Female', value: 'F' }] };
    if (method === 'POST' && path === 'Doctors') {
      state.registrations.push(body);
      return { status: 200, json: [{ result: 1 }] };
    }
    if (method === 'GET' && path === 'Patients/DashboardFigures') {
      const doctorId = query.get('doctorId');
      const groups = [patient(41, 1.2, 1, true), patient(41, 0.8, 0.5, true), patient(42, 2, 0, false)];
      return { status: 200, json: practiceFigures(doctorId ? groups.filter((group) => group.doctorId === Number(doctorId)) : groups) };
    }
    return { status: 404, json: { errors: [`No fake answer for ${method} ${path}`] } };
  });
  return { ...api, state };
}

/**
 * A stand-in for the notification hub in the page (negotiate + the SignalR JSON protocol over a routed
 * WebSocket), so a test can push a ReceiveMessage to the browser.
 */
export async function fakeNotificationHub(page: Page) {
  const sockets: WebSocketRoute[] = [];
  await page.route('**/hubs/notifications/negotiate**', (route) => route.fulfill({ json: {
    negotiateVersion: 1, connectionId: 'connection-1', connectionToken: 'connection-token-1',
    availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
  } }));
  await page.routeWebSocket(/\/hubs\/notifications/, (socket) => {
    sockets.push(socket);
    socket.onMessage((message) => {
      if (String(message).includes('"protocol":"json"')) socket.send('{}\u001e');
    });
  });
  return {
    connected: () => sockets.length > 0,
    push(notification: FakeNotification) {
      const argument = { notificationID: notification.id, messageTitle: notification.title, messageBody: notification.body, isPersistent: notification.persistent,
        readFlag: false, userID_M: String(notification.to), userId: 2, byRole: false };
      for (const socket of sockets) socket.send(`${JSON.stringify({ type: 1, target: 'ReceiveMessage', arguments: [argument] })}\u001e`);
    },
  };
}
