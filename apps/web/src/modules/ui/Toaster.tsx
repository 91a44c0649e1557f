import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';

/**
 * Sonner's rich-colour text is too light on its tinted backgrounds (4.25:1 for success, under WCAG AA's
 * 4.5:1): darker shades of the same hues.
 */
const READABLE_COLORS = {
  '--success-text': 'hsl(140, 100%, 22%)',
  '--info-text': 'hsl(210, 92%, 35%)',
  '--warning-text': 'hsl(31, 92%, 28%)',
  '--error-text': 'hsl(360, 100%, 38%)',
} as CSSProperties;

/** Where toasts appear (once per app shell). */
export function Toaster() {
  return <Sonner position="top-center" richColors closeButton duration={4000} style={READABLE_COLORS} />;
}
