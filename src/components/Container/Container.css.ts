import { style, styleVariants } from '@vanilla-extract/css';
import { media, printMedia } from '../../styles/media';
import { vars } from '../../styles/theme.css';

// Static classes rather than a recipe: the header's container is in every page's first
// download (Container.tsx).
export const containerBase = style({
  width: '100%',
  marginInline: 'auto',
  paddingInline: vars.space.md,
  // On paper the sheet's margins are the column's: its text lines up with the words in the margins.
  '@media': { [media.tablet]: { paddingInline: vars.space.xl }, [printMedia]: { paddingInline: 0, maxWidth: 'none' } },
});

export const containerWidth = styleVariants({
  wide: { maxWidth: `calc(${vars.size.container} + 2 * ${vars.space.xl})` },
  prose: { maxWidth: `calc(${vars.size.prose} + 2 * ${vars.space.xl})` },
});

export interface ContainerVariants {
  /** Default: wide. */
  width?: keyof typeof containerWidth;
}
