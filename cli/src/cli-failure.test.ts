import { describe, expect, it } from 'vitest';
import { serviceUnavailable, validationFailed } from '@rafdesk/core';
import { EXIT_CODES, reportFailure } from './cli-failure.js';
import { memoryIo } from './testing-io.js';

describe('the terminal edge of the one error vocabulary', () => {
  it('words a refused form one line per field, exit 1', () => {
    const io = memoryIo();
    reportFailure(io, validationFailed([{ field: 'email', message: 'Enter a valid e-mail address' }, { field: 'zip', message: 'At most 10 characters' }]));
    expect(io.err()).toBe('error: email: Enter a valid e-mail address\nerror: zip: At most 10 characters\n');
    expect(io.exitCode).toBe(1);
  });

  it('tells an unavailable database apart (exit 3, try again later) and names the subject with a hint', () => {
    const io = memoryIo();
    reportFailure(io, serviceUnavailable('storage 08006'), { subject: 'admin', hint: 'Check DATABASE_URL.' });
    expect(io.err()).toBe('error: admin: The service is temporarily unavailable, please try again\nCheck DATABASE_URL.\n');
    expect(io.exitCode).toBe(EXIT_CODES.unavailable);
    expect(EXIT_CODES.unavailable).toBe(3);
  });

  it('keeps usage errors (2) apart from refusals (1), retries (3) and bugs (70)', () => {
    expect(new Set([EXIT_CODES.input, EXIT_CODES.usage, EXIT_CODES.unavailable, EXIT_CODES.bug]).size).toBe(4);
    expect(EXIT_CODES.usage).toBe(2);
    expect(EXIT_CODES.bug).toBe(70);
  });
});
