import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BrandLogo } from '../../shared/brand/brand-logo.js';

/** The public page around the registration form. */
export function SignUpPageView({ children }: { children: ReactNode }) {
  return (
    <main className="sign-up-page">
      <header className="sign-up-page__header">
        <Link to="/login" aria-label="RAFdesk sign in"><BrandLogo size={40} /></Link>
        <h1>Registration Form</h1>
        <p>Register your practice to use RAFdesk. Fields marked * are required.</p>
      </header>
      {children}
      <footer className="sign-up-page__footer">
        Already registered? <Link to="/login">Sign in</Link> · <Link to="/privacy">Privacy Policy</Link> · <Link to="/terms">Terms and Conditions</Link>
      </footer>
    </main>
  );
}
