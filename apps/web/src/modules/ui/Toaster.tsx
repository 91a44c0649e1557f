import { Toaster as Sonner } from 'sonner';

/** Where toasts appear (once per app shell). */
export function Toaster() {
  return <Sonner position="top-center" richColors closeButton duration={4000} />;
}
