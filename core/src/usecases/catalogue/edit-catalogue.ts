import { err, errAsync, ok, okAsync, type Result, type ResultAsync } from 'neverthrow';
import { can } from '../../access/can.js';
import type { Action } from '../../access/permission-table.js';
import { categoryColumnsOf, categoryDisagreements, describeDisagreement } from '../../coding/catalogue-categories.js';
import { loadRafEngine, type RafEngine } from '../../coding/raf-engine.js';
import { isPaymentYear } from '../../coding/payment-model.js';
import type { CatalogueDiagnostic } from '../../domain/catalogue-diagnostic.js';
import type { CatalogueEntry } from '../../ports/repositories/catalogue-repository.js';
import { notFound, type Conflict, type NotFound, type StorageError } from '../../ports/repositories/storage-error.js';
import { validateCatalogueForm } from '../../validation/simple-forms.js';
import { validationFailed, type ValidationFailed } from '../../validation/validation-failed.js';
import type { AppPorts } from '../app-ports.js';
import { forbidden, type Forbidden } from '../errors.js';
import type { ClinicalCaller } from '../records/clinical-caller.js';
import { storedCode } from '../records/diagnostic-codes.js';
import { currentPaymentYear } from '../records/payment-year.js';

export type CatalogueEditPorts = Pick<AppPorts, 'catalogue' | 'settings' | 'clock'>;
export type CatalogueEditError = Forbidden | ValidationFailed | NotFound | Conflict | StorageError;

const allowed = (caller: ClinicalCaller, action: Action) => can(caller, action);

/**
 * Fills a checked form's category columns from the engine's mappings for the payment year, or refuses it naming
 * every column whose value the tables do not give. Blank columns are filled, never refused.
 */
export function withEngineCategories(engine: RafEngine, form: CatalogueDiagnostic, year: number): Result<CatalogueDiagnostic & { categoriesYear: number }, ValidationFailed> {
  const paymentYear = isPaymentYear(engine, year) ? year : engine.DEFAULT_PAYMENT_YEAR;
  const expected = categoryColumnsOf(engine.lookupCode(form.code, paymentYear));
  const disagreements = categoryDisagreements(form, expected);
  if (disagreements.length > 0) {
    return err(validationFailed(disagreements.map((disagreement) => ({ field: disagreement.column, message: describeDisagreement(disagreement, form.code, paymentYear) }))));
  }
  return ok({ ...form, ...expected, categoriesYear: paymentYear });
}

function checkedForm(draft: Partial<Record<keyof CatalogueDiagnostic, unknown>>): Result<CatalogueDiagnostic, ValidationFailed> {
  return validateCatalogueForm(draft).andThen((form) => storedCode(form.code)
    .map((code) => ({ ...form, code }))
    .mapErr(() => validationFailed([{ field: 'code', message: 'The Diagnostic ID field must be a diagnosis code (letters, digits and a dot)' }])));
}

function prepared(ports: CatalogueEditPorts, draft: Partial<Record<keyof CatalogueDiagnostic, unknown>>) {
  const form = checkedForm(draft);
  if (form.isErr()) return errAsync(form.error);
  return loadRafEngine().andThen((engine) => currentPaymentYear(ports.settings)
    .andThen((year) => withEngineCategories(engine, form.value, year))
    .map((entry) => ({ entry, header: engine.lookupCode(entry.code).header })));
}

/**
 * Adds a code to the catalogue (CreateDiagnostic, Admin only): Diagnostic ID and Description required, numbers
 * numeric, and the V24/V28/RxHCC columns those of the engine's tables for the payment year.
 */
export function createCatalogueEntry(ports: CatalogueEditPorts, caller: ClinicalCaller, draft: Partial<Record<keyof CatalogueDiagnostic, unknown>>): ResultAsync<CatalogueEntry, CatalogueEditError> {
  if (!allowed(caller, 'catalogue.create')) return errAsync(forbidden);
  return prepared(ports, draft).andThen(({ entry, header }) => {
    const created: CatalogueEntry = { ...entry, shortTitle: null, longTitle: entry.description, billable: !header };
    return ports.catalogue.create(created, ports.clock.now()).map(() => created);
  });
}

/**
 * Changes a catalogue entry's texts and status (UpdateDiagnostic, Admin only); its category columns must agree with
 * the engine's tables for the payment year, and an edit that disagrees is refused with the reason.
 */
export function updateCatalogueEntry(ports: CatalogueEditPorts, caller: ClinicalCaller, draft: Partial<Record<keyof CatalogueDiagnostic, unknown>>): ResultAsync<CatalogueEntry, CatalogueEditError> {
  if (!allowed(caller, 'catalogue.edit')) return errAsync(forbidden);
  return prepared(ports, draft).andThen(({ entry }) => ports.catalogue.find(entry.code)
    .andThen((stored) => (stored === null ? errAsync(notFound('diagnostic')) : okAsync(stored)))
    .andThen((stored) => {
      const updated: CatalogueEntry = { ...stored, ...entry };
      return ports.catalogue.update(updated, ports.clock.now()).map(() => updated);
    }));
}

/** Cancels or restores a catalogue code (UpdateDiagnosticStatus, Admin only); canceled codes cannot be added to records. */
export function setCatalogueEntryStatus(ports: CatalogueEditPorts, caller: ClinicalCaller, change: { readonly code: string; readonly active: boolean }): ResultAsync<void, CatalogueEditError> {
  if (!allowed(caller, 'catalogue.edit')) return errAsync(forbidden);
  const code = storedCode(change.code);
  if (code.isErr()) return errAsync(notFound('diagnostic'));
  return ports.catalogue.setActive(code.value, change.active, ports.clock.now());
}
