import type { ReactNode } from 'react';
import { PENDING_RAF_LABEL } from '@rafdesk/core';
import { Card } from 'primereact/card';
import { Chart } from 'primereact/chart';
import { Dropdown } from 'primereact/dropdown';
import type { PracticeFigures } from '@rafdesk/core';
import { HomeFormsView, type HomeFormsViewProps } from './home-forms-view.js';

export interface DashboardViewProps {
  readonly heading: string;
  /** The doctor filter (MAG and insurance roles); null hides it. */
  readonly doctorFilter: null | {
    readonly options: readonly { readonly id: number; readonly name: string }[];
    readonly selectedId: number | null;
    readonly onChange: (id: number | null) => void;
  };
  readonly figures: PracticeFigures | null;
  readonly loading: boolean;
  /** The submitted progress notes (home forms); null for a role that lists notes only record by record. */
  readonly progressNotes: HomeFormsViewProps | null;
  /** The recapture curve (the gaps feature's panel, mounted by the screen), below the figures. */
  readonly recapture?: ReactNode;
}

const raf = (value: number | null) => (value === null ? '—' : value.toFixed(2));
const percent = (value: number | null) => (value === null ? '—' : `${(value * 100).toFixed(2)}%`);

function Figure({ label, value, hint, icon }: { label: string; value: string; hint?: string; icon: string }) {
  return (
    <Card className="dashboard-figure">
      <div className="dashboard-figure__top"><i className={`pi ${icon}`} aria-hidden="true" /><span>{label}</span></div>
      <strong className="dashboard-figure__value" aria-label={label}>{value}</strong>
      {hint && <small>{hint}</small>}
    </Card>
  );
}

function chartData(figures: PracticeFigures) {
  return {
    labels: ['First semester', 'Second semester'],
    datasets: [
      { label: 'Billed RAF', backgroundColor: '#1d4ed8', data: [figures.billedRafFirstSemester, figures.billedRafSecondSemester] },
      { label: 'Not yet billed RAF', backgroundColor: '#f59e0b',
        data: [Math.max(0, figures.totalRaf - figures.billedRafFirstSemester), Math.max(0, figures.totalRaf - figures.billedRafSecondSemester)] },
    ],
  };
}

/** The chart's text alternative: the same four figures in words. */
function chartText(figures: PracticeFigures): string {
  const [billed, open] = chartData(figures).datasets;
  return `RAF billed per semester. First semester: ${raf(billed?.data[0] ?? 0)} billed, ${raf(open?.data[0] ?? 0)} not yet billed. `
    + `Second semester: ${raf(billed?.data[1] ?? 0)} billed, ${raf(open?.data[1] ?? 0)} not yet billed.`;
}

const CHART_OPTIONS = { maintainAspectRatio: false, scales: { x: { stacked: true }, y: { stacked: true, beginAtZero: true } } };

/** The dashboard: patients, average RAF, billed percentage per semester, pending RAF validations, a chart and the progress notes. */
export function DashboardView({ heading, doctorFilter, figures, loading, progressNotes, recapture }: DashboardViewProps) {
  return (
    <section className="dashboard">
      <header className="dashboard__header">
        <h1>Dashboard</h1>
        <p>{heading}</p>
        {doctorFilter && (
          <Dropdown value={doctorFilter.selectedId} showClear filter placeholder="All doctors" aria-label="Doctor"
            options={doctorFilter.options.map((option) => ({ label: option.name, value: option.id }))}
            onChange={(event) => doctorFilter.onChange((event.value as number | null | undefined) ?? null)} />
        )}
      </header>
      {loading && !figures ? <p>Loading figures…</p> : figures && (
        <>
          <div className="dashboard__figures">
            <Figure icon="pi-users" label="Patients" value={String(figures.activePatients)} hint={`${figures.patients} in total, ${figures.activePatients} active`} />
            <Figure icon="pi-chart-line" label="Average RAF" value={raf(figures.averageRaf)} hint="Active patients" />
            <Figure icon="pi-check-circle" label="Billed first semester" value={percent(figures.billedFirstSemester)} />
            <Figure icon="pi-check-square" label="Billed second semester" value={percent(figures.billedSecondSemester)} />
            <Figure icon="pi-exclamation-circle" label={PENDING_RAF_LABEL} value={String(figures.pendingPatients)}
              hint={`${figures.pendingFirstSemester} in the first semester, ${figures.pendingSecondSemester} in the second (a patient may be pending in both)`} />
          </div>
          <Card title="RAF billed per semester" className="dashboard__chart">
            <Chart type="bar" data={chartData(figures)} options={CHART_OPTIONS} height="18rem"
              pt={{ canvas: { role: 'img', 'aria-label': chartText(figures) } }} />
          </Card>
        </>
      )}
      {recapture}
      {progressNotes && <HomeFormsView {...progressNotes} />}
    </section>
  );
}
