import { ButtonLink } from '../Button';
import type { ButtonVariants } from '../Button/Button.css';
import type { AnyIconName } from '../Icon';
import { toastOnClick } from '../Toast/toastStore';

export interface DownloadLinkProps {
  /** Public path of a file that exists (generated at build time). */
  href: string;
  /** Name the browser saves the file under. */
  fileName: string;
  /** Visible label, e.g. "Download PDF". */
  label: string;
  /** Added to the accessible name (`Download: <title>`), so repeated labels stay distinct. */
  context?: string;
  /** MIME type hint, e.g. "application/pdf". */
  type?: string;
  /** Raised when the download starts (by the toast host, which listens for it). */
  notice?: { title: string; description?: string };
  icon?: AnyIconName;
  variant?: ButtonVariants['variant'];
  size?: ButtonVariants['size'];
}

/**
 * A real link to a real file with the `download` attribute: it needs no script of its own
 * and works without JavaScript; with it, the visitor also gets a "download started" notice.
 *
 * Use it for every link to a file (PDF, text): it names the file and says the download began.
 * Not for links to pages (ButtonLink, or a plain link in text).
 */
export function DownloadLink({ href, fileName, label, context, type, notice, icon = 'download', variant = 'secondary', size = 'sm' }: DownloadLinkProps) {
  return (
    <ButtonLink
      href={href}
      download={fileName}
      type={type}
      icon={icon}
      variant={variant}
      size={size}
      aria-label={context ? `${label}: ${context}` : undefined}
      {...(notice && toastOnClick(notice))}
    >
      {label}
    </ButtonLink>
  );
}
