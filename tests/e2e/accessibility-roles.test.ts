import { describe } from 'vitest';
import { accessibilitySuite, roleScreensTest } from './accessibility/screen-checks.js';

// axe-core and the window's width on every screen of the Superuser, Staff, Training and InsuranceStaff (the public
// screens, Smart PN, the Admin's and the Doctor's are in accessibility.test.ts).

accessibilitySuite();

describe('accessibility and layout of every built screen, per role', () => {
  for (const role of ['Superuser', 'Staff', 'Training', 'InsuranceStaff'] as const) roleScreensTest(role);
});
