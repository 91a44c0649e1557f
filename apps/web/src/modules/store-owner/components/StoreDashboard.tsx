import { ROUTES } from '../../../routes';
import { useMessages } from '../../i18n';
import {
  BellIcon,
  ChartIcon,
  NoteIcon,
  QrIcon,
  StoreIcon,
  TicketIcon,
  MobileMenu,
  mobileScreenStyles as screenStyles,
  QueryGate,
} from '../../mobile-shell';
import { isFullStore, useStore } from '../../stores';
import styles from './StoreDashboard.module.css';

/**
 * Spec §2 store menu: the store's name, its redeemed coupons, and the screens of the menu (the spec's four,
 * the owner's dashboard, and the counter's stamp code for a store in rotating mode).
 */
export function StoreDashboard({ storeId }: { storeId: number }) {
  const t = useMessages();
  const store = useStore(storeId);
  return (
    <QueryGate query={store}>
      {(data) => (
        <>
          <section className={`${screenStyles.card} ${styles.summary}`}>
            <h1 className={styles.name}>{data.name}</h1>
            <p className={screenStyles.muted}>
              {data.region} {data.province}
            </p>
            <dl className={styles.stat}>
              <dt>{t.ownerRedeemed}</dt>
              <dd>{data.redeemed}</dd>
            </dl>
          </section>
          <MobileMenu
            label={t.ownerMenuBrand}
            items={[
              {
                label: t.ownerDashboard,
                icon: <ChartIcon />,
                to: ROUTES.storeMenuScreen(storeId, 'dashboard'),
              },
              { label: t.ownerStoreInfo, icon: <StoreIcon />, to: ROUTES.storeMenuScreen(storeId, 'info') },
              {
                label: t.ownerManageCoupons,
                icon: <TicketIcon />,
                to: ROUTES.storeMenuScreen(storeId, 'manage'),
              },
              {
                label: t.ownerPushMessage,
                icon: <BellIcon />,
                to: ROUTES.storeMenuScreen(storeId, 'push-message'),
              },
              {
                label: t.ownerStoreNotice,
                icon: <NoteIcon />,
                to: ROUTES.storeMenuScreen(storeId, 'notice'),
              },
              // The counter's code, only while the store stamps with rotating codes.
              ...(isFullStore(data) && data.stamp_mode === 'rotating'
                ? [
                    {
                      label: t.ownerStampCode,
                      icon: <QrIcon />,
                      to: ROUTES.storeMenuScreen(storeId, 'stamp-code'),
                    },
                  ]
                : []),
            ]}
          />
        </>
      )}
    </QueryGate>
  );
}
