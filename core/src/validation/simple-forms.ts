import { err, ok, type Result } from 'neverthrow';
import { InsuranceIdSchema, RecordIdSchema } from '../domain/ids.js';
import { DiagnosisCodeSchema } from '../domain/diagnosis-code.js';
import type { InsuranceInput } from '../domain/insurance.js';
import type { CatalogueDiagnostic } from '../domain/catalogue-diagnostic.js';
import type { RecordNoteInput, RecordNoteKind } from '../domain/record.js';
import { PASSWORD_REQUIRED_MESSAGE } from './messages.js';
import { createFieldReader, presentValue } from './field-reader.js';
import { validationFailed, type ValidationFailed } from './validation-failed.js';

/** The insurance form: the name is required. */
export function validateInsuranceForm(draft: Partial<Record<keyof InsuranceInput, unknown>>): Result<InsuranceInput, ValidationFailed> {
  const r = createFieldReader();
  const id = r.id('id', 'Insurance', draft.id, InsuranceIdSchema);
  const name = r.text('name', 'Name', draft.name, { required: true });
  return r.finish(() => ({ id, name: presentValue(name) }));
}

// The labels of the catalogue detail form.
const CATALOGUE_NUMBERS = {
  v28Hcc1: 'V28 CMSHcc1', v28Hcc2: 'V28 CMSHcc2', v24Hcc1: 'V24 CMSHcc1', v24Hcc2: 'V24 CMSHcc2', rxHcc1: 'RXHcc1', rxHcc2: 'RXHcc2',
  v28Interaction: 'Interaction', v24Interaction: 'V24 Interaction',
} as const;
const CATALOGUE_TEXTS = {
  alert: 'Alert', deletionAlert: 'Delete', crosswalkDx: 'CrosswalkDx', crosswalkRx: 'CrosswalkRx',
  clinicalManifestations: 'Clinical Manifestation', treatment: 'Treatment',
} as const;

/** The catalogue create/edit form: Diagnostic ID and Description required; the category fields are numbers. */
export function validateCatalogueForm(draft: Partial<Record<keyof CatalogueDiagnostic, unknown>>): Result<CatalogueDiagnostic, ValidationFailed> {
  const r = createFieldReader();
  const code = r.text('code', 'Diagnostic ID', draft.code, { required: true });
  if (code !== null && !DiagnosisCodeSchema.safeParse(code).success) r.fail('code', 'The Diagnostic ID field must be a diagnosis code (letters, digits and a dot)');
  const description = r.text('description', 'Description', draft.description, { required: true });
  const numbers = Object.fromEntries(Object.entries(CATALOGUE_NUMBERS).map(([field, label]) =>
    [field, r.integer(field, label, draft[field as keyof typeof CATALOGUE_NUMBERS], { min: 0 })])) as Record<keyof typeof CATALOGUE_NUMBERS, number | null>;
  const texts = Object.fromEntries(Object.entries(CATALOGUE_TEXTS).map(([field, label]) =>
    [field, r.text(field, label, draft[field as keyof typeof CATALOGUE_TEXTS])])) as Record<keyof typeof CATALOGUE_TEXTS, string | null>;
  const active = draft.active === undefined ? true : r.flag(draft.active);
  return r.finish(() => ({ code: presentValue(code).toUpperCase(), description: presentValue(description), ...numbers, ...texts, active }));
}

/** A doctor or MAG note: the text is required. */
export function validateNoteForm(draft: { recordId?: unknown; kind: RecordNoteKind; text?: unknown }): Result<RecordNoteInput, ValidationFailed> {
  const r = createFieldReader();
  const recordId = r.id('recordId', 'Record ID', draft.recordId, RecordIdSchema, { required: true });
  const text = r.text('text', 'Note', draft.text, { required: true });
  return r.finish(() => ({ recordId: presentValue(recordId), kind: draft.kind, text: presentValue(text) }));
}

/** The under-maintenance password prompt: an empty password gives "Please enter your password". */
export function validateMaintenancePassword(password: unknown): Result<string, ValidationFailed> {
  if (typeof password !== 'string' || password === '') return err(validationFailed([{ field: 'password', message: PASSWORD_REQUIRED_MESSAGE }]));
  return ok(password);
}
