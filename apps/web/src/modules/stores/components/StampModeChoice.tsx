import { STAMP_MODES, type StampMode } from '@stamp/shared';
import { useId } from 'react';

import { useMessages } from '../../i18n';
import styles from './StampModeChoice.module.css';

interface StampModeChoiceProps {
  value: StampMode;
  onChange: (mode: StampMode) => void;
}

/**
 * How members stamp at the store (the owner's store information and the admin's store edit): the fixed stamp
 * password, or a code that changes every 30 seconds, shown in the store menu.
 */
export function StampModeChoice({ value, onChange }: StampModeChoiceProps) {
  const t = useMessages();
  const hintId = useId();
  const labels: Record<StampMode, string> = {
    password: t.stampModePassword,
    rotating: t.stampModeRotating,
  };
  return (
    <fieldset className={styles.choice} aria-describedby={hintId}>
      <legend className={styles.legend}>{t.stampModeLabel}</legend>
      <div className={styles.options}>
        {STAMP_MODES.map((mode) => (
          <label key={mode} className={styles.option}>
            <input
              type="radio"
              name="stamp_mode"
              value={mode}
              checked={value === mode}
              onChange={() => {
                onChange(mode);
              }}
            />
            <span>{labels[mode]}</span>
          </label>
        ))}
      </div>
      <p id={hintId} className={styles.hint}>
        {t.stampModeHint}
      </p>
    </fieldset>
  );
}
