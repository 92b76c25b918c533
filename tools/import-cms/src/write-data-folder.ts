import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DATA_FOLDER, type DataFile } from './data-files.js';

/** What writing an import did to each file, for the report. */
export interface WrittenFile {
  readonly path: string;
  readonly change: 'written' | 'unchanged' | 'removed';
  readonly characters: number;
}

/** The data files of the folder that no import wrote: sets no year names any more, years no recipe has. */
function staleFiles(core: string, kept: ReadonlySet<string>): string[] {
  const stale: string[] = [];
  for (const folder of ['sets', 'years']) {
    const at = join(core, DATA_FOLDER, folder);
    if (!existsSync(at)) continue;
    for (const name of readdirSync(at)) {
      const path = `${DATA_FOLDER}/${folder}/${name}`;
      if (name.endsWith('.json') && !kept.has(path)) stale.push(path);
    }
  }
  return stale.sort();
}

/**
 * Writes the import into the `core` package at `core`: files whose bytes changed, and removes the data files no longer
 * produced, so the folder holds exactly one import (each set once, each named by its hash).
 */
export function writeDataFolder(core: string, files: readonly DataFile[]): WrittenFile[] {
  const report: WrittenFile[] = [];
  for (const file of files) {
    const target = join(core, file.path);
    const unchanged = existsSync(target) && readFileSync(target, 'utf8') === file.content;
    if (!unchanged) {
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, file.content);
    }
    report.push({ path: file.path, change: unchanged ? 'unchanged' : 'written', characters: file.content.length });
  }
  for (const path of staleFiles(core, new Set(files.map((file) => file.path)))) {
    rmSync(join(core, path));
    report.push({ path, change: 'removed', characters: 0 });
  }
  return report;
}
