import type { DoctorId } from '@rafdesk/core';
import { z } from 'zod';

export const doctorIdOf = (id: number | undefined): DoctorId | null => (id === undefined ? null : (id as DoctorId));

/**
 * A body schema that only names the fields of a wire shape (any value, unknown fields kept), so the server matches
 * their spelling in any letter case before the core's own wire parser reads the body.
 */
export function wireKeys(shape: Readonly<Record<string, unknown>>) {
  return z.object(Object.fromEntries(Object.keys(shape).map((key) => [key, z.unknown().optional()]))).catchall(z.unknown());
}
