import type { NewsMessages } from '../messages';
import { site } from '../site';
import type { NotFoundContent } from '../types';

/**
 * Interface strings of the news listing and the article template (labels, toasts, share
 * texts, newsletter messages), kept apart from the components for the FR and PT versions.
 */
export const newsMessages: NewsMessages = {
  categories: {
    regulatory: 'Regulatory',
    medical: 'Medical',
    business: 'Business',
    legal: 'Legal',
    partnerships: 'Partnerships',
    technology: 'Technology',
    services: 'Services',
    quality: 'Quality',
    procurement: 'Procurement',
  },
  readMore: 'Read more',
  backToNews: 'Back to News',
  shareArticle: 'Share Article',
  downloadPdf: 'Download PDF',
  relatedArticles: 'Related Articles',
  /** Accessible label of the author, date and read time line. */
  detailsLabel: 'Article details',
  byline: 'By {author}',
  /** Live announcement after the category filter changes. */
  resultCount: { one: 'Showing {count} article', other: 'Showing {count} articles' },
  noResults: 'No articles in this category yet. Choose another category or show all articles.',
  share: {
    groupLabel: 'Share or download: {title}',
    networks: { facebook: 'Facebook', twitter: 'Twitter', linkedin: 'LinkedIn', whatsapp: 'WhatsApp' },
    /** Visible label is the network; the accessible name adds the action and the title. */
    onNetwork: 'Share on {network}',
    /** Text the Twitter share carries with the link. */
    tweetText: '{title}: {excerpt}',
    downloadText: 'Text file',
    downloadTextLabel: 'Download as text file',
  },
  linkCopied: {
    title: 'Link copied',
    description: 'The link to this article is on your clipboard, ready to paste.',
  },
  copyFailed: {
    title: 'Copy this link',
    description: "Your browser did not allow copying. The article's address is {url}",
  },
  pdfDownloadStarted: {
    title: 'Download Started',
    description: '{title} is being downloaded as a PDF.',
  },
  /** Labels of the plain-text download of an article card. */
  textFile: {
    line: '{label}: {value}',
    title: 'Title',
    category: 'Category',
    author: 'Author',
    date: 'Date',
    readTime: 'Read time',
    summary: 'Summary',
    link: 'Read online',
    publisher: site.name,
  },
  newsletter: {
    emailLabel: 'E-mail address',
    sending: 'Subscribing...',
    invalid: {
      title: 'Check your e-mail address',
      description: 'Please enter a complete e-mail address, such as name@example.com.',
    },
    failure: {
      title: 'Could not subscribe',
      fallback: `We could not add your address to the mailing list. Please try again later, or write to ${site.email}.`,
    },
    success: {
      title: 'Check your inbox',
      description: 'We have sent a link to {email}. Open it within 48 hours to confirm your subscription.',
    },
    errors: {
      email: 'Please enter a valid email address.',
      rateLimited: {
        reasons: {
          client: 'Too many sign-up attempts from your network.',
          email: 'Too many sign-up attempts for this email address.',
          message: 'Too many sign-up attempts.',
          flood: 'We are receiving an unusual number of sign-ups.',
        },
        retryIn: '{reason} Please try again in {wait}.',
        retryLater: '{reason} Please try again later.',
      },
      unavailable: `This service is temporarily unavailable. Please try again later or email us at ${site.email}.`,
      failed: `Something went wrong on our side. Please try again later or email us at ${site.email}.`,
    },
  },
};

/** The article template's page for a slug that has no article. */
export const articleNotFound: NotFoundContent = {
  meta: {
    title: `Article Not Found | ${site.shortName}`,
    description: `The news article you requested could not be found. Return to the ${site.shortName} newsroom for our latest regulatory and company news.`,
  },
  code: '404',
  heading: 'Article Not Found',
  text: 'The article you are looking for does not exist or may have been moved.',
  action: { label: 'Return to News', href: '/news' },
};
