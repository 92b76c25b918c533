import type { PaymentFacts } from '../domain/patient-esrd.js';
import type { EsrdResult, EsrdStatusInput } from '../raf/index.js';

/**
 * The ESRD facts the engine scores a patient with, or null when the patient has no ESRD (CMS-HCC pays them).
 * A transplant gives the months since it (1–3 transplant months, then a functioning graft); dialysis nothing more.
 */
export function esrdInputOf(facts: Pick<PaymentFacts, 'esrdStatus' | 'monthsSinceTransplant'>): EsrdStatusInput | null {
  switch (facts.esrdStatus) {
    case 'none':
      return null;
    case 'dialysis':
      return { dialysis: true };
    case 'transplant':
      // A stored transplant always has its months (the form and a check constraint say so). Without them the engine
      // would score dialysis, so an impossible 0 goes on and the engine refuses it, saying what the months must be.
      return { graftMonths: facts.monthsSinceTransplant ?? 0 };
  }
}

const ESRD_STATUS_WORDS: Readonly<Record<EsrdResult['status'], string>> = { dialysis: 'dialysis', transplant: 'transplant', graft: 'functioning graft' };

/** "ESRD dialysis 2027", "ESRD transplant 2027" (months 1–3), "ESRD functioning graft 2027": the model and year of an ESRD figure. */
export function esrdModelLabel(result: Pick<EsrdResult, 'status' | 'year'>): string {
  return `ESRD ${ESRD_STATUS_WORDS[result.status]} ${result.year}`;
}
