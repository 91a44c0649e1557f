import { ROUTES } from '../../routes';
import { useMessages, usePageTitle } from '../../modules/i18n';
import { PushInbox } from '../../modules/member-account';
import { MobileScreen } from '../../modules/mobile-shell';
import { PushOptIn } from '../../modules/push-device';

/** The member's pushes (spec §2), and in a plain browser the opt-in to receive them as notifications. */
export function MobilePushMessagePage() {
  const t = useMessages();
  usePageTitle(t.accountPushTitle);
  return (
    <MobileScreen title={t.accountPushTitle} backTo={ROUTES.account}>
      <PushOptIn />
      <PushInbox />
    </MobileScreen>
  );
}
