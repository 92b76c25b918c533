import { useEffect, useState } from 'react';
import type { DiagnosisChoice } from '@rafdesk/core';
import type { SmartPnClient } from './smart-pn-client.js';

/** The diagnostic search starts at 3 characters and waits 1 s after the last key (spec 02 §5). */
export const SEARCH_MIN_CHARACTERS = 3;
export const SEARCH_WAIT_MS = 1_000;

/** The SOAP tab's diagnostic search: the text, its status line and up to 10 results. */
export function useDiagnosticSearch(client: SmartPnClient) {
  const [text, setText] = useState('');
  const [results, setResults] = useState<readonly DiagnosisChoice[]>([]);
  const [status, setStatus] = useState(`Type at least ${SEARCH_MIN_CHARACTERS} characters to search.`);
  useEffect(() => {
    const query = text.trim();
    if (query.length < SEARCH_MIN_CHARACTERS) {
      setResults([]);
      setStatus(`Type at least ${SEARCH_MIN_CHARACTERS} characters to search.`);
      return undefined;
    }
    let current = true;
    setStatus('Searching…');
    const timer = window.setTimeout(() => {
      void client.search(query).match((rows) => {
        if (!current) return;
        setResults(rows);
        setStatus(rows.length === 0 ? 'No diagnostic matches.' : `${rows.length} results.`);
      }, () => current && setStatus('The search failed.'));
    }, SEARCH_WAIT_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [client, text]);
  return { text, onText: setText, results, status };
}
