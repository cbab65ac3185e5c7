import { globalStyle } from '@vanilla-extract/css';
import { media } from './media';
import { vars } from './theme.css';
import './fonts.css';
import './offline.css';
import './print.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  scrollPaddingTop: '5rem',
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md.size,
  lineHeight: vars.font.size.md.lineHeight,
  color: vars.color.text.primary,
  background: vars.color.surface.page,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4, p, ul, ol, dl, dd, figure, blockquote', { margin: 0 });
globalStyle('ul[role="list"], ol[role="list"]', { listStyle: 'none', padding: 0 });
globalStyle('img, svg', { display: 'block', maxWidth: '100%' });
globalStyle('img', { height: 'auto' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('a', { color: vars.color.text.brand, textUnderlineOffset: '0.2em' });

// One visible focus indicator everywhere; dark bands switch it to the accent via --focus-ring.
globalStyle(':focus-visible', {
  outline: `3px solid var(--focus-ring, ${vars.color.focusInner})`,
  outlineOffset: '2px',
});
globalStyle('[tabindex="-1"]:focus', { outline: 'none' });

// A tap taken while the control's code is still arriving (src/app/hydrateIslands.tsx):
// it shows pressed at once, so the visitor does not tap again.
globalStyle('[aria-busy="true"]', { cursor: 'progress', opacity: 0.7 });

globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
