import { useEffect, useMemo, useState } from 'react';
import { type CatalogueDiagnostic, type DiagnosisSource, type RecordId, type ScoringSubject, DEFAULT_DIAGNOSIS_SOURCE, RECORDS_VIEW_SEARCH, shouldSearch } from '@rafdesk/core';
import type { FastCodingTab, FastCodingViewProps } from './fast-coding-view.js';
import type { InsertSummary } from './insert-summary-view.js';
import { insertPreview } from './insert-preview.js';
import type { InsertReport, RecordsClient } from './records-client.js';
import { useCatalogueSearchQuery } from './records-queries.js';
import type { RecordDataHandle, RowsAfter } from './use-record-data.js';
import { withAddedRows } from './with-added-rows.js';
import { catalogueOptionLabel } from '../../shared/catalogue-option-label.js';

export interface FastCoding {
  readonly view: FastCodingViewProps;
  readonly open: () => void;
  /** Opens Fast Coding with these codes in 'By list', to be inserted as any list is (a gap's code, from the open-gaps panel). */
  readonly openWith: (codes: readonly string[]) => void;
  readonly summary: InsertSummary | null;
  readonly dismissSummary: () => void;
}

const NOTHING_FOUND: readonly CatalogueDiagnostic[] = [];

const summaryOf = (report: InsertReport): InsertSummary => ({
  added: report.added, alreadyPresent: report.alreadyPresent, unknown: report.unknown, invalid: report.invalid, leftOut: report.optimisedOut,
});

/**
 * Fast Coding Search: the catalogue search (3 characters, 1 s after the last key, 50 results), the pasted list
 * (one code a line), the Optimizer preview computed in the browser, and Insert.
 */
export function useFastCoding(data: RecordDataHandle, client: RecordsClient, recordId: RecordId | null, subject: ScoringSubject | null, optimizerAllowed: boolean): FastCoding {
  const [visible, setVisible] = useState(false);
  const [tab, setTab] = useState<FastCodingTab>('single');
  const [searchText, setSearchText] = useState('');
  const [searched, setSearched] = useState('');
  const [selected, setSelected] = useState<CatalogueDiagnostic[]>([]);
  const [pasted, setPasted] = useState('');
  const [optimize, setOptimize] = useState(false);
  const [source, setSource] = useState<DiagnosisSource>(DEFAULT_DIAGNOSIS_SOURCE);
  const [inserting, setInserting] = useState(false);
  const [summary, setSummary] = useState<InsertSummary | null>(null);

  // The search runs 1 s after the last key; each text searched is a cached query, so typing back to it costs nothing.
  useEffect(() => {
    if (!shouldSearch(RECORDS_VIEW_SEARCH, searchText)) return undefined;
    const timer = setTimeout(() => setSearched(searchText.trim()), RECORDS_VIEW_SEARCH.debounceMs);
    return () => clearTimeout(timer);
  }, [searchText]);
  const found = useCatalogueSearchQuery(client, searched).data ?? NOTHING_FOUND;

  const codes = useMemo(() => (tab === 'single' ? selected.map((entry) => entry.code) : (data.engine?.parseCodeList(pasted) ?? [])), [tab, selected, pasted, data.engine]);
  const preview = useMemo(() => (data.engine && subject && codes.length > 0 ? insertPreview(data.engine, subject, codes, optimize && optimizerAllowed) : null),
    [data.engine, subject, codes, optimize, optimizerAllowed]);
  const options = useMemo(() => {
    const byCode = new Map([...selected, ...found].map((entry) => [entry.code, entry]));
    return [...byCode.values()].map((entry) => ({ code: entry.code, label: catalogueOptionLabel(entry) }));
  }, [selected, found]);

  const reset = () => {
    setVisible(false);
    setSearchText('');
    setSearched('');
    setSelected([]);
    setPasted('');
    setSource(DEFAULT_DIAGNOSIS_SOURCE);
  };
  const insert = () => {
    if (recordId === null || codes.length === 0) return;
    setInserting(true);
    let report: InsertReport | null = null;
    const work = client.addDiagnostics({ recordId, codes, optimize: optimize && optimizerAllowed, source }).map((answer) => {
      report = answer.report;
      return answer.card;
    });
    // The reply carries the added codes' rows and the card: both go into the cache and nothing is read again
    // (a server that sends no rows has the diagnostics read once).
    const rowsAfter: RowsAfter = (rows) => {
      const added = (report as InsertReport | null)?.rows ?? null;
      return added === null ? null : withAddedRows(rows, added);
    };
    void data.commit(work, { rows: rowsAfter }).match(() => {
      setInserting(false);
      setSummary(report === null ? null : summaryOf(report));
      reset();
    }, () => setInserting(false));
  };

  return {
    open: () => setVisible(true),
    openWith: (codes) => {
      setTab('list');
      setPasted(codes.join('\n'));
      setVisible(true);
    },
    summary,
    dismissSummary: () => setSummary(null),
    view: {
      recordLabel: visible && recordId !== null ? String(recordId) : null,
      onClose: reset,
      tab, onTabChange: setTab,
      onSearchText: setSearchText,
      options, selected: selected.map((entry) => entry.code),
      onSelected: (chosen) => setSelected(chosen.map((code) => [...selected, ...found].find((entry) => entry.code === code)).filter((entry): entry is CatalogueDiagnostic => entry !== undefined)),
      searchHint: shouldSearch(RECORDS_VIEW_SEARCH, searchText) ? null : `Type at least ${RECORDS_VIEW_SEARCH.minChars} characters to search`,
      pasted, onPasted: setPasted,
      optimizer: optimizerAllowed ? { checked: optimize, onChange: setOptimize } : null,
      preview, source, onSource: setSource, inserting, onInsert: insert,
    },
  };
}
