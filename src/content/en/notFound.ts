import { site } from '../site';
import type { NotFoundContent } from '../types';

export const notFound: NotFoundContent = {
  meta: {
    title: `Page Not Found | ${site.shortName}`,
    description: `The page you requested on the ${site.shortName} website could not be found. Return to the home page to explore our medicines and regulatory services.`,
  },
  code: '404',
  heading: 'Oops! Page not found',
  text: "The page you're looking for doesn't exist or has been moved.",
  action: { label: 'Return to Home', href: '/' },
};
