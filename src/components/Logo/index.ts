export { Logo, LogoMark } from './Logo';
