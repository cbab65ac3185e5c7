import { type FormEvent, useId, useState } from 'react';
import { formatMessage } from '../../i18n/format';
import { isValidEmail, type SubscribeResult } from '../../lib/newsletter';
import { Button } from '../Button';
import { Heading } from '../Heading';
import { Text } from '../Text';
import { toast, toastAfterPaint } from '../Toast';
import { VisuallyHidden } from '../VisuallyHidden';
import { box, error as errorClass, field, form, input } from './NewsletterForm.css';

export interface NewsletterLabels {
  emailLabel: string;
  sending: string;
  invalid: { title: string; description: string };
  failure: { title: string; fallback: string };
  /** The toast after a sign-up ("check your inbox"); its description names the address: "{email}". */
  success: { title: string; description: string };
}

export interface NewsletterFormProps {
  labels: NewsletterLabels;
  heading: string;
  /** What the reader consents to by subscribing. */
  text: string;
  /** The link to the privacy notice after `text`. */
  privacy?: { label: string; href: string };
  placeholder: string;
  buttonLabel: string;
  /** Asks for the address to be added (a confirmation e-mail goes to it), or says why not in the page's language. */
  subscribe: (email: string) => Promise<SubscribeResult>;
  /**
   * Where the form posts natively when its script is missing or failed to load: the server that
   * receives `subscribe`'s address as a form post. With script, `subscribe` is used.
   */
  action?: string;
  /** Hidden fields posted with a native post only (`subscribe` receives the address). */
  hiddenFields?: Readonly<Record<string, string>>;
}

/**
 * "Stay Updated": what the reader consents to, an e-mail field that checks the address, asks for
 * the subscription and reports the outcome ("check your inbox": the address is subscribed only
 * once the link mailed to it is opened).
 *
 * Use it for the newsletter sign-up, at most once per page. For a message to the company use
 * ContactForm.
 */
export function NewsletterForm({ labels, heading, text, privacy, placeholder, buttonLabel, subscribe, action, hiddenFields }: NewsletterFormProps) {
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [sending, setSending] = useState(false);
  const headingId = useId();
  const inputId = useId();
  const errorId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const address = email.trim();
    if (!isValidEmail(address)) {
      setInvalid(true);
      // The marked field is the answer; the toast follows it by a frame (see toastAfterPaint).
      toastAfterPaint({ ...labels.invalid, variant: 'destructive' });
      return;
    }
    setInvalid(false);
    setSending(true);
    const failed = (reason?: string) => toast({ title: labels.failure.title, description: reason ?? labels.failure.fallback, variant: 'destructive' });
    try {
      const result = await subscribe(address);
      if (!result.ok) {
        failed(result.reason);
        return;
      }
      toast({ title: labels.success.title, description: formatMessage(labels.success.description, { email: address }) });
      setEmail('');
    } catch {
      failed();
    } finally {
      setSending(false);
    }
  };

  return (
    <section className={box} aria-labelledby={headingId}>
      <div>
        <Heading level={2} size="lg" id={headingId}>
          {heading}
        </Heading>
        <Text tone="secondary">
          {text}
          {privacy && (
            <>
              {' '}
              <a href={privacy.href}>{privacy.label}</a>
            </>
          )}
        </Text>
      </div>
      {/* noValidate: our own check runs and explains itself, instead of the browser's bubble.
          Until the island has hydrated, the hydrator holds a submit back and replays it; with no
          script at all (or when its code cannot load) the form posts natively to `action`, whose
          server checks the address itself and answers with a page. */}
      <form className={form} method="post" action={action} onSubmit={submit} noValidate>
        {hiddenFields && Object.entries(hiddenFields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
        <div className={field}>
          <label htmlFor={inputId}>
            <VisuallyHidden>{labels.emailLabel}</VisuallyHidden>
          </label>
          <input
            id={inputId}
            className={input}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder={placeholder}
            value={email}
            required
            aria-invalid={invalid}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(event) => {
              setEmail(event.target.value);
              if (invalid) setInvalid(false);
            }}
          />
          {invalid && (
            <p id={errorId} className={errorClass}>
              {labels.invalid.description}
            </p>
          )}
        </div>
        <Button type="submit" disabled={sending}>
          {sending ? labels.sending : buttonLabel}
        </Button>
      </form>
    </section>
  );
}
