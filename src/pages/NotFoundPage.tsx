import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { NotFound } from '../components/NotFound';
import { PageMeta } from '../components/PageMeta';
import { notFound } from '../content/notFound';

/** The 404 page; the server answers unknown paths with it and status 404. */
export default function NotFoundPage() {
  const [location] = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location);
  }, [location]);
  return (
    <>
      <PageMeta {...notFound.meta} noindex />
      <NotFound code={notFound.code} heading={notFound.heading} text={notFound.text} action={notFound.action} />
    </>
  );
}
