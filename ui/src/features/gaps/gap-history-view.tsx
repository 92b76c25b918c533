/** One change of a gap, as its history shows it. */
export interface GapHistoryLine {
  readonly key: string;
  readonly when: string;
  readonly who: string;
  readonly change: string;
  /** The reason and its words, the code, or ''. */
  readonly detail: string;
}

export interface GapHistoryViewProps {
  readonly title: string;
  readonly loading: boolean;
  readonly lines: readonly GapHistoryLine[];
}

/** Every change of a gap's disposition, oldest first: who, when, from what to what, and why. */
export function GapHistoryView({ title, loading, lines }: GapHistoryViewProps) {
  if (loading) return <p className="gap-history__empty">Loading the history…</p>;
  if (lines.length === 0) return <p className="gap-history__empty">No change yet: the gap is as it was found.</p>;
  return (
    <table className="gap-history">
      <caption>{`History of ${title}`}</caption>
      <thead><tr><th scope="col">When</th><th scope="col">Who</th><th scope="col">Change</th><th scope="col">Why</th></tr></thead>
      <tbody>
        {lines.map((line) => <tr key={line.key}><td>{line.when}</td><td>{line.who}</td><td>{line.change}</td><td>{line.detail}</td></tr>)}
      </tbody>
    </table>
  );
}
