import { z } from 'zod';
import type { Result } from 'neverthrow';
import { VisitOptionIdSchema } from '../domain/ids.js';
import { VisitInputTypeSchema, type VisitOption } from '../domain/visit-option.js';
import { orNull, wireText } from './wire-values.js';
import { parseWire, type WireFormatError } from './wire-format-error.js';

const order = z.number().int().nullish();

export const WireVisitOptionSchema = z.object({
  visitOptionID: VisitOptionIdSchema, visitOptionDescription: z.string(), visitGroupID: z.number().int(),
  visitGroupDescription: z.string(), header: wireText, inputTypeOption: VisitInputTypeSchema,
  optional: z.number().int(), tooltips: wireText, visitOptionImage: wireText, m_ORDER: order, f_ORDER: order,
});
/** A row of Forms/GetVisitOptions; `optional` 0 means the question must be answered. */
export type WireVisitOption = z.infer<typeof WireVisitOptionSchema>;

export function toWireVisitOption(option: VisitOption): WireVisitOption {
  return {
    visitOptionID: option.id, visitOptionDescription: option.description, visitGroupID: option.groupId,
    visitGroupDescription: option.groupDescription, header: option.header, inputTypeOption: option.inputType,
    optional: option.required ? 0 : 1, tooltips: option.tooltip, visitOptionImage: option.image,
    m_ORDER: option.maleOrder, f_ORDER: option.femaleOrder,
  };
}

/** A checked visit option as the domain's. */
export function visitOptionOfWire(w: WireVisitOption): VisitOption {
  return {
    id: w.visitOptionID, description: w.visitOptionDescription, groupId: w.visitGroupID,
    groupDescription: w.visitGroupDescription, header: orNull(w.header), inputType: w.inputTypeOption,
    required: w.optional === 0, tooltip: orNull(w.tooltips), image: orNull(w.visitOptionImage),
    maleOrder: orNull(w.m_ORDER), femaleOrder: orNull(w.f_ORDER),
  };
}

export function fromWireVisitOption(input: unknown): Result<VisitOption, WireFormatError> {
  return parseWire('visit option', WireVisitOptionSchema, input, visitOptionOfWire);
}
