import { err, ok, type Result } from 'neverthrow';
import type { z } from 'zod';
import type { IsoDate } from '../domain/calendar-date.js';
import { REQUIRED_MESSAGE, URL_MESSAGE, validationMessages, phoneMessage } from './messages.js';
import { validationFailed, type ValidationFailed, type ValidationIssue } from './validation-failed.js';
import { isPhone } from './phone.js';
import { isEmail } from './email.js';
import { isUrl } from './url.js';
import { isNpi } from './npi.js';
import { parseTypedDate } from './typed-date.js';
import { splitList } from '../wire/wire-values.js';
import { CONTROL_CHARACTER_MESSAGE, DEFAULT_TEXT_MAX_LENGTH, readDatabaseId, textProblem } from './input-hygiene.js';

/** Rules of a text field, checked in this order: required, lengths, then format; the first broken rule is reported. */
export interface TextRules {
  required?: boolean;
  min?: number;
  max?: number;
  length?: number;
  phone?: boolean;
  email?: boolean;
  numeric?: boolean;
  /** Letters and digits only (a licence number). */
  alphanumeric?: boolean;
  npi?: boolean;
  url?: boolean;
}

const blank = (raw: unknown) => raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');

/** A raw list as forms and the wire give it: an array, or a comma-joined text. */
export function rawList(raw: unknown): unknown[] {
  if (Array.isArray(raw)) return raw;
  if (typeof raw === 'string') return splitList(raw);
  return [];
}

/**
 * Reads the raw values of one form (strings typed by a user, or JSON from the wire) field by field,
 * collecting every broken rule. Each reader returns the clean value, or null when the field is
 * empty or broke a rule.
 */
export function createFieldReader() {
  const issues: ValidationIssue[] = [];
  const fail = (field: string, message: string): null => {
    issues.push({ field, message });
    return null;
  };
  const missing = (field: string, required: boolean | undefined): null => (required ? fail(field, REQUIRED_MESSAGE) : null);

  function text(field: string, label: string, raw: unknown, rules: TextRules = {}): string | null {
    if (blank(raw)) return missing(field, rules.required);
    if (typeof raw !== 'string' && typeof raw !== 'number') return fail(field, validationMessages.oneOf(label));
    const value = String(raw).trim();
    const hygiene = textProblem(value, rules.max ?? rules.length ?? DEFAULT_TEXT_MAX_LENGTH);
    if (hygiene === CONTROL_CHARACTER_MESSAGE) return fail(field, `The ${label} field ${hygiene}`);
    if (rules.max === undefined && rules.length === undefined && hygiene !== null) return fail(field, validationMessages.maxLength(label, DEFAULT_TEXT_MAX_LENGTH));
    if (rules.length !== undefined && value.length !== rules.length) return fail(field, validationMessages.exactLength(label, rules.length));
    if (rules.min !== undefined && value.length < rules.min) return fail(field, validationMessages.minLength(label, rules.min));
    if (rules.max !== undefined && value.length > rules.max) return fail(field, validationMessages.maxLength(label, rules.max));
    if (rules.numeric && !/^\d+$/.test(value)) return fail(field, validationMessages.numeric(label));
    if (rules.alphanumeric && !/^[A-Za-z0-9]+$/.test(value)) return fail(field, validationMessages.alphanumeric(label));
    if (rules.phone && !isPhone(value)) return fail(field, phoneMessage(label));
    if (rules.email && !isEmail(value)) return fail(field, validationMessages.email(label));
    if (rules.npi && !isNpi(value)) return fail(field, validationMessages.npi(label));
    if (rules.url && !isUrl(value)) return fail(field, URL_MESSAGE);
    return value;
  }

  function date(field: string, label: string, raw: unknown, rules: { required?: boolean } = {}): IsoDate | null {
    if (blank(raw)) return missing(field, rules.required);
    if (typeof raw !== 'string') return fail(field, validationMessages.date(label));
    return parseTypedDate(raw).match((value) => value, () => fail(field, validationMessages.date(label)));
  }

  function integer(field: string, label: string, raw: unknown, rules: { required?: boolean; min?: number; max?: number } = {}): number | null {
    if (blank(raw)) return missing(field, rules.required);
    const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*-?\d+\s*$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isSafeInteger(value)) return fail(field, validationMessages.numeric(label));
    const min = rules.min ?? Number.MIN_SAFE_INTEGER;
    const max = rules.max ?? Number.MAX_SAFE_INTEGER;
    return value < min || value > max ? fail(field, validationMessages.between(label, min, max)) : value;
  }

  function id<S extends z.ZodType>(field: string, label: string, raw: unknown, schema: S, rules: { required?: boolean } = {}): z.output<S> | null {
    if (blank(raw)) return missing(field, rules.required);
    const parsed = schema.safeParse(readDatabaseId(raw) ?? raw);
    return parsed.success ? (parsed.data as z.output<S>) : fail(field, validationMessages.oneOf(label));
  }

  function choice<T>(field: string, label: string, raw: unknown, read: (raw: unknown) => T | null, rules: { required?: boolean } = {}): T | null {
    if (blank(raw)) return missing(field, rules.required);
    return read(raw) ?? fail(field, validationMessages.oneOf(label));
  }

  function list<T>(field: string, label: string, raw: unknown, read: (item: unknown) => T | null, rules: { required?: boolean } = {}): T[] {
    const items = rawList(raw);
    if (items.length === 0) {
      missing(field, rules.required);
      return [];
    }
    const values = items.map(read);
    if (values.some((value) => value === null)) {
      fail(field, validationMessages.oneOf(label));
      return [];
    }
    return [...new Set(values as T[])];
  }

  function flag(raw: unknown): boolean {
    return raw === true || raw === 'true' || raw === 1 || raw === '1';
  }

  /** ok(build()) when no rule broke, otherwise every issue. `build` runs only when the form is valid. */
  function finish<T>(build: () => T): Result<T, ValidationFailed> {
    return issues.length === 0 ? ok(build()) : err(validationFailed([...issues]));
  }

  return { issues, fail, text, date, integer, id, choice, list, flag, finish };
}

export type FieldReader = ReturnType<typeof createFieldReader>;

/** A value a valid form always has; reaching null here is a bug in the form's rules. */
export function presentValue<T>(value: T | null): T {
  if (value === null) throw new Error('a required field passed validation without a value');
  return value;
}
