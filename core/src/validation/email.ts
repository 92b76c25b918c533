// One @, no blanks, a dotted domain whose last label has 2+ letters.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[A-Za-z]{2,}$/;

/** True for an address of the form name@domain.tld. */
export function isEmail(text: string): boolean {
  return text.length <= 254 && EMAIL.test(text.trim());
}
