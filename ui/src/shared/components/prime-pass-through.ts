import type { APIOptions } from 'primereact/api';

/**
 * Accessibility fixes of PrimeReact's own markup, applied to every component through its pass-through options:
 * the dropdown's hidden native select (a duplicate of the labelled combobox) leaves the accessibility tree, the
 * dialog's maximize button and the loading bar get names.
 */
export const ACCESSIBLE_PRIME: Partial<APIOptions> = {
  pt: {
    dropdown: { select: { 'aria-hidden': true } },
    dialog: { maximizableButton: { 'aria-label': 'Maximize or restore' } },
    progressbar: { root: { 'aria-label': 'Loading' } },
  } as APIOptions['pt'],
};
