import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { can, endpointKey, gapWorklistEndpoint, recordGapsEndpoint, type RecordGaps, type RecordId, valueText } from '@rafdesk/core';
import type { OpenGapsPanelProps } from '../../shared/components/gaps-slot.js';
import { fromResult } from '../../shared/query/from-result.js';
import { useService } from '../../shared/services/services.js';
import { useSession } from '../../shared/services/use-session.js';
import { gapLine, orderedGaps } from './gap-lines.js';
import { useGapsClient } from './use-gaps-client.js';
import { OpenGapsPanelView } from './open-gaps-panel-view.js';
import { useGapDecisions } from './use-gap-decisions.js';
import { daysLeftText } from './worklist-words.js';
import { normaliseCode } from '@rafdesk/core/raf';

const toDo = (state: string) => state === 'open' || state === 'deferred';

/** "3 open gaps for payment year 2026: +0.512 RAF, $4,321 a year, factors final. 29 days left…". */
function summaryOf(gaps: RecordGaps): string {
  const worth = gaps.openWorth;
  const count = gaps.gaps.filter((gap) => toDo(gap.standing.state)).length;
  const value = worth === null || count === 0 ? '' : `: ${valueText(worth)}`;
  const days = count === 0 ? '' : ` ${daysLeftText(gaps.daysLeft)}`;
  return `${count === 0 ? 'No open gap' : `${count} open ${count === 1 ? 'gap' : 'gaps'}`} for payment year ${gaps.paymentYear}${value}.${days}`;
}

/**
 * The open-gaps panel the records view and the Smart PN DX tab mount (through the gaps slot): the record's gaps,
 * decided in place, documented through the host's own add-diagnosis flow, and the pre-visit summary PDF.
 */
export function OpenGapsPanel({ recordId, codingRevision, onDocument, documentLabel, headingLevel }: OpenGapsPanelProps) {
  const clinical = useService('clinical');
  const effects = useService('effects');
  const queryClient = useQueryClient();
  const { user } = useSession();
  const client = useGapsClient();
  const key = endpointKey(recordGapsEndpoint, recordId, codingRevision);
  const read = useQuery({ queryKey: key, queryFn: () => fromResult(client.recordGaps(recordId as RecordId)), placeholderData: (previous) => previous });
  const decisions = useGapDecisions(client, user?.userId ?? null, (_record, gaps) => {
    // The reply is the record's gaps as they now stand: shown at once; the worklist's pages are stale.
    queryClient.setQueryData(key, gaps);
    void queryClient.invalidateQueries({ queryKey: endpointKey(gapWorklistEndpoint) });
  });
  const [showDecided, setShowDecided] = useState(false);
  const [histories, setHistories] = useState<ReadonlySet<string>>(new Set());
  const [downloading, setDownloading] = useState(false);
  const dispose = user !== null && can(user, 'gaps.dispose');

  const gaps = read.data?.gaps ?? [];
  const decidedCount = gaps.filter((gap) => !toDo(gap.standing.state)).length;
  const shown = orderedGaps(gaps).filter((gap) => showDecided || toDo(gap.standing.state));
  const gapOf = (gapKey: string) => gaps.find((gap) => gap.key === gapKey);
  const act = (run: (gap: (typeof gaps)[number]) => void) => (gapKey: string) => {
    const gap = gapOf(gapKey);
    if (gap) run(gap);
  };
  const preVisitSummary = () => {
    setDownloading(true);
    void client.preVisitSummary(recordId as RecordId).match((file) => {
      setDownloading(false);
      clinical.save({ fileName: file.fileName, mediaType: 'application/pdf', bytes: file.bytes });
    }, () => {
      setDownloading(false);
      effects.showToast({ severity: 'danger', title: 'Error', text: 'The pre-visit summary could not be made' });
    });
  };

  return (
    <OpenGapsPanelView headingLevel={headingLevel} loading={read.isFetching} failed={read.isError && read.data === undefined}
      summary={read.data ? summaryOf(read.data) : null}
      decided={decidedCount === 0 ? null : { count: decidedCount, shown: showDecided, onToggle: () => setShowDecided((value) => !value) }}
      list={{
        gaps: shown.map((gap) => gapLine(gap, { document: onDocument !== null, dispose }, histories.has(gap.key))),
        documentLabel, busy: decisions.busy, emptyText: 'Nothing is missing: every HCC we know of is documented this year.',
        // The host's lists spell codes as the catalogue does (E1122), whatever the gap's source wrote.
        onDocument: act((gap) => onDocument?.({ code: normaliseCode(gap.valueCode) ?? gap.valueCode, description: gap.hccLabel })),
        onNotPresent: act((gap) => decisions.notPresent(recordId as RecordId, gap)),
        onDefer: act((gap) => decisions.defer(recordId as RecordId, gap)),
        onReopen: act((gap) => decisions.reopen(recordId as RecordId, gap)),
        onHistory: (gapKey) => setHistories((current) => {
          const next = new Set(current);
          if (!next.delete(gapKey)) next.add(gapKey);
          return next;
        }),
      }}
      onPreVisitSummary={preVisitSummary} downloading={downloading} notPresent={decisions.dialog} />
  );
}
