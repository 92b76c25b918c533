import { okAsync, type ResultAsync } from 'neverthrow';
import { seedDemoPractice, type DemoSeedError, type DemoSeedPorts, type DemoSeedSummary } from '../demo/seed-demo-practice.js';
import { seedStandardContent, type StandardContentFailed, type StandardContentPorts, type StandardContentSummary } from './seed-standard-content.js';

/** What a start may seed: the standard content into a database without a catalogue, then the demo practice into one without users. */
export interface SeedRequest {
  readonly standardContent: boolean;
  readonly demo: { readonly password: string; readonly paymentYear: number; readonly patientCount?: number } | null;
}

export interface SeedSummary {
  readonly standardContent: StandardContentSummary | null;
  readonly demo: DemoSeedSummary | null;
}

/** Seeds what the request asks for, standard content first (the demo's diagnoses need the catalogue: without it, patients get none). */
export function seedDatabase(ports: StandardContentPorts & DemoSeedPorts, request: SeedRequest): ResultAsync<SeedSummary, StandardContentFailed | DemoSeedError> {
  const content = request.standardContent ? seedStandardContent(ports) : okAsync(null);
  return content.andThen((standardContent) => {
    const demo = request.demo;
    if (demo === null) return okAsync<SeedSummary, StandardContentFailed | DemoSeedError>({ standardContent, demo: null });
    return seedDemoPractice(ports, demo).map((summary) => ({ standardContent, demo: summary }));
  });
}
