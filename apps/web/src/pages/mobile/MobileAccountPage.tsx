import { useMessages } from '../../modules/i18n/useMessages';
import { AccountMenu } from '../../modules/member-account/components/AccountMenu';
import { MobileScreen } from '../../modules/mobile-shell/components/MobileScreen';

export function MobileAccountPage() {
  const t = useMessages();
  return (
    <MobileScreen title={t.accountTitle}>
      <AccountMenu />
    </MobileScreen>
  );
}
