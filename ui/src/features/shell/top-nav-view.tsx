import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { BrandLogo } from '../../shared/brand/brand-logo.js';
import type { NavEntry } from './nav-entry.js';
import { MainMenu } from './main-menu.js';

export interface TopNavViewProps {
  readonly entries: readonly NavEntry[];
  readonly fullName: string;
  readonly ipaNumber: string | null;
  /** The doctor a non-doctor user acts for, or null when none is chosen. */
  readonly currentDoctorName: string | null;
  /** The notifications icon, badge and list. */
  readonly notifications: ReactNode;
  readonly onNavigate: (path: string) => void;
  readonly onSwitchDoctor: () => void;
  readonly onLogOut: () => void;
}

/** The bar at the top of every signed-in screen. */
export function TopNavView(props: TopNavViewProps) {
  const doctorMenu = useRef<Menu>(null);
  const doctorItems: MenuItem[] = [{ label: 'Switch Doctor', icon: 'pi pi-sync', command: props.onSwitchDoctor }];
  const end = (
    <div className="top-nav__end">
      {props.currentDoctorName !== null && (
        <>
          <Menu model={doctorItems} popup ref={doctorMenu} id="current-doctor-menu" />
          <Button label={`Dr. ${props.currentDoctorName}`} icon="pi pi-angle-down" iconPos="right" text className="top-nav__doctor"
            aria-controls="current-doctor-menu" aria-haspopup onClick={(event) => doctorMenu.current?.toggle(event)} />
        </>
      )}
      <span className="top-nav__user">
        <i className="pi pi-user" aria-hidden="true" /> {props.fullName}
        {props.ipaNumber && <span className="top-nav__ipa">IPA {props.ipaNumber}</span>}
      </span>
      {props.notifications}
      <Button label="Log Out" icon="pi pi-sign-out" text onClick={props.onLogOut} />
    </div>
  );
  return (
    <header className="top-nav">
      <Link to="/" className="top-nav__brand" aria-label="RAFdesk home"><BrandLogo /></Link>
      <MainMenu entries={props.entries} onNavigate={props.onNavigate} />
      {end}
    </header>
  );
}
