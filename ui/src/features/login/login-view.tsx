import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Password } from 'primereact/password';
import { Message } from 'primereact/message';
import { BrandLogo } from '../../shared/brand/brand-logo.js';

export type LoginStep = 'password' | 'totp';

export interface LoginViewProps {
  readonly step: LoginStep;
  readonly userName: string;
  readonly password: string;
  readonly code: string;
  readonly busy: boolean;
  readonly fieldErrors: Partial<Record<'userName' | 'password' | 'code', string>>;
  /** A refusal to show above the button (wrong credentials, wrong code). */
  readonly formError: string | null;
  /** The key to add to an authenticator app, when the account has none yet. */
  readonly enrolment: { readonly secret: string; readonly otpauthUri: string } | null;
  /** The identity provider's name when one is configured, else null (no button). */
  readonly identityProviderLabel: string | null;
  readonly onChange: (field: 'userName' | 'password' | 'code', value: string) => void;
  readonly onSubmit: () => void;
  readonly onIdentityProvider: () => void;
  readonly onBack: () => void;
}

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? <small id={id} className="p-error field-error">{text}</small> : null;
}

/** The sign-in card: user name and password, then the authenticator code when the account asks for one. */
export function LoginView(props: LoginViewProps) {
  const { step, fieldErrors: errors } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <main className="login-page">
      <form className="login-card" onSubmit={submit} noValidate aria-labelledby="login-title">
        <BrandLogo size={44} />
        <h1 id="login-title">{step === 'password' ? 'Sign in' : 'Two-step verification'}</h1>
        {step === 'password' ? (
          <>
            <div className="field">
              <label htmlFor="login-user">User name</label>
              <InputText id="login-user" value={props.userName} autoComplete="username" autoFocus invalid={Boolean(errors.userName)}
                aria-describedby="login-user-error" onChange={(event) => props.onChange('userName', event.target.value)} />
              <FieldError id="login-user-error" text={errors.userName} />
            </div>
            <div className="field">
              <label htmlFor="login-password">Password</label>
              <Password inputId="login-password" value={props.password} feedback={false} toggleMask autoComplete="current-password"
                invalid={Boolean(errors.password)} aria-describedby="login-password-error" inputClassName="w-full" className="w-full"
                onChange={(event) => props.onChange('password', event.target.value)} />
              <FieldError id="login-password-error" text={errors.password} />
            </div>
          </>
        ) : (
          <div className="field">
            {props.enrolment && (
              <div className="login-card__enrolment">
                <p>Two-step sign-in is on for this account. Add RAFdesk to your authenticator app with this key:</p>
                <code className="login-card__secret">{props.enrolment.secret}</code>
                <p><a href={props.enrolment.otpauthUri}>Open in an authenticator app on this device</a></p>
              </div>
            )}
            <p>Enter the 6-digit code your authenticator app shows for RAFdesk.</p>
            <label htmlFor="login-code">Verification code</label>
            <InputText id="login-code" value={props.code} inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus
              invalid={Boolean(errors.code)} aria-describedby="login-code-error" onChange={(event) => props.onChange('code', event.target.value)} />
            <FieldError id="login-code-error" text={errors.code} />
          </div>
        )}
        {props.formError && <Message severity="error" text={props.formError} className="w-full" />}
        <Button type="submit" label={step === 'password' ? 'Sign In' : 'Verify'} icon="pi pi-sign-in" loading={props.busy} className="w-full" />
        {step === 'totp' && <Button type="button" label="Back" text onClick={props.onBack} disabled={props.busy} />}
        {step === 'password' && props.identityProviderLabel && (
          <Button type="button" label={`Sign in with ${props.identityProviderLabel}`} icon="pi pi-user" outlined className="w-full"
            onClick={props.onIdentityProvider} disabled={props.busy} />
        )}
        <p className="login-card__links">
          New to RAFdesk? <Link to="/signUp">Register</Link>
        </p>
        <p className="login-card__legal">
          <Link to="/privacy">Privacy Policy</Link> · <Link to="/terms">Terms and Conditions</Link>
        </p>
      </form>
    </main>
  );
}
