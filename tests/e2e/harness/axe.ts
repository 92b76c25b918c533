import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
let source: string | null = null;

/** What axe-core found on a page, counted by impact, with one line per failing rule. */
export interface AxeFigure {
  readonly critical: number;
  readonly serious: number;
  readonly moderate: number;
  readonly minor: number;
  readonly failures: readonly string[];
}

/** Injects axe-core (the npm package, no download) into the page and runs every WCAG 2.x A/AA rule on it. */
export async function runAxe(page: Page): Promise<AxeFigure> {
  source ??= await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated through the DevTools protocol: the portal's Content-Security-Policy refuses inline scripts, rightly. Once
  // per document: the web app changes screens without loading a page, and parsing 550 kB of axe each time cost more
  // than many of the runs.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(`${source};void 0`);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] }, resultTypes: ['violations'] });
    return result.violations.map((violation) => ({ id: violation.id, impact: violation.impact ?? 'minor', nodes: violation.nodes.length, first: JSON.stringify(violation.nodes[0]?.target ?? []) }));
  });
  const count = (impact: string) => violations.filter((violation) => violation.impact === impact).reduce((sum, violation) => sum + violation.nodes, 0);
  return {
    critical: count('critical'), serious: count('serious'), moderate: count('moderate'), minor: count('minor'),
    failures: violations.map((violation) => `${violation.impact} ${violation.id} ×${violation.nodes} e.g. ${violation.first}`),
  };
}

/** Page-level horizontal overflow: the document is wider than the window. */
export function pageOverflows(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

/** The outermost elements reaching past the window's right edge (tag, class, right edge): what a failed width check names. */
export function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll('body *')) {
      const box = element.getBoundingClientRect();
      if (box.right <= window.innerWidth + 1 || (element.parentElement && element.parentElement.getBoundingClientRect().right > window.innerWidth + 1)) continue;
      found.push(`${element.tagName.toLowerCase()}.${String(element.getAttribute('class') ?? '').trim().replaceAll(/\s+/g, '.')} (right edge ${Math.round(box.right)} px)`);
    }
    return found.slice(0, 5);
  });
}
