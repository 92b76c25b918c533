import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

// A screen that loads its data first draws its heading a little later; past this the page is left as it is.
const HEADING_WAIT_MS = 10_000;

/** Focus is ours to move when nothing in the page holds it: the page itself, the menu link just used, or a control the last page removed. */
const focusIsFree = (main: HTMLElement) => {
  const active = document.activeElement;
  return active === null || active === document.body || active === main || !main.contains(active);
};

/**
 * On each new page of the shell (after sign-in too) focus moves to the page's h1, and a polite live region says which
 * page opened: a keyboard user starts at the top of the new content, a screen reader user hears where they are.
 */
export function RouteFocus({ mainId }: { readonly mainId: string }) {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    const main = document.getElementById(mainId);
    if (main === null) return undefined;
    const arrive = (heading: HTMLElement) => {
      setAnnouncement(`${heading.textContent?.trim() ?? ''} page`);
      if (!focusIsFree(main)) return;
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    };
    const now = main.querySelector<HTMLElement>('h1');
    if (now !== null) {
      arrive(now);
      return undefined;
    }
    const observer = new MutationObserver(() => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (heading === null) return;
      observer.disconnect();
      arrive(heading);
    });
    observer.observe(main, { childList: true, subtree: true });
    const giveUp = window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(giveUp);
    };
  }, [pathname, mainId]);
  return <p className="sr-only" role="status" aria-live="polite">{announcement}</p>;
}
