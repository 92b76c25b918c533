import { useRef, useState, type KeyboardEvent } from 'react';
import type { NavEntry } from './nav-entry.js';

interface MainMenuProps {
  readonly entries: readonly NavEntry[];
  readonly onNavigate: (path: string) => void;
}

const focusables = (root: HTMLElement | null) => [...(root?.querySelectorAll<HTMLElement>(':scope > li > .main-menu__item') ?? [])];

/**
 * The role menu as site navigation (the disclosure pattern): links and group buttons in the tab order, a group
 * opens with Enter, Space or Arrow Down, arrows move between items, Escape closes the group and returns to its button.
 * On a phone or tablet the list folds behind a Menu button (aria-expanded) that Escape or a chosen page folds again.
 */
export function MainMenu({ entries, onNavigate }: MainMenuProps) {
  const [open, setOpen] = useState<number | null>(null);
  // Below the desktop width the menu folds behind one button (the CSS hides the button on wider screens).
  const [unfolded, setUnfolded] = useState(false);
  const bar = useRef<HTMLUListElement>(null);
  const go = (path: string) => {
    setOpen(null);
    setUnfolded(false);
    onNavigate(path);
  };

  const moveAcross = (event: KeyboardEvent<HTMLElement>) => {
    const items = focusables(bar.current);
    const at = items.indexOf(event.currentTarget);
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    setOpen(null);
    items[(at + (event.key === 'ArrowRight' ? 1 : items.length - 1)) % items.length]?.focus();
  };
  const moveWithin = (event: KeyboardEvent<HTMLElement>, group: number) => {
    const list = event.currentTarget.closest('ul');
    const items = [...(list?.querySelectorAll<HTMLElement>('.main-menu__subitem') ?? [])];
    const at = items.indexOf(event.currentTarget);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      items[(at + (event.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(null);
      focusables(bar.current)[group]?.focus();
    }
  };
  const link = (entry: NavEntry, className: string, onKeyDown: (event: KeyboardEvent<HTMLElement>) => void) => (entry.kind === 'external'
    ? <a className={className} href={entry.path} target="_blank" rel="noreferrer" onKeyDown={onKeyDown}>{entry.label}<span className="sr-only"> (opens in a new tab)</span></a>
    : <a className={className} href={entry.path} onKeyDown={onKeyDown} onClick={(event) => { event.preventDefault(); go(entry.path); }}>{entry.label}</a>);

  return (
    <nav aria-label="Main menu" className="main-menu" onBlur={(event) => { if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(null); }}
      onKeyDown={(event) => { if (event.key === 'Escape' && unfolded && open === null) { setUnfolded(false); event.currentTarget.querySelector<HTMLElement>('.main-menu__toggle')?.focus(); } }}>
      <button type="button" className="main-menu__toggle" aria-expanded={unfolded} aria-controls="main-menu-list" onClick={() => setUnfolded(!unfolded)}>
        <i className={`pi ${unfolded ? 'pi-times' : 'pi-bars'}`} aria-hidden="true" /> Menu
      </button>
      <ul id="main-menu-list" className={unfolded ? 'main-menu__list main-menu__list--unfolded' : 'main-menu__list'} ref={bar}>
        {entries.map((entry, index) => (
          <li key={`${entry.label}-${index}`} className="main-menu__entry">
            {entry.kind === 'group' ? (
              <>
                <button type="button" className="main-menu__item main-menu__group" aria-expanded={open === index} aria-controls={`main-menu-group-${index}`}
                  onClick={() => setOpen(open === index ? null : index)}
                  onKeyDown={(event) => {
                    if (event.key === 'ArrowDown') {
                      event.preventDefault();
                      setOpen(index);
                      requestAnimationFrame(() => document.querySelector<HTMLElement>(`#main-menu-group-${index} .main-menu__subitem`)?.focus());
                    } else if (event.key === 'Escape') setOpen(null);
                    else moveAcross(event);
                  }}>
                  {entry.label} <i className="pi pi-angle-down" aria-hidden="true" />
                </button>
                <ul id={`main-menu-group-${index}`} className="main-menu__submenu" hidden={open !== index}>
                  {entry.children.map((child, childIndex) => (
                    <li key={`${child.label}-${childIndex}`}>{link(child, 'main-menu__subitem', (event) => moveWithin(event, index))}</li>
                  ))}
                </ul>
              </>
            ) : link(entry, 'main-menu__item', moveAcross)}
          </li>
        ))}
      </ul>
    </nav>
  );
}
