import type { APIOptions } from 'primereact/api';

interface DayOptions { readonly context: { readonly date: { readonly day: number; readonly month: number; readonly year: number } } }
interface DayLabelOptions { readonly context: { readonly selected: boolean; readonly disabled: boolean } }

const dayName = (date: DayOptions['context']['date']) =>
  `${date.day} ${new Date(date.year, date.month, 1).toLocaleString('en-US', { month: 'long' })} ${date.year}`;

/**
 * Accessibility fixes of PrimeReact's own markup, applied to every component through its pass-through options:
 * - the dropdown's hidden native select (a duplicate of the labelled combobox) leaves the accessibility tree, and its
 *   root no longer points `aria-activedescendant` at an option that does not exist while the list is closed;
 * - the search box of a dropdown's or multi-select's list has a name;
 * - a multi-select's options are the listbox's options: the check box drawn in each is a picture of the selection,
 *   not a second unlabelled control inside the option, "select all" is a labelled check box, and the list (scrolled
 *   by the arrow keys from the filter) is a focus target so a scrolling list is not out of the keyboard's reach;
 * - a calendar day is named by its visible number first ("1 November 2026"), and its button says pressed, not selected,
 *   which a button cannot be;
 * - the dialog's maximize button and the loading bar get names.
 */
export const ACCESSIBLE_PRIME: Partial<APIOptions> = {
  pt: {
    dropdown: { select: { 'aria-hidden': true }, root: { 'aria-activedescendant': undefined }, filterInput: { 'aria-label': 'Search the options' } },
    multiselect: {
      filterInput: { root: { 'aria-label': 'Search the options' } },
      checkbox: { input: { hidden: true } },
      list: { tabIndex: -1 },
      headerCheckbox: { root: { role: undefined, 'aria-checked': undefined }, input: { 'aria-label': 'Select all' } },
    },
    calendar: {
      day: ({ context }: DayOptions) => ({ 'aria-label': dayName(context.date) }),
      dayLabel: ({ context }: DayLabelOptions) => ({ role: 'button', 'aria-selected': undefined, 'aria-pressed': context.selected, 'aria-disabled': context.disabled }),
    },
    dialog: { maximizableButton: { 'aria-label': 'Maximize or restore' } },
    progressbar: { root: { 'aria-label': 'Loading' } },
  } as unknown as APIOptions['pt'],
};
