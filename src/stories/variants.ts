/**
 * The names of one variant of a vanilla-extract recipe (`variantNames(heading, 'size')`),
 * for a story's controls and specimens: read from the recipe, so they cannot drift from it.
 */
export function variantNames<Variants extends object, Variant extends keyof Variants & string>(
  recipe: { classNames: { variants: Variants } },
  variant: Variant,
): (keyof Variants[Variant] & string)[] {
  return Object.keys(recipe.classNames.variants[variant] as object) as (keyof Variants[Variant] & string)[];
}

/** The names of a vanilla-extract `styleVariants` record (`styleVariantNames(iconSize)`), read from it. */
export function styleVariantNames<Name extends string>(styles: Record<Name, string>): Name[] {
  return Object.keys(styles) as Name[];
}

/**
 * A prop that takes one of a few names, as a story's control (the names as its options) and,
 * in the props table, as its type: react-docgen cannot read types derived from styles
 * (it printed `unknown`).
 */
export function optionsArgType<Name extends string>(names: readonly Name[], defaultName?: Name) {
  return {
    control: names.length > 4 ? ('select' as const) : ('inline-radio' as const),
    options: names,
    table: {
      type: { summary: names.map((name) => `'${name}'`).join(' | ') },
      ...(defaultName === undefined ? {} : { defaultValue: { summary: `'${defaultName}'` } }),
    },
  };
}

/**
 * The name of the variant a recipe applies when it is given none (its `defaultVariants`),
 * read from the class the recipe returns: vanilla-extract keeps `defaultVariants` to itself.
 */
export function recipeDefault<Variants extends object, Variant extends keyof Variants & string>(
  recipe: { (): string; classNames: { variants: Variants } },
  variant: Variant,
): (keyof Variants[Variant] & string) | undefined {
  const classes = new Set(recipe().split(' '));
  const names = recipe.classNames.variants[variant] as Record<string, string>;
  return variantNames(recipe, variant).find((name) => classes.has(names[name] ?? ''));
}

/**
 * Only the default of a recipe's variant, for the props table of a prop whose type
 * react-docgen reads itself (numbers, `1 | 2`): `'1'` shows as `1`.
 */
export function variantDefaultArgType<Variants extends object, Variant extends keyof Variants & string>(
  recipe: { (): string; classNames: { variants: Variants } },
  variant: Variant,
) {
  const name = recipeDefault(recipe, variant);
  if (name === undefined) return {};
  return { table: { defaultValue: { summary: /^(\d+|true|false)$/.test(name) ? name : `'${name}'` } } };
}

/**
 * A control that picks one of many names (icons) while the props table keeps react-docgen's
 * short type (`IconName | UiIconName`) rather than listing them all.
 */
export function namesControl<Name extends string>(names: readonly Name[]) {
  return { control: 'select' as const, options: names };
}

/** A recipe's variant whose names are numbers (`columns: { 1: ..., 2: ... }`), as numbers: its control and its type. */
export function numberVariantArgType<Variants extends object, Variant extends keyof Variants & string>(
  recipe: { (): string; classNames: { variants: Variants } },
  variant: Variant,
) {
  const numbers = variantNames(recipe, variant).map(Number);
  return {
    control: 'inline-radio' as const,
    options: numbers,
    table: { type: { summary: numbers.join(' | ') }, ...variantDefaultArgType(recipe, variant)?.table },
  };
}

/** A recipe's variant as a story's control, and its type and default in the props table (`optionsArgType`). */
export function variantArgType<Variants extends object, Variant extends keyof Variants & string>(
  recipe: { (): string; classNames: { variants: Variants } },
  variant: Variant,
) {
  return optionsArgType(variantNames(recipe, variant), recipeDefault(recipe, variant));
}
