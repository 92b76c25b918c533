// Deterministic synthetic beneficiaries for the RAF benchmark: a seeded generator, realistic mixes of
// ages, dual status and diagnoses (about half the codes map to an HCC, the rest do not).
const MAPPED = ['E1122', 'E1165', 'E1140', 'E1010', 'I110', 'I130', 'I5022', 'I5032', 'I480', 'I4891', 'J449', 'J441', 'N184', 'N185', 'N186', 'F329', 'F332', 'F200', 'F319', 'G309', 'F0390', 'C509', 'C3490', 'C61', 'L89154', 'L97419', 'M0579', 'K5090', 'E6601', 'G35', 'G20A1', 'I739', 'D696', 'B20', 'A419', 'Z794', 'Z89512', 'G40909', 'F1120', 'E440'];
const UNMAPPED = ['I10', 'E785', 'Z8673', 'M810', 'K219', 'E039', 'R0600', 'Z23', 'M545', 'R51', 'J069', 'Z0000', 'H2513', 'N390', 'E559', 'M1990', 'K5900', 'R42', 'Z96651', 'L570'];
const DUAL = ['non', 'non', 'non', 'partial', 'full'];

/** A seeded 32-bit generator (mulberry32): the same seed gives the same beneficiaries. */
export function generator(seed = 2026) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One synthetic beneficiary with `dx` diagnoses. */
export function beneficiary(random, index, dx = 8) {
  const diagnoses = [];
  for (let i = 0; i < dx; i++) diagnoses.push(random() < 0.55 ? MAPPED[Math.floor(random() * MAPPED.length)] : UNMAPPED[Math.floor(random() * UNMAPPED.length)]);
  const age = random() < 0.15 ? 30 + Math.floor(random() * 35) : 65 + Math.floor(random() * 30);
  return {
    id: `b${index}`,
    age,
    sex: random() < 0.55 ? 'F' : 'M',
    dual: DUAL[Math.floor(random() * DUAL.length)],
    institutional: random() < 0.04,
    newEnrollee: random() < 0.05,
    snp: random() < 0.01,
    orec: age < 65 || random() < 0.1 ? '1' : '0',
    diagnoses,
  };
}
