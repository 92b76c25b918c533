import { z } from 'zod';
import { IsoDateSchema } from '../domain/calendar-date.js';
import { DiagnosisCodeSchema } from '../domain/diagnosis-code.js';
import { DIAGNOSIS_SOURCES, DIAGNOSIS_SOURCE_LABELS, type DiagnosisSource } from '../raf/diagnosis-source.js';

/**
 * Where a diagnosis was documented, as the compliance rules read it: the portal's stored sources (CMS's
 * diagnosis-source rules, `DiagnosisSource`) plus the health-risk assessment, which OIG singles out when it is a
 * diagnosis's only source.
 */
export const COMPLIANCE_SOURCES = [...DIAGNOSIS_SOURCES, 'health-risk-assessment'] as const;
export const ComplianceSourceSchema = z.enum(COMPLIANCE_SOURCES);
export type ComplianceSource = z.infer<typeof ComplianceSourceSchema>;

export const COMPLIANCE_SOURCE_LABELS: Readonly<Record<ComplianceSource, string>> = {
  ...DIAGNOSIS_SOURCE_LABELS,
  'health-risk-assessment': 'Health-risk assessment',
};

/**
 * The source CMS's diagnosis-source rules see: an HRA is an encounter with the patient (in person or by video), so it
 * is neither of the sources PY2027 excludes and is read as face-to-face there.
 */
export const engineSourceOf = (source: ComplianceSource): DiagnosisSource => (source === 'health-risk-assessment' ? 'face-to-face' : source);

/**
 * One documented occurrence of a code for a patient: a record diagnostic (any year), a line of imported history or a
 * diagnosis of a signed Smart PN. What the high-risk screen, the ledger and the RADV selection read.
 */
export const ComplianceDiagnosisSchema = z.object({
  code: DiagnosisCodeSchema,
  /** Null when none was recorded: such a diagnosis belongs to no service year. */
  dateOfService: IsoDateSchema.nullable(),
  source: ComplianceSourceSchema.default('face-to-face'),
  /** True for a diagnosis of a hospital inpatient stay (an imported claim can say so; a Smart PN never is one). */
  inpatientStay: z.boolean().default(false),
  active: z.boolean().default(true),
  provider: z.string().nullable().default(null),
  /** The specialty as the portal holds it (free text, e.g. "Internal Medicine"). */
  specialty: z.string().nullable().default(null),
  /** The signed Smart PN (or other kept record) that documents it; null when none does. */
  supportingNoteId: z.number().int().positive().nullable().default(null),
});
export type ComplianceDiagnosis = z.infer<typeof ComplianceDiagnosisSchema>;
export type ComplianceDiagnosisInput = z.input<typeof ComplianceDiagnosisSchema>;

/** A diagnosis occurrence's identity on screens and in justifications: its code (no dot) and date of service. */
export const occurrenceKey = (code: string, dateOfService: string | null): string => `${code}@${dateOfService ?? 'no-date'}`;
