/** An inclusive age range in years; `max` null means no upper bound. */
export interface AgeRange {
  readonly min: number;
  readonly max: number | null;
}

/**
 * When a mapping row applies: a mandatory age or sex edit of the model (`age`, `sex`) and/or a Medicare
 * Code Editor age range (`mce`). A row with no parts always applies.
 */
export interface RowCondition {
  readonly mce: AgeRange | null;
  readonly age: AgeRange | null;
  readonly sex: 'M' | 'F' | null;
}

const formatRange = (range: AgeRange) => `${range.min}-${range.max ?? ''}`;

/** The compact text of a condition: parts `mce:A-B`, `age:A-B`, `sex:M|F` joined by `&` (empty: always). */
export function formatCondition(condition: RowCondition): string {
  const parts: string[] = [];
  if (condition.mce) parts.push(`mce:${formatRange(condition.mce)}`);
  if (condition.age) parts.push(`age:${formatRange(condition.age)}`);
  if (condition.sex) parts.push(`sex:${condition.sex}`);
  return parts.join('&');
}

function parseRange(text: string): AgeRange {
  const match = /^(\d+)-(\d*)$/.exec(text);
  if (!match) throw new Error(`Invalid age range in a compiled table: ${text}`);
  return { min: Number(match[1]), max: match[2] === '' ? null : Number(match[2]) };
}

/** Reads the compact text written by {@link formatCondition}. Throws on text no importer writes (a bug). */
export function parseCondition(text: string): RowCondition {
  let mce: AgeRange | null = null;
  let age: AgeRange | null = null;
  let sex: 'M' | 'F' | null = null;
  for (const part of text === '' ? [] : text.split('&')) {
    const [kind, value = ''] = part.split(':');
    if (kind === 'mce') mce = parseRange(value);
    else if (kind === 'age') age = parseRange(value);
    else if (kind === 'sex' && (value === 'M' || value === 'F')) sex = value;
    else throw new Error(`Invalid condition in a compiled table: ${text}`);
  }
  return { mce, age, sex };
}

/** True when the age lies in the range. */
export function inRange(range: AgeRange, age: number): boolean {
  return age >= range.min && (range.max === null || age <= range.max);
}

/** Words for a range: "age 50+", "age 0–49", "age 6–18". */
export function describeRange(range: AgeRange): string {
  if (range.max === null) return `age ${range.min}+`;
  return range.min === range.max ? `age ${range.min}` : `age ${range.min}–${range.max}`;
}
