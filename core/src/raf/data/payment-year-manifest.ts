import shipped from '../../../data/raf/manifest.json' with { type: 'json' };
import { ManifestSchema, type Manifest } from '../tables/manifest-schema.js';
import type { PaymentYear } from '../tables/table-types.js';

// The payment years come from the data's small manifest, compiled in with the code like any module: reading the
// default year or the list of years loads no engine and no table (the web app's main bundle carries only this file).

function checked(manifest: unknown): Manifest {
  const parsed = ManifestSchema.safeParse(manifest);
  if (!parsed.success) throw new Error(`RAF tables: manifest.json: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || 'file'}: ${issue.message}`).join('; ')}`);
  return parsed.data;
}

/** The manifest of the engine's data files, checked once when this module loads. */
export const MANIFEST: Manifest = checked(shipped);

/** The payment years the engine has tables for, ascending. */
export const PAYMENT_YEARS: readonly PaymentYear[] = MANIFEST.years.map((entry) => entry.year);

/** Whether the engine has tables for this payment year. */
export const hasPaymentYear = (year: number): boolean => PAYMENT_YEARS.includes(year);

/**
 * The SHA-256 of a payment year's file, which names every set of its tables by their own SHA-256: reported with
 * every score as the hash of the tables used. Throws for a year the manifest does not list (callers check first).
 */
export function tablesHashOf(year: PaymentYear): string {
  const entry = MANIFEST.years.find((candidate) => candidate.year === year);
  if (!entry) throw new RangeError(`payment year ${year} has no tables`);
  return entry.tables;
}

/**
 * The payment year diagnoses with a date of service count toward: service in year Y is paid in Y + 1
 * (CMS's prospective payment), or null when the engine has no tables for that year.
 */
export function paymentYearOfService(dateOfService: string): PaymentYear | null {
  const year = Number(dateOfService.slice(0, 4)) + 1;
  return hasPaymentYear(year) ? year : null;
}

/** The payment year today's coding pays (today's year + 1), held to the years the engine has tables for. */
export function paymentYearOn(today: Date): PaymentYear {
  const wanted = today.getUTCFullYear() + 1;
  const earlier = PAYMENT_YEARS.filter((year) => year <= wanted);
  return earlier[earlier.length - 1] ?? (PAYMENT_YEARS[0] as PaymentYear);
}

/** The payment year used when none is given: the one today's coding pays. */
export const DEFAULT_PAYMENT_YEAR: PaymentYear = paymentYearOn(new Date());
