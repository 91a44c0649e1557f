import { formatMessage } from '@stamp/shared';

import { useMessages } from '../i18n';
import styles from './Pager.module.css';

interface PagerProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** The three page numbers around `page` (spec §2: first, previous, up to three pages, next, last). */
export function visiblePages(page: number, pageCount: number): number[] {
  if (pageCount <= 0) return [];
  const start = Math.min(Math.max(1, page - 1), Math.max(1, pageCount - 2));
  return Array.from({ length: Math.min(3, pageCount) }, (_, index) => start + index);
}

export function Pager({ page, pageCount, onPage }: PagerProps) {
  const t = useMessages();
  if (pageCount <= 1) return null;
  const go = (target: number) => () => {
    onPage(Math.min(Math.max(1, target), pageCount));
  };
  const atStart = page <= 1;
  const atEnd = page >= pageCount;
  return (
    <nav className={styles.pager} aria-label={t.paginationLabel}>
      <button type="button" onClick={go(1)} disabled={atStart} aria-label={t.pageFirst}>
        «
      </button>
      <button type="button" onClick={go(page - 1)} disabled={atStart} aria-label={t.pagePrevious}>
        ‹
      </button>
      {visiblePages(page, pageCount).map((number) => (
        <button
          key={number}
          type="button"
          onClick={go(number)}
          aria-current={number === page ? 'page' : undefined}
          aria-label={formatMessage(t.pageNumber, { n: number })}
          className={number === page ? styles.current : undefined}
        >
          {number}
        </button>
      ))}
      <button type="button" onClick={go(page + 1)} disabled={atEnd} aria-label={t.pageNext}>
        ›
      </button>
      <button type="button" onClick={go(pageCount)} disabled={atEnd} aria-label={t.pageLast}>
        »
      </button>
    </nav>
  );
}
