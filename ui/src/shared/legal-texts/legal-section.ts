import type { ReactNode } from 'react';

/** One headed section of a legal text. */
export interface LegalSection {
  readonly id: string;
  readonly heading: string;
  readonly body: ReactNode;
}
