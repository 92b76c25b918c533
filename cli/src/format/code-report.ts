import { FACTOR_STATUS_WORDS, describeSource, paymentFactorLines, type DropReason, type ModelResult, type RafResult } from '@rafdesk/core/raf';

/** The three results `rafdesk code` shows side by side; V24 is null in a year without V24 tables. */
export interface CodeReport {
  readonly v24: RafResult | null;
  readonly v28: RafResult;
  readonly blend: RafResult;
  /** Codes shaped like codes that the ICD-10-CM catalogue does not hold (told apart from codes that map to no HCC). */
  readonly notIcd10: readonly string[];
}

const three = (value: number | null | undefined) => (value === null || value === undefined ? '—' : value.toFixed(3));

/** Words for why a code did not count. */
export function describeDrop(reason: DropReason): string {
  switch (reason.kind) {
    case 'invalid':
      return 'not an ICD-10-CM code';
    case 'not-billable':
      return 'not billable: a category header, use a more specific code';
    case 'unmapped':
      return 'maps to no HCC in this model';
    case 'duplicate':
      return 'duplicate';
    case 'age-sex-edit':
      return `age/sex edit: ${reason.detail}`;
    case 'code-editor':
      return `code editor: ${reason.detail}`;
    case 'trumped':
      return `trumped: ${reason.hccs.join(', ')} dropped by ${reason.by} (${reason.byLabel})`;
    case 'cc223-rule':
      return `${reason.hcc} counts only with another heart-failure HCC`;
  }
}

/** Rows as aligned columns. */
export function table(rows: readonly (readonly string[])[], indent = '  '): string[] {
  const widths = rows.reduce<number[]>((acc, row) => row.map((cell, i) => Math.max(acc[i] ?? 0, cell.length)), []);
  return rows.map((row) => indent + row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i] ?? 0))).join('  ').trimEnd());
}

function modelSection(model: ModelResult, year: number, notIcd10: ReadonlySet<string>): string[] {
  const lines = [`${model.model} (CMS-HCC ${model.model}, payment year ${year})`];
  const hccs = model.hccs.map((hcc) => [hcc.hcc, hcc.label, hcc.variable === '' ? 'not scored' : hcc.coefficient.toFixed(3), hcc.codes.join(', ')]);
  lines.push(...(hccs.length > 0 ? table([['HCC', 'Label', 'Factor', 'Codes'], ...hccs]) : ['  No HCCs']));
  const terms = [
    ...model.demographics.map((term) => ['Demographic', term.variable, term.coefficient.toFixed(3), term.reason]),
    ...model.interactions.map((term) => ['Interaction', term.variable, term.coefficient.toFixed(3), term.reason]),
    ...(model.countVariable ? [['Count', model.countVariable.variable, model.countVariable.coefficient.toFixed(3), model.countVariable.reason]] : []),
  ];
  lines.push(...table(terms));
  // Trumped HCCs (CC223 rule included) are listed once, by HCC; the code lines add only other reasons.
  const dropped = [
    ...model.trumpedHccs.map((hcc) => [hcc.codes.join(', '), hcc.by === 'CC223 rule' ? `${hcc.hcc} ${hcc.label}: counts only with another heart-failure HCC (CC223 rule)` : `${hcc.hcc} ${hcc.label}: dropped by ${hcc.by}`]),
    ...model.dropped.filter((drop) => drop.reason.kind !== 'trumped' && drop.reason.kind !== 'cc223-rule')
      .map((drop) => [drop.code, drop.reason.kind === 'unmapped' && notIcd10.has(drop.code) ? 'not an ICD-10-CM code (FY2026 code set)' : describeDrop(drop.reason)]),
  ];
  if (dropped.length > 0) lines.push('  Not counted:', ...table(dropped, '    '));
  if (model.ageSexEdits.length > 0) lines.push('  Age/sex edits:', ...table(model.ageSexEdits.map((edit) => [edit.code, edit.effect]), '    '));
  return lines;
}

function factorLines(report: CodeReport): string[] {
  const { blend } = report;
  const lines = [`Payment year ${blend.year}: ${blend.modelName}`];
  // The V24 and V28 columns each carry their own normalisation; the blend's lines add its weights.
  const seen = new Set<string>();
  const rows: string[][] = [];
  for (const result of [blend, report.v24, report.v28]) {
    for (const line of result ? paymentFactorLines(result) : []) {
      if (seen.has(line.label)) continue;
      seen.add(line.label);
      rows.push([line.label, line.value, FACTOR_STATUS_WORDS[line.status], describeSource(line.source), line.source.note]);
    }
  }
  lines.push(...table([['Factor', 'Value', 'Status', 'Source', 'Note'], ...rows]));
  return lines;
}

/** The readable report of `rafdesk code`: each model's HCCs, terms and dropped codes, then the scores side by side. */
export function formatCodeReport(report: CodeReport): string {
  const { v28, blend } = report;
  const who = v28.beneficiary;
  const lines = [
    `Beneficiary: ${who.sex === 'F' ? 'female' : 'male'}, age ${who.age}, ${v28.segment.reason} (segment ${v28.segment.code})`,
    `Payment year ${v28.year} (relative factors ${FACTOR_STATUS_WORDS[v28.yearStatus]}); engine ${v28.engineVersion}, tables ${v28.tablesHash.slice(0, 12)}`,
    `Code editor: ${v28.codeEditor.mode === 'apply' ? 'age and sex edits applied' : 'age and sex edits reported only'}`,
    '',
  ];
  const notIcd10 = new Set(report.notIcd10);
  for (const result of [report.v24, v28]) if (result?.models[0]) lines.push(...modelSection(result.models[0], result.year, notIcd10), '');
  const weights = blend.blend ? `${blend.blend.weights.V24}% V24 + ${blend.blend.weights.V28}% V28` : blend.model;
  const column = (result: RafResult | null, pick: (r: RafResult) => number | null) => (result ? three(pick(result)) : 'n/a');
  lines.push(
    ...table([
      ['Score', 'V24', 'V28', `Payment year ${blend.year} (${weights})`],
      ['Raw', column(report.v24, (r) => r.rawScore), three(v28.rawScore), three(blend.rawScore)],
      ['Normalised', column(report.v24, (r) => r.normalizedScore), three(v28.normalizedScore), three(blend.normalizedScore)],
      ['Payment', column(report.v24, (r) => r.paymentScore), three(v28.paymentScore), three(blend.paymentScore)],
    ], ''),
  );
  lines.push('', ...factorLines(report));
  if (v28.duplicates.length > 0) lines.push('', `Duplicates ignored: ${v28.duplicates.join(', ')}`);
  if (v28.codeEditor.findings.length > 0) lines.push('', `Code-editor checks (${v28.codeEditor.mode === 'apply' ? 'applied' : 'reported only'}):`, ...table(v28.codeEditor.findings.map((f) => [f.code, f.detail])));
  return `${lines.join('\n')}\n`;
}
