import { Button } from 'primereact/button';

export interface RecordHeaderViewProps {
  readonly userFullName: string;
  readonly userName: string;
  readonly onGoBack: () => void;
  /** Fast Coding Search: disabled for an inactive patient or a read-only user. */
  readonly fastCodingDisabled: boolean;
  readonly onFastCoding: () => void;
  /** Auto Billing (MAG roles); null hides it. */
  readonly autoBilling: null | { readonly disabled: boolean; readonly onClick: () => void };
}

/** The records view's header: Go Back, who is signed in, Fast Coding Search and Auto Billing. */
export function RecordHeaderView({ userFullName, userName, onGoBack, fastCodingDisabled, onFastCoding, autoBilling }: RecordHeaderViewProps) {
  return (
    <header className="record-header record-controls">
      <Button label="Go Back" icon="pi pi-arrow-left" text onClick={onGoBack} />
      <div className="record-header__title">
        <h1>Diagnostics</h1>
        <span className="record-header__user">{userFullName} <small>({userName})</small></span>
      </div>
      <div className="record-header__actions">
        <Button label="Fast Coding Search" icon="pi pi-search" disabled={fastCodingDisabled} onClick={onFastCoding} />
        {autoBilling && <Button label="Auto Billing" icon="pi pi-check-square" severity="success" disabled={autoBilling.disabled} onClick={autoBilling.onClick} />}
      </div>
    </header>
  );
}
