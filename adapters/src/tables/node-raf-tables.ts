import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { err, ok } from 'neverthrow';
import type { RafTableSource } from '@rafdesk/core';

/** Where the core package's data files are (`@rafdesk/core/data/raf/`). */
export function rafDataFolder(): string {
  return dirname(createRequire(import.meta.url).resolve('@rafdesk/core/data/raf/manifest.json'));
}

const sources = new Map<string, RafTableSource>();

/**
 * The engine's data files read from disk, each when the engine first needs it (a payment year that is never scored
 * is never read). One source per folder, so every composition root of a process installs the same one.
 */
export function nodeRafTables(folder: string = rafDataFolder()): RafTableSource {
  let source = sources.get(folder);
  if (!source) {
    source = {
      read(name) {
        const path = join(folder, name);
        try {
          return ok(JSON.parse(readFileSync(path, 'utf8')) as unknown);
        } catch (error) {
          return err({ kind: 'TableFileUnreadable', file: name, reason: `${path}: ${(error as Error).message}` });
        }
      },
    };
    sources.set(folder, source);
  }
  return source;
}
