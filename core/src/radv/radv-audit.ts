import { z } from 'zod';
import { RADV_CHECKLIST_ITEMS } from '../compliance/radv-checklist.js';
import { COMPLIANCE_SOURCES } from '../compliance/compliance-diagnosis.js';

/** CMS samples 35 to 200 members of a contract per payment year (RADV, from May 2025); an audit here holds at most this many. */
export const RADV_MAX_MEMBERS = 200;

/** A Medicare Advantage contract id as CMS writes it: a letter and four digits (H1234, R5678, E0001, S4802). */
export const MA_CONTRACT_PATTERN = /^[A-Z]\d{4}$/;

export const RADV_AUDIT_STATUSES = ['queued', 'building', 'built', 'failed'] as const;
export type RadvAuditStatus = (typeof RADV_AUDIT_STATUSES)[number];

export const RADV_VERDICTS = ['ready', 'weak', 'unsupported'] as const;

const ChecklistLineSchema = z.object({ item: z.enum(RADV_CHECKLIST_ITEMS), label: z.string(), required: z.boolean(), passed: z.boolean(), words: z.string() });

/** One audited HCC of a member on the cover sheet: the record(s) chosen, its verdict and why. */
export const CoverSheetHccSchema = z.object({
  hcc: z.string(),
  label: z.string(),
  billedCodes: z.array(z.string()),
  verdict: z.enum(RADV_VERDICTS),
  reasons: z.array(z.string()),
  records: z.array(z.object({
    noteId: z.number().int(), dateOfService: z.string().nullable(), source: z.enum(COMPLIANCE_SOURCES), provider: z.string(), verdict: z.enum(RADV_VERDICTS),
    checklist: z.array(ChecklistLineSchema),
  })),
  rejected: z.array(z.object({ noteId: z.number().int(), reasons: z.array(z.string()) })),
});
export type CoverSheetHcc = z.infer<typeof CoverSheetHccSchema>;

/** A member's cover sheet: who, and each billed HCC with its record(s) and status. */
export const CoverSheetSchema = z.object({
  recordId: z.number().int(),
  patientName: z.string(),
  dateOfBirth: z.string(),
  contractNumber: z.string().nullable(),
  doctorName: z.string().nullable(),
  /** The member's worst HCC verdict; ready when no HCC was billed. */
  status: z.enum(RADV_VERDICTS),
  hccs: z.array(CoverSheetHccSchema),
  /** The member's PDF in the pack and its SHA-256. */
  file: z.object({ name: z.string(), sha256: z.string(), bytes: z.number().int() }).nullable(),
});
export type CoverSheet = z.infer<typeof CoverSheetSchema>;

/** The manifest of a built pack: every file with its SHA-256, kept unchanged with the pack. */
export const PackManifestSchema = z.object({
  auditId: z.number().int(),
  contract: z.string(),
  paymentYear: z.number().int(),
  dueDate: z.string(),
  builtAt: z.string(),
  builtBy: z.number().int(),
  checklistSource: z.string(),
  files: z.array(z.object({ name: z.string(), mediaType: z.string(), bytes: z.number().int(), sha256: z.string() })),
});
export type PackManifest = z.infer<typeof PackManifestSchema>;

/** An audit as the tracker shows it: contract, payment year, due date, its members and how far its pack is. */
export const RadvAuditViewSchema = z.object({
  id: z.number().int(),
  contract: z.string(),
  paymentYear: z.number().int(),
  dueDate: z.string(),
  status: z.enum(RADV_AUDIT_STATUSES),
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  members: z.number().int(),
  createdAt: z.string(),
  createdBy: z.number().int(),
  builtAt: z.string().nullable(),
  /** Members by status once built. */
  counts: z.object({ ready: z.number().int(), weak: z.number().int(), unsupported: z.number().int() }),
  failure: z.string().nullable(),
  /** The zip's SHA-256 once built. */
  zipSha256: z.string().nullable(),
});
export type RadvAuditView = z.infer<typeof RadvAuditViewSchema>;

/** One audit with its cover sheets (empty until built). */
export const RadvAuditDetailSchema = RadvAuditViewSchema.extend({ coverSheets: z.array(CoverSheetSchema), manifest: PackManifestSchema.nullable() });
export type RadvAuditDetail = z.infer<typeof RadvAuditDetailSchema>;
