import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDiagnosisCatalogue } from '@rafdesk/adapters/tables';
import { recomputeRecordFigures, type CatalogueEntry } from '@rafdesk/core';
import { composeServices } from '../composition-root.js';
import { DEMO_DIAGNOSES } from '../demo/demo-diagnoses.js';
import { seedDatabase } from './seed-database.js';

// The demo's own codes and a few others: the whole catalogue takes seconds to load and proves nothing more here.
let catalogue: CatalogueEntry[] = [];
let services: Awaited<ReturnType<typeof composeServices>>;

beforeAll(async () => {
  const wanted = new Set([...DEMO_DIAGNOSES.map((d) => d.code), 'A021', 'E1122']);
  catalogue = (await loadDiagnosisCatalogue(2026)).filter((entry) => wanted.has(entry.code));
  services = await composeServices({ database: { memory: true } });
}, 120_000);

afterAll(async () => {
  await services?.close();
});

describe('seedDatabase', () => {
  it('seeds the catalogue, the questionnaire and a demo practice whose records carry engine figures, then never again', async () => {
    const ports = { ...services.ports, loadCatalogue: async () => catalogue };
    const first = (await seedDatabase(ports, { standardContent: true, demo: { password: 'correct horse battery', paymentYear: 2026, patientCount: 20 } }))._unsafeUnwrap();
    expect(first.standardContent?.catalogueCodes).toBe(catalogue.length);
    expect(first.demo).toMatchObject({ seeded: true, users: 7, patients: 20 });

    const repositories = services.ports;
    const doctors = (await repositories.doctors.listAll({ activeOnly: true }))._unsafeUnwrap();
    expect(doctors.map((d) => d.fullName).sort()).toEqual(['Dana Ortiz', 'Diego Rivera']);
    const staff = (await repositories.users.findSignInAccount('staff'))._unsafeUnwrap();
    const staffDoctors = (await repositories.doctors.doctorsForStaff(staff!.userId))._unsafeUnwrap();
    expect(staffDoctors.map((d) => d.fullName)).toEqual(['Diego Rivera']);

    const rows = (await repositories.patients.list({
      window: { pageNumber: 1, pageSize: 100 }, searchQuery: null, searchDoctors: false, doctorId: null, insuranceId: null,
      insuranceName: null, active: null, paymentYear: 2026, asOf: '2026-02-01',
    }))._unsafeUnwrap();
    expect(rows.totalCount).toBe(20);
    // Every record's figures come from the engine: a demographic part at least, and no billed fraction above 1.
    for (const row of rows.items) {
      expect(row.rafTotal).toBeGreaterThan(0);
      expect(row.billedFractionFirstSemester).toBeLessThanOrEqual(1);
    }
    expect(rows.items.some((row) => row.diagnosisCount > 0 && row.billedFractionFirstSemester < 1)).toBe(true);
    // The seed scores in bulk from what it writes; the engine scoring the stored record agrees to the last digit.
    for (const row of rows.items) {
      const stored = { rafTotal: row.rafTotal, first: row.rafBilledFirstSemester, second: row.rafBilledSecondSemester };
      const recomputed = (await services.ports.unitOfWork.run((repositories) => recomputeRecordFigures(repositories, row.recordId, null, new Date())))._unsafeUnwrap();
      expect(stored).toEqual({ rafTotal: recomputed.rafTotal, first: recomputed.rafBilledFirstSemester, second: recomputed.rafBilledSecondSemester });
    }

    const again = (await seedDatabase(ports, { standardContent: true, demo: { password: 'other', paymentYear: 2026 } }))._unsafeUnwrap();
    expect(again).toEqual({ standardContent: null, demo: { seeded: false, reason: 'DatabaseNotEmpty' } });
  });
});
