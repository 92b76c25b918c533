import type { z } from 'zod';
import { VisitOptionSchema, type VisitOption } from '../../domain/visit-option.js';
import { DraftNoteSchema, type DraftNote } from '../../domain/draft-note.js';
import { ProgressNoteSubmissionSchema, type ProgressNoteSubmission } from '../../domain/progress-note-submission.js';
import { OutgoingNotificationSchema, ReceivedNotificationSchema, type OutgoingNotification, type ReceivedNotification } from '../../domain/notification.js';
import { VideoSchema, type Video } from '../../domain/video.js';
import { LoginReportRowSchema, type LoginReportRow } from '../../domain/login-report-row.js';
import { InsuranceReportRowSchema, type InsuranceReportRow } from '../../domain/insurance-report-row.js';

/** A required checkbox option of the questionnaire; override any field. */
export function aVisitOption(overrides: Partial<z.input<typeof VisitOptionSchema>> = {}): VisitOption {
  return VisitOptionSchema.parse({
    id: 1, description: 'Cough', groupId: 1, groupDescription: 'Chief complaint', header: null, inputType: 'Check', required: true,
    tooltip: null, image: null, maleOrder: 1, femaleOrder: 1, ...overrides,
  });
}

/** A saved draft with empty sections; override any field. */
export function aDraftNote(overrides: Partial<z.input<typeof DraftNoteSchema>> = {}): DraftNote {
  return DraftNoteSchema.parse({
    id: 1, recordId: 1, content: { pnInfo: {}, soap: {}, dx: [], summary: {}, soapOtherValues: {} }, lastSavedAt: '2026-03-01T12:00:00.000Z', ...overrides,
  });
}

/** A submitted progress note for record 1 with one diagnosis, served on `serviceDate` (default 2026-03-01); override any field. */
export function aProgressNote(overrides: Partial<z.input<typeof ProgressNoteSubmissionSchema>> = {}): ProgressNoteSubmission {
  return ProgressNoteSubmissionSchema.parse({
    recordId: 1, doctorId: 1, userId: 1, draftId: null, visitOptionIds: [1, 7], serviceDate: '2026-03-01', specialty: 'Internal Medicine',
    provider: 'Luis Ruiz', cpt: '99214', otherCpt: null,
    diagnoses: [{ code: 'E11.9', description: 'Type 2 diabetes mellitus without complications', clinicalManifestations: null, treatment: 'Metformin' }],
    medications: [], pdfBase64: 'JVBERi0xLjQK', otherTexts: {},
    values: { ageOfMenarche: null, gravida: null, para: null, abortion: null, cSection: null, painIntensity: null, location: null, otherAssessmentNote: null, lastMenstrualPeriod: null, duration: null },
    ...overrides,
  });
}

/** A persistent message to the Doctor role; override any field. */
export function aNotification(overrides: Partial<z.input<typeof OutgoingNotificationSchema>> = {}): OutgoingNotification {
  return OutgoingNotificationSchema.parse({ title: 'Portal update', body: 'New reports are available.', recipientUserIds: [], recipientRoles: ['Doctor'], persistent: true, anonymous: false, ...overrides });
}

/** An unread message in a user's list; override any field. */
export function aReceivedNotification(overrides: Partial<z.input<typeof ReceivedNotificationSchema>> = {}): ReceivedNotification {
  return ReceivedNotificationSchema.parse({ id: 1, title: 'Portal update', body: 'New reports are available.', persistent: true, read: false, recipientUserIds: [1], ...overrides });
}

/** An active Coding video shown to doctors; override any field. */
export function aVideo(overrides: Partial<z.input<typeof VideoSchema>> = {}): Video {
  return VideoSchema.parse({
    id: 1, title: 'Coding diabetes', description: 'HCC 38 in practice', category: 1, visibleToRoles: ['Doctor'], createdAt: '2026-01-10T00:00:00.000Z',
    active: true, videoPath: 'videos/coding-diabetes.mp4', previewImagePath: null, preview: false, ...overrides,
  });
}

/** A login report line; override any field. */
export function aLoginReportRow(overrides: Partial<z.input<typeof LoginReportRowSchema>> = {}): LoginReportRow {
  return LoginReportRowSchema.parse({ userName: 'lruiz', firstName: 'Luis', lastName: 'Ruiz', lastLoginAt: '2026-03-01T13:00:00.000Z', activeDays: 12, ...overrides });
}

/** A general-report line; override any field. */
export function anInsuranceReportRow(overrides: Partial<z.input<typeof InsuranceReportRowSchema>> = {}): InsuranceReportRow {
  return InsuranceReportRowSchema.parse({
    doctorNpi: '1234567893', doctorName: 'Luis Ruiz', doctorSpeciality: 'Internal Medicine', insuranceName: 'Salud Plus', activePatients: 10,
    rafScore: 1.1, premiumValue: 1000, surplusAgreement: 0.5, billedFraction: 0.75, medicalLossRatio: 0.85, annualBudget: 132000,
    surplusTotal: 12200, netSurplus: 6100, netSurplusBilled: null, expensesOverall: 100000, ...overrides,
  });
}
