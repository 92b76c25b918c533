import {
  DISPOSITION_STATE_LABELS, DISPOSITION_TRANSITIONS, GAP_KIND_LABELS, NOT_PRESENT_REASON_LABELS, type DispositionEvent, type GapHistoryEntry, type PatientGap, EVIDENCE_SOURCE_WORDS, coverageText, valueText,
} from '@rafdesk/core';
import { dateText, dateTimeText } from '../../shared/format/date-text.js';
import type { GapLine } from './gap-list-view.js';
import type { GapHistoryLine } from './gap-history-view.js';

/** What the screen and the role allow on every gap it lists. */
export interface GapAbilities {
  /** The screen can document (the host's add-diagnosis flow) and the role may add codes. */
  readonly document: boolean;
  /** The role may decide (gaps.dispose). */
  readonly dispose: boolean;
}

const may = (event: DispositionEvent['type'], gap: PatientGap) => DISPOSITION_TRANSITIONS[event].from.includes(gap.standing.state);

/** "HCC37 Diabetes with Chronic Complications". */
export const gapTitle = (gap: Pick<PatientGap, 'hcc' | 'hccLabel'>): string => `${gap.hcc} ${gap.hccLabel}`;

/** Why a gap is not present, in words, with what the person wrote. */
function reasonOf(gap: PatientGap): string | null {
  const { standing } = gap;
  if (standing.state !== 'not-present' || standing.reason === null) return null;
  return `Not present: ${NOT_PRESENT_REASON_LABELS[standing.reason]}${standing.reasonText ? ` (${standing.reasonText})` : ''}`;
}

/** One change of a gap's history in words; a change with no person is the portal's own (coding closed or reopened it). */
export function historyLine(entry: GapHistoryEntry, index: number): GapHistoryLine {
  const reason = entry.reason === null ? '' : `${NOT_PRESENT_REASON_LABELS[entry.reason]}${entry.reasonText ? `: ${entry.reasonText}` : ''}`;
  const code = entry.code === null ? '' : entry.countedAsDelete ? `${entry.code} deleted as unsupported` : `by ${entry.code}`;
  return {
    key: `${entry.at}-${index}`, when: dateTimeText(entry.at), who: entry.userName ?? 'RAFdesk (coding)',
    change: `${DISPOSITION_STATE_LABELS[entry.from]} → ${DISPOSITION_STATE_LABELS[entry.to]}`,
    detail: [reason, code].filter((part) => part !== '').join('; '),
  };
}

/**
 * A gap as a list shows it: what is missing, its evidence, worth and standing, and which decisions the disposition
 * machine allows from its state (core's transitions), for a role that may make them.
 */
export function gapLine(gap: PatientGap, abilities: GapAbilities, historyShown: boolean): GapLine {
  const documentable = gap.coverage !== 'closed' && may('coding.documented', gap) && gap.standing.state !== 'documented';
  return {
    key: gap.key, title: gapTitle(gap), kind: GAP_KIND_LABELS[gap.kind], state: gap.standing.state, stateText: DISPOSITION_STATE_LABELS[gap.standing.state],
    coverage: coverageText(gap.coverage, gap.addressedBy), reason: reasonOf(gap),
    value: gap.worth === null ? 'Not valued: the payment year has no model tables' : valueText(gap.worth),
    code: gap.valueCode, documentation: gap.documentation,
    evidence: gap.evidence.map((evidence, index) => ({
      key: `${evidence.identity}-${index}`, source: EVIDENCE_SOURCE_WORDS[evidence.source], date: dateText(evidence.date), text: evidence.text,
    })),
    actions: {
      document: abilities.document && documentable,
      notPresent: abilities.dispose && may('user.notPresent', gap),
      defer: abilities.dispose && may('user.defer', gap),
      reopen: abilities.dispose && may('user.reopen', gap),
    },
    history: historyShown ? { loading: false, lines: gap.history.map(historyLine) } : null,
  };
}

/** The gaps still to act on first (open, deferred), then the decided ones; by worth within each. */
export function orderedGaps(gaps: readonly PatientGap[]): PatientGap[] {
  const rank = (gap: PatientGap) => (gap.standing.state === 'open' || gap.standing.state === 'deferred' ? 0 : 1);
  return [...gaps].sort((a, b) => rank(a) - rank(b) || (b.worth?.raf ?? 0) - (a.worth?.raf ?? 0));
}
