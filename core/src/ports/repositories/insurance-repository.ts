import type { ResultAsync } from 'neverthrow';
import type { DoctorId, InsuranceAgreementId, InsuranceId } from '../../domain/ids.js';
import type { Insurance, Plan } from '../../domain/insurance.js';
import type { InsuranceAgreement, InsuranceAgreementInput } from '../../domain/insurance-agreement.js';
import type { Conflict, NotFound, StorageError } from './storage-error.js';
import type { Page, PageWindow } from './page.js';
import type { AgreementSortField, InsuranceSortField, ListSort, ReportSortField } from './list-sort.js';

/** The stored inputs of one insurance-report line: one active agreement with its patients' sums. */
export interface InsuranceReportBasis {
  readonly doctorId: DoctorId;
  readonly doctorNpi: string;
  readonly doctorName: string;
  readonly doctorSpeciality: string | null;
  readonly insuranceId: InsuranceId;
  readonly insuranceName: string;
  /** Active patients of the doctor with this insurance that have a record for the year. */
  readonly activePatients: number;
  readonly rafTotalSum: number;
  readonly rafBilledFirstSemesterSum: number;
  readonly rafBilledSecondSemesterSum: number;
  readonly premiumPerMember: number;
  readonly medicalLossRatio: number;
  readonly surplusShare: number;
  readonly expensesOverall: number;
}

/** Insurances, plans and the agreements doctors have with them. */
export interface InsuranceRepository {
  /** Ordered by name unless another order is asked for (ties by id); inactive ones only when asked. */
  list(query: { window: PageWindow; includeInactive: boolean; sort?: ListSort<InsuranceSortField> | null }): ResultAsync<Page<Insurance>, StorageError>;
  listAll(options: { activeOnly: boolean }): ResultAsync<Insurance[], StorageError>;
  find(id: InsuranceId): ResultAsync<Insurance | null, StorageError>;
  /** Names are unique regardless of letter case. */
  create(name: string, at: Date): ResultAsync<Insurance, Conflict | StorageError>;
  rename(id: InsuranceId, name: string): ResultAsync<void, NotFound | Conflict | StorageError>;
  setActive(id: InsuranceId, active: boolean): ResultAsync<void, NotFound | StorageError>;
  /** Active plans by name; with an insurance, its own plans and the shared ones. */
  plans(insuranceId: InsuranceId | null): ResultAsync<Plan[], StorageError>;
  createPlan(name: string, insuranceId: InsuranceId | null, at: Date): ResultAsync<Plan, NotFound | StorageError>;
  /**
   * Newest payment year first, then doctor and insurance name, or by the asked-for column (texts in any letter case,
   * the id breaking ties); the search matches doctor name, NPI or insurance name.
   */
  agreements(query: { window: PageWindow; searchQuery: string | null; doctorId: DoctorId | null; sort?: ListSort<AgreementSortField> | null }): ResultAsync<Page<InsuranceAgreement>, StorageError>;
  findAgreement(id: InsuranceAgreementId): ResultAsync<InsuranceAgreement | null, StorageError>;
  /** Creates (id null) or updates; one agreement per doctor, insurance and payment year. */
  saveAgreement(input: InsuranceAgreementInput, at: Date): ResultAsync<InsuranceAgreement, NotFound | Conflict | StorageError>;
  /**
   * One line per active agreement of the year, by doctor then insurance name, with the sums the report
   * formulas need. Scoped by doctor (Doctor, Staff) or insurance (InsuranceStaff); the search matches NPI or doctor name.
   */
  reportBasis(query: {
    paymentYear: number;
    window: PageWindow;
    searchQuery: string | null;
    doctorId: DoctorId | null;
    insuranceId: InsuranceId | null;
    /** By doctor name, then insurance name, when absent. */
    sort?: ListSort<ReportSortField> | null;
  }): ResultAsync<Page<InsuranceReportBasis>, StorageError>;
}
