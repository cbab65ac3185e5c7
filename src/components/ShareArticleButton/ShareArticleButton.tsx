import { island } from '../../app/island';
import { newsMessages } from '../../content/en/newsMessages';
import { absoluteUrl } from '../../lib/news';
import { Button } from '../Button';
import type { ButtonVariants } from '../Button/Button.css';
import { toast } from '../Toast';

export interface ShareArticleButtonProps {
  /** Path of the page, e.g. "/news/q4-results"; the visitor's origin is added on click. */
  path: string;
  title: string;
  text: string;
  variant?: ButtonVariants['variant'];
}

/** Opens the device's share sheet where there is one; elsewhere copies the link and says so. */
export function ShareArticleButton({ path, title, text, variant = 'secondary' }: ShareArticleButtonProps) {
  const share = async () => {
    const url = absoluteUrl(path);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing to do. Any other failure: copy instead.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast(newsMessages.linkCopied);
    } catch {
      toast({ title: newsMessages.copyFailed.title, description: newsMessages.copyFailed.description(url) });
    }
  };
  return (
    <Button variant={variant} icon="share" onClick={share}>
      {newsMessages.shareArticle}
    </Button>
  );
}

/** Hydrated when the visitor reaches for it; a click before then is replayed. */
export const ShareArticleButtonIsland = /* @__PURE__ */ island('ShareArticleButton', ShareArticleButton, { hydrate: 'interaction', inline: true });
