import type { Result } from 'neverthrow';
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { DraftNoteContent } from '../../domain/draft-note.js';
import type { NoteDraftId } from '../../domain/ids.js';
import type { ProgressNoteSubmission } from '../../domain/progress-note-submission.js';
import { parseTypedDate } from '../../validation/typed-date.js';
import type { ValidationIssue } from '../../validation/validation-failed.js';
import { noteDocument, noteSubmission, type NoteDocument, type NoteFacts } from './note-document.js';
import { applySectionEvent, oneChoicePerCode, SECTION_EVENT_TYPES, type DiagnosisChoice, type SectionEvent } from './section-events.js';
import { submitIssues, tabIssues, tabOfField, visibleOptions } from './tab-rules.js';
import { emptySections, fromDraftContent, LAST_TAB, toDraftContent, type WizardSections, type WizardTab } from './wizard-sections.js';
import { MAX_ATTACHED_DIAGNOSES } from '../../validation/attach-limit.js';
import { visitOptionIdsFromSelection } from '../../validation/visit-option-ids.js';

/** A draft is saved this long after the last change (spec 02 §9). */
export const DRAFT_SAVE_DELAY_MS = 3_000;

/** What loading a requested draft found: its saved sections (still unchecked) or nothing. */
export type DraftLookup = { readonly kind: 'found'; readonly content: unknown; readonly savedAt: string } | { readonly kind: 'missing' };
export interface DraftSaved { readonly id: number; readonly savedAt: string }
/** What an effect of the wizard answers: its value, or why it failed in words the user reads. */
export type WizardEffect<T> = Result<T, string>;
/** What Forms/PostTempDX is sent when the SOAP tab is left. */
export interface TempDiagnoses { readonly visitOptionIds: number[]; readonly codes: string[]; readonly serviceDate: string | null }

type WizardEvent = SectionEvent
  | { type: 'wizard.next' } | { type: 'wizard.previous' } | { type: 'wizard.tabSelected'; tab: WizardTab } | { type: 'wizard.submit' }
  | { type: 'draft.save' } | { type: 'draft.startAgain' };

export interface SmartPnWizardContext {
  readonly facts: NoteFacts;
  readonly draftId: number | null;
  /** When the draft was last saved (the server's time), null before the first save. */
  readonly savedAt: string | null;
  readonly tab: WizardTab;
  readonly enabled: readonly [boolean, boolean, boolean, boolean];
  readonly sections: WizardSections;
  /** What Next or Submit found wrong, first one first. */
  readonly issues: readonly ValidationIssue[];
  /** A refusal or failure to show (13th diagnosis, unreadable draft, a call that failed). */
  readonly message: string | null;
  /** An edit came while a save was running: save again when it ends. */
  readonly changedWhileSaving: boolean;
  /** The rendered PN Summary, base64, between rendering and posting. */
  readonly pdfBase64: string | null;
}

const rejectNotProvided = (name: string) => () => Promise.reject(new Error(`smartPnWizardMachine: the ${name} actor was not provided`));
// A throw is a defect of the page (an effect answers its failures as a Result); it is still told to the user.
const failText = (error: unknown) => (error instanceof Error ? error.message : String(error));
/** The message of a failed effect: what failed, then why. */
const failureText = (what: string, output: WizardEffect<unknown>) => output.match(() => null, (reason) => `${what}: ${reason}`);
const savedDraft = (output: WizardEffect<DraftSaved>) => output.unwrapOr({ id: 0, savedAt: '' });
const keepSaved = (output: WizardEffect<DraftSaved>) => ({ draftId: savedDraft(output).id, savedAt: savedDraft(output).savedAt });
/** The sections of a draft found, or why they do not read back. */
const restoredDraft = (output: WizardEffect<DraftLookup>): Result<{ sections: WizardSections; savedAt: string }, string> => output.andThen((lookup) => (lookup.kind === 'found'
  ? fromDraftContent(lookup.content).map((sections) => ({ sections, savedAt: lookup.savedAt }))
  : fromDraftContent(null).map((sections) => ({ sections, savedAt: '' }))));
const enabledUpTo = (tab: number) => [0, 1, 2, 3].map((index) => index <= tab) as unknown as SmartPnWizardContext['enabled'];

function withAttached(sections: WizardSections, attached: readonly DiagnosisChoice[]): WizardSections {
  return { ...sections, dx: { attached: oneChoicePerCode(attached).slice(0, MAX_ATTACHED_DIAGNOSES).map((row) => ({ ...row, meat: [], evidence: '' })) } };
}

/** Re-checks only the fields already flagged, so a corrected answer loses its message at once. */
function refreshIssues(context: SmartPnWizardContext, sections: WizardSections): ValidationIssue[] {
  if (context.issues.length === 0) return [];
  const flagged = new Set(context.issues.map((issue) => issue.field));
  return submitIssues(context.facts, sections).filter((issue) => flagged.has(issue.field));
}

const editHandlers = (target: string | undefined) => Object.fromEntries(SECTION_EVENT_TYPES.map((type) => [type, [
  { guard: 'editRefused', actions: 'refuseEdit' },
  { ...(target === undefined ? { actions: ['applyEdit', 'noteChangeWhileSaving'] } : { target, reenter: true, actions: 'applyEdit' }) },
]]));

/**
 * The Smart Progress Note wizard (spec 02). Four tabs, only Information enabled at first; Next checks the current
 * tab and opens the next one or reports the first invalid field; leaving SOAP posts the temporary diagnoses. Any edit
 * saves the draft {@link DRAFT_SAVE_DELAY_MS} later (new while there is no id, else an update; the returned id is kept
 * and announced with `draftSaved` so the route can be replaced). A requested draft that does not exist sends the user
 * to the Dashboard; one that does not read back is reported and nothing is saved over it until the user starts again.
 * Submit checks every tab and the MEAT evidence, hides Save as Draft, renders the PDF, posts the note with it and
 * leaves only the last tab enabled, every button off (`submitted`).
 */
export const smartPnWizardMachine = setup({
  types: {} as {
    input: { facts: NoteFacts; draftId: number | null; attached?: readonly DiagnosisChoice[] };
    context: SmartPnWizardContext;
    events: WizardEvent;
  },
  actors: {
    loadDraft: fromPromise<WizardEffect<DraftLookup>, { recordId: number; draftId: number }>(rejectNotProvided('loadDraft')),
    saveDraft: fromPromise<WizardEffect<DraftSaved>, { recordId: number; draftId: number | null; content: DraftNoteContent }>(rejectNotProvided('saveDraft')),
    renderPdf: fromPromise<WizardEffect<string>, { document: NoteDocument; recordId: number }>(rejectNotProvided('renderPdf')),
    postNote: fromPromise<WizardEffect<void>, { submission: Omit<ProgressNoteSubmission, 'pdfBase64'>; pdfBase64: string }>(rejectNotProvided('postNote')),
  },
  actions: {
    goToDashboard: () => undefined,
    draftSaved: (_, _params: { id: number }) => undefined,
    postTempDiagnoses: (_, _params: TempDiagnoses) => undefined,
    showIssue: (_, _params: { field: string }) => undefined,
    applyEdit: assign(({ context, event }) => {
      const next = applySectionEvent(context.sections, context.facts.options, event as SectionEvent);
      return 'refused' in next ? {} : { sections: next, message: null, issues: refreshIssues(context, next) };
    }),
    refuseEdit: assign(({ context, event }) => {
      const next = applySectionEvent(context.sections, context.facts.options, event as SectionEvent);
      return { message: 'refused' in next ? next.refused : null };
    }),
    noteChangeWhileSaving: assign({ changedWhileSaving: true }),
  },
  guards: {
    editRefused: ({ context, event }) => 'refused' in applySectionEvent(context.sections, context.facts.options, event as SectionEvent),
    hasDraftId: ({ context }) => context.draftId !== null,
    tabValid: ({ context }) => tabIssues(context.tab, context.facts, context.sections).length === 0,
    readyToSubmit: ({ context }) => context.tab === LAST_TAB && submitIssues(context.facts, context.sections).length === 0,
  },
}).createMachine({
  id: 'smartPnWizard',
  context: ({ input }) => ({
    facts: input.facts, draftId: input.draftId, savedAt: null, tab: 0, enabled: enabledUpTo(0),
    sections: withAttached(emptySections(), input.attached ?? []), issues: [], message: null, changedWhileSaving: false, pdfBase64: null,
  }),
  initial: 'opening',
  states: {
    opening: { always: [{ guard: 'hasDraftId', target: 'restoring' }, { target: 'editing' }] },
    restoring: {
      tags: ['busy'],
      invoke: {
        src: 'loadDraft',
        input: ({ context }) => ({ recordId: context.facts.recordId, draftId: context.draftId ?? 0 }),
        onDone: [
          { guard: ({ event }) => event.output.isErr(), target: 'broken', actions: assign({ message: ({ event }) => failureText('The draft could not be opened', event.output) }) },
          { guard: ({ event }) => event.output.isOk() && event.output.value.kind === 'missing', target: 'missing' },
          {
            guard: ({ event }) => restoredDraft(event.output).isOk(),
            target: 'editing',
            actions: assign(({ event }) => restoredDraft(event.output).map(({ sections, savedAt }) => {
              const reached = sections.info.reachedTab as WizardTab;
              return { sections, savedAt, tab: reached, enabled: enabledUpTo(reached) };
            }).unwrapOr({})),
          },
          { target: 'broken', actions: assign(({ event }) => ({ message: restoredDraft(event.output).match(() => null, (reason) => reason) })) },
        ],
        onError: { target: 'broken', actions: assign({ message: ({ event }) => `The draft could not be opened: ${failText(event.error)}` }) },
      },
    },
    missing: { type: 'final', entry: 'goToDashboard' },
    broken: { tags: ['broken'], on: { 'draft.startAgain': { target: 'editing', actions: assign({ message: null }) } } },
    editing: {
      type: 'parallel',
      tags: ['editable'],
      states: {
        form: {
          on: {
            'wizard.next': [
              {
                guard: 'tabValid',
                actions: enqueueActions(({ context, enqueue }) => {
                  const next = Math.min(context.tab + 1, LAST_TAB) as WizardTab;
                  if (context.tab === 1) enqueue({ type: 'postTempDiagnoses', params: tempDiagnoses(context) });
                  const enabled = context.enabled.map((on, index) => on || index === next) as unknown as SmartPnWizardContext['enabled'];
                  const reachedTab = Math.max(context.sections.info.reachedTab, next);
                  enqueue.assign({ tab: next, enabled, issues: [], message: null, sections: { ...context.sections, info: { ...context.sections.info, reachedTab } } });
                }),
              },
              {
                actions: enqueueActions(({ context, enqueue }) => {
                  const issues = tabIssues(context.tab, context.facts, context.sections);
                  enqueue.assign({ issues });
                  if (issues[0]) enqueue({ type: 'showIssue', params: { field: issues[0].field } });
                }),
              },
            ],
            'wizard.previous': {
              guard: ({ context }) => context.tab > 0,
              actions: enqueueActions(({ context, enqueue }) => {
                if (context.tab === 1) enqueue({ type: 'postTempDiagnoses', params: tempDiagnoses(context) });
                enqueue.assign({ tab: (context.tab - 1) as WizardTab, issues: [], message: null });
              }),
            },
            'wizard.tabSelected': {
              guard: ({ context, event }) => context.enabled[event.tab] && event.tab !== context.tab,
              actions: enqueueActions(({ context, event, enqueue }) => {
                if (context.tab === 1) enqueue({ type: 'postTempDiagnoses', params: tempDiagnoses(context) });
                enqueue.assign({ tab: event.tab, issues: [], message: null });
              }),
            },
            'wizard.submit': [
              { guard: 'readyToSubmit', target: '#smartPnWizard.submitting' },
              {
                actions: enqueueActions(({ context, enqueue }) => {
                  const issues = submitIssues(context.facts, context.sections);
                  const first = issues[0];
                  enqueue.assign({ issues, ...(first ? { tab: tabOfField(first.field) } : {}) });
                  if (first) enqueue({ type: 'showIssue', params: { field: first.field } });
                }),
              },
            ],
          },
        },
        autosave: {
          initial: 'idle',
          states: {
            idle: { on: { ...editHandlers('waiting'), 'draft.save': 'saving' } },
            waiting: { after: { [DRAFT_SAVE_DELAY_MS]: 'saving' }, on: { ...editHandlers('waiting'), 'draft.save': 'saving' } },
            saving: {
              tags: ['saving'],
              entry: assign({ changedWhileSaving: false }),
              on: editHandlers(undefined),
              invoke: {
                src: 'saveDraft',
                input: ({ context }) => ({ recordId: context.facts.recordId, draftId: context.draftId, content: toDraftContent(context.sections) }),
                onDone: [
                  { guard: ({ event }) => event.output.isErr(), target: 'idle', actions: assign({ message: ({ event }) => failureText('The draft could not be saved', event.output) }) },
                  {
                    guard: ({ context }) => context.changedWhileSaving, target: 'waiting',
                    actions: [assign(({ event }) => keepSaved(event.output)), { type: 'draftSaved', params: ({ event }) => ({ id: savedDraft(event.output).id }) }],
                  },
                  {
                    target: 'idle',
                    actions: [assign(({ event }) => keepSaved(event.output)), { type: 'draftSaved', params: ({ event }) => ({ id: savedDraft(event.output).id }) }],
                  },
                ],
                onError: { target: 'idle', actions: assign({ message: ({ event }) => `The draft could not be saved: ${failText(event.error)}` }) },
              },
            },
          },
        },
      },
    },
    submitting: {
      tags: ['locked', 'busy'],
      initial: 'rendering',
      entry: assign({ issues: [], message: null }),
      states: {
        rendering: {
          invoke: {
            src: 'renderPdf',
            input: ({ context }) => ({ document: noteDocument(context.facts, context.sections), recordId: context.facts.recordId }),
            onDone: [
              { guard: ({ event }) => event.output.isErr(), target: '#smartPnWizard.editing', actions: assign({ message: ({ event }) => failureText('The PDF could not be made', event.output) }) },
              { target: 'posting', actions: assign({ pdfBase64: ({ event }) => event.output.unwrapOr('') }) },
            ],
            onError: { target: '#smartPnWizard.editing', actions: assign({ message: ({ event }) => `The PDF could not be made: ${failText(event.error)}` }) },
          },
        },
        posting: {
          invoke: {
            src: 'postNote',
            input: ({ context }) => {
              const { pdfBase64: _unused, ...submission } = noteSubmission(context.facts, context.sections, context.draftId as NoteDraftId | null, '');
              return { submission, pdfBase64: context.pdfBase64 ?? '' };
            },
            onDone: [
              { guard: ({ event }) => event.output.isErr(), target: '#smartPnWizard.editing', actions: assign({ message: ({ event }) => failureText('The progress note was not submitted', event.output) }) },
              { target: '#smartPnWizard.submitted' },
            ],
            onError: { target: '#smartPnWizard.editing', actions: assign({ message: ({ event }) => `The progress note was not submitted: ${failText(event.error)}` }) },
          },
        },
      },
    },
    submitted: {
      tags: ['locked'],
      entry: assign({ tab: LAST_TAB, enabled: [false, false, false, true] as const }),
    },
  },
});

function tempDiagnoses(context: SmartPnWizardContext): TempDiagnoses {
  const shown = visibleOptions(context.facts, context.sections);
  const answered = shown.filter((option) => context.sections.soap.selected.includes(option.id) || (context.sections.soap.texts[String(option.id)] ?? '').trim() !== '');
  return {
    visitOptionIds: visitOptionIdsFromSelection(answered.map((option) => String(option.id))).unwrapOr([]),
    codes: context.sections.dx.attached.map((row) => row.code),
    serviceDate: parseTypedDate(context.sections.info.serviceDate).unwrapOr(null),
  };
}

export type SmartPnWizardMachine = typeof smartPnWizardMachine;
