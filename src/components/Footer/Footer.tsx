import { useId } from 'react';
import { Link } from 'wouter';
import { messages } from '../../content/en/messages';
import { type NavItem, footerCompanyLinks, footerServiceLinks } from '../../content/en/navigation';
import { site } from '../../content/site';
import { Container } from '../Container';
import { Icon } from '../Icon';
import { LogoMark } from '../Logo';
import { island } from '../../app/island';
import { Copyright } from './Copyright';
import { brand, brandName, columns, contactItem, footer, heading, link, list } from './Footer.css';

/** The copyright year follows the visitor's clock: the one live part of the footer. */
const CopyrightIsland = /* @__PURE__ */ island('Copyright', Copyright);

function LinkColumn({ title, items }: { title: string; items: readonly NavItem[] }) {
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

export function Footer() {
  const contactId = useId();
  return (
    <footer className={footer}>
      <Container>
        <div className={columns}>
          <div className={brand}>
            <LogoMark />
            <p className={brandName}>{site.name}</p>
            <p>{messages.footer.tagline}</p>
          </div>
          <LinkColumn title={messages.footer.servicesHeading} items={footerServiceLinks} />
          <LinkColumn title={messages.footer.companyHeading} items={footerCompanyLinks} />
          <section aria-labelledby={contactId}>
            <h2 id={contactId} className={heading}>
              {messages.footer.contactHeading}
            </h2>
            <address>
              <ul className={list}>
                <li>
                  <a href={`mailto:${site.email}`} className={link}>
                    <Icon name="mail" size="sm" />
                    {site.email}
                  </a>
                </li>
                <li>
                  <a href={site.phoneHref} className={link}>
                    <Icon name="phone" size="sm" />
                    {site.phone}
                  </a>
                </li>
                <li className={contactItem}>
                  <Icon name="mapPin" size="sm" />
                  {site.location}
                </li>
              </ul>
            </address>
          </section>
        </div>
        <CopyrightIsland />
      </Container>
    </footer>
  );
}
