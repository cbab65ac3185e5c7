import { globalStyle, style } from '@vanilla-extract/css';
import { media, printMedia } from '../../styles/media';
import { vars } from '../../styles/theme.css';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': {
    [media.desktop]: { gridTemplateColumns: '16rem minmax(0, 1fr)', gap: vars.space['2xl'], alignItems: 'start' },
  },
});

// On wide screens the contents stay in view beside the text.
export const contents = style({
  padding: vars.space.lg,
  borderRadius: vars.radii.lg,
  background: vars.color.surface.subtle,
  // On paper its panel (a background) is not printed: its words line up with the text's.
  '@media': { [media.desktop]: { position: 'sticky', top: '6rem' }, [printMedia]: { padding: 0 } },
});

export const contentsLabel = style({
  margin: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.font.size.sm.size,
  lineHeight: vars.font.size.sm.lineHeight,
  fontWeight: vars.font.weight.bold,
  textTransform: 'uppercase',
  letterSpacing: vars.font.letterSpacing.wide,
  color: vars.color.text.muted,
});

export const contentsList = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  paddingLeft: vars.space.lg,
  color: vars.color.text.muted,
});

globalStyle(`${contentsList} a`, {
  color: vars.color.text.brand,
  textUnderlineOffset: '0.2em',
});

export const article = style({
  display: 'grid',
  gap: vars.space.xl,
  maxWidth: vars.size.prose,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.md.size,
  lineHeight: vars.font.size.md.lineHeight,
});

export const updated = style({
  margin: 0,
  fontSize: vars.font.size.sm.size,
  lineHeight: vars.font.size.sm.lineHeight,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.muted,
});

export const section = style({ display: 'grid', gap: vars.space.sm });

globalStyle(`${section} p`, { margin: 0 });

export const list = style({ display: 'grid', gap: vars.space.xs, margin: 0, paddingLeft: vars.space.lg });
