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
          <img className={imageClass} src={image.src} alt={image.alt} width={image.width} height={image.height} decoding="async" />
        </figure>
      )}
      {blocks.map((block, index) => {
        // Blocks are static content in a fixed order: the index is a stable key.
        const key = `${block.type}-${index}`;
        switch (block.type) {
          case 'heading':
            return (
              <Heading key={key} level={2} size="lg" className={heading}>
                {block.text}
              </Heading>
            );
          case 'paragraph':
            return <p key={key}>{block.text}</p>;
          case 'list':
            return (
              <ul key={key} className={list}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            );
          case 'quote':
            return (
              <figure key={key} className={quote}>
                <blockquote>{block.text}</blockquote>
                {block.cite && <figcaption className={citeClass}>{block.cite}</figcaption>}
              </figure>
            );
        }
      })}
    </div>
  );
}
