import { RADV_MAX_MEMBERS } from '@rafdesk/core';
import type { Result } from 'neverthrow';
import { ROSTER_FILE_LIMITS } from '../clinical-api/roster-file.js';
import { readTableFile, sharedWorkbookParser, type TableFileKind } from '../clinical-api/table-file.js';
import type { RouteFailure } from '../route-failure.js';

/** A member list's bounds: the roster's, but for its length (an audit holds at most 200 members). */
const MEMBER_LIST_LIMITS = { ...ROSTER_FILE_LIMITS, rows: RADV_MAX_MEMBERS + 50 } as const;

const MEMBER_LIST: TableFileKind = { noun: 'member list', lineWord: 'members', maxLines: RADV_MAX_MEMBERS, limits: MEMBER_LIST_LIMITS };

/** Reads an audit's member list (.csv, or an .xlsx's first sheet) by the roster's safe reader. */
export function readMemberListFile(fileName: string, bytes: Uint8Array): Promise<Result<string[][], RouteFailure>> {
  return readTableFile(fileName, bytes, MEMBER_LIST, sharedWorkbookParser(MEMBER_LIST_LIMITS));
}
