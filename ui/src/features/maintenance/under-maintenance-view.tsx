import { Button } from 'primereact/button';
import { BrandLogo } from '../../shared/brand/brand-logo.js';
import { PasswordPromptView, type PasswordPromptViewProps } from '../../shared/components/password-prompt-view.js';

export interface UnderMaintenanceViewProps {
  readonly onRetry: () => void;
  readonly supportEmail: string;
  /** An Admin's way out: Turn Maintenance Off with their password; null for everyone else. */
  readonly maintenanceOff?: { readonly onStart: () => void; readonly prompt: PasswordPromptViewProps } | null;
}

/** Shown when the server answers that the portal is under maintenance. */
export function UnderMaintenanceView({ onRetry, supportEmail, maintenanceOff = null }: UnderMaintenanceViewProps) {
  return (
    <main className="notice-page">
      <BrandLogo size={48} />
      <i className="pi pi-wrench notice-page__icon" aria-hidden="true" />
      <h1>Under Maintenance</h1>
      <p>RAFdesk is being updated and is not available right now. Your data is safe; please try again in a few minutes.</p>
      <p>If you need help, write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.</p>
      <Button label="Try again" icon="pi pi-refresh" onClick={onRetry} />
      {maintenanceOff && (
        <>
          <Button label="Turn Maintenance Off" icon="pi pi-power-off" severity="danger" outlined onClick={maintenanceOff.onStart} />
          <PasswordPromptView {...maintenanceOff.prompt} />
        </>
      )}
    </main>
  );
}
