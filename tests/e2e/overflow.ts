/**
 * What sticks out of a laid-out page, read in the page itself (passed to `page.evaluate`,
 * so it imports nothing and names no class: vanilla-extract's class names are hashes).
 * Each finding is one line naming the element by its tag and text, and by how far it reaches.
 */
export function findOverflow(): string[] {
  const viewportWidth = document.documentElement.clientWidth;
  const tolerance = 1; // sub-pixel rounding
  const findings: string[] = [];

  const named = (element: Element) => {
    const label = element.getAttribute('aria-label') ?? element.textContent ?? '';
    const text = label.replace(/\s+/g, ' ').trim();
    return `<${element.tagName.toLowerCase()}> "${text.length > 60 ? `${text.slice(0, 57)}...` : text}"`;
  };
  const clipping = new Map<Element, boolean>();
  const clips = (element: Element) => {
    let answer = clipping.get(element);
    if (answer === undefined) {
      const style = getComputedStyle(element);
      answer = style.overflowX !== 'visible' || style.clipPath !== 'none' || style.clip !== 'auto';
      clipping.set(element, answer);
    }
    return answer;
  };
  const laidOut = (rect: DOMRect) => rect.width > 0 || rect.height > 0;
  /** Whether something between `element` and `stop` (exclusive) clips what is inside it. */
  const clippedWithin = (element: Element, stop: Element | null) => {
    for (let ancestor = element.parentElement; ancestor && ancestor !== stop; ancestor = ancestor.parentElement) {
      if (clips(ancestor)) return true;
    }
    return false;
  };

  /** Text in a clipping box inside the control (a visually hidden name): not what the control shows. */
  const hiddenText = (parent: Element, control: Element) => parent !== control && (clips(parent) || clippedWithin(parent, control));

  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth > viewportWidth) findings.push(`the document scrolls sideways: ${scrollWidth} px of content in ${viewportWidth} px`);

  // Boxes outside the viewport. An element is reported when none of its children is (the
  // innermost cause, not every box around it); a box inside a clipping ancestor (a scroll
  // area, a visually hidden label) cannot widen the page and is that ancestor's concern.
  const outside = new Set<Element>();
  for (const element of document.body.querySelectorAll('*')) {
    const rect = element.getBoundingClientRect();
    if (!laidOut(rect) || clippedWithin(element, null)) continue;
    if (rect.right > viewportWidth + tolerance || rect.left < -tolerance) outside.add(element);
  }
  for (const element of outside) {
    if ([...element.children].some((child) => outside.has(child))) continue;
    const rect = element.getBoundingClientRect();
    findings.push(`${named(element)} sticks out of the viewport (${Math.round(rect.left)} to ${Math.round(rect.right)} px)`);
  }

  // Buttons and links whose content sticks out of their box: a button's own box, an inline
  // link's line box container (the block it flows in).
  const controls = document.body.querySelectorAll('a, button, [role="button"], summary');
  for (const control of controls) {
    const own = control.getBoundingClientRect();
    if (!laidOut(own)) continue;
    const inline = getComputedStyle(control).display === 'inline';
    let box: Element = control;
    while (inline && box.parentElement && getComputedStyle(box).display.startsWith('inline')) box = box.parentElement;
    const limit = box.getBoundingClientRect();
    const parts: DOMRect[] = [];
    const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node instanceof Element) {
        if (!clippedWithin(node, control)) parts.push(node.getBoundingClientRect());
      } else if (node.textContent?.trim() && node.parentElement && !hiddenText(node.parentElement, control)) {
        const range = document.createRange();
        range.selectNodeContents(node);
        parts.push(...range.getClientRects());
      }
    }
    const right = Math.max(...parts.filter(laidOut).map((rect) => rect.right));
    const left = Math.min(...parts.filter(laidOut).map((rect) => rect.left));
    if (right > limit.right + tolerance || left < limit.left - tolerance) {
      const where = box === control ? 'its box' : `the ${box.tagName.toLowerCase()} it is in`;
      findings.push(`${named(control)}: its content (${Math.round(left)} to ${Math.round(right)} px) sticks out of ${where} (${Math.round(limit.left)} to ${Math.round(limit.right)} px)`);
    }
  }
  return findings;
}

/**
 * How the header lays itself out: the wordmark's lines (two by design: the short name, the
 * rest of the name), the header links that wrap, and the inline navigation's links left with
 * less than `minSpace` px beside their label (they draw together where room is short, down to
 * that). The first link of the header is the home link around the wordmark.
 */
export function readHeader(minSpace: number): { wordmarkLines: number; wrappedLinks: string[]; crampedLinks: string[] } {
  const shownText = (element: Element) => {
    const rects: DOMRect[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // A visually hidden name (a clipped box) is no line the visitor sees.
      if (node.parentElement && node.parentElement !== element && getComputedStyle(node.parentElement).overflowX !== 'visible') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      rects.push(...[...range.getClientRects()].filter((rect) => rect.width > 0));
    }
    return rects;
  };
  const lineCount = (element: Element) => new Set(shownText(element).map((rect) => Math.round(rect.top))).size;
  const header = document.querySelector('header');
  const home = header?.querySelector('a');
  const shown = (link: Element) => link !== home && link.getBoundingClientRect().width > 0;
  const links = [...(header?.querySelectorAll('a') ?? [])].filter(shown);
  const navLinks = [...(header?.querySelectorAll('nav a') ?? [])].filter(shown);
  const cramped = (link: Element) => {
    const box = link.getBoundingClientRect();
    return shownText(link).some((rect) => rect.left - box.left < minSpace - 0.5 || box.right - rect.right < minSpace - 0.5);
  };
  return {
    wordmarkLines: home ? lineCount(home) : 0,
    wrappedLinks: links.filter((link) => lineCount(link) > 1).map((link) => link.textContent?.trim() ?? ''),
    crampedLinks: navLinks.filter(cramped).map((link) => link.textContent?.trim() ?? ''),
  };
}
