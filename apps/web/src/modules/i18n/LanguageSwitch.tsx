import { LOCALE_NAMES, isLocale } from '@stamp/shared';

import { useLocale } from './useLocale';
import { useMessages } from './useMessages';
import styles from './LanguageSwitch.module.css';

/** A select of the languages of the page's face (the back-office speaks English and Korean). */
export function LanguageSwitch() {
  const t = useMessages();
  const { locale, locales, setLocale } = useLocale();
  return (
    <label className={styles.switch}>
      <span className={styles.label}>{t.languageLabel}</span>
      <select
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) setLocale(event.target.value);
        }}
      >
        {locales.map((value) => (
          <option key={value} value={value}>
            {LOCALE_NAMES[value]}
          </option>
        ))}
      </select>
    </label>
  );
}
