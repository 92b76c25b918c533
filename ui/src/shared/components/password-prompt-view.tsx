import type { FormEvent } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Password } from 'primereact/password';

export interface PasswordPromptViewProps {
  readonly visible: boolean;
  readonly header: string;
  /** What the password confirms. */
  readonly text: string;
  readonly password: string;
  /** 'Please enter your password', 'Wrong password'… under the field. */
  readonly error: string | null;
  readonly busy: boolean;
  readonly confirmLabel: string;
  readonly onPassword: (password: string) => void;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** Asks the signed-in user for their own password before a change that concerns everyone (maintenance on or off). */
export function PasswordPromptView(props: PasswordPromptViewProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onConfirm();
  };
  return (
    <Dialog header={props.header} visible={props.visible} onHide={props.onCancel} style={{ width: 'min(28rem, 95vw)' }}>
      <form onSubmit={submit} noValidate>
        <p>{props.text}</p>
        <div className="field">
          <label htmlFor="prompt-password">Password</label>
          <Password inputId="prompt-password" value={props.password} feedback={false} toggleMask autoFocus invalid={props.error !== null}
            aria-invalid={props.error !== null} aria-describedby={props.error ? 'prompt-password-error' : undefined}
            onChange={(event) => props.onPassword(event.target.value)} />
          {props.error && <small id="prompt-password-error" className="p-error field-error" role="alert">{props.error}</small>}
        </div>
        <div className="dialog-actions">
          <Button type="button" label="Cancel" text onClick={props.onCancel} disabled={props.busy} />
          <Button type="submit" label={props.confirmLabel} loading={props.busy} />
        </div>
      </form>
    </Dialog>
  );
}
