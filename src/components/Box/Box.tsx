import { type ElementType, type HTMLAttributes, type ReactNode, createElement } from 'react';
import { type Sprinkles, sprinkles } from '../../styles/sprinkles.css';

export type BoxProps = Sprinkles &
  Omit<HTMLAttributes<HTMLElement>, 'color'> & {
    as?: ElementType;
    children?: ReactNode;
  };

/** A layout element styled only through sprinkles (space, layout, colour tokens). */
export function Box({ as = 'div', className, children, ...rest }: BoxProps) {
  const atomProps: Record<string, unknown> = {};
  const nativeProps: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atomProps[key] = value;
    else nativeProps[key] = value;
  }
  const classes = [sprinkles(atomProps as Sprinkles), className].filter(Boolean).join(' ');
  return createElement(as, { className: classes || undefined, ...nativeProps }, children);
}
