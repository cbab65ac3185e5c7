import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const group = style({ display: 'grid', gap: vars.space.md });

export const answer = style({ maxWidth: vars.size.prose, margin: 0 });

