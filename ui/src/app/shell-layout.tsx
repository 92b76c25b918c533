import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { NotificationCenter } from '../features/notifications/notification-center.js';
import { TopNav } from '../features/shell/top-nav.js';
import { useService } from '../shared/services/services.js';
import { SmartPnSlotProvider, type SmartPnModalProps } from '../shared/components/smart-pn-slot.js';
import { useSession } from '../shared/services/use-session.js';
import { RouteFocus } from './route-focus.js';
import { GapsSlotProvider } from '../shared/components/gaps-slot.js';
import { GAPS_SLOTS } from './gaps-slots.js';
import { ComplianceSlotProvider } from '../shared/components/compliance-slot.js';
import { COMPLIANCE_SLOTS } from './compliance-slots.js';
import { useReturnFocus } from '../shared/components/use-return-focus.js';

const SmartPnModal = lazy(() => import('../features/smart-pn/smart-pn-modal.js').then((m) => ({ default: m.SmartPnModal })));

/** The Smart PN modal the records view opens, loaded with the wizard's chunk on first use. */
function LazySmartPnModal(props: SmartPnModalProps) {
  useReturnFocus();
  return <Suspense fallback={null}><SmartPnModal {...props} /></Suspense>;
}

/** The signed-in shell: top navigation with notifications, then the screen. Starts the real-time feed. */
export function ShellLayout() {
  const { user } = useSession();
  const feed = useService('notificationFeed');
  const remoteUserId = user?.remoteUserId;

  useEffect(() => {
    if (remoteUserId !== undefined) feed.start(remoteUserId);
  }, [feed, remoteUserId]);

  return (
    <div className="shell">
      <a className="skip-link" href="#main-content">Skip to main content</a>
      <TopNav notifications={user ? <NotificationCenter key={user.userId} user={user} /> : null} />
      <RouteFocus mainId="main-content" />
      <main className="shell__content" id="main-content" tabIndex={-1}>
        <SmartPnSlotProvider value={LazySmartPnModal}>
          <GapsSlotProvider value={GAPS_SLOTS}>
            <ComplianceSlotProvider value={COMPLIANCE_SLOTS}>
              <Outlet />
            </ComplianceSlotProvider>
          </GapsSlotProvider>
        </SmartPnSlotProvider>
      </main>
    </div>
  );
}
