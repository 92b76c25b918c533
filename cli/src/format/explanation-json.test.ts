import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIAGNOSIS_SOURCES, scoreBeneficiary } from '@rafdesk/core/raf';
import { ByteWriter } from './byte-writer.js';
import { perLineExplanation, writePerLineExplanation } from './explanation-json.js';

// Codes that raise HCCs, hierarchies, interactions, edits and code-editor findings, and texts that need escaping.
const code = fc.constantFrom(
  'E1122', 'E1165', 'I110', 'I5022', 'J449', 'J410', 'N184', 'N185', 'F329', 'F200', 'C509', 'C50911', 'C61', 'C58', 'L89154', 'G309', 'I480', 'D66',
  'P0411', 'O0900', 'Z0000', 'I10', 'E11', 'e11.22', ' E1122 ', '?', 'QA00101', 'É119', 'a"b\\c', 'I2699', 'A419', 'K7031', 'F1120', 'B20',
);
const beneficiary = fc.record({
  age: fc.integer({ min: 0, max: 110 }),
  sex: fc.constantFrom('M' as const, 'F' as const),
  dual: fc.constantFrom('non' as const, 'partial' as const, 'full' as const),
  institutional: fc.boolean(),
  newEnrollee: fc.boolean(),
  snp: fc.boolean(),
  orec: fc.constantFrom(0, 1, 2, 3),
  diagnoses: fc.array(code, { maxLength: 14 }),
});

describe('the per-line explanation of rafdesk score --explain', () => {
  it('is written as JSON.stringify writes the result without its run-wide parts, for any beneficiary, year, model and code editor', () => {
    const writer = new ByteWriter(16);
    fc.assert(
      fc.property(
        beneficiary,
        fc.constantFrom(2025 as const, 2026 as const, 2027 as const),
        fc.constantFrom('V24' as const, 'V28' as const, 'blend' as const),
        fc.constantFrom('apply' as const, 'report' as const),
        fc.array(fc.constantFrom(...DIAGNOSIS_SOURCES), { maxLength: 14 }),
        (who, year, model, codeEditor, sources) => {
          const scored = scoreBeneficiary({ ...who, sources }, { year, model: year === 2025 ? model : model === 'blend' ? 'V28' : model, codeEditor });
          if (scored.isErr()) return;
          writePerLineExplanation(writer, scored.value);
          expect(new TextDecoder().decode(writer.take())).toBe(JSON.stringify(perLineExplanation(scored.value)));
        },
      ),
      { numRuns: 400 },
    );
  });
});
