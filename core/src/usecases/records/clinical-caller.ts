import type { DoctorId } from '../../domain/ids.js';
import type { Caller } from '../caller.js';

/**
 * Who calls a clinical use case: a {@link Caller}, or the part of it an HTTP route knows (user id and role).
 * When `doctorId` is not given, a Doctor's own doctor is looked up by the user id (see actorOf).
 */
export type ClinicalCaller = Pick<Caller, 'userId' | 'role'> & { readonly doctorId?: DoctorId | null };
