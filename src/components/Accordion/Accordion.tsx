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

/**
 * The root's props, written out for the props table (react-docgen cannot read Radix's types);
 * Radix's others (`dir`, `orientation`) pass through.
 */
interface RootOwnProps {
  /** `single`: one item open at a time; `multiple`: each item opens and closes on its own. */
  type: 'single' | 'multiple';
  /** With `single`: pressing the open item's trigger closes it (without it, one item stays open). */
  collapsible?: boolean;
  /** The `value` of the item open at first (a list of them with `multiple`), for an accordion that keeps its own state. */
  defaultValue?: string | string[];
  /** The `value` of the item open (a list with `multiple`), for an accordion its page controls with `onValueChange`. */
  value?: string | string[];
  /** Called with the new `value` when a reader opens or closes an item (a list with `multiple`). */
  onValueChange?: ((value: string) => void) | ((value: string[]) => void);
  /** No item opens or closes. */
  disabled?: boolean;
  /** Its `Accordion.Item`s. */
  children?: ReactNode;
}

type RootProps = RootOwnProps & ComponentPropsWithoutRef<typeof Primitive.Root>;

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

interface ItemOwnProps {
  /** Its identity in the root's `value`: an id, never its (translated) question. */
  value: string;
  /** It neither opens nor closes. */
  disabled?: boolean;
  /** Its `Accordion.Trigger` and `Accordion.Content`. */
  children: ReactNode;
}

/** One question and its answer: an `Accordion.Trigger` and an `Accordion.Content`. */
const Item = forwardRef<ElementRef<typeof Primitive.Item>, ItemOwnProps & ComponentPropsWithoutRef<typeof Primitive.Item>>(
  function AccordionItem({ className, ...props }, ref) {
    return <Primitive.Item ref={ref} className={clsx(item, className)} {...props} />;
  },
);

export interface TriggerProps extends ComponentPropsWithoutRef<typeof Primitive.Trigger> {
  /** The heading level wrapping the trigger; choose it to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** The question: the button's name. */
  children: ReactNode;
}

/** The question: a button inside a heading, which opens and closes its item's content. */
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

interface ContentOwnProps {
  /** The answer, shown while its item is open (closed, it leaves the page: see `FindableContent`). */
  children: ReactNode;
}

/** The answer: a region named by its trigger, in the page only while its item is open. */
const Content = forwardRef<ElementRef<typeof Primitive.Content>, ContentOwnProps & ComponentPropsWithoutRef<typeof Primitive.Content>>(
  function AccordionContent({ className, ...props }, ref) {
    return <Primitive.Content ref={ref} className={clsx(content, className)} {...props} />;
  },
);

export interface FindableContentProps {
  /** Its id: the trigger's `aria-controls`. */
  id: string;
  /** The trigger's id, which names the region. */
  labelledBy: string;
  /** Whether its item is open (the root's `value` holds the item's). */
  open: boolean;
  /** The browser's find-in-page (or a link to it) revealed the closed content: open its item. */
  onFound: () => void;
  /** The answer. */
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

export interface NativeRootProps {
  /** Its `Accordion.NativeItem`s. */
  children: ReactNode;
}

/** The list of native items, spaced as the Radix root. */
const NativeRoot = forwardRef<HTMLDivElement, NativeRootProps>(function AccordionNativeRoot({ children }, ref) {
  return (
    <div ref={ref} className={root}>
      {children}
    </div>
  );
});

export interface NativeItemProps {
  /** The heading level of the question; choose it to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** The question (the summary's text). */
  trigger: ReactNode;
  /** The answer. */
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
export {
  Content as AccordionContent,
  FindableContent as AccordionFindableContent,
  Item as AccordionItem,
  NativeItem as AccordionNativeItem,
  NativeRoot as AccordionNativeRoot,
  Root as AccordionRoot,
  Trigger as AccordionTrigger,
};
