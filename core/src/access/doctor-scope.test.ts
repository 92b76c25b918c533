import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DoctorId } from '../domain/ids.js';
import { ROLE_NAMES, type RoleName } from '../domain/role.js';
import type { Actor } from './actor.js';
import { reachesPatient } from './data-scope.js';
import { doctorScope, oneDoctor, reachesDoctor } from './doctor-scope.js';
import { PERMISSIONS, type Action } from './permission-table.js';

// A small pool of doctors, so generated requests often hit (and often miss) the actor's own and acted-for doctors.
const doctorId = fc.integer({ min: 1, max: 5 }).map((id) => id as DoctorId);
const actorArb = fc.record({
  role: fc.constantFrom(...ROLE_NAMES),
  doctorId: fc.option(doctorId, { nil: null }),
  actsForDoctorIds: fc.uniqueArray(doctorId, { maxLength: 4 }),
}).map((actor): Actor => actor);
const actionArb = fc.constantFrom(...PERMISSIONS.map((row) => row.action));
const requestedArb = fc.option(doctorId, { nil: null });

const rowOf = (action: Action) => PERMISSIONS.find((row) => row.action === action)!;
/** Staff pick one doctor at a time (01 §6); the table says so by giving them doctors in `doctors.select`. */
const selects = (role: RoleName) => rowOf('doctors.select').doctors[role] !== 'none';

/** The doctors of the cell, stated from the table's words: own is the actor's doctor, acted-for those it acts for. */
function inReach(actor: Actor, action: Action, doctor: DoctorId): boolean {
  const cell = rowOf(action).doctors[actor.role];
  return cell === 'any' || (cell === 'own' && actor.doctorId === doctor) || (cell === 'acted-for' && (actor.actsForDoctorIds ?? []).includes(doctor));
}

/** What a call naming no doctor means, restated from the row's `unnamedDoctor` words. */
function expectedUnnamed(actor: Actor, action: Action): unknown {
  const row = rowOf(action);
  const cell = row.doctors[actor.role];
  const only = (ids: readonly DoctorId[]) => (ids.length === 0 ? 'forbidden' : ids.length === 1 ? ids : 'chooseDoctor');
  if (cell === 'any') return row.unnamedDoctor === 'one' ? 'chooseDoctor' : 'every';
  if (cell === 'own') return only(actor.doctorId ? [actor.doctorId] : []);
  const acted = actor.actsForDoctorIds ?? [];
  if (selects(actor.role) && row.unnamedDoctor === 'selected') return 'chooseDoctor';
  return selects(actor.role) || row.unnamedDoctor === 'one' ? only(acted) : acted;
}

const answer = (actor: Actor, action: Action, requested: DoctorId | null): unknown => doctorScope(actor, action, requested)
  .match((scope) => (scope.kind === 'every' ? 'every' : scope.doctorIds), (refusal) => refusal);

describe('doctorScope over the one permission table (role × action × doctor)', () => {
  it('never gives a role doctors on an action the role may not take', () => {
    for (const row of PERMISSIONS) for (const role of ROLE_NAMES) {
      if (!row.roles.includes(role)) expect(row.doctors[role], `${row.action} ${role}`).toBe('none');
    }
  });

  it('gives every role of a patient row the patient\'s doctors, so a patient check always asks which doctors', () => {
    for (const row of PERMISSIONS.filter((r) => r.scope === 'patient')) for (const role of row.roles) {
      expect(row.doctors[role], `${row.action} ${role}`).not.toBe('none');
    }
  });

  it('answers what the table means for any actor, action and request', () => {
    fc.assert(fc.property(actorArb, actionArb, requestedArb, (actor, action, requested) => {
      const cell = rowOf(action).doctors[actor.role];
      const expected = cell === 'none' ? 'forbidden'
        : requested !== null ? (inReach(actor, action, requested) ? [requested] : 'forbidden')
          : expectedUnnamed(actor, action);
      expect(answer(actor, action, requested)).toEqual(expected);
    }), { numRuns: 2000 });
  });

  it('answers only doctors in reach, and every doctor only for a role that may touch any', () => {
    fc.assert(fc.property(actorArb, actionArb, requestedArb, (actor, action, requested) => {
      doctorScope(actor, action, requested).map((scope) => {
        if (scope.kind === 'every') expect(rowOf(action).doctors[actor.role]).toBe('any');
        else for (const doctor of scope.doctorIds) expect(reachesDoctor(actor, action, doctor)).toBe(true);
      });
    }), { numRuns: 1000 });
  });

  it('writes for exactly one doctor on a write row, or refuses', () => {
    const writes = PERMISSIONS.filter((row) => row.unnamedDoctor === 'one').map((row) => row.action);
    fc.assert(fc.property(actorArb, fc.constantFrom(...writes), requestedArb, (actor, action, requested) => {
      const scope = doctorScope(actor, action, requested);
      const one = oneDoctor(actor, action, requested);
      expect(one.isOk()).toBe(scope.isOk());
      one.map((doctor) => expect(scope._unsafeUnwrap()).toEqual({ kind: 'doctors', doctorIds: [doctor] }));
    }), { numRuns: 1000 });
  });

  it('reaches a patient of no doctor only for roles that may touch any doctor', () => {
    fc.assert(fc.property(actorArb, actionArb, (actor, action) => {
      const patient = { doctorId: null, insuranceId: null };
      if (rowOf(action).doctors[actor.role] !== 'any') expect(reachesPatient(actor, action, patient)).toBe(false);
    }), { numRuns: 500 });
  });

  it('keeps Training\'s one answer: without a named doctor it spans every doctor it acts for, on every list it may take', () => {
    const lists = PERMISSIONS.filter((row) => row.doctors.Training === 'acted-for' && row.unnamedDoctor !== 'one').map((row) => row.action);
    expect(lists).toContain('patients.view');
    expect(lists).toContain('progressNotes.listAcrossRecords');
    fc.assert(fc.property(fc.uniqueArray(doctorId, { maxLength: 4 }), fc.constantFrom(...lists), (acted, action) => {
      expect(answer({ role: 'Training', actsForDoctorIds: acted }, action, null)).toEqual(acted);
    }));
  });
});
