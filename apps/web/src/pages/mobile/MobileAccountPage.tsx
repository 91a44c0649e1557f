import { useMessages, usePageTitle } from '../../modules/i18n';
import { AccountMenu } from '../../modules/member-account';
import { MobileScreen } from '../../modules/mobile-shell';

export function MobileAccountPage() {
  const t = useMessages();
  usePageTitle(t.accountTitle);
  return (
    <MobileScreen title={t.accountTitle}>
      <AccountMenu />
    </MobileScreen>
  );
}
