import { useMemo, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import {
  type DiagnosisChoice, type MedicationDraft, type NoteFacts, type SmartPnWizardContext, type RecordId, type ValidationIssue, type WizardTab,
  asksToSpecify, encounterTypeOf, formatDisplayDate, formatTypedDate, maskTypedDate, noteDocument, optionValueKind, OTHER_CPT_VISIT_OPTION_ID, serviceDateWindow,
  oneChoicePerCode, showsMedicationTable, visibleGroups,
} from '@rafdesk/core';
import type { SmartPnClient, WizardSources } from './smart-pn-client.js';
import { dateTimeText } from '../../shared/format/date-text.js';
import type { WizardFrameViewProps } from './wizard-frame-view.js';
import type { InformationTabViewProps } from './information-tab-view.js';
import type { SoapTabViewProps } from './soap-tab-view.js';
import type { DxTabViewProps } from './dx-tab-view.js';
import type { SummaryTabViewProps } from './summary-tab-view.js';
import { useDiagnosticSearch } from './use-diagnostic-search.js';
import { wizardMachine, type WizardEffects } from './wizard-services.js';
import { useSignAnyway } from './sign-anyway.js';

export interface SmartPnWizardProps {
  readonly frame: Omit<WizardFrameViewProps, 'children'>;
  readonly info: InformationTabViewProps;
  readonly soap: SoapTabViewProps;
  readonly dx: DxTabViewProps;
  readonly summary: SummaryTabViewProps;
  /** Saves at once a change still waiting for its 3 s (before the wizard is closed). */
  readonly flush: () => void;
}

const messagesByField = (issues: readonly ValidationIssue[]) => {
  const map: Record<string, string> = {};
  for (const issue of issues) map[issue.field] ??= issue.message;
  return map;
};

/** Everything the wizard shows for its machine's state, and the events its controls send. */
export function useSmartPnWizard(input: {
  sources: WizardSources; recordId: RecordId; draftId: number | null; attachedCodes: readonly string[]; userId: number; today: string;
  client: SmartPnClient; effects: Omit<WizardEffects, 'client' | 'recordId' | 'specialty'>; onHistory: () => void;
}): SmartPnWizardProps {
  const { sources, client } = input;
  const facts = useMemo((): NoteFacts => ({
    today: input.today, sex: sources.pnInfo.patient.sex, options: sources.options, recordId: input.recordId, doctorId: sources.patient.doctorId,
    userId: input.userId as NoteFacts['userId'], pnInfo: sources.pnInfo, addresses: sources.addresses, cptCodes: sources.cptCodes,
  }), [sources, input.recordId, input.today, input.userId]);
  // Submit again, with the reason, once the integrity checks' findings are signed anyway (the machine's send is set below).
  const resubmit = useRef<() => void>(() => undefined);
  const signAnyway = useSignAnyway(() => resubmit.current());
  // The machine is made once per wizard: later renders only read its state.
  const [machine] = useState(() => wizardMachine({ ...input.effects, client, recordId: input.recordId, specialty: sources.pnInfo.doctor.speciality, signAnyway: signAnyway.effects }));
  // The record lists a code once per service date; the note offers and attaches each code once.
  const recordChoices = useMemo(() => oneChoicePerCode(sources.diagnoses.map(client.choiceOf)), [sources, client]);
  const attached = useMemo(() => recordChoices.filter((choice) => input.attachedCodes.includes(choice.code)), [recordChoices, input.attachedCodes]);
  const [snapshot, send] = useMachine(machine, { input: { facts, draftId: input.draftId, attached } });
  resubmit.current = () => send({ type: 'wizard.submit' });
  const search = useDiagnosticSearch(client);
  const context: SmartPnWizardContext = snapshot.context;
  const { sections } = context;
  const editable = snapshot.hasTag('editable');
  const locked = snapshot.hasTag('locked');
  const errors = messagesByField(context.issues);
  const { patient } = sources.pnInfo;
  const dateWindow = serviceDateWindow(input.today);
  const attachedCodes = new Set(sections.dx.attached.map((row) => row.code));
  const document = useMemo(() => noteDocument(facts, sections), [facts, sections]);

  const groups = visibleGroups(facts.options, facts.sex, sections.soap);
  const shownOptions = groups.flatMap((group) => group.options);
  const extraChoices = sections.dx.attached.filter((row) => !recordChoices.some((choice) => choice.code === row.code));
  const place = (parts: readonly (string | null)[]) => parts.filter(Boolean).join(', ');

  return {
    frame: {
      patientName: patient.patientName, tab: context.tab, enabled: context.enabled,
      onTab: (tab: WizardTab) => send({ type: 'wizard.tabSelected', tab }),
      buttonsDisabled: !editable, onPrevious: () => send({ type: 'wizard.previous' }), onNext: () => send({ type: 'wizard.next' }), onSubmit: () => send({ type: 'wizard.submit' }),
      draft: editable ? {
        notice: context.savedAt ? `Progress Note In Progress. Created Date: ${dateTimeText(context.savedAt)}` : null,
        saving: snapshot.hasTag('saving'), onSave: () => send({ type: 'draft.save' }),
      } : null,
      issues: context.issues.map((issue) => issue.message.startsWith('This field') ? `${labelOf(issue.field, facts, sections)}: ${issue.message}` : issue.message),
      message: context.message, signAnyway: snapshot.matches('submitted') ? null : signAnyway.view, submitted: snapshot.matches('submitted'), busy: snapshot.hasTag('busy') && locked, onHistory: input.onHistory,
      broken: snapshot.hasTag('broken') ? { onStartAgain: () => send({ type: 'draft.startAgain' }) } : null,
    },
    info: {
      patient: { name: patient.patientName, dateOfBirth: formatDisplayDate(patient.dateOfBirth), address: place([patient.street, patient.city, patient.state, patient.zip]), phone: patient.phone ?? '' },
      age: String(patient.age), gender: patient.sex === 'M' ? 'Male' : 'Female',
      addresses: sources.addresses.map((address, index) => ({
        title: address.locationName ?? `Address ${index + 1}`, lines: [address.street, place([address.city, address.state, address.zip]), address.phone].filter((line) => line !== ''),
      })),
      addressIndex: sections.info.addressIndex, onAddress: (addressIndex) => send({ type: 'info.changed', patch: { addressIndex } }),
      serviceDate: sections.info.serviceDate, serviceWindow: `from ${formatTypedDate(dateWindow.earliest)} to ${formatTypedDate(dateWindow.latest)}`,
      serviceDateError: errors.serviceDate ?? null, onServiceDate: (text) => send({ type: 'info.changed', patch: { serviceDate: maskTypedDate(text) } }),
      encounterType: encounterTypeOf(sections.info), onEncounterType: (encounterType) => send({ type: 'info.changed', patch: { encounterType } }),
      disabled: !editable,
    },
    soap: {
      disabled: !editable,
      groups: groups.map((group) => ({
        id: group.id, title: group.title, header: group.header, inputType: group.inputType, required: group.required, tooltip: group.tooltip,
        error: errors[`soap.group.${group.id}`] ?? null,
        options: group.options.map((option) => ({
          id: option.id, label: option.description, checked: sections.soap.selected.includes(option.id), text: sections.soap.texts[String(option.id)] ?? '',
          kind: optionValueKind(option), specify: asksToSpecify(option) && sections.soap.selected.includes(option.id) && (group.inputType === 'Radio' || group.inputType === 'Check'),
          error: errors[`soap.option.${option.id}`] ?? null,
        })),
      })),
      onChoose: (optionId, checked) => send({ type: 'soap.chosen', optionId, checked }),
      onText: (optionId, text) => {
        const option = shownOptions.find((candidate) => candidate.id === optionId);
        send({ type: 'soap.typed', optionId, text: option && optionValueKind(option) === 'date' ? maskTypedDate(text) : text });
      },
      medications: showsMedicationTable(shownOptions, sections.soap) ? {
        rows: sections.soap.medications, errors, error: errors.medications ?? null,
        onAdd: () => send({ type: 'medication.added' }), onRemove: (index) => send({ type: 'medication.removed', index }),
        onChange: (index: number, field: keyof MedicationDraft, text: string) => send({ type: 'medication.changed', index, field, text }),
      } : null,
      search: { ...search, attached: attachedCodes, onAttach: (diagnosis: DiagnosisChoice) => send({ type: 'dx.attached', diagnosis }) },
    },
    dx: {
      attachedCount: sections.dx.attached.length, disabled: !editable,
      rows: [...recordChoices, ...extraChoices].map((choice) => {
        const row = sections.dx.attached.find((candidate) => candidate.code === choice.code);
        return { choice, attached: row !== undefined, meat: row?.meat ?? [], evidence: row?.evidence ?? '', flag: errors[`dx.${choice.code}.evidence`] ?? null };
      }),
      onAttach: (diagnosis, on) => send(on ? { type: 'dx.attached', diagnosis } : { type: 'dx.detached', code: diagnosis.code }),
      onMeat: (code, element, on) => send({ type: 'dx.meatToggled', code, element, on }),
      onEvidence: (code, text) => send({ type: 'dx.evidenceTyped', code, text }),
      // Attaching a gap's code changes nothing on the server until the note is submitted: the gaps are read once.
      gaps: { recordId: input.recordId, codingRevision: 'note', onDocument: editable ? (gap) => send({ type: 'dx.attached', diagnosis: { ...gap, clinicalManifestations: null, treatment: null } }) : null },
    },
    summary: {
      document, disabled: !editable, errors,
      cptOptions: facts.cptCodes.map((cpt) => ({ value: String(cpt.id), label: cpt.id === OTHER_CPT_VISIT_OPTION_ID ? 'Other' : `${cpt.code} - ${cpt.description}` })),
      cpt: sections.summary.cpt ?? '', otherCpt: sections.summary.otherCpt, otherChosen: sections.summary.cpt === String(OTHER_CPT_VISIT_OPTION_ID),
      narrative: sections.summary.narrative,
      onChange: (patch) => send({ type: 'summary.changed', patch }),
      onPrint: () => globalThis.print(),
    },
    flush: () => {
      if (snapshot.matches({ editing: { autosave: 'waiting' } })) send({ type: 'draft.save' });
    },
  };
}

/** A readable name for a field the rules named, for the issue list. */
function labelOf(field: string, facts: NoteFacts, sections: SmartPnWizardContext['sections']): string {
  if (field === 'serviceDate') return 'Service Date';
  if (field === 'cpt') return 'CPT';
  if (field === 'otherCpt') return 'Other CPT';
  const group = /^soap\.group\.(\d+)$/.exec(field);
  if (group) return visibleGroups(facts.options, facts.sex, sections.soap).find((candidate) => candidate.id === Number(group[1]))?.title ?? 'Question';
  const option = /^soap\.option\.(\d+)$/.exec(field);
  // An answer is named with its question: 'Surgical History (Other)', never a bare 'Other'.
  const answer = option ? facts.options.find((candidate) => candidate.id === Number(option[1])) : undefined;
  if (option) return answer ? `${answer.groupDescription} (${answer.description})` : 'Answer';
  const medication = /^medications\.(\d+)\.(\w+)$/.exec(field);
  if (medication) return `Medication ${Number(medication[1]) + 1} ${medication[2]}`;
  return field;
}
