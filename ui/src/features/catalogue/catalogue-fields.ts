import type { CatalogueDiagnostic } from '@rafdesk/core';

type FieldKey = Exclude<keyof CatalogueDiagnostic, 'code' | 'active'>;

/** One field of the detail form, in the order of spec 02 §2; `area` fields are long texts. */
export interface CatalogueField {
  readonly key: FieldKey;
  readonly label: string;
  readonly kind: 'number' | 'text' | 'area';
}

export const CATALOGUE_FIELDS: readonly CatalogueField[] = [
  { key: 'description', label: 'Description', kind: 'area' },
  { key: 'v28Hcc1', label: 'V28 CMSHcc1', kind: 'number' }, { key: 'v28Hcc2', label: 'V28 CMSHcc2', kind: 'number' },
  { key: 'v24Hcc1', label: 'V24 CMSHcc1', kind: 'number' }, { key: 'v24Hcc2', label: 'V24 CMSHcc2', kind: 'number' },
  { key: 'rxHcc1', label: 'RXHcc1', kind: 'number' }, { key: 'rxHcc2', label: 'RXHcc2', kind: 'number' },
  { key: 'v28Interaction', label: 'Interaction', kind: 'number' }, { key: 'v24Interaction', label: 'V24 Interaction', kind: 'number' },
  { key: 'alert', label: 'Alert', kind: 'text' }, { key: 'deletionAlert', label: 'Delete', kind: 'text' },
  { key: 'crosswalkDx', label: 'CrosswalkDx', kind: 'text' }, { key: 'crosswalkRx', label: 'CrosswalkRx', kind: 'text' },
  { key: 'clinicalManifestations', label: 'Clinical Manifestation', kind: 'area' }, { key: 'treatment', label: 'Treatment', kind: 'area' },
];

/** The form as typed: every field a string (blank for none), the code beside them. */
export type CatalogueDraft = Readonly<Record<FieldKey | 'code', string>> & { readonly active: boolean };

export const EMPTY_CATALOGUE_DRAFT: CatalogueDraft = {
  code: '', active: true, ...Object.fromEntries(CATALOGUE_FIELDS.map((field) => [field.key, ''])) as Record<FieldKey, string>,
};

export function draftFromEntry(entry: CatalogueDiagnostic): CatalogueDraft {
  return {
    code: entry.code, active: entry.active,
    ...Object.fromEntries(CATALOGUE_FIELDS.map((field) => [field.key, entry[field.key] === null ? '' : String(entry[field.key])])) as Record<FieldKey, string>,
  };
}
