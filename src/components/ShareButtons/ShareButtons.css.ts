import { style } from '@vanilla-extract/css';
import { printMedia } from '../../styles/media';
import { vars } from '../../styles/theme.css';

export const group = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0, minWidth: 0, margin: 0, padding: 0, border: 0, '@media': { [printMedia]: { display: 'none' } } });

/** A quiet share glyph that labels the row for sighted visitors (the legend does it for others). */
export const mark = style({ color: vars.color.text.muted, marginInlineEnd: vars.space['2xs'] });
