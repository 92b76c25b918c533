import type { PatientFigureGroup } from '../ports/repositories/patient-repository.js';
import { isPendingInSemester } from './pending-raf-report.js';

/** The dashboard's figures for one doctor or for a set of doctors. */
export interface PracticeFigures {
  readonly patients: number;
  readonly activePatients: number;
  /** Mean RAF total of the active patients; null without active patients. */
  readonly averageRaf: number | null;
  /** Billed RAF ÷ total RAF of the active patients, per semester (ratios); null when the total is 0. */
  readonly billedFirstSemester: number | null;
  readonly billedSecondSemester: number | null;
  readonly totalRaf: number;
  readonly billedRafFirstSemester: number;
  readonly billedRafSecondSemester: number;
  /** Active patients the pending RAF validation report lists, per semester. */
  readonly pendingFirstSemester: number;
  readonly pendingSecondSemester: number;
  /** Active patients pending in either semester, each once: the Patients List's indicator counts the same. */
  readonly pendingPatients: number;
}

/** What one patient brings to the figure groups: its activity, coding, billed fractions and RAF sums. */
export interface PatientFigureFacts {
  readonly active: boolean;
  readonly diagnosticCount: number;
  readonly billedFractionFirstSemester: number;
  readonly billedFractionSecondSemester: number;
  readonly rafTotal: number;
  readonly rafBilledFirstSemester: number;
  readonly rafBilledSecondSemester: number;
}

/**
 * Groups patients as `PatientRepository.figureGroups` promises (the database does it in SQL; the in-memory store and
 * the tests group with this): by activity, coding and each semester fully billed, summing the RAF figures.
 */
export function groupPatientFigures(patients: readonly PatientFigureFacts[]): PatientFigureGroup[] {
  const groups = new Map<string, PatientFigureGroup>();
  for (const patient of patients) {
    const key = {
      active: patient.active, coded: patient.diagnosticCount > 0,
      fullyBilledFirstSemester: patient.billedFractionFirstSemester >= 1, fullyBilledSecondSemester: patient.billedFractionSecondSemester >= 1,
    };
    const id = JSON.stringify(key);
    const group = groups.get(id) ?? { ...key, patients: 0, rafTotal: 0, rafBilledFirstSemester: 0, rafBilledSecondSemester: 0 };
    groups.set(id, {
      ...group, patients: group.patients + 1, rafTotal: group.rafTotal + patient.rafTotal,
      rafBilledFirstSemester: group.rafBilledFirstSemester + patient.rafBilledFirstSemester,
      rafBilledSecondSemester: group.rafBilledSecondSemester + patient.rafBilledSecondSemester,
    });
  }
  return [...groups.values()];
}

/** Whether a group's patients are pending in a semester: core's pending RAF rule on what the group shares. */
function pendingIn(group: PatientFigureGroup, semester: 1 | 2): boolean {
  return isPendingInSemester({
    rafTotal: group.rafTotal, diagnosticCount: group.coded ? 1 : 0,
    billedFractionFirstSemester: group.fullyBilledFirstSemester ? 1 : 0, billedFractionSecondSemester: group.fullyBilledSecondSemester ? 1 : 0,
  }, semester);
}

/** Sums the dashboard's figures over the groups of a scope's patients (docs/formulas.md). */
export function practiceFigures(groups: readonly PatientFigureGroup[]): PracticeFigures {
  const active = groups.filter((group) => group.active);
  const sum = (of: readonly PatientFigureGroup[], pick: (group: PatientFigureGroup) => number) => of.reduce((total, group) => total + pick(group), 0);
  const activePatients = sum(active, (group) => group.patients);
  const totalRaf = sum(active, (group) => group.rafTotal);
  const billedRafFirstSemester = sum(active, (group) => group.rafBilledFirstSemester);
  const billedRafSecondSemester = sum(active, (group) => group.rafBilledSecondSemester);
  const pending = (test: (group: PatientFigureGroup) => boolean) => sum(active.filter(test), (group) => group.patients);
  return {
    patients: sum(groups, (group) => group.patients), activePatients,
    averageRaf: activePatients === 0 ? null : totalRaf / activePatients,
    billedFirstSemester: totalRaf === 0 ? null : billedRafFirstSemester / totalRaf,
    billedSecondSemester: totalRaf === 0 ? null : billedRafSecondSemester / totalRaf,
    totalRaf, billedRafFirstSemester, billedRafSecondSemester,
    pendingFirstSemester: pending((group) => pendingIn(group, 1)),
    pendingSecondSemester: pending((group) => pendingIn(group, 2)),
    pendingPatients: pending((group) => pendingIn(group, 1) || pendingIn(group, 2)),
  };
}
