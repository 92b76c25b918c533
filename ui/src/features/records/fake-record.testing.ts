import {
  type PatientListRow, type RafEngine, type RecordDiagnosticRow, type RecordId, NO_PAYMENT_FACTS, loadRafEngine, recordPaymentFigures, scoreRecordFigures, toWirePatientRow, toWireRecordDiagnostic, toWireRecordInfo,
} from '@rafdesk/core';
import { aPatient, aRecordDiagnostic } from '@rafdesk/core/testing';
import type { TestWorld } from '../../testing/test-composition-root.js';
import { recordDiagnosticsEndpoint, recordPatientEndpoint, recordScoringEndpoint } from '@rafdesk/core';
import { scoringSubject } from './record-scoring.js';
import type { RecordDemographics } from './records-client.js';

export const DEMOGRAPHICS: RecordDemographics = {
  paymentYear: 2026, sex: 'F', dateOfBirth: '1950-02-28', dualStatus: 'none', institutional: false, newEnrollee: false, originalReasonForEntitlement: 0,
  ...NO_PAYMENT_FACTS, rafFactors: [],
};

/** A record the fake server keeps: it applies changes and stores the figures the engine gives, as the real server does. */
export class FakeRecord {
  readonly recordId = 5 as RecordId;
  patient: PatientListRow;
  rows: RecordDiagnosticRow[];
  /** What GetRecordScoring answers and the record is scored with; a test may give the patient ESRD or the subsidy. */
  demographics: RecordDemographics = DEMOGRAPHICS;

  constructor(rows: RecordDiagnosticRow[] = [aRecordDiagnostic({ code: 'E119' }), aRecordDiagnostic({ code: 'I10', v24Hcc1: null, v28Hcc1: null, description: 'Essential hypertension' })],
    patient: Partial<Parameters<typeof aPatient>[0]> = {}) {
    this.rows = rows;
    this.patient = aPatient({ recordId: 5, diagnosisCount: rows.length, ...patient });
  }

  private engine: RafEngine | null = null;

  /** Loads the engine the fake server scores with (GetRecordScoring's factor status and Part D), without storing figures. */
  async ready(): Promise<RafEngine> {
    this.engine ??= (await loadRafEngine())._unsafeUnwrap();
    return this.engine;
  }

  /** Stores the figures the engine computes for the current rows. */
  async score(): Promise<void> {
    const engine = await this.ready();
    const figures = scoreRecordFigures(engine, scoringSubject(this.recordId, this.demographics, this.patient.active, this.rows), this.demographics.paymentYear)._unsafeUnwrap();
    this.patient = { ...this.patient, ...figures, diagnosisCount: this.rows.length };
  }

  /** The RAF card a change's reply carries on the real server: the stored figures after the change. */
  card(): Record<string, unknown> {
    const { patient } = this;
    return {
      ...toWireRecordInfo({
        rafTotal: patient.rafTotal, rafBilledFirstSemester: patient.rafBilledFirstSemester, rafBilledSecondSemester: patient.rafBilledSecondSemester,
        billedFractionFirstSemester: patient.billedFractionFirstSemester, billedFractionSecondSemester: patient.billedFractionSecondSemester, patientActive: patient.active,
      }),
      modelLabel: 'V28',
    };
  }

  setOnCode(code: string, change: Partial<RecordDiagnosticRow>): void {
    this.rows = this.rows.map((row) => (row.code === code ? { ...row, ...change } : row));
  }

  /** Answers the records view's reads on the test world's fake server. */
  /** The server's answer to the record's diagnostics read: the rows as they stand, in one page. */
  rowsAnswer() {
    return {
      status: 200, body: this.rows.map(toWireRecordDiagnostic),
      headers: { 'x-pagination': JSON.stringify({ totalCount: this.rows.length, pageSize: 1000, currentPage: 1 }) },
    };
  }

  serve(world: TestWorld): void {
    world.server.on('GET', recordPatientEndpoint.path, () => ({ status: 200, body: [toWirePatientRow(this.patient)] }));
    world.server.on('GET', recordDiagnosticsEndpoint.path, () => this.rowsAnswer());
    // The card's factor status and Part D score, worked out as the server does once the engine is loaded (score()).
    world.server.on('GET', recordScoringEndpoint.path, () => ({ status: 200, body: {
      ...this.demographics, dob: this.demographics.dateOfBirth,
      ...(this.engine === null ? {} : { paymentFigures: recordPaymentFigures(this.engine, scoringSubject(this.recordId, this.demographics, this.patient.active, this.rows), this.demographics.rafFactors) }),
    } }));
  }
}
