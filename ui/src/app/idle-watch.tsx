import { useEffect, useState, useSyncExternalStore } from 'react';
import { useMatches } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { idleWarningLead, SESSION_IDLE_TIMEOUT_MS } from '@rafdesk/core';
import { IdleWarningDialog } from '../features/shell/idle-warning-dialog.js';
import { SessionExpiredDialog } from '../features/shell/session-expired-dialog.js';
import { useService } from '../shared/services/services.js';
import type { RouteHandle } from './route-handle.js';

const ACTIVITY_EVENTS = ['mousedown', 'mousemove', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;
const ACTIVITY_THROTTLE_MS = 1_000;

/** Runs the idle log-off machine for the whole app and feeds it activity, screen, upload and session changes; warns before the end. */
export function IdleWatch() {
  const machine = useService('sessionIdleMachine');
  const config = useService('config');
  const session = useService('session');
  const appState = useService('appState');
  const actor = useActorRef(machine, { input: config.idleTimeoutMs === null ? {} : { timeoutMs: config.idleTimeoutMs } });
  const expired = useSelector(actor, (snapshot) => snapshot.hasTag('dialog'));
  const warning = useSelector(actor, (snapshot) => snapshot.hasTag('warning'));
  const secondsLeft = useCountdown(warning, idleWarningLead(config.idleTimeoutMs ?? SESSION_IDLE_TIMEOUT_MS));
  const matches = useMatches();
  const routeScreen = [...matches].reverse().map((match) => (match.handle as RouteHandle | undefined)?.name).find(Boolean) ?? '';
  // A screen shown in a modal over the route (the Smart PN wizard) counts as the screen for the idle rule.
  const overlay = useSyncExternalStore(appState.subscribe, () => appState.current().overlayScreen);
  const screen = overlay ?? routeScreen;

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

  return (
    <>
      <IdleWarningDialog visible={warning} secondsLeft={secondsLeft} onStay={() => actor.send({ type: 'user.staySignedIn' })} />
      <SessionExpiredDialog visible={expired} onDismiss={() => actor.send({ type: 'dialog.dismissed' })} />
    </>
  );
}

/** Seconds left of the warning's lead while it shows. */
function useCountdown(running: boolean, leadMs: number): number {
  const [left, setLeft] = useState(Math.ceil(leadMs / 1000));
  useEffect(() => {
    if (!running) return undefined;
    const ends = Date.now() + leadMs;
    setLeft(Math.ceil(leadMs / 1000));
    const timer = setInterval(() => setLeft(Math.max(0, Math.ceil((ends - Date.now()) / 1000))), 1000);
    return () => clearInterval(timer);
  }, [running, leadMs]);
  return left;
}
