import { island } from '../../app/island';
import type { AnyIconName } from '../Icon';
import { ButtonLink } from '../Button';
import type { ButtonVariants } from '../Button/Button.css';
import { toast } from '../Toast';

export interface DownloadLinkProps {
  /** Public path of a file that exists (generated at build time). */
  href: string;
  /** Name the browser saves the file under. */
  fileName: string;
  /** Visible label, e.g. "Download PDF". */
  label: string;
  /** Added to the accessible name ("Download: <title>"), so repeated labels stay distinct. */
  context?: string;
  /** MIME type hint, e.g. "application/pdf". */
  type?: string;
  /** Raised when the download starts. */
  notice?: { title: string; description?: string };
  icon?: AnyIconName;
  variant?: ButtonVariants['variant'];
  size?: ButtonVariants['size'];
}

/** The link itself; with a notice it raises a toast when clicked. */
export function DownloadButtonLink({ href, fileName, label, context, type, notice, icon = 'download', variant = 'secondary', size = 'sm' }: DownloadLinkProps) {
  return (
    <ButtonLink
      href={href}
      download={fileName}
      type={type}
      icon={icon}
      variant={variant}
      size={size}
      aria-label={context ? `${label}: ${context}` : undefined}
      onClick={notice ? () => toast(notice) : undefined}
    >
      {label}
    </ButtonLink>
  );
}

/** Hydrated when the visitor reaches for it; a click before then is replayed. */
const NoticeDownloadLink = /* @__PURE__ */ island('DownloadLink', DownloadButtonLink, { hydrate: 'interaction', inline: true });

/**
 * A real link to a real file with the `download` attribute: it works without JavaScript,
 * and with it the visitor also gets a "download started" notice.
 */
export function DownloadLink(props: DownloadLinkProps) {
  return props.notice ? <NoticeDownloadLink {...props} /> : <DownloadButtonLink {...props} />;
}
