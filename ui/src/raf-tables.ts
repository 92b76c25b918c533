import { fetchedTableSource, installRafTables, type RafTableSource } from '@rafdesk/core';

// Each engine data file (core/data/raf: year files and sets named by their SHA-256) becomes a chunk of its own that
// the browser fetches when the engine loads (loadRafEngine prefetches the payment years' files): screens that do not
// score never download a table, and two years that share a set download it once.
const FILES = import.meta.glob<unknown>(['../../core/data/raf/years/*.json', '../../core/data/raf/sets/*.json'], { import: 'default' });
const PREFIX = '../../core/data/raf/';

let source: RafTableSource | null = null;

/** Installs the web app's table source (once; later calls reuse it): the composition root and the test set-up call it. */
export function installBundledRafTables(): void {
  source ??= fetchedTableSource(async (name) => FILES[PREFIX + name]?.());
  installRafTables(source);
}
