import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';

/**
 * What the service worker writes into the pages it answers with offline (src/serviceWorker):
 * the saved-copy line and the offline page. Attribute selectors, since the worker writes no
 * class names; the prerender keeps these rules out of the pages' own stylesheets, and the
 * worker inserts them with what it writes (scripts/page-styles.mjs, `[data-offline-`).
 */

globalStyle('[data-offline-notice]', {
  padding: `${vars.space['2xs']} ${vars.space.md}`,
  background: vars.color.surface.accentSubtle,
  borderBottom: `1px solid ${vars.color.border.accent}`,
  color: vars.color.text.primary,
  fontSize: vars.font.size.sm.size,
  lineHeight: vars.font.size.sm.lineHeight,
  textAlign: 'center',
});

// A reload restores the reader's place by the element that was at the top of the window
// (scroll anchoring): with the line now above it, it would scroll the line out of sight.
globalStyle(':root:has([data-offline-notice])', { overflowAnchor: 'none' });

globalStyle('[data-offline-page]', {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: `calc(${vars.size.prose} + 2 * ${vars.space.md})`,
  marginInline: 'auto',
  padding: `${vars.space['2xl']} ${vars.space.md}`,
});

globalStyle('[data-offline-page] h1', {
  fontSize: vars.font.size['2xl'].size,
  lineHeight: vars.font.size['2xl'].lineHeight,
  fontWeight: vars.font.weight.bold,
  letterSpacing: vars.font.letterSpacing.tight,
  textWrap: 'balance',
});

globalStyle('[data-offline-page] h2', {
  marginTop: vars.space.md,
  fontSize: vars.font.size.lg.size,
  lineHeight: vars.font.size.lg.lineHeight,
  fontWeight: vars.font.weight.semibold,
});

globalStyle('[data-offline-page] ul', { display: 'grid', gap: vars.space.xs, margin: 0, paddingInlineStart: vars.space.lg });

// The date after a saved page, the label before a phone number.
globalStyle('[data-offline-page] li span', { color: vars.color.text.muted });
