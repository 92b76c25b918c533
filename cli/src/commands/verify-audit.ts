import type { ChainCheck } from '@rafdesk/core';

/** The one line `rafdesk db verify-audit` prints for a chain check, and whether the trail is intact. */
export function describeChainCheck(check: ChainCheck): { readonly text: string; readonly intact: boolean } {
  switch (check.kind) {
    case 'Intact':
      return { intact: true, text: `The audit trail is intact: ${check.checked} line(s) chained${check.unchained > 0 ? `, ${check.unchained} written before the chain` : ''}.` };
    case 'Broken':
      return { intact: false, text: `error: the audit trail is broken at line ${check.lineId} (changed, inserted or a line before it removed); ${check.checked} line(s) before it are intact` };
    case 'TailRemoved':
      return { intact: false, text: `error: the audit trail ends before its head: lines after ${check.lastLineId ?? 'the start'} were removed` };
  }
}
