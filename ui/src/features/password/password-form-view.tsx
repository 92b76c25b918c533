import type { FormEvent } from 'react';
import { Button } from 'primereact/button';
import { Password } from 'primereact/password';
import { Message } from 'primereact/message';
import { BrandLogo } from '../../shared/brand/brand-logo.js';
import './password.css';

export type PasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';

export interface PasswordFormViewProps {
  readonly title: string;
  /** Shown above the fields: why the user is here. */
  readonly intro: string;
  /** Whether the form asks for the current password (a change), or not (a mailed link). */
  readonly askCurrent: boolean;
  readonly values: Readonly<Record<PasswordField, string>>;
  readonly errors: Partial<Record<PasswordField, string>>;
  readonly formError: string | null;
  readonly done: string | null;
  readonly busy: boolean;
  readonly onChange: (field: PasswordField, value: string) => void;
  readonly onSubmit: () => void;
  /** What to offer once done (a link to sign in, or to the dashboard). */
  readonly doneAction: { readonly label: string; readonly onClick: () => void };
}

const LABELS: Record<PasswordField, string> = { currentPassword: 'Current password', newPassword: 'New password', confirmPassword: 'Repeat the new password' };
const AUTOCOMPLETE: Record<PasswordField, string> = { currentPassword: 'current-password', newPassword: 'new-password', confirmPassword: 'new-password' };

/** A card to set or change a password: 8 or more characters, any characters, not a common password. */
export function PasswordFormView(props: PasswordFormViewProps) {
  const fields: PasswordField[] = props.askCurrent ? ['currentPassword', 'newPassword', 'confirmPassword'] : ['newPassword', 'confirmPassword'];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <main className="login-page">
      <form id="password-form" className="login-card password-card" onSubmit={submit} noValidate aria-labelledby="password-title">
        <BrandLogo size={44} />
        <h1 id="password-title">{props.title}</h1>
        {props.done === null ? (
          <>
            <p>{props.intro}</p>
            {fields.map((field, index) => (
              <div className="field" key={field}>
                <label htmlFor={`password-${field}`}>{LABELS[field]}</label>
                <Password inputId={`password-${field}`} value={props.values[field]} feedback={false} toggleMask autoComplete={AUTOCOMPLETE[field]}
                  autoFocus={index === 0} invalid={Boolean(props.errors[field])} aria-describedby={`password-${field}-error`}
                  inputClassName="w-full" className="w-full" onChange={(event) => props.onChange(field, event.target.value)} />
                {props.errors[field] ? <small id={`password-${field}-error`} className="p-error field-error">{props.errors[field]}</small> : null}
              </div>
            ))}
            <small>At least 8 characters; a long phrase is best. Common passwords and your user name are refused.</small>
            {props.formError ? <Message severity="error" text={props.formError} role="alert" /> : null}
            <Button type="submit" label={props.title} loading={props.busy} className="w-full" />
          </>
        ) : (
          <>
            <Message severity="success" text={props.done} role="status" />
            <Button type="button" label={props.doneAction.label} onClick={props.doneAction.onClick} className="w-full" />
          </>
        )}
      </form>
    </main>
  );
}
