import { useNavigate } from 'react-router-dom';

import { ROUTES } from '../../../routes';
import { useMessages } from '../../i18n';
import { dismissTwoStepPrompt, AdminAuthFrame } from '../../session';
import { Button } from '../../ui/Button';
import { StampMark } from '../../ui/StampMark';
import styles from './TwoStep.module.css';

/** Shield icon of the prompt (decorative). */
function ShieldIcon() {
  return (
    <svg className={styles.shield} viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
      <path
        d="M12 2 4 5v6c0 5 3.4 9.3 8 11 4.6-1.7 8-6 8-11V5l-8-3Zm-1 13.4-3.4-3.4L9 10.6l2 2 4-4 1.4 1.4-5.4 5.4Z"
        fill="currentColor"
      />
    </svg>
  );
}

/**
 * 'Protect your account with a one-time code': what a super master without two-step sign-in sees after
 * signing in. Either answer lasts for this browser session; the next login asks again while it is off.
 */
export function TwoStepPrompt() {
  const t = useMessages();
  const navigate = useNavigate();
  return (
    <AdminAuthFrame wide labelledBy="two-step-prompt-title">
      <div className={styles.prompt}>
        <div className={styles.promptBrand}>
          <StampMark size="sm" />
          <ShieldIcon />
        </div>
        <h1 id="two-step-prompt-title" className={styles.promptTitle}>
          {t.twoStepPromptTitle}
        </h1>
        <p className={styles.lead}>{t.twoStepPromptBody}</p>
        <p className={styles.note}>{t.twoStepIntro}</p>
        <div className={styles.promptActions}>
          {/* 'Set up now' has the focus: the first of the actions. */}
          <Button
            variant="primary"
            autoFocus
            onClick={() => {
              dismissTwoStepPrompt();
              void navigate(`${ROUTES.adminTwoStep}?setup=1`, { replace: true });
            }}
          >
            {t.twoStepPromptSetUp}
          </Button>
          <Button
            onClick={() => {
              dismissTwoStepPrompt();
              void navigate(ROUTES.adminIndex, { replace: true });
            }}
          >
            {t.twoStepPromptLater}
          </Button>
        </div>
      </div>
    </AdminAuthFrame>
  );
}
