import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { figureRecomputesEndpoint } from '@rafdesk/core';
import type { FactorLine } from '@rafdesk/core/raf';
import { createQueryClient } from '../../shared/query/query-client.js';
import { ServicesProvider } from '../../shared/services/services.js';
import { buildTestWorld } from '../../testing/test-composition-root.js';
import { FactorSourcesView, type SetFactor } from './factor-sources-view.js';

const LINE: FactorLine = {
  key: 'normalization:V28', label: 'Normalization (V28)', value: '1.067', status: 'unconfirmed',
  source: { document: 'CY2026 Advance Notice', date: '2025-01-10', note: 'not in the Rate Announcement' },
};

afterEach(cleanup);

function renderForm(onSetFactor: SetFactor) {
  const world = buildTestWorld();
  const view = render(
    <ServicesProvider locator={world.container}>
      <QueryClientProvider client={createQueryClient()}>
        <FactorSourcesView year={2026} caption="Factors" label="PY2026 factors" lines={[LINE]} onSetFactor={onSetFactor} />
      </QueryClientProvider>
    </ServicesProvider>,
  );
  return { world, view };
}

describe('setting an unconfirmed factor', () => {
  it('says it was saved, then how far the year\'s recompute is until it has ended', async () => {
    const answers = [
      { paymentYear: 2026, status: 'running', done: 100, total: 250, finishedAt: null, failure: null },
      { paymentYear: 2026, status: 'done', done: 250, total: 250, finishedAt: '2026-12-04T10:00:00.000Z', failure: null },
    ];
    const sent: unknown[] = [];
    const { world } = renderForm(async (input) => { sent.push(input); return null; });
    world.server.on('GET', figureRecomputesEndpoint.path, () => ({ status: 200, body: [answers.length > 1 ? answers.shift() : answers[0]] }));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Value'), '1.2');
    await user.type(screen.getByLabelText('Where read'), 'CY2026 Rate Announcement');
    await user.click(screen.getByRole('button', { name: 'Set' }));
    expect(sent).toEqual([{ year: 2026, factor: 'normalization:V28', value: 1.2, note: 'CY2026 Rate Announcement' }]);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved. Recomputing the stored figures of PY2026: 100 of 250 records.'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved. The stored figures of PY2026 are recomputed with the new factor: 250 records.'), { timeout: 4_000 });
    const asked = world.server.requests('GET', figureRecomputesEndpoint.path).length;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    // Once it has ended nobody asks again.
    expect(world.server.requests('GET', figureRecomputesEndpoint.path)).toHaveLength(asked);
  });

  it('shows a refusal as it is and asks about no recompute', async () => {
    const { world } = renderForm(async () => 'Value: must lie between 0.5 and 2');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Value'), '12');
    await user.click(screen.getByRole('button', { name: 'Set' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Value: must lie between 0.5 and 2'));
    expect(world.server.requests('GET', figureRecomputesEndpoint.path)).toEqual([]);
  });
});
