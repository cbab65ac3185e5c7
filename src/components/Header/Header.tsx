import { Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { deferred } from '../../app/deferred';
import { ButtonLink } from '../Button';
import { Container } from '../Container';
import { Icon } from '../Icon';
import { Logo, type LogoProps } from '../Logo';
import { type LanguageLink, LanguageSwitcher } from './LanguageSwitcher';
import type { NavItem } from './MainNav';
import { action as actionStyle, bar, header, menuButton, menuLabel, panel, tools } from './Header.css';

/**
 * The Radix menu's code (about 7 KiB) is fetched once the header has hydrated, on the
 * visitor's first sign of intent, not with the page: until then its links are the
 * prerendered plain links (the current page marked), which work as they are.
 */
const mainNavigation = deferred(() => import('./MainNav').then((module) => module.MainNav));

/**
 * On phones the menu panel is a native popover: its button opens it without any script
 * (script off, or not arrived yet). Browsers without popovers get React's toggle.
 */
const supportsPopover = () => typeof HTMLElement !== 'undefined' && typeof HTMLElement.prototype.showPopover === 'function';

export interface HeaderLabels {
  navLabel: string;
  menuOpen: string;
  menuClose: string;
  menuButton: string;
  languageGroup: string;
}

export interface HeaderProps {
  brand: LogoProps;
  /** The main navigation's links, in order. */
  items: ReadonlyArray<NavItem>;
  labels: HeaderLabels;
  /** The same page in each language (the switcher). */
  languages: ReadonlyArray<LanguageLink>;
  /** The call to action at the end of the bar ("Get in Touch"). */
  action: NavItem;
}

/**
 * Site header: brand, main navigation (Radix NavigationMenu), languages, Get in Touch.
 *
 * Use it once per page, through the site layout (`SiteHeader` fills it from the content and
 * the services manifest). A page's own navigation (a contents list) belongs in the page.
 */
export function Header({ brand, items, labels, languages: languageLinks, action }: HeaderProps) {
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // Until hydrated, the browser's own state of the popover speaks for the button.
  const [hydrated, setHydrated] = useState(false);
  const close = useCallback(() => {
    const panelElement = panelRef.current;
    if (panelElement && supportsPopover() && panelElement.matches(':popover-open')) panelElement.hidePopover();
    setOpen(false);
  }, []);
  // The same element while its props are the same: opening the menu before the Radix code
  // has arrived then leaves the prerendered links in place (an update to the suspended
  // navigation would make React drop them for the empty fallback until the code arrives).
  const navigation = useMemo(
    () => (
      <Suspense fallback={null}>
        <mainNavigation.Component items={items} label={labels.navLabel} location={location} onSelect={close} />
      </Suspense>
    ),
    [items, labels.navLabel, location, close],
  );

  // A route change (link, back button) always leaves the menu closed; not the first render,
  // which must keep a menu the visitor opened before the code arrived.
  const shownLocation = useRef(location);
  useEffect(() => {
    if (shownLocation.current === location) return;
    shownLocation.current = location;
    close();
  }, [location, close]);

  // The browser opens and closes the popover itself (with or without script, Escape and a
  // tap outside included); the button's label and icon follow it, from its state at
  // hydration on (it may have been opened natively before).
  useEffect(() => {
    const panelElement = panelRef.current;
    if (!panelElement || !supportsPopover()) return;
    const sync = () => setOpen(panelElement.matches(':popover-open'));
    sync();
    panelElement.addEventListener('toggle', sync);
    return () => panelElement.removeEventListener('toggle', sync);
  }, []);
  useEffect(() => setHydrated(true), []);

  // The header hydrates when the visitor reaches for it (src/site/Header.island.tsx): that
  // intent is the moment to fetch the Radix menu too.
  useEffect(() => void mainNavigation.load(), []);

  // Without popover support the menu is React's alone, Escape included.
  useEffect(() => {
    if (!open || supportsPopover()) return;
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
          <Logo {...brand} />
          <button
            type="button"
            className={menuButton}
            popoverTarget={panelId}
            aria-expanded={hydrated ? open : undefined}
            aria-controls={panelId}
            aria-label={open ? labels.menuClose : labels.menuOpen}
            onClick={() => {
              void mainNavigation.load();
              if (!supportsPopover()) setOpen((value) => !value);
            }}
          >
            <Icon name={open ? 'close' : 'menu'} />
            <span className={menuLabel} aria-hidden="true">
              {labels.menuButton}
            </span>
          </button>
          <div id={panelId} ref={panelRef} className={panel} popover="auto" data-open={open}>
            {navigation}
            <div className={tools}>
              <LanguageSwitcher label={labels.languageGroup} links={languageLinks} />
              <ButtonLink href={action.href} variant="primary" className={actionStyle} onClick={close}>
                {action.label}
              </ButtonLink>
            </div>
          </div>
        </div>
      </Container>
    </header>
  );
}
