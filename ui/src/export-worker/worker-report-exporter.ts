import { ResultAsync } from 'neverthrow';
import type { ExportFailed, ExportFile, ExportProgress, ReportExporter } from '@rafdesk/core';
import type { ExportReply, ExportRequest } from './export-messages.js';

/** What the exporter needs of a worker (the browser's `Worker`). */
export interface ExportWorker {
  postMessage(message: ExportRequest): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ExportReply>) => void): void;
  addEventListener(type: 'error', listener: (event: ErrorEvent) => void): void;
}

/**
 * {@link ReportExporter} whose workbooks are built in a web worker, so the page stays responsive while a big list is
 * written. The worker starts on the first export and serves every later one.
 */
export class WorkerReportExporter implements ReportExporter {
  private worker: ExportWorker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, (reply: Exclude<ExportReply, { progress: unknown }> | { id: number; crashed: string }) => void>();
  private readonly listeners = new Map<number, ExportProgress>();

  constructor(private readonly start: () => ExportWorker) {}

  workbook(...args: Parameters<ReportExporter['workbook']>) { return this.call('workbook', args); }
  patientList(...args: Parameters<ReportExporter['patientList']>) { return this.call('patientList', args); }
  pendingRafValidation(...args: Parameters<ReportExporter['pendingRafValidation']>) { return this.call('pendingRafValidation', args); }
  recordDiagnostics(...args: Parameters<ReportExporter['recordDiagnostics']>) { return this.call('recordDiagnostics', args); }
  insuranceReport(...args: Parameters<ReportExporter['insuranceReport']>) { return this.call('insuranceReport', args); }

  private call(method: keyof ReportExporter, args: readonly unknown[]): ResultAsync<ExportFile, ExportFailed> {
    const id = this.nextId++;
    const { sendable, progressArgument, onProgress } = withoutListener(args);
    if (onProgress !== null) this.listeners.set(id, onProgress);
    const answer = new Promise<ExportFile>((resolve, reject) => {
      this.pending.set(id, (reply) => {
        this.pending.delete(id);
        this.listeners.delete(id);
        if ('file' in reply) resolve(reply.file);
        else reject('error' in reply ? reply.error : { kind: 'ExportFailed', reason: reply.crashed });
      });
    });
    this.running().postMessage({ id, method, args: sendable, progressArgument });
    return ResultAsync.fromPromise(answer, (error) => error as ExportFailed);
  }

  private running(): ExportWorker {
    if (this.worker !== null) return this.worker;
    const worker = this.start();
    worker.addEventListener('message', ({ data }) => {
      if ('progress' in data) this.listeners.get(data.id)?.(data.progress);
      else this.pending.get(data.id)?.(data);
    });
    // A worker that fails to load or crashes fails every export waiting on it; the next export starts a new one.
    worker.addEventListener('error', (event) => {
      this.worker = null;
      for (const [id, settle] of [...this.pending]) settle({ id, crashed: event.message || 'the export worker stopped' });
    });
    this.worker = worker;
    return worker;
  }
}

/** The call's arguments as they can cross to the worker (a function cannot), and the progress listener one of them held. */
function withoutListener(args: readonly unknown[]): { sendable: unknown[]; progressArgument: number | null; onProgress: ExportProgress | null } {
  const index = args.findIndex((arg) => typeof arg === 'object' && arg !== null && typeof (arg as { onProgress?: unknown }).onProgress === 'function');
  if (index < 0) return { sendable: [...args], progressArgument: null, onProgress: null };
  const { onProgress, ...rest } = args[index] as { onProgress: ExportProgress };
  return { sendable: args.map((arg, at) => (at === index ? rest : arg)), progressArgument: index, onProgress };
}
