import { useEffect } from 'react';

/**
 * A component mounted as a modal gives focus back, when it goes, to the control that had it when it came (the button
 * that opened it): PrimeReact returns focus only when its dialog hides itself, not when the dialog is unmounted.
 */
export function useReturnFocus(): void {
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    return () => {
      if (opener === null) return;
      // After the dialog's own unmount, which moves focus last.
      requestAnimationFrame(() => { if (opener.isConnected) opener.focus(); });
    };
  }, []);
}
