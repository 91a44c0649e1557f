import { ROUTES } from '../../routes';
import { useMessages } from '../../modules/i18n/useMessages';
import { PushInbox } from '../../modules/member-account/components/PushInbox';
import { MobileScreen } from '../../modules/mobile-shell/components/MobileScreen';
import { PushOptIn } from '../../modules/push-device/components/PushOptIn';
import { usePageTitle } from '../../modules/i18n/usePageTitle';

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
