import { Container } from 'inversify';
import { KyApiClient } from '@rafdesk/adapters/http-client';
import { type ExportFile, consentScrollMachine, sessionIdleMachine } from '@rafdesk/core';
import { AppState } from '../shared/services/app-state.js';
import { signOutWith } from '../shared/services/sign-out.js';
import { EffectDispatcher } from '../shared/services/effect-dispatcher.js';
import type { IdentityPopup } from '../shared/services/identity-popup.js';
import { type KeyValueStorage, memoryStorage } from '../shared/services/key-value-storage.js';
import type { RuntimeConfig } from '../shared/services/runtime-config.js';
import { SessionStore } from '../shared/services/session-store.js';
import { TOKENS } from '../shared/services/tokens.js';
import { FakeNotificationFeed } from './fake-notification-feed.js';
import { FakeServer } from './fake-server.js';

export interface TestWorld {
  readonly container: Container;
  readonly server: FakeServer;
  readonly storage: KeyValueStorage;
  readonly session: SessionStore;
  readonly effects: EffectDispatcher;
  readonly feed: FakeNotificationFeed;
  readonly toasts: { severity: string; title: string; text: string }[];
  /** Files the clinical screens exported (instead of downloads). */
  readonly saved: ExportFile[];
}

export interface TestWorldOptions {
  readonly config?: Partial<RuntimeConfig>;
  readonly storage?: KeyValueStorage;
  readonly identityPopup?: IdentityPopup;
  readonly today?: string;
}

/**
 * The app's composition root for tests: the real ky client and response policy over a {@link FakeServer},
 * the session in memory, a fake real-time feed, and the machines with the same effects as in the browser.
 */
export function buildTestWorld(options: TestWorldOptions = {}): TestWorld {
  const config: RuntimeConfig = { apiBase: 'http://portal.test/api', hubUrl: '/hubs/notifications', identityProvider: null, idleTimeoutMs: null, ...options.config };
  const server = new FakeServer();
  const storage = options.storage ?? memoryStorage();
  const session = new SessionStore(storage);
  const appState = new AppState();
  const effects = new EffectDispatcher(appState);
  const feed = new FakeNotificationFeed();
  const toasts: TestWorld['toasts'] = [];
  effects.onToast((toast) => void toasts.push(toast));
  const api = new KyApiClient({
    baseUrl: config.apiBase, token: () => session.current().user?.token ?? null, applyEffects: effects.apply,
    onLoading: (loading) => appState.setLoading(loading), fetch: server.fetch,
  });
  // Ends the server's session too (its hub connections close).
  const signOut = signOutWith(session, feed, api);
  effects.onUnauthorized(signOut);
  const container = new Container();
  container.bind(TOKENS.config).toConstantValue(config);
  container.bind(TOKENS.session).toConstantValue(session);
  container.bind(TOKENS.appState).toConstantValue(appState);
  container.bind(TOKENS.effects).toConstantValue(effects);
  container.bind(TOKENS.notificationFeed).toConstantValue(feed);
  container.bind(TOKENS.signOut).toConstantValue(signOut);
  container.bind(TOKENS.identityPopup).toConstantValue(options.identityPopup ?? { open: () => Promise.resolve({ kind: 'PopupClosed' }) });
  container.bind(TOKENS.today).toConstantValue(() => options.today ?? '2026-03-18');
  container.bind(TOKENS.api).toConstantValue(api);
  container.bind(TOKENS.sessionIdleMachine).toConstantValue(sessionIdleMachine.provide({
    actions: { endSession: () => signOut(), goToLogin: () => effects.goTo('Login') },
  }));
  container.bind(TOKENS.consentScrollMachine).toConstantValue(consentScrollMachine);
  const saved: ExportFile[] = [];
  container.bind(TOKENS.clinical).toConstantValue({
    spreadsheets: () => import('@rafdesk/adapters/export').then(({ ExcelReportExporter }) => new ExcelReportExporter()),
    printer: () => import('@rafdesk/adapters/export').then(({ JsPdfDiagnosticsReport }) => new JsPdfDiagnosticsReport()),
    notePrinter: () => import('@rafdesk/adapters/export/pdf').then(({ JsPdfProgressNote }) => new JsPdfProgressNote()),
    save: (file: ExportFile) => void saved.push(file),
    pendingRafReport: false,
  });
  return { container, server, storage, session, effects, feed, toasts, saved };
}
