export { Text, type TextProps } from './Text';
export { keepTogether } from './keepTogether';
