import { useMessages } from '../../i18n/useMessages';

/** Placeholder for the member app's home (product-spec §2, Mobile). */
export function MobileHomePage() {
  const t = useMessages();
  return (
    <main>
      <h1>{t.productName}</h1>
      <p>{t.mobileHomeComingSoon}</p>
    </main>
  );
}
