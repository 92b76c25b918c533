import type { RafEngine } from '../../coding/raf-engine.js';
import { formatIsoDate, type IsoDate } from '../../domain/calendar-date.js';
import { documents } from '../../gaps/coverage.js';
import type { GapDisposition } from '../../gaps/disposition.js';
import type { GapDiagnosis } from '../../gaps/gap-facts.js';
import type { HccCodes } from '../../gaps/gap.js';
import { hccHierarchy, hccName } from '../../gaps/hcc-hierarchy.js';
import { curvePaymentYear } from '../../gaps/recapture-curve.js';
import type { NamedHistoryRecord, StoredGap } from '../../ports/repositories/gap-repository.js';
import type { DaysLeft, GapHistoryEntry, PatientGap } from './gap-views.js';

// How stored gaps are shown: with where each stands, its history, and the days left for this year's dates of service.

const DAY_MS = 86_400_000;
const daysBetween = (from: IsoDate, to: IsoDate) => Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS));

/**
 * Days left, from today, to the end of the semester and of the service year in which this year's dates of service
 * count (both counting today): a year not begun has all its days, a year gone has none.
 */
export function daysLeftOf(today: IsoDate, serviceYear: number): DaysLeft {
  const start = formatIsoDate(serviceYear, 1, 1);
  const end = formatIsoDate(serviceYear, 12, 31);
  if (today > end) return { semester: 0, year: 0 };
  const from = today < start ? start : today;
  const semesterEnd = from <= formatIsoDate(serviceYear, 6, 30) ? formatIsoDate(serviceYear, 6, 30) : end;
  return { semester: daysBetween(from, semesterEnd) + 1, year: daysBetween(from, end) + 1 };
}

const historyEntry = (record: NamedHistoryRecord): GapHistoryEntry => ({
  at: record.at, userId: record.by, userName: record.userName, from: record.from, to: record.to, event: record.event,
  reason: record.reason, reasonText: record.reasonText, code: record.code, countedAsDelete: record.countedAsDelete,
});

/** A stored gap as the calls answer it: its standing from the stored disposition (open when none) and its history. */
export function patientGapOf(stored: StoredGap, disposition: GapDisposition | undefined, history: readonly NamedHistoryRecord[] = []): PatientGap {
  return {
    ...stored.gap,
    standing: {
      state: stored.state, reason: disposition?.reason ?? null, reasonText: disposition?.reasonText ?? null, code: disposition?.code ?? null,
      changedAt: disposition?.changedAt ?? null, changedBy: disposition?.changedBy ?? null,
    },
    worth: stored.worth,
    history: history.filter((record) => record.gapKey === stored.gap.key).map(historyEntry),
  };
}

/**
 * The HCCs documented in the year before the service year, after that year's own hierarchy (a lower HCC under a
 * higher one of the same year is not paid): what the pre-visit summary lists as last year's HCCs.
 */
export function lastYearHccsOf(engine: RafEngine, diagnoses: readonly GapDiagnosis[], serviceYear: number): HccCodes[] {
  const hierarchy = hccHierarchy(engine, 'V28', curvePaymentYear(engine, serviceYear));
  const codesOf = new Map<number, string[]>();
  for (const diagnosis of diagnoses) {
    if (diagnosis.serviceYear !== serviceYear - 1 || !documents(diagnosis)) continue;
    for (const hcc of hierarchy.hccsOf(diagnosis.code)) codesOf.set(hcc, [...new Set([...(codesOf.get(hcc) ?? []), diagnosis.code])]);
  }
  return [...codesOf].filter(([hcc]) => !hierarchy.trumpedBy(hcc).some((higher) => codesOf.has(higher)))
    .sort(([a], [b]) => a - b)
    .map(([hcc, codes]) => ({ hcc: hccName(hcc), label: hierarchy.labelOf(hcc), codes }));
}
