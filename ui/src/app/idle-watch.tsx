import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { SessionExpiredDialog } from '../features/shell/session-expired-dialog.js';
import { useService } from '../shared/services/services.js';
import type { RouteHandle } from './route-handle.js';

const ACTIVITY_EVENTS = ['mousedown', 'mousemove', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;
const ACTIVITY_THROTTLE_MS = 1_000;

/** Runs the idle log-off machine for the whole app and feeds it activity, screen, upload and session changes. */
export function IdleWatch() {
  const machine = useService('sessionIdleMachine');
  const config = useService('config');
  const session = useService('session');
  const appState = useService('appState');
  const actor = useActorRef(machine, { input: config.idleTimeoutMs === null ? {} : { timeoutMs: config.idleTimeoutMs } });
  const expired = useSelector(actor, (snapshot) => snapshot.hasTag('dialog'));
  const matches = useMatches();
  const screen = [...matches].reverse().map((match) => (match.handle as RouteHandle | undefined)?.name).find(Boolean) ?? '';

  useEffect(() => actor.send({ type: 'screen.changed', screen }), [actor, screen]);

  useEffect(() => {
    const follow = () => actor.send({ type: session.current().user ? 'session.started' : 'session.ended' });
    follow();
    return session.subscribe(follow);
  }, [actor, session]);

  useEffect(() => appState.subscribe(() => actor.send({ type: 'upload.progressed', percent: appState.current().uploadPercent })), [actor, appState]);

  useEffect(() => {
    let last = 0;
    const active = () => {
      const now = Date.now();
      if (now - last < ACTIVITY_THROTTLE_MS) return;
      last = now;
      actor.send({ type: 'user.active' });
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, active, { passive: true, capture: true });
    return () => { for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, active, { capture: true }); };
  }, [actor]);

  return <SessionExpiredDialog visible={expired} onDismiss={() => actor.send({ type: 'dialog.dismissed' })} />;
}
