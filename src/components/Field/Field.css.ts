import { globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2xs'], minWidth: 0 });

export const label = style({
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.md.size,
  lineHeight: vars.font.size.md.lineHeight,
  color: vars.color.text.primary,
});

export const requiredMark = style({ color: vars.color.text.danger, marginInlineStart: vars.space['2xs'] });

export const control = recipe({
  base: {
    width: '100%',
    minHeight: vars.size.touchTarget,
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    border: `1px solid ${vars.color.border.strong}`,
    borderRadius: vars.radii.md,
    background: vars.color.surface.page,
    color: vars.color.text.primary,
    fontSize: vars.font.size.md.size,
    lineHeight: vars.font.size.md.lineHeight,
    selectors: {
      '&::placeholder': { color: vars.color.text.muted, opacity: 1 },
      '&:hover': { borderColor: vars.color.border.brand },
    },
  },
  variants: {
    kind: {
      input: {},
      select: { cursor: 'pointer' },
      textarea: { minHeight: '9rem', resize: 'vertical' },
    },
    invalid: {
      // A thicker border in the danger colour, so the state does not rely on hue alone.
      true: { borderColor: vars.color.action.danger, boxShadow: `inset 0 0 0 1px ${vars.color.action.danger}` },
    },
  },
  defaultVariants: { kind: 'input' },
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2xs'],
  color: vars.color.text.danger,
  fontSize: vars.font.size.sm.size,
  lineHeight: vars.font.size.sm.lineHeight,
  fontWeight: vars.font.weight.medium,
});

globalStyle(`${error} > svg`, { flexShrink: 0, marginTop: '0.2rem' });

export type ControlVariants = NonNullable<RecipeVariants<typeof control>>;
