import type { Meta } from '@storybook/react-vite';
import { storyDataIn } from '../storyData';
import type { FoundationPageEntry } from './pages';

/**
 * A Foundations page as a story, in the toolbar's locale: its words from the story copy, its
 * token names and values declared the same in every locale.
 */
export function foundationStory({ Page, sameInEveryLocale }: FoundationPageEntry): Pick<Meta, 'render' | 'parameters'> {
  return {
    render: (_args, { globals }) => {
      const { copy, intl } = storyDataIn(globals);
      return <Page copy={copy.foundations} intl={intl} />;
    },
    parameters: { sameInEveryLocale },
  };
}
