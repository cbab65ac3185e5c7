import { clsx } from 'clsx';
import * as Primitive from '@radix-ui/react-accordion';
import { type ComponentPropsWithoutRef, type ElementRef, forwardRef, type ReactNode } from 'react';
import { Icon } from '../Icon';
import { chevron, content, header, item, root, trigger } from './Accordion.css';

type RootProps = ComponentPropsWithoutRef<typeof Primitive.Root>;

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

/** Radix accordion, wrapped once: pages use these parts and never import Radix. */
export const Accordion = { Root, Item, Trigger, Content };
