import { useMessages } from '../../i18n/useMessages';

/** Placeholder for the back-office home (product-spec §2, Admin). */
export function AdminHomePage() {
  const t = useMessages();
  return (
    <main>
      <h1>{t.adminTitle}</h1>
      <p>{t.adminHomeComingSoon}</p>
    </main>
  );
}
