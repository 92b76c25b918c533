import fc from 'fast-check';

/** A JSON Schema as the OpenAPI document holds it (zod's output): only the keywords the generator reads. */
export interface JsonSchema {
  readonly type?: string | readonly string[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly items?: JsonSchema;
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
}

/**
 * Values that broke servers before: mistyped ids, ids past the database's integer, numbers past any column (1e308 as
 * a premium, twenty digits as a visit option reached SQL), control characters, a lone surrogate, huge texts.
 */
export const HOSTILE_VALUES: readonly unknown[] = [
  true, false, [7], '0x7', '1e3', '7.0', 7.5, 0, -1, 2 ** 31, 2 ** 31 - 1, 2 ** 53, '9007199254740993', '99999999999', '', ' ', null, {}, [],
  1e308, -1e308, '99999999999999999999', 'page 4 \uD800', '9999-12-31',
  '\u0000', 'a\u0000b', 'tab\tand\nline', '\u001b[31m', 'x'.repeat(25_000), 'Ω漢字😀', "'; drop table users;--", '<script>alert(1)</script>',
  '1', 1, 2, '2026-01-01', '2026-02-30', '13-45-2026', 'E11.9', 'I50.22,E11.9', 'true', 'False', 'M', 'Doctor', '../../etc/passwd', '%00',
];

export const hostile = fc.constantFrom(...HOSTILE_VALUES);

const text = (max: number | undefined) => fc.string({ maxLength: Math.min(max ?? 40, 40) });

/** Whole numbers at the low end of the schema's range, where ids and years live. */
function integerNear(schema: JsonSchema): fc.Arbitrary<number> {
  const low = Math.max(schema.minimum ?? -5, Number.MIN_SAFE_INTEGER);
  return fc.integer({ min: low, max: Math.min(schema.maximum ?? low + 15, low + 15) });
}

const typesOf = (schema: JsonSchema): string[] => (schema.type === undefined ? [] : typeof schema.type === 'string' ? [schema.type] : [...schema.type]);

/** Any JSON value of at most a few levels, keys from `keys` so loosely typed bodies get the names their readers look for. */
export function anyJson(keys: readonly string[]): fc.Arbitrary<unknown> {
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      hostile, fc.integer(), fc.string({ maxLength: 20 }), fc.boolean(),
      fc.array(tie('value'), { maxLength: 3 }),
      fc.dictionary(fc.constantFrom(...keys), tie('value'), { maxKeys: 5 }),
    ),
  }));
  return value;
}

/** Mostly values of the schema's shape, now and then a hostile one in any place. */
export function fromSchema(schema: JsonSchema | undefined, keys: readonly string[], depth = 0): fc.Arbitrary<unknown> {
  if (schema === undefined || depth > 4) return anyJson(keys);
  const shaped = shapedBy(schema, keys, depth);
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: hostile });
}

function shapedBy(schema: JsonSchema, keys: readonly string[], depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum !== undefined && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options !== undefined && options.length > 0) return fc.oneof(...options.map((option) => fromSchema(option, keys, depth + 1)));
  const types = typesOf(schema);
  if (types.length === 0) return anyJson(keys);
  return fc.oneof(...types.map((type) => {
    switch (type) {
      case 'object': {
        const properties = schema.properties ?? {};
        const names = Object.keys(properties);
        if (names.length === 0) return fc.dictionary(fc.constantFrom(...keys), anyJson(keys), { maxKeys: 5 });
        const record = Object.fromEntries(names.map((name) => [name, fromSchema(properties[name], keys, depth + 1)]));
        return fc.record(record, { requiredKeys: [] });
      }
      case 'array':
        return fc.array(fromSchema(schema.items, keys, depth + 1), { maxLength: 4 });
      case 'string':
        return text(schema.maxLength);
      case 'integer':
        return integerNear(schema);
      case 'number':
        return fc.double({ noNaN: true, min: -10, max: 10 });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      default:
        return anyJson(keys);
    }
  }));
}

/** Every property name any schema of the document mentions, for loosely typed bodies and queries. */
export function propertyNames(document: unknown): string[] {
  const names = new Set<string>(['id', 'userId', 'recordID', 'RecordId', 'documentID', 'doctorId', 'statusValue', 'checked', 'password']);
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (value === null || typeof value !== 'object') return;
    for (const [key, item] of Object.entries(value)) {
      if (key === 'properties' && item !== null && typeof item === 'object') for (const name of Object.keys(item)) names.add(name);
      if (key === 'parameters' && Array.isArray(item)) for (const parameter of item) names.add(String((parameter as { name?: unknown }).name));
      walk(item);
    }
  };
  walk(document);
  return [...names].sort();
}
