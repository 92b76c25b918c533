import { describe, expect, it } from 'vitest';
import type { ExportFile } from '@rafdesk/core';
import type { ExportReply, ExportRequest } from './export-messages.js';
import { WorkerReportExporter, type ExportWorker } from './worker-report-exporter.js';

/** A worker that answers each request as the real one does: progress for the options that asked for it, then the file. */
function fakeWorker(sent: ExportRequest[]): ExportWorker {
  const listeners: ((event: MessageEvent<ExportReply>) => void)[] = [];
  const reply = (data: ExportReply) => queueMicrotask(() => listeners.forEach((listen) => listen({ data } as MessageEvent<ExportReply>)));
  return {
    postMessage(request) {
      sent.push(structuredClone(request));
      if (request.progressArgument !== null) reply({ id: request.id, progress: { rows: 500, of: 800 } });
      const file: ExportFile = { fileName: 'Patient List.xlsx', mediaType: 'application/octet-stream', bytes: new Uint8Array([1]) };
      reply({ id: request.id, file });
    },
    addEventListener(type: 'message' | 'error', listener: (event: never) => void) {
      if (type === 'message') listeners.push(listener as (event: MessageEvent<ExportReply>) => void);
    },
  };
}

describe('WorkerReportExporter', () => {
  it('sends the options without their listener (a function cannot cross to the worker) and hands the worker\'s progress to it', async () => {
    const sent: ExportRequest[] = [];
    const heard: { rows: number; of: number }[] = [];
    const exporter = new WorkerReportExporter(() => fakeWorker(sent));
    const file = await exporter.patientList([], { withDoctorColumns: true, onProgress: (progress) => heard.push(progress) });
    expect(file._unsafeUnwrap().fileName).toBe('Patient List.xlsx');
    expect(sent).toEqual([{ id: 1, method: 'patientList', args: [[], { withDoctorColumns: true }], progressArgument: 1 }]);
    expect(heard).toEqual([{ rows: 500, of: 800 }]);
  });

  it('sends a call without a listener as it is', async () => {
    const sent: ExportRequest[] = [];
    const exporter = new WorkerReportExporter(() => fakeWorker(sent));
    await exporter.insuranceReport('general', [], { withDoctorColumns: false });
    expect(sent).toEqual([{ id: 1, method: 'insuranceReport', args: ['general', [], { withDoctorColumns: false }], progressArgument: null }]);
  });
});
