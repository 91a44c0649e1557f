import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import styles from './HomeHeaderActions.module.css';

/**
 * The right end of the home's header: the language switch. The store owner's entry (the gear icon and its
 * store-code modal, spec §2) takes its place at the start of this group.
 */
export function HomeHeaderActions() {
  return (
    <div className={styles.actions}>
      <LanguageSwitch />
    </div>
  );
}
