import type { ReactElement } from 'react';
import { NavLink } from 'react-router-dom';

import { ROUTES } from '../../../routes';
import { useMessages } from '../../i18n';
import { AccountIcon, CouponIcon, HomeIcon } from './MobileIcons';
import styles from './MobileBottomNav.module.css';

/** The fixed bottom menu of spec §2: Home, Coupon, Account. */
export function MobileBottomNav() {
  const t = useMessages();
  const items: { to: string; label: string; icon: ReactElement }[] = [
    { to: ROUTES.mobileHome, label: t.navHome, icon: <HomeIcon /> },
    { to: ROUTES.myCoupon, label: t.navCoupon, icon: <CouponIcon /> },
    { to: ROUTES.account, label: t.navAccount, icon: <AccountIcon /> },
  ];
  return (
    <nav className={styles.nav} aria-label={t.mobileMainMenu}>
      {items.map(({ to, label, icon }) => (
        <NavLink
          key={to}
          to={to}
          className={({ isActive }) => `${styles.item} ${isActive ? styles.active : ''}`}
        >
          {icon}
          <span>{label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
