import { useEffect } from 'react';
import { island } from '../../app/island';

/** Logs the path a visitor could not find (the spec's 404 console message). Renders nothing. */
export function MissingPathReport() {
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', window.location.pathname);
  }, []);
  return null;
}

export const MissingPathReportIsland = /* @__PURE__ */ island('MissingPathReport', MissingPathReport);
