import { z } from 'zod';

/** The largest id the database can hold (PostgreSQL `integer`). */
export const MAX_DATABASE_ID = 2_147_483_647;

// Every id the API hands out is a positive integer the database can hold; the brand stops a DoctorId being passed where a UserId is meant.
const positiveId = () => z.number().int().min(1).max(MAX_DATABASE_ID);

export const RecordIdSchema = positiveId().brand<'RecordId'>();
/** One patient's record (the unit that holds diagnostics, notes and RAF figures). */
export type RecordId = z.infer<typeof RecordIdSchema>;

export const PatientIdSchema = positiveId().brand<'PatientId'>();
/** Storage key of a patient; the API itself names a patient by doctor id + document id. */
export type PatientId = z.infer<typeof PatientIdSchema>;

export const UserIdSchema = positiveId().brand<'UserId'>();
export type UserId = z.infer<typeof UserIdSchema>;

export const DoctorIdSchema = positiveId().brand<'DoctorId'>();
export type DoctorId = z.infer<typeof DoctorIdSchema>;

export const InsuranceIdSchema = positiveId().brand<'InsuranceId'>();
export type InsuranceId = z.infer<typeof InsuranceIdSchema>;

export const PlanIdSchema = positiveId().brand<'PlanId'>();
export type PlanId = z.infer<typeof PlanIdSchema>;

export const InsuranceAgreementIdSchema = positiveId().brand<'InsuranceAgreementId'>();
export type InsuranceAgreementId = z.infer<typeof InsuranceAgreementIdSchema>;

export const VideoIdSchema = positiveId().brand<'VideoId'>();
export type VideoId = z.infer<typeof VideoIdSchema>;

export const NotificationIdSchema = positiveId().brand<'NotificationId'>();
export type NotificationId = z.infer<typeof NotificationIdSchema>;

export const NoteDraftIdSchema = positiveId().brand<'NoteDraftId'>();
export type NoteDraftId = z.infer<typeof NoteDraftIdSchema>;
/** Names a deletion the server keeps for its undo window (the delete's answer carries it). */
export const UndoIdSchema = positiveId().brand<'UndoId'>();
export type UndoId = z.infer<typeof UndoIdSchema>;

export const AddressIdSchema = positiveId().brand<'AddressId'>();
export type AddressId = z.infer<typeof AddressIdSchema>;

export const VisitOptionIdSchema = positiveId().brand<'VisitOptionId'>();
export type VisitOptionId = z.infer<typeof VisitOptionIdSchema>;

export const ProgressNoteIdSchema = positiveId().brand<'ProgressNoteId'>();
export type ProgressNoteId = z.infer<typeof ProgressNoteIdSchema>;
