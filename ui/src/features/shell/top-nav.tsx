import type { ReactNode } from 'react';
import { TopNavView } from './top-nav-view.js';
import { useTopNav } from './use-top-nav.js';

/** The top navigation of the shell, with the notifications given by the layout. */
export function TopNav({ notifications }: { notifications: ReactNode }) {
  return <TopNavView {...useTopNav()} notifications={notifications} />;
}
