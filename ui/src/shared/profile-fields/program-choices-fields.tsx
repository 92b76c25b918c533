import type { SignUpLookups } from '@rafdesk/core';
import type { FieldErrors } from './profile-draft.js';
import type { ProgramField } from './profile-editors.js';
import { ProgramChecklist } from './program-checklist.js';

export interface ProgramChoicesFieldsProps {
  readonly lookups: SignUpLookups;
  readonly choices: {
    readonly billingProgramIds: readonly number[];
    readonly otherBillingProgram: string;
    readonly recordProgramIds: readonly number[];
    readonly otherRecordProgram: string;
    readonly serviceIds: readonly number[];
  };
  readonly errors: FieldErrors;
  readonly otherChosen: { readonly billing: boolean; readonly record: boolean };
  readonly onProgram: (field: ProgramField, id: number) => void;
  readonly onOther: (field: 'otherBillingProgram' | 'otherRecordProgram', value: string) => void;
}

/** A doctor's billing software, electronic record program (each with 'Please specify' for Other) and other services. */
export function ProgramChoicesFields({ lookups, choices, errors, otherChosen, onProgram, onOther }: ProgramChoicesFieldsProps) {
  return (
    <>
      <ProgramChecklist id="billingProgramIds" legend="Billing Software" options={lookups.billingPrograms} selected={choices.billingProgramIds}
        error={errors.billingProgramIds} onToggle={(id) => onProgram('billingProgramIds', id)}
        other={{ chosen: otherChosen.billing, value: choices.otherBillingProgram, error: errors.otherBillingProgram, onChange: (value) => onOther('otherBillingProgram', value) }} />
      <ProgramChecklist id="recordProgramIds" legend="Electronic Record Program" options={lookups.recordPrograms} selected={choices.recordProgramIds}
        error={errors.recordProgramIds} onToggle={(id) => onProgram('recordProgramIds', id)}
        other={{ chosen: otherChosen.record, value: choices.otherRecordProgram, error: errors.otherRecordProgram, onChange: (value) => onOther('otherRecordProgram', value) }} />
      <ProgramChecklist id="serviceIds" lang="es" legend="Otros Servicios (Other services)" options={lookups.services} selected={choices.serviceIds}
        error={errors.serviceIds} onToggle={(id) => onProgram('serviceIds', id)} />
    </>
  );
}
