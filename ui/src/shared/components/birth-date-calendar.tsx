import { cloneElement, type ReactElement } from 'react';
import { Calendar, type CalendarNavigatorTemplateEvent } from 'primereact/calendar';

export interface BirthDateCalendarProps {
  readonly value: Date | null;
  readonly onPick: (date: Date) => void;
}

// PrimeReact renders the month and the year selects from one pass-through key, so only a template can name each.
const named = (name: string) => (options: CalendarNavigatorTemplateEvent) =>
  cloneElement(options.element as ReactElement<{ 'aria-label'?: string }>, { 'aria-label': name });

/** The inline calendar a date of birth is picked from: month and year selects (1900 to today), no day after today. */
export function BirthDateCalendar({ value, onPick }: BirthDateCalendarProps) {
  return (
    <Calendar inline value={value} maxDate={new Date()} monthNavigator yearNavigator yearRange="1900:2100"
      monthNavigatorTemplate={named('Month')} yearNavigatorTemplate={named('Year')}
      onChange={(event) => { if (event.value instanceof Date) onPick(event.value); }} />
  );
}
