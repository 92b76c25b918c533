import type { ResultAsync } from 'neverthrow';
import { z } from 'zod';
import {
  type ApiClient, type ApiError, type Doctor, type Insurance, type InsuranceAgreement, type InsuranceAgreementInput, type InsuranceSortField, type ListSort,
  INSURANCE_SORT_FIELDS, agreementsResolveEndpoint, anyBody, bodyOf, callEndpoint, createAgreementEndpoint, createInsuranceEndpoint, fromWireDoctor, fromWireInsurance,
  fromWireInsuranceAgreement, listAgreementsEndpoint, listInsurancesEndpoint, listOf, renameInsuranceEndpoint, requestOf, setInsuranceStatusEndpoint,
  updateAgreementEndpoint,
} from '@rafdesk/core';
import { type ListPage, type Paging, listPageOf } from '../../shared/query/use-paged-list.js';

/** What the agreement form picks from (InsuranceAgreementResolve): active doctors and active insurances. */
export interface AgreementChoices {
  readonly doctors: readonly Doctor[];
  readonly insurances: readonly Insurance[];
}

/** The calls of the Insurance List and Insurance Agreements screens (spec 02 §7, Insurances). */
export interface InsurancesClient {
  /** Every insurance, inactive ones too, so a deactivated one can be activated again. */
  list(query: Paging & { readonly sort: ListSort<string> | null }): ResultAsync<ListPage<Insurance>, ApiError>;
  /** Creates (no id) or renames an insurance. */
  save(name: string, id: Insurance['id'] | null): ResultAsync<void, ApiError>;
  setStatus(id: Insurance['id'], active: boolean): ResultAsync<void, ApiError>;
  agreements(query: Paging & { readonly searchQuery: string | null }): ResultAsync<ListPage<InsuranceAgreement>, ApiError>;
  agreementChoices(): ResultAsync<AgreementChoices, ApiError>;
  /** Creates (id null) or updates an agreement. */
  saveAgreement(input: InsuranceAgreementInput): ResultAsync<void, ApiError>;
}

const ResolveSchema = z.object({ doctors: z.array(z.unknown()), insurances: z.array(z.unknown()) });

/** The list's order as the use case takes it; the table only offers the server's sort columns, so nothing else reaches here. */
function insuranceSort(sort: ListSort<string> | null): ListSort<InsuranceSortField> | null {
  const field = INSURANCE_SORT_FIELDS.find((known) => known === sort?.field);
  return field === undefined || sort === null ? null : { field, direction: sort.direction };
}

/** {@link InsurancesClient} over the API client. */
export function insurancesClient(api: ApiClient): InsurancesClient {
  return {
    list: (query) => callEndpoint(api, listInsurancesEndpoint, { window: { pageNumber: query.pageNumber, pageSize: query.pageSize }, includeInactive: true, sort: insuranceSort(query.sort) })
      .map(listPageOf),
    save: (name, id) => (id === null
      ? api.request(requestOf(createInsuranceEndpoint, { json: { insuranceName: name } }), anyBody)
      : callEndpoint(api, renameInsuranceEndpoint, { id, name })).map(() => undefined),
    setStatus: (id, active) => callEndpoint(api, setInsuranceStatusEndpoint, { id, active }).map(() => undefined),
    agreements: (query) => api.request(requestOf(listAgreementsEndpoint, { query: {
      pageNumber: query.pageNumber, pageSize: query.pageSize, SearchQuery: query.searchQuery ?? undefined,
    } }), listOf(fromWireInsuranceAgreement)).map(listPageOf),
    agreementChoices: () => api.request(requestOf(agreementsResolveEndpoint, {}), bodyOf('agreement choices', ResolveSchema))
      .andThen((reply) => listOf(fromWireDoctor)(reply.data.doctors).andThen((doctors) => listOf(fromWireInsurance)(reply.data.insurances)
        .map((insurances) => ({ doctors, insurances })))
        .mapErr((error): ApiError => ({ kind: 'InvalidAnswer', issues: error.issues }))),
    saveAgreement: (input) => {
      const json = {
        insuranceAgreementID: input.id, doctorID: input.doctorId, insuranceID: input.insuranceId, paymentYear: input.paymentYear,
        valueOfPremium: input.premiumPerMember, mrl: input.medicalLossRatio, surplusAgreement: input.surplusShare,
        expensesOverall: input.expensesOverall, status: input.active,
      };
      return api.request(input.id === null ? requestOf(createAgreementEndpoint, { json }) : requestOf(updateAgreementEndpoint, { json }), anyBody)
        .map(() => undefined);
    },
  };
}
