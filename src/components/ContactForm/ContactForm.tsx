import { type FormEvent, useEffect, useId, useRef } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { formatMessage } from '../../i18n/format';
import { type ContactFieldName, type ContactMessage, type ContactSender, isContactField, type SendResult } from '../../lib/sendContactMessage';
import { visuallyHidden } from '../../styles/utilities.css';
import { Button } from '../Button';
import { SelectField, TextAreaField, TextField } from '../Field';
import { Heading, type HeadingLevel } from '../Heading';
import { Text } from '../Text';
import { toast, toastAfterPaint } from '../Toast';
import { form as formClass, header, pair, panel, requiredNote, submit } from './ContactForm.css';

export interface ToastText {
  title: string;
  description: string;
}

/** Every word of the form, in the page's language. */
export interface ContactFormContent {
  heading: string;
  intro: string;
  /** Explains the visible required marker. */
  requiredNote: string;
  requiredMark: string;
  fields: Record<ContactFieldName, { label: string; placeholder?: string }>;
  servicePlaceholder: string;
  /** The options after the placeholder: `value` is what is submitted (a service id). */
  services: ReadonlyArray<{ value: string; label: string }>;
  /** Label of the hidden anti-spam field; people never see or reach it. */
  honeypotLabel: string;
  /** The line above the button: "We use your details only to answer you. See our {link}." */
  privacyNotice: string;
  /** The {link}'s words, and where it goes (a path of the site, in the page's locale through the router). */
  privacyLink: string;
  privacyHref: string;
  submit: string;
  sending: string;
  /** Messages shown under the fields that need attention. */
  fieldErrors: { firstName: string; email: string; emailInvalid: string; message: string };
  toasts: {
    validation: ToastText;
    invalidEmail: ToastText;
    /** Description: "Thank you {name}! ... regarding your {service}." */
    success: ToastText;
    /** The {service} of the success toast when none was chosen. */
    noService: string;
    /** Description: "There was a problem sending your message: {reason}. ..." */
    failure: ToastText;
    /** The {reason} when the function gave none. */
    unknownReason: string;
  };
}

/** Drops a final full stop so a reason can sit inside the failure sentence. */
const withoutFinalStop = (text: string) => text.trim().replace(/[.!?]+$/, '');

export interface ContactFormProps {
  /** Every word of the form, in the page's language. */
  content: ContactFormContent;
  /** Delivers the message and says why it failed, in the page's language; injected so tests and stories need no network. */
  send: ContactSender;
  /** Called once, when the visitor first focuses the form: a chance to warm up `send`. */
  prepare?: () => void;
  /**
   * Where the form posts natively (multipart) when its script is missing or failed to load:
   * the server that receives `send`'s message as a form post. With script, `send` is used.
   */
  action?: string;
  /** Hidden fields posted with a native post only (`send` receives the visible ones). */
  hiddenFields?: Readonly<Record<string, string>>;
  headingLevel?: HeadingLevel;
}

const emptyMessage: ContactMessage = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  organization: '',
  service: '',
  message: '',
  website: '',
};

/**
 * The spec's checks (section 5). Every problem is marked on its field; the toast then
 * follows the spec's order: missing required fields first, the e-mail's at-sign second.
 */
function contactResolver(text: ContactFormContent['fieldErrors']): Resolver<ContactMessage> {
  return (values) => {
    const errors: FieldErrors<ContactMessage> = {};
    if (!values.firstName.trim()) errors.firstName = { type: 'required', message: text.firstName };
    if (!values.email.trim()) errors.email = { type: 'required', message: text.email };
    else if (!values.email.includes('@')) errors.email = { type: 'pattern', message: text.emailInvalid };
    if (!values.message.trim()) errors.message = { type: 'required', message: text.message };
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}


/**
 * The contact form: name, e-mail, phone, organisation, service and message, checked in the
 * spec's order, sent by `send` with script and posted natively (`action`) without.
 *
 * Use it for the contact page and the page the contact function answers with. For a single
 * address (the newsletter) use NewsletterForm; for a new form, compose Fields.
 */
export function ContactForm({ content, send, prepare, action, hiddenFields, headingLevel = 2 }: ContactFormProps) {
  const headingId = useId();
  const honeypotId = useId();
  const [privacyBefore, privacyAfter] = content.privacyNotice.split('{link}');
  const prepared = useRef(false);
  const submitButton = useRef<HTMLButtonElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessage>({ defaultValues: emptyMessage, resolver: contactResolver(content.fieldErrors) });

  // The submit button is disabled while sending, which drops keyboard focus; give it back.
  const wasSubmitting = useRef(false);
  useEffect(() => {
    if (wasSubmitting.current && !isSubmitting && (!document.activeElement || document.activeElement === document.body)) {
      submitButton.current?.focus();
    }
    wasSubmitting.current = isSubmitting;
  }, [isSubmitting]);

  const onInvalid = (invalid: FieldErrors<ContactMessage>) => {
    const missing = Object.values(invalid).some((error) => error?.type === 'required');
    const text = missing ? content.toasts.validation : content.toasts.invalidEmail;
    // The marked fields and the focus on the first are the answer; the toast sums them up.
    toastAfterPaint({ ...text, variant: 'destructive' });
  };

  const onValid = async (values: ContactMessage) => {
    // A sender that throws (even synchronously) is a failure like any other. Its error's text
    // is not the visitor's language: the form's own unknown reason stands in.
    const result: SendResult = await Promise.resolve()
      .then(() => send(values))
      .catch(() => ({ ok: false as const }));
    if (result.ok) {
      const { success, noService } = content.toasts;
      const service = content.services.find((option) => option.value === values.service)?.label || noService;
      toast({ title: success.title, description: formatMessage(success.description, { name: values.firstName.trim(), service }) });
      reset();
      return;
    }
    const { failure, unknownReason } = content.toasts;
    const reason = withoutFinalStop(result.reason || unknownReason);
    toast({ title: failure.title, description: formatMessage(failure.description, { reason }), variant: 'destructive' });
    if (result.fieldMessage && isContactField(result.field)) {
      setError(result.field, { type: 'server', message: result.fieldMessage }, { shouldFocus: true });
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (isSubmitting) {
      event.preventDefault();
      return;
    }
    void handleSubmit(onValid, onInvalid)(event);
  };

  const onFocus = () => {
    if (prepared.current) return;
    prepared.current = true;
    prepare?.();
  };

  // Hydrated because the visitor focused a field: that focus came before React did.
  const formRef = useRef<HTMLFormElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => {
    if (formRef.current?.contains(document.activeElement)) onFocus();
  }, []);

  const { fields } = content;
  const mark = content.requiredMark;
  const serviceOptions = [{ value: '', label: content.servicePlaceholder }, ...content.services];

  return (
    <div className={panel}>
      <div className={header}>
        <Heading level={headingLevel} size="lg" id={headingId}>
          {content.heading}
        </Heading>
        <Text tone="secondary">{content.intro}</Text>
      </div>
      {/* Until the island has hydrated, the hydrator holds a submit back and replays it; with no
          script at all (or when its code cannot load) the form posts natively to `action`, so the
          message never ends up in an address. Multipart rather than URL-encoded: a message at its
          length limit stays within the server's body limit whatever its characters. */}
      <form
        ref={formRef}
        method="post"
        action={action}
        encType={action ? 'multipart/form-data' : undefined}
        className={formClass}
        aria-labelledby={headingId}
        noValidate
        onSubmit={onSubmit}
        onFocus={onFocus}
      >
        {hiddenFields && Object.entries(hiddenFields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
        <p className={requiredNote}>{content.requiredNote}</p>
        <div className={pair}>
          <TextField
            {...fields.firstName}
            {...register('firstName')}
            required
            requiredMark={mark}
            autoComplete="given-name"
            error={errors.firstName?.message}
          />
          <TextField {...fields.lastName} {...register('lastName')} autoComplete="family-name" error={errors.lastName?.message} />
        </div>
        <div className={pair}>
          <TextField
            {...fields.email}
            {...register('email')}
            type="email"
            required
            requiredMark={mark}
            autoComplete="email"
            error={errors.email?.message}
          />
          <TextField {...fields.phone} {...register('phone')} type="tel" autoComplete="tel" error={errors.phone?.message} />
        </div>
        <div className={pair}>
          <TextField
            {...fields.organization}
            {...register('organization')}
            autoComplete="organization"
            error={errors.organization?.message}
          />
          <SelectField
            label={fields.service.label}
            {...register('service')}
            options={serviceOptions}
            error={errors.service?.message}
          />
        </div>
        <TextAreaField {...fields.message} {...register('message')} required requiredMark={mark} error={errors.message?.message} />
        {/* Honeypot: out of sight and out of the tab order; only bots fill it in. */}
        <div className={visuallyHidden} aria-hidden="true">
          <label htmlFor={honeypotId}>{content.honeypotLabel}</label>
          <input id={honeypotId} type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
        </div>
        <p className={requiredNote}>
          {privacyBefore}
          <Link href={content.privacyHref}>{content.privacyLink}</Link>
          {privacyAfter}
        </p>
        <Button ref={submitButton} type="submit" size="lg" icon="mail" disabled={isSubmitting} className={submit}>
          {isSubmitting ? content.sending : content.submit}
        </Button>
      </form>
    </div>
  );
}
