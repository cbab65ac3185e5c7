export { Logo, LogoMark, type LogoProps } from './Logo';
