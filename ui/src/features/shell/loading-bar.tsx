import { ProgressBar } from 'primereact/progressbar';

export interface LoadingBarProps {
  readonly loading: boolean;
  /** The request has been running for a long time: say so in words too. */
  readonly takesLong: boolean;
}

/** The thin bar at the top of the window while requests run. */
export function LoadingBar({ loading, takesLong }: LoadingBarProps) {
  if (!loading) return null;
  return (
    <div className="loading-bar" role="status" aria-label="Loading">
      <ProgressBar mode="indeterminate" style={{ height: '4px' }} />
      {takesLong && <p className="loading-bar__note">This is taking longer than usual…</p>}
    </div>
  );
}
