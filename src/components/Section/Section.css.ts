import { globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, printMedia } from '../../styles/media';
import { vars } from '../../styles/theme.css';

export const section = recipe({
  variants: {
    tone: {
      page: { background: vars.color.surface.page },
      subtle: { background: vars.color.surface.subtle },
      brandSubtle: { background: vars.color.surface.brandSubtle },
      brand: {
        background: vars.color.surface.brand,
        color: vars.color.text.inverse,
        vars: { '--focus-ring': vars.color.focus },
      },
    },
    spacing: {
      md: {
        paddingBlock: vars.space['2xl'],
        '@media': { [media.tablet]: { paddingBlock: vars.space['3xl'] }, [printMedia]: { paddingBlock: vars.space.lg } },
      },
      sm: { paddingBlock: vars.space.xl, '@media': { [printMedia]: { paddingBlock: vars.space.md } } },
    },
    printed: { false: { '@media': { [printMedia]: { display: 'none' } } } },
  },
  defaultVariants: { tone: 'page', spacing: 'md' },
});

export const header = style({
  maxWidth: vars.size.prose,
  marginBottom: vars.space.xl,
  display: 'grid',
  gap: vars.space.sm,
  // On paper the heading and its introduction stay together and with what follows (a grid's
  // rows do not pass `break-after: avoid` on, so it is a block there).
  '@media': { [printMedia]: { display: 'block', marginBottom: vars.space.lg, breakInside: 'avoid', breakAfter: 'avoid' } },
});

globalStyle(`${header} > * + *`, { '@media': { [printMedia]: { marginTop: vars.space.sm } } });

export type SectionVariants = NonNullable<RecipeVariants<typeof section>>;
