import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, ButtonLink } from '../Button';
import { Container } from '../Container';
import { Heading } from '../Heading';
import { Text } from '../Text';
import { actions, details, wrap } from './ErrorPage.css';

export interface ErrorPageLabels {
  title: string;
  text: string;
  reload: string;
  home: string;
}

export interface ErrorPageProps {
  /** What rendering threw: its message is shown as the browser wrote it. */
  error: unknown;
  labels: ErrorPageLabels;
  homeHref?: string;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Shown when rendering a page fails: the spec's title and the error's message.
 *
 * Use it only as the error boundary's fallback. For an address that does not exist use
 * NotFound.
 */
export function ErrorPage({ error, labels, homeHref = '/' }: ErrorPageProps) {
  return (
    <Container width="prose">
      <div className={wrap} role="alert">
        <Heading level={1} size="xl">
          {labels.title}
        </Heading>
        <Text tone="secondary">{labels.text}</Text>
        <pre className={details}>{messageOf(error)}</pre>
        <div className={actions}>
          <Button onClick={() => window.location.reload()}>{labels.reload}</Button>
          <ButtonLink href={homeHref} variant="secondary">
            {labels.home}
          </ButtonLink>
        </div>
      </div>
    </Container>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** What shows instead of the children once one failed to render. */
  fallback: (error: unknown) => ReactNode;
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
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
