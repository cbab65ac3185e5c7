import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, printMedia } from '../../styles/media';
import { vars } from '../../styles/theme.css';

export const viewport = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  bottom: 0,
  right: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: '26rem',
  margin: 0,
  padding: vars.space.md,
  listStyle: 'none',
  outline: 'none',
  '@media': { [printMedia]: { display: 'none' } },
});

// Starts partly opaque: a toast that fades in from nothing shows nothing in the frame after
// the tap, which on a slow phone reads as a tap that did nothing.
const slideIn = keyframes({ from: { transform: 'translateY(100%)', opacity: 0.6 }, to: { transform: 'none', opacity: 1 } });

export const toast = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    gap: vars.space.xs,
    alignItems: 'start',
    padding: vars.space.md,
    borderRadius: vars.radii.md,
    boxShadow: vars.shadows.lg,
    borderLeft: '6px solid',
    '@media': { [`not ${media.reducedMotion}`]: { animation: `${slideIn} ${vars.motion.duration.slow} ${vars.motion.easing.standard}` } },
  },
  variants: {
    variant: {
      default: { background: vars.color.surface.raised, color: vars.color.text.primary, borderColor: vars.color.border.brand },
      destructive: { background: vars.color.surface.danger, color: vars.color.text.primary, borderColor: vars.color.action.danger },
    },
  },
  defaultVariants: { variant: 'default' },
});

export const title = style({ fontWeight: vars.font.weight.bold });
export const description = style({
  gridColumn: '1 / -1',
  fontSize: vars.font.size.sm.size,
  lineHeight: vars.font.size.sm.lineHeight,
  color: vars.color.text.secondary,
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  border: 0,
  borderRadius: vars.radii.sm,
  background: 'transparent',
  color: vars.color.text.secondary,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surface.subtle } },
});
