import type { z } from 'zod';
import { IsoDateSchema, TimestampSchema } from '../../domain/calendar-date.js';

/** A generated-value source, shaped like fast-check's `Arbitrary`. */
export interface Arb<T> {
  map<U>(mapper: (value: T) => U): Arb<U>;
  filter(predicate: (value: T) => boolean): Arb<T>;
}

/** The part of fast-check `arbitraryOf` uses; pass the `fc` module itself (core never imports fast-check). */
export interface ArbitraryKit {
  constant<T>(value: T): Arb<T>;
  boolean(): Arb<boolean>;
  integer(constraints: { min: number; max: number }): Arb<number>;
  double(constraints: { min: number; max: number; noNaN: boolean; noDefaultInfinity: boolean }): Arb<number>;
  string(constraints: { minLength?: number; maxLength?: number }): Arb<string>;
  stringMatching(pattern: RegExp): Arb<string>;
  constantFrom<T>(...values: T[]): Arb<T>;
  oneof(...arbitraries: Arb<unknown>[]): Arb<unknown>;
  array<T>(arbitrary: Arb<T>, constraints: { minLength?: number; maxLength?: number }): Arb<T[]>;
  record(model: Record<string, Arb<unknown>>, constraints?: { requiredKeys: string[] }): Arb<Record<string, unknown>>;
  dictionary(keys: Arb<string>, values: Arb<unknown>, constraints: { maxKeys: number }): Arb<Record<string, unknown>>;
  date(constraints: { min: Date; max: Date; noInvalidDate: boolean }): Arb<Date>;
}

interface Def { type: string; [key: string]: unknown }
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (schema: z.ZodType) => ((defOf(schema).checks ?? []) as { _zod: { def: Record<string, unknown> } }[]).map((c) => c._zod.def);

const DAY_RANGE = { min: new Date('1900-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true };

/**
 * Values that satisfy a zod schema, for property tests of parsers and mappers: every value it yields
 * passes `schema.parse`. Covers the schema kinds core's entities use (objects, strings, numbers, enums,
 * literals, unions, nullable/optional, arrays, partial records, JSON, ISO dates and timestamps).
 */
export function arbitraryOf<S extends z.ZodType>(schema: S, kit: ArbitraryKit): Arb<z.output<S>> {
  return walk(schema, kit, 0).filter((value) => schema.safeParse(value).success) as Arb<z.output<S>>;
}

function walk(schema: z.ZodType, kit: ArbitraryKit, depth: number): Arb<unknown> {
  if (schema === (IsoDateSchema as z.ZodType)) return kit.date(DAY_RANGE).map((d) => d.toISOString().slice(0, 10));
  const def = defOf(schema);
  switch (def.type) {
    case 'string': return stringArb(schema, kit);
    case 'number': return numberArb(schema, kit);
    case 'boolean': return kit.boolean();
    case 'null': return kit.constant(null);
    case 'literal': return kit.constantFrom(...(def.values as unknown[]));
    case 'enum': return kit.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'nullable': return kit.oneof(kit.constant(null), walk(def.innerType as z.ZodType, kit, depth + 1));
    case 'optional': return kit.oneof(kit.constant(undefined), walk(def.innerType as z.ZodType, kit, depth + 1));
    // A defaulted field is drawn as its inner type: the output always holds a value.
    case 'default': return walk(def.innerType as z.ZodType, kit, depth + 1);
    case 'union': return kit.oneof(...(def.options as z.ZodType[]).map((option) => walk(option, kit, depth + 1)));
    case 'array': return arrayArb(schema, def, kit, depth);
    case 'object': return objectArb(def, kit, depth);
    case 'record': return recordArb(def, kit, depth);
    case 'lazy': return jsonArb(kit);
    default: throw new Error(`arbitraryOf: schema kind ${def.type} is not supported`);
  }
}

function stringArb(schema: z.ZodType, kit: ArbitraryKit): Arb<unknown> {
  const s = schema as unknown as { format: string | null; minLength: number | null; maxLength: number | null };
  if (s.format === 'datetime' || schema === (TimestampSchema as z.ZodType)) return kit.date(DAY_RANGE).map((d) => d.toISOString());
  const pattern = checksOf(schema).find((c) => c.pattern instanceof RegExp)?.pattern as RegExp | undefined;
  if (pattern) return kit.stringMatching(pattern);
  return kit.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 20, 40) });
}

function numberArb(schema: z.ZodType, kit: ArbitraryKit): Arb<unknown> {
  const n = schema as unknown as { minValue: number | null; maxValue: number | null; isInt: boolean };
  const min = Math.max(n.minValue ?? -1e6, -1e6);
  const max = Math.min(n.maxValue ?? 1e6, 1e6);
  if (n.isInt) return kit.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return kit.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((v) => (v === 0 ? 0 : v));
}

function arrayArb(schema: z.ZodType, def: Def, kit: ArbitraryKit, depth: number): Arb<unknown> {
  const checks = checksOf(schema);
  const minLength = (checks.find((c) => c.check === 'min_length')?.minimum as number | undefined) ?? 0;
  // Recursive schemas (menus) stop growing a few levels down.
  if (depth > 4 && minLength === 0) return kit.constant([]);
  const maxLength = Math.min((checks.find((c) => c.check === 'max_length')?.maximum as number | undefined) ?? 4, 6);
  return kit.array(walk(def.element as z.ZodType, kit, depth + 1), { minLength, maxLength });
}

function objectArb(def: Def, kit: ArbitraryKit, depth: number): Arb<unknown> {
  const shape = def.shape as Record<string, z.ZodType>;
  const model = Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, walk(field, kit, depth + 1)]));
  return kit.record(model);
}

function recordArb(def: Def, kit: ArbitraryKit, depth: number): Arb<unknown> {
  const model = Object.fromEntries(Object.values(defOf(def.keyType as z.ZodType).entries as Record<string, string>)
    .map((key) => [key, walk(def.valueType as z.ZodType, kit, depth + 1)]));
  return kit.record(model, { requiredKeys: [] });
}

function jsonArb(kit: ArbitraryKit): Arb<unknown> {
  const leaf = kit.oneof(kit.string({ maxLength: 10 }), kit.integer({ min: -1000, max: 1000 }), kit.boolean(), kit.constant(null));
  return kit.oneof(leaf, kit.array(leaf, { maxLength: 4 }), kit.dictionary(kit.string({ maxLength: 8 }), leaf, { maxKeys: 4 }));
}
