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

/**
 * A recipe's variant as a story's control (its names as the options) and, in the props
 * table, as its type: react-docgen cannot read the types a recipe derives.
 */
export function variantArgType<Variants extends object, Variant extends keyof Variants & string>(
  recipe: { classNames: { variants: Variants } },
  variant: Variant,
) {
  const names = variantNames(recipe, variant);
  return {
    control: names.length > 4 ? ('select' as const) : ('inline-radio' as const),
    options: names,
    table: { type: { summary: names.map((name) => `'${name}'`).join(' | ') } },
  };
}
