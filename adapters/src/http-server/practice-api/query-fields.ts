import type { DoctorId } from '@rafdesk/core';

export const doctorIdOf = (id: number | undefined): DoctorId | null => (id === undefined ? null : (id as DoctorId));
