import { Button } from 'primereact/button';

/** Shown when the app cannot read its configuration at start. */
export function StartupFailureView({ onReload }: { onReload: () => void }) {
  return (
    <main className="notice-page" role="alert">
      <i className="pi pi-cloud notice-page__icon" aria-hidden="true" />
      <h1>RAFdesk cannot start</h1>
      <p>The portal's configuration could not be read. Check your connection and reload the page.</p>
      <Button label="Reload" icon="pi pi-refresh" onClick={onReload} />
    </main>
  );
}
