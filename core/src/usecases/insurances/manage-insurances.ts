import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { InsuranceId } from '../../domain/ids.js';
import type { Insurance, InsuranceInput } from '../../domain/insurance.js';
import type { Page, PageWindow } from '../../ports/repositories/page.js';
import type { InsuranceSortField, ListSort } from '../../ports/repositories/list-sort.js';
import { notFound, type Conflict, type NotFound, type StorageError } from '../../ports/repositories/storage-error.js';
import { REQUIRED_MESSAGE } from '../../validation/messages.js';
import { validateInsuranceForm } from '../../validation/simple-forms.js';
import { validationFailed, type ValidationFailed } from '../../validation/validation-failed.js';
import type { AppPorts } from '../app-ports.js';

type InsurancePorts = Pick<AppPorts, 'insurances' | 'clock'>;
type FormError = ValidationFailed | Conflict | NotFound | StorageError;

/** Insurances by name (or by the asked-for column), a page at a time; canceled (inactive) ones only when asked (`getCanceled`). */
/** A page of the insurances list as the screen asks for it. */
export interface InsuranceListQuery {
  readonly window: PageWindow;
  readonly includeInactive: boolean;
  readonly sort?: ListSort<InsuranceSortField> | null;
}

export function listInsurances(ports: InsurancePorts, query: InsuranceListQuery): ResultAsync<Page<Insurance>, StorageError> {
  return ports.insurances.list(query);
}

/** Every insurance by name, for filters and pickers (active ones unless asked otherwise). */
export function insuranceChoices(ports: InsurancePorts, options: { activeOnly: boolean }): ResultAsync<Insurance[], StorageError> {
  return ports.insurances.listAll(options);
}

/** Adds an insurance from its form (name required, unique in any letter case); it starts active. */
export function createInsurance(ports: InsurancePorts, draft: Partial<Record<keyof InsuranceInput, unknown>>): ResultAsync<Insurance, FormError> {
  return validateInsuranceForm({ ...draft, id: null }).asyncAndThen((input) => ports.insurances.create(input.name.trim(), ports.clock.now()));
}

/** Renames an insurance (the id is required); the new name must still be unique. */
export function updateInsurance(ports: InsurancePorts, draft: Partial<Record<keyof InsuranceInput, unknown>>): ResultAsync<Insurance, FormError> {
  return validateInsuranceForm(draft).asyncAndThen((input): ResultAsync<Insurance, FormError> => {
    if (input.id === null) return errAsync(validationFailed([{ field: 'id', message: REQUIRED_MESSAGE }]));
    const id = input.id;
    return ports.insurances.rename(id, input.name.trim()).andThen(() => findInsurance(ports, id));
  });
}

function findInsurance(ports: InsurancePorts, id: InsuranceId): ResultAsync<Insurance, NotFound | StorageError> {
  return ports.insurances.find(id).andThen((insurance) => (insurance === null ? errAsync(notFound('insurance')) : okAsync(insurance)));
}

/** Activates or deactivates an insurance; an inactive one is no longer offered for new patients. */
export function setInsuranceStatus(ports: InsurancePorts, input: { id: InsuranceId; active: boolean }): ResultAsync<void, NotFound | StorageError> {
  return ports.insurances.setActive(input.id, input.active);
}
