import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type ApiClient, callEndpoint, can, fieldErrors, setMaintenanceEndpoint, validateMaintenancePassword } from '@rafdesk/core';
import type { PasswordPromptViewProps } from '../../shared/components/password-prompt-view.js';
import { useService } from '../../shared/services/services.js';
import { useSession } from '../../shared/services/use-session.js';

export interface MaintenanceOff {
  readonly onStart: () => void;
  readonly prompt: PasswordPromptViewProps;
}

const turnOff = (api: ApiClient, password: string) => callEndpoint(api, setMaintenanceEndpoint, { password, enabled: false });

/**
 * How maintenance ends: an Admin may still sign in while it is on (every other call answers 503 and lands here), and
 * here turns it off with their own password, then goes back to the dashboard. Null for everyone else.
 */
export function useMaintenanceOff(): MaintenanceOff | null {
  const api = useService('api');
  const { user } = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (user === null || !can({ role: user.role }, 'users.setMaintenance')) return null;
  const cancel = () => {
    setOpen(false);
    setPassword('');
    setError(null);
  };
  return {
    onStart: () => setOpen(true),
    prompt: {
      visible: open, header: 'Turn Maintenance Off', text: 'Please enter your password to open the website to every user again.', password, error, busy,
      confirmLabel: 'Turn Maintenance Off',
      onPassword: (value) => {
        setPassword(value);
        setError(null);
      },
      onConfirm: () => {
        const given = validateMaintenancePassword(password);
        if (given.isErr()) {
          setError(fieldErrors(given.error).password?.[0] ?? null);
          return;
        }
        setBusy(true);
        void turnOff(api, given.value).match(() => {
          cancel();
          void navigate('/dashboard');
        }, () => undefined).then(() => setBusy(false));
      },
      onCancel: cancel,
    },
  };
}
