import glyphs from './glyphs.json';
import type { AnyIconName, IconName, UiIconName } from './Icon';

/** Every content icon's name, in glyphs.json's order (stories and tests list them). */
export const iconNames = Object.keys(glyphs.content) as IconName[];

/** Every icon's name, the interface's (close, arrows) after the content's: the options of an `AnyIconName` control. */
export const anyIconNames: AnyIconName[] = [...iconNames, ...(Object.keys(glyphs.ui) as UiIconName[])];
