import { useMemo, useRef, useState } from 'react';
import { SignAnywaySchema, type ApiError } from '@rafdesk/core';
import type { SignAnywayViewProps } from './sign-anyway-view.js';

/** The field of the "sign anyway" reason in Forms/PostSmartPN's answers. */
const REASON_FIELD = 'SignAnywayReason';

/** What the wizard's calls need of "sign anyway": the reason to send, and who hears of a refusal by the integrity checks. */
export interface SignAnywayEffects {
  readonly reason: () => string | null;
  readonly onRefused: (refusal: IntegrityRefusal) => void;
}

/** The integrity checks' refusal as the server words it: each issue's message, and whether a reason may override them. */
export interface IntegrityRefusal {
  readonly issues: readonly string[];
  readonly overridable: boolean;
  /** The server's word on the reason itself (too short), if any. */
  readonly reasonError: string | null;
}

const textOf = (message: string) => message.replace(/^[\w.]+: /, '');

/**
 * Reads a refused submission: when the note-integrity checks refused it, the issues go to the sign-anyway box and the
 * wizard's own message only points there; any other refusal is left as it is.
 */
export function integrityRefusal(error: ApiError, signAnyway: SignAnywayEffects | undefined): ApiError {
  if (error.kind !== 'Refused' || signAnyway === undefined) return error;
  const reasons = error.messages.filter((message) => message.startsWith(`${REASON_FIELD}: `));
  const integrity = error.messages.filter((message) => /^(dx\.|summary\.narrative|signature)/.test(message));
  if (reasons.length === 0 && integrity.length === 0) return error;
  const reasonError = reasons.map(textOf).find((text) => !text.startsWith('These checks may be overridden')) ?? null;
  signAnyway.onRefused({ issues: integrity.map(textOf), overridable: reasons.length > 0, reasonError });
  return { ...error, messages: ['the note-integrity checks found what is listed under "Before signing": correct it, or sign anyway with your reason'] };
}

const reasonRule = SignAnywaySchema.shape.reason;

/** The sign-anyway box's state: the issues of the last refusal, the reason typed, and Submit again with it. */
export function useSignAnyway(submit: () => void): { readonly effects: SignAnywayEffects; readonly view: SignAnywayViewProps | null } {
  const [refusal, setRefusal] = useState<IntegrityRefusal | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const sent = useRef<string | null>(null);
  const submitRef = useRef(submit);
  submitRef.current = submit;
  const effects = useMemo<SignAnywayEffects>(() => ({
    // The reason goes with the next Submit only, once asked for.
    reason: () => {
      const value = sent.current;
      sent.current = null;
      return value;
    },
    onRefused: (next) => {
      setRefusal(next);
      setError(next.reasonError);
    },
  }), []);
  const view: SignAnywayViewProps | null = refusal === null ? null : {
    issues: refusal.issues, overridable: refusal.overridable, reason, error,
    onReason: (text) => {
      setReason(text);
      setError(null);
    },
    onSign: () => {
      const checked = reasonRule.safeParse(reason);
      if (!checked.success) return setError(checked.error.issues[0]?.message ?? 'must say why');
      sent.current = checked.data;
      setRefusal(null);
      submitRef.current();
    },
  };
  return { effects, view };
}
