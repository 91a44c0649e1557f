import type { Schema } from '@stamp/api-client';
import { NavLink, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';

import { ROUTES } from '../../../routes';
import { useMessages } from '../../i18n';
import { BackIcon } from '../../mobile-shell';
import { StoreMapTab } from './StoreMapTab';
import { StoreNoticesTab } from './StoreNoticesTab';
import { StorePhotosTab } from './StorePhotosTab';
import styles from './StoreDetail.module.css';

export type DetailStore = Schema<'StorePublicView'> | Schema<'StoreFullView'>;

/** The store detail (spec §2): its name, and the tabs Map (default), photo and notice, each its own path. */
export function StoreDetail({ store }: { store: DetailStore }) {
  const t = useMessages();
  const navigate = useNavigate();
  const location = useLocation();
  const tabs = [
    { to: ROUTES.storeMap(store.id), label: t.storeTabMap },
    { to: ROUTES.storeMapPhoto(store.id), label: t.storeTabPhoto },
    { to: ROUTES.storeMapNotice(store.id), label: t.storeTabNotice },
  ];
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <button
          type="button"
          className={styles.back}
          aria-label={t.storeDetailBack}
          onClick={() => {
            // Back to the list as it was searched; a page opened directly goes home.
            if (location.key === 'default') void navigate(ROUTES.mobileHome);
            else void navigate(-1);
          }}
        >
          <BackIcon />
        </button>
        <h1 className={styles.name}>{store.name}</h1>
      </header>
      <nav className={styles.tabs} aria-label={t.storeDetailTabs}>
        {tabs.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            end
            replace
            className={({ isActive }) => `${styles.tab} ${isActive ? styles.activeTab : ''}`}
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <Routes>
        <Route index element={<StoreMapTab store={store} />} />
        <Route path="photo" element={<StorePhotosTab store={store} />} />
        <Route path="notice" element={<StoreNoticesTab storeId={store.id} />} />
        <Route path="*" element={<Navigate to={ROUTES.storeMap(store.id)} replace />} />
      </Routes>
    </main>
  );
}
