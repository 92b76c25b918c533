import type { Endpoint } from './endpoint.js';
import * as audit from './audit-endpoints.js';
import * as authentication from './authentication-endpoints.js';
import * as doctor from './doctor-endpoints.js';
import * as lookup from './lookup-endpoints.js';
import * as notification from './notification-endpoints.js';
import * as rafFactor from './raf-factor-endpoints.js';
import * as realtimeTicket from './realtime-ticket-endpoints.js';
import * as user from './user-endpoints.js';
import * as calculator from './calculator-endpoints.js';
import * as catalogue from './catalogue-endpoints.js';
import * as recordNote from './record-note-endpoints.js';
import * as patient from './patient-endpoints.js';
import * as record from './record-endpoints.js';
import * as forms from './forms-endpoints.js';
import * as gallery from './gallery-endpoints.js';
import * as insuranceReport from './insurance-report-endpoints.js';
import * as insurance from './insurance-endpoints.js';
import * as practiceNote from './practice-note-endpoints.js';
import * as progressNote from './progress-note-endpoints.js';
import * as insuranceAgreement from './insurance-agreement-endpoints.js';
import * as dashboard from './dashboard-endpoints.js';
import * as undo from './undo-endpoints.js';
import * as gaps from './gaps-endpoints.js';
import * as compliance from './compliance-endpoints.js';
import * as radv from './radv-endpoints.js';

const areas: readonly Readonly<Record<string, unknown>>[] = [
  audit, authentication, doctor, lookup, notification, rafFactor, realtimeTicket, user, calculator, catalogue, recordNote, patient, record,
  forms, gallery, insuranceReport, insurance, insuranceAgreement, practiceNote, progressNote, dashboard, undo, gaps, compliance, radv,
];

const isEndpoint = (value: unknown): value is Endpoint =>
  value !== null && typeof value === 'object' && 'method' in value && 'path' in value && 'access' in value && 'summary' in value;

/** Every endpoint of the API: the server mounts exactly these, and OpenAPI lists exactly these. */
export const API_CONTRACT: readonly Endpoint[] = areas.flatMap((area) => Object.values(area).filter(isEndpoint));
