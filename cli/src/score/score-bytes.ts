import { SEGMENTS, createBatchScorer, type BatchOutcome } from '@rafdesk/core/raf';
import { ByteWriter } from '../format/byte-writer.js';
import { spareBuffer } from '../format/spare-buffers.js';
import { emptySlot } from './fast-beneficiary.js';
import { createLineScorer } from './line-scorer.js';
import type { CodeScreen } from './high-risk-screen.js';
import { LONG_LINE_HEAD_BYTES, MAX_LINE_BYTES } from './line-batches.js';
import { icd10CodeSetOf } from './not-icd10.js';
import { ascii, put, writeThousandths } from './output-bytes.js';
import { ID_NUMBER, ID_TEXT, emptyByteRecord, scanJsonBytes, type ByteRecord } from './scan-json-bytes.js';
import { scoreLines, type BatchResult } from './score-lines.js';
import { anySupplemental, type ScoreSettings } from './score-settings.js';

/** Scores batches of whole input lines given as UTF-8 bytes into output bytes. */
export interface BatchScoring {
  score(bytes: Uint8Array, firstLine: number): BatchResult;
  /** The error record of one line too long to read, from its first bytes and its length. */
  longLine(head: Uint8Array, bytes: number, lineNumber: number): BatchResult;
}

const ID_KEY = ascii('"id":');
const quoted = (name: string) => ascii(`"${name}"`);
const NULL = ascii('null');
const RAW = ascii(',"rawScore":');
const NORMALIZED = ascii(',"normalizedScore":');
const PAYMENT = ascii(',"paymentScore":');
const HCCS = ascii(',"hccs":[');
const INTERACTIONS = ascii('],"interactions":[');
const UNMAPPED = ascii('],"unmapped":[');
const NOT_ICD10 = ascii('],"notIcd10":[');
const NO_ERRORS = ascii('],"errors":[]}\n');
// `codeOutcome` of a code that mapped to nothing in a model (the engine's CODE_NOT_MAPPED).
const NOT_MAPPED = 0;
// Distinct unscored codes remembered per thread: every real code fits, a flood of made-up ones does not grow memory.
const MAX_CACHED_CODES = 100_000;

/**
 * The byte path of `rafdesk score` for JSON Lines in and out without `--explain`: each line is read from
 * the bytes (no string, no object), scored by code keys, and its output line written straight into one
 * pre-sized byte buffer, the same bytes the text path writes. A line the byte reader declines is decoded
 * and goes through the text path. Other formats and `--explain` use the text path for every line.
 */
export function createBatchScoring(settings: ScoreSettings, screen: CodeScreen | null = null): BatchScoring {
  const lineScorer = createLineScorer(settings, screen);
  const codeSet = icd10CodeSetOf(settings.icd10Codes);
  const longLineWriter = new ByteWriter(1024);
  const longLine = (head: Uint8Array, bytes: number, lineNumber: number): BatchResult => {
    const before = lineScorer.failures;
    lineScorer.longLine(new TextDecoder().decode(head), bytes, lineNumber, longLineWriter);
    return { bytes: longLineWriter.take(), lines: 1, failures: lineScorer.failures - before };
  };
  if (settings.explain || settings.inputFormat !== 'jsonl' || settings.outputFormat !== 'jsonl' || anySupplemental(settings.supplemental)) {
    const decoder = new TextDecoder();
    return { score: (bytes, firstLine) => scoreLines(lineScorer, decoder.decode(bytes), firstLine), longLine };
  }
  const scorer = createBatchScorer({ model: settings.model, year: settings.year, codeEditor: settings.codeEditor })._unsafeUnwrap();
  const prefixed = scorer.plan.parts.length > 1;
  const middle = ascii(`,"model":"${scorer.plan.choice}","year":${settings.year},"segment":`);
  const segments = SEGMENTS.map(quoted);
  // Per model run: each HCC's and interaction's output name ("HCC37", or "V28:HCC37" in a blend) as bytes.
  const named = scorer.plan.parts.map(({ model }) => {
    const prefix = prefixed ? `${model.model}:` : '';
    return { hccs: model.hccNames.map((name) => quoted(prefix + name)), hccNumbers: Int16Array.from(model.hccNumbers), interactions: model.interactionNames.map((name) => quoted(prefix + name)) };
  });
  const longest = Math.max(...named.flatMap((run) => [...run.hccs, ...run.interactions].map((name) => name.length))) + 1;
  const record: ByteRecord = emptyByteRecord(emptySlot());
  const sorted = new Int16Array(1024);
  const fallback = new ByteWriter(1024);
  const firstDecoder = new TextDecoder();
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  let out = new Uint8Array(1 << 19);
  let at = 0;

  const reserve = (bytes: number) => {
    if (at + bytes <= out.length) return;
    const grown = new Uint8Array(Math.max(out.length * 2, at + bytes));
    grown.set(out.subarray(0, at));
    out = grown;
  };
  // A code that scored nothing, by its key: null when it is an ICD-10-CM code (it maps to no HCC), else its quoted
  // bytes for `notIcd10`. Worked out once per distinct code (up to a bound), so the line loop only reads a map.
  const notIcd10ByKey = new Map<number, Uint8Array | null>();
  const scratch = new Uint8Array(64);
  const notIcd10: Uint8Array[] = [];
  const notIcd10Of = (key: number): Uint8Array | null => {
    if (codeSet === null) return null;
    let found = notIcd10ByKey.get(key);
    if (found === undefined) {
      const code = String.fromCharCode(...scratch.subarray(0, scorer.writeCode(key, scratch, 0)));
      found = codeSet.has(code) ? null : ascii(`"${code}"`);
      if (notIcd10ByKey.size < MAX_CACHED_CODES) notIcd10ByKey.set(key, found);
    }
    return found;
  };
  const writeScored = (bytes: Uint8Array, outcome: BatchOutcome) => {
    let bound = 176 + (record.idEnd - record.idStart) + 10 * record.count;
    const runs = outcome.runs;
    for (let r = 0; r < runs.length; r++) {
      const run = runs[r] as (typeof runs)[number];
      bound += (run.survivorCount + run.interactionCount) * longest;
    }
    reserve(bound);
    // Locals, not the closure's variables: the writes below stay in registers.
    const o = out;
    let p = at;
    o[p++] = 123;
    p = put(o, p, ID_KEY);
    if (record.idKind === ID_TEXT) o[p++] = 34;
    if (record.idKind === ID_TEXT || record.idKind === ID_NUMBER) {
      for (let i = record.idStart; i < record.idEnd; i++) o[p++] = bytes[i] as number;
    } else p = put(o, p, NULL);
    if (record.idKind === ID_TEXT) o[p++] = 34;
    p = put(o, p, middle);
    p = put(o, p, segments[outcome.segment] ?? (segments[0] as Uint8Array));
    p = put(o, p, RAW);
    p = writeThousandths(o, p, outcome.raw);
    p = put(o, p, NORMALIZED);
    p = outcome.normalized < 0 ? put(o, p, NULL) : writeThousandths(o, p, outcome.normalized);
    p = put(o, p, PAYMENT);
    p = outcome.payment < 0 ? put(o, p, NULL) : writeThousandths(o, p, outcome.payment);
    p = put(o, p, HCCS);
    let first = true;
    for (let r = 0; r < runs.length; r++) {
      const run = runs[r] as (typeof runs)[number];
      const names = named[r] as (typeof named)[number];
      const count = Math.min(run.survivorCount, sorted.length);
      for (let i = 0; i < count; i++) {
        const h = run.survivors[i] as number;
        const number = names.hccNumbers[h] as number;
        let j = i - 1;
        while (j >= 0 && (names.hccNumbers[sorted[j] as number] as number) > number) {
          sorted[j + 1] = sorted[j] as number;
          j--;
        }
        sorted[j + 1] = h;
      }
      for (let i = 0; i < count; i++) {
        if (!first) o[p++] = 44;
        first = false;
        p = put(o, p, names.hccs[sorted[i] as number] as Uint8Array);
      }
    }
    p = put(o, p, INTERACTIONS);
    first = true;
    for (let r = 0; r < runs.length; r++) {
      const run = runs[r] as (typeof runs)[number];
      const names = named[r] as (typeof named)[number];
      for (let k = 0; k < run.interactionCount; k++) {
        if (!first) o[p++] = 44;
        first = false;
        p = put(o, p, names.interactions[run.interactions[k] as number] as Uint8Array);
      }
    }
    p = put(o, p, UNMAPPED);
    first = true;
    const codes = outcome.codes;
    let notCodes = 0;
    for (let i = 0; i < codes.count; i++) {
      if (codes.duplicate[i] === 1) continue;
      let mapped = false;
      for (let r = 0; r < runs.length; r++) if ((runs[r] as (typeof runs)[number]).codeOutcome[i] !== NOT_MAPPED) mapped = true;
      if (mapped) continue;
      const key = codes.keys[i] as number;
      const notCode = notIcd10Of(key);
      if (notCode !== null) {
        notIcd10[notCodes++] = notCode;
        continue;
      }
      if (!first) o[p++] = 44;
      first = false;
      o[p++] = 34;
      p = scorer.writeCode(key, o, p);
      o[p++] = 34;
    }
    if (notCodes > 0) {
      p = put(o, p, NOT_ICD10);
      for (let i = 0; i < notCodes; i++) {
        if (i > 0) o[p++] = 44;
        p = put(o, p, notIcd10[i] as Uint8Array);
      }
    }
    at = put(o, p, NO_ERRORS);
  };

  return {
    score(bytes, firstLine) {
      const before = lineScorer.failures;
      let lineNumber = firstLine;
      let start = 0;
      while (start < bytes.length) {
        let end = bytes.indexOf(10, start);
        const next = end < 0 ? bytes.length : end + 1;
        if (end < 0) end = bytes.length;
        if (end > start && bytes[end - 1] === 13) end--;
        if (end - start > MAX_LINE_BYTES) {
          // Held whole by the reader (it fitted its buffer) but still too long to read: refused as the reader refuses longer ones.
          lineScorer.longLine(decoder.decode(bytes.subarray(start, start + LONG_LINE_HEAD_BYTES)), end - start, lineNumber, fallback);
          const written = fallback.take();
          reserve(written.length);
          out.set(written, at);
          at += written.length;
        } else if (end > start) {
          if (scanJsonBytes(bytes, start, end, scorer.keyOfBytes, record)) writeScored(bytes, scorer.scoreKeys(record.slot, record.keys, record.count));
          else {
            // The text path, on the line decoded as the whole batch would be (a byte order mark is dropped only at the batch's start).
            lineScorer.score((start === 0 ? firstDecoder : decoder).decode(bytes.subarray(start, end)), lineNumber, fallback);
            const written = fallback.take();
            reserve(written.length);
            out.set(written, at);
            at += written.length;
          }
        }
        start = next;
        lineNumber++;
      }
      const result = { bytes: out.subarray(0, at), lines: lineNumber - firstLine, failures: lineScorer.failures - before };
      out = spareBuffer(out.length);
      at = 0;
      return result;
    },
    longLine,
  };
}
