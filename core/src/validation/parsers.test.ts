import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatPhone, isPhone, parsePhone } from './phone.js';
import { isEmail } from './email.js';
import { isUrl } from './url.js';
import { isNpi, npiCheckDigit } from './npi.js';
import { formatDisplayDate, formatTypedDate, parseTypedDate } from './typed-date.js';
import { isPatientDocumentId, isUserDocumentId } from './document-id.js';

const digit = (from: number) => fc.integer({ min: from, max: 9 }).map(String);
const nanpDigits = fc.tuple(digit(2), digit(0), digit(0), digit(2), fc.array(digit(0), { minLength: 6, maxLength: 6 }))
  .map(([a, b, c, d, rest]) => `${a}${b}${c}${d}${rest.join('')}`);

describe('phone', () => {
  it('accepts the usual ways of writing a North American number', () => {
    for (const text of ['7875550123', '(787) 555-0123', '787-555-0123', '787.555.0123', '+1 787 555 0123', '1-787-555-0123']) expect(isPhone(text)).toBe(true);
  });

  it('refuses an area code or exchange starting with 0 or 1, and wrong digit counts', () => {
    for (const text of ['1875550123', '0875550123', '7871550123', '7870550123', '787555012', '78755501234', 'hello@x.com', '']) expect(isPhone(text)).toBe(false);
  });

  it('reads back the digits of every number it formats', () => {
    fc.assert(fc.property(nanpDigits, (digits) => {
      const formatted = formatPhone({ digits });
      expect(formatted.length).toBeGreaterThanOrEqual(10);
      expect(formatted.length).toBeLessThanOrEqual(15);
      expect(parsePhone(formatted)._unsafeUnwrap().digits).toBe(digits);
    }));
  });

  it('never throws on any text', () => {
    fc.assert(fc.property(fc.string(), (text) => {
      expect(typeof isPhone(text)).toBe('boolean');
    }));
  });
});

describe('email and url', () => {
  it('accepts name@domain.tld and refuses addresses without a domain or with blanks', () => {
    expect(isEmail('ana.rivera@clinic.pr')).toBe(true);
    for (const text of ['ana', 'ana@', '@clinic.com', 'ana rivera@clinic.com', 'ana@clinic', 'ana@@clinic.com']) expect(isEmail(text)).toBe(false);
  });

  it('accepts addresses with optional scheme, www, port and path and a 2-5 letter top level', () => {
    for (const text of ['example.com', 'www.example.org', 'https://portal.example.com:8443/path?q=1', 'http://example.co']) expect(isUrl(text)).toBe(true);
    for (const text of ['example', 'ftp://example.com', 'http://example.abcdef', 'http://exa mple.com', '']) expect(isUrl(text)).toBe(false);
  });

  it('never throws on any text', () => {
    fc.assert(fc.property(fc.string(), (text) => {
      expect(typeof isEmail(text) === 'boolean' && typeof isUrl(text) === 'boolean').toBe(true);
    }));
  });
});

describe('NPI', () => {
  it('accepts a published valid NPI and refuses it with its check digit changed', () => {
    expect(isNpi('1234567893')).toBe(true);
    expect(isNpi('1234567890')).toBe(false);
    expect(isNpi('123456789')).toBe(false);
    expect(isNpi('12345678931')).toBe(false);
  });

  it('accepts any 9 digits followed by their check digit, and refuses every other last digit', () => {
    fc.assert(fc.property(fc.array(digit(0), { minLength: 9, maxLength: 9 }).map((d) => d.join('')), fc.integer({ min: 1, max: 9 }), (nine, shift) => {
      const check = npiCheckDigit(nine);
      expect(isNpi(`${nine}${check}`)).toBe(true);
      expect(isNpi(`${nine}${(check + shift) % 10}`)).toBe(false);
    }));
  });

  it('never throws on any text', () => {
    fc.assert(fc.property(fc.string(), (text) => {
      expect(typeof isNpi(text)).toBe('boolean');
    }));
  });
});

describe('typed dates', () => {
  const realDate = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

  it('reads back every date it writes as MM-DD-YYYY', () => {
    fc.assert(fc.property(realDate, (iso) => {
      expect(parseTypedDate(formatTypedDate(iso))._unsafeUnwrap()).toBe(iso);
      expect(parseTypedDate(iso)._unsafeUnwrap()).toBe(iso);
    }));
  });

  it('refuses days that do not exist', () => {
    for (const text of ['02-29-2023', '02-30-2024', '04-31-2026', '13-01-2026', '00-10-2026', '12-00-2026', '2026-02-29']) expect(parseTypedDate(text).isErr()).toBe(true);
    expect(parseTypedDate('02-29-2024')._unsafeUnwrap()).toBe('2024-02-29');
  });

  it('refuses every day past the end of its month', () => {
    fc.assert(fc.property(fc.integer({ min: 1900, max: 2100 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
      const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
      const mm = String(month).padStart(2, '0');
      expect(parseTypedDate(`${mm}-${length}-${year}`).isOk()).toBe(true);
      expect(parseTypedDate(`${mm}-${length + 1}-${year}`).isErr()).toBe(true);
    }));
  });

  it('never throws on any text', () => {
    fc.assert(fc.property(fc.string(), (text) => {
      expect(typeof parseTypedDate(text).isOk()).toBe('boolean');
    }));
  });

  it('shows dates as MM/DD/YYYY in lists', () => {
    expect(formatDisplayDate('2023-03-18')).toBe('03/18/2023');
  });
});

describe('document ids', () => {
  it('needs exactly 11 characters for a patient and 10 to 11 for a user', () => {
    expect([isPatientDocumentId('1EG4TE5MK73'), isPatientDocumentId('1EG4TE5MK7'), isPatientDocumentId('1EG4TE5MK733')]).toEqual([true, false, false]);
    expect([isUserDocumentId('123456789'), isUserDocumentId('1234567893'), isUserDocumentId('12345678931'), isUserDocumentId('123456789312')]).toEqual([false, true, true, false]);
  });
});
