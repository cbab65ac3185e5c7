import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { Link } from 'wouter';
import { messages } from '../../content/en/messages';
import type { NavItem } from '../../content/en/navigation';
import { isActivePath } from '../../lib/activePath';
import { navLink, navList, navRoot } from './Header.css';

export interface MainNavProps {
  items: readonly NavItem[];
  location: string;
  /** Called when a link is chosen (the mobile menu closes). */
  onSelect: () => void;
}

/** The main navigation: Radix NavigationMenu (arrow keys between links, active link marked). */
export function MainNav({ items, location, onSelect }: MainNavProps) {
  return (
    <NavigationMenu.Root className={navRoot} aria-label={messages.header.navLabel}>
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
