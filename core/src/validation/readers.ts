import { ROLE_NAMES, roleNameOf, type RoleName } from '../domain/role.js';
import { sexFromLabel, type Sex } from '../domain/sex.js';
import { PATIENT_ESRD_STATUS_LABELS, PatientEsrdStatusSchema, type PatientEsrdStatus } from '../domain/patient-esrd.js';

/** A role from its name or its id (forms send names, the wire sends ids). */
export function readRole(raw: unknown): RoleName | null {
  if (typeof raw === 'string' && (ROLE_NAMES as readonly string[]).includes(raw.trim())) return raw.trim() as RoleName;
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isInteger(id) ? roleNameOf(id) : null;
}

/** A sex from its value (M, F) or its label (Male, Female). */
export function readSex(raw: unknown): Sex | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (value === 'M' || value === 'F') return value;
  return sexFromLabel(value);
}

/** An ESRD status from its value (none, dialysis, transplant) or its label (None, Dialysis, Kidney transplant). */
export function readEsrdStatus(raw: unknown): PatientEsrdStatus | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  const parsed = PatientEsrdStatusSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  return PatientEsrdStatusSchema.options.find((status) => PATIENT_ESRD_STATUS_LABELS[status].toLowerCase() === value.toLowerCase()) ?? null;
}

/** A yes/no answer: a boolean, or true/false as text (check boxes and JSON send either). */
export function readBoolean(raw: unknown): boolean | null {
  if (typeof raw === 'boolean') return raw;
  if (raw === 'true' || raw === 'false') return raw === 'true';
  return null;
}
