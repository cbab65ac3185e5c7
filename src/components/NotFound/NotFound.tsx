import { type Action, ActionButton } from '../ActionButton';
import { Container } from '../Container';
import { Heading } from '../Heading';
import { Text } from '../Text';
import { code as codeClass, wrap } from './NotFound.css';

export interface NotFoundProps {
  /** Large status shown above the heading, e.g. "404". */
  code?: string;
  heading: string;
  text: string;
  action: Action;
}

/**
 * A not-found message with one way back (used for unknown pages and unknown articles).
 *
 * Use it for an address that does not exist. For a page that failed to render use ErrorPage.
 */
export function NotFound({ code, heading, text, action }: NotFoundProps) {
  return (
    <Container>
      <div className={wrap}>
        {code && (
          <p className={codeClass}>
            {code}
          </p>
        )}
        <Heading level={1} size="xl">
          {heading}
        </Heading>
        <Text size="lg" tone="secondary">
          {text}
        </Text>
        <ActionButton action={action} size="lg" />
      </div>
    </Container>
  );
}
