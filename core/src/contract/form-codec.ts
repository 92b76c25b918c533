import { draftFromWire, type FormWireNames } from '../wire/form-drafts.js';

/**
 * A form as typed: every field optional and of any type. The server hands the use case this draft rather than a
 * checked value because the form's own rules judge it and word their problems with the field names as sent.
 */
export type FormDraft<T> = { readonly [K in keyof T]?: unknown };

/**
 * The input part of a codec for a call whose JSON body is a flat form (no nested paths or lists): the web app's
 * fields travel under their wire names and come back to the use case as a draft of the same fields.
 */
export function formInput<T>(names: FormWireNames) {
  return {
    encodeInput: (draft: FormDraft<T>) => {
      const fields: Readonly<Record<string, unknown>> = draft;
      return { json: Object.fromEntries(Object.entries(names.fields).filter(([path]) => path in fields).map(([path, wireName]) => [wireName, fields[path]])) };
    },
    decodeInput: ({ body }: { readonly body: unknown }): FormDraft<T> => draftFromWire(body, names),
  };
}

/**
 * The input part of a codec for a form the web app checks before it sends it, in a wire shape that changes values as
 * well as names (a role's id, joined id lists): the web app encodes the checked value with the form's wire mapper,
 * and the server hands the use case the unchecked draft, renamed back, so the form's rules judge it again and word
 * its problems with the names as sent. A checked form is one of its drafts, the value the rules would give back.
 */
export function checkedFormInput<Checked, Draft = FormDraft<Checked>>(toWire: (form: Checked) => Readonly<Record<string, unknown>>, names: FormWireNames) {
  return {
    encodeInput: (form: Checked) => ({ json: toWire(form) }),
    decodeInput: ({ body }: { readonly body: unknown }): Draft => draftFromWire(body, names) as Draft,
  };
}
