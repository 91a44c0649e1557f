import styles from './StampMark.module.css';

/** The product's mark: a stamp with a check. */
export function StampMark({ size = 'lg' }: { size?: 'sm' | 'lg' }) {
  return (
    <svg className={`${styles.mark} ${styles[size]}`} viewBox="0 0 48 48" aria-hidden="true">
      <circle cx="24" cy="24" r="21" fill="var(--brand)" />
      <circle cx="24" cy="24" r="16" fill="none" stroke="#fff" strokeWidth="2" strokeDasharray="3 3" />
      <path
        d="M16 24.5l5.5 5.5L33 18.5"
        fill="none"
        stroke="#fff"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
