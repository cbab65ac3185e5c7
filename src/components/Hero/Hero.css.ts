import { style } from '@vanilla-extract/css';
import { media, printMedia } from '../../styles/media';
import { vars } from '../../styles/theme.css';

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  background: vars.color.surface.brandStrong,
  color: vars.color.text.inverse,
  paddingBlock: vars.space['2xl'],
  vars: { '--focus-ring': vars.color.focus },
  '@media': { [media.tablet]: { paddingBlock: vars.space['4xl'] }, [printMedia]: { paddingBlock: `0 ${vars.space.md}` } },
  // A thin band of the accent colour, a quiet nod to kente borders.
  '::after': {
    content: '""',
    position: 'absolute',
    insetInline: 0,
    bottom: 0,
    height: '6px',
    background: `repeating-linear-gradient(90deg, ${vars.color.action.accent} 0 48px, ${vars.color.surface.brand} 48px 56px)`,
  },
  selectors: { '&::after': { '@media': { [printMedia]: { display: 'none' } } } },
});

export const inner = style({ display: 'grid', gap: vars.space.lg, maxWidth: '48rem' });

export const eyebrow = style({ color: vars.color.action.accent });

export const lead = style({
  fontSize: vars.font.size.lg.size,
  lineHeight: vars.font.size.lg.lineHeight,
  color: vars.color.text.inverseMuted,
  maxWidth: vars.size.prose,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.xs });

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  marginTop: vars.space.xl,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});
