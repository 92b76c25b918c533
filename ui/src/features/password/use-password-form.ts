import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { ResultAsync } from 'neverthrow';
import type { ApiError } from '@rafdesk/core';
import { fromResult } from '../../shared/query/from-result.js';
import { refusalLines } from './password-requests.js';
import type { PasswordField, PasswordFormViewProps } from './password-form-view.js';

const MIN_LENGTH = 8;

/**
 * The state of a set or change password form: checks what the browser can (filled in, 8 characters, both copies
 * equal), sends, and shows the server's refusals under their fields.
 */
export function usePasswordForm(options: {
  askCurrent: boolean;
  send: (current: string, next: string) => ResultAsync<void, ApiError>;
  doneText: string;
}): Pick<PasswordFormViewProps, 'values' | 'errors' | 'formError' | 'done' | 'busy' | 'onChange' | 'onSubmit'> {
  const [values, setValues] = useState<Record<PasswordField, string>>({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<PasswordField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const send = useMutation<void, ApiError, { current: string; next: string }>({
    mutationFn: ({ current, next }) => fromResult(options.send(current, next)),
    onSuccess: () => setDone(options.doneText),
    onError: (error) => {
      const { byField, other } = refusalLines(error);
      setErrors({
        ...(byField.currentPassword ? { currentPassword: byField.currentPassword } : {}),
        ...(byField.newPassword ?? byField.password ? { newPassword: byField.newPassword ?? byField.password } : {}),
      });
      const rest = [...other, ...(byField.token ? [byField.token] : [])];
      setFormError(rest.length > 0 ? rest.join(' ') : null);
    },
  });

  const onSubmit = () => {
    const found: Partial<Record<PasswordField, string>> = {};
    if (options.askCurrent && values.currentPassword === '') found.currentPassword = 'This field is required';
    if (values.newPassword.length < MIN_LENGTH) found.newPassword = `The password must have at least ${MIN_LENGTH} characters`;
    if (values.confirmPassword !== values.newPassword) found.confirmPassword = 'The two passwords differ';
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    send.mutate({ current: values.currentPassword, next: values.newPassword });
  };

  return {
    values, errors, formError, done, busy: send.isPending, onSubmit,
    onChange: (field, value) => {
      setValues((current) => ({ ...current, [field]: value }));
      // A message goes once its field is changed: it described the value that was there.
      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => name !== field)));
    },
  };
}
