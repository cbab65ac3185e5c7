import { useEffect } from 'react';

/** Logs the path a visitor could not find (the spec's 404 console message). Renders nothing. */
export function MissingPathReport() {
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', window.location.pathname);
  }, []);
  return null;
}
