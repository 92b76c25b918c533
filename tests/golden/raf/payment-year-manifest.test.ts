import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InMemorySettingsRepository } from '@rafdesk/core/testing';
import { DEFAULT_PAYMENT_YEAR, PAYMENT_YEARS, paymentYears } from '@rafdesk/core';
import { paymentYearOn, tableFilesRead } from '@rafdesk/core/raf';
import { repoRoot } from './shared-data.js';

const core = join(repoRoot, 'core');

/** The modules a module imports when it runs (type-only imports are erased), transitively, and its dynamic imports. */
function runtimeImports(start: string): { modules: Set<string>; dynamic: string[] } {
  const modules = new Set<string>();
  const dynamic: string[] = [];
  const visit = (file: string) => {
    if (modules.has(file)) return;
    modules.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?'([^']+)'/gm)) {
      const specifier = match[1] ?? '';
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier.replace(/\.js$/, '.ts')));
    }
    for (const match of text.matchAll(/\bimport\(\s*'([^']+)'/g)) dynamic.push(`${file}: ${match[1]}`);
  };
  visit(start);
  return { modules, dynamic };
}

describe('the payment years come from the manifest', () => {
  it('the default year and the list of years read no table file and import no engine module', async () => {
    const read = tableFilesRead().length;
    const settings = new InMemorySettingsRepository();
    expect((await paymentYears({ settings }))._unsafeUnwrap()).toEqual({ current: DEFAULT_PAYMENT_YEAR, years: PAYMENT_YEARS });
    expect(tableFilesRead().length).toBe(read);
    const { modules, dynamic } = runtimeImports(join(core, 'src/usecases/records/payment-year.ts'));
    const engine = [...modules].filter((file) => /\/src\/raf\/(index|engine\/|explain\/|esrd\/|rx\/|tables\/installed-tables)/.test(file.slice(core.length)));
    expect(engine).toEqual([]);
    expect(dynamic).toEqual([]);
    expect([...modules].map((file) => file.slice(core.length + 1)).sort()).toEqual([
      'data/raf/manifest.json', 'src/raf/data/payment-year-manifest.ts', 'src/raf/tables/manifest-schema.ts', 'src/usecases/records/payment-year.ts',
    ]);
  });

  it('lists the years of core/data/raf/manifest.json, and the default is the one today\'s coding pays, held to them', () => {
    const manifest = JSON.parse(readFileSync(join(repoRoot, 'core/data/raf/manifest.json'), 'utf8')) as { years: { year: number }[] };
    expect(PAYMENT_YEARS).toEqual(manifest.years.map((entry) => entry.year));
    const first = PAYMENT_YEARS[0] ?? 0;
    const last = PAYMENT_YEARS[PAYMENT_YEARS.length - 1] ?? 0;
    expect(paymentYearOn(new Date(Date.UTC(first - 1, 5, 1)))).toBe(first);
    expect(paymentYearOn(new Date(Date.UTC(first - 10, 5, 1)))).toBe(first);
    expect(paymentYearOn(new Date(Date.UTC(last + 5, 5, 1)))).toBe(last);
    expect(DEFAULT_PAYMENT_YEAR).toBe(paymentYearOn(new Date()));
  });
});
