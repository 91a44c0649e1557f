import { TwoStepPrompt } from '../../modules/two-step/components/TwoStepPrompt';
import { useMessages } from '../../modules/i18n/useMessages';
import { usePageTitle } from '../../modules/i18n/usePageTitle';

/** /admin/protect-account: a super master without two-step sign-in, just signed in. */
export function AdminProtectAccountPage() {
  const t = useMessages();
  usePageTitle(t.twoStepTitle, 'admin');
  return <TwoStepPrompt />;
}
