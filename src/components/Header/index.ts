export { Header, type HeaderLabels, type HeaderProps } from './Header';
export type { LanguageLink } from './LanguageSwitcher';
export type { NavItem } from './MainNav';
