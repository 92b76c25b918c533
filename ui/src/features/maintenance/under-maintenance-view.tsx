import { Button } from 'primereact/button';
import { BrandLogo } from '../../shared/brand/brand-logo.js';

export interface UnderMaintenanceViewProps {
  readonly onRetry: () => void;
  readonly supportEmail: string;
}

/** Shown when the server answers that the portal is under maintenance. */
export function UnderMaintenanceView({ onRetry, supportEmail }: UnderMaintenanceViewProps) {
  return (
    <main className="notice-page">
      <BrandLogo size={48} />
      <i className="pi pi-wrench notice-page__icon" aria-hidden="true" />
      <h1>Under Maintenance</h1>
      <p>RAFdesk is being updated and is not available right now. Your data is safe; please try again in a few minutes.</p>
      <p>If you need help, write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.</p>
      <Button label="Try again" icon="pi pi-refresh" onClick={onRetry} />
    </main>
  );
}
