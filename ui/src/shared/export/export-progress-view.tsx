import { useId } from 'react';
import { ProgressBar } from 'primereact/progressbar';
import './export-progress.css';
import { exportPercent, type ExportProgressState } from './export-progress.js';

/** The bar of an Excel export under way: reading the list, then how many of its rows are written. */
export function ExportProgressView({ progress }: { readonly progress: ExportProgressState | null }) {
  const labelId = useId();
  if (progress === null) return null;
  const percent = exportPercent(progress);
  const label = progress.phase === 'reading'
    ? 'Reading the list for Excel…'
    : `Writing the Excel file: ${progress.rows.toLocaleString('en-US')} of ${progress.of.toLocaleString('en-US')} rows`;
  return (
    <div className="export-progress">
      <span id={labelId}>{label}</span>
      {progress.phase === 'reading'
        ? <ProgressBar mode="indeterminate" aria-labelledby={labelId} role="progressbar" style={{ height: '6px' }} />
        : <ProgressBar value={percent} showValue={false} aria-labelledby={labelId} role="progressbar" aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100} style={{ height: '6px' }} />}
    </div>
  );
}
