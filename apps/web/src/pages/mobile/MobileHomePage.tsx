import { useMessages } from '../../modules/i18n/useMessages';
import { StoreOwnerEntry } from '../../modules/mobile-shell/components/StoreOwnerEntry';
import { StampMark } from '../../modules/ui/StampMark';
import styles from './MobileHomePage.module.css';

/** The member app's home (a placeholder until "Web, part 2"). */
export function MobileHomePage() {
  const t = useMessages();
  return (
    <main className={styles.page}>
      <StoreOwnerEntry />
      <StampMark />
      <h1>{t.productName}</h1>
      <p>{t.mobileHomeComingSoon}</p>
    </main>
  );
}
