import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { type RecordId, loadRafEngine } from '@rafdesk/core';
import { aRecordDiagnostic } from '@rafdesk/core/testing';
import { DEMOGRAPHICS } from './fake-record.testing.js';
import { RafExplanationView } from './raf-explanation-view.js';
import { RafCardView } from './raf-card-view.js';
import { explainFigure, figuresInBrowser, scoringSubject, yearComparison } from './record-scoring.js';

afterEach(cleanup);

const ROWS = [
  aRecordDiagnostic({ code: 'E1122' }),
  aRecordDiagnostic({ code: 'I5022', source: 'audio-only' }),
  aRecordDiagnostic({ code: 'J449', source: 'chart-review-unlinked' }),
];

describe('scoring a record by where its diagnoses were documented', () => {
  it('leaves audio-only and unlinked chart review codes out from PY2027, and the explanation names each with its source and why', async () => {
    const engine = (await loadRafEngine())._unsafeUnwrap();
    const in2027 = scoringSubject(5 as RecordId, { ...DEMOGRAPHICS, paymentYear: 2027 }, true, ROWS);
    const faceToFaceOnly = scoringSubject(5 as RecordId, { ...DEMOGRAPHICS, paymentYear: 2027 }, true, [ROWS[0]!]);
    expect(figuresInBrowser(engine, in2027)._unsafeUnwrap().rafTotal).toBe(figuresInBrowser(engine, faceToFaceOnly)._unsafeUnwrap().rafTotal);
    // PY2026 has no such rule: every code counts.
    const in2026 = scoringSubject(5 as RecordId, DEMOGRAPHICS, true, ROWS);
    expect(figuresInBrowser(engine, in2026)._unsafeUnwrap().rafTotal).toBeGreaterThan(figuresInBrowser(engine, { ...faceToFaceOnly, paymentYear: 2026 })._unsafeUnwrap().rafTotal);

    render(<RafExplanationView title="Total" explanation={explainFigure(engine, in2027, 'total')} onHide={() => undefined} />);
    const table = screen.getByRole('table', { name: 'Left out by their diagnosis source' });
    const rows = within(table).getAllByRole('row').map((row) => row.textContent ?? '');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(/^I5022Audio-onlyaudio-only encounters do not count from PY2027/);
    expect(rows[1]).toMatch(/^J449Chart review, not linked to an encounterchart review records not linked to an encounter do not count from PY2027/);
  });
});

describe('the ESRD and Part D explanations name the excluded codes too', () => {
  it('lists PY2027\'s audio-only and unlinked chart review codes in the ESRD and the RxHCC explanation, each with its source and why', async () => {
    const engine = (await loadRafEngine())._unsafeUnwrap();
    const dialysis = scoringSubject(5 as RecordId, { ...DEMOGRAPHICS, paymentYear: 2027, esrdStatus: 'dialysis' }, true, ROWS);
    for (const [key, title] of [['total', 'ESRD V24 (the RAF card\'s model for this patient)'], ['partD', 'Part D: RxHCC V08, MA-PD']] as const) {
      render(<RafExplanationView title="Total" explanation={explainFigure(engine, dialysis, key)} onHide={() => undefined} />);
      const table = screen.getByRole('table', { name: `${title}: left out by their diagnosis source` });
      const rows = within(table).getAllByRole('row').map((row) => row.textContent ?? '');
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatch(/^I5022Audio-onlyaudio-only encounters do not count from PY2027/);
      expect(rows[1]).toMatch(/^J449Chart review, not linked to an encounterchart review records not linked to an encounter do not count from PY2027/);
      cleanup();
    }
  });
});

describe('comparing the record with another payment year', () => {
  it('scores the same diagnostics as PY2026 would (the audio-only and chart review codes count there) and shows each figure with its difference', async () => {
    const engine = (await loadRafEngine())._unsafeUnwrap();
    const subject = scoringSubject(5 as RecordId, { ...DEMOGRAPHICS, paymentYear: 2027 }, true, ROWS);
    const own = figuresInBrowser(engine, subject)._unsafeUnwrap();
    const in2026 = figuresInBrowser(engine, { ...subject, paymentYear: 2026 })._unsafeUnwrap();
    expect(yearComparison(engine, subject, own, null)).toEqual({ recordYear: 2027, years: [2025, 2026], year: null, figures: null, note: null });
    const compared = yearComparison(engine, subject, own, 2026)!;
    expect(compared.figures?.[0]).toEqual({ label: 'Total', value: in2026.rafTotal.toFixed(2), difference: `+${(in2026.rafTotal - own.rafTotal).toFixed(2)}` });

    const chosen: number[] = [];
    render(<RafCardView total={own.rafTotal.toFixed(2)} firstSemester={{ billed: '0.00', percent: '0.00%' }} secondSemester={{ billed: '0.00', percent: '0.00%' }}
      modelLabel="V28 2027" status={{ kind: 'server' }} onExplain={null} onCalculate={null} calculateDisabled={false}
      comparison={{ ...compared, onYear: (year) => chosen.push(year ?? 0) }} />);
    const table = screen.getByRole('table', { name: 'PY2026 beside PY2027' });
    expect(within(table).getAllByRole('row')[1]?.textContent).toBe(`Total${in2026.rafTotal.toFixed(2)}+${(in2026.rafTotal - own.rafTotal).toFixed(2)}`);
    fireEvent.change(screen.getByLabelText('Compare with payment year'), { target: { value: '2025' } });
    expect(chosen).toEqual([2025]);
  });
});
