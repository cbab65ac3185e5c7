/**
 * The Storybook viewport toolbar's presets (`parameters.viewport.options`): the site's
 * breakpoints and the header's (tokens/breakpoints.ts), and the widths the site is built
 * and tested for, each named so a designer knows it ("Phone 390", "Header menu label 344").
 * The header's breakpoints are widths of the header itself: in a browser that draws a
 * scrollbar beside the page, the header is that much narrower than the preset.
 */
import { breakpoints, headerBreakpoints } from '../../tokens/breakpoints';

export interface ViewportPreset {
  name: string;
  styles: { width: string; height: string };
  type: 'mobile' | 'tablet' | 'desktop';
}

/** The widths besides the breakpoints: the narrowest phone, the visual suite's phone, tablet (landscape) and desktop. */
const testedWidths: ReadonlyArray<{ name: string; width: number; height: number }> = [
  { name: 'Small phone', width: 320, height: 568 },
  { name: 'Phone', width: 390, height: 844 },
  { name: 'Tablet landscape', width: 1024, height: 768 },
  { name: 'Desktop', width: 1280, height: 800 },
];

const typeOf = (width: number): ViewportPreset['type'] =>
  width >= breakpoints.desktop ? 'desktop' : width >= breakpoints.tablet ? 'tablet' : 'mobile';

/** A height that suits a width of that type, for the presets made from a breakpoint. */
const heightOf: Record<ViewportPreset['type'], number> = { mobile: 844, tablet: 1024, desktop: 800 };

/** "inlineNavigation" -> "inline navigation". */
const words = (name: string) => name.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const fromTokens = [
  // A breakpoint of 0 (the phones' base styles) is not a width to look at: the phones' presets show it.
  ...Object.entries(breakpoints)
    .filter(([, width]) => width > 0)
    .map(([name, width]) => ({ name: `${capitalized(words(name))} breakpoint`, width, height: heightOf[typeOf(width)] })),
  ...Object.entries(headerBreakpoints).map(([name, width]) => ({ name: `Header ${words(name)}`, width, height: heightOf[typeOf(width)] })),
];

/** One preset per width, narrowest first; where a tested width is also a breakpoint, the breakpoint names it. */
export const viewportPresets: Record<string, ViewportPreset> = Object.fromEntries(
  [...fromTokens, ...testedWidths]
    .filter((preset, index, all) => all.findIndex((other) => other.width === preset.width) === index)
    .sort((a, b) => a.width - b.width)
    .map(({ name, width, height }) => {
      const label = `${name} ${width}`;
      const key = label.toLowerCase().replaceAll(' ', '-');
      return [key, { name: label, styles: { width: `${width}px`, height: `${height}px` }, type: typeOf(width) }];
    }),
);
