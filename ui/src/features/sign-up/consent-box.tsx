import { useEffect, useRef, type ReactNode } from 'react';
import { Checkbox } from 'primereact/checkbox';
import type { ScrollPosition } from '@rafdesk/core';

export interface ConsentBoxProps {
  readonly id: string;
  readonly title: string;
  readonly checkboxLabel: string;
  readonly children: ReactNode;
  /** False until the text has been scrolled to its end. */
  readonly enabled: boolean;
  readonly checked: boolean;
  readonly error?: string | undefined;
  readonly onScroll: (position: ScrollPosition) => void;
  readonly onToggle: () => void;
}

const positionOf = (box: HTMLElement): ScrollPosition => ({ scrollTop: box.scrollTop, clientHeight: box.clientHeight, scrollHeight: box.scrollHeight });

/** A scrolling agreement text with its consent checkbox, which stays disabled until the text is read to the end. */
export function ConsentBox({ id, title, checkboxLabel, children, enabled, checked, error, onScroll, onToggle }: ConsentBoxProps) {
  const box = useRef<HTMLDivElement>(null);
  const report = useRef(onScroll);
  // A text short enough to need no scrolling counts as read as soon as it is shown (measured once, on mount).
  useEffect(() => {
    const element = box.current;
    if (element && element.scrollHeight > 0 && element.scrollHeight <= element.clientHeight) report.current(positionOf(element));
  }, []);
  return (
    <section className="consent-box" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{title}</h3>
      <div ref={box} id={`${id}-text`} className="consent-box__text" tabIndex={0} role="document" aria-label={title}
        onScroll={(event) => onScroll(positionOf(event.currentTarget))}>
        {children}
      </div>
      <div className="consent-box__check">
        <Checkbox inputId={`${id}-accept`} checked={checked} disabled={!enabled} invalid={Boolean(error)} onChange={onToggle}
          aria-describedby={error ? `${id}-error` : `${id}-hint`} />
        <label htmlFor={`${id}-accept`}>{checkboxLabel}</label>
      </div>
      {!enabled && <small id={`${id}-hint`} className="consent-box__hint">Scroll to the end of the text to accept it.</small>}
      {error && <small id={`${id}-error`} className="p-error field-error">{error}</small>}
    </section>
  );
}
