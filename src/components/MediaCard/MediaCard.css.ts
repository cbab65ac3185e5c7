import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media as mq, printMedia } from '../../styles/media';
import { vars } from '../../styles/theme.css';

export const card = recipe({
  base: {
    display: 'grid',
    gridTemplateRows: 'auto 1fr',
    height: '100%',
    borderRadius: vars.radii.lg,
    border: `1px solid ${vars.color.border.default}`,
    background: vars.color.surface.raised,
    color: vars.color.text.primary,
    overflow: 'hidden',
    '@media': { [printMedia]: { breakInside: 'avoid' } },
    // A card a filter leaves out (NewsBrowser's): `display: grid` above would keep it shown.
    selectors: { '&[hidden]': { display: 'none' } },
  },
  variants: {
    layout: {
      stacked: {},
      featured: {
        boxShadow: vars.shadows.md,
        '@media': { [mq.desktop]: { gridTemplateRows: 'auto', gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)' } },
      },
    },
  },
  defaultVariants: { layout: 'stacked' },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  background: vars.color.surface.brandSubtle,
});

export const featuredImage = style({ '@media': { [mq.desktop]: { height: '100%' } } });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  minWidth: 0,
});

export const featuredBody = style({ '@media': { [mq.desktop]: { padding: vars.space.xl, justifyContent: 'center' } } });

export const eyebrow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const content = style({ display: 'grid', gap: vars.space.sm, color: vars.color.text.secondary, flexGrow: 1 });

// Actions stack: the main one (Read more, Download) first, secondary rows (share) under it.
export const footer = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space['2xs'],
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border.subtle}`,
  // Its actions (download, read more) stay off paper: no rule above nothing.
  '@media': { [printMedia]: { borderTop: 0, paddingTop: 0 } },
});

export type MediaCardVariants = NonNullable<RecipeVariants<typeof card>>;
