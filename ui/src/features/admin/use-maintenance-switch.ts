import { useState } from 'react';
import { okAsync } from 'neverthrow';
import { WRONG_PASSWORD_MESSAGE, fieldErrors, validateMaintenancePassword } from '@rafdesk/core';
import type { PasswordPromptViewProps } from '../../shared/components/password-prompt-view.js';
import type { AdminClient } from './admin-client.js';
import type { ConfirmDialogViewProps } from '../../shared/components/confirm-dialog-view.js';

export const MAINTENANCE_ON_MESSAGE = 'This website now is UNDER MAINTENANCE';
export const MAINTENANCE_CONFIRM_TEXT = 'The website will be set UNDER MAINTENANCE: every user but an Admin is shut out until it is turned off.';

type Step = 'idle' | 'confirming' | 'password' | 'done';

export interface MaintenanceSwitch {
  readonly onStart: () => void;
  readonly confirm: ConfirmDialogViewProps;
  readonly prompt: PasswordPromptViewProps;
  /** 'This website now is UNDER MAINTENANCE' once it is on; null before. */
  readonly doneText: string | null;
  readonly onDismissDone: () => void;
}

/**
 * Set Under Maintenance (spec 02 §4): confirm, then the Admin's own password ('Please enter your password' when empty),
 * verified by ValidatePassword ('Wrong password' when it does not match), then maintenance on and the notice.
 */
export function useMaintenanceSwitch(client: AdminClient): MaintenanceSwitch {
  const [step, setStep] = useState<Step>('idle');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reset = () => {
    setStep('idle');
    setPassword('');
    setError(null);
  };
  const submit = () => {
    const given = validateMaintenancePassword(password);
    if (given.isErr()) {
      setError(fieldErrors(given.error).password?.[0] ?? null);
      return;
    }
    setBusy(true);
    void client.validatePassword(given.value)
      .andThen((matches) => (matches ? client.setMaintenance(given.value, true).map(() => true) : okAsync(false)))
      .match((on) => {
        if (on) {
          setStep('done');
          setPassword('');
        } else setError(WRONG_PASSWORD_MESSAGE);
      }, () => undefined)
      .then(() => setBusy(false));
  };
  return {
    onStart: () => setStep('confirming'),
    confirm: { text: step === 'confirming' ? MAINTENANCE_CONFIRM_TEXT : null, busy: false, onConfirm: () => setStep('password'), onCancel: reset },
    prompt: {
      visible: step === 'password', header: 'Set Under Maintenance', text: 'Please enter your password to confirm.', password, error, busy, confirmLabel: 'Set Under Maintenance',
      onPassword: (value) => {
        setPassword(value);
        setError(null);
      },
      onConfirm: submit, onCancel: reset,
    },
    doneText: step === 'done' ? MAINTENANCE_ON_MESSAGE : null,
    onDismissDone: reset,
  };
}
