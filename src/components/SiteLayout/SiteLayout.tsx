import type { ReactNode } from 'react';
import { Footer } from '../Footer';
import { Header } from '../Header';
import { SkipLink } from '../SkipLink';
import { ToastHost } from '../Toast';
import { main, shell } from './SiteLayout.css';

/** The frame every page sits in: skip link, header, main landmark, footer, toasts. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className={shell}>
      <SkipLink />
      <Header />
      <main id="main" className={main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <ToastHost />
    </div>
  );
}
