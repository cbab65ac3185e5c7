export { Header, type HeaderLabels, type HeaderProps } from './Header';
export type { NavItem } from './MainNav';
