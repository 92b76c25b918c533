import type { CodeEditorFinding, DropReason, HccTerm, ModelResult, RafResult, ScoreTerm } from '@rafdesk/core/raf';
import type { ByteWriter } from './byte-writer.js';
import { KeptBytes } from './kept-bytes.js';
import { thousandthsText } from './score-record.js';

// `rafdesk score --explain` writes an explanation on every line: through JSON.stringify that was a copy of the result
// without its run-wide parts, a 2 kB string, then its encoding, a third of the run's time. This writes the same text
// straight into the output bytes, walking the result's known shape. A property test holds it to JSON.stringify of
// {@link perLineExplanation}, so a field added to the result and not written here fails it.

/** The explained result without the parts every line of a run shares, which `--explain`'s header record gives once. */
export function perLineExplanation(result: RafResult): unknown {
  const { engineVersion: _engine, tablesHash: _hash, yearStatus: _status, modelName: _name, blend: _blend, ...rest } = result;
  return { ...rest, models: result.models.map(({ mapping: _mapping, coefficientSource: _source, normalization: _norm, codingAdjustment: _adjustment, ...model }) => model) };
}

// Factors and scores are whole thousandths: printed from the integer, the text is String's, without its float formatting.
function number(w: ByteWriter, value: number | null): ByteWriter {
  if (value === null) return w.ascii('null');
  const thousandths = Math.round(value * 1000);
  return w.ascii(thousandths / 1000 === value && Math.abs(thousandths) < 1e15 ? thousandthsText(thousandths) : String(value));
}

function strings(w: ByteWriter, list: readonly string[]): void {
  w.ascii('[');
  for (let i = 0; i < list.length; i++) {
    if (i > 0) w.ascii(',');
    w.jsonString(list[i] ?? '');
  }
  w.ascii(']');
}

function list<T>(w: ByteWriter, items: readonly T[], write: (w: ByteWriter, item: T) => void): void {
  w.ascii('[');
  for (let i = 0; i < items.length; i++) {
    if (i > 0) w.ascii(',');
    write(w, items[i] as T);
  }
  w.ascii(']');
}

// Much of an explanation recurs across a run and is copied as kept bytes: a term's opening up to its reason and an HCC's up to
// its codes (a variable names one factor), and the head of the line. (Keying whole entries by their reasons cost more than it
// saved: a reason is a fresh string, hashed anew on every line.)
const termOpenings = new KeptBytes<ScoreTerm>(
  (a, b) => a.variable === b.variable && a.coefficient === b.coefficient,
  (w, t) => void number(w.ascii('{"variable":').constant(t.variable).ascii(',"coefficient":'), t.coefficient).ascii(',"reason":'),
);
const term = (w: ByteWriter, t: ScoreTerm) => {
  termOpenings.put(w, t.variable, t);
  w.jsonString(t.reason).ascii('}');
};

const hccOpenings = new KeptBytes<HccTerm>(
  (a, b) => a.hcc === b.hcc && a.variable === b.variable && a.label === b.label && a.coefficient === b.coefficient,
  (w, h) => void number(w.ascii('{"hcc":').constant(h.hcc).ascii(',"label":').constant(h.label).ascii(',"variable":').constant(h.variable).ascii(',"coefficient":'), h.coefficient).ascii(',"codes":'),
);
function hcc(w: ByteWriter, h: HccTerm): void {
  // New-enrollee HCCs have no variable: keyed by their name instead.
  hccOpenings.put(w, h.variable === '' ? h.hcc : h.variable, h);
  strings(w, h.codes);
  w.ascii(',"reason":').jsonString(h.reason).ascii('}');
}

function dropReason(w: ByteWriter, reason: DropReason): void {
  w.ascii('{"kind":"').ascii(reason.kind).ascii('"');
  switch (reason.kind) {
    case 'age-sex-edit':
    case 'code-editor':
      w.ascii(',"detail":').jsonString(reason.detail);
      break;
    case 'trumped':
      w.ascii(',"hccs":');
      strings(w, reason.hccs);
      w.ascii(',"by":').constant(reason.by).ascii(',"byLabel":').constant(reason.byLabel);
      break;
    case 'cc223-rule':
      w.ascii(',"hcc":').constant(reason.hcc);
      break;
    default:
      break;
  }
  w.ascii('}');
}

function modelPart(w: ByteWriter, m: ModelResult): void {
  w.ascii('{"model":"').ascii(m.model).ascii('","demographics":');
  list(w, m.demographics, term);
  w.ascii(',"hccs":');
  list(w, m.hccs, hcc);
  w.ascii(',"trumpedHccs":');
  list(w, m.trumpedHccs, (w, t) => {
    w.ascii('{"hcc":').constant(t.hcc).ascii(',"label":').constant(t.label).ascii(',"by":').constant(t.by).ascii(',"codes":');
    strings(w, t.codes);
    w.ascii('}');
  });
  w.ascii(',"interactions":');
  list(w, m.interactions, term);
  w.ascii(',"countVariable":');
  const count = m.countVariable;
  if (count === null) w.ascii('null');
  else {
    w.ascii('{"variable":').constant(count.variable).ascii(',"coefficient":');
    number(w, count.coefficient).ascii(',"paymentHccs":');
    number(w, count.paymentHccs).ascii(',"reason":').jsonString(count.reason).ascii('}');
  }
  w.ascii(',"dropped":');
  list(w, m.dropped, (w, d) => {
    w.ascii('{"code":').jsonString(d.code).ascii(',"reason":');
    dropReason(w, d.reason);
    w.ascii('}');
  });
  w.ascii(',"ageSexEdits":');
  list(w, m.ageSexEdits, (w, e) => void w.ascii('{"code":').jsonString(e.code).ascii(',"effect":').jsonString(e.effect).ascii('}'));
  w.ascii(',"rawScore":');
  number(w, m.rawScore).ascii(',"normalizedScore":');
  number(w, m.normalizedScore).ascii(',"paymentScore":');
  number(w, m.paymentScore).ascii('}');
}

const finding = (w: ByteWriter, f: CodeEditorFinding) => void w.ascii('{"code":').jsonString(f.code).ascii(',"check":"').ascii(f.check).ascii('","detail":').jsonString(f.detail).ascii('}');

function writeHead(w: ByteWriter, result: RafResult): ByteWriter {
  const who = result.beneficiary;
  w.ascii('{"year":');
  number(w, result.year).ascii(',"model":"').ascii(result.model).ascii('","beneficiary":{"age":');
  number(w, who.age).ascii(',"ageFrom":"').ascii(who.ageFrom).ascii('","sex":"').ascii(who.sex).ascii('","dual":"').ascii(who.dual)
    .ascii('","institutional":').ascii(String(who.institutional)).ascii(',"newEnrollee":').ascii(String(who.newEnrollee)).ascii(',"snp":').ascii(String(who.snp)).ascii(',"orec":');
  return number(w, who.orec).ascii('},"segment":{"code":"').ascii(result.segment.code).ascii('","label":').constant(result.segment.label).ascii(',"reason":').jsonString(result.segment.reason).ascii('},"models":');
}

// The head (year, model, beneficiary, segment) takes a few thousand forms in a run, keyed by a number made of the beneficiary's fields.
const DUALS = ['non', 'partial', 'full'];

function headKey(who: RafResult['beneficiary']): number {
  const dual = DUALS.indexOf(who.dual);
  if (!Number.isInteger(who.age) || who.age < 0 || who.age > 255 || dual < 0 || !Number.isInteger(who.orec) || who.orec < 0 || who.orec > 3) return -1;
  const flags = (who.sex === 'F' ? 1 : 0) + (who.institutional ? 2 : 0) + (who.newEnrollee ? 4 : 0) + (who.snp ? 8 : 0) + (who.ageFrom === 'dob' ? 16 : 0);
  return ((who.age * 3 + dual) * 4 + who.orec) * 32 + flags;
}

type Head = Pick<RafResult, 'year' | 'model' | 'beneficiary' | 'segment'>;
const heads = new KeptBytes<RafResult, Head>(
  (a, b) => {
    const x = a.beneficiary;
    const y = b.beneficiary;
    return a.year === b.year && a.model === b.model && a.segment.code === b.segment.code && a.segment.label === b.segment.label && a.segment.reason === b.segment.reason
      && x.age === y.age && x.ageFrom === y.ageFrom && x.sex === y.sex && x.dual === y.dual && x.institutional === y.institutional && x.newEnrollee === y.newEnrollee && x.snp === y.snp && x.orec === y.orec;
  },
  (w, result) => void writeHead(w, result),
  // Not the whole result: a kept head must not hold a line's models in memory.
  ({ year, model, beneficiary, segment }) => ({ year, model, beneficiary, segment }),
);

function head(w: ByteWriter, result: RafResult): void {
  const key = headKey(result.beneficiary);
  if (key < 0) writeHead(w, result);
  else heads.put(w, key, result);
}

/** Writes `JSON.stringify(perLineExplanation(result))` into `w`, without building the copy or the string. */
export function writePerLineExplanation(w: ByteWriter, result: RafResult): void {
  head(w, result);
  list(w, result.models, modelPart);
  w.ascii(',"rawScore":');
  number(w, result.rawScore).ascii(',"normalizedScore":');
  number(w, result.normalizedScore).ascii(',"paymentScore":');
  number(w, result.paymentScore).ascii(',"duplicates":');
  strings(w, result.duplicates);
  w.ascii(',"codeEditor":{"mode":"').ascii(result.codeEditor.mode).ascii('","findings":');
  list(w, result.codeEditor.findings, finding);
  w.ascii('},"excluded":');
  list(w, result.excluded, (w, e) => void w.ascii('{"code":').jsonString(e.code).ascii(',"source":"').ascii(e.source).ascii('","reason":').jsonString(e.reason).ascii('}'));
  w.ascii('}');
}
