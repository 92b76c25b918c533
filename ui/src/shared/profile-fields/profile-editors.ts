import type { Dispatch, SetStateAction } from 'react';
import { type ProgramOption, type ValidationFailed, fieldErrors, otherOptionIds } from '@rafdesk/core';
import { type AddressDraft, type ContactDraft, type FieldErrors, emptyAddress } from './profile-draft.js';

/** The checkbox groups of a doctor's profile. */
export type ProgramField = 'billingProgramIds' | 'recordProgramIds' | 'serviceIds';

/** The parts of a doctor's profile draft that the sign-up form and the user form edit alike. */
export interface ProfileDraftLists {
  readonly addresses: readonly AddressDraft[];
  readonly authorizedContact1: ContactDraft;
  readonly authorizedContact2: ContactDraft;
  readonly billingProgramIds: readonly number[];
  readonly recordProgramIds: readonly number[];
  readonly serviceIds: readonly number[];
}

/** The first message of each refused field, as the form shows it under the field. */
export const firstMessages = (failure: ValidationFailed): FieldErrors =>
  Object.fromEntries(Object.entries(fieldErrors(failure)).map(([field, list]) => [field, list[0] ?? '']));

/** The errors without those of a field and its sub-fields (`addresses` clears `addresses.1.phone`). */
export const withoutErrors = (errors: FieldErrors, prefix: string): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([field]) => field !== prefix && !field.startsWith(`${prefix}.`)));

/** Whether an "Other" entry is chosen in the billing and record programs (it asks for 'Please specify'). */
export function otherChosenIn(draft: Pick<ProfileDraftLists, 'billingProgramIds' | 'recordProgramIds'>, lookups: { billingPrograms: readonly ProgramOption[]; recordPrograms: readonly ProgramOption[] }) {
  return {
    billing: draft.billingProgramIds.some((id) => otherOptionIds(lookups.billingPrograms).includes(id)),
    record: draft.recordProgramIds.some((id) => otherOptionIds(lookups.recordPrograms).includes(id)),
  };
}

/**
 * The edits of a profile form: each change clears the errors of what it changed (so a fixed field loses its message),
 * address groups are added and removed (never the first), contacts and program choices toggled.
 */
export function profileEditors<D extends ProfileDraftLists>(setDraft: Dispatch<SetStateAction<D>>, setErrors: Dispatch<SetStateAction<FieldErrors>>) {
  const edit = (change: (current: D) => D, field: string) => {
    setDraft(change);
    setErrors((current) => withoutErrors(current, field));
  };
  return {
    edit,
    onAddress: (index: number, field: Exclude<keyof AddressDraft, 'key'>, value: string) => edit((current) => ({
      ...current, addresses: current.addresses.map((address, at) => (at === index ? { ...address, [field]: value } : address)),
    }), `addresses.${index}.${field}`),
    onAddAddress: () => edit((current) => ({ ...current, addresses: [...current.addresses, emptyAddress()] }), 'addresses'),
    onRemoveAddress: (index: number) => {
      if (index === 0) return;
      setDraft((current) => ({ ...current, addresses: current.addresses.filter((_, at) => at !== index) }));
      setErrors((current) => withoutErrors(current, 'addresses'));
    },
    onContact: (which: 1 | 2, field: keyof ContactDraft, value: string) => edit((current) => ({
      ...current, [`authorizedContact${which}`]: { ...current[`authorizedContact${which}`], [field]: value },
    }), `authorizedContact${which}.${field}`),
    onProgram: (field: ProgramField, id: number) => edit((current) => ({
      ...current, [field]: current[field].includes(id) ? current[field].filter((known) => known !== id) : [...current[field], id],
    }), field),
  };
}
