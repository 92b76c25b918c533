import { z } from 'zod';
import { IsoDateSchema, type IsoDate } from '../domain/calendar-date.js';
import { DiagnosisCodeSchema } from '../domain/diagnosis-code.js';
import { displayCode } from '../gaps/coverage.js';
import { foldText } from '../gaps/text-match.js';
import type { RuleSource } from '../gaps/suspect-rule.js';
import { MeatElementSchema } from '../machines/smart-pn/wizard-sections.js';
import { normaliseCode } from '../raf/engine/code-key.js';
import { isNpi } from '../validation/npi.js';
import { formatDisplayDate } from '../validation/typed-date.js';
import { ComplianceSourceSchema } from './compliance-diagnosis.js';

/** A record that may support a member's audited HCC: a signed Smart PN with its pages read back as text. */
export const RadvCandidateSchema = z.object({
  noteId: z.number().int().positive(),
  signed: z.boolean(),
  dateOfService: IsoDateSchema.nullable(),
  source: ComplianceSourceSchema,
  provider: z.object({ name: z.string(), npi: z.string(), license: z.string().nullable(), specialty: z.string().nullable() }),
  /** The note's diagnoses with their MEAT evidence, as signed. */
  diagnoses: z.array(z.object({ code: DiagnosisCodeSchema, meat: z.array(MeatElementSchema).default([]), evidence: z.string().default('') })),
  /** The record's pages as text (the PDF read back): each must name the member and the date of birth. */
  pageTexts: z.array(z.string()),
});
export type RadvCandidate = z.infer<typeof RadvCandidateSchema>;
export type RadvCandidateInput = z.input<typeof RadvCandidateSchema>;

/** The member the audit names. */
export interface RadvMember {
  readonly name: string;
  readonly dateOfBirth: IsoDate;
}

export const RADV_CHECKLIST_ITEMS = ['identity-every-page', 'date-of-service', 'signature-credentials', 'meat', 'code-specificity'] as const;
export type RadvChecklistItem = (typeof RADV_CHECKLIST_ITEMS)[number];

const REVIEWER_GUIDANCE = (section: string): RuleSource => ({
  title: 'Contract-Level Risk Adjustment Data Validation Medical Record Reviewer Guidance (in effect 03/20/2019; version 2.0 for audits after 01/10/2020)',
  publisher: 'Centers for Medicare & Medicaid Services',
  section,
  url: 'https://www.cms.gov/files/document/medical-record-reviewer-guidance-january-2020.pdf',
});

/**
 * The checklist each candidate record is scored against. A `required` item failing leaves the record unable to
 * support the HCC (unsupported); the others make it weak (a reviewer may still reject it).
 */
export const RADV_CHECKLIST: readonly { readonly item: RadvChecklistItem; readonly label: string; readonly required: boolean; readonly source: RuleSource }[] = [
  { item: 'identity-every-page', label: 'Patient name and date of birth on every page', required: false, source: REVIEWER_GUIDANCE('Table 2, Submission Intake Issues: enrollee name does not match the medical record; multiple records in one file') },
  { item: 'date-of-service', label: 'Date of service on the record', required: true, source: REVIEWER_GUIDANCE('Medical Record Review: the date of service must fall in the data collection period of the payment year') },
  { item: 'signature-credentials', label: 'Provider signature and credentials', required: true, source: REVIEWER_GUIDANCE('Table 3, Signature and Credential Issues: no signature, electronic signatures, incomplete electronic signature, credentials') },
  { item: 'meat', label: 'MEAT for the code (monitored, evaluated, assessed or treated)', required: true, source: REVIEWER_GUIDANCE('Medical Record Review: the record must support the diagnosis as present and addressed at the encounter') },
  { item: 'code-specificity', label: 'Billed code as specific as the note', required: false, source: REVIEWER_GUIDANCE('Introduction: coding follows the ICD-10-CM Official Guidelines for Coding and Reporting (code to the highest specificity documented)') },
];

/** One checklist line of a record: passed or not, with the words that say what was found. */
export interface ChecklistResult {
  readonly item: RadvChecklistItem;
  readonly label: string;
  readonly required: boolean;
  readonly passed: boolean;
  readonly words: string;
}

const codeOf = (code: string) => normaliseCode(code) ?? code.trim().toUpperCase();
const names = (page: string, text: string) => foldText(page).includes(foldText(text));
const dateOn = (page: string, date: IsoDate) => page.includes(formatDisplayDate(date)) || page.includes(date);

/**
 * Scores a record against {@link RADV_CHECKLIST} for the codes of the audited HCC it documents (`hccCodes`, no dot)
 * and the codes billed for it (`billedCodes`).
 */
export function scoreChecklist(candidate: RadvCandidate, member: RadvMember, hccCodes: readonly string[], billedCodes: readonly string[]): ChecklistResult[] {
  const pages = candidate.pageTexts;
  const bare = pages.filter((page) => !(names(page, member.name) && dateOn(page, member.dateOfBirth))).length;
  const rows = candidate.diagnoses.filter((row) => hccCodes.includes(codeOf(row.code)));
  const withMeat = rows.find((row) => row.meat.length > 0 && row.evidence.trim() !== '');
  const billed = billedCodes.map(codeOf);
  const exact = rows.find((row) => billed.includes(codeOf(row.code)));
  const { provider } = candidate;
  const lacking = [
    ...(candidate.signed ? [] : ['a signature']), ...(provider.name.trim() === '' ? ['the provider\'s name'] : []),
    ...(isNpi(provider.npi) ? [] : ['a valid NPI']), ...(provider.license === null || provider.license.trim() === '' ? ['a license (credential)'] : []),
    ...(provider.name.trim() !== '' && !pages.some((page) => names(page, provider.name)) ? ['the provider\'s name printed on the record'] : []),
  ];
  const outcome: Record<RadvChecklistItem, readonly [boolean, string]> = {
    'identity-every-page': pages.length > 0 && bare === 0 ? [true, `All ${pages.length} pages name ${member.name} and the date of birth`]
      : [false, pages.length === 0 ? 'The record has no pages to read' : `${bare} of ${pages.length} pages lack the member's name or date of birth`],
    'date-of-service': candidate.dateOfService !== null && pages.some((page) => dateOn(page, candidate.dateOfService as IsoDate))
      ? [true, `Date of service ${formatDisplayDate(candidate.dateOfService)} printed`] : [false, candidate.dateOfService === null ? 'No date of service' : `Date of service ${formatDisplayDate(candidate.dateOfService)} is not printed on the record`],
    'signature-credentials': lacking.length === 0 ? [true, `Signed by ${provider.name}, NPI ${provider.npi}, license ${provider.license ?? ''}`] : [false, `The record lacks ${lacking.join(', ')}`],
    meat: withMeat ? [true, `${withMeat.code}: ${withMeat.meat.join(', ')} — ${withMeat.evidence.trim()}`] : [false, rows.length === 0 ? 'No code of the HCC in the note' : 'No MEAT evidence for the code'],
    'code-specificity': exact ? [true, `The note documents ${exact.code}, as billed`] : [false, `Billed ${billed.map(displayCode).join(', ')} but the note documents ${rows.map((row) => row.code).join(', ') || 'none of its codes'}: bill the code the note supports`],
  };
  return RADV_CHECKLIST.map(({ item, label, required }) => ({ item, label, required, passed: outcome[item][0], words: outcome[item][1] }));
}
