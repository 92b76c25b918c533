import { z } from 'zod';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The object or array schema under optional/nullable/default/pipe wrappers, if any. */
function structural(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return structural(schema.unwrap() as z.ZodType);
  }
  if (schema instanceof z.ZodPipe) return structural(schema.in as z.ZodType);
  return schema;
}

/**
 * Renames the keys of `value` to the spelling the schema uses when they differ only in letter case
 * (`RecordID` → `recordID`), recursively through objects and arrays. The web app and the spec spell the same
 * field in several cases; the schema's spelling is the one handlers see. An exact match always wins over a
 * case-insensitive one, and keys the schema does not know are left as they are for the schema to judge.
 */
export function alignKeys(value: unknown, schema: z.ZodType): unknown {
  const shape = structural(schema);
  if (shape instanceof z.ZodArray && Array.isArray(value)) {
    return value.map((item) => alignKeys(item, shape.element as z.ZodType));
  }
  if (!(shape instanceof z.ZodObject) || !isPlainObject(value)) return value;

  const fields = shape.shape as Record<string, z.ZodType>;
  const byLowerCase = new Map(Object.keys(fields).map((key) => [key.toLowerCase(), key]));
  const aligned: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === '__proto__') continue;
    const target = Object.hasOwn(fields, key) ? key : (byLowerCase.get(key.toLowerCase()) ?? key);
    if (target !== key && Object.hasOwn(value, target)) continue;
    const field = Object.hasOwn(fields, target) ? fields[target] : undefined;
    aligned[target] = field ? alignKeys(item, field) : item;
  }
  return aligned;
}
