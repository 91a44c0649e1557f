import { TwoStepPrompt } from '../../modules/two-step';
import { useMessages, usePageTitle } from '../../modules/i18n';

/** /admin/protect-account: a super master without two-step sign-in, just signed in. */
export function AdminProtectAccountPage() {
  const t = useMessages();
  usePageTitle(t.twoStepTitle, 'admin');
  return <TwoStepPrompt />;
}
