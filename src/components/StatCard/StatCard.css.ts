import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, printMedia } from '../../styles/media';
import { vars } from '../../styles/theme.css';

export const statCard = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column-reverse',
    justifyContent: 'flex-end',
    gap: vars.space['2xs'],
    padding: vars.space.lg,
    borderRadius: vars.radii.lg,
    borderTop: `4px solid ${vars.color.border.accent}`,
    height: '100%',
    '@media': { [printMedia]: { breakInside: 'avoid' } },
  },
  variants: {
    tone: {
      light: { background: vars.color.surface.page, boxShadow: vars.shadows.sm },
      dark: { background: vars.color.surface.brandStrong, color: vars.color.text.inverse },
    },
  },
  defaultVariants: { tone: 'light' },
});

export const value = style({
  fontSize: vars.font.size['2xl'].size,
  lineHeight: vars.font.size['2xl'].lineHeight,
  fontWeight: vars.font.weight.bold,
  letterSpacing: vars.font.letterSpacing.tight,
  '@media': { [media.tablet]: { fontSize: vars.font.size['3xl'].size, lineHeight: vars.font.size['3xl'].lineHeight } },
});

export const label = style({ fontSize: vars.font.size.sm.size, lineHeight: vars.font.size.sm.lineHeight, fontWeight: vars.font.weight.medium });

export type StatCardVariants = NonNullable<RecipeVariants<typeof statCard>>;
