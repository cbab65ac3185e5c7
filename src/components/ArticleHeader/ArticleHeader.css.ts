import { style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../styles/theme.css';

export const band = style({
  background: vars.color.surface.brandSubtle,
  borderBottom: `4px solid ${vars.color.border.accent}`,
  paddingBlock: vars.space.xl,
  '@media': { [media.tablet]: { paddingBlock: vars.space['2xl'] } },
});

export const inner = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });

export const back = style({ marginInlineStart: `calc(-1 * ${vars.space.xs})` });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.xs });
