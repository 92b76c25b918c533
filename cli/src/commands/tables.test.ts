import { describe, expect, it } from 'vitest';
import { DEFAULT_PAYMENT_YEAR, PAYMENT_YEARS, tablesHashOf } from '@rafdesk/core/raf';
import { main } from '../main.js';
import { memoryIo } from '../testing-io.js';

describe('rafdesk tables', () => {
  it('lists the payment years of the installed data with their status, model and tables hash', async () => {
    const io = memoryIo();
    expect(await main(['node', 'rafdesk', 'tables', 'list', '--json'], io)).toBe(0);
    const listed = JSON.parse(io.out()) as { folder: string; defaultYear: number; years: { year: number; default: boolean; status: string; modelName: string; tablesHash: string }[] };
    expect(listed.folder).toMatch(/core[/\\]data[/\\]raf$/);
    expect(listed.defaultYear).toBe(DEFAULT_PAYMENT_YEAR);
    expect(listed.years.map((line) => line.year)).toEqual(PAYMENT_YEARS);
    expect(listed.years.filter((line) => line.default).map((line) => line.year)).toEqual([DEFAULT_PAYMENT_YEAR]);
    expect(listed.years.find((line) => line.year === 2027)).toEqual({ year: 2027, default: DEFAULT_PAYMENT_YEAR === 2027, status: 'final', modelName: '2024 CMS-HCC model (V28) with the PY2026 relative factors', tablesHash: tablesHashOf(2027) });
    const text = memoryIo();
    expect(await main(['node', 'rafdesk', 'tables', 'list'], text)).toBe(0);
    expect(text.out()).toContain(`PY2027  final    2024 CMS-HCC model (V28) with the PY2026 relative factors; tables ${tablesHashOf(2027).slice(0, 12)}`);
  });

  it('checks the installed data files: schemas, SHA-256 names, references', async () => {
    const io = memoryIo();
    expect(await main(['node', 'rafdesk', 'tables', 'check', '--json'], io)).toBe(0);
    expect(JSON.parse(io.out())).toEqual({ folder: expect.stringMatching(/core[/\\]data[/\\]raf$/), ok: true, problems: [] });
  });
});
