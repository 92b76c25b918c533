import type { CatalogueEntry } from '@rafdesk/core';

const HEADER = 'code\tshort_title\tlong_title\tv24\tv28\trxhcc';

/** A malformed line of the compiled catalogue file; `line` is 1-based. */
export class CatalogueFileProblem extends Error {
  constructor(readonly line: number, reason: string) {
    super(`diagnosis catalogue line ${line}: ${reason}`);
  }
}

function categories(text: string | undefined): [number | null, number | null] {
  const [first, second] = (text ?? '').split(';').filter((part) => part !== '').map(Number);
  return [first ?? null, second ?? null];
}

/**
 * Reads the compiled FY2026 catalogue (`core/data/icd10cm-fy2026.tsv`: code, short title, long title when it
 * differs, V24, V28 and RxHCC categories separated by `;`) into catalogue entries for `categoriesYear`.
 */
export function parseCatalogueTsv(text: string, categoriesYear: number): CatalogueEntry[] {
  const lines = text.split('\n');
  if (lines[0]?.replace(/\r$/, '') !== HEADER) throw new CatalogueFileProblem(1, 'unexpected header');
  const entries: CatalogueEntry[] = [];
  for (let index = 1; index < lines.length; index += 1) {
    const line = lines[index]?.replace(/\r$/, '') ?? '';
    if (line === '') continue;
    const [code, shortTitle, longTitle, v24, v28, rx] = line.split('\t');
    if (!code || !shortTitle) throw new CatalogueFileProblem(index + 1, 'code or title missing');
    const [v24Hcc1, v24Hcc2] = categories(v24);
    const [v28Hcc1, v28Hcc2] = categories(v28);
    const [rxHcc1, rxHcc2] = categories(rx);
    const title = longTitle || shortTitle;
    entries.push({
      code, description: title, v28Hcc1, v28Hcc2, v24Hcc1, v24Hcc2, rxHcc1, rxHcc2, v28Interaction: null, v24Interaction: null,
      alert: null, deletionAlert: null, crosswalkDx: null, crosswalkRx: null, clinicalManifestations: null, treatment: null,
      active: true, shortTitle, longTitle: title, billable: true, categoriesYear,
    });
  }
  return entries;
}
