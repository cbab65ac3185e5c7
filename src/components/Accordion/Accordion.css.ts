import { globalStyle, style } from '@vanilla-extract/css';
import { printMedia } from '../../styles/media';
import { vars } from '../../styles/theme.css';

export const root = style({ display: 'grid', gap: vars.space.sm });

export const item = style({
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.page,
  overflow: 'hidden',
  '@media': { [printMedia]: { breakInside: 'avoid' } },
});

export const header = style({ margin: 0 });

export const trigger = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.md} ${vars.space.lg}`,
  border: 0,
  background: 'transparent',
  textAlign: 'left',
  fontSize: vars.font.size.md.size,
  lineHeight: vars.font.size.md.lineHeight,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surface.subtle },
    '&:focus-visible': { outlineOffset: '-3px' },
  },
});

export const chevron = style({
  color: vars.color.text.brand,
  transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  '@media': { [printMedia]: { display: 'none' } },
});

globalStyle(`${trigger}[data-state="open"] ${chevron}`, { transform: 'rotate(180deg)' });

/** The `<summary>` of a native item: no disclosure marker (the chevron says it). */
export const nativeTrigger = style({ listStyle: 'none' });
globalStyle(`${nativeTrigger}::-webkit-details-marker`, { display: 'none' });
globalStyle(`details[open] > ${nativeTrigger} ${chevron}`, { transform: 'rotate(180deg)' });

/** The question's heading inside a `<summary>`: it reads as the trigger's own text. */
export const nativeQuestion = style({ margin: 0, font: 'inherit', color: 'inherit' });

export const content = style({
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
  color: vars.color.text.secondary,
});
