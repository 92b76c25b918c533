import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Toast } from 'primereact/toast';
import { TOAST_LIFE_MS, type ToastSeverity } from '@rafdesk/core';
import { LoadingBar } from '../features/shell/loading-bar.js';
import { UndoToastHost } from '../shared/feedback/undo-toast-host.js';
import { useService } from '../shared/services/services.js';
import { useAppState } from '../shared/services/use-session.js';

const SEVERITY = { success: 'success', info: 'info', warning: 'warn', danger: 'error' } as const satisfies Record<ToastSeverity, string>;
/** After this long a running request also says it is taking long. */
export const TAKES_LONG_MS = 10_000;

/** Shows what answers asked for: toasts bottom right for 6 s, the loading bar, and route changes. */
export function EffectsHost() {
  const effects = useService('effects');
  const navigate = useNavigate();
  const toast = useRef<Toast>(null);
  const { loading } = useAppState();
  const [takesLong, setTakesLong] = useState(false);

  useEffect(() => effects.attachNavigator((path) => void navigate(path)), [effects, navigate]);
  useEffect(() => effects.onToast((message) => toast.current?.show({
    severity: SEVERITY[message.severity], summary: message.title, detail: message.text, life: TOAST_LIFE_MS,
  })), [effects]);
  useEffect(() => {
    if (!loading) return setTakesLong(false);
    const timer = setTimeout(() => setTakesLong(true), TAKES_LONG_MS);
    return () => clearTimeout(timer);
  }, [loading]);

  return (
    <>
      <Toast ref={toast} position="bottom-right" />
      <UndoToastHost />
      <LoadingBar loading={loading} takesLong={takesLong} />
    </>
  );
}
