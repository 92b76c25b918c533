import { describe, expect, it } from 'vitest';
import { BeneficiaryInputSchema } from '@rafdesk/core/raf';
import { main } from '../main.js';
import { memoryIo } from '../testing-io.js';
import { beneficiaryFromOptions } from './beneficiary-options.js';

// What commander hands over for `rafdesk code` with its defaults.
const DEFAULTS = { age: '70', sex: 'F', dual: 'non', orec: '0' };

describe('the beneficiary options', () => {
  it('are read by core\'s beneficiary schema: the beneficiary is the one core reads', () => {
    const read = beneficiaryFromOptions({ ...DEFAULTS, age: '72', orec: '2', institutional: true });
    expect(read).toEqual({ ok: true, value: BeneficiaryInputSchema.parse({ age: 72, sex: 'F', dual: 'non', orec: '2', institutional: true }) });
    expect(beneficiaryFromOptions({ ...DEFAULTS, dob: '1950-02-28', asOf: '2026-02-01' })).toMatchObject({ ok: true, value: { dob: '1950-02-28', asOf: '2026-02-01' } });
  });

  it('name the option of each refusal in core\'s words, a bad date of birth included', () => {
    expect(beneficiaryFromOptions({ ...DEFAULTS, age: '131' })).toMatchObject({ ok: false, message: expect.stringMatching(/^--age: /) });
    expect(beneficiaryFromOptions({ ...DEFAULTS, dob: '1950-02-30' })).toEqual({ ok: false, message: '--dob: a real calendar date' });
  });

  it('exit 2 from `rafdesk code` for a date of birth that is no date, before anything is scored', async () => {
    const io = memoryIo('');
    expect(await main(['node', 'rafdesk', 'code', 'E1122', '--dob', '1950-02-30'], io)).toBe(2);
    expect(io.err()).toContain('error: --dob: a real calendar date');
  });
});
