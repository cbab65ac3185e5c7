import { formatMessage } from '../../i18n/format';
import { Button } from '../Button';
import type { ButtonVariants } from '../Button/Button.css';
import { useAddressOf } from '../ShareButtons';
import { toast } from '../Toast';

export interface ShareArticleButtonProps {
  /** Router path of the page, e.g. "/news/q4-results"; its locale and the visitor's origin are added on click. */
  path: string;
  title: string;
  /** The summary the share sheet carries with the title. */
  text: string;
  label: string;
  /** Toast after the link was copied. */
  copied: { title: string; description: string };
  /** Toast when copying was refused; its description names the address: "... {url}". */
  copyFailed: { title: string; description: string };
  variant?: ButtonVariants['variant'];
}

/**
 * Opens the device's share sheet where there is one; elsewhere copies the link and says so.
 *
 * Use it on an article's own page. Under a story in a listing, ShareButtons names the networks.
 */
export function ShareArticleButton({ path, title, text, label, copied, copyFailed, variant = 'secondary' }: ShareArticleButtonProps) {
  const addressOf = useAddressOf();
  const share = async () => {
    const url = addressOf(path);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing to do. Any other failure: copy instead.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    // Said in the tap's own task: waiting for the clipboard's answer (a round trip to the
    // browser) kept a slow phone's toast 20-40 ms later. Copying after a tap is almost never
    // refused; when it is, the next toast replaces this one and names the address.
    const said = navigator.clipboard ? toast(copied) : undefined;
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      said?.dismiss();
      toast({ title: copyFailed.title, description: formatMessage(copyFailed.description, { url }) });
    }
  };
  return (
    <Button variant={variant} icon="share" onClick={share}>
      {label}
    </Button>
  );
}
