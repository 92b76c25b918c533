import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * After a submit the form's checks refuse, focus moves to the first field marked invalid, so a keyboard or screen
 * reader user lands where the work is instead of staying on the submit button. Call `submitted` from the form's submit.
 */
export function useFirstInvalidFocus(errors: Readonly<Record<string, string | undefined>>): { readonly form: RefObject<HTMLFormElement | null>; readonly attempt: number; readonly submitted: () => void } {
  const form = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  const invalid = Object.values(errors).some(Boolean);
  useEffect(() => {
    if (attempt === 0 || !invalid) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt, invalid]);
  return { form, attempt, submitted: () => setAttempt((count) => count + 1) };
}

/** The refused submit's message, read out at once (role=alert); the fields keep their own messages under them. */
export function ErrorSummary({ errors, attempt }: { readonly errors: Readonly<Record<string, string | undefined>>; readonly attempt: number }) {
  const count = Object.values(errors).filter(Boolean).length;
  if (attempt === 0 || count === 0) return null;
  return <p role="alert" className="form-error-summary p-error">{count === 1 ? 'One field needs attention.' : `${count} fields need attention.`} The first is selected.</p>;
}
