import type { ResultAsync } from 'neverthrow';
import { z } from 'zod';
import {
  type ApiClient, type ApiError, type Doctor, type Insurance, type InsuranceAgreement, type InsuranceAgreementInput, type ListSort,
  anyBody, bodyOf, fromWireDoctor, fromWireInsurance, fromWireInsuranceAgreement, listOf,
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

/** {@link InsurancesClient} over the API client. */
export function insurancesClient(api: ApiClient): InsurancesClient {
  return {
    list: (query) => api.request({ method: 'GET', path: 'Insurances/GetAll', query: {
      pageNumber: query.pageNumber, pageSize: query.pageSize, getCanceled: true, sortField: query.sort?.field ?? null, sortOrder: query.sort?.direction ?? null,
    } }, listOf(fromWireInsurance)).map(listPageOf),
    save: (name, id) => api.request(id === null
      ? { method: 'POST', path: 'Insurances', json: { insuranceName: name } }
      : { method: 'PUT', path: 'Insurances/UpdateInsurance', json: { insuranceID: id, insuranceName: name } }, anyBody).map(() => undefined),
    setStatus: (id, active) => api.request({ method: 'PUT', path: 'Insurances/UpdateInsuranceStatus', json: { insuranceID: id, statusValue: active } }, anyBody)
      .map(() => undefined),
    agreements: (query) => api.request({ method: 'GET', path: 'Insurances/GetInsuranceAgreements', query: {
      pageNumber: query.pageNumber, pageSize: query.pageSize, SearchQuery: query.searchQuery,
    } }, listOf(fromWireInsuranceAgreement)).map(listPageOf),
    agreementChoices: () => api.request({ method: 'GET', path: 'Insurances/InsuranceAgreementResolve' }, bodyOf('agreement choices', ResolveSchema))
      .andThen((reply) => listOf(fromWireDoctor)(reply.data.doctors).andThen((doctors) => listOf(fromWireInsurance)(reply.data.insurances)
        .map((insurances) => ({ doctors, insurances })))
        .mapErr((error): ApiError => ({ kind: 'InvalidAnswer', issues: error.issues }))),
    saveAgreement: (input) => api.request({
      method: input.id === null ? 'POST' : 'PUT', path: input.id === null ? 'Insurances/CreateInsuranceAgreement' : 'Insurances/UpdateInsuranceAgreement',
      json: {
        insuranceAgreementID: input.id, doctorID: input.doctorId, insuranceID: input.insuranceId, paymentYear: input.paymentYear,
        valueOfPremium: input.premiumPerMember, mrl: input.medicalLossRatio, surplusAgreement: input.surplusShare,
        expensesOverall: input.expensesOverall, status: input.active,
      },
    }, anyBody).map(() => undefined),
  };
}
