/** MM/DD/YYYY from an ISO date or timestamp (its calendar day as written); empty when absent. */
export function usDate(text: string | null): string {
  if (text === null) return '';
  const [year, month, day] = text.slice(0, 10).split('-');
  return year && month && day ? `${month}/${day}/${year}` : text;
}

/** A RAF figure with 2 decimals. */
export function raf(value: number | null): string {
  return value === null ? '' : value.toFixed(2);
}

/** A ratio shown ×100 with 2 decimals and a percent sign. */
export function percent(value: number | null): string {
  return value === null ? '' : `${(value * 100).toFixed(2)}%`;
}

export function yesNo(value: boolean): 'Yes' | 'No' {
  return value ? 'Yes' : 'No';
}
