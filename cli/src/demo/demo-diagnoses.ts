/**
 * Diagnoses a Medicare Advantage practice codes every day, with how often a demo patient has each one.
 * Some raise an HCC in one model and not the other (F329, I739 in V28), some never do (I10, E785):
 * the demo shows both on purpose, so every "did not count" explanation has an example.
 */
export const DEMO_DIAGNOSES: readonly { readonly code: string; readonly weight: number }[] = [
  { code: 'I10', weight: 10 }, { code: 'E785', weight: 8 }, { code: 'E119', weight: 8 }, { code: 'E1122', weight: 4 },
  { code: 'E1140', weight: 3 }, { code: 'E1165', weight: 3 }, { code: 'E1151', weight: 2 }, { code: 'Z794', weight: 3 },
  { code: 'I5022', weight: 3 }, { code: 'I5032', weight: 3 }, { code: 'I110', weight: 2 }, { code: 'J449', weight: 4 },
  { code: 'J441', weight: 1 }, { code: 'N184', weight: 2 }, { code: 'N1831', weight: 3 }, { code: 'N1832', weight: 2 },
  { code: 'F329', weight: 3 }, { code: 'F331', weight: 2 }, { code: 'I4891', weight: 3 }, { code: 'I480', weight: 2 },
  { code: 'E6601', weight: 2 }, { code: 'Z6841', weight: 2 }, { code: 'G309', weight: 1 }, { code: 'F0390', weight: 1 },
  { code: 'C61', weight: 1 }, { code: 'C50911', weight: 1 }, { code: 'M170', weight: 4 }, { code: 'I739', weight: 2 },
  { code: 'M069', weight: 1 }, { code: 'G20A1', weight: 1 }, { code: 'I2510', weight: 3 }, { code: 'I252', weight: 1 },
  { code: 'E039', weight: 4 }, { code: 'D631', weight: 1 }, { code: 'K7030', weight: 1 }, { code: 'E43', weight: 1 },
  { code: 'I69351', weight: 1 }, { code: 'Z89511', weight: 1 }, { code: 'J45909', weight: 2 }, { code: 'F1020', weight: 1 },
];

export const DEMO_SPECIALTIES = ['Internal Medicine', 'Family Medicine', 'Cardiology', 'Endocrinology', 'Possible : Validate or Delete'] as const;
