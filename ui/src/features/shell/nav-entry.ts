/** One item of the top navigation, already sorted. */
export interface NavEntry {
  readonly label: string;
  readonly kind: 'internal' | 'external' | 'group';
  readonly path: string;
  readonly children: readonly NavEntry[];
}
