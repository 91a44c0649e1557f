import { TwoStepPrompt } from '../../modules/two-step/components/TwoStepPrompt';

/** /admin/protect-account: a super master without two-step sign-in, just signed in. */
export function AdminProtectAccountPage() {
  return <TwoStepPrompt />;
}
