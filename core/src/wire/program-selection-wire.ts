import { z } from 'zod';
import type { ProgramKind, ProgramSelection, SignUpLookups } from '../domain/program-selection.js';
import { GenderOptionSchema } from '../domain/sex.js';
import { orNull, wireText } from './wire-values.js';

const KIND_TO_WIRE = { recordProgram: 'Record_Program', serviceRequired: 'Service_Required', billingProgram: 'Billing_Program' } as const satisfies Record<ProgramKind, string>;
const KIND_FROM_WIRE = { Record_Program: 'recordProgram', Service_Required: 'serviceRequired', Billing_Program: 'billingProgram' } as const;

export const WireProgramSelectionSchema = z.object({
  porS_Identifier: z.enum(['Record_Program', 'Service_Required', 'Billing_Program']), porS_Id: z.number().int().positive(),
  programorServiceName: z.string(), programorServiceName2: wireText,
});
/** A row of Doctors/DoctorsProgramOrServices. */
export type WireProgramSelection = z.infer<typeof WireProgramSelectionSchema>;

export function toWireProgramSelection(selection: ProgramSelection): WireProgramSelection {
  return {
    porS_Identifier: KIND_TO_WIRE[selection.kind], porS_Id: selection.id,
    programorServiceName: selection.name, programorServiceName2: selection.secondaryName,
  };
}

/** A checked wire program choice as the domain's (the endpoints' codecs decode with it). */
export function programSelectionOfWire(w: z.output<typeof WireProgramSelectionSchema>): ProgramSelection {
  return { kind: KIND_FROM_WIRE[w.porS_Identifier], id: w.porS_Id, name: w.programorServiceName, secondaryName: orNull(w.programorServiceName2) };
}

export const WireSignUpLookupsSchema = z.object({
  billingPrograms: z.array(z.object({ billingProgramID: z.number().int(), billingProgramName: z.string() })),
  recordPrograms: z.array(z.object({ recordProgramID: z.number().int(), recordProgramName: z.string() })),
  services: z.array(z.object({ serviceID: z.number().int(), serviceIDName: z.string() })),
});
/** Body of Authentication/GetSignUpResolve. */
export type WireSignUpLookups = z.infer<typeof WireSignUpLookupsSchema>;

export function toWireSignUpLookups(lookups: SignUpLookups): WireSignUpLookups {
  return {
    billingPrograms: lookups.billingPrograms.map((p) => ({ billingProgramID: p.id, billingProgramName: p.name })),
    recordPrograms: lookups.recordPrograms.map((p) => ({ recordProgramID: p.id, recordProgramName: p.name })),
    services: lookups.services.map((s) => ({ serviceID: s.id, serviceIDName: s.name })),
  };
}

/** Checked wire program lists as the domain's (the endpoints' codecs decode with it). */
export function signUpLookupsOfWire(w: z.output<typeof WireSignUpLookupsSchema>): SignUpLookups {
  return {
    billingPrograms: w.billingPrograms.map((p) => ({ id: p.billingProgramID, name: p.billingProgramName })),
    recordPrograms: w.recordPrograms.map((p) => ({ id: p.recordProgramID, name: p.recordProgramName })),
    services: w.services.map((s) => ({ id: s.serviceID, name: s.serviceIDName })),
  };
}

/** Misc/Genders rows already use the internal names ({label, value}). */
export const WireGenderOptionSchema = GenderOptionSchema;
