import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { DoctorId, InsuranceAgreementId, InsuranceId, PlanId } from '../../domain/ids.js';
import type { Insurance, Plan } from '../../domain/insurance.js';
import type { InsuranceAgreement, InsuranceAgreementInput } from '../../domain/insurance-agreement.js';
import type { InsuranceReportBasis, InsuranceRepository } from '../../ports/repositories/insurance-repository.js';
import type { AgreementSortField, InsuranceSortField, ListSort } from '../../ports/repositories/list-sort.js';
import type { Page, PageWindow } from '../../ports/repositories/page.js';
import { conflict, notFound, type Conflict, type NotFound, type StorageError } from '../../ports/repositories/storage-error.js';
import { byText, compareLower, containsText, pageOf, sortedByKeys, type SortKey } from './fake-results.js';
import type { InMemoryClinicalState, StoredAgreement } from './in-memory-clinical-state.js';
import { reportLines } from './in-memory-insurance-report.js';

/** {@link InsuranceRepository} in memory; names unique in any letter case, as the `lower(name)` index keeps them. */
export class InMemoryInsuranceRepository implements InsuranceRepository {
  constructor(private readonly state: InMemoryClinicalState) {}

  list(query: { window: PageWindow; includeInactive: boolean; sort?: ListSort<InsuranceSortField> | null }): ResultAsync<Page<Insurance>, StorageError> {
    const sign = query.sort?.direction === 'desc' ? -1 : 1;
    const key = query.sort?.field === 'creationDate'
      ? (a: Insurance, b: Insurance) => a.createdAt.localeCompare(b.createdAt)
      : (a: Insurance, b: Insurance) => compareLower(a.name, b.name);
    const rows = this.all().filter((insurance) => query.includeInactive || insurance.active).sort((a, b) => sign * (key(a, b) || a.id - b.id));
    return okAsync(pageOf(rows, query.window));
  }

  listAll(options: { activeOnly: boolean }): ResultAsync<Insurance[], StorageError> {
    return okAsync(this.all().filter((insurance) => !options.activeOnly || insurance.active).sort((a, b) => compareLower(a.name, b.name) || a.id - b.id));
  }

  find(id: InsuranceId): ResultAsync<Insurance | null, StorageError> {
    return okAsync(this.state.tables.insurances.get(id) ?? null);
  }

  create(name: string, at: Date): ResultAsync<Insurance, Conflict | StorageError> {
    if (this.nameTaken(name, null)) return errAsync(conflict('insurance', 'name'));
    const insurance: Insurance = { id: this.state.nextId('insurance') as InsuranceId, name: name.trim(), active: true, createdAt: at.toISOString() };
    this.state.tables.insurances.set(insurance.id, insurance);
    return okAsync(insurance);
  }

  rename(id: InsuranceId, name: string): ResultAsync<void, NotFound | Conflict | StorageError> {
    const insurance = this.state.tables.insurances.get(id);
    if (insurance === undefined) return errAsync(notFound('insurance'));
    if (this.nameTaken(name, id)) return errAsync(conflict('insurance', 'name'));
    this.state.tables.insurances.set(id, { ...insurance, name: name.trim() });
    return okAsync(undefined);
  }

  setActive(id: InsuranceId, active: boolean): ResultAsync<void, NotFound | StorageError> {
    const insurance = this.state.tables.insurances.get(id);
    if (insurance === undefined) return errAsync(notFound('insurance'));
    this.state.tables.insurances.set(id, { ...insurance, active });
    return okAsync(undefined);
  }

  plans(insuranceId: InsuranceId | null): ResultAsync<Plan[], StorageError> {
    const plans = [...this.state.tables.plans.values()]
      .filter((plan) => plan.active && (insuranceId === null || plan.insuranceId === null || plan.insuranceId === insuranceId))
      .sort((a, b) => compareLower(a.name, b.name) || a.id - b.id);
    return okAsync(plans.map(({ id, name, insuranceId: owner }) => ({ id, name, insuranceId: owner })));
  }

  createPlan(name: string, insuranceId: InsuranceId | null, _at: Date): ResultAsync<Plan, NotFound | StorageError> {
    if (insuranceId !== null && !this.state.tables.insurances.has(insuranceId)) return errAsync(notFound('insurance'));
    const plan = { id: this.state.nextId('plan') as PlanId, name: name.trim(), insuranceId };
    this.state.tables.plans.set(plan.id, { ...plan, active: true });
    return okAsync(plan);
  }

  agreements(query: { window: PageWindow; searchQuery: string | null; doctorId: DoctorId | null; sort?: ListSort<AgreementSortField> | null }): ResultAsync<Page<InsuranceAgreement>, StorageError> {
    const found = this.agreementRows().filter((agreement) => (query.doctorId === null || agreement.doctorId === query.doctorId) && this.matches(agreement, query.searchQuery));
    const sort = query.sort;
    const rows = sort == null ? found : sortedByKeys(found, (agreement) => [...this.agreementKeys(agreement, sort.field), agreement.id], sort.direction);
    return okAsync(pageOf(rows, query.window));
  }

  findAgreement(id: InsuranceAgreementId): ResultAsync<InsuranceAgreement | null, StorageError> {
    return okAsync(this.agreementRows().find((agreement) => agreement.id === id) ?? null);
  }

  saveAgreement(input: InsuranceAgreementInput, _at: Date): ResultAsync<InsuranceAgreement, NotFound | Conflict | StorageError> {
    const { agreements } = this.state.tables;
    const clash = [...agreements.values()].some((stored) => stored.id !== input.id && stored.doctorId === input.doctorId
      && stored.insuranceId === input.insuranceId && stored.paymentYear === input.paymentYear);
    if (clash) return errAsync(conflict('insuranceAgreement', 'paymentYear'));
    if (!this.state.practice.doctors.has(input.doctorId) || !this.state.tables.insurances.has(input.insuranceId)) return errAsync(notFound('doctor or insurance'));
    if (input.id !== null && !agreements.has(input.id)) return errAsync(notFound('insuranceAgreement'));
    const id = input.id ?? (this.state.nextId('insurance_agreement') as InsuranceAgreementId);
    const stored: StoredAgreement = { ...input, id };
    agreements.set(id, stored);
    return this.findAgreement(id).andThen((saved) => (saved === null ? errAsync(notFound('insuranceAgreement')) : okAsync(saved)));
  }

  reportBasis(query: Parameters<InsuranceRepository['reportBasis']>[0]): ResultAsync<Page<InsuranceReportBasis>, StorageError> {
    return okAsync(pageOf(reportLines(this.state, query), query.window));
  }

  private all(): Insurance[] {
    return [...this.state.tables.insurances.values()];
  }

  private nameTaken(name: string, except: InsuranceId | null): boolean {
    const wanted = name.trim().toLowerCase();
    return this.all().some((insurance) => insurance.id !== except && insurance.name.toLowerCase() === wanted);
  }

  /** Newest payment year first, then doctor (last, first name) and insurance name, as the agreements list orders them. */
  private agreementRows(): InsuranceAgreement[] {
    const doctors = this.state.practice.doctors;
    const doctorKey = (id: DoctorId) => doctors.get(id)?.input;
    return [...this.state.tables.agreements.values()]
      .sort((a, b) => b.paymentYear - a.paymentYear
        || byText(doctorKey(a.doctorId)?.lastName ?? '', doctorKey(b.doctorId)?.lastName ?? '')
        || byText(doctorKey(a.doctorId)?.firstName ?? '', doctorKey(b.doctorId)?.firstName ?? '')
        || compareLower(this.insuranceName(a.insuranceId), this.insuranceName(b.insuranceId)) || a.id - b.id)
      .map((stored) => ({ ...stored, doctorName: this.state.doctorName(stored.doctorId), insuranceName: this.insuranceName(stored.insuranceId) }));
  }

  /** An agreement's stored values of a sortable column, as the database orders the list by them. */
  private agreementKeys(agreement: InsuranceAgreement, field: AgreementSortField): readonly SortKey[] {
    const doctor = this.state.practice.doctors.get(agreement.doctorId)?.input;
    const keys: Record<AgreementSortField, () => readonly SortKey[]> = {
      doctorName: () => [doctor?.lastName ?? null, doctor?.firstName ?? null], insuranceName: () => [agreement.insuranceName ?? null],
      paymentYear: () => [agreement.paymentYear], premiumValue: () => [agreement.premiumPerMember], surplusAgreement: () => [agreement.surplusShare],
      medicalLossRatio: () => [agreement.medicalLossRatio], expensesOverall: () => [agreement.expensesOverall], status: () => [Number(agreement.active)],
    };
    return keys[field]();
  }

  private insuranceName(id: InsuranceId): string {
    return this.state.tables.insurances.get(id)?.name ?? '';
  }

  /** The search matches an NPI prefix, the doctor's name or the insurance's name. */
  private matches(agreement: InsuranceAgreement, searchQuery: string | null): boolean {
    const text = searchQuery?.trim() ?? '';
    if (text === '') return true;
    const npi = this.state.practice.doctors.get(agreement.doctorId)?.input.npi ?? '';
    return npi.startsWith(text) || containsText(agreement.doctorName ?? '', text) || containsText(agreement.insuranceName ?? '', text);
  }
}

