import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { Link } from 'wouter';
import { isActivePath } from '../../lib/activePath';
import { navLink, navList, navRoot } from './Header.css';

export interface NavItem {
  label: string;
  href: string;
}

export interface MainNavProps {
  items: ReadonlyArray<NavItem>;
  /** Accessible name of the navigation landmark, e.g. "Main". */
  label: string;
  location: string;
  /** Called when a link is chosen (the mobile menu closes). */
  onSelect: () => void;
}

/** The main navigation: Radix NavigationMenu (arrow keys between links, active link marked). */
export function MainNav({ items, label, location, onSelect }: MainNavProps) {
  return (
    <NavigationMenu.Root className={navRoot} aria-label={label}>
      <NavigationMenu.List className={navList}>
        {items.map((item) => (
          <NavigationMenu.Item key={item.href}>
            <NavigationMenu.Link asChild active={isActivePath(item.href, location)} onSelect={onSelect}>
              <Link href={item.href} className={navLink}>
                {item.label}
              </Link>
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
