import { type VisitInputType, type VisitOption, REQUIRED_MESSAGE } from '@rafdesk/core';

/** One questionnaire group: its id and title (the options of a group are asked together). */
export interface VisitGroup {
  readonly id: number;
  readonly description: string;
}

/** The visit option form as typed. */
export interface VisitOptionDraft {
  readonly id: string;
  readonly groupId: number | null;
  readonly description: string;
  readonly header: string;
  readonly inputType: VisitInputType | null;
  readonly required: boolean;
  readonly tooltip: string;
  readonly image: string;
  readonly maleOrder: string;
  readonly femaleOrder: string;
}

export type VisitOptionErrors = Readonly<Partial<Record<keyof VisitOptionDraft, string>>>;

/** The groups of the questionnaire by id. */
export function groupsOf(options: readonly VisitOption[]): VisitGroup[] {
  const byId = new Map(options.map((option) => [option.groupId, option.groupDescription]));
  return [...byId].map(([id, description]) => ({ id, description })).sort((a, b) => a.id - b.id);
}

/** A new option: the next free id, asked in a group's last place for both sexes. */
export function newDraft(options: readonly VisitOption[]): VisitOptionDraft {
  const next = options.reduce((max, option) => Math.max(max, option.id), 0) + 1;
  return { id: String(next), groupId: null, description: '', header: '', inputType: null, required: false, tooltip: '', image: '', maleOrder: '', femaleOrder: '' };
}

const text = (value: number | string | null) => (value === null ? '' : String(value));

export function draftOf(option: VisitOption): VisitOptionDraft {
  return {
    id: String(option.id), groupId: option.groupId, description: option.description, header: text(option.header), inputType: option.inputType,
    required: option.required, tooltip: text(option.tooltip), image: text(option.image), maleOrder: text(option.maleOrder), femaleOrder: text(option.femaleOrder),
  };
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

function wholeNumber(value: string, label: string, field: keyof VisitOptionDraft, errors: Record<string, string>, required: boolean): number | null {
  if (value.trim() === '') {
    if (required) errors[field] = REQUIRED_MESSAGE;
    return null;
  }
  if (!/^\d+$/.test(value.trim())) errors[field] = `The ${label} field must be a whole number`;
  return Number(value);
}

/**
 * The form's checks: id, group, description and input type required; orders whole numbers (blank leaves the option
 * out of that sex's questionnaire order). The server checks the same and that a new id is free.
 */
export function visitOptionOf(draft: VisitOptionDraft, groups: readonly VisitGroup[]): { option: VisitOption } | { errors: VisitOptionErrors } {
  const errors: Record<string, string> = {};
  const id = wholeNumber(draft.id, 'Visit Option ID', 'id', errors, true);
  const group = groups.find((candidate) => candidate.id === draft.groupId);
  if (group === undefined) errors.groupId = REQUIRED_MESSAGE;
  if (draft.description.trim() === '') errors.description = REQUIRED_MESSAGE;
  if (draft.inputType === null) errors.inputType = REQUIRED_MESSAGE;
  const maleOrder = wholeNumber(draft.maleOrder, 'Male Order', 'maleOrder', errors, false);
  const femaleOrder = wholeNumber(draft.femaleOrder, 'Female Order', 'femaleOrder', errors, false);
  if (Object.keys(errors).length > 0 || id === null || group === undefined || draft.inputType === null) return { errors };
  return { option: {
    id: id as VisitOption['id'], groupId: group.id, groupDescription: group.description, description: draft.description.trim(), header: blankToNull(draft.header),
    inputType: draft.inputType, required: draft.required, tooltip: blankToNull(draft.tooltip), image: blankToNull(draft.image), maleOrder, femaleOrder,
  } };
}
