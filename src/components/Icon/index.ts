export { Icon, type IconProps } from './Icon';
export type { AnyIconName, UiIconName } from './icons';
