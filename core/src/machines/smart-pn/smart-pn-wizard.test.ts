import { describe, expect, it } from 'vitest';
import { err, ok } from 'neverthrow';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { VisitOption } from '../../domain/visit-option.js';
import type { DoctorId, RecordId, UserId } from '../../domain/ids.js';
import { SELECTION_EXCEEDED_MESSAGE } from '../../validation/messages.js';
import { DRAFT_SAVE_DELAY_MS, smartPnWizardMachine, type DraftLookup, type DraftSaved, type TempDiagnoses, type WizardEffect } from './smart-pn-wizard.js';
import type { NoteFacts } from './note-document.js';
import { toDraftContent, emptySections } from './wizard-sections.js';

const option = (id: number, groupId: number, groupDescription: string, description: string, inputType: VisitOption['inputType'], required: boolean, sexes: 'MF' | 'F' = 'MF'): VisitOption => ({
  id: id as VisitOption['id'], description, groupId, groupDescription, header: 'Subjective', inputType, required, tooltip: null, image: null,
  maleOrder: sexes === 'F' ? null : id, femaleOrder: id,
});

const OPTIONS: VisitOption[] = [
  option(101, 1, 'Chief Complaint', 'Fatigue', 'Check', true), option(102, 1, 'Chief Complaint', 'Other', 'Check', true),
  option(301, 3, 'Pain', 'Yes', 'Radio', true), option(302, 3, 'Pain', 'No', 'Radio', true),
  option(401, 4, 'Location', 'Location of pain', 'Text', true),
  option(701, 7, 'Intensity (Pain Scale)', 'Intensity 0 to 10', 'Text', true),
  option(2901, 29, 'OB-GYN History', 'Gravida', 'Text', false, 'F'),
];

const TODAY = '2026-11-25';

function facts(sex: 'M' | 'F' = 'F'): NoteFacts {
  return {
    today: TODAY, sex, options: OPTIONS, recordId: 7 as RecordId, doctorId: 3 as DoctorId, userId: 4 as UserId, addresses: [],
    pnInfo: {
      doctor: { firstName: 'Ana', lastName: 'Rivera', street: null, city: null, state: null, zip: null, npi: '1234567890', mdLicenseNumber: null, phone: null, email: null, speciality: 'Internal Medicine' },
      patient: { patientName: 'Maria Lopez', street: null, city: null, state: null, zip: null, dateOfBirth: '1950-01-02', phone: null, sex, age: 76 },
    },
    cptCodes: [{ id: 645, code: '99213', description: 'Established' }, { id: 660, code: 'Other', description: 'Other' }],
  };
}

const dx = (code: string) => ({ code, description: `Diagnosis ${code}`, clinicalManifestations: null, treatment: null });

function start(options: { draftId?: number | null; lookup?: DraftLookup; failPost?: boolean; failSave?: boolean; attached?: string[] } = {}) {
  const clock = new SimulatedClock();
  const saves: { draftId: number | null }[] = [];
  const routes: number[] = [];
  const temp: TempDiagnoses[] = [];
  const posted: unknown[] = [];
  const shown: string[] = [];
  let dashboard = 0;
  const machine = smartPnWizardMachine.provide({
    actors: {
      loadDraft: fromPromise(async (): Promise<WizardEffect<DraftLookup>> => ok(options.lookup ?? { kind: 'missing' })),
      saveDraft: fromPromise(async ({ input }): Promise<WizardEffect<DraftSaved>> => {
        saves.push({ draftId: input.draftId });
        if (options.failSave) return err('the server could not be reached');
        return ok({ id: input.draftId ?? 41, savedAt: '2026-11-25T10:00:00.000Z' });
      }),
      renderPdf: fromPromise(async (): Promise<WizardEffect<string>> => ok('JVBERi0xLjQK')),
      postNote: fromPromise(async ({ input }): Promise<WizardEffect<void>> => {
        if (options.failPost) return err('Service Date: out of range');
        posted.push(input);
        return ok(undefined);
      }),
    },
    actions: {
      goToDashboard: () => void (dashboard += 1),
      draftSaved: (_, params) => void routes.push(params.id),
      postTempDiagnoses: (_, params) => void temp.push(params),
      showIssue: (_, params) => void shown.push(params.field),
    },
  });
  const actor = createActor(machine, { input: { facts: facts(), draftId: options.draftId ?? null, attached: (options.attached ?? ['E1122']).map(dx) }, clock });
  actor.start();
  return { actor, clock, saves, routes, temp, posted, shown, dashboard: () => dashboard };
}


// Lets the promise actors' answers arrive (a few microtask turns).
const settle = async () => {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
};

function fillToDx(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'info.changed', patch: { serviceDate: '11-20-2026' } });
  actor.send({ type: 'wizard.next' });
  actor.send({ type: 'soap.chosen', optionId: 101, checked: true });
  actor.send({ type: 'soap.chosen', optionId: 302, checked: true });
  actor.send({ type: 'wizard.next' });
}

describe('smartPnWizardMachine', () => {
  it('starts on Information with only the first tab enabled and the records view\'s attached diagnoses', () => {
    const { actor } = start();
    const { context } = actor.getSnapshot();
    expect(context.tab).toBe(0);
    expect(context.enabled).toEqual([true, false, false, false]);
    expect(context.sections.dx.attached.map((row) => row.code)).toEqual(['E1122']);
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);
  });

  it('attaches each of twelve distinct codes once when the record lists some of them twice (one row per service date)', () => {
    const codes = ['E039', 'E0800', 'E0801', 'E0810', 'E0811', 'E0821', 'E0822', 'E1165', 'E119', 'E785', 'F329', 'I10'];
    const { actor } = start({ attached: ['E039', 'E039', ...codes.slice(1, 7), 'E1165', 'E1165', ...codes.slice(8)] });
    expect(actor.getSnapshot().context.sections.dx.attached.map((row) => row.code)).toEqual(codes);
  });

  it('Next refuses a service date outside the 90-day window and reports the field; a good date opens SOAP', () => {
    const { actor, shown } = start();
    actor.send({ type: 'info.changed', patch: { serviceDate: '08-01-2026' } });
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().context.tab).toBe(0);
    expect(actor.getSnapshot().context.issues[0]?.message).toMatch(/Service Date/);
    expect(shown).toEqual(['serviceDate']);
    actor.send({ type: 'info.changed', patch: { serviceDate: '11-20-2026' } });
    expect(actor.getSnapshot().context.issues).toEqual([]);
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().context.tab).toBe(1);
    expect(actor.getSnapshot().context.enabled).toEqual([true, true, false, false]);
  });

  it('requires the answer of a required question, reveals the pain details on Yes, and posts the temporary diagnoses when SOAP is left', () => {
    const { actor, temp } = start();
    actor.send({ type: 'info.changed', patch: { serviceDate: '11-20-2026' } });
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().context.issues.map((issue) => issue.field)).toEqual(['soap.group.1', 'soap.group.3']);
    actor.send({ type: 'soap.chosen', optionId: 102, checked: true });
    actor.send({ type: 'soap.chosen', optionId: 301, checked: true });
    actor.send({ type: 'wizard.next' });
    const fields = actor.getSnapshot().context.issues.map((issue) => issue.field);
    expect(fields).toEqual(expect.arrayContaining(['soap.group.4', 'soap.group.7', 'soap.option.102']));
    actor.send({ type: 'soap.typed', optionId: 102, text: 'Leg cramps' });
    actor.send({ type: 'soap.typed', optionId: 401, text: 'Left calf' });
    actor.send({ type: 'soap.typed', optionId: 701, text: '11' });
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().context.issues.map((issue) => issue.field)).toEqual(['soap.option.701']);
    actor.send({ type: 'soap.typed', optionId: 701, text: '6' });
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().context.tab).toBe(2);
    expect(temp).toEqual([{ visitOptionIds: [102, 301, 401, 701], codes: ['E1122'], serviceDate: '2026-11-20' }]);
  });

  it('refuses a 13th diagnosis with the spec\'s message and keeps twelve', () => {
    const { actor } = start();
    for (let index = 0; index < 11; index += 1) actor.send({ type: 'dx.attached', diagnosis: dx(`Z${index}`) });
    expect(actor.getSnapshot().context.sections.dx.attached).toHaveLength(12);
    actor.send({ type: 'dx.attached', diagnosis: dx('N400') });
    expect(actor.getSnapshot().context.sections.dx.attached).toHaveLength(12);
    expect(actor.getSnapshot().context.message).toBe(SELECTION_EXCEEDED_MESSAGE);
  });

  it('saves a new draft 3 s after the last change, keeps the returned id and updates it afterwards', async () => {
    const { actor, clock, saves, routes } = start();
    actor.send({ type: 'info.changed', patch: { serviceDate: '11-2' } });
    clock.increment(DRAFT_SAVE_DELAY_MS - 1);
    actor.send({ type: 'info.changed', patch: { serviceDate: '11-20-2026' } });
    clock.increment(DRAFT_SAVE_DELAY_MS - 1);
    expect(saves).toEqual([]);
    clock.increment(1);
    await settle();
    expect(saves).toEqual([{ draftId: null }]);
    expect(routes).toEqual([41]);
    expect(actor.getSnapshot().context.draftId).toBe(41);
    actor.send({ type: 'soap.chosen', optionId: 101, checked: true });
    clock.increment(DRAFT_SAVE_DELAY_MS);
    await settle();
    expect(saves).toEqual([{ draftId: null }, { draftId: 41 }]);
  });

  it('says a draft was not saved and why, keeps no id and saves again on the next change', async () => {
    const { actor, clock, saves, routes } = start({ failSave: true });
    actor.send({ type: 'info.changed', patch: { serviceDate: '11-20-2026' } });
    clock.increment(DRAFT_SAVE_DELAY_MS);
    await settle();
    expect(actor.getSnapshot().context.message).toBe('The draft could not be saved: the server could not be reached');
    expect(actor.getSnapshot().context.draftId).toBeNull();
    expect(routes).toEqual([]);
    actor.send({ type: 'soap.chosen', optionId: 101, checked: true });
    clock.increment(DRAFT_SAVE_DELAY_MS);
    await settle();
    expect(saves).toEqual([{ draftId: null }, { draftId: null }]);
  });

  it('restores a requested draft: sections, furthest tab and saved time', async () => {
    const saved = { ...emptySections(), info: { serviceDate: '11-20-2026', addressIndex: 0, reachedTab: 2 }, soap: { selected: [101, 302], texts: {}, medications: [] } };
    const { actor } = start({ draftId: 41, lookup: { kind: 'found', content: JSON.stringify(toDraftContent(saved)), savedAt: '2026-11-24T09:30:00.000Z' } });
    await waitFor(actor, (snapshot) => snapshot.hasTag('editable'));
    const { context } = actor.getSnapshot();
    expect(context.sections.soap.selected).toEqual([101, 302]);
    expect(context.tab).toBe(2);
    expect(context.enabled).toEqual([true, true, true, false]);
    expect(context.savedAt).toBe('2026-11-24T09:30:00.000Z');
  });

  it('sends the user to the Dashboard when the requested draft does not exist', async () => {
    const { actor, dashboard } = start({ draftId: 99, lookup: { kind: 'missing' } });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(dashboard()).toBe(1);
  });

  it('reports a draft that does not read back and saves nothing over it', async () => {
    const { actor, clock, saves } = start({ draftId: 41, lookup: { kind: 'found', content: '{"pnInfo":1,"soap":"x","dx":null,"summary":{}}', savedAt: '2026-11-24T09:30:00.000Z' } });
    await waitFor(actor, (snapshot) => snapshot.hasTag('broken'));
    expect(actor.getSnapshot().context.message).toMatch(/could not be read: its Information section/);
    actor.send({ type: 'info.changed', patch: { serviceDate: '11-20-2026' } });
    clock.increment(DRAFT_SAVE_DELAY_MS * 2);
    await settle();
    expect(saves).toEqual([]);
  });

  it('refuses Submit while an attached diagnosis has no MEAT evidence, then submits once and locks the wizard', async () => {
    const { actor, posted, shown } = start();
    fillToDx(actor);
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'summary.changed', patch: { cpt: '645' } });
    actor.send({ type: 'wizard.submit' });
    expect(actor.getSnapshot().context.tab).toBe(2);
    expect(shown.at(-1)).toBe('dx.E1122.evidence');
    actor.send({ type: 'dx.meatToggled', code: 'E1122', element: 'treat', on: true });
    actor.send({ type: 'dx.evidenceTyped', code: 'E1122', text: 'Continue metformin 500 mg twice daily.' });
    actor.send({ type: 'wizard.tabSelected', tab: 3 });
    actor.send({ type: 'wizard.submit' });
    expect(actor.getSnapshot().hasTag('locked')).toBe(true);
    expect(actor.getSnapshot().hasTag('editable')).toBe(false);
    await waitFor(actor, (snapshot) => snapshot.matches('submitted'));
    expect(actor.getSnapshot().context.enabled).toEqual([false, false, false, true]);
    actor.send({ type: 'wizard.submit' });
    actor.send({ type: 'wizard.tabSelected', tab: 0 });
    expect(posted).toHaveLength(1);
    expect(actor.getSnapshot().context.tab).toBe(3);
    const sent = posted[0] as { submission: { serviceDate: string; cpt: string; diagnoses: { code: string }[] }; pdfBase64: string };
    expect(sent.submission).toMatchObject({ serviceDate: '2026-11-20', cpt: '99213', diagnoses: [{ code: 'E1122' }] });
    expect(sent.pdfBase64).toBe('JVBERi0xLjQK');
  });

  it('returns to editing with the server\'s reason when the note is refused', async () => {
    const { actor } = start({ failPost: true });
    fillToDx(actor);
    actor.send({ type: 'dx.meatToggled', code: 'E1122', element: 'monitor', on: true });
    actor.send({ type: 'dx.evidenceTyped', code: 'E1122', text: 'A1c reviewed.' });
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'summary.changed', patch: { cpt: '645' } });
    actor.send({ type: 'wizard.submit' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('editable'));
    expect(actor.getSnapshot().context.message).toBe('The progress note was not submitted: Service Date: out of range');
  });

  it('hides the OB-GYN question for a man and asks it of a woman', async () => {
    const { visibleGroups } = await import('./questionnaire-view.js');
    const ids = (sex: 'M' | 'F') => visibleGroups(OPTIONS, sex, emptySections().soap).map((group) => group.id);
    expect(ids('F')).toContain(29);
    expect(ids('M')).not.toContain(29);
    expect(ids('F')).not.toContain(4);
  });
});
