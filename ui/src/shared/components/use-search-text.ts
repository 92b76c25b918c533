import { useState } from 'react';
import type { SearchBarViewProps } from './search-bar-view.js';

/**
 * The typed text of a list's search box beside the search in force: Search (or Enter) applies the trimmed text,
 * blank meaning none; Clear Filter empties both and shows only while either is set.
 */
export function useSearchText(applied: string | null, apply: (query: string | null) => void): Omit<SearchBarViewProps, 'id' | 'label'> {
  const [text, setText] = useState('');
  return {
    text, onText: setText,
    onSearch: () => apply(text.trim() === '' ? null : text.trim()),
    onClear: applied !== null || text !== '' ? () => { setText(''); apply(null); } : null,
  };
}
