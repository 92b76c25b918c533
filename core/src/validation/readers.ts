import { ROLE_NAMES, roleNameOf, type RoleName } from '../domain/role.js';
import { sexFromLabel, type Sex } from '../domain/sex.js';

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
