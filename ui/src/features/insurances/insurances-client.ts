import type { ResultAsync } from 'neverthrow';
import {
  type AgreementsResolve, type ApiClient, type ApiError, type Insurance, type InsuranceAgreement, type InsuranceAgreementInput,
  type ListSort, AGREEMENT_SORT_FIELDS, INSURANCE_SORT_FIELDS, agreementsResolveEndpoint, callEndpoint, createAgreementEndpoint, createInsuranceEndpoint, listAgreementsEndpoint,
  listInsurancesEndpoint, renameInsuranceEndpoint, setInsuranceStatusEndpoint, sortWithin, updateAgreementEndpoint,
} from '@rafdesk/core';
import { type ListPage, type Paging, listPageOf } from '../../shared/query/use-paged-list.js';

/** What the agreement form picks from (InsuranceAgreementResolve): active doctors and active insurances. */
export type AgreementChoices = AgreementsResolve;

/** The calls of the Insurance List and Insurance Agreements screens (spec 02 §7, Insurances). */
export interface InsurancesClient {
  /** Every insurance, inactive ones too, so a deactivated one can be activated again. */
  list(query: Paging & { readonly sort: ListSort<string> | null }): ResultAsync<ListPage<Insurance>, ApiError>;
  /** Creates (no id) or renames an insurance. */
  save(name: string, id: Insurance['id'] | null): ResultAsync<void, ApiError>;
  setStatus(id: Insurance['id'], active: boolean): ResultAsync<void, ApiError>;
  agreements(query: Paging & { readonly searchQuery: string | null; readonly sort: ListSort<string> | null }): ResultAsync<ListPage<InsuranceAgreement>, ApiError>;
  agreementChoices(): ResultAsync<AgreementChoices, ApiError>;
  /** Creates (id null) or updates an agreement. */
  saveAgreement(input: InsuranceAgreementInput): ResultAsync<void, ApiError>;
}

/** {@link InsurancesClient} over the API client. */
export function insurancesClient(api: ApiClient): InsurancesClient {
  return {
    list: (query) => callEndpoint(api, listInsurancesEndpoint, { window: { pageNumber: query.pageNumber, pageSize: query.pageSize }, includeInactive: true, sort: sortWithin(INSURANCE_SORT_FIELDS, query.sort) })
      .map(listPageOf),
    save: (name, id) => (id === null ? callEndpoint(api, createInsuranceEndpoint, { name }) : callEndpoint(api, renameInsuranceEndpoint, { id, name }))
      .map(() => undefined),
    setStatus: (id, active) => callEndpoint(api, setInsuranceStatusEndpoint, { id, active }).map(() => undefined),
    agreements: (query) => callEndpoint(api, listAgreementsEndpoint, {
      window: { pageNumber: query.pageNumber, pageSize: query.pageSize }, searchQuery: query.searchQuery, doctorId: null,
      sort: sortWithin(AGREEMENT_SORT_FIELDS, query.sort),
    }).map(listPageOf),
    agreementChoices: () => callEndpoint(api, agreementsResolveEndpoint, undefined).map((reply) => reply.data),
    saveAgreement: (input) => callEndpoint(api, input.id === null ? createAgreementEndpoint : updateAgreementEndpoint, input).map(() => undefined),
  };
}
