import { useActorRef, useSelector } from '@xstate/react';
import type { ConsentScrollMachine, ScrollPosition } from '@rafdesk/core';
import type { Actor } from 'xstate';
import { useService } from '../../shared/services/services.js';
import type { ConsentName, ConsentState } from './agreement-fields.js';

function useConsent(machine: ConsentScrollMachine): [Actor<ConsentScrollMachine>, ConsentState] {
  const actor = useActorRef(machine, { input: {} });
  const enabled = useSelector(actor, (snapshot) => snapshot.matches('unlocked'));
  const checked = useSelector(actor, (snapshot) => snapshot.context.accepted);
  return [actor, { enabled, checked }];
}

export interface Consents {
  readonly states: Readonly<Record<ConsentName, ConsentState>>;
  readonly scrolled: (name: ConsentName, position: ScrollPosition) => void;
  readonly toggled: (name: ConsentName) => void;
  readonly reset: () => void;
}

/** The three consent boxes, each run by the consent-scroll machine: enabled only once read to the end. */
export function useConsents(): Consents {
  const machine = useService('consentScrollMachine');
  const [terms, termsState] = useConsent(machine);
  const [privacy, privacyState] = useConsent(machine);
  const [hipaa, hipaaState] = useConsent(machine);
  const actors = { terms, privacy, hipaa };
  return {
    states: { terms: termsState, privacy: privacyState, hipaa: hipaaState },
    scrolled: (name, position) => actors[name].send({ type: 'box.scrolled', ...position }),
    toggled: (name) => actors[name].send({ type: 'user.toggled' }),
    reset: () => Object.values(actors).forEach((actor) => actor.send({ type: 'form.reset' })),
  };
}
