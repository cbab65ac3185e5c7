export { type AnyIconName, Icon, type IconProps, type UiIconName } from './Icon';
