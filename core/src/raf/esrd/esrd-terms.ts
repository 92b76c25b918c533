import { MODEL_RULES } from '../data/model-rules.js';
import type { ScoringBeneficiary } from '../engine/demographics.js';
import { CE_BANDS, NE_BANDS, ceBand, neBand } from '../engine/segments.js';
import { factorTerms, type FactorTerms } from '../supplemental/factor-terms.js';
import type { StageHcc } from '../supplemental/hcc-stage.js';
import type { EsrdSegment } from './esrd-segments.js';
import type { EsrdStatus } from './esrd-status.js';

/** Dialysis new enrollees have ten bands: the continuing-enrollee ones up to 80–84, then 85 and over. */
const DIALYSIS_NE_BANDS = [...CE_BANDS.slice(0, 9), '85_GT'] as const;

/** The interaction terms of the ESRD V24 segments, on the V24 groups; each segment scores the ones it has a factor for. */
const INTERACTIONS: readonly (readonly [name: string, a: string, b: string])[] = [
  ['HCC47_gCancer', 'HCC47', 'CANCER'],
  ['DIABETES_CHF', 'DIABETES', 'CHF'],
  ['CHF_gCopdCF', 'CHF', 'gCopdCF'],
  ['HCC85_gRenal_V24', 'CHF', 'RENAL_V24'],
  ['gCopdCF_CARD_RESP_FAIL', 'gCopdCF', 'CARD_RESP_FAIL'],
  ['HCC85_HCC96', 'CHF', 'HCC96'],
  ['gSubUseDs_gPsych_V24', 'gSubstanceUseDisorder', 'gPsych'],
  ['SEPSIS_PRESSURE_ULCER_V24', 'SEPSIS', 'PRESSURE_ULCER'],
  ['SEPSIS_ARTIF_OPENINGS', 'SEPSIS', 'HCC188'],
  ['ART_OPENINGS_PRESS_ULCER_V24', 'HCC188', 'PRESSURE_ULCER'],
  ['gCopdCF_ASP_SPEC_B_PNEUM', 'gCopdCF', 'HCC114'],
  ['ASP_SPEC_B_PNEUM_PRES_ULC_V24', 'HCC114', 'PRESSURE_ULCER'],
  ['SEPSIS_ASP_SPEC_BACT_PNEUM', 'SEPSIS', 'HCC114'],
  ['SCHIZOPHRENIA_gCopdCF', 'HCC57', 'gCopdCF'],
  ['SCHIZOPHRENIA_CHF', 'HCC57', 'CHF'],
  ['SCHIZOPHRENIA_SEIZURES', 'HCC57', 'HCC79'],
  ['NONAGED_gSubUseDs_gPsych', 'gSubstanceUseDisorder', 'gPsych'],
  ['NONAGED_PRESSURE_ULCER_V24', 'PRESSURE_ULCER', 'PRESSURE_ULCER'],
];

/** The terms of one ESRD score, each list with its total in thousandths. */
export interface EsrdTerms {
  readonly demographics: FactorTerms;
  readonly hccs: FactorTerms;
  readonly interactions: FactorTerms;
  readonly addOns: FactorTerms;
}

const sexWord = (who: ScoringBeneficiary) => (who.sex === 'F' ? 'Female' : 'Male');
/**
 * Originally entitled by disability: OREC 1 only, as CMS's software sets ORIGDS/ORIGDIS (OREC = 1; see docs/raf.md,
 * *OREC 3*). OREC 3 (disability and ESRD) counts as originally ESRD, not as originally disabled.
 */
const originallyDisabled = (who: ScoringBeneficiary) => who.orec === 1;
/** Originally entitled by ESRD (OREC 2, or 3: disability and ESRD). */
const originallyEsrd = (who: ScoringBeneficiary) => who.orec === 2 || who.orec === 3;

function demographicTerms(terms: FactorTerms, segment: EsrdSegment, who: ScoringBeneficiary): void {
  const aged = who.age >= 65;
  const sex = who.sex;
  const dualGroup = who.dual === 'full' ? 'FBD' : 'ND_PBD';
  const dualWords = who.dual === 'full' ? 'full-benefit dual' : who.dual === 'partial' ? 'partial-benefit dual' : 'not dual';
  if (segment === 'DNE') {
    const age = who.age === 64 && who.orec === 0 ? 65 : who.age;
    const band = DIALYSIS_NE_BANDS[Math.min(ceBand(age), DIALYSIS_NE_BANDS.length - 1)] ?? '';
    const origdis = originallyDisabled(who);
    terms.add(`DNE_${dualGroup}_${origdis ? 'ORIGDIS' : 'NORIGDIS'}_NE${sex}${band}`, `${sex === 'F' ? 'female' : 'male'}, ${who.age}, ${dualWords}, ${origdis ? 'originally disabled (OREC 1)' : 'not originally disabled'}`);
    return;
  }
  if (segment === 'GNE') {
    const origdis = aged && originallyDisabled(who);
    terms.add(`GNE_${dualGroup}_${origdis ? 'ORIGDIS' : 'NORIGDIS'}_G_NE${sex}${NE_BANDS[neBand(who.age, who.orec)] ?? ''}`, `${sex === 'F' ? 'female' : 'male'}, ${who.age}, ${dualWords}, ${origdis ? 'originally disabled (OREC 1), now 65 or over' : 'not originally disabled'}`);
    return;
  }
  if (segment === 'TRANSPLANT') return;
  terms.add(`${segment}_${sex}${CE_BANDS[ceBand(who.age)] ?? ''}`, `${sex === 'F' ? 'female' : 'male'}, ${who.age}`);
  if (aged && originallyDisabled(who)) {
    if (segment === 'GI') terms.add('GI_ORIGDS', 'originally disabled (OREC 1), now 65 or over');
    else terms.add(`${segment}_OriginallyDisabled_${sexWord(who)}`, 'originally disabled (OREC 1), now 65 or over');
  }
  if (segment !== 'DI') return;
  if (aged && originallyEsrd(who)) terms.add(`DI_Originally_ESRD_${sexWord(who)}`, 'originally entitled by ESRD (OREC 2 or 3), now 65 or over');
  if (who.institutional) terms.add(`DI_LTI_${aged ? 'Aged' : 'NonAged'}`, `long-term institutional, ${aged ? 'aged' : 'non-aged'}`);
  if (who.dual !== 'non') terms.add(`DI_${who.dual === 'full' ? 'FBDual' : 'PBDual'}_${sexWord(who)}_${aged ? 'Aged' : 'NonAged'}`, `${dualWords}, ${sex === 'F' ? 'female' : 'male'}, ${aged ? 'aged' : 'non-aged'}`);
}

function graftAddOns(terms: FactorTerms, segment: EsrdSegment, who: ScoringBeneficiary, months: number): void {
  const family = segment === 'GI' ? 'FGI' : 'FGC';
  const age = who.age >= 65 ? 'GE65' : 'LT65';
  const duration = months <= 9 ? 'DUR4_9' : 'DUR10PL';
  const span = months <= 9 ? '4–9 months' : '10 months or more';
  terms.add(`${family}_${age}_${duration}_${who.dual === 'full' ? 'FBD' : 'ND_PBD'}`, `functioning graft ${span} after the transplant (${months}), ${who.age >= 65 ? 'aged' : 'non-aged'}, ${who.dual === 'full' ? 'full-benefit dual' : 'non-dual or partial-benefit dual'}`);
  if (who.dual === 'partial') terms.add(`${family}_PBD_${age}_flag`, `functioning graft, partial-benefit dual, ${who.age >= 65 ? 'aged' : 'non-aged'}`);
  if (segment === 'GI') terms.add(`LTI_${age}`, `functioning graft, long-term institutional, ${who.age >= 65 ? 'aged' : 'non-aged'}`);
}

/**
 * The terms of one ESRD V24 score, by name from the year's ESRD table: the demographic cell and add-ons, each
 * payment HCC's factor, the interactions (and the non-aged terms under 65), and the transplant month or the
 * months-since-graft add-ons. New enrollees and the transplant months score no HCC.
 */
export function esrdTerms(table: Readonly<Record<string, number>>, segment: EsrdSegment, who: ScoringBeneficiary, status: EsrdStatus, hccs: readonly StageHcc[]): EsrdTerms {
  const terms: EsrdTerms = { demographics: factorTerms(table), hccs: factorTerms(table), interactions: factorTerms(table), addOns: factorTerms(table) };
  demographicTerms(terms.demographics, segment, who);
  if (status.kind === 'transplant') terms.addOns.add(`TRANSPLANT_KIDNEY_ONLY_${status.month}M`, `kidney transplant, month ${status.month}`);
  if (status.kind === 'graft') graftAddOns(terms.addOns, segment, who, status.months);
  if (segment === 'TRANSPLANT' || segment === 'DNE' || segment === 'GNE') return terms;
  for (const hcc of hccs) terms.hccs.add(`${segment}_HCC${hcc.cc}`, `raised by ${hcc.codes.join(', ')}`);
  const present = new Set(hccs.map((hcc) => hcc.cc));
  const groups = MODEL_RULES.V24.groups;
  const has = (group: string) => (groups[group] ?? []).some((cc) => present.has(cc));
  const nonAged = who.age < 65;
  for (const [name, a, b] of INTERACTIONS) {
    if (name.startsWith('NONAGED_') && !nonAged) continue;
    if (has(a) && has(b)) terms.interactions.add(`${segment}_${name}`, name.startsWith('NONAGED_') ? `under 65 × ${a}${a === b ? '' : ` × ${b}`}` : `${a} × ${b}`);
  }
  if (nonAged) for (const hcc of hccs) terms.interactions.add(`${segment}_NONAGED_HCC${hcc.cc}`, `under 65 × HCC${hcc.cc}`);
  return terms;
}
