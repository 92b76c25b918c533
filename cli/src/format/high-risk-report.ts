import { rafChangeWords, type HighRiskFlag } from '@rafdesk/core';

/** One flag in words: the rule, why, the alternative and the RAF change as the engine's two payment scores. */
export function highRiskFlagLines(flag: HighRiskFlag, indent = '  '): string[] {
  return [
    `${indent}${flag.code} (${flag.dateOfService}): ${flag.title} — OIG group "${flag.oigGroup}" (${flag.ruleId} v${flag.ruleVersion})`,
    `${indent}  Why: ${flag.why}`,
    `${indent}  Alternative: ${flag.alternative}`,
    `${indent}  RAF change: ${rafChangeWords(flag)}`,
  ];
}

/** The high-risk section of `rafdesk code`: every flag, or that none was raised. */
export function formatHighRiskSection(flags: readonly HighRiskFlag[]): string {
  if (flags.length === 0) return 'High-risk codes (OIG toolkit): none flagged\n';
  const lines = [`High-risk codes (OIG toolkit): ${flags.length} flagged; billing one needs a recorded justification (who, why, which signed note)`];
  for (const flag of flags) lines.push(...highRiskFlagLines(flag));
  return `${lines.join('\n')}\n`;
}
