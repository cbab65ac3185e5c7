import { describe, expect, it } from 'vitest';
import { type ColorRole, color } from '../../tokens';
import { colorVar, customPropertyName, themeTokens } from '../../tokens/customProperties';
import { tokenLeaves } from '../../tokens/tree';
import { vars } from './theme.css';

/**
 * The theme's custom properties carry their tokens' names (issue #26: DevTools showed
 * hashes such as --_6zgusg3): each is its token's path in kebab-case, one for every token of
 * the theme, and the readable name is stable (no hash a build could change).
 */
const themeVariables = tokenLeaves('', vars).map(([path, value]) => [path, String(value)] as const);

describe('the theme’s custom properties', () => {
  it('are named in kebab-case, with no hash', () => {
    const unreadable = themeVariables.filter(([, value]) => !/^var\(--[a-z][a-z0-9]*(-[a-z0-9]+)*\)$/.test(value));
    expect(unreadable).toEqual([]);
  });

  it('are one for each token of the theme, named after it', () => {
    const expected = tokenLeaves('', themeTokens).map(([path]) => `var(${customPropertyName(path)})`);
    expect(themeVariables.map(([, value]) => value).sort()).toEqual(expected.sort());
  });

  it('name a token as its path in tokens/, whatever the theme groups it under', () => {
    expect(vars.color.action.primary).toBe('var(--color-action-primary)');
    expect(vars.color.text.inverseMuted).toBe('var(--color-text-inverse-muted)');
    expect(vars.font.size.md.lineHeight).toBe('var(--font-size-md-line-height)');
    expect(vars.font.letterSpacing.tight).toBe('var(--letter-spacing-tight)');
    expect(vars.space['2xs']).toBe('var(--space-2xs)');
    expect(vars.motion.easing.standard).toBe('var(--motion-easing-standard)');
  });

  it('are what colorVar gives a colour role', () => {
    for (const [role, variable] of tokenLeaves('', vars.color)) expect(colorVar(role as ColorRole), role).toBe(variable);
    expect(Object.keys(color)).toEqual(Object.keys(vars.color));
  });
});
