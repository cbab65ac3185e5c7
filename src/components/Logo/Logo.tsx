import { Link } from 'wouter';
import { vars } from '../../styles/theme.css';
import { brandMarkShapes, brandMarkViewBox } from './brandMark';
import { logo, mark, name, sub, wordmark } from './Logo.css';

/** The brand mark: a teal shield with a gold band, drawn inline (no request). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox={brandMarkViewBox} className={className ?? mark} aria-hidden="true" focusable="false">
      {brandMarkShapes.map((shape, index) => (
        // A fixed drawing: each shape's place is its identity.
        <path key={index} d={shape.d} fill={shape.fill(vars.color)} opacity={shape.opacity} />
      ))}
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
