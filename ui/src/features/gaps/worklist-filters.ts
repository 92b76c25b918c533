import { z } from 'zod';
import { GapKindSchema, WorklistStatusSchema, type GapKind, type WorklistStatus } from '@rafdesk/core';

/** The worklist's filters beside its search, order and page: all of them live in the address. */
export interface WorklistFilters {
  readonly doctorId: number | null;
  readonly insuranceId: number | null;
  readonly kind: GapKind | null;
  /** "HCC37". */
  readonly hcc: string | null;
  /** `to-do` (open and deferred) when the address names none. */
  readonly status: WorklistStatus;
}

export const NO_FILTERS: WorklistFilters = { doctorId: null, insuranceId: null, kind: null, hcc: null, status: 'to-do' };

/** The query-string names: `?doctor=4&insurance=2&kind=suspect&hcc=HCC37&status=deferred`. */
const PARAM = { doctorId: 'doctor', insuranceId: 'insurance', kind: 'kind', hcc: 'hcc', status: 'status' } as const satisfies Record<keyof WorklistFilters, string>;

const IdParam = z.coerce.number().int().positive().nullable().catch(null);
const HccParam = z.string().trim().regex(/^HCC\d{1,4}$/i).transform((text) => text.toUpperCase()).nullable().catch(null);

/** The filters an address holds; a part that does not read (an old or hand-edited link) is left unfiltered. */
export function filtersOf(params: URLSearchParams): WorklistFilters {
  return {
    doctorId: IdParam.parse(params.get(PARAM.doctorId)),
    insuranceId: IdParam.parse(params.get(PARAM.insuranceId)),
    kind: GapKindSchema.nullable().catch(null).parse(params.get(PARAM.kind)),
    hcc: HccParam.parse(params.get(PARAM.hcc)),
    status: WorklistStatusSchema.catch('to-do').parse(params.get(PARAM.status) ?? undefined),
  };
}

/** The address with these filters written (the unfiltered ones left out) and the page back to the first. */
export function paramsWithFilters(params: URLSearchParams, filters: WorklistFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.values(PARAM)) next.delete(name);
  next.delete('page');
  const put = (name: string, value: string | number | null) => (value === null ? undefined : next.set(name, String(value)));
  put(PARAM.doctorId, filters.doctorId);
  put(PARAM.insuranceId, filters.insuranceId);
  put(PARAM.kind, filters.kind);
  put(PARAM.hcc, filters.hcc);
  put(PARAM.status, filters.status === 'to-do' ? null : filters.status);
  return next;
}

/** True when any filter is set: Clear filters shows. */
export const filtered = (filters: WorklistFilters): boolean =>
  filters.doctorId !== null || filters.insuranceId !== null || filters.kind !== null || filters.hcc !== null || filters.status !== 'to-do';
