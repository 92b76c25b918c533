import { useState } from 'react';
import type { SearchBarViewProps } from './search-bar-view.js';

/**
 * The typed text of a list's search box beside the search in force: Search (or Enter) applies the trimmed text,
 * blank meaning none; Clear Filter empties both and shows only while either is set. The box starts from the search
 * in force and shows it again whenever that changes from outside (a link, a refresh, Back).
 */
export function useSearchText(applied: string | null, apply: (query: string | null) => void): Omit<SearchBarViewProps, 'id' | 'label'> {
  const [text, setText] = useState(applied ?? '');
  const [shownFor, setShownFor] = useState(applied);
  if (shownFor !== applied) {
    setShownFor(applied);
    setText(applied ?? '');
  }
  return {
    text, onText: setText,
    onSearch: () => apply(text.trim() === '' ? null : text.trim()),
    onClear: applied !== null || text !== '' ? () => { setText(''); apply(null); } : null,
  };
}
