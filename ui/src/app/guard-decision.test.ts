import { describe, it, expect } from 'vitest';
import { guardDecision } from './guard-decision.js';
import type { SessionSnapshot } from '../shared/services/session-store.js';
import { aCurrentUser } from '../testing/builders.js';

const signedOut: SessionSnapshot = { user: null, currentDoctor: null, needsDoctor: false };
const signedIn: SessionSnapshot = { user: aCurrentUser(), currentDoctor: null, needsDoctor: false };
const staffWithoutDoctor: SessionSnapshot = { ...signedIn, needsDoctor: true };

describe('guardDecision', () => {
  it.each(['/login', '/signUp', '/privacy', '/privacyPolicy', '/termsandconditions', '/terms', '/underMaintenance'])('lets anyone open %s', (path) => {
    expect(guardDecision(path, signedOut)).toEqual({ kind: 'allow' });
  });

  it.each(['/dashboard', '/patients', '/doctorSelection', '/record/3', '/admin/users', '/smartPN/3/0'])('sends a signed-out visitor from %s to Login', (path) => {
    expect(guardDecision(path, signedOut)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('lets a signed-in user through to the screens of their role', () => {
    expect(guardDecision('/patients', signedIn)).toEqual({ kind: 'allow' });
    expect(guardDecision('/smartPN/3/0', signedIn)).toEqual({ kind: 'allow' });
  });

  it('sends a user to the dashboard from a screen their role may not open, or an unknown one', () => {
    expect(guardDecision('/admin/users', signedIn)).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(guardDecision('/no/such/page', signedIn)).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(guardDecision('/admin/users', { ...signedIn, user: aCurrentUser({ role: 'Admin' }) })).toEqual({ kind: 'allow' });
  });

  it('sends a user who must choose a doctor to doctor selection from every screen that works on a doctor\'s patients, and only from those', () => {
    const staff = { ...staffWithoutDoctor, user: aCurrentUser({ role: 'Staff' }) };
    for (const path of ['/', '/dashboard', '/patients', '/patientList', '/record/3', '/reports/insuranceGeneral', '/reports/insuranceBFS', '/reports/insuranceBSS']) {
      expect({ path, decision: guardDecision(path, staff) }).toEqual({ path, decision: { kind: 'redirect', to: '/doctorSelection' } });
    }
    for (const path of ['/doctorSelection', '/about', '/support', '/changePassword', '/magCalculator', '/gallery']) {
      expect({ path, decision: guardDecision(path, staff) }).toEqual({ path, decision: { kind: 'allow' } });
    }
    const chosen = { ...staff, needsDoctor: false };
    expect(guardDecision('/patientList', chosen)).toEqual({ kind: 'allow' });
  });
});
