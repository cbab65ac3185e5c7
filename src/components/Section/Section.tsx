import { type ReactNode, useId } from 'react';
import { Container } from '../Container';
import { Heading, type HeadingLevel } from '../Heading';
import { Text } from '../Text';
import { type SectionVariants, header, section } from './Section.css';

export interface SectionProps {
  /** The band's background, which sets it apart from its neighbours; on `brand` its words turn inverse. Default: page. */
  tone?: SectionVariants['tone'];
  /** Padding above and below: `md` (default) between bands, `sm` for a band that continues the one above. */
  spacing?: SectionVariants['spacing'];
  /** Visible heading; it also names the region for assistive technology. */
  heading?: string;
  headingLevel?: HeadingLevel;
  intro?: string;
  /** `false` leaves the band off a printed page: links onward (related articles), not the page's own content. Default: printed. */
  printed?: boolean;
  children: ReactNode;
  id?: string;
}

/**
 * A full-width band of the page with its own heading, content in the site column.
 *
 * Use it for each band of a page: its tone sets it apart from the next, its heading names it as
 * a region. Inside it, lay out with Stack, Grid or SplitLayout; for the column alone, Container.
 */
export function Section({ heading, headingLevel = 2, intro, tone, spacing, printed, id, children }: SectionProps) {
  const headingId = useId();
  const inverse = tone === 'brand';
  return (
    <section className={section({ tone, spacing, printed })} id={id} aria-labelledby={heading ? headingId : undefined}>
      <Container>
        {heading && (
          <div className={header}>
            <Heading level={headingLevel} id={headingId} tone={inverse ? 'inverse' : undefined}>
              {heading}
            </Heading>
            {intro && (
              <Text size="lg" tone={inverse ? 'inverseMuted' : 'secondary'}>
                {intro}
              </Text>
            )}
          </div>
        )}
        {children}
      </Container>
    </section>
  );
}
