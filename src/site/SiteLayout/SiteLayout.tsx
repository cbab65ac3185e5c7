import type { ReactNode } from 'react';
import { SkipLink } from '../../components/SkipLink';
import { useContent } from '../locale';
import { SiteFooter } from '../SiteFooter';
import { SiteHeader } from '../SiteHeader';
import ToastHostIsland from '../ToastHost.island';
import { main, shell } from './SiteLayout.css';
// The site's words in a printed page's margins (no class: rules for paper only).
import './SitePrint.css';

/** The frame every page sits in: skip link, header, main landmark, footer, toasts. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className={shell}>
      <SkipLink />
      <SiteHeader />
      <main id="main" className={main} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <ToastHostIsland labels={useContent().messages.toast} />
    </div>
  );
}
