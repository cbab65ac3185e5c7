import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { type ColorRole, palette } from '../../../tokens';
import { media } from '../../styles/media';
import { vars } from '../../styles/theme.css';
import { tokenLeaves } from './tokenTree';

/**
 * Styles of the Foundations pages. Each sample is a class per token, made from the theme's
 * variables by `styleVariants`: a new token gets its class with no edit here, and the
 * samples show the theme the site really uses.
 */

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2xl'], maxWidth: vars.size.container });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const tableScroller = style({ overflowX: 'auto' });
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm.size,
  lineHeight: vars.font.size.sm.lineHeight,
});
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  verticalAlign: 'middle',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});
globalStyle(`${table} thead th`, {
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.secondary,
  borderBottomColor: vars.color.border.default,
});
globalStyle(`${table} tbody th`, { fontWeight: vars.font.weight.regular });

/**
 * A token's name or value as code writes it. The site has no code font: the system's
 * monospace. Long names may break anywhere on a phone only: on a wider screen a table has
 * room, and a name broken mid-word reads as another.
 */
export const code = style({
  fontFamily: 'monospace',
  fontSize: '0.9375em',
  overflowWrap: 'anywhere',
  '@media': { [media.tablet]: { overflowWrap: 'normal' } },
});
/** A second line under a value: its pixels, its palette name. */
export const aside = style({ display: 'block', color: vars.color.text.muted });

const roles = Object.fromEntries(tokenLeaves('', vars.color)) as Record<ColorRole, string>;

const swatchBase = style({
  display: 'block',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radii.sm,
  border: `1px solid ${vars.color.border.default}`,
});
export const roleSwatch = styleVariants(roles, (value) => [swatchBase, { background: value }]);
export const paletteSwatch = styleVariants(palette, (value) => [swatchBase, { background: value }]);

/** A contrast pair drawn as the design uses it: its background (over its surface, when translucent) and its foreground on it. */
export const contrastFrame = style({
  display: 'inline-block',
  borderRadius: vars.radii.sm,
  border: `1px solid ${vars.color.border.subtle}`,
  overflow: 'hidden',
});
export const roleBackground = styleVariants(roles, (value) => ({ background: value }));
const contrastSampleBase = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '5rem',
  minHeight: '2.5rem',
  padding: `0 ${vars.space.sm}`,
  fontWeight: vars.font.weight.semibold,
});
export const contrastSample = styleVariants(roles, (value) => [contrastSampleBase, { color: value }]);
/** WCAG's large text (24 px), for pairs only large text may use. */
export const largeText = style({ fontSize: vars.font.size.xl.size, lineHeight: vars.font.size.xl.lineHeight });
/** A UI part (border, icon, focus ring) in the foreground colour: a ring, no text. */
export const uiMark = styleVariants(roles, (value) => ({
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: vars.radii.full,
  border: `3px solid ${value}`,
}));
export const verdict = styleVariants({ passes: vars.color.text.success, fails: vars.color.text.danger }, (color) => ({
  color,
  fontWeight: vars.font.weight.semibold,
}));

export const fontSizeSample = styleVariants(vars.font.size, ({ size, lineHeight }) => ({ fontSize: size, lineHeight }));
export const fontWeightSample = styleVariants(vars.font.weight, (fontWeight) => ({ fontWeight, fontSize: vars.font.size.lg.size }));
export const fontFamilySample = styleVariants(vars.font.family, (fontFamily) => ({ fontFamily, fontSize: vars.font.size.lg.size }));
export const letterSpacingSample = styleVariants(vars.font.letterSpacing, (letterSpacing) => ({ letterSpacing, fontSize: vars.font.size.lg.size }));

const barBase = style({ display: 'block', height: '1rem', background: vars.color.border.brand });
export const spaceBar = styleVariants(vars.space, (width) => [barBase, { width }]);

const shapeBase = style({
  display: 'block',
  width: '4rem',
  height: '3rem',
  background: vars.color.surface.brandSubtle,
  border: `2px solid ${vars.color.border.brand}`,
});
export const radiusSample = styleVariants(vars.radii, (borderRadius) => [shapeBase, { borderRadius }]);
const raisedBase = style({
  display: 'block',
  width: '4rem',
  height: '3rem',
  margin: vars.space.sm,
  background: vars.color.surface.raised,
  borderRadius: vars.radii.md,
});
export const shadowSample = styleVariants(vars.shadows, (boxShadow) => [raisedBase, { boxShadow }]);

/** A dot that crosses its track when played. The global reset cuts every transition under prefers-reduced-motion, this one too. */
const track = { width: '12rem', inset: vars.space['3xs'], border: '1px' };
const dotSize = '1.25rem';
export const motionSample = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const motionTrack = style({
  display: 'block',
  width: track.width,
  padding: track.inset,
  borderRadius: vars.radii.full,
  background: vars.color.surface.subtle,
  border: `${track.border} solid ${vars.color.border.default}`,
});
const dotBase = style({
  display: 'block',
  width: dotSize,
  height: dotSize,
  borderRadius: vars.radii.full,
  background: vars.color.action.primary,
  transitionProperty: 'transform',
});
export const durationDot = styleVariants(vars.motion.duration, (transitionDuration) => [
  dotBase,
  { transitionDuration, transitionTimingFunction: vars.motion.easing.standard },
]);
export const easingDot = styleVariants(vars.motion.easing, (transitionTimingFunction) => [
  dotBase,
  { transitionDuration: vars.motion.duration.slow, transitionTimingFunction },
]);
export const dotAtEnd = style({ transform: `translateX(calc(${track.width} - ${dotSize} - 2 * (${track.inset} + ${track.border})))` });

export const iconGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space.sm,
  padding: 0,
  margin: 0,
});
export const iconTile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2xs'],
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radii.md,
  color: vars.color.text.brand,
  fontSize: vars.font.size.sm.size,
  lineHeight: vars.font.size.sm.lineHeight,
  textAlign: 'center',
});
export const iconName = style({ color: vars.color.text.primary });

/** The link to tokens.json under a page's intro, and what it is for beside it (beneath, on a phone). */
export const tokensFile = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${vars.space.xs} ${vars.space.md}` });

/** The steps of loading tokens.json in a design tool, numbered. */
export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
  listStyle: 'decimal',
  maxWidth: vars.size.prose,
});
