import { idField } from '@rafdesk/core';

/** The id argument `name` (any letter case) of the first part (query, body) that has a positive one, for the audit trail. */
export function idArgument(name: string, ...parts: unknown[]): number | null {
  for (const part of parts) {
    if (part === null || typeof part !== 'object') continue;
    const entry = Object.entries(part).find(([key]) => key.toLowerCase() === name.toLowerCase());
    const id = idField.safeParse(entry?.[1]);
    if (id.success) return id.data;
  }
  return null;
}
