import { z } from 'zod';
import { INSURANCE_SORT_FIELDS } from '../ports/repositories/list-sort.js';
import type { InsuranceListQuery } from '../usecases/insurances/manage-insurances.js';
import type { InsuranceId } from '../domain/ids.js';
import type { Insurance, InsuranceInput } from '../domain/insurance.js';
import type { StatusChange } from './status-change.js';
import { WireInsuranceSchema, insuranceOfWire, toWireInsurance } from '../wire/insurance-wire.js';
import { flagField, idField, sortFields, sortOf } from '../wire/wire-fields.js';
import { endpoint } from './endpoint.js';
import { coded, noAnswer } from './endpoint-codec.js';
import type { FormDraft } from './form-codec.js';
import { queryOrBody } from './request-fields.js';

// The insurance list, its form and status, and the unpaged list of the filters (the agreements with doctors have their own file).

/** The arguments of the calls that take them from the query string or a JSON body (read by the server, any letter case). */
export const InsuranceNameArgument = z.object({ insuranceID: idField, insuranceName: z.string().max(250) });
export const InsuranceStatusArgument = z.object({ insuranceID: idField, statusValue: flagField });

export const listInsurancesEndpoint = coded(endpoint({
  method: 'GET', path: 'Insurances/GetAll', summary: 'Insurances by name, or by sortField (insuranceName, creationDate) and sortOrder; canceled (inactive) ones when getCanceled=true',
  access: { permission: 'insurances.manage' }, paged: {}, query: z.object({ getCanceled: flagField.optional(), ...sortFields(INSURANCE_SORT_FIELDS) }), response: WireInsuranceSchema,
}), {
  encodeInput: (query: InsuranceListQuery) => ({
    query: { ...query.window, getCanceled: query.includeInactive, sortField: query.sort?.field, sortOrder: query.sort?.direction },
  }),
  decodeInput: ({ query, page }): InsuranceListQuery => ({ window: page, includeInactive: query.getCanceled ?? false, sort: sortOf(query) }),
  encodeOutput: toWireInsurance,
  decodeOutput: insuranceOfWire,
});

/** Which insurances the filters and pickers offer: the active ones, or every one. */
export interface InsuranceChoicesQuery {
  readonly activeOnly: boolean;
}

export const insuranceChoicesEndpoint = coded(endpoint({
  method: 'GET', path: 'Insurances/GetInsuranceList', summary: 'Every active insurance by name, unpaged (the filters and pickers); inactive too with getCanceled=true',
  access: 'signed-in', query: z.object({ getCanceled: flagField.optional() }), response: z.array(WireInsuranceSchema),
}), {
  encodeInput: (choices: InsuranceChoicesQuery) => ({ query: { getCanceled: choices.activeOnly ? undefined : true } }),
  decodeInput: ({ query }): InsuranceChoicesQuery => ({ activeOnly: !(query.getCanceled ?? false) }),
  encodeOutput: (insurances: readonly Insurance[]) => insurances.map(toWireInsurance),
  decodeOutput: (wire): Insurance[] => wire.map(insuranceOfWire),
});

/** The name is judged by the insurance form's rules, so it travels as typed. */
export const createInsuranceEndpoint = coded(endpoint({
  method: 'POST', path: 'Insurances', summary: 'Add an insurance (insuranceName, unique in any letter case)',
  access: { permission: 'insurances.manage' }, body: z.object({ insuranceName: z.unknown().optional() }), response: WireInsuranceSchema, successStatus: 201,
}), {
  encodeInput: (draft: FormDraft<Pick<InsuranceInput, 'name'>>) => ({ json: { insuranceName: draft.name } }),
  decodeInput: ({ body }): FormDraft<Pick<InsuranceInput, 'name'>> => ({ name: body.insuranceName }),
  encodeOutput: toWireInsurance,
  decodeOutput: insuranceOfWire,
});

/** A new name for an insurance, as the rename call takes it. */
export interface InsuranceRename {
  readonly id: InsuranceId;
  readonly name: string;
}

export const renameInsuranceEndpoint = coded(endpoint({
  method: 'PUT', path: 'Insurances/UpdateInsurance', summary: 'Rename an insurance (insuranceID, insuranceName)',
  access: { permission: 'insurances.manage' }, ...queryOrBody(InsuranceNameArgument), response: WireInsuranceSchema,
}), {
  encodeInput: (rename: InsuranceRename) => ({ json: { insuranceID: rename.id, insuranceName: rename.name } }),
  decodeInput: ({ args }): InsuranceRename => ({ id: args.insuranceID as InsuranceId, name: args.insuranceName }),
  encodeOutput: toWireInsurance,
  decodeOutput: insuranceOfWire,
});

export const setInsuranceStatusEndpoint = coded(endpoint({
  method: 'PUT', path: 'Insurances/UpdateInsuranceStatus', summary: 'Activate or deactivate an insurance (insuranceID, statusValue)',
  access: { permission: 'insurances.manage' }, ...queryOrBody(InsuranceStatusArgument), successStatus: 204,
}), {
  encodeInput: (change: StatusChange<InsuranceId>) => ({ json: { insuranceID: change.id, statusValue: change.active } }),
  decodeInput: ({ args }): StatusChange<InsuranceId> => ({ id: args.insuranceID as InsuranceId, active: args.statusValue }),
  ...noAnswer,
});
