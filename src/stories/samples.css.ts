import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/**
 * Surfaces the layout stories draw their sample content on, so the space a layout component
 * gives (a column, a gap, a grid cell) can be seen. Stories only: pages never use them.
 */

/** A tinted box: one child of a Stack or Grid, or the width of a Container. */
export const samplePanel = style({
  padding: vars.space.lg,
  background: vars.color.surface.brandSubtle,
  color: vars.color.text.brand,
});

/** The brand band, to show inverse tones on the surface they are made for. */
export const inverseSurface = style({
  padding: vars.space.lg,
  background: vars.color.surface.brand,
  color: vars.color.text.inverse,
});

/** A variant's sample with its code name above it (Specimen.tsx). */
export const specimen = style({ display: 'grid', gap: vars.space.xs });

export const specimenName = style({
  fontSize: vars.font.size.sm.size,
  lineHeight: vars.font.size.sm.lineHeight,
  color: vars.color.text.muted,
});
