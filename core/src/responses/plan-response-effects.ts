import { z } from 'zod';
import { type ApiAnswer, type ResponseEffect, SERVER_FAILURE_TEXT, SUCCESS_TEXT, UNREACHABLE_TEXT, toast } from './response-effect.js';

const ArrayItemSchema = z.object({
  error: z.unknown().optional(),
  result: z.unknown().optional(),
  errorMessage: z.unknown().optional(),
}).loose();

const ErrorsBodySchema = z.object({ errors: z.unknown() }).loose();

const asText = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const contains = (text: string, part: string): boolean => text.toLowerCase().includes(part);

function effectsOfArrayItem(item: unknown): ResponseEffect[] {
  const parsed = ArrayItemSchema.safeParse(item);
  if (!parsed.success) return [];
  const error = asText(parsed.data.error);
  if (error) return [toast('danger', error)];
  if (parsed.data.result === 1) return [toast('success', SUCCESS_TEXT)];
  const message = asText(parsed.data.errorMessage);
  if (!message) return [];
  if (contains(message, 'success')) return [toast('success', message)];
  if (contains(message, 'does not exist')) return [toast('danger', message)];
  if (contains(message, 'already exist')) return [toast('warning', message)];
  if (contains(message, 'already')) return [toast('danger', message)];
  return [];
}

// `errors` is a list of strings in our API; validation frameworks also send `{ field: [messages] }`, so both are read.
function errorStrings(errors: unknown): string[] {
  if (typeof errors === 'string') return [errors];
  if (Array.isArray(errors)) return errors.flatMap(errorStrings);
  if (errors !== null && typeof errors === 'object') return Object.values(errors).flatMap(errorStrings);
  return [];
}

/** The non-blank messages of a refusal body `{ errors }` (a list of strings, or lists keyed by field). */
export function refusalMessages(body: unknown): string[] {
  const parsed = ErrorsBodySchema.safeParse(body);
  if (!parsed.success) return [];
  return errorStrings(parsed.data.errors).map((text) => text.trim()).filter((text) => text !== '');
}

function effectsOfErrors(body: unknown): ResponseEffect[] {
  return refusalMessages(body)
    .flatMap((text): ResponseEffect[] => (contains(text, 'success') ? [{ kind: 'closeModal' }, toast('success', text)] : [toast('danger', text)]));
}

/**
 * The response policy every API call goes through: what the app shows or does for an answer.
 * Pure: the same answer always gives the same effects, in the order they are to be applied.
 * 204 and 200 array bodies give toasts, 400 (and other refusals with an `errors` body) danger toasts,
 * 401 goes to Login, 503 to UnderMaintenance, 440 does nothing, no answer or another 5xx a danger toast.
 */
export function planResponseEffects(answer: ApiAnswer): ResponseEffect[] {
  const { status, body } = answer;
  if (status === 0) return [toast('danger', UNREACHABLE_TEXT)];
  if (status === 204) return [toast('success', SUCCESS_TEXT)];
  if (status === 401) return [{ kind: 'navigate', to: 'Login' }];
  if (status === 503) return [{ kind: 'navigate', to: 'UnderMaintenance' }];
  if (status === 440) return [];
  if (status >= 200 && status < 300) return Array.isArray(body) ? body.flatMap(effectsOfArrayItem) : [];
  if (status >= 400 && status < 500) return effectsOfErrors(body);
  if (status >= 500) return [toast('danger', SERVER_FAILURE_TEXT)];
  return [];
}
