import { useEffect, useId, useRef, useState } from 'react';

import { useMessages } from '../../i18n';
import { Button } from '../../ui/Button';
import { formStyles } from '../../ui/controls';
import { toast } from '../../ui/toast';
import { downloadText, recoveryCodesText } from '../utils/recoveryCodesFile';
import styles from './TwoStep.module.css';

interface RecoveryCodesProps {
  codes: string[];
  loginId: string;
  onDone: () => void;
}

/** The recovery codes, shown this once: copy, download, and 'Done' once the person says they kept them. */
export function RecoveryCodes({ codes, loginId, onDone }: RecoveryCodesProps) {
  const t = useMessages();
  const [saved, setSaved] = useState(false);
  const titleId = useId();
  // The heading takes the focus: the codes replaced the form that had it, and a screen reader reads on from here.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    title.current?.focus();
  }, []);
  const text = recoveryCodesText(t.adminTitle, loginId, codes, new Date());

  async function copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success(t.twoStepCopied);
    } catch {
      toast.error(t.genericError);
    }
  }

  return (
    <section className={styles.codes} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.codesTitle} ref={title} tabIndex={-1}>
        {t.twoStepCodesTitle}
      </h3>
      <p className={styles.lead}>{t.twoStepCodesNote}</p>
      <ol className={styles.codeList}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Button onClick={() => void copy()}>{t.twoStepCopy}</Button>
        <Button
          onClick={() => {
            downloadText(`recovery-codes-${loginId}.txt`, text);
          }}
        >
          {t.twoStepDownload}
        </Button>
      </div>
      <label className={formStyles.check}>
        <input
          type="checkbox"
          checked={saved}
          onChange={(event) => {
            setSaved(event.target.checked);
          }}
        />
        {t.twoStepSaved}
      </label>
      <div className={styles.actions}>
        <Button variant="primary" disabled={!saved} onClick={onDone}>
          {t.twoStepDone}
        </Button>
      </div>
    </section>
  );
}
