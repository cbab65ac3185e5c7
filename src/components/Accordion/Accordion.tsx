import { clsx } from 'clsx';
import * as Primitive from '@radix-ui/react-accordion';
import {
  type ComponentPropsWithoutRef,
  type ElementRef,
  forwardRef,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useRef,
} from 'react';
import { Icon } from '../Icon';
import { chevron, content, header, item, nativeQuestion, nativeTrigger, root, trigger } from './Accordion.css';

type RootProps = ComponentPropsWithoutRef<typeof Primitive.Root>;

/**
 * The accordion: questions whose answers open in place (Radix; `type="single"` keeps one open,
 * `"multiple"` several). Its parts: `Accordion.Item`, `Accordion.Trigger`, `Accordion.Content`.
 *
 * Use it for independent questions or details a reader scans for the one they need. Not for
 * text everyone must read, nor for steps in order (ProcessSteps): hidden text is often missed.
 * On a prerendered page, use FaqGroup, which works as native `<details>` before its code runs.
 */
const Root = forwardRef<ElementRef<typeof Primitive.Root>, RootProps>(function AccordionRoot({ className, ...props }, ref) {
  return <Primitive.Root ref={ref} className={clsx(root, className)} {...props} />;
});

const Item = forwardRef<ElementRef<typeof Primitive.Item>, ComponentPropsWithoutRef<typeof Primitive.Item>>(
  function AccordionItem({ className, ...props }, ref) {
    return <Primitive.Item ref={ref} className={clsx(item, className)} {...props} />;
  },
);

export interface TriggerProps extends ComponentPropsWithoutRef<typeof Primitive.Trigger> {
  /** The heading level wrapping the trigger; choose it to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  children: ReactNode;
}

const Trigger = forwardRef<ElementRef<typeof Primitive.Trigger>, TriggerProps>(function AccordionTrigger(
  { headingLevel = 3, className, children, ...props },
  ref,
) {
  const HeadingTag = `h${headingLevel}` as const;
  return (
    <Primitive.Header asChild>
      <HeadingTag className={header}>
        <Primitive.Trigger ref={ref} className={clsx(trigger, className)} {...props}>
          <span>{children}</span>
          <Icon name="chevronDown" className={chevron} />
        </Primitive.Trigger>
      </HeadingTag>
    </Primitive.Header>
  );
});

const Content = forwardRef<ElementRef<typeof Primitive.Content>, ComponentPropsWithoutRef<typeof Primitive.Content>>(
  function AccordionContent({ className, ...props }, ref) {
    return <Primitive.Content ref={ref} className={clsx(content, className)} {...props} />;
  },
);

export interface FindableContentProps {
  /** Its id: the trigger's `aria-controls`. */
  id: string;
  /** The trigger's id, which names the region. */
  labelledBy: string;
  open: boolean;
  /** The browser's find-in-page (or a link to it) revealed the closed content: open its item. */
  onFound: () => void;
  children: ReactNode;
}

/**
 * Content that stays in the page while closed, as `hidden="until-found"`: the browser's
 * find-in-page reaches it and reveals it (Radix's Content drops closed content). Used with
 * a controlled Root; pass the Trigger `id={labelledBy}` and `aria-controls={id}`.
 */
function FindableContent({ id, labelledBy, open, onFound, children }: FindableContentProps) {
  const ref = useRef<HTMLDivElement>(null);
  // React writes `hidden` only as a boolean: the until-found value is set here, before paint.
  useLayoutEffect(() => {
    if (open) ref.current?.removeAttribute('hidden');
    else ref.current?.setAttribute('hidden', 'until-found');
  }, [open]);
  useEffect(() => {
    const element = ref.current;
    element?.addEventListener('beforematch', onFound);
    return () => element?.removeEventListener('beforematch', onFound);
  }, [onFound]);
  // Closed, it is no region for assistive technology (as Radix's closed content), only text the browser can find.
  const region = open ? { role: 'region', 'aria-labelledby': labelledBy } : {};
  return (
    <div ref={ref} id={id} {...region} data-state={open ? 'open' : 'closed'}>
      {/* The padding inside: a box hidden until found keeps its own padding on the page. */}
      <div className={content}>{children}</div>
    </div>
  );
}

/** The list of native items, spaced as the Radix root. */
const NativeRoot = forwardRef<HTMLDivElement, { children: ReactNode }>(function AccordionNativeRoot({ children }, ref) {
  return (
    <div ref={ref} className={root}>
      {children}
    </div>
  );
});

export interface NativeItemProps {
  headingLevel?: 2 | 3 | 4;
  /** The question (the summary's text). */
  trigger: ReactNode;
  children: ReactNode;
}

/**
 * The same item as a native `<details>`, drawn like the Radix one: it opens and closes with
 * no script at all, and find-in-page opens it. What a page shows until its code has run
 * (or if that code never arrives).
 */
function NativeItem({ headingLevel = 3, trigger: question, children }: NativeItemProps) {
  const HeadingTag = `h${headingLevel}` as const;
  return (
    // The visitor may open it before hydration: that `open` is theirs, not a mismatch.
    <details className={item} suppressHydrationWarning>
      <summary className={clsx(trigger, nativeTrigger)}>
        <HeadingTag className={nativeQuestion}>{question}</HeadingTag>
        <Icon name="chevronDown" className={chevron} />
      </summary>
      <div className={content}>{children}</div>
    </details>
  );
}

/**
 * Radix accordion, wrapped once: pages use these parts and never import Radix. Plus the
 * parts of a progressively enhanced accordion: `NativeItem` before its code runs,
 * `FindableContent` after.
 */
export const Accordion = { Root, Item, Trigger, Content, FindableContent, NativeRoot, NativeItem };

// The parts a story documents, exported by name as well: react-docgen reads only exported
// components (Storybook's props tables). Pages import `Accordion` from the index.
export { Content as AccordionContent, Item as AccordionItem, Root as AccordionRoot, Trigger as AccordionTrigger };
