import { useMessages } from '../../modules/i18n/useMessages';
import { AccountMenu } from '../../modules/member-account/components/AccountMenu';
import { MobileScreen } from '../../modules/mobile-shell/components/MobileScreen';
import { usePageTitle } from '../../modules/i18n/usePageTitle';

export function MobileAccountPage() {
  const t = useMessages();
  usePageTitle(t.accountTitle);
  return (
    <MobileScreen title={t.accountTitle}>
      <AccountMenu />
    </MobileScreen>
  );
}
