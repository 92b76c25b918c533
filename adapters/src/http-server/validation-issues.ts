import { REQUIRED_MESSAGE } from '@rafdesk/core';
import type { z } from 'zod';

/** Where a value came from; names the field when the whole value is wrong (e.g. a missing body). */
export type InputLocation = 'query' | 'params' | 'body';

function fieldName(location: InputLocation, path: readonly PropertyKey[]): string {
  if (path.length === 0) return location;
  return path.reduce<string>((name, key, index) => {
    if (typeof key === 'number') return `${name}[${key}]`;
    return index === 0 ? String(key) : `${name}.${String(key)}`;
  }, '');
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * Turns zod issues into the 400 body's lines, "<field>: <reason>". The reasons are zod's own wording,
 * which names the expected type or limit and never the received value, so no input is echoed back.
 */
export function describeIssues(location: InputLocation, issues: readonly z.core.$ZodIssue[], input: unknown): string[] {
  const lines = issues.map((issue) => {
    // Whatever rule the schema states (a type, a union of forms), an absent value is reported as required.
    const missing = valueAt(input, issue.path) === undefined;
    return `${fieldName(location, issue.path)}: ${missing ? REQUIRED_MESSAGE : issue.message}`;
  });
  return [...new Set(lines)];
}
