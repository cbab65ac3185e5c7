import { style } from '@vanilla-extract/css';
import { media, printMedia } from '../../styles/media';
import { vars } from '../../styles/theme.css';

export const box = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radii.lg,
  background: vars.color.surface.brandSubtle,
  border: `1px solid ${vars.color.border.subtle}`,
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'center', padding: vars.space.xl, gap: vars.space.xl },
    [printMedia]: { display: 'none' },
  },
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'flex-start' } },
});

export const field = style({ display: 'grid', gap: vars.space['2xs'], flexGrow: 1 });

export const input = style({
  minHeight: vars.size.touchTarget,
  width: '100%',
  paddingInline: vars.space.sm,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.surface.page,
  color: vars.color.text.primary,
  fontSize: vars.font.size.md.size,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.text.danger, borderWidth: '2px' },
  },
});

export const error = style({ color: vars.color.text.danger, fontSize: vars.font.size.sm.size, margin: 0 });
