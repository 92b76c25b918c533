import { describe, expect, it } from 'vitest';
import type { DiagnosticDeletion } from '../domain/record.js';
import type { RecordId } from '../domain/ids.js';
import { DiagnosticDeletionArgument, deleteDiagnosticEndpoint } from './record-endpoints.js';

// A deletion's arguments travel in the query: what the web app's encoder writes, the server's argument schema and
// decoder must read back as the same deletion, or the wrong service date of a code would go.
describe('the diagnostic deletion codec', () => {
  const deletions: DiagnosticDeletion[] = [
    { recordId: 5 as RecordId, code: 'E11.9', serviceDate: '2025-03-14', queue: 'Chart review' },
    { recordId: 12 as RecordId, code: 'I10', serviceDate: null, queue: null },
  ];

  it.each(deletions)('reads back the deletion it writes (%o)', (deletion) => {
    const { query } = deleteDiagnosticEndpoint.codec.encodeInput(deletion);
    const args = DiagnosticDeletionArgument.parse(JSON.parse(JSON.stringify(query)));
    expect(deleteDiagnosticEndpoint.codec.decodeInput({ query: {}, params: {}, body: undefined, args })).toEqual(deletion);
  });
});
