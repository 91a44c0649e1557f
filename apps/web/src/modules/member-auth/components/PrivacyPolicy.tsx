import type { MessageKey } from '@stamp/shared';

import { useMessages } from '../../i18n';
import styles from './PrivacyPolicy.module.css';

const SECTIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/** The privacy policy of spec §2: effective March 31, 2024, ten sections. */
export function PrivacyPolicy({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const t = useMessages();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.policy}>
      <p className={styles.effective}>{t.privacyPolicyEffective}</p>
      {SECTIONS.map((section) => (
        <section key={section} className={styles.section}>
          <Heading className={styles.heading}>{t[`policy${section}Title` as MessageKey]}</Heading>
          <p>{t[`policy${section}Body` as MessageKey]}</p>
        </section>
      ))}
    </article>
  );
}
