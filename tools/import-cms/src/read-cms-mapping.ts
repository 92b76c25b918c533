import type { RowCondition } from '@rafdesk/core/raf/data-files';
import { parseAgeExpression } from './age-expression.js';
import { csvRecords } from './csv.js';
import { addRow, canonicalise, type CompiledMapping } from './mapping-rows.js';
import { SourceProblem } from './source-problem.js';

const CODE = /^[A-Z][0-9A-Z]{2,6}$/;

function parseSex(file: string, text: string): 'M' | 'F' | null {
  if (text === '') return null;
  if (Number(text) === 1) return 'M';
  if (Number(text) === 2) return 'F';
  throw new SourceProblem(file, `unknown sex condition "${text}"`);
}

/**
 * Compiles a mapping of CMS's own model software (`ICD10_CC_mappings_*.csv`: ICD10, CC written as a float,
 * MCE_AGE_CONDITION, AGE_EDIT_CONDITION, SEX_EDIT_CONDITION). Its conditional rows carry the model's
 * mandatory age/sex edits and the code-editor age ranges.
 */
export function readCmsMapping(file: string, text: string): CompiledMapping {
  const mapping: CompiledMapping = new Map();
  for (const record of csvRecords(text)) {
    const code = (record.ICD10 ?? '').toUpperCase();
    const cc = Number(record.CC);
    if (!CODE.test(code) || !Number.isInteger(cc) || cc <= 0) {
      throw new SourceProblem(file, `bad row ${JSON.stringify(record)}`);
    }
    const mceText = record.MCE_AGE_CONDITION ?? '';
    const ageText = record.AGE_EDIT_CONDITION ?? '';
    const condition: RowCondition = {
      mce: mceText === '' ? null : parseAgeExpression(file, mceText),
      age: ageText === '' ? null : parseAgeExpression(file, ageText),
      sex: parseSex(file, record.SEX_EDIT_CONDITION ?? ''),
    };
    addRow(mapping, code, { cc, condition });
  }
  if (mapping.size === 0) throw new SourceProblem(file, 'no mapping rows');
  return canonicalise(mapping);
}
