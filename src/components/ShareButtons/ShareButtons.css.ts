import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const group = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2xs'], minWidth: 0, margin: 0, padding: 0, border: 0 });
