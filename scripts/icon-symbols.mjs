// The icons' symbols inside the page, shared by the prerender and the dev server: a page
// carries the symbols of the icons it shows, plus those its islands draw later
// (`laterIcons`), at the top of its body, so icons draw at the first paint with no request
// for the sprite (src/components/Icon).

/** The sprite's symbols, each with the id it has inside a page (Icon's inlineSymbolId). */
export function parseSprite(sprite, inlineSymbolId) {
  return [...sprite.matchAll(/<symbol id="([^"]+)"([\s\S]*?)<\/symbol>/g)].map(([, name, rest]) => {
    const id = inlineSymbolId(name);
    return { name, id, markup: `<symbol id="${id}"${rest}</symbol>` };
  });
}

/** The hidden <svg> of the symbols a page uses, or '' when it shows no icon. */
export function iconSymbolsFor(symbols, html, laterIcons) {
  for (const name of laterIcons) if (!symbols.some((symbol) => symbol.name === name)) throw new Error(`The sprite has no icon "${name}"`);
  const used = symbols.filter(({ name, id }) => laterIcons.includes(name) || html.includes(`href="#${id}"`));
  if (used.length === 0) return '';
  return `<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" style="display:none">${used.map(({ markup }) => markup).join('')}</svg>`;
}
