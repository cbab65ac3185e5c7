import { clsx } from 'clsx';
import { type AnyIconName, Icon } from '../../components/Icon';
import drawnGlyphs from '../../components/Icon/drawnGlyphs.json';
import glyphs from '../../components/Icon/glyphs.json';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { FoundationPage, type FoundationProps, FoundationSection } from './FoundationPage';
import * as styles from './Foundations.css';

/**
 * Every glyph of the sprite (src/components/Icon/glyphs.json), by the name a component asks
 * for and the Lucide glyph it draws, or, for a mark Lucide lacks, that it was drawn for the
 * site in Lucide's style (drawnGlyphs.json).
 */
export function IconsFoundation({ copy }: FoundationProps) {
  const { icons } = copy;
  const groups = [
    { id: 'content', heading: icons.content, glyphs: glyphs.content },
    { id: 'ui', heading: icons.ui, glyphs: glyphs.ui },
  ];
  return (
    <FoundationPage title={icons.title} intro={icons.intro}>
      {groups.map((group) => (
        <FoundationSection key={group.id} heading={group.heading}>
          {(headingId) => (
            // biome-ignore lint/a11y/noRedundantRoles: Safari drops a list's role once its bullets are gone (the global reset keys on it too)
            <ul className={styles.iconGrid} role="list" aria-labelledby={headingId}>
              {Object.entries(group.glyphs).map(([name, lucideName]) => (
                <li key={name} className={styles.iconTile}>
                  <Icon name={name as AnyIconName} size="lg" />
                  <code className={clsx(styles.code, styles.iconName)}>{name}</code>
                  <span className={styles.aside}>
                    {lucideName in drawnGlyphs ? (
                      icons.drawn
                    ) : (
                      <>
                        <VisuallyHidden>{`${icons.lucide} `}</VisuallyHidden>
                        <code className={styles.code}>{lucideName}</code>
                      </>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </FoundationSection>
      ))}
    </FoundationPage>
  );
}
