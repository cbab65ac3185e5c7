/**
 * Colour tokens. `palette` is the raw scale; `color` gives every value a semantic role,
 * and components only ever use the roles. A deep teal carries the institution; one warm
 * gold, used sparingly, nods to Ghana.
 */
export const palette = {
  teal950: '#042a31',
  teal900: '#06343d',
  teal800: '#0a4652',
  teal700: '#0e5a66',
  teal600: '#16707c',
  teal200: '#b7dbde',
  teal100: '#dcefef',
  teal50: '#f0f7f7',
  gold700: '#8a5a00',
  gold500: '#d99a1e',
  gold400: '#e8b34a',
  gold100: '#fbefd5',
  ink900: '#15232a',
  ink700: '#35454d',
  ink600: '#4a5a62',
  ink400: '#7d8b92',
  ink200: '#cfd8dc',
  ink100: '#e4eaec',
  ink50: '#f5f7f8',
  white: '#ffffff',
  red700: '#a8231a',
  red50: '#fdecea',
  green700: '#1d6b38',
  green50: '#e8f5ec',
} as const;

export const color = {
  text: {
    primary: palette.ink900,
    secondary: palette.ink700,
    muted: palette.ink600,
    brand: palette.teal700,
    accent: palette.gold700,
    inverse: palette.white,
    inverseMuted: palette.teal100,
    danger: palette.red700,
    success: palette.green700,
  },
  surface: {
    page: palette.white,
    subtle: palette.ink50,
    brandSubtle: palette.teal50,
    accentSubtle: palette.gold100,
    brand: palette.teal800,
    brandStrong: palette.teal900,
    raised: palette.white,
    danger: palette.red50,
    success: palette.green50,
    /** Translucent scrim over a picture (video cards): the picture shows through. */
    scrim: 'rgba(4, 42, 49, 0.72)',
  },
  border: {
    subtle: palette.ink100,
    default: palette.ink200,
    /** Form controls and other UI boundaries: must reach 3:1. */
    strong: palette.ink400,
    brand: palette.teal600,
    accent: palette.gold500,
  },
  action: {
    primary: palette.teal700,
    primaryHover: palette.teal800,
    primaryText: palette.white,
    accent: palette.gold500,
    accentHover: palette.gold400,
    accentText: palette.ink900,
    danger: palette.red700,
    /** Hover wash of an outline button, which sits on a brand surface. */
    outlineHover: 'rgba(255, 255, 255, 0.12)',
  },
  focus: palette.gold500,
  focusInner: palette.teal900,
} as const;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type ColorRole = Leaves<typeof color>;

/**
 * Every foreground/background pair the theme uses, with the contrast WCAG 2.2 AA asks
 * of it: 4.5 for body text, 3 for large text and UI parts (borders, icons, focus rings).
 * The contrast test reads this list, so a new pairing in the design goes here first.
 */
export const contrastPairs: ReadonlyArray<{
  foreground: ColorRole;
  background: ColorRole;
  /** For a translucent background: the surface it lies on (the worst case for the text). */
  over?: ColorRole;
  use: 'text' | 'large-text' | 'ui';
}> = [
  ...(['surface.page', 'surface.subtle', 'surface.brandSubtle', 'surface.accentSubtle'] as const).flatMap(
    (background) =>
      (['text.primary', 'text.secondary', 'text.muted', 'text.brand', 'text.accent', 'text.danger'] as const).map(
        (foreground) => ({ foreground, background, use: 'text' as const }),
      ),
  ),
  { foreground: 'text.danger', background: 'surface.danger', use: 'text' },
  { foreground: 'text.primary', background: 'surface.danger', use: 'text' },
  { foreground: 'text.success', background: 'surface.success', use: 'text' },
  { foreground: 'text.primary', background: 'surface.success', use: 'text' },
  { foreground: 'text.inverse', background: 'surface.brand', use: 'text' },
  { foreground: 'text.inverse', background: 'surface.brandStrong', use: 'text' },
  { foreground: 'text.inverseMuted', background: 'surface.brand', use: 'text' },
  { foreground: 'text.inverseMuted', background: 'surface.brandStrong', use: 'text' },
  { foreground: 'action.primaryText', background: 'action.primary', use: 'text' },
  { foreground: 'action.primaryText', background: 'action.primaryHover', use: 'text' },
  { foreground: 'action.accentText', background: 'action.accent', use: 'text' },
  { foreground: 'action.accentText', background: 'action.accentHover', use: 'text' },
  { foreground: 'action.primaryText', background: 'action.danger', use: 'text' },
  { foreground: 'border.strong', background: 'surface.page', use: 'ui' },
  { foreground: 'border.brand', background: 'surface.page', use: 'ui' },
  { foreground: 'action.primary', background: 'surface.page', use: 'ui' },
  { foreground: 'focus', background: 'surface.brand', use: 'ui' },
  { foreground: 'focus', background: 'surface.brandStrong', use: 'ui' },
  { foreground: 'focusInner', background: 'surface.page', use: 'ui' },
  { foreground: 'border.accent', background: 'surface.brand', use: 'ui' },
  // The scrim lies on a picture: checked over white, the lightest picture it could cover.
  { foreground: 'text.inverse', background: 'surface.scrim', over: 'surface.page', use: 'text' },
  { foreground: 'text.inverseMuted', background: 'surface.scrim', over: 'surface.page', use: 'text' },
  { foreground: 'text.inverse', background: 'action.outlineHover', over: 'surface.brand', use: 'text' },
];
