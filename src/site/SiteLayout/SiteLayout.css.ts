import { style } from '@vanilla-extract/css';
import { printMedia } from '../../styles/media';

// On paper, plain block flow: a page breaks best there, and a sheet's height is no screen's.
export const shell = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh', '@media': { [printMedia]: { display: 'block', minHeight: 0 } } });

export const main = style({ flexGrow: 1, outline: 'none' });
