/** The CMS-HCC model versions the engine scores, plus RxHCC V08 (scored by its own path, see `rx/`). */
export type ModelId = 'V24' | 'V28' | 'RX';
/** The CMS-HCC models that produce a score. */
export type ScoredModel = 'V24' | 'V28';
/** How sure a factor is; what each status means is told in `data/payment-years.ts`, beside the table. */
export type FactorStatus = 'final' | 'proposed' | 'secondary' | 'unconfirmed';
/**
 * A payment year. Which years the engine has tables for is data (`core/data/raf/manifest.json`, read by
 * `data/payment-year-manifest.ts`), not a type: a new year is a new year file, never a code change.
 */
export type PaymentYear = number;
/** The RxHCC plan types CMS calibrates factors for. */
export type RxPlanType = 'MA-PD' | 'PDP';
