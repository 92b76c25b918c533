import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { type ApiError, type CurrentUser, REQUIRED_MESSAGE } from '@rafdesk/core';
import type { ResultAsync } from 'neverthrow';
import { useService } from '../../shared/services/services.js';
import { isIdentityPopupError } from '../../shared/services/identity-popup.js';
import { fromResult } from '../../shared/query/from-result.js';
import { type Credentials, type Enrolment, enrolAuthenticator, readableRefusal, secondFactorAsked, signInWithIdentityToken, signInWithPassword } from './sign-in-request.js';
import type { LoginStep, LoginViewProps } from './login-view.js';

type Field = 'userName' | 'password' | 'code';

const WRONG_CREDENTIALS = 'The user name or password is incorrect.';

function refusalText(error: ApiError): string | null {
  if (error.kind === 'Unauthorized') return WRONG_CREDENTIALS;
  if (error.kind === 'Refused') return error.messages.length > 0 ? error.messages.map(readableRefusal).join(' ') : WRONG_CREDENTIALS;
  return null;
}

/**
 * The login screen's state: checks the required fields, signs in, asks for the authenticator code when the
 * server wants it (enrolling the authenticator first when the account has none), then opens the dashboard.
 */
export function useLogin(): LoginViewProps {
  const api = useService('api');
  const session = useService('session');
  const config = useService('config');
  const popup = useService('identityPopup');
  const navigate = useNavigate();
  const [values, setValues] = useState({ userName: '', password: '', code: '' });
  const [step, setStep] = useState<LoginStep>('password');
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [popupOpen, setPopupOpen] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const credentials = () => ({ userName: values.userName.trim(), password: values.password, ...(step === 'totp' ? { code: values.code.trim() } : {}) });

  const signedIn = (user: CurrentUser) => {
    session.signIn(user);
    // A password an administrator chose is replaced before anything else (the API refuses the rest until then).
    void navigate(user.mustChangePassword === true ? '/changePassword' : '/dashboard');
  };

  const refused = (error: ApiError) => {
    const asked = step === 'password' ? secondFactorAsked(error) : null;
    if (asked === 'code') return setStep('totp');
    if (asked === 'enrol') return enrol.mutate(credentials());
    setFormError(refusalText(error));
  };

  // Sign-in and enrolment are mutations of the session, not cached reads: their replies go to the session store.
  const signIn = useMutation<CurrentUser, ApiError, () => ResultAsync<CurrentUser, ApiError>>({ mutationFn: (request) => fromResult(request()), onSuccess: signedIn, onError: refused });
  const enrol = useMutation<Enrolment, ApiError, Credentials>({
    mutationFn: (asked) => fromResult(enrolAuthenticator(api, asked)),
    onSuccess: (found) => {
      setEnrolment(found);
      setStep('totp');
    },
    onError: (failure) => setFormError(refusalText(failure)),
  });
  const busy = signIn.isPending || enrol.isPending || popupOpen;

  const run = (request: () => ResultAsync<CurrentUser, ApiError>) => {
    setFormError(null);
    signIn.mutate(request);
  };

  const onSubmit = () => {
    const required: Field[] = step === 'password' ? ['userName', 'password'] : ['code'];
    const missing = Object.fromEntries(required.filter((field) => values[field].trim() === '').map((field) => [field, REQUIRED_MESSAGE]));
    setFieldErrors(missing);
    if (Object.keys(missing).length === 0) {
      const asked = credentials();
      run(() => signInWithPassword(api, asked));
    }
  };

  const onIdentityProvider = () => {
    if (!config.identityProvider) return;
    setPopupOpen(true);
    void popup.open(config.identityProvider).then((result) => {
      setPopupOpen(false);
      if (!isIdentityPopupError(result)) return run(() => signInWithIdentityToken(api, result.idToken, result.nonce));
      if (result.kind === 'PopupBlocked') setFormError('Allow pop-ups for this site to sign in with your account.');
    });
  };

  return {
    step, ...values, busy, fieldErrors, formError, enrolment,
    identityProviderLabel: config.identityProvider?.label ?? null,
    onChange: (field, value) => {
      setValues((current) => ({ ...current, [field]: value }));
      setFieldErrors((current) => ({ ...current, [field]: undefined }));
    },
    onSubmit,
    onIdentityProvider,
    onBack: () => {
      setStep('password');
      setEnrolment(null);
      setValues((current) => ({ ...current, code: '' }));
      setFormError(null);
    },
  };
}
