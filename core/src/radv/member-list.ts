import { err, ok, type Result } from 'neverthrow';
import { headingKey } from '../coding/roster-table.js';
import { RADV_MAX_MEMBERS } from './radv-audit.js';

/** Headings that name a member's contract number, matched as the roster matches its own (no case, blanks or punctuation). */
const CONTRACT_HEADINGS = new Set(['inscontractno', 'insurancecontractno', 'insurancecontractnumber', 'contractno', 'contractnumber', 'memberid', 'member', 'membernumber']);

const blank = (row: readonly string[]) => row.every((cell) => cell.trim() === '');

/**
 * The contract numbers of an audit's member list, read by the roster's safe reader into rows: the column headed
 * "INS Contract No" (or Contract Number, Member ID…), or a file of one column without heading. Each number once, in
 * the file's order; refused, with the reason, when no column names them, none is listed or more than an audit holds.
 */
export function memberContractNumbers(rows: readonly (readonly string[])[]): Result<string[], string> {
  const filled = rows.filter((row) => !blank(row));
  const [first] = filled;
  if (first === undefined) return err('The member list is empty');
  const column = first.findIndex((cell) => CONTRACT_HEADINGS.has(headingKey(cell)));
  const singleColumn = filled.every((row) => row.slice(1).every((cell) => cell.trim() === ''));
  if (column < 0 && !singleColumn) return err('The member list needs a column headed INS Contract No (or a single column of contract numbers)');
  const body = column < 0 ? filled : filled.slice(1);
  const numbers = [...new Set(body.map((row) => (row[Math.max(column, 0)] ?? '').trim()).filter((cell) => cell !== ''))];
  if (numbers.length === 0) return err('The member list names no contract number');
  if (numbers.length > RADV_MAX_MEMBERS) return err(`The member list names ${numbers.length} members; an audit holds at most ${RADV_MAX_MEMBERS}`);
  return ok(numbers);
}
