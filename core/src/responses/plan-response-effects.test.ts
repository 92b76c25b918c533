import { describe, it, expect } from 'vitest';
import { planResponseEffects } from './plan-response-effects.js';
import type { ApiAnswer, ResponseEffect } from './response-effect.js';

const success = (text: string): ResponseEffect => ({ kind: 'toast', severity: 'success', title: 'Success', text });
const danger = (text: string): ResponseEffect => ({ kind: 'toast', severity: 'danger', title: 'Error!', text });
const warning = (text: string): ResponseEffect => ({ kind: 'toast', severity: 'warning', title: 'Warning', text });

const rows: ReadonlyArray<[string, ApiAnswer, ResponseEffect[]]> = [
  ['204 shows the success toast', { status: 204, body: null }, [success('Action submitted successfully')]],
  ['200 array: an item with an error shows it as a danger toast', { status: 200, body: [{ error: 'Record locked' }] }, [danger('Record locked')]],
  ['200 array: result 1 without error is a success', { status: 200, body: [{ result: 1 }] }, [success('Action submitted successfully')]],
  ['200 array: an error wins over result 1', { status: 200, body: [{ result: 1, error: 'Nope' }] }, [danger('Nope')]],
  ['200 array: a message with "success" is a success toast', { status: 200, body: [{ errorMessage: 'Saved with success' }] }, [success('Saved with success')]],
  ['200 array: "does not exist" is a danger toast', { status: 200, body: [{ errorMessage: 'The patient does not exist' }] }, [danger('The patient does not exist')]],
  ['200 array: "already exist" is a warning toast', { status: 200, body: [{ errorMessage: 'The user already exists' }] }, [warning('The user already exists')]],
  ['200 array: another "already" message is a danger toast', { status: 200, body: [{ errorMessage: 'Already billed' }] }, [danger('Already billed')]],
  ['200 array: blank messages are ignored', { status: 200, body: [{ errorMessage: '  ' }, { error: '' }] }, []],
  ['200 array: each item gives its own toast, in order', { status: 200, body: [{ error: 'A' }, { result: 1 }] }, [danger('A'), success('Action submitted successfully')]],
  ['200 with an object body shows nothing', { status: 200, body: { result: 1 } }, []],
  ['400: each non-blank error string is a danger toast titled Error!', { status: 400, body: { errors: ['First', ' ', 'Second'] } }, [danger('First'), danger('Second')]],
  ['400: a string with "success" closes the modal and shows a success toast', { status: 400, body: { errors: ['Profile updated successfully'] } }, [{ kind: 'closeModal' }, success('Profile updated successfully')]],
  ['400: field-keyed errors are read too', { status: 400, body: { errors: { Email: ['The Email field is required.'] } } }, [danger('The Email field is required.')]],
  ['400 without errors shows nothing', { status: 400, body: 'bad' }, []],
  ['401 goes to Login', { status: 401, body: null }, [{ kind: 'navigate', to: 'Login' }]],
  ['440 is not handled', { status: 440, body: { errors: ['Login timeout'] } }, []],
  ['503 goes to UnderMaintenance', { status: 503, body: null }, [{ kind: 'navigate', to: 'UnderMaintenance' }]],
  ['no answer at all says the server cannot be reached', { status: 0, body: null }, [danger('The server cannot be reached. Please try again.')]],
  ['another 5xx says the server failed', { status: 500, body: null }, [danger('The server could not complete the request. Please try again.')]],
];

describe('planResponseEffects', () => {
  it.each(rows)('%s', (_name, answer, expected) => {
    expect(planResponseEffects(answer)).toEqual(expected);
  });
});
