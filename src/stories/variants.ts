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
export function optionsArgType<Name extends string>(names: readonly Name[]) {
  return {
    control: names.length > 4 ? ('select' as const) : ('inline-radio' as const),
    options: names,
    table: { type: { summary: names.map((name) => `'${name}'`).join(' | ') } },
  };
}

/** A recipe's variant as a story's control and its type in the props table (`optionsArgType`). */
export function variantArgType<Variants extends object, Variant extends keyof Variants & string>(
  recipe: { classNames: { variants: Variants } },
  variant: Variant,
) {
  return optionsArgType(variantNames(recipe, variant));
}
