import { type ReactNode, useId } from 'react';
import { Link } from 'wouter';
import { Container } from '../Container';
import type { NavItem } from '../Header';
import { Icon } from '../Icon';
import { LogoMark } from '../Logo';
import { VisuallyHidden } from '../VisuallyHidden';
import { brand, brandName, columns, contactItem, footer, heading, link, list } from './Footer.css';

export interface FooterProps {
  brandName: string;
  tagline: string;
  /** Link columns (services, company pages), each under its heading; `id` tells them apart in any language. */
  columns: ReadonlyArray<{ id: string; title: string; items: ReadonlyArray<NavItem> }>;
  contact: {
    heading: string;
    email: string;
    phone: string;
    phoneHref: string;
    /** A chat link (WhatsApp), listed after the phone; it opens in a new tab, which `newTab` says. */
    chat?: { href: string; label: string; newTab: string };
    location: string;
  };
  /** The copyright line (the site's `Copyright`: the build's year, corrected by the boot script). */
  copyright: ReactNode;
}

function LinkColumn({ title, items }: { title: string; items: ReadonlyArray<NavItem> }) {
  const id = useId();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={heading}>
        {title}
      </h2>
      <ul className={list}>
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} className={link}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The site's footer: brand, link columns, contact details and copyright.
 *
 * Use it once per page, through the site layout (`SiteFooter` fills it from the content). Not
 * for a page's closing message (CallToAction).
 */
export function Footer({ brandName: name, tagline, columns: linkColumns, contact, copyright }: FooterProps) {
  const contactId = useId();
  return (
    <footer className={footer}>
      <Container>
        <div className={columns}>
          <div className={brand}>
            <LogoMark />
            <p className={brandName}>{name}</p>
            <p>{tagline}</p>
          </div>
          {linkColumns.map((column) => (
            <LinkColumn key={column.id} title={column.title} items={column.items} />
          ))}
          <section aria-labelledby={contactId}>
            <h2 id={contactId} className={heading}>
              {contact.heading}
            </h2>
            <address>
              <ul className={list}>
                <li>
                  <a href={`mailto:${contact.email}`} className={link}>
                    <Icon name="mail" size="sm" />
                    {contact.email}
                  </a>
                </li>
                <li>
                  <a href={contact.phoneHref} className={link}>
                    <Icon name="phone" size="sm" />
                    {contact.phone}
                  </a>
                </li>
                {contact.chat && (
                  <li>
                    <a href={contact.chat.href} target="_blank" rel="noopener" className={link}>
                      <Icon name="whatsapp" size="sm" />
                      {contact.chat.label}
                      <VisuallyHidden>{` ${contact.chat.newTab}`}</VisuallyHidden>
                    </a>
                  </li>
                )}
                <li className={contactItem}>
                  <Icon name="mapPin" size="sm" />
                  {contact.location}
                </li>
              </ul>
            </address>
          </section>
        </div>
        {copyright}
      </Container>
    </footer>
  );
}
