// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { breakpoints, headerBreakpoints } from '../../tokens/breakpoints';
import { viewportPresets } from './viewports';

const presets = Object.values(viewportPresets);
const widths = presets.map((preset) => Number.parseInt(preset.styles.width, 10));

describe('the Storybook viewport presets', () => {
  it('offer every breakpoint of the page and of the header, and the widths the site is tested at', () => {
    const breakpointWidths = Object.values(breakpoints).filter((width) => width > 0);
    for (const width of [...breakpointWidths, ...Object.values(headerBreakpoints), 320, 390, 1024, 1280]) {
      expect(widths, `${width} px`).toContain(width);
    }
  });

  it('name each by what it is and its width, once, narrowest first', () => {
    expect(viewportPresets['phone-390']?.name).toBe('Phone 390');
    expect(viewportPresets[`header-menu-label-${headerBreakpoints.menuLabel}`]).toEqual({
      name: `Header menu label ${headerBreakpoints.menuLabel}`,
      styles: { width: `${headerBreakpoints.menuLabel}px`, height: '844px' },
      type: 'mobile',
    });
    expect(viewportPresets[`tablet-breakpoint-${breakpoints.tablet}`]?.type).toBe('tablet');
    expect(new Set(widths).size).toBe(widths.length);
    expect(widths).toEqual([...widths].sort((a, b) => a - b));
    for (const preset of presets) expect(preset.name).toMatch(new RegExp(`^[A-Z][a-z ]+ ${Number.parseInt(preset.styles.width, 10)}$`));
  });
});
