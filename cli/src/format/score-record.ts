import type { ByteWriter } from './byte-writer.js';

/** The fields of one output line of `rafdesk score`, scores in thousandths (null when not available). */
export interface ScoreRecord {
  readonly id: string | number | null;
  readonly model: string;
  readonly year: number;
  readonly segment: string | null;
  readonly raw: number | null;
  readonly normalized: number | null;
  readonly payment: number | null;
  readonly hccs: readonly string[];
  readonly interactions: readonly string[];
  /** Codes that score nothing: ICD-10-CM codes that map to no HCC of the model (and, when the run has no code set, every such code). */
  readonly unmapped: readonly string[];
  /** Codes that are no ICD-10-CM code (FY2026 code set), when any. */
  readonly notIcd10?: readonly string[];
  readonly errors: readonly string[];
  /** Diagnoses the payment year's source rules left out (audio-only, unlinked chart review), when any. */
  readonly excluded?: readonly { readonly code: string; readonly source: string; readonly reason: string }[];
  /** The RxHCC score beside the line's CMS-HCC or ESRD score, when asked for (`--rx`, or an `rx` field). */
  readonly rx?: RxScoreFields;
  /** The full explained result, when asked for. */
  readonly explain?: unknown;
}

/** The RxHCC part of an output line, scores in thousandths. */
export interface RxScoreFields {
  readonly planType: string;
  readonly segment: string | null;
  readonly raw: number | null;
  readonly normalized: number | null;
  readonly payment: number | null;
  readonly hccs: readonly string[];
  readonly errors: readonly string[];
}

/** The RxHCC CSV columns, added after the others when the run scores RxHCC. */
export const RX_CSV_COLUMNS = ['rxPlanType', 'rxSegment', 'rxRawScore', 'rxNormalizedScore', 'rxPaymentScore', 'rxHccs', 'rxErrors'];

const rxJson = (rx: RxScoreFields) =>
  `,"rx":{"planType":"${rx.planType}","segment":${rx.segment === null ? 'null' : `"${rx.segment}"`},"rawScore":${score(rx.raw)},"normalizedScore":${score(rx.normalized)},"paymentScore":${score(rx.payment)},"hccs":${names(rx.hccs)},"errors":${texts(rx.errors)}}`;

/** The CSV output columns, in order. */
export const CSV_COLUMNS = ['id', 'model', 'year', 'segment', 'rawScore', 'normalizedScore', 'paymentScore', 'hccs', 'interactions', 'unmapped', 'notIcd10', 'errors'];

// ".001" … ".999" without trailing zeros, so thousandths print exactly and without float formatting.
const FRACTIONS = Array.from({ length: 1000 }, (_, n) => (n === 0 ? '' : `.${String(n).padStart(3, '0').replace(/0+$/, '')}`));

/** Thousandths as a decimal number text: 1033 → "1.033", 1490 → "1.49", 1000 → "1", -5 → "-0.005". */
export function thousandthsText(value: number): string {
  const negative = value < 0;
  const magnitude = negative ? -value : value;
  const text = Math.floor(magnitude / 1000) + (FRACTIONS[magnitude % 1000] as string);
  return negative ? `-${text}` : text;
}

const score = (value: number | null) => (value === null ? 'null' : thousandthsText(value));
const texts = (list: readonly string[]) => (list.length === 0 ? '[]' : JSON.stringify(list));
const names = (list: readonly string[]) => {
  let text = '[';
  for (let i = 0; i < list.length; i++) text += (i === 0 ? '"' : ',"') + (list[i] ?? '') + '"';
  return `${text}]`;
};

/** One JSON Lines record with the keys in a fixed order; HCC and interaction names need no escaping. */
export function jsonRecord(record: ScoreRecord): string {
  const id = record.id === null ? 'null' : JSON.stringify(record.id);
  const segment = record.segment === null ? 'null' : `"${record.segment}"`;
  const explain = record.explain === undefined ? '' : `,"explain":${JSON.stringify(record.explain)}`;
  const excluded = record.excluded === undefined || record.excluded.length === 0 ? '' : `,"excluded":${JSON.stringify(record.excluded)}`;
  const rx = record.rx === undefined ? '' : rxJson(record.rx);
  const notIcd10 = record.notIcd10 === undefined || record.notIcd10.length === 0 ? '' : `,"notIcd10":${texts(record.notIcd10)}`;
  return `{"id":${id},"model":"${record.model}","year":${record.year},"segment":${segment},"rawScore":${score(record.raw)},"normalizedScore":${score(record.normalized)},"paymentScore":${score(record.payment)},"hccs":${names(record.hccs)},"interactions":${names(record.interactions)},"unmapped":${texts(record.unmapped)}${notIcd10},"errors":${texts(record.errors)}${rx}${excluded}${explain}}`;
}

function writeNames(writer: ByteWriter, list: readonly string[]): void {
  writer.ascii('[');
  for (let i = 0; i < list.length; i++) writer.ascii(i === 0 ? '"' : ',"').ascii(list[i] ?? '').ascii('"');
  writer.ascii(']');
}

const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
const RAW = ascii(',"rawScore":');
const NORMALIZED = ascii(',"normalizedScore":');
const PAYMENT = ascii(',"paymentScore":');
const HCCS = ascii(',"hccs":');
const INTERACTIONS = ascii(',"interactions":');
const UNMAPPED = ascii(',"unmapped":[');
const NO_ERRORS = ascii('],"errors":[]');
const middles = new Map<string, Uint8Array>();

/** Writes the same line as {@link jsonRecord} (without `explain`, `excluded` and `rx`) and its line break straight into bytes. */
export function writeJsonRecord(writer: ByteWriter, record: ScoreRecord): void {
  writeJsonRecordOpen(writer, record);
  writer.ascii('}\n');
}

/** {@link jsonRecord} up to its `errors` (with `notIcd10`; without `excluded`, `rx` and `explain`, and unclosed) written straight into bytes. */
export function writeJsonRecordOpen(writer: ByteWriter, record: ScoreRecord): void {
  writer.ascii('{"id":');
  if (record.id === null) writer.ascii('null');
  else if (typeof record.id === 'number') writer.ascii(JSON.stringify(record.id));
  else writer.jsonString(record.id);
  const key = `${record.model}|${record.year}`;
  let middle = middles.get(key);
  if (!middle) middles.set(key, (middle = ascii(`,"model":"${record.model}","year":${record.year},"segment":`)));
  writer.bytes(middle);
  if (record.segment === null) writer.ascii('null');
  else writer.ascii('"').ascii(record.segment).ascii('"');
  writer.bytes(RAW).ascii(score(record.raw)).bytes(NORMALIZED).ascii(score(record.normalized)).bytes(PAYMENT).ascii(score(record.payment));
  writer.bytes(HCCS);
  writeNames(writer, record.hccs);
  writer.bytes(INTERACTIONS);
  writeNames(writer, record.interactions);
  writer.bytes(UNMAPPED);
  writeStrings(writer, record.unmapped);
  if (record.notIcd10 !== undefined && record.notIcd10.length > 0) {
    writer.ascii('],"notIcd10":[');
    writeStrings(writer, record.notIcd10);
  }
  if (record.errors.length === 0) writer.bytes(NO_ERRORS);
  else writer.ascii('],"errors":').text(texts(record.errors));
}

function writeStrings(writer: ByteWriter, list: readonly string[]): void {
  for (let i = 0; i < list.length; i++) {
    if (i > 0) writer.ascii(',');
    writer.jsonString(list[i] ?? '');
  }
}

/** A CSV field, quoted when it holds a comma, a quote or a line break. */
export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV row in {@link CSV_COLUMNS} order (then the RxHCC columns when the run has them, then `explain` as JSON when asked); lists are `;`-joined. */
export function csvRecord(record: ScoreRecord, withRx = false): string {
  const value = (n: number | null) => (n === null ? '' : thousandthsText(n));
  const fields = [record.id === null ? '' : String(record.id), record.model, String(record.year), record.segment ?? '', value(record.raw), value(record.normalized), value(record.payment), record.hccs.join(';'), record.interactions.join(';'), record.unmapped.join(';'), (record.notIcd10 ?? []).join(';'), record.errors.join('; ')];
  if (withRx) {
    const rx = record.rx;
    fields.push(rx?.planType ?? '', rx?.segment ?? '', value(rx?.raw ?? null), value(rx?.normalized ?? null), value(rx?.payment ?? null), (rx?.hccs ?? []).join(';'), (rx?.errors ?? []).join('; '));
  }
  if (record.explain !== undefined) fields.push(JSON.stringify(record.explain));
  return fields.map(csvField).join(',');
}

/** The CSV header row. */
export const csvHeader = (explain: boolean, withRx = false) => [...CSV_COLUMNS, ...(withRx ? RX_CSV_COLUMNS : []), ...(explain ? ['explain'] : [])].join(',');
