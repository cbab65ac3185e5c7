import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { messages } from '../../content/messages';
import { type NavItem, mainNav } from '../../content/navigation';
import { isActivePath } from '../../lib/activePath';
import { visuallyHidden } from '../../styles/utilities.css';
import { type LanguageCode, requestPageTranslation } from '../../lib/translate';
import { ButtonLink } from '../Button';
import { Container } from '../Container';
import { Icon } from '../Icon';
import { Logo } from '../Logo';
import { bar, header, languageButton, languages, menuButton, navLink, navList, navRoot, panel, tools } from './Header.css';

export interface HeaderProps {
  items?: readonly NavItem[];
}

/** Site header: brand, main navigation (Radix NavigationMenu), languages, Get in Touch. */
export function Header({ items = mainNav }: HeaderProps) {
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  const panelId = useId();

  // A route change (link, back button) always leaves the menu closed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger
  useEffect(() => setOpen(false), [location]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className={header}>
      <Container>
        <div className={bar}>
          <Logo />
          <button
            type="button"
            className={menuButton}
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={open ? messages.header.menuClose : messages.header.menuOpen}
            onClick={() => setOpen((value) => !value)}
          >
            <Icon name={open ? 'close' : 'menu'} />
            <span aria-hidden="true">{messages.header.menuButton}</span>
          </button>
          <div id={panelId} className={panel} data-open={open}>
            <NavigationMenu.Root className={navRoot} aria-label={messages.header.navLabel}>
              <NavigationMenu.List className={navList}>
                {items.map((item) => (
                  <NavigationMenu.Item key={item.href}>
                    <NavigationMenu.Link asChild active={isActivePath(item.href, location)} onSelect={() => setOpen(false)}>
                      <Link href={item.href} className={navLink}>
                        {item.label}
                      </Link>
                    </NavigationMenu.Link>
                  </NavigationMenu.Item>
                ))}
              </NavigationMenu.List>
            </NavigationMenu.Root>
            <div className={tools}>
              {/* biome-ignore lint/a11y/useSemanticElements: a button group, not form fields */}
              <div className={languages} role="group" aria-label={messages.header.languageGroup}>
                {messages.header.languages.map((language) => (
                  <button
                    key={language.code}
                    type="button"
                    lang={language.code}
                    className={languageButton}
                    onClick={() => requestPageTranslation(language.code as LanguageCode)}
                  >
                    {language.label}
                    <span className={visuallyHidden}> {language.name}</span>
                  </button>
                ))}
              </div>
              <ButtonLink href="/contact" variant="primary" onClick={() => setOpen(false)}>
                {messages.header.getInTouch}
              </ButtonLink>
            </div>
          </div>
        </div>
      </Container>
    </header>
  );
}
