import { z } from 'zod';
import type { PracticeFigures } from '../billing/practice-figures.js';
import type { DoctorId } from '../domain/ids.js';
import { optionalIdField } from '../wire/wire-fields.js';
import { endpoint } from './endpoint.js';
import { coded } from './endpoint-codec.js';

// The dashboard's tiles: counts, averages and billed percentages the database works out, so no patient row is sent
// (or audited as read) to draw them.

const ratio = z.number().finite().nullable();
const PracticeFiguresSchema = z.object({
  patients: z.number().int().nonnegative(), activePatients: z.number().int().nonnegative(), averageRaf: ratio,
  billedFirstSemester: ratio, billedSecondSemester: ratio, totalRaf: z.number().finite(), billedRafFirstSemester: z.number().finite(),
  billedRafSecondSemester: z.number().finite(), pendingFirstSemester: z.number().int().nonnegative(), pendingSecondSemester: z.number().int().nonnegative(),
  pendingPatients: z.number().int().nonnegative(),
});

export const dashboardFiguresEndpoint = coded(endpoint({
  method: 'GET', path: 'Patients/DashboardFigures',
  summary: "The dashboard's figures over the caller's patients (one doctor's with doctorId): patients, active ones, average RAF, billed percentages and patients pending RAF validation",
  access: { permission: 'patients.view' }, query: z.object({ doctorId: optionalIdField }), response: PracticeFiguresSchema, audit: 'patients.figures',
}), {
  encodeInput: (doctorId: DoctorId | null) => ({ query: doctorId === null ? {} : { doctorId } }),
  decodeInput: ({ query }): DoctorId | null => (query.doctorId ?? null) as DoctorId | null,
  encodeOutput: (figures: PracticeFigures) => figures,
  decodeOutput: (wire): PracticeFigures => wire,
});
