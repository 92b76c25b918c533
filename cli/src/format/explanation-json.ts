import type { CodeEditorFinding, DropReason, ModelResult, RafResult, ScoreTerm } from '@rafdesk/core/raf';
import { ByteWriter } from './byte-writer.js';
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

// A term's opening up to its reason, and an HCC's up to its codes, depend on the variable alone within a run (a variable
// names one factor): their bytes are made on first use and copied after, checked against the term they stand for.
class Openings {
  private readonly kept = new Map<string, { name: string; label: string; coefficient: number; bytes: Uint8Array }>();
  private readonly scratch = new ByteWriter(256);

  /** Writes the opening of `variable` from the kept bytes when they stand for the same term, else by `write` (kept for next time). */
  write(w: ByteWriter, variable: string, name: string, label: string, coefficient: number, write: (w: ByteWriter) => unknown): void {
    const kept = this.kept.get(variable);
    if (kept !== undefined && kept.name === name && kept.label === label && kept.coefficient === coefficient) {
      w.bytes(kept.bytes);
      return;
    }
    if (variable === '' || (kept === undefined && this.kept.size >= OPENINGS_KEPT)) {
      write(w);
      return;
    }
    write(this.scratch);
    const bytes = this.scratch.take().slice();
    this.kept.set(variable, { name, label, coefficient, bytes });
    w.bytes(bytes);
  }
}
const OPENINGS_KEPT = 20_000;
const termOpenings = new Openings();
const hccOpenings = new Openings();

const term = (w: ByteWriter, t: ScoreTerm) => {
  termOpenings.write(w, t.variable, '', '', t.coefficient, (w) => number(w.ascii('{"variable":').constant(t.variable).ascii(',"coefficient":'), t.coefficient).ascii(',"reason":'));
  w.jsonString(t.reason).ascii('}');
};

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
  list(w, m.hccs, (w, h) => {
    hccOpenings.write(w, h.variable, h.hcc, h.label, h.coefficient, (w) =>
      number(w.ascii('{"hcc":').constant(h.hcc).ascii(',"label":').constant(h.label).ascii(',"variable":').constant(h.variable).ascii(',"coefficient":'), h.coefficient).ascii(',"codes":'),
    );
    strings(w, h.codes);
    w.ascii(',"reason":').jsonString(h.reason).ascii('}');
  });
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

/** Writes `JSON.stringify(perLineExplanation(result))` into `w`, without building the copy or the string. */
export function writePerLineExplanation(w: ByteWriter, result: RafResult): void {
  const who = result.beneficiary;
  w.ascii('{"year":');
  number(w, result.year).ascii(',"model":"').ascii(result.model).ascii('","beneficiary":{"age":');
  number(w, who.age).ascii(',"ageFrom":"').ascii(who.ageFrom).ascii('","sex":"').ascii(who.sex).ascii('","dual":"').ascii(who.dual)
    .ascii('","institutional":').ascii(String(who.institutional)).ascii(',"newEnrollee":').ascii(String(who.newEnrollee)).ascii(',"snp":').ascii(String(who.snp)).ascii(',"orec":');
  number(w, who.orec).ascii('},"segment":{"code":"').ascii(result.segment.code).ascii('","label":').constant(result.segment.label).ascii(',"reason":').jsonString(result.segment.reason).ascii('},"models":');
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
