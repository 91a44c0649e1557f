import { LanguageSwitch } from '../../modules/i18n';
import { StoreOwnerEntry } from '../../modules/store-owner';
import styles from './HomeHeaderActions.module.css';

/**
 * The right end of the home's header: the store owner's entry (the gear icon and its store-code modal,
 * spec §2), then the language switch.
 */
export function HomeHeaderActions() {
  return (
    <div className={styles.actions}>
      <StoreOwnerEntry />
      <LanguageSwitch />
    </div>
  );
}
