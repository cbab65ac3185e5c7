import { Link } from 'wouter';
import { colorVar } from '../../../tokens/customProperties';
import { logo, mark, name, sub, wordmark } from './Logo.css';

/** The brand mark: a teal shield with a gold band, drawn inline (no request). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className ?? mark} aria-hidden="true" focusable="false">
      <path d="M20 2 4 8v11c0 9.5 6.8 16.9 16 19 9.2-2.1 16-9.5 16-19V8L20 2Z" fill={colorVar('surface.brand')} />
      <path d="M11 13h4.2L20 26l4.8-13H29l-7 18h-4l-7-18Z" fill={colorVar('text.inverse')} />
      <path d="M4 19h32v3H4z" fill={colorVar('action.accent')} opacity="0.9" />
    </svg>
  );
}

export interface LogoProps {
  /** The full name; its first words (`shortName`) are shown large, the rest beneath. */
  name: string;
  shortName: string;
  /** Accessible name of the link, e.g. "Volta Pharma & Regulatory Services, home". */
  homeLabel: string;
  href?: string;
}

/**
 * The brand's home link: the mark and the wordmark, read as one name (`homeLabel`).
 *
 * Use it in the header only: one home link per page. Where the company's name is written
 * beside it (the footer), use `LogoMark` alone. Never redraw or recolour the mark.
 */
export function Logo({ name: fullName, shortName, homeLabel, href = '/' }: LogoProps) {
  const rest = fullName.replace(shortName, '').trim();
  return (
    <Link href={href} className={logo} aria-label={homeLabel}>
      <LogoMark />
      <span className={wordmark} aria-hidden="true">
        <span className={name}>{shortName}</span>
        <span className={sub}>{rest}</span>
      </span>
    </Link>
  );
}
