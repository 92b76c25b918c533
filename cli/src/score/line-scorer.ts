import {
  createBatchScorer,
  createExplainer,
  describeRafError,
  admissibleDiagnoses,
  outcomeLists,
  paymentFactorLines,
  parseCodeList,
  prepareBeneficiary,
  scoreBeneficiary,
  type BatchOutcome,
  type BeneficiaryInput,
  type RafInput,
  type RafOptions,
  type RafResult,
} from '@rafdesk/core/raf';
import type { ByteWriter } from '../format/byte-writer.js';
import { perLineExplanation, writePerLineExplanation } from '../format/explanation-json.js';
import { csvRecord, jsonRecord, writeJsonRecord, writeJsonRecordOpen, type ScoreRecord } from '../format/score-record.js';
import { csvIdOfHead, csvRowRecord } from './csv-row.js';
import { emptySlot, readFastBeneficiary, type BeneficiarySlot } from './fast-beneficiary.js';
import { idOfBrokenJsonLine } from './id-of-broken-line.js';
import { LONG_LINE_HEAD_BYTES, MAX_LINE_BYTES } from './line-batches.js';
import { InputRecordSchema, codesAndSources, type InputRecord } from './input-record.js';
import { emptyScannedLine, scanJsonLine } from './scan-json-line.js';
import { anySupplemental, type ScoreSettings } from './score-settings.js';
import type { CodeScreen } from './high-risk-screen.js';
import { icd10CodeSetOf, withNotIcd10 } from './not-icd10.js';
import { esrdRecord, lineWantsEsrd, lineWantsRx, rxFields, scoreEsrdLine } from './supplemental-line.js';

/** Scores input lines one at a time into output lines, counting the lines that failed. */
export interface LineScorer {
  /** Writes the output line (with its line break) for one input line numbered from 1; a blank line writes nothing. */
  score(line: string, lineNumber: number, out: ByteWriter): void;
  /** Writes the error record of a line too long to read: `head` is its start (where its id may be), `bytes` its length. */
  longLine(head: string, bytes: number, lineNumber: number, out: ByteWriter): void;
  readonly failures: number;
}

const NO_CODES: readonly string[] = [];
const UNMAPPED_KINDS = new Set(['invalid', 'unmapped', 'not-billable']);

function diagnosesOf(value: unknown): readonly string[] | null {
  if (value === undefined) return NO_CODES;
  if (typeof value === 'string') return value === '' ? NO_CODES : parseCodeList(value);
  if (!Array.isArray(value)) return null;
  for (const code of value) if (typeof code !== 'string') return null;
  return value as readonly string[];
}

const thousandths = (value: number | null) => (value === null ? null : Math.round(value * 1000));

/** The codes that map to no HCC of any scored model (invalid, unmapped, category headers), in input order. */
function unmappedOf(result: RafResult): string[] {
  const models = result.models;
  const unmapped: string[] = [];
  for (const dropped of models[0]?.dropped ?? []) {
    if (!UNMAPPED_KINDS.has(dropped.reason.kind) || unmapped.includes(dropped.code)) continue;
    let everywhere = true;
    for (let m = 1; m < models.length && everywhere; m++) everywhere = (models[m] as (typeof models)[number]).dropped.some((d) => d.code === dropped.code && UNMAPPED_KINDS.has(d.reason.kind));
    if (everywhere) unmapped.push(dropped.code);
  }
  return unmapped;
}
const idOf = (value: unknown): ScoreRecord['id'] => (typeof value === 'string' || typeof value === 'number' ? value : null);

/**
 * The first line of `rafdesk score --explain` (JSON Lines): what every line of the run shares — engine version,
 * table hash, payment year and its status, the model, each factor with its status and source — once.
 */
export function explainHeader(settings: Pick<ScoreSettings, 'model' | 'year' | 'codeEditor'>): string {
  const sample = scoreBeneficiary({ age: 70, sex: 'F', diagnoses: [] }, { model: settings.model, year: settings.year, codeEditor: settings.codeEditor })._unsafeUnwrap();
  return `${JSON.stringify({ header: {
    engineVersion: sample.engineVersion, tablesHash: sample.tablesHash, year: sample.year, yearStatus: sample.yearStatus, modelName: sample.modelName, model: sample.model,
    codeEditor: sample.codeEditor.mode, blend: sample.blend, factors: paymentFactorLines(sample),
    models: sample.models.map((model) => ({ model: model.model, mapping: model.mapping, coefficientSource: model.coefficientSource, normalization: model.normalization, codingAdjustment: model.codingAdjustment })),
  } })}\n`;
}

/**
 * The per-line work of `rafdesk score`, shared by worker threads and the in-process path: read a JSON Lines
 * or CSV record, score it (the batch path, or the explaining path with `explain`), write one output line.
 * A bad line becomes an error record naming the line; nothing throws.
 */
export function createLineScorer(settings: ScoreSettings, screen: CodeScreen | null = null): LineScorer {
  const options: RafOptions = { model: settings.model, year: settings.year, codeEditor: settings.codeEditor };
  const scorer = createBatchScorer(options)._unsafeUnwrap();
  const explainer = createExplainer(options)._unsafeUnwrap();
  const model = scorer.plan.choice;
  const slot = emptySlot();
  // The quick reader's beneficiary as the explainer takes it, refilled per line (the explained result keeps a copy, not it).
  const quickWho: BeneficiarySlot & { ageFrom: 'age' } = { ...emptySlot(), ageFrom: 'age' };
  const scanned = emptyScannedLine();
  const csv = settings.outputFormat === 'csv';
  const supplemental = settings.supplemental;
  // Run-wide ESRD or RxHCC options send every line through the validated path; without them the quick paths run as before.
  const quick = !anySupplemental(supplemental);
  const csvRx = csvHasRx(settings);
  const codeSet = icd10CodeSetOf(settings.icd10Codes);
  let failures = 0;
  const emit = (out: ByteWriter, scoredRecord: ScoreRecord) => {
    const record = withNotIcd10(scoredRecord, codeSet);
    if (!csv && record.explain === undefined && record.excluded === undefined && record.rx === undefined) writeJsonRecord(out, record);
    else out.text(csv ? csvRecord(record, csvRx) : jsonRecord(record)).ascii('\n');
  };
  const fail = (out: ByteWriter, id: ScoreRecord['id'], message: string) => {
    failures++;
    emit(out, { id, model, year: settings.year, segment: null, raw: null, normalized: null, payment: null, hccs: [], interactions: [], unmapped: [], errors: [message] });
  };
  const scored = (out: ByteWriter, id: ScoreRecord['id'], outcome: BatchOutcome, diagnoses: readonly string[], excluded?: ScoreRecord['excluded']) => {
    const lists = outcomeLists(outcome, diagnoses);
    const missing = (value: number) => (value < 0 ? null : value);
    emit(out, {
      id, model, year: settings.year, segment: lists.segment, raw: outcome.raw, normalized: missing(outcome.normalized), payment: missing(outcome.payment),
      hccs: lists.hccs, interactions: lists.interactions, unmapped: lists.unmapped, errors: [], ...(excluded && excluded.length > 0 ? { excluded } : {}),
    });
  };
  const explainedFields = (id: ScoreRecord['id'], result: RafResult): ScoreRecord => {
    const prefixed = result.models.length > 1;
    const hccs: string[] = [];
    const interactions: string[] = [];
    for (const m of result.models) {
      for (const h of m.hccs) hccs.push(prefixed ? `${m.model}:${h.hcc}` : h.hcc);
      for (const t of m.interactions) {
        const name = t.variable.slice(t.variable.indexOf('_') + 1);
        interactions.push(prefixed ? `${m.model}:${name}` : name);
      }
    }
    return {
      id, model, year: settings.year, segment: result.segment.code, raw: thousandths(result.rawScore), normalized: thousandths(result.normalizedScore), payment: thousandths(result.paymentScore),
      hccs, interactions, unmapped: unmappedOf(result), errors: [],
    };
  };
  const explainedRecord = (id: ScoreRecord['id'], result: RafResult): ScoreRecord => ({ ...explainedFields(id, result), explain: csv ? result : perLineExplanation(result) });
  // The high-risk screen of an explained line: the beneficiary as the engine read it, the line's codes.
  const highRiskOf = (result: RafResult, codes: readonly string[]) => (screen === null ? [] : screen(result.beneficiary, codes, settings.year));
  // JSON Lines: the explanation is written straight into the output, not built as a copy and a string first.
  const explained = (out: ByteWriter, id: ScoreRecord['id'], result: RafResult, codes: readonly string[]) => {
    if (csv) {
      const record = explainedRecord(id, result);
      return emit(out, screen === null ? record : { ...record, explain: { ...result, highRisk: highRiskOf(result, codes) } });
    }
    writeJsonRecordOpen(out, withNotIcd10(explainedFields(id, result), codeSet));
    out.ascii(',"explain":');
    writePerLineExplanation(out, result);
    if (screen !== null) out.text(`,"highRisk":${JSON.stringify(highRiskOf(result, codes))}`);
    out.ascii('}\n');
  };
  // A line for the ESRD model or with an RxHCC score: scored and explained by the engine's explaining functions.
  const supplementalLine = (out: ByteWriter, id: ScoreRecord['id'], lineNumber: number, record: InputRecord, input: RafInput) => {
    let main: ScoreRecord;
    if (lineWantsEsrd(record, supplemental)) {
      const esrd = scoreEsrdLine(input, record, supplemental, options);
      if (!esrd.ok) return fail(out, id, `line ${lineNumber}: ${esrd.message}`);
      main = esrdRecord(id, esrd.result, settings.explain);
    } else {
      const result = scoreBeneficiary(input, options);
      if (result.isErr()) return fail(out, id, `line ${lineNumber}: ${describeRafError(result.error)}`);
      const { explain, ...plain } = explainedRecord(id, result.value);
      const excluded = result.value.excluded.length > 0 ? { excluded: result.value.excluded } : {};
      main = settings.explain ? { ...plain, ...excluded, explain } : { ...plain, ...excluded };
    }
    if (!lineWantsRx(record, supplemental)) return emit(out, main);
    const rx = rxFields(input, record, supplemental, options);
    if (rx.fields.errors.length > 0) failures++;
    emit(out, { ...main, rx: rx.fields, ...(settings.explain && main.explain !== undefined ? { explain: { main: main.explain, rx: rx.result } } : {}) });
  };
  const longLine = (head: string, bytes: number, lineNumber: number, out: ByteWriter) => {
    const id = settings.inputFormat === 'csv' ? csvIdOfHead(settings.csvHeader ?? [], head, settings.csvDelimiter) : idOfBrokenJsonLine(head);
    fail(out, id, `line ${lineNumber}: ${bytes.toLocaleString('en-US')} bytes long; a line may have at most ${MAX_LINE_BYTES >> 20} MiB, so it was not read`);
  };
  return {
    get failures() {
      return failures;
    },
    longLine,
    score(line, lineNumber, out) {
      if (line.trim() === '') return;
      // Characters are at most bytes: only a long text needs its bytes counted.
      if (line.length > MAX_LINE_BYTES / 3 && Buffer.byteLength(line) > MAX_LINE_BYTES) return longLine(line.slice(0, LONG_LINE_HEAD_BYTES), Buffer.byteLength(line), lineNumber, out);
      if (quick && settings.inputFormat === 'jsonl' && scanJsonLine(line, scanned) && readFastBeneficiary(scanned as unknown as Record<string, unknown>, slot)) {
        if (settings.explain) explained(out, idOf(scanned.id), explainer.explain(Object.assign(quickWho, slot), scanned.diagnoses), scanned.diagnoses);
        else scored(out, idOf(scanned.id), scorer.score(slot, scanned.diagnoses), scanned.diagnoses);
        return;
      }
      let record: Record<string, unknown>;
      if (settings.inputFormat === 'csv') {
        const row = csvRowRecord(settings.csvHeader ?? [], line, settings.csvDelimiter);
        if (!row.ok) return fail(out, row.id, `line ${lineNumber}: ${row.message}`);
        record = row.record;
      }
      else {
        try {
          const parsed: unknown = JSON.parse(line);
          if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return fail(out, null, `line ${lineNumber}: not a JSON object`);
          record = parsed as Record<string, unknown>;
        } catch (error) {
          return fail(out, idOfBrokenJsonLine(line), `line ${lineNumber}: not valid JSON (${(error as Error).message})`);
        }
      }
      const id = idOf(record.id);
      const diagnoses = diagnosesOf(record.diagnoses);
      if (quick && !settings.explain && diagnoses !== null && readFastBeneficiary(record, slot)) return scored(out, id, scorer.score(slot, diagnoses), diagnoses);
      const parsed = InputRecordSchema.safeParse(record);
      if (!parsed.success) return fail(out, id, `line ${lineNumber}: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || 'record'}: ${issue.message}`).join('; ')}`);
      const input = { ...parsed.data, asOf: settings.asOf } as unknown as BeneficiaryInput;
      const { codes, sources } = codesAndSources(parsed.data);
      const switchedOrganization = parsed.data.switchedOrganization === true;
      if (lineWantsEsrd(parsed.data, supplemental) || lineWantsRx(parsed.data, supplemental)) return supplementalLine(out, id, lineNumber, parsed.data, { ...input, diagnoses: codes, sources, switchedOrganization });
      if (settings.explain) {
        const result = scoreBeneficiary({ ...input, diagnoses: codes, sources, switchedOrganization }, options);
        return result.isOk() ? explained(out, id, result.value, codes) : fail(out, id, `line ${lineNumber}: ${describeRafError(result.error)}`);
      }
      const prepared = prepareBeneficiary(input, settings.year);
      if (prepared.isErr()) return fail(out, id, `line ${lineNumber}: ${describeRafError(prepared.error)}`);
      const admissible = admissibleDiagnoses(settings.year, codes, sources, switchedOrganization);
      scored(out, id, scorer.score(prepared.value, admissible.codes), admissible.codes, admissible.excluded);
    },
  };
}

/** Whether CSV output carries the RxHCC columns: the run asks for RxHCC, or the input has an `rx` column. */
export const csvHasRx = (settings: Pick<ScoreSettings, 'supplemental' | 'csvHeader'>): boolean =>
  settings.supplemental.rx || (settings.csvHeader ?? []).some((name) => name.toLowerCase() === 'rx');
