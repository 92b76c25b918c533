import type { CodeScreen } from './high-risk-screen.js';
import type { ScoreSettings } from './score-settings.js';

/**
 * The high-risk screen for `rafdesk score --explain`, loaded only then: without --explain no line is screened and the
 * run does not load the main core entry (bench:raf measures start-up included).
 */
export async function highRiskScreenFor(settings: Pick<ScoreSettings, 'explain'>): Promise<CodeScreen | null> {
  return settings.explain ? (await import('./high-risk-screen.js')).screenCodes : null;
}
