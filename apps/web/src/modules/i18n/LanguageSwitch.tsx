import { LOCALE_NAMES, LOCALES, isLocale, type Locale } from '@stamp/shared';

import { useLocale } from './useLocale';
import { useMessages } from './useMessages';
import styles from './LanguageSwitch.module.css';

/** A select of the languages; `only` limits it (the back-office speaks English and Korean). */
export function LanguageSwitch({ only = LOCALES }: { only?: readonly Locale[] }) {
  const t = useMessages();
  const { locale, setLocale } = useLocale();
  return (
    <label className={styles.switch}>
      <span className={styles.label}>{t.languageLabel}</span>
      <select
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) setLocale(event.target.value);
        }}
      >
        {only.map((value) => (
          <option key={value} value={value}>
            {LOCALE_NAMES[value]}
          </option>
        ))}
      </select>
    </label>
  );
}
