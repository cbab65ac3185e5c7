export { type AnyIconName, Icon, type IconName, type IconProps, type UiIconName } from './Icon';
