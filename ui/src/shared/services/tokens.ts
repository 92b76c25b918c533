import type { ApiClient, ConsentScrollMachine, DiagnosticsReportPrinter, ExportFile, ProgressNotePrinter, ReportExporter, SessionIdleMachine } from '@rafdesk/core';
import type { AppState } from './app-state.js';
import type { EffectDispatcher } from './effect-dispatcher.js';
import type { RuntimeConfig } from './runtime-config.js';
import type { SessionStore } from './session-store.js';
import type { NotificationFeed } from './notification-feed.js';
import type { IdentityPopup } from './identity-popup.js';

/** Keys of the services the composition root binds; screens get them through {@link useService}. */
export const TOKENS = {
  config: Symbol.for('rafdesk.config'),
  api: Symbol.for('rafdesk.api'),
  session: Symbol.for('rafdesk.session'),
  appState: Symbol.for('rafdesk.appState'),
  effects: Symbol.for('rafdesk.effects'),
  notificationFeed: Symbol.for('rafdesk.notificationFeed'),
  identityPopup: Symbol.for('rafdesk.identityPopup'),
  signOut: Symbol.for('rafdesk.signOut'),
  sessionIdleMachine: Symbol.for('rafdesk.sessionIdleMachine'),
  consentScrollMachine: Symbol.for('rafdesk.consentScrollMachine'),
  today: Symbol.for('rafdesk.today'),
  clinical: Symbol.for('rafdesk.clinical'),
} as const;

/** Exports and flags of the clinical screens (patients, records, calculator, reports). */
export interface ClinicalServices {
  /** The spreadsheet exporter, loaded on first use (its library is large). */
  readonly spreadsheets: () => Promise<ReportExporter>;
  /** The printable diagnostics report (PDF), loaded on first use. */
  readonly printer: () => Promise<DiagnosticsReportPrinter>;
  /** The Smart PN Summary PDF, loaded on first submit. */
  readonly notePrinter: () => Promise<ProgressNotePrinter>;
  /** Hands a finished file to the user: a download in the browser. */
  readonly save: (file: ExportFile) => void;
  /** Whether the Patients List offers 'Pending RAF Validation Report' (hidden unless switched on). */
  readonly pendingRafReport: boolean;
}

/** What each token resolves to. */
export interface Services {
  config: RuntimeConfig;
  api: ApiClient;
  session: SessionStore;
  appState: AppState;
  effects: EffectDispatcher;
  notificationFeed: NotificationFeed;
  identityPopup: IdentityPopup;
  /** Stops the real-time connection, clears local storage (log-out, idle expiry, a refused token). */
  signOut: () => void;
  sessionIdleMachine: SessionIdleMachine;
  consentScrollMachine: ConsentScrollMachine;
  /** Today's date as `YYYY-MM-DD` (the payment year and semester of the dashboard depend on it). */
  today: () => string;
  clinical: ClinicalServices;
}

export type ServiceName = keyof Services;
