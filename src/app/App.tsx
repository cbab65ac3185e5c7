import { Suspense } from 'react';
import { Route, Router, Switch, useLocation } from 'wouter';
import { ErrorBoundary } from '../components/ErrorPage';
import { SiteLayout } from '../components/SiteLayout';
import NotFoundPage from '../pages/NotFoundPage';
import { PageView } from '../pages/registry';
import { paths, routes } from '../routes/routes';

function Routes() {
  const [location] = useLocation();
  const hasArticles = routes.some((route) => route.page === 'article');
  return (
    <ErrorBoundary resetKey={location}>
      <Suspense fallback={null}>
        <Switch>
          {routes.map((route) => (
            <Route key={route.path} path={route.path}>
              <PageView id={route.page} path={route.path} />
            </Route>
          ))}
          {hasArticles && (
            <Route path={`${paths.news}/:slug`}>
              {(params) => <PageView id="article" path={`${paths.news}/${params.slug}`} />}
            </Route>
          )}
          <Route>
            <NotFoundPage />
          </Route>
        </Switch>
      </Suspense>
    </ErrorBoundary>
  );
}

export interface AppProps {
  /** Path to render on the server (prerender); the browser location otherwise. */
  ssrPath?: string;
}

export function App({ ssrPath }: AppProps) {
  return (
    <Router ssrPath={ssrPath}>
      <SiteLayout>
        <Routes />
      </SiteLayout>
    </Router>
  );
}
