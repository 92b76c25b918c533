import { describe, expect, it } from 'vitest';
import { type ApiClient, setRafFactorEndpoint } from '@rafdesk/core';
import { buildTestWorld } from '../../testing/test-composition-root.js';
import { TOKENS } from '../../shared/services/tokens.js';
import { recordsClient } from './records-client.js';

describe('the records client', () => {
  it('sends an Admin\'s factor value as the RafFactors endpoint spells it and reads the table it answers', async () => {
    const world = buildTestWorld();
    const row = { year: 2027, factor: 'codingAdjustment', label: 'MA coding adjustment', value: 0.059, status: 'final', source: 'Admin', note: 'Rate notice', settable: false };
    world.server.on('POST', setRafFactorEndpoint.path, { status: 200, body: [row] });
    const client = recordsClient(world.container.get<ApiClient>(TOKENS.api));
    const input = { year: 2027, factor: 'codingAdjustment', value: 0.059, note: 'Rate notice' };
    expect((await client.setRafFactor(input)).isOk()).toBe(true);
    expect(world.server.requests('POST', setRafFactorEndpoint.path).map((request) => request.body)).toEqual([input]);
  });
});
