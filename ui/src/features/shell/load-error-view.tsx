import { Button } from 'primereact/button';

export interface LoadErrorViewProps {
  readonly title: string;
  readonly text: string;
  readonly onReload: () => void;
  readonly homeHref?: string;
}

/** Shown in place of a screen whose code or styles could not be loaded, or that failed. */
export function LoadErrorView({ title, text, onReload, homeHref }: LoadErrorViewProps) {
  return (
    <main className="load-error" role="alert">
      <i className="pi pi-exclamation-triangle load-error__icon" aria-hidden="true" />
      <h1>{title}</h1>
      <p>{text}</p>
      <div className="load-error__actions">
        <Button label="Reload" icon="pi pi-refresh" onClick={onReload} />
        {homeHref && <a className="p-button p-button-text" href={homeHref}>Go to the dashboard</a>}
      </div>
    </main>
  );
}
