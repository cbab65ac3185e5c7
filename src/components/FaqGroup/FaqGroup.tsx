import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Accordion } from '../Accordion';
import { Heading } from '../Heading';
import { answer, group } from './FaqGroup.css';

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqGroupContent {
  /** The category's name: the group's heading. */
  category: string;
  items: FaqItem[];
}

export interface FaqGroupProps extends FaqGroupContent {
  /** Level of the category heading; each question is one level below it. */
  headingLevel?: 2 | 3;
}

const itemValue = (index: number) => `question-${index}`;

/**
 * One FAQ category: its heading and its questions, each opening and closing on its own.
 *
 * Until its code runs (or if it never arrives, or with script off) each question is a
 * native `<details>`: it opens with a tap, and find-in-page finds its answer. Once the code
 * runs it becomes the Radix accordion, with the same questions open and the same one
 * focused; closed answers stay in the page, findable (`hidden="until-found"`).
 *
 * Use it for a page's questions and answers under a category heading. Inside an island whose
 * code has run already, Accordion alone is enough.
 */
export function FaqGroup({ category, items, headingLevel = 2 }: FaqGroupProps) {
  const headingId = useId();
  const idBase = useId();
  const questionLevel = (headingLevel + 1) as 3 | 4;
  const nativeList = useRef<HTMLDivElement>(null);
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);
  const focusAfterUpgrade = useRef(-1);
  /** The open questions once enhanced; null while the native version shows. */
  const [open, setOpen] = useState<string[] | null>(null);

  useEffect(() => {
    const details = [...(nativeList.current?.querySelectorAll('details') ?? [])];
    if (details.length === 0) return;
    focusAfterUpgrade.current = details.findIndex((element) => element.contains(document.activeElement));
    setOpen(details.flatMap((element, index) => (element.open ? [itemValue(index)] : [])));
  }, []);
  useEffect(() => {
    if (open === null || focusAfterUpgrade.current < 0) return;
    triggers.current[focusAfterUpgrade.current]?.focus();
    focusAfterUpgrade.current = -1;
  }, [open]);
  const reveal = useCallback((value: string) => setOpen((current) => (current?.includes(value) ? current : [...(current ?? []), value])), []);

  return (
    <section className={group} aria-labelledby={headingId}>
      <Heading level={headingLevel} size="lg" id={headingId}>
        {category}
      </Heading>
      {open === null ? (
        <Accordion.NativeRoot ref={nativeList}>
          {items.map((item, index) => (
            <Accordion.NativeItem key={index} headingLevel={questionLevel} trigger={item.question}>
              <p className={answer}>{item.answer}</p>
            </Accordion.NativeItem>
          ))}
        </Accordion.NativeRoot>
      ) : (
        <Accordion.Root type="multiple" value={open} onValueChange={setOpen}>
          {items.map((item, index) => {
            const triggerId = `${idBase}q${index}`;
            const contentId = `${idBase}a${index}`;
            return (
              <Accordion.Item key={index} value={itemValue(index)}>
                <Accordion.Trigger
                  ref={(element) => {
                    triggers.current[index] = element;
                  }}
                  id={triggerId}
                  aria-controls={contentId}
                  headingLevel={questionLevel}
                >
                  {item.question}
                </Accordion.Trigger>
                <Accordion.FindableContent
                  id={contentId}
                  labelledBy={triggerId}
                  open={open.includes(itemValue(index))}
                  onFound={() => reveal(itemValue(index))}
                >
                  <p className={answer}>{item.answer}</p>
                </Accordion.FindableContent>
              </Accordion.Item>
            );
          })}
        </Accordion.Root>
      )}
    </section>
  );
}
