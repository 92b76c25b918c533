import { err, ok, type Result } from 'neverthrow';

/** Ends every JSON record of the SignalR text format (0x1E). JSON.stringify escapes it inside strings, so it never occurs raw in a record. */
export const RECORD_SEPARATOR = '\u001e';

/** One JSON text as a record of the text format. */
export function writeRecord(json: string): string {
  return json + RECORD_SEPARATOR;
}

/** The records of one WebSocket text frame; a frame that does not end with a separator is incomplete, hence a protocol error. */
export function splitRecords(frame: string): Result<string[], 'IncompleteRecord'> {
  if (!frame.endsWith(RECORD_SEPARATOR)) return err('IncompleteRecord');
  const records = frame.split(RECORD_SEPARATOR);
  records.pop();
  return ok(records);
}
