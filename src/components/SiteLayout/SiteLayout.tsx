import type { ReactNode } from 'react';
import { Footer } from '../Footer';
import { island } from '../../app/island';
import { Header } from '../Header';
import { SkipLink } from '../SkipLink';
import { ToastHost } from '../Toast';
import { main, shell } from './SiteLayout.css';

// The frame's islands, hydrated on every page once it has painted.
const HeaderIsland = /* @__PURE__ */ island('Header', Header, { laterIcons: ['close'] });
const ToastHostIsland = /* @__PURE__ */ island('ToastHost', ToastHost, { laterIcons: ['close'] });

/** The frame every page sits in: skip link, header, main landmark, footer, toasts. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className={shell}>
      <SkipLink />
      <HeaderIsland />
      <main id="main" className={main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <ToastHostIsland />
    </div>
  );
}
