import { describe, expect, it } from 'vitest';
import type { DoctorId } from '../domain/ids.js';
import { auditTrailEndpoint } from './audit-endpoints.js';
import { listAgreementsEndpoint } from './insurance-agreement-endpoints.js';

// The lists whose query carries more than a search beside the order: the order survives the wire both ways.

const window = { pageNumber: 2, pageSize: 20 };

describe('the sorted list codecs', () => {
  it('an agreements page keeps its search, doctor and order', () => {
    const request = { window, searchQuery: 'gold', doctorId: 4 as DoctorId, sort: { field: 'premiumValue' as const, direction: 'desc' as const } };
    const { query } = listAgreementsEndpoint.codec.encodeInput(request);
    expect(query).toMatchObject({ sortField: 'premiumValue', sortOrder: 'desc' });
    expect(listAgreementsEndpoint.codec.decodeInput({ query: listAgreementsEndpoint.query.parse(query), params: {}, body: undefined, args: undefined, page: window })).toEqual(request);
    expect(listAgreementsEndpoint.query.safeParse({ sortField: 'doctorNpi' }).error?.issues[0]?.path).toEqual(['sortField']);
  });

  it('an audit page keeps its filters and order, and without one is newest first (no order)', () => {
    const request = { ...window, userName: 'admin', recordId: null, action: 'users', fromDate: '2026-03-01', toDate: null, sort: { field: 'outcome' as const, direction: 'asc' as const } };
    const { query } = auditTrailEndpoint.codec.encodeInput(request);
    expect(auditTrailEndpoint.codec.decodeInput({ query: auditTrailEndpoint.query.parse(query), params: {}, body: undefined, args: undefined, page: window })).toEqual(request);
    const plain = auditTrailEndpoint.codec.encodeInput({ ...request, sort: null }).query;
    expect(auditTrailEndpoint.codec.decodeInput({ query: auditTrailEndpoint.query.parse(plain), params: {}, body: undefined, args: undefined, page: window }).sort).toBeNull();
  });
});
