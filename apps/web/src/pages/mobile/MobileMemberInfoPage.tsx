import { ROUTES } from '../../routes';
import { useMessages } from '../../modules/i18n/useMessages';
import { MemberInfoEditor } from '../../modules/member-account/components/MemberInfoEditor';
import { MobileScreen } from '../../modules/mobile-shell/components/MobileScreen';
import { usePageTitle } from '../../modules/i18n/usePageTitle';

export function MobileMemberInfoPage() {
  const t = useMessages();
  usePageTitle(t.accountMemberInfoTitle);
  return (
    <MobileScreen title={t.accountMemberInfoTitle} backTo={ROUTES.account}>
      <MemberInfoEditor />
    </MobileScreen>
  );
}
