import { describe, expect, it } from 'vitest';
import { describeChainCheck } from './verify-audit.js';

describe('rafdesk db verify-audit', () => {
  it('says an intact trail is intact, and names the first broken line or the removed tail as a failure', () => {
    expect(describeChainCheck({ kind: 'Intact', head: 'h', lastLineId: '9', checked: 7, unchained: 2 }))
      .toEqual({ intact: true, text: 'The audit trail is intact: 7 line(s) chained, 2 written before the chain.' });
    expect(describeChainCheck({ kind: 'Broken', lineId: '42', checked: 41 }))
      .toEqual({ intact: false, text: 'error: the audit trail is broken at line 42 (changed, inserted or a line before it removed); 41 line(s) before it are intact' });
    expect(describeChainCheck({ kind: 'TailRemoved', lastLineId: '40', checked: 40 }).text).toBe('error: the audit trail ends before its head: lines after 40 were removed');
  });
});
