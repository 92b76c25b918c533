import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type * as Core from '@rafdesk/core';
import { addDiagnosticsEndpoint, toWireRecordDiagnostic, updateBillingEndpoint } from '@rafdesk/core';
import { aRecordDiagnostic } from '@rafdesk/core/testing';
import { buildTestWorld } from '../../testing/test-composition-root.js';
import { renderApp } from '../../testing/render-app.js';
import { aCurrentUser } from '../../testing/builders.js';
import { FakeRecord } from './fake-record.testing.js';

// Counts the browser's runs of core's record scoring: the card is the stored record's, so opening and inserting run none.
const browserRuns = vi.hoisted(() => ({ count: 0 }));
vi.mock('@rafdesk/core', async (importOriginal) => {
  const core = await importOriginal<typeof Core>();
  return {
    ...core,
    scoreRecordFigures: (...args: Parameters<typeof core.scoreRecordFigures>) => {
      browserRuns.count += 1;
      return core.scoreRecordFigures(...args);
    },
  };
});

afterEach(cleanup);

const figure = (label: string) => screen.getByLabelText(label).textContent;

/** A stored card no browser score of the record's rows gives: shown, it can only have come from the server. */
const STORED = { raF_TOTAL: 3.21, raF_TOTAL_BilledFSM: 1.11, raF_TOTAL_BilledSSM: 0.5, percentage_BFSM: 0.25, percentage_BSSM: 0.125, patientStatus: true, modelLabel: 'V28 2026' };

async function openRecord(record = new FakeRecord()) {
  const world = buildTestWorld({ today: '2026-03-18' });
  world.server.on('GET', 'Notifications', { status: 200, body: [] });
  await record.ready();
  record.serve(world);
  world.session.signIn(aCurrentUser({ role: 'Doctor', fullName: 'Elena Rivera' }));
  renderApp(world, `/record/${record.recordId}`);
  await screen.findByText('Stored figures');
  return world;
}

describe('the RAF card is the stored record\'s', () => {
  it('shows the stored figures on opening, without scoring the record in the browser', async () => {
    browserRuns.count = 0;
    await openRecord(new FakeRecord(undefined, { rafTotal: 7.77, rafBilledFirstSemester: 0 }));
    expect(figure('Total')).toBe('7.77');
    expect(screen.getByText('Model: V28 2026, factors unconfirmed')).toBeTruthy();
    expect(browserRuns.count).toBe(0);
  });

  it('shows the card of the Insert\'s reply: one Insert, scored once, on the server', async () => {
    const record = new FakeRecord();
    await record.score();
    const world = await openRecord(record);
    browserRuns.count = 0;
    world.server.on('POST', addDiagnosticsEndpoint.path, () => {
      const added = aRecordDiagnostic({ code: 'I5022', v28Hcc1: 226 });
      record.rows = [...record.rows, added];
      return { status: 200, body: { ...STORED, recordID: 5, added: ['I5022'], alreadyPresent: [], unknown: [], invalid: [], optimizedOut: [], rows: [toWireRecordDiagnostic(added)] } };
    });
    fireEvent.click(screen.getByRole('button', { name: 'Fast Coding Search' }));
    fireEvent.click(await screen.findByText('By list'));
    fireEvent.change(screen.getByLabelText('Paste List Here'), { target: { value: 'I50.22' } });
    fireEvent.click(screen.getByRole('button', { name: 'Insert' }));
    expect(await screen.findByRole('checkbox', { name: 'Active I5022' })).toBeTruthy();
    await screen.findByText('Stored figures');
    expect(figure('Total')).toBe('3.21');
    expect(figure('Billed First Semester percentage')).toBe('25.00%');
    expect(browserRuns.count).toBe(0);
  });

  it('previews a billing change in the browser until the server answers, then shows the reply\'s card', async () => {
    const record = new FakeRecord();
    await record.score();
    const world = await openRecord(record);
    world.server.on('PUT', updateBillingEndpoint.path, { status: 200, body: { ...STORED, billingSemester: 1, diagnosticID: ['E119'] } });
    browserRuns.count = 0;
    fireEvent.click(screen.getByRole('checkbox', { name: 'Billing First Semester E119' }));
    // Before the answer: the browser's preview of the ticked box.
    expect(screen.getByText('Saving…')).toBeTruthy();
    expect(figure('Billed First Semester percentage')).toBe('100.00%');
    expect(browserRuns.count).toBeGreaterThan(0);
    await screen.findByText('Stored figures');
    expect(figure('Billed First Semester percentage')).toBe('25.00%');
    expect(screen.getByText('Model: V28 2026, factors unconfirmed')).toBeTruthy();
  });
});
