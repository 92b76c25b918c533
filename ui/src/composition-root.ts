import { Container } from 'inversify';
import { createActor, type Actor } from 'xstate';
import { KyApiClient } from '@rafdesk/adapters/http-client';
import {
  type ExportFile, type ReceivedNotification, type ReportExporter, callEndpoint, consentScrollMachine, issueHubTicketEndpoint, realtimeConnectionActors,
  realtimeConnectionMachine, sessionIdleMachine,
} from '@rafdesk/core';
import { AppState } from './shared/services/app-state.js';
import { BrowserIdentityPopup } from './app/browser-identity-popup.js';
import { EffectDispatcher } from './shared/services/effect-dispatcher.js';
import type { KeyValueStorage } from './shared/services/key-value-storage.js';
import type { NotificationFeed } from './shared/services/notification-feed.js';
import type { RuntimeConfig } from './shared/services/runtime-config.js';
import { SessionStore } from './shared/services/session-store.js';
import { signOutWith } from './shared/services/sign-out.js';
import { TOKENS } from './shared/services/tokens.js';
import { lazyReportExporter } from './export-worker/lazy-report-exporter.js';
import { installBundledRafTables } from './raf-tables.js';
import { WorkerReportExporter } from './export-worker/worker-report-exporter.js';

/**
 * The real-time connection machine over the SignalR client, started at sign-in and stopped at log-out.
 * The SignalR client is loaded only when a session starts, so the login screen never downloads it.
 */
class SignalrNotificationFeed implements NotificationFeed {
  private actor: Actor<typeof realtimeConnectionMachine> | null = null;
  private generation = 0;
  private started = false;
  private messageListeners = new Set<(message: ReceivedNotification) => void>();
  private catchUpListeners = new Set<() => void>();

  constructor(private readonly hubUrl: string, private readonly token: () => Promise<string>) {}

  start(remoteUserId: number): void {
    if (this.started) return;
    this.started = true;
    const generation = ++this.generation;
    void import('@rafdesk/adapters/realtime-client').then(({ SignalrNotificationConnection }) => {
      if (this.generation !== generation) return;
      const connection = new SignalrNotificationConnection({
        hubUrl: this.hubUrl, accessTokenFactory: this.token, userId: remoteUserId,
        onNotification: (live) => { for (const listener of this.messageListeners) listener(live.notification); },
        onCatchUp: () => { for (const listener of this.catchUpListeners) listener(); },
      });
      this.actor = createActor(realtimeConnectionMachine.provide({ actors: realtimeConnectionActors(connection) }), { input: {} });
      this.actor.start();
      this.actor.send({ type: 'session.signedIn' });
    });
  }

  stop(): void {
    const actor = this.actor;
    this.actor = null;
    this.started = false;
    this.generation += 1;
    if (actor === null) return;
    actor.send({ type: 'session.signedOut' });
    // Let the machine finish closing the connection, then let the actor go.
    const subscription = actor.subscribe((snapshot) => {
      if (!snapshot.matches('signedOut')) return;
      subscription.unsubscribe();
      actor.stop();
    });
  }

  onMessage(listener: (message: ReceivedNotification) => void): () => void {
    this.messageListeners.add(listener);
    return () => void this.messageListeners.delete(listener);
  }

  onCatchUp(listener: () => void): () => void {
    this.catchUpListeners.add(listener);
    return () => void this.catchUpListeners.delete(listener);
  }
}

/** Hands a finished export to the user as a download. */
function downloadIn(window: Window): (file: ExportFile) => void {
  const { URL, Blob } = window as Window & typeof globalThis;
  return (file) => {
    const url = URL.createObjectURL(new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.mediaType }));
    const link = window.document.createElement('a');
    link.href = url;
    link.download = file.fileName;
    window.document.body.append(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };
}


/**
 * The token for the hub's URL: a single-use hub ticket (POST realtime/ticket), fetched before every negotiate and
 * WebSocket, so the API token never sits in a URL (the hub accepts tickets only). Without a ticket the attempt
 * fails and the connection machine retries.
 */
async function hubToken(api: KyApiClient): Promise<string> {
  const reply = await callEndpoint(api, issueHubTicketEndpoint, undefined, { quiet: true });
  if (reply.isErr()) throw new Error('No hub ticket could be obtained.');
  return reply.value.data.ticket;
}

export interface BrowserEnvironment {
  readonly window: Window;
  readonly storage: KeyValueStorage;
}

/**
 * Wires the browser app: the ky API client with the response policy, the session in local storage,
 * the real-time feed, and the machines with their effects provided. The only file of the app that
 * names adapters.
 */
export function buildContainer(config: RuntimeConfig, environment: BrowserEnvironment): Container {
  installBundledRafTables();
  const container = new Container();
  const session = new SessionStore(environment.storage);
  const appState = new AppState();
  const effects = new EffectDispatcher(appState);
  const token = () => session.current().user?.token ?? null;
  const api = new KyApiClient({
    baseUrl: config.apiBase, token, applyEffects: effects.apply, onLoading: (loading) => appState.setLoading(loading),
  });
  const feed = new SignalrNotificationFeed(config.hubUrl, () => hubToken(api));
  // Ends the server's session too (its hub connections close).
  const signOut = signOutWith(session, feed, api);
  effects.onUnauthorized(signOut);

  container.bind(TOKENS.config).toConstantValue(config);
  container.bind(TOKENS.session).toConstantValue(session);
  container.bind(TOKENS.appState).toConstantValue(appState);
  container.bind(TOKENS.effects).toConstantValue(effects);
  container.bind(TOKENS.notificationFeed).toConstantValue(feed);
  container.bind(TOKENS.signOut).toConstantValue(signOut);
  container.bind(TOKENS.identityPopup).toConstantValue(new BrowserIdentityPopup(environment.window));
  container.bind(TOKENS.today).toConstantValue(() => new Date().toISOString().slice(0, 10));
  container.bind(TOKENS.api).toConstantValue(api);
  container.bind(TOKENS.sessionIdleMachine).toResolvedValue(
    (dispatcher: EffectDispatcher, end: () => void) => sessionIdleMachine.provide({
      actions: { endSession: () => end(), goToLogin: () => dispatcher.goTo('Login') },
    }),
    [TOKENS.effects, TOKENS.signOut]);
  container.bind(TOKENS.consentScrollMachine).toConstantValue(consentScrollMachine);
  // The export libraries are large: each loads, in its own chunk, the first time a user exports or prints. Workbooks are
  // built in a web worker where the browser has one, so the screen stays responsive while a big list is written.
  const spreadsheets: ReportExporter = typeof Worker === 'undefined'
    ? lazyReportExporter(() => import('@rafdesk/adapters/export/excel').then(({ ExcelReportExporter }) => new ExcelReportExporter()))
    : new WorkerReportExporter(() => new Worker(new URL('./export-worker/worker-composition-root.ts', import.meta.url), { type: 'module', name: 'excel-export' }));
  container.bind(TOKENS.clinical).toConstantValue({
    spreadsheets: () => Promise.resolve(spreadsheets),
    printer: () => import('@rafdesk/adapters/export/pdf').then(({ JsPdfDiagnosticsReport }) => new JsPdfDiagnosticsReport()),
    notePrinter: () => import('@rafdesk/adapters/export/pdf').then(({ JsPdfProgressNote }) => new JsPdfProgressNote()),
    save: downloadIn(environment.window),
    pendingRafReport: import.meta.env.VITE_RAFDESK_PENDING_RAF_REPORT === 'true',
  });
  return container;
}
