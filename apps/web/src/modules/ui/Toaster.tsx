import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';

/**
 * Sonner's rich-colour text is too light on its tinted backgrounds (4.25:1 for success, under WCAG AA's
 * 4.5:1): darker shades of the same hues, dark enough to pass even while the toast fades in over the page
 * (axe measures the blended colours mid-animation).
 */
const READABLE_COLORS = {
  '--success-text': 'hsl(140, 100%, 16%)',
  '--info-text': 'hsl(210, 92%, 27%)',
  '--warning-text': 'hsl(31, 92%, 21%)',
  '--error-text': 'hsl(360, 100%, 29%)',
} as CSSProperties;

/** Where toasts appear (once per app shell). */
export function Toaster() {
  return <Sonner position="top-center" richColors closeButton duration={4000} style={READABLE_COLORS} />;
}
