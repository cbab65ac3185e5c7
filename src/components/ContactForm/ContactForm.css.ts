import { style } from '@vanilla-extract/css';
import { media, printMedia } from '../../styles/media';
import { vars } from '../../styles/theme.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radii.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
  boxShadow: vars.shadows.md,
  '@media': { [media.tablet]: { padding: vars.space.xl }, [printMedia]: { display: 'none' } },
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** Two fields side by side from tablet width up. */
export const pair = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const requiredNote = style({
  fontSize: vars.font.size.sm.size,
  lineHeight: vars.font.size.sm.lineHeight,
  color: vars.color.text.muted,
});

export const submit = style({ alignSelf: 'flex-start' });
