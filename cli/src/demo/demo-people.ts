import { formatPhone, npiCheckDigit, parsePhone } from '@rafdesk/core';
import type { SeededRandom } from './seeded-random.js';

const FIRST_NAMES = {
  F: ['María', 'Carmen', 'Ana', 'Rosa', 'Luz', 'Gloria', 'Isabel', 'Margarita', 'Elena', 'Teresa', 'Nilda', 'Awilda', 'Migdalia', 'Ruth', 'Dolores', 'Brenda', 'Linda', 'Patricia', 'Sonia', 'Iris'],
  M: ['José', 'Juan', 'Luis', 'Carlos', 'Ramón', 'Ángel', 'Rafael', 'Miguel', 'Pedro', 'Héctor', 'Jorge', 'Víctor', 'Francisco', 'Manuel', 'Roberto', 'Efraín', 'William', 'Edwin', 'Wilfredo', 'Raúl'],
} as const;
const LAST_NAMES = ['Rivera', 'Rodríguez', 'Santiago', 'Colón', 'Ortiz', 'Torres', 'Vázquez', 'Pérez', 'Díaz', 'Cruz', 'Morales', 'Reyes', 'Ramos', 'Negrón', 'Figueroa', 'Meléndez', 'Marrero', 'Rosado', 'Feliciano', 'Cintrón', 'Acevedo', 'Quiñones', 'Pagán', 'Burgos', 'Maldonado'];
const STREETS = ['Calle Luna', 'Calle Sol', 'Ave. Ponce de León', 'Calle Fortaleza', 'Calle Loíza', 'Ave. Muñoz Rivera', 'Calle San Jorge', 'Calle Del Parque', 'Ave. Las Américas', 'Calle Comercio'];
const TOWNS = [['San Juan', '00901'], ['Bayamón', '00956'], ['Carolina', '00979'], ['Ponce', '00716'], ['Caguas', '00725'], ['Mayagüez', '00680'], ['Arecibo', '00612'], ['Guaynabo', '00969']] as const;

export interface DemoAddress {
  readonly street: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
}

export function demoFirstName(random: SeededRandom, sex: 'M' | 'F'): string {
  return random.pick(FIRST_NAMES[sex]);
}

export function demoLastName(random: SeededRandom): string {
  return random.pick(LAST_NAMES);
}

export function demoAddress(random: SeededRandom): DemoAddress {
  const [city, zip] = random.pick(TOWNS);
  return { street: `${random.int(1, 999)} ${random.pick(STREETS)}`, city, state: 'PR', zip };
}

/** A phone number that passes the portal's own phone rule (area code and exchange start with 2–9). */
export function demoPhone(random: SeededRandom): string {
  const text = `${random.pick(['787', '939'])}${random.int(2, 9)}${random.digits(2)}${random.digits(4)}`;
  const parsed = parsePhone(text);
  if (parsed.isErr()) throw new Error('demo phone generator produced an invalid number');
  return formatPhone(parsed.value);
}

/** A 10-digit NPI with a valid check digit. */
export function demoNpi(random: SeededRandom): string {
  const firstNine = `1${random.digits(8)}`;
  return `${firstNine}${npiCheckDigit(firstNine)}`;
}
