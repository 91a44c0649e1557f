import { useMessages } from '../../modules/i18n/useMessages';
import styles from './MobileComingSoonPage.module.css';

/** Coupon and Account until the rest of "Web, part 2" fills them in. */
export function MobileComingSoonPage({ title }: { title: string }) {
  const t = useMessages();
  return (
    <main className={styles.page}>
      <h1>{title}</h1>
      <p>{t.mobileComingSoon}</p>
    </main>
  );
}
