import { err, errAsync, ok, type Result, type ResultAsync } from 'neverthrow';
import type { Doctor } from '../../domain/doctor.js';
import type { DoctorId } from '../../domain/ids.js';
import type { Insurance } from '../../domain/insurance.js';
import { ExpensesSchema, PremiumSchema, type InsuranceAgreement, type InsuranceAgreementInput } from '../../domain/insurance-agreement.js';
import type { AgreementSortField, ListSort } from '../../ports/repositories/list-sort.js';
import type { Page, PageWindow } from '../../ports/repositories/page.js';
import { notFound, type Conflict, type NotFound, type StorageError } from '../../ports/repositories/storage-error.js';
import { REQUIRED_MESSAGE } from '../../validation/messages.js';
import { validationFailed, type ValidationFailed, type ValidationIssue } from '../../validation/validation-failed.js';
import type { AppPorts } from '../app-ports.js';

type AgreementPorts = Pick<AppPorts, 'insurances' | 'doctors' | 'clock'>;

/** Agreements, newest payment year first or by the asked-for column over the whole list; the search matches doctor name, NPI or insurance name. */
export function listAgreements(
  ports: AgreementPorts, query: { window: PageWindow; searchQuery: string | null; doctorId: DoctorId | null; sort?: ListSort<AgreementSortField> | null },
): ResultAsync<Page<InsuranceAgreement>, StorageError> {
  return ports.insurances.agreements(query);
}

/** What the agreement form picks from: the active doctors and the active insurances, by name. */
export interface AgreementsResolve {
  readonly doctors: readonly Doctor[];
  readonly insurances: readonly Insurance[];
}

/** The agreement form's lookups: active doctors and active insurances, by name. */
export function agreementsResolve(ports: AgreementPorts): ResultAsync<AgreementsResolve, StorageError> {
  return ports.doctors.listAll({ activeOnly: true })
    .andThen((doctors) => ports.insurances.listAll({ activeOnly: true }).map((insurances) => ({ doctors, insurances })));
}

/** The entity's rule for one amount (not negative, within its column), as an issue of the field. */
function moneyIssues(field: 'premiumPerMember' | 'expensesOverall', value: number): ValidationIssue[] {
  const parsed = (field === 'premiumPerMember' ? PremiumSchema : ExpensesSchema).safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => ({ field, message: issue.message }));
}

/** Money is not negative and fits its column; shares are already ratios between 0 and 1 by the entity's schema. */
function checkAgreement(input: InsuranceAgreementInput, mode: 'create' | 'update'): Result<InsuranceAgreementInput, ValidationFailed> {
  const issues: ValidationIssue[] = [];
  if (mode === 'update' && input.id === null) issues.push({ field: 'id', message: REQUIRED_MESSAGE });
  issues.push(...moneyIssues('premiumPerMember', input.premiumPerMember), ...moneyIssues('expensesOverall', input.expensesOverall));
  return issues.length === 0 ? ok(mode === 'create' ? { ...input, id: null } : input) : err(validationFailed(issues));
}

/**
 * Creates (`create`, any id ignored) or changes (`update`, the id required) an agreement of a doctor with an
 * insurance for a payment year: premium per member, MLR share, the doctor's surplus share and the year's expenses,
 * the inputs of the insurance reports. One agreement per doctor, insurance and year (`Conflict`); an unknown doctor,
 * insurance or agreement is `NotFound`.
 */
export function saveAgreement(ports: AgreementPorts, input: InsuranceAgreementInput, mode: 'create' | 'update'): ResultAsync<InsuranceAgreement, ValidationFailed | NotFound | Conflict | StorageError> {
  return checkAgreement(input, mode).asyncAndThen((checked) => {
    const save = () => ports.insurances.saveAgreement(checked, ports.clock.now());
    if (checked.id === null) return save();
    return ports.insurances.findAgreement(checked.id).andThen((found) => (found === null ? errAsync(notFound('insurance agreement')) : save()));
  });
}
