import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeIssues } from './validation-issues.js';

const REQUIRED_MESSAGE = 'This field is required';

const patient = z.object({
  documentID: z.string().length(11),
  gender: z.enum(['M', 'F']),
  addresses: z.array(z.object({ phone: z.string().min(10).max(15) })),
  doctorId: z.number().int(),
});

const issuesOf = (input: unknown) => {
  const parsed = patient.safeParse(input);
  if (parsed.success) throw new Error('expected a failure');
  return describeIssues('body', parsed.error.issues, input);
};

describe('describeIssues', () => {
  it('names each field, nested ones by path, with the reason', () => {
    expect(issuesOf({ documentID: '123', gender: 'X', addresses: [{ phone: '1' }], doctorId: 1.5 })).toEqual([
      'documentID: Too small: expected string to have exactly 11 characters',
      'gender: Invalid option: expected one of "M"|"F"',
      'addresses[0].phone: Too small: expected string to have >=10 characters',
      'doctorId: Invalid input: expected int, received number',
    ]);
  });

  it('uses the spec message for a missing field and names the body when it is missing', () => {
    expect(issuesOf({ gender: 'M', addresses: [], doctorId: 1 })).toEqual([`documentID: ${REQUIRED_MESSAGE}`]);
    expect(issuesOf(undefined)).toEqual([`body: ${REQUIRED_MESSAGE}`]);
  });

  it('never echoes a submitted value', () => {
    fc.assert(fc.property(fc.string({ minLength: 4 }).map((text) => `ZZ${text}QQ`), fc.string({ minLength: 4 }).map((text) => `YY${text}WW`), (name, phone) => {
      const lines = issuesOf({ documentID: name, gender: name, addresses: [{ phone }], doctorId: name });
      return lines.every((line) => !line.includes(name) && !line.includes(phone));
    }));
  });
});
