import { ROUTES } from '../../routes';
import { useMessages } from '../../modules/i18n/useMessages';
import { PushInbox } from '../../modules/member-account/components/PushInbox';
import { MobileScreen } from '../../modules/mobile-shell/components/MobileScreen';

export function MobilePushMessagePage() {
  const t = useMessages();
  return (
    <MobileScreen title={t.accountPushTitle} backTo={ROUTES.account}>
      <PushInbox />
    </MobileScreen>
  );
}
