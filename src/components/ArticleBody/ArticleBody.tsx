import type { ArticleBlock, ImageRef } from '../../content/types';
import { Heading } from '../Heading';
import { body, cite as citeClass, figure, heading, image as imageClass, list, quote } from './ArticleBody.css';

export interface ArticleBodyProps {
  /** Lead illustration, shown above the text (near the top of the page, so loaded eagerly). */
  image?: ImageRef;
  blocks: readonly ArticleBlock[];
}

/** An article's structured body as HTML: paragraphs, h2 subheadings, lists and pull quotes. */
export function ArticleBody({ image, blocks }: ArticleBodyProps) {
  return (
    <div className={body}>
      {image && (
        <figure className={figure}>
          <img className={imageClass} src={image.src} alt={image.alt} width={image.width} height={image.height} fetchPriority="high" decoding="async" />
        </figure>
      )}
      {blocks.map((block) => (
        <Block key={keyOf(block)} block={block} />
      ))}
    </div>
  );
}

/** A block's own text identifies it: no two blocks of an article say the same thing. */
const keyOf = (block: ArticleBlock) => `${block.type}:${block.type === 'list' ? block.items.join('|') : block.text}`;

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
          {block.items.map((item) => (
            <li key={item}>{item}</li>
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
