import { Route, Router, Switch, useLocation } from 'wouter';
import { ErrorBoundary } from '../components/ErrorPage';
import { localePrefix, withoutTrailingSlash } from '../i18n/localePaths';
import { defaultLocale, type Locale } from '../i18n/locales';
import NotFoundPage from '../pages/NotFoundPage';
import { PageView } from '../pages/registry';
import { paths, routes } from '../routes/routes';
import { LocaleProvider, useContent } from '../site/locale';
import { SiteErrorPage } from '../site/SiteErrorPage';
import { SiteLayout } from '../site/SiteLayout';

function Routes() {
  const [location] = useLocation();
  const { messages } = useContent();
  const hasArticles = routes.some((route) => route.page === 'article');
  return (
    <ErrorBoundary resetKey={location} fallback={(error) => <SiteErrorPage error={error} messages={messages.errorPage} />}>
      <Switch>
        {routes.map((route) => (
          <Route key={route.path} path={route.path}>
            <PageView id={route.page} path={route.path} />
          </Route>
        ))}
        {hasArticles && (
          <Route path={`${paths.news}/:slug`}>{(params) => <PageView id="article" path={`${paths.news}/${params.slug}`} />}</Route>
        )}
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </ErrorBoundary>
  );
}

export interface AppProps {
  /** URL path to render on the server (prerender), with its locale's prefix: "/fr/about". */
  ssrPath?: string;
  locale?: Locale;
}

/**
 * A whole page, on the server: the page root gives it its locale, the site's frame and its
 * route. The locale's prefix is the router's base, so routes and links are written as site
 * paths ("/contact") and every link on a French page leads to the French page.
 */
export function App({ ssrPath, locale = defaultLocale }: AppProps) {
  return (
    <LocaleProvider locale={locale}>
      <Router ssrPath={ssrPath} base={localePrefix(locale)} hrefs={withoutTrailingSlash}>
        <SiteLayout>
          <Routes />
        </SiteLayout>
      </Router>
    </LocaleProvider>
  );
}
