import { style } from '@vanilla-extract/css';
import { media, printMedia } from '../../styles/media';
import { vars } from '../../styles/theme.css';

export const band = style({
  background: vars.color.surface.brand,
  color: vars.color.text.inverse,
  paddingBlock: vars.space['2xl'],
  vars: { '--focus-ring': vars.color.focus },
  '@media': { [media.tablet]: { paddingBlock: vars.space['3xl'] }, [printMedia]: { display: 'none' } },
});

export const inner = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'center',
  '@media': { [media.desktop]: { gridTemplateColumns: '1fr auto' } },
});

export const text = style({ color: vars.color.text.inverseMuted, marginTop: vars.space.xs, maxWidth: vars.size.prose });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
