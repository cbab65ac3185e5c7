import { publicUrl } from '../../lib/publicUrl';
import { Heading } from '../Heading';
import type { ImageRef } from '../MediaCard';
import { body, cite as citeClass, figure, heading, image as imageClass, list, quote } from './ArticleBody.css';

/** Structured article body: safe to render, to put in a PDF and in the RSS feed. */
export type ArticleBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'heading'; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'quote'; text: string; cite?: string };

export interface ArticleBodyProps {
  /** Lead illustration, shown above the text (near the top of the page, so loaded eagerly). */
  image?: ImageRef;
  blocks: ReadonlyArray<ArticleBlock>;
}

/**
 * An article's structured body as HTML: paragraphs, h2 subheadings, lists and pull quotes.
 *
 * Use it for a news article's text, from its content blocks. Not for policy texts (LegalDocument,
 * with its contents list) nor for a short description (Text).
 */
export function ArticleBody({ image, blocks }: ArticleBodyProps) {
  return (
    <div className={body}>
      {image && (
        <figure className={figure}>
          <img className={imageClass} src={publicUrl(image.src)} alt={image.alt} width={image.width} height={image.height} fetchPriority="high" decoding="async" />
        </figure>
      )}
      {blocks.map((block, index) => (
        // A fixed sequence, never reordered: a block's position is its identity.
        <Block key={index} block={block} />
      ))}
    </div>
  );
}

function Block({ block }: { block: ArticleBlock }) {
  switch (block.type) {
    case 'heading':
      return (
        <Heading level={2} size="lg" className={heading}>
          {block.text}
        </Heading>
      );
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'list':
      return (
        <ul className={list}>
          {block.items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      );
    case 'quote':
      return (
        <figure className={quote}>
          <blockquote>{block.text}</blockquote>
          {block.cite && <figcaption className={citeClass}>{block.cite}</figcaption>}
        </figure>
      );
  }
}
