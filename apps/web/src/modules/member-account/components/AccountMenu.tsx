import { useState } from 'react';

import { ROUTES } from '../../../routes';
import { errorMessage } from '../../api';
import { LanguageSwitch, useMessages } from '../../i18n';
import {
  ConfirmSheet,
  BellIcon,
  DownloadIcon,
  LeaveIcon,
  LogoutIcon,
  TicketIcon,
  UserIcon,
  mobileFormStyles as formStyles,
  MobileMenu,
  mobileScreenStyles as styles,
} from '../../mobile-shell';
import { Spinner } from '../../ui/Spinner';
import { useInbox, useMe } from '../api/memberAccountApi';
import { useAccountActions } from '../hooks/useAccountActions';

/** Spec §2 account: the member's full name; membership information, unredeemed coupons, push messages,
 * logout and unregister. */
export function AccountMenu() {
  const t = useMessages();
  const me = useMe();
  const inbox = useInbox(me.data?.bbs_no);
  const actions = useAccountActions(me.data?.member_id);
  const [error, setError] = useState<string | null>(null);
  const unread = (inbox.data ?? []).filter((item) => !item.is_read).length;

  return (
    <>
      <section className={styles.card} aria-live="polite">
        {me.isPending ? (
          <Spinner />
        ) : me.data ? (
          <>
            <p className={styles.muted}>{t.accountHello}</p>
            <p className={styles.fullName}>
              {me.data.member_name} {me.data.member_name2}
            </p>
            <p className={styles.muted}>{me.data.member_id}</p>
          </>
        ) : (
          <p className={formStyles.error} role="alert">
            {errorMessage(me.error, t)}
          </p>
        )}
      </section>
      <MobileMenu
        label={t.accountTitle}
        items={[
          { label: t.accountMemberInfoTitle, icon: <UserIcon />, to: ROUTES.accountMemberInfo },
          { label: t.accountUnredeemedLink, icon: <TicketIcon />, to: ROUTES.unredeemed },
          {
            label: t.accountPushTitle,
            icon: <BellIcon />,
            to: ROUTES.accountPushMessage,
            badge: unread > 0 ? String(unread) : undefined,
          },
          { label: t.accountMyDataLink, icon: <DownloadIcon />, to: ROUTES.accountMyData },
        ]}
      />
      {error && (
        <p className={formStyles.error} role="alert">
          {error}
        </p>
      )}
      <MobileMenu
        label={t.accountSessionMenu}
        items={[
          { label: t.accountLogout, icon: <LogoutIcon />, onSelect: () => void actions.logout() },
          {
            label: t.accountUnregister,
            icon: <LeaveIcon />,
            danger: true,
            onSelect: () => {
              setError(null);
              void actions.unregister().then(setError);
            },
          },
        ]}
      />
      <div className={`${styles.card} ${styles.language}`}>
        <span aria-hidden="true">{t.languageLabel}</span>
        <LanguageSwitch />
      </div>
      <ConfirmSheet {...actions.confirmSheet} />
    </>
  );
}
