import { fromPromise } from 'xstate';
import type { ResultAsync } from 'neverthrow';
import { apiErrorReason, smartPnWizardMachine, type ApiError, type DraftNoteContent, type ProgressNotePrinter, type RecordId, type WizardEffect } from '@rafdesk/core';
import type { SmartPnClient } from './smart-pn-client.js';
import { integrityRefusal, type SignAnywayEffects } from './sign-anyway.js';
import { bytesToBase64 } from '../../shared/format/base64.js';

/** What the wizard machine's effects need from the screen. */
export interface WizardEffects {
  readonly client: SmartPnClient;
  readonly recordId: RecordId;
  readonly specialty: string | null;
  readonly notePrinter: () => Promise<ProgressNotePrinter>;
  readonly goToDashboard: () => void;
  readonly replaceDraftRoute: (id: number) => void;
  readonly showField: (field: string) => void;
  /** The "sign anyway" reason to send with the note, and what to do when the note-integrity checks refuse it. */
  readonly signAnyway?: SignAnywayEffects;
}

/** A call as the machine takes it: its value, or the reason a user reads. */
const effect = async <T>(call: ResultAsync<T, ApiError>): Promise<WizardEffect<T>> => await call.mapErr(apiErrorReason);

/** The wizard machine with its calls: drafts, the PDF (jsPDF loaded on first submit), the note, PostTempDX. */
export function wizardMachine(effects: WizardEffects) {
  const { client } = effects;
  return smartPnWizardMachine.provide({
    actors: {
      loadDraft: fromPromise(({ input }: { input: { recordId: number; draftId: number } }) => effect(client.draft(effects.recordId, input.draftId))),
      saveDraft: fromPromise(({ input }: { input: { recordId: number; draftId: number | null; content: DraftNoteContent } }) => effect(client.saveDraft(effects.recordId, input.draftId, input.content))),
      renderPdf: fromPromise(async ({ input }): Promise<WizardEffect<string>> => {
        const printer = await effects.notePrinter();
        const file = await printer.print(input.document, input.recordId);
        return file.map((printed) => bytesToBase64(printed.bytes)).mapErr((problem) => problem.reason);
      }),
      postNote: fromPromise(({ input }) => {
        const reason = effects.signAnyway?.reason() ?? null;
        const posted = client.submit({ ...input.submission, pdfBase64: input.pdfBase64, ...(reason === null ? {} : { signAnywayReason: reason }) });
        return effect(posted.mapErr((error) => integrityRefusal(error, effects.signAnyway)));
      }),
    },
    actions: {
      goToDashboard: () => effects.goToDashboard(),
      draftSaved: (_, params) => effects.replaceDraftRoute(params.id),
      postTempDiagnoses: (_, params) => void client.postTempDx(effects.recordId, params, effects.specialty),
      showIssue: (_, params) => effects.showField(params.field),
    },
  });
}
