import glyphs from './glyphs.json';
import type { IconName } from './Icon';

/** Every content icon's name, in glyphs.json's order (stories and tests list them). */
export const iconNames = Object.keys(glyphs.content) as IconName[];
