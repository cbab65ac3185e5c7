import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { vars } from '../../styles/theme.css';
import { brandMarkShapes, brandMarkViewBox } from './brandMark';
import { LogoMark } from './Logo';

describe('LogoMark', () => {
  it('draws the brand mark’s shapes, in their colour roles, as the favicon does', () => {
    const { container } = render(<LogoMark />);
    expect(container.querySelector('svg')?.getAttribute('viewBox')).toBe(brandMarkViewBox);
    const drawn = [...container.querySelectorAll('path')].map((path) => ({
      d: path.getAttribute('d'),
      fill: path.getAttribute('fill'),
      opacity: path.getAttribute('opacity'),
    }));
    expect(drawn).toEqual(
      brandMarkShapes.map((shape) => ({ d: shape.d, fill: shape.fill(vars.color), opacity: shape.opacity === undefined ? null : String(shape.opacity) })),
    );
  });
});
