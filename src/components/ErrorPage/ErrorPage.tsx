import { Component, type ErrorInfo, type ReactNode } from 'react';
import { messages } from '../../content/en/messages';
import { Button, ButtonLink } from '../Button';
import { Container } from '../Container';
import { Heading } from '../Heading';
import { PageMeta } from '../PageMeta';
import { Text } from '../Text';
import { actions, details, wrap } from './ErrorPage.css';

export interface ErrorPageProps {
  error: unknown;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Shown when rendering a page fails: the spec's title and the error's message. */
export function ErrorPage({ error }: ErrorPageProps) {
  return (
    <Container width="prose">
      <PageMeta title={messages.errorPage.metaTitle} description={messages.errorPage.text} noindex />
      <div className={wrap} role="alert">
        <Heading level={1} size="xl">
          {messages.errorPage.title}
        </Heading>
        <Text tone="secondary">{messages.errorPage.text}</Text>
        <pre className={details}>{messageOf(error)}</pre>
        <div className={actions}>
          <Button onClick={() => window.location.reload()}>{messages.errorPage.reload}</Button>
          <ButtonLink href="/" variant="secondary">
            {messages.errorPage.home}
          </ButtonLink>
        </div>
      </div>
    </Container>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** Changing it (e.g. the location) clears a caught error. */
  resetKey?: string;
}

interface BoundaryState {
  error: unknown;
  resetKey?: string;
}

/** Catches render errors below it and shows the error page in the site layout. */
export class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.error ? <ErrorPage error={this.state.error} /> : this.props.children;
  }
}
