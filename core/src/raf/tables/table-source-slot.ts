import type { RafTableSource } from './table-source.js';

/**
 * The engine's data-file source as a composition root installs it, apart from the reader and its schemas: the web
 * app installs it at start, on the sign-in screen's budget, and the schemas load only with the engine.
 */
let source: RafTableSource | null = null;
let anyFileRead = false;

/**
 * Gives the engine its data files. A composition root calls it once at start, before anything is scored; calling it
 * again with the same source does nothing. Files already read stay read, so a second, different source is refused.
 */
export function installRafTables(next: RafTableSource): void {
  if (source === next) return;
  if (source !== null && anyFileRead) throw new Error('The RAF tables were already read from another source; install one source, once, at start');
  source = next;
}

/** The installed source, or null before a composition root installed one. */
export const installedTableSource = (): RafTableSource | null => source;

/** Called by the reader when it has read a file from the installed source. */
export function noteTableFileRead(): void {
  anyFileRead = true;
}
