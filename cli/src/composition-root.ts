// The one place where the CLI meets the adapters: database, security, mail, HTTP API and real-time hub wired together.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { ResultAsync } from 'neverthrow';
import {
  authenticateHubTicket, computeMissingGaps, resumeFigureRecomputes, resumeRadvBuilds, type FigureRecomputeRunner, type IsoDate, hubSessionExpiry, loadDelivery, sendFromHub, type Clock, type RadvBuildRunner, type RadvPorts, type FieldCipher, type FileStore, type HubEventBus, type PreVisitSummaryPrinter, type ProgressNotePrinter, type ServiceUnavailable,
} from '@rafdesk/core';
import {
  AesGcmFieldCipher, Argon2PasswordHasher, CryptoIdSource, fieldKeysFrom, generateEdDsaKey, newFieldKeyEntry, hs256KeyFromSecret, JoseTokenService, OidcIdentityTokenVerifier, OtplibTotpVerifier,
  SystemClock,
} from '@rafdesk/adapters/auth';
import {
  accessApiRoutes, authorizeByAccess, clinicalApiRoutes, galleryUploadRoute, createAuthenticate, createHttpServer, gapHistoryRoutes, mountGalleryUpload, practiceApiRoutes,
  preVisitRoutes, rafFactorRoutes, radvRoutes, realtimeTicketRoutes, startTracing, tracingSettingsFromEnv,
  type ApiPorts,
  type LogSettings,
  type PracticeApiPorts,
  type SecuritySettings,
} from '@rafdesk/adapters/http-server';
import { DiskVideoStore, fileNotePdfStore, fileRadvPackStore, s3SettingsFromEnv } from '@rafdesk/adapters/files';
import { createMailer, smtpSettingsFromEnv } from '@rafdesk/adapters/mail';
import {
  createKyselyRepositories, createRateLimitCounter, KyselyRadvAuditRepository, KyselyRadvPackStore, createRepositoryCaches, databaseNotReady, resealFields, type ResealReport, keepPgliteStatistics, KyselyUnitOfWork, transactionAuditScope, openDatabase, type DatabaseHandle, type DatabaseLocation, type DatabaseOpenError,
} from '@rafdesk/adapters/persistence';
import {
  createNotificationHub, hubSecretFrom, InMemoryRecentSends, InProcessHubEventBus, mountHubOnFastify, PgHubEventBus, type NotificationHub,
} from '@rafdesk/adapters/realtime';
import { radvPackTools } from '@rafdesk/adapters/export/radv';
import { loadDiagnosisCatalogue } from '@rafdesk/adapters/tables';
import { DEFAULT_PAYMENT_YEAR } from '@rafdesk/core/raf';
import { seedDatabase, type SeedSummary } from './seed/seed-database.js';
import { persistedFieldKeys } from './field-keys.js';
import { seedDemoVideos } from './demo/demo-videos.js';
import { openDemoRadvAudit } from './demo/demo-radv-audit.js';
import { installEngineTables } from './tables-composition-root.js';
import { startOrphanSweep, sweepOnce, type OrphansSwept } from './orphan-sweep.js';
import { ALLOWED_ORIGINS_SETTING, allowedOriginsFrom } from './allowed-origins.js';
import { openBackgroundWork } from './jobs-composition-root.js';

export type { DatabaseLocation } from '@rafdesk/adapters/persistence';

export const HUB_PATH = '/hubs/notifications';

// The web app's build beside this package (cli/src or cli/dist → ui/build), wherever the command is started from.
export const BUILT_WEB_APP = fileURLToPath(new URL('../../ui/build', import.meta.url));

/**
 * A PGlite data folder with the schema, the diagnosis catalogue and the Smart PN questionnaire, dumped at build time
 * (`rafdesk db template`, run by `npm run build`): a new data folder starts from it instead of creating a cluster and
 * loading 74,719 codes, most of a first start. Without it a first start does both.
 */
export const PGLITE_TEMPLATE = fileURLToPath(new URL('../pglite-template/rafdesk-data.tgz', import.meta.url));

/** How to build the portal. Everything but the database has a default suited to `rafdesk serve`. */
export interface PortalOptions {
  /** Where the data lives, or an already open database that the caller closes itself (tests share one per file). */
  readonly database: DatabaseLocation | { readonly handle: DatabaseHandle };
  /** The port the portal will listen on; names the site in e-mails unless `RAFDESK_SITE_URL` does. */
  readonly port?: number;
  /** Seeds the demo practice when the database has no user, with this password for every demo account (300 patients unless said). */
  readonly demo?: { readonly password: string; readonly patientCount?: number } | null;
  /** Seeds the diagnosis catalogue, the Smart PN questionnaire and CPT list into a database without a catalogue (rafdesk serve does). */
  readonly standardContent?: boolean;
  readonly logger?: LogSettings;
  /** Proxies believed, body limit, CORS and headers of the HTTP server. */
  readonly security?: SecuritySettings;
  readonly clock?: Clock;
  /** The environment to read settings from (`RAFDESK_TOKEN_SECRET`, `RAFDESK_OIDC_ISSUER`, SMTP…); the process's by default. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** The built web app; `ui/build` when it exists and nothing else is said, none when null. */
  readonly staticRoot?: string | null;
  /** Where gallery videos are kept: `RAFDESK_VIDEO_DIR`, else `videos` in the data folder (`./data/videos` for a server database). */
  readonly videoDirectory?: string;
  /** The largest video upload, bytes (`RAFDESK_VIDEO_MAX_BYTES`, else the core's 1 GiB). */
  readonly videoUploadMaxBytes?: number;
  /** On PGlite, which has no autovacuum: analyse the tables now and whenever enough rows changed (rafdesk serve does). */
  readonly keepStatistics?: boolean;
  /** Compute, in the background, the gaps of the current year's patients who have none stored (rafdesk serve does). */
  readonly computeMissingGaps?: boolean;
  /** Build again the RADV packs a stopped process left queued or half built (rafdesk serve does). */
  readonly resumeRadvBuilds?: boolean;
  /** Queue again the payment-year recomputes a stopped process left queued or running (rafdesk serve does). */
  readonly resumeFigureRecomputes?: boolean;
  /**
   * Long work (RADV packs, payment-year recomputes) through the PostgreSQL job queue, pg-boss, in the jobs schema of the database schema named,
   * shared by every process of the site (rafdesk serve on DATABASE_URL); in this process when absent or null.
   */
  readonly jobQueue?: { readonly url: string; readonly databaseSchema?: string | null } | null;
  /**
   * A streaming replica of the database (`DATABASE_READ_URL`), in the same schema: the insurance reports and the gap
   * worklist read from it (`AppPorts.replicaReads`); the primary otherwise. Never migrated: it follows the primary.
   */
  readonly readReplica?: { readonly url: string; readonly schema?: string | null } | null;
  /** Remove, now and every six hours, files nothing names once a day old: uploaded videos, and with a bucket note PDFs (rafdesk serve does). */
  readonly sweepOrphanedUploads?: boolean;
}

/** The folder of the gallery's video files for these options; an in-memory database gets a throw-away one. */
function videoDirectoryFor(options: PortalOptions, env: Readonly<Record<string, string | undefined>>): { path: string; throwAway: boolean } {
  if (options.videoDirectory !== undefined) return { path: options.videoDirectory, throwAway: false };
  if (env.RAFDESK_VIDEO_DIR) return { path: env.RAFDESK_VIDEO_DIR, throwAway: false };
  if ('memory' in options.database || 'handle' in options.database) return { path: join(tmpdir(), `rafdesk-videos-${randomBytes(8).toString('hex')}`), throwAway: true };
  return { path: join('dataDir' in options.database ? options.database.dataDir : './data', 'videos'), throwAway: false };
}

/** A built portal: the Fastify app (API, `/config.json`, hub negotiate, web app) and its hub; `close()` releases everything. */
export interface Portal {
  readonly app: FastifyInstance;
  readonly hub: NotificationHub;
  readonly ports: ApiPorts;
  readonly database: DatabaseHandle;
  /** What the demo seed did, when one was asked for. */
  readonly demo: SeedSummary['demo'];
  /** Builds RADV packs in the background; `idle()` resolves once every build started has ended. */
  readonly radvRunner: RadvBuildRunner;
  /** Recomputes a payment year's stored figures after a factor changed; `idle()` as above. */
  readonly figureRecomputeRunner: FigureRecomputeRunner;
  /** One sweep for files nothing names: uploads no video names, note PDFs no note names (what `sweepOrphanedUploads` runs every six hours). */
  sweepOrphanedUploads(): Promise<OrphansSwept>;
  close(): Promise<void>;
}


export type PortalError = DatabaseOpenError | { readonly kind: 'DemoSeedFailed'; readonly cause: unknown } | { readonly kind: 'FieldKeysInvalid'; readonly reason: string }
  | { readonly kind: 'SettingInvalid'; readonly reason: string } | { readonly kind: 'JobQueueFailed'; readonly reason: string };

class PortalFailure extends Error {
  constructor(readonly failure: PortalError) {
    super(failure.kind);
  }
}

async function openData(database: PortalOptions['database']): Promise<{ handle: DatabaseHandle; owned: boolean }> {
  if ('handle' in database) return { handle: database.handle, owned: false };
  const opened = await openDatabase(database);
  if (opened.isErr()) throw new PortalFailure(opened.error);
  return { handle: opened.value, owned: true };
}

/** The hub's event bus: LISTEN/NOTIFY on a PostgreSQL server (any number of processes), in-process on PGlite (one process). */
export type PortalHubBus = HubEventBus & {
  /** Starts listening for the other processes' events (PostgreSQL only); `rafdesk serve` calls it, the other commands only publish. */
  start?: () => ResultAsync<void, ServiceUnavailable>;
  close?: () => Promise<void>;
};

function hubBusFor(database: PortalOptions['database'], logger: HubLog): PortalHubBus {
  if ('url' in database) return new PgHubEventBus({ connection: { connectionString: database.url }, logger });
  return new InProcessHubEventBus();
}

/** What the commands that do not serve (db, user) need: the ports over an open database. */
export interface PortalServices {
  readonly ports: ApiPorts;
  readonly database: DatabaseHandle;
  readonly hubBus: PortalHubBus;
  /** The id of the field key that seals new writes. */
  readonly fieldKeyId: string;
  /** The site's bucket, when one is set: where note PDFs and RADV packs are kept (what the orphan sweep lists). */
  readonly objectFiles: FileStore | null;
  /** RADV audits and where their packs' files are kept (sealed, written once). */
  readonly radv: Pick<RadvPorts, 'radvAudits' | 'radvPackStore'>;
  /**
   * Seals every value of the sealed columns under the current key of `keys` (`<id>:<base64>,…`, the current first;
   * the services' own keys when not given): `rafdesk keys rotate`. Values under a key `keys` no longer names stay.
   */
  resealUnderCurrentKey(keys?: string): Promise<{ readonly keyId: string; readonly sealed: ResealReport } | { readonly error: string }>;
  close(): Promise<void>;
}

type HubLog = { info: (fields: Record<string, unknown>, message: string) => void; warn: (fields: Record<string, unknown>, message: string) => void };

/**
 * Opens the database (migrated on open) and builds every port over the real adapters: argon2id passwords, signed
 * tokens with server-side 15-minute sessions, TOTP, OpenID Connect sign-in when `RAFDESK_OIDC_ISSUER` and
 * `RAFDESK_OIDC_CLIENT_ID` are set, mail to the outbox (SMTP when `RAFDESK_SMTP_HOST` is set).
 */
export async function composeServices(options: Pick<PortalOptions, 'database' | 'port' | 'clock' | 'env' | 'readReplica'>, hubLog: HubLog = silentLog): Promise<PortalServices> {
  const env = options.env ?? process.env;
  const clock = options.clock ?? new SystemClock();
  const fieldCipher = await fieldCipherFor(options.database, env);
  const { handle, owned } = await openData(options.database);
  // Values written before sealing are sealed now (once: every write since is sealed), so no copy of the database shows them.
  try {
    await resealFields(handle.db, fieldCipher, 'plain');
  } catch {
    if (owned) await handle.close();
    throw new PortalFailure({ kind: 'DatabaseUnavailable', reason: 'the values from before field encryption could not be sealed' });
  }
  const caches = createRepositoryCaches();
  // With a bucket set, RADV packs and signed notes' PDFs go to it beside the videos (every process reads them),
  // sealed; without one they are database rows. The SDK loads only then.
  const bucket = s3SettingsFromEnv(env);
  const objectFiles = bucket.isOk() && bucket.value !== null ? new (await import('@rafdesk/adapters/files/s3')).S3FileStore(bucket.value) : null;
  const files = { notePdfs: objectFiles === null ? null : fileNotePdfStore(objectFiles, fieldCipher) };
  const repositories = createKyselyRepositories(handle.db, clock, fieldCipher, caches, files);
  const replica = await openReplica(options.readReplica ?? null);
  if (replica !== null && 'failure' in replica) {
    if (owned) await handle.close();
    throw new PortalFailure(replica.failure);
  }
  // The replica's repositories have caches of their own: a value read there must not answer a read of the primary.
  const replicaRepositories = replica === null ? repositories : createKyselyRepositories(replica.handle.db, clock, fieldCipher, createRepositoryCaches());
  const ids = new CryptoIdSource();
  const key = env.RAFDESK_TOKEN_SECRET ? hs256KeyFromSecret(env.RAFDESK_TOKEN_SECRET) : await generateEdDsaKey();
  const oidcIssuer = env.RAFDESK_OIDC_ISSUER;
  const oidcClient = env.RAFDESK_OIDC_CLIENT_ID;
  const mailer = createMailer(smtpSettingsFromEnv(env), {
    store: {
      async enqueue(entry) {
        const queued = await repositories.mailOutbox.enqueue(entry);
        if (queued.isErr()) throw new Error('mail outbox unavailable');
      },
    },
    ids, clock,
  });
  const hubBus = hubBusFor(options.database, hubLog);
  const ports: ApiPorts = {
    ...repositories,
    unitOfWork: new KyselyUnitOfWork(handle.db, clock, fieldCipher, caches, files),
    hasher: new Argon2PasswordHasher(),
    tokens: new JoseTokenService({ key, issuer: 'rafdesk', clock, ids, ledger: repositories.spentTickets }),
    totp: new OtplibTotpVerifier({ clock }),
    identityProvider: oidcIssuer && oidcClient ? new OidcIdentityTokenVerifier({ issuer: oidcIssuer, clientId: oidcClient, clock }) : null,
    mailer,
    hubBus,
    ids,
    clock,
    siteUrl: (env.RAFDESK_SITE_URL ?? `http://localhost:${options.port ?? 8080}`).replace(/\/+$/, ''),
    recentSends: new InMemoryRecentSends(),
    replicaReads: { insurances: replicaRepositories.insurances, gaps: replicaRepositories.gaps },
  };
  const packStore = objectFiles === null ? new KyselyRadvPackStore(handle.db, fieldCipher) : fileRadvPackStore(objectFiles, fieldCipher);
  return {
    ports, database: handle, hubBus, fieldKeyId: fieldCipher.currentKeyId, objectFiles,
    radv: { radvAudits: new KyselyRadvAuditRepository(handle.db, fieldCipher), radvPackStore: packStore },
    async resealUnderCurrentKey(keys) {
      let cipher: FieldCipher = fieldCipher;
      if (keys !== undefined) {
        const parsed = fieldKeysFrom(keys);
        if (parsed.isErr()) return { error: parsed.error };
        cipher = new AesGcmFieldCipher(parsed.value);
      }
      return { keyId: cipher.currentKeyId, sealed: await resealFields(handle.db, cipher, 'rotate') };
    },
    async close() {
      await hubBus.close?.();
      objectFiles?.close();
      if (replica !== null) await replica.handle.close();
      if (owned) await handle.close();
    },
  };
}

/** Opens the read replica, unmigrated (a standby refuses writes; it has the primary's schema already). */
async function openReplica(replica: PortalOptions['readReplica']): Promise<{ handle: DatabaseHandle } | { failure: PortalError } | null> {
  if (!replica) return null;
  const opened = await openDatabase({ url: replica.url, readOnly: true, ...(replica.schema ? { schema: replica.schema } : {}) }, { migrate: false });
  return opened.match((handle) => ({ handle }), (error) => ({ failure: error }));
}

/** A new field key entry (`<id>:<base64 of 32 random bytes>`), for `rafdesk keys rotate` on a PGlite data folder. */
export { newFieldKeyEntry } from '@rafdesk/adapters/auth';

// A database in memory, or one a test opened, lives as long as this process: a key of the process's own does.
let processFieldKey: string | null = null;

/**
 * The field cipher for `database`: `RAFDESK_FIELD_KEYS` when set; the data folder's key file on PGlite (made on the
 * first start); refused for a PostgreSQL server without it, since every process must share the keys.
 */
export async function fieldCipherFor(database: PortalOptions['database'], env: Readonly<Record<string, string | undefined>>): Promise<AesGcmFieldCipher> {
  let text = env.RAFDESK_FIELD_KEYS;
  if (!text && 'url' in database) {
    throw new PortalFailure({ kind: 'FieldKeysInvalid', reason: 'with DATABASE_URL set RAFDESK_FIELD_KEYS (<key id>:<base64 of 32 bytes>, the current key first), the same for every rafdesk process' });
  }
  if (!text) text = 'dataDir' in database ? await persistedFieldKeys(database.dataDir, () => newFieldKeyEntry('k1')) : (processFieldKey ??= newFieldKeyEntry('process'));
  const keys = fieldKeysFrom(text);
  if (keys.isErr()) throw new PortalFailure({ kind: 'FieldKeysInvalid', reason: keys.error });
  return new AesGcmFieldCipher(keys.value);
}

/**
 * A database from before gaps (or patients a tool wrote) has no stored gaps until each patient's next coding change:
 * they are computed in the background, a batch per transaction, while the portal serves. Stopping waits for the batch
 * under way and leaves the rest to the next start.
 */
function startGapBackfill(ports: ApiPorts, log: FastifyBaseLogger): { stop(): Promise<void> } {
  let stopping = false;
  const started = Date.now();
  const running = computeMissingGaps(ports, { stopped: () => stopping }).match(
    (done) => { if (done.patients > 0) log.info({ patients: done.patients, gaps: done.gaps, ms: Date.now() - started }, 'computed the gaps of patients that had none stored'); },
    (error) => log.warn({ errorType: error.kind }, 'computing the gaps of patients that had none stored failed; the next start tries again'),
  );
  return { async stop() { stopping = true; await running; } };
}

const silentLog: HubLog = { info: () => undefined, warn: () => undefined };

/**
 * Builds the portal: {@link composeServices}, the demo accounts when asked, the API routes and the notification hub on
 * the same server (negotiate route and WebSocket upgrade), and the built web app when there is one. Nothing listens
 * yet: call `app.listen()`, or `app.inject()` in tests.
 */
export async function composePortal(options: PortalOptions): Promise<Portal> {
  // The engine's data files, from disk: a portal composed by a test or a bench, not by `rafdesk serve`, scores too.
  installEngineTables();
  const env = options.env ?? process.env;
  // Read before anything opens, so a wrong setting leaves nothing to close.
  const origins = allowedOriginsFrom(env[ALLOWED_ORIGINS_SETTING]);
  if (origins.isErr()) throw new PortalFailure({ kind: 'SettingInvalid', reason: origins.error });
  const allowedOrigins = [...(options.security?.allowedOrigins ?? []), ...origins.value];
  const objectStore = s3SettingsFromEnv(env);
  if (objectStore.isErr()) throw new PortalFailure({ kind: 'SettingInvalid', reason: objectStore.error });
  let app: FastifyInstance | null = null;
  const hubLogger: HubLog = {
    info: (fields, message) => app?.log.info(fields, message),
    warn: (fields, message) => app?.log.warn(fields, message),
  };
  const services = await composeServices(options, hubLogger);
  const { ports, hubBus } = services;
  const listening = hubBus.start ? await hubBus.start() : null;
  if (listening?.isErr()) {
    await services.close();
    throw new PortalFailure({ kind: 'DatabaseUnavailable', reason: 'the hub bus cannot LISTEN' });
  }
  const clock = ports.clock;

  const seeded = await seedPortalData(ports, {
    standardContent: options.standardContent ?? false, demoPassword: options.demo?.password ?? null, patientCount: options.demo?.patientCount,
  });
  if (seeded.isErr()) {
    await services.close();
    throw new PortalFailure({ kind: 'DemoSeedFailed', cause: seeded.error });
  }
  const demo = seeded.value.demo;

  const staticRoot = options.staticRoot === undefined ? (existsSync(join(BUILT_WEB_APP, 'index.html')) ? BUILT_WEB_APP : null)
    : options.staticRoot === null ? null : resolve(options.staticRoot);
  const { path: videoDirectory, throwAway: videosThrownAway } = videoDirectoryFor(options, env);
  // With a bucket every process reads the videos any of them stored; the SDK loads only then.
  const videoStore = objectStore.value === null ? new DiskVideoStore(videoDirectory) : new (await import('@rafdesk/adapters/files/s3')).S3VideoStore(objectStore.value);
  if (videoStore instanceof DiskVideoStore && existsSync(videoDirectory)) await videoStore.removeIncomplete();
  // A freshly seeded demo practice gets its training videos too, so the gallery plays on the first start.
  if (demo?.seeded === true) {
    const videos = await seedDemoVideos({ videos: ports.videos, videoStore, clock });
    if (videos.isErr()) {
      await services.close();
      throw new PortalFailure({ kind: 'DemoSeedFailed', cause: videos.error });
    }
  }
  const maxVideoBytes = options.videoUploadMaxBytes ?? (Number(env.RAFDESK_VIDEO_MAX_BYTES) || undefined);
  // jsPDF loads with the first pre-visit summary, not at start-up.
  const preVisitPrinter: PreVisitSummaryPrinter = {
    print: (document, fileName) => ResultAsync.fromSafePromise(import('@rafdesk/adapters/export/pdf')).andThen(({ JsPdfPreVisitSummary }) => new JsPdfPreVisitSummary().print(document, fileName)),
  };
  const radvPorts = { ...ports, ...services.radv, radvTools: radvPackTools };
  // The server's log takes the queue's failures once it exists (the queue starts first: the routes need it).
  const work = await openBackgroundWork(options.jobQueue, { radv: radvPorts, figures: ports }, (error) => app?.log.error({ errorType: error instanceof Error ? error.name : typeof error, reason: error instanceof Error ? error.message : String(error) }, 'the job queue failed'))
    .catch(async (error: unknown) => {
      await services.close();
      throw new PortalFailure({ kind: 'JobQueueFailed', reason: error instanceof Error ? error.message : String(error) });
    });
  const radvRunner = work.radv;
  // Traces only where a collector is named: the OpenTelemetry modules load then, not otherwise.
  const tracingSettings = tracingSettingsFromEnv(env);
  const tracing = tracingSettings === null ? null : await startTracing(tracingSettings);
  const practicePorts: PracticeApiPorts = { ...ports, videoStore, ...(maxVideoBytes === undefined ? {} : { videoUploadMaxBytes: maxVideoBytes }) };
  const serverOptions = {
    log: options.logger,
    security: { ...options.security, allowedOrigins },
    publicConfig: { apiBase: '/api', hubUrl: HUB_PATH },
    ...(staticRoot === null ? {} : { staticRoot }),
    authenticate: createAuthenticate(ports),
    authorize: authorizeByAccess,
    maintenance: async () => {
      const settings = await ports.settings.get();
      if (settings.isErr()) throw new Error('settings unavailable');
      return settings.value.maintenance;
    },
    audit: ports.auditLog,
    auditScope: transactionAuditScope,
    clock,
    routes: [
      ...accessApiRoutes(ports), ...rafFactorRoutes({ ...ports, figureRecomputeRunner: work.figures }), ...realtimeTicketRoutes(ports), ...practiceApiRoutes(practicePorts), ...clinicalApiRoutes(ports),
      ...gapHistoryRoutes(ports), ...preVisitRoutes({ ...ports, preVisitPrinter }), ...radvRoutes({ ...radvPorts, radvRunner }),
    ],
    documentedRoutes: [galleryUploadRoute(practicePorts)],
    readiness: () => databaseNotReady(services.database),
    metricsToken: env.RAFDESK_METRICS_TOKEN || null,
    // Counted in the database, so the processes of a site allow together what one does.
    rateLimitCounter: createRateLimitCounter(services.database.db),
    tracing,
    metricSources: {
      hubConnections: () => hubRef?.connectionCount ?? 0, databasePool: () => services.database.poolFigures?.() ?? null,
      jobQueues: () => work.depths(),
    },
  };
  let hubRef: NotificationHub | null = null;
  app = await createHttpServer(serverOptions);
  await mountGalleryUpload(app, serverOptions, practicePorts);
  const server = app;
  const statistics = options.keepStatistics === true && services.database.engine === 'pglite'
    ? await keepPgliteStatistics(services.database.db, { onError: (error) => server.log.warn({ errorType: error instanceof Error ? error.name : typeof error }, 'analysing the tables failed') })
    : null;
  const hub = createNotificationHub(
    {
      // Hub tickets only (POST /api/realtime/ticket): an API token is refused, so none ever sits in a URL.
      authenticator: { authenticate: (ticket) => authenticateHubTicket(ports, ticket), sessionExpiry: (sessionId) => hubSessionExpiry(ports, sessionId) },
      sender: { send: (sender, request) => sendFromHub(ports, sender, request) },
      loader: { load: (id) => loadDelivery(ports, id) },
      bus: hubBus,
    },
    {
      hubPath: HUB_PATH,
      allowedOrigins,
      connectionTokenSecret: hubSecretFrom(env),
      logger: hubLogger,
      now: () => clock.now().getTime(),
    },
  );
  hubRef = hub;
  mountHubOnFastify(app, hub, HUB_PATH);
  const backfill = options.computeMissingGaps === true ? startGapBackfill(ports, server.log) : null;
  const sweepPorts = {
    gallery: { videos: ports.videos, clock, videoStore },
    notePdfs: services.objectFiles === null ? null : { files: services.objectFiles, progressNotes: ports.progressNotes, clock },
  };
  const sweeper = options.sweepOrphanedUploads === true ? startOrphanSweep(sweepPorts, server.log) : null;
  if (options.resumeRadvBuilds === true) {
    const resumed = await resumeRadvBuilds(services.radv.radvAudits, radvRunner);
    if (resumed.isOk() && resumed.value.length > 0) server.log.info({ audits: resumed.value }, 'building again the RADV packs a stop left unfinished');
  }
  if (options.resumeFigureRecomputes === true) {
    const resumed = await resumeFigureRecomputes(ports, work.figures);
    if (resumed.isOk() && resumed.value.length > 0) server.log.info({ paymentYears: resumed.value }, 'recomputing again the stored figures a stop left unfinished');
  }
  // A freshly seeded demo practice with patients gets a small audit, its pack built in the background, so the tracker shows one.
  if (demo?.seeded === true && demo.patients > 0) {
    const audit = await openDemoRadvAudit({ ...ports, radvAudits: services.radv.radvAudits }, DEFAULT_PAYMENT_YEAR, clock.now().toISOString().slice(0, 10) as IsoDate, clock.now());
    if (audit.isOk() && audit.value !== null) radvRunner.start(audit.value.id);
  }

  return {
    app: server, hub, ports, database: services.database, demo, radvRunner, figureRecomputeRunner: work.figures,
    sweepOrphanedUploads: () => sweepOnce(sweepPorts, server.log),
    async close() {
      await backfill?.stop();
      await sweeper?.stop();
      await hub.shutdown();
      await server.close();
      await work.stop();
      await statistics?.stop();
      await tracing?.shutdown();
      await services.close();
      // An in-memory database's videos (the demo's included) go with it.
      if (videosThrownAway) await rm(videoDirectory, { recursive: true, force: true });
      if (!(videoStore instanceof DiskVideoStore)) videoStore.close();
    },
  };
}

/**
 * Seeds the diagnosis catalogue, Smart PN questionnaire and CPT list into a database without a catalogue, and
 * the demo practice into one without users when a demo password is given (`serve --demo`, `db seed`).
 */
export function seedPortalData(ports: ApiPorts, request: { readonly standardContent: boolean; readonly demoPassword: string | null; readonly patientCount?: number | undefined }) {
  const seed = (notePrinter?: ProgressNotePrinter) => seedDatabase({ ...ports, loadCatalogue: () => loadDiagnosisCatalogue(DEFAULT_PAYMENT_YEAR), ...(notePrinter ? { notePrinter } : {}) }, {
    standardContent: request.standardContent,
    demo: request.demoPassword === null ? null
      : { password: request.demoPassword, paymentYear: DEFAULT_PAYMENT_YEAR, ...(request.patientCount === undefined ? {} : { patientCount: request.patientCount }) },
  });
  if (request.demoPassword === null) return seed();
  // The demo's Smart PN summaries are printed as the web app prints them; jsPDF loads only when a demo is seeded.
  return ResultAsync.fromSafePromise(import('@rafdesk/adapters/export/pdf')).andThen(({ JsPdfProgressNote }) => seed(new JsPdfProgressNote()));
}

/** The failure behind a rejected {@link composePortal}, when it was an expected one. */
export function portalFailureOf(error: unknown): PortalError | null {
  return error instanceof PortalFailure ? error.failure : null;
}
