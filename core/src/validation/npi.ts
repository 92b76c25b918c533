/** The prefix the NPI check digit is computed over (card issuer 80840, ISO 7812). */
const NPI_PREFIX = '80840';

/** The Luhn check digit of the 9 leading NPI digits, computed over 80840 + those digits. */
export function npiCheckDigit(firstNine: string): number {
  if (!/^\d{9}$/.test(firstNine)) throw new Error('npiCheckDigit needs exactly 9 digits');
  const digits = `${NPI_PREFIX}${firstNine}`;
  let sum = 0;
  // Luhn: from the right of the payload, double every other digit starting with the rightmost.
  for (let i = digits.length - 1, double = true; i >= 0; i -= 1, double = !double) {
    let d = Number(digits[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** True for a National Provider Identifier: 10 digits whose last is the Luhn check digit. */
export function isNpi(text: string): boolean {
  const value = text.trim();
  if (!/^\d{10}$/.test(value)) return false;
  return npiCheckDigit(value.slice(0, 9)) === Number(value[9]);
}
