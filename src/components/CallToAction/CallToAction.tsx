import { type ReactNode, useId } from 'react';
import { type Action, ActionButton } from '../ActionButton';
import { Container } from '../Container';
import { Heading } from '../Heading';
import { actions as actionsClass, band, inner, text } from './CallToAction.css';

export interface CallToActionProps {
  heading: string;
  text: string;
  actions: Action[];
  /** Further actions after the content's, e.g. a chat link (outline buttons read well on the band). */
  children?: ReactNode;
}

/**
 * The closing band of a page: one message and the next step.
 *
 * Use it once, at the end of a page, to send the reader on (contact, an application), with one
 * or two actions. Mid-page, a Section with a ButtonLink does.
 */
export function CallToAction({ heading, text: body, actions, children }: CallToActionProps) {
  const headingId = useId();
  return (
    <section className={band} aria-labelledby={headingId}>
      <Container>
        <div className={inner}>
          <div>
            <Heading level={2} size="lg" tone="inverse" id={headingId}>
              {heading}
            </Heading>
            <p className={text}>{body}</p>
          </div>
          <div className={actionsClass}>
            {actions.map((action, index) => (
              <ActionButton key={index} action={action} size="lg" variant={index === 0 ? 'accent' : 'outline'} />
            ))}
            {children}
          </div>
        </div>
      </Container>
    </section>
  );
}
