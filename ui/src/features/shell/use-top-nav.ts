import { useNavigate } from 'react-router-dom';
import { isExternalMenuItem, type MenuItem } from '@rafdesk/core';
import { useService } from '../../shared/services/services.js';
import { useSession } from '../../shared/services/use-session.js';
import type { NavEntry } from './nav-entry.js';
import type { TopNavViewProps } from './top-nav-view.js';

function toEntries(items: readonly MenuItem[]): NavEntry[] {
  return [...items].sort((a, b) => a.position - b.position).map((item) => ({
    label: item.label, path: item.path, children: toEntries(item.children),
    kind: item.children.length > 0 ? 'group' : isExternalMenuItem(item) ? 'external' : 'internal',
  }));
}

/** The top navigation's props: the role's menu sorted by position, the current doctor, Switch Doctor and Log Out. */
export function useTopNav(): Omit<TopNavViewProps, 'notifications'> {
  const session = useSession();
  const store = useService('session');
  const signOut = useService('signOut');
  const navigate = useNavigate();
  const user = session.user;
  return {
    entries: toEntries(user?.menus ?? []),
    fullName: user?.fullName ?? '',
    ipaNumber: user?.ipaNumber ?? null,
    currentDoctorName: session.currentDoctor?.fullName ?? null,
    onNavigate: (path) => void navigate(path),
    onSwitchDoctor: () => {
      store.switchDoctor();
      void navigate('/doctorSelection');
    },
    onLogOut: () => {
      signOut();
      void navigate('/login');
    },
  };
}
