import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import type { MessageKey } from '@stamp/shared';

import { ROUTES } from '../../../routes';
import { useAdminProfile } from '../../admins';
import { LanguageSwitch, useMessages } from '../../i18n';
import { adminLoginId, useAdminLogout } from '../../session';
import { Button } from '../../ui/Button';
import { StampMark } from '../../ui/StampMark';
import styles from './AdminLayout.module.css';

interface NavItem {
  label: MessageKey;
  to: string;
  /** Other pages of this section: the top item stays current on them. */
  pages?: string[];
  side?: { label: MessageKey; to: string }[];
}

const NAVIGATION: NavItem[] = [
  { label: 'navDashboard', to: ROUTES.adminDashboard },
  {
    label: 'navStores',
    to: ROUTES.adminStores,
    pages: [ROUTES.adminCreateStore],
    side: [
      { label: 'sideStoreStatus', to: ROUTES.adminStores },
      { label: 'sideStoreRegistration', to: ROUTES.adminCreateStore },
    ],
  },
  { label: 'navMembers', to: ROUTES.adminMembers },
  {
    label: 'navCoupons',
    to: ROUTES.adminCoupons,
    pages: [ROUTES.adminCreateCoupon],
    side: [
      { label: 'sideCouponManagement', to: ROUTES.adminCoupons },
      { label: 'sideCreateCoupon', to: ROUTES.adminCreateCoupon },
    ],
  },
  {
    label: 'navPush',
    to: ROUTES.adminAutoPush,
    pages: [ROUTES.adminSendPush],
    side: [
      { label: 'sideAutoPush', to: ROUTES.adminAutoPush },
      { label: 'sideSendPush', to: ROUTES.adminSendPush },
      { label: 'sideBackToStores', to: ROUTES.adminStores },
    ],
  },
  { label: 'navAdmins', to: ROUTES.adminAdmins },
];

function sectionOf(pathname: string): NavItem | undefined {
  return NAVIGATION.find((item) =>
    [item.to, ...(item.pages ?? [])].some((page) => pathname.startsWith(page)),
  );
}

/** The back-office frame: header with the administrator and logout, top navigation, a side menu per section. */
export function AdminLayout() {
  const t = useMessages();
  const { pathname } = useLocation();
  const logout = useAdminLogout();
  const profile = useAdminProfile(adminLoginId());
  const section = sectionOf(pathname);

  return (
    <div className={styles.shell}>
      <a href="#admin-main" className={styles.skip}>
        {t.adminTitle}
      </a>
      <header className={styles.header}>
        <div className={styles.brand}>
          <StampMark size="sm" />
          <span className={styles.product}>{t.adminTitle}</span>
        </div>
        <div className={styles.account}>
          <LanguageSwitch />
          {profile.data && (
            <span className={styles.who}>
              <span className={styles.avatar} aria-hidden="true">
                {profile.data.name.slice(0, 1).toUpperCase()}
              </span>
              <span>
                <span className="visually-hidden">{t.adminSignedInAs} </span>
                <strong>{profile.data.name}</strong>
                <span className={styles.role}>{profile.data.authority}</span>
              </span>
            </span>
          )}
          <Link
            to={ROUTES.adminTwoStep}
            className={styles.security}
            aria-current={pathname === ROUTES.adminTwoStep ? 'page' : undefined}
          >
            {t.twoStepTitle}
          </Link>
          <Button size="sm" variant="ghost" onClick={logout}>
            {t.adminLogout}
          </Button>
        </div>
      </header>
      <nav className={styles.topnav} aria-label={t.adminTitle}>
        <ul>
          {NAVIGATION.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                className={() => (section === item ? `${styles.topLink} ${styles.active}` : styles.topLink)}
                aria-current={section === item ? 'page' : undefined}
              >
                {t[item.label]}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={section?.side ? styles.withSide : styles.noSide}>
        {section?.side && (
          <nav className={styles.side} aria-label={t[section.label]}>
            <p className={styles.sideTitle}>{t[section.label]}</p>
            <ul>
              {section.side.map((page) => (
                <li key={page.label}>
                  <NavLink
                    to={page.to}
                    end
                    className={({ isActive }) =>
                      isActive ? `${styles.sideLink} ${styles.sideActive}` : styles.sideLink
                    }
                  >
                    {t[page.label]}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <main id="admin-main" className={styles.main}>
          <Outlet />
        </main>
      </div>
      <footer className={styles.footer}>{t.copyright}</footer>
    </div>
  );
}
