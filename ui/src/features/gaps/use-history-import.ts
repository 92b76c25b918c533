import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { endpointKey, gapWorklistEndpoint, recordGapsEndpoint, type DoctorId, type HistoryImportReport } from '@rafdesk/core';
import { bytesToBase64 } from '../../shared/format/base64.js';
import { useSaySaved } from '../../shared/feedback/use-say-saved.js';
import type { GapsClient } from './gaps-client.js';
import type { HistoryImportOutcome, HistoryImportViewProps } from './history-import-view.js';

const lines = (count: number) => `${count} ${count === 1 ? 'line' : 'lines'}`;

/** A history's report in words: what was taken, what refused and why, and the taken lines flagged high-risk, line by line. */
export function outcomeOf(report: HistoryImportReport): HistoryImportOutcome {
  const flagged = report.flagged > 0 ? `, ${report.flagged} of them flagged high-risk` : '';
  return {
    summary: `${lines(report.taken)} taken${flagged}, ${report.refused} refused; the gaps of ${report.patientsRecomputed} ${report.patientsRecomputed === 1 ? 'patient were' : 'patients were'} computed again.`,
    refused: report.lines.filter((line) => line.status === 'refused').map((line) => ({ line: line.line, reasons: line.errors.join('; ') })),
    flagged: report.lines.filter((line) => line.flags.length > 0).map((line) => ({ line: line.line, flags: line.flags })),
    ignoredColumns: report.ignoredColumns,
  };
}

/** The history import dialog: a file read in the browser, sent once, its report shown; the worklist and the gaps read again. */
export function useHistoryImport(client: GapsClient, doctorId: DoctorId | null): HistoryImportViewProps & { readonly openDialog: () => void } {
  const queryClient = useQueryClient();
  const saySaved = useSaySaved();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<HistoryImportOutcome | null>(null);

  const onImport = async () => {
    if (file === null) return;
    setBusy(true);
    setError(null);
    const contentBase64 = bytesToBase64(new Uint8Array(await file.arrayBuffer()));
    await client.importHistory({ fileName: file.name, contentBase64, doctorId }).match((report) => {
      setOutcome(outcomeOf(report));
      void queryClient.invalidateQueries({ queryKey: endpointKey(gapWorklistEndpoint) });
      void queryClient.invalidateQueries({ queryKey: endpointKey(recordGapsEndpoint) });
      saySaved(`${lines(report.taken)} of ${file.name} imported`);
    }, (problem) => setError(problem.kind === 'Refused' ? problem.messages.join('; ') : 'The history could not be imported. Try again in a moment.'));
    setBusy(false);
  };
  return {
    open, fileName: file?.name ?? null, busy, error, outcome,
    onFile: (chosen) => { setFile(chosen); setOutcome(null); setError(null); },
    onImport: () => void onImport(),
    onClose: () => { setOpen(false); setFile(null); setOutcome(null); setError(null); },
    openDialog: () => setOpen(true),
  };
}
