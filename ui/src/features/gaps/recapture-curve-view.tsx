import { Card } from 'primereact/card';
import { Chart } from 'primereact/chart';
import './gaps.css';

/** One line of the curve: whose it is and which year, with the share documented by the end of each month so far. */
export interface CurveSeries {
  readonly label: string;
  /** 0–1 per month, January first; shorter than 12 for this year (later months have not happened). */
  readonly shares: readonly number[];
  /** "35 of 48" per month, for the table. */
  readonly counts: readonly string[];
  readonly colour: string;
  readonly dashed: boolean;
}

export interface RecaptureCurveViewProps {
  readonly loading: boolean;
  readonly failed: boolean;
  readonly serviceYear: number | null;
  readonly series: readonly CurveSeries[];
}

export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** The chart's data in words for a screen reader: each line's share at its last month. */
export function curveText(serviceYear: number, series: readonly CurveSeries[]): string {
  const lines = series.map((line) => {
    const last = line.shares.length - 1;
    return last < 0 ? `${line.label}: no month yet` : `${line.label}: ${percent(line.shares[last] ?? 0)} by the end of ${MONTHS[last]}`;
  });
  return `Share of the HCCs of ${serviceYear - 1} documented again, by month. ${lines.join('. ')}. The table below gives every month.`;
}

const CHART_OPTIONS = {
  maintainAspectRatio: false,
  scales: { y: { min: 0, max: 1, ticks: { callback: (value: number | string) => `${Math.round(Number(value) * 100)}%` } } },
};

/**
 * The recapture curve on the dashboard: the share of last year's HCCs documented so far, by month, this year against
 * last, for the practice and the doctor shown; the same figures as a table, so no one needs the picture.
 */
export function RecaptureCurveView({ loading, failed, serviceYear, series }: RecaptureCurveViewProps) {
  return (
    <Card title="Recapture of last year's HCCs" className="dashboard__chart recapture-curve">
      {failed ? <p role="alert">The recapture curve could not be read. Try again in a moment.</p>
        : serviceYear === null ? <p>{loading ? 'Loading the recapture curve…' : 'No recapture figures yet.'}</p>
          : (
            <>
              <Chart type="line" height="16rem" options={CHART_OPTIONS}
                data={{
                  labels: [...MONTHS],
                  datasets: series.map((line) => ({ label: line.label, data: [...line.shares], borderColor: line.colour, backgroundColor: line.colour, borderDash: line.dashed ? [6, 4] : [], tension: 0.2 })),
                }}
                pt={{ canvas: { role: 'img', 'aria-label': curveText(serviceYear, series) } }} />
              <div className="list-table" role="region" aria-label="Recapture by month" tabIndex={0}>
                <table className="recapture-curve__table">
                  <caption>{`HCCs of the year before documented again by the end of each month (${serviceYear} against ${serviceYear - 1})`}</caption>
                  <thead><tr><th scope="col">Curve</th>{MONTHS.map((month) => <th key={month} scope="col">{month}</th>)}</tr></thead>
                  <tbody>
                    {series.map((line) => (
                      <tr key={line.label}>
                        <th scope="row">{line.label}</th>
                        {MONTHS.map((month, index) => (
                          <td key={month}>{index < line.shares.length ? <>{percent(line.shares[index] ?? 0)}<br /><small>{line.counts[index]}</small></> : '—'}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
    </Card>
  );
}
