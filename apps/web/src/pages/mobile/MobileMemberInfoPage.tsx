import { ROUTES } from '../../routes';
import { useMessages, usePageTitle } from '../../modules/i18n';
import { MemberInfoEditor } from '../../modules/member-account';
import { MobileScreen } from '../../modules/mobile-shell';

export function MobileMemberInfoPage() {
  const t = useMessages();
  usePageTitle(t.accountMemberInfoTitle);
  return (
    <MobileScreen title={t.accountMemberInfoTitle} backTo={ROUTES.account}>
      <MemberInfoEditor />
    </MobileScreen>
  );
}
