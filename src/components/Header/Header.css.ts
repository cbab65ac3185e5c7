import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { headerWidth, printMedia } from '../../styles/media';
import { vars } from '../../styles/theme.css';

/** The bar's height: the phone menu panel opens right below it. */
const barHeight = '4.5rem';

/**
 * The header lays itself out by its own width (the viewport less any scrollbar), at the
 * widths `tokens/breakpoints.ts` measured: the whole navigation inline where it fits in every
 * locale, the menu button below.
 */
const headerContainer = createContainer('header');
const inline = `${headerContainer} ${headerWidth.inlineNavigation}`;

export const header = style({
  containerName: headerContainer,
  containerType: 'inline-size',
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.surface.page,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  '@media': { [printMedia]: { display: 'none' } },
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: barHeight,
});

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  minWidth: vars.size.touchTarget,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radii.md,
  background: vars.color.surface.page,
  color: vars.color.text.primary,
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  '@container': { [inline]: { display: 'none' } },
});

/** The button's word: on the narrowest phones the icon alone, so the wordmark keeps its two lines. */
export const menuLabel = style({
  display: 'none',
  '@container': { [`${headerContainer} ${headerWidth.menuLabel}`]: { display: 'inline' } },
});

/**
 * On phones the panel is a popover (in the top layer, so placed against the viewport,
 * right below the sticky bar) shown when open; on desktop it is always inline. The
 * popover's user-agent box (centred, bordered, fit-content) is reset here.
 */
export const panel = style({
  display: 'none',
  position: 'fixed',
  inset: 'auto',
  insetInline: 0,
  top: barHeight,
  width: 'auto',
  height: 'auto',
  margin: 0,
  maxHeight: `calc(100vh - ${barHeight})`,
  overflowY: 'auto',
  padding: vars.space.md,
  border: 0,
  borderBottom: `1px solid ${vars.color.border.default}`,
  color: 'inherit',
  background: vars.color.surface.page,
  boxShadow: vars.shadows.lg,
  selectors: {
    // Two rules: a browser that does not know :popover-open would drop a shared one.
    '&:popover-open': { display: 'grid', gap: vars.space.md },
    '&[data-open="true"]': { display: 'grid', gap: vars.space.md },
  },
  '@container': {
    // The menu's links and buttons line up with the wordmark, as the page's content does.
    [`${headerContainer} ${headerWidth.tablet}`]: { paddingInline: vars.space.xl },
    [inline]: {
      display: 'flex',
      minWidth: 0, // see the links below
      position: 'static',
      alignItems: 'center',
      gap: vars.space.lg,
      padding: 0,
      border: 0,
      boxShadow: 'none',
      overflow: 'visible',
      maxHeight: 'none',
      background: 'transparent',
    },
  },
});

globalStyle(`${panel}::backdrop`, { background: 'transparent' });

export const navRoot = style({ position: 'static' });

export const navList = style({
  display: 'grid',
  gap: vars.space['3xs'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@container': { [inline]: { display: 'flex', gap: vars.space['2xs'] } },
});

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.sm,
  borderRadius: vars.radii.sm,
  color: vars.color.text.secondary,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.text.brand, background: vars.color.surface.brandSubtle },
    '&[aria-current="page"]': {
      color: vars.color.text.brand,
      fontWeight: vars.font.weight.bold,
      background: vars.color.surface.brandSubtle,
      boxShadow: `inset 3px 0 0 ${vars.color.action.primary}`,
    },
  },
  '@container': {
    [inline]: {
      whiteSpace: 'nowrap',
      // Centred, so a link narrowed by its row (below) loses its side space evenly.
      justifyContent: 'center',
      selectors: { '&[aria-current="page"]': { boxShadow: `inset 0 -3px 0 ${vars.color.action.primary}` } },
    },
  },
});

/**
 * Where the inline navigation is short of room (the longer French labels), its links draw
 * together, each giving up some of its side space, instead of wrapping; where it has room
 * (English at 1280 px), nothing moves. Widths below their content are allowed from the bar
 * down to each link; `headerBreakpoints.inlineNavigation` is where every locale's links
 * still keep at least xs on each side (tests/e2e/overflow.spec.ts holds it).
 */
globalStyle(`${panel} > nav, ${navList} > li`, {
  '@container': { [inline]: { minWidth: 0 } },
});

export const tools = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border.subtle}`,
  '@container': { [inline]: { paddingTop: 0, borderTop: 0, flexWrap: 'nowrap', flexShrink: 0 } },
});

/** The call to action keeps its one line: the navigation's spacing gives way first. */
export const action = style({ whiteSpace: 'nowrap' });

export const languages = style({ display: 'flex', gap: vars.space['3xs'] });

/** Each language: a link drawn as the small buttons the switcher always showed. */
export const languageLink = style({
  // What a button has from the browser: its box, centred label and padding.
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '1px 6px',
  textDecoration: 'none',
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  border: `1px solid transparent`,
  borderRadius: vars.radii.sm,
  background: 'transparent',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm.size,
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.border.default, color: vars.color.text.brand } },
  '@container': { [inline]: { minWidth: '2.25rem' } },
});

globalStyle(`${panel} > nav`, { width: '100%' });
