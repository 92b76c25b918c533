import { describe, expect, it } from 'vitest';
import type { Repositories } from '@rafdesk/core';
import { at } from './builders.js';

type Subject = Pick<Repositories, 'figureRecomputes'>;

/** What the recompute rows promise on each engine: a newer request overtakes an older run, and a finished year has nothing to begin. */
export function figureRecomputeContract(subject: () => Subject): void {
  describe('FigureRecomputeRepository', () => {
    it('runs a request to its end, and a newer request overtakes a run already going', async () => {
      const { figureRecomputes } = subject();
      const year = 2090 + Math.floor(Math.random() * 9);
      const first = (await figureRecomputes.request(year, null, at()))._unsafeUnwrap();
      expect(first).toMatchObject({ paymentYear: year, status: 'queued', done: 0, total: null, failure: null });
      const running = (await figureRecomputes.begin(year))._unsafeUnwrap();
      expect(running).toMatchObject({ status: 'running', generation: first.generation });
      (await figureRecomputes.progress(year, first.generation, 5, 10))._unsafeUnwrap();
      const again = (await figureRecomputes.request(year, null, at()))._unsafeUnwrap();
      expect(again.generation).toBe(first.generation + 1);
      // The overtaken run's writes no longer count: the row waits for the newer run.
      (await figureRecomputes.progress(year, first.generation, 10, 10))._unsafeUnwrap();
      expect((await figureRecomputes.finish(year, first.generation, null, at()))._unsafeUnwrap()).toBe(false);
      expect((await figureRecomputes.list())._unsafeUnwrap().find((row) => row.paymentYear === year)).toMatchObject({ status: 'queued', done: 0, total: null });
      const second = (await figureRecomputes.begin(year))._unsafeUnwrap();
      expect(second?.generation).toBe(again.generation);
      (await figureRecomputes.progress(year, again.generation, 7, 7))._unsafeUnwrap();
      expect((await figureRecomputes.finish(year, again.generation, null, at()))._unsafeUnwrap()).toBe(true);
      const ended = (await figureRecomputes.list())._unsafeUnwrap().find((row) => row.paymentYear === year);
      expect(ended).toMatchObject({ status: 'done', done: 7, total: 7, failure: null });
      expect(ended?.finishedAt).not.toBeNull();
      expect((await figureRecomputes.begin(year))._unsafeUnwrap()).toBeNull();
    });

    it('keeps a failed run\'s reason, and a year never asked for has nothing to begin', async () => {
      const { figureRecomputes } = subject();
      const year = 2080 + Math.floor(Math.random() * 9);
      const asked = (await figureRecomputes.request(year, null, at()))._unsafeUnwrap();
      await figureRecomputes.begin(year);
      expect((await figureRecomputes.finish(year, asked.generation, 'the storage was unavailable', at()))._unsafeUnwrap()).toBe(true);
      expect((await figureRecomputes.list())._unsafeUnwrap().find((row) => row.paymentYear === year)).toMatchObject({ status: 'failed', failure: 'the storage was unavailable' });
      expect((await figureRecomputes.begin(year + 100))._unsafeUnwrap()).toBeNull();
    });
  });
}
