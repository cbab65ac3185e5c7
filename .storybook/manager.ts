import { addons, type State } from 'storybook/manager-api';

/**
 * The Foundations pages are reference pages with nothing to control or inspect: the addon
 * panel ("This story has no controls") would only take room from them. Every other story
 * keeps it as the reader left it (a layout customisation, not the story's `showPanel`
 * option, which would stay hidden on the stories opened after).
 */
const isFoundationsPage = ({ storyId, index }: State) => Boolean(storyId && index?.[storyId]?.title.startsWith('Foundations/'));

addons.setConfig({
  layoutCustomisations: {
    showPanel: (state, defaultValue) => (isFoundationsPage(state) ? false : defaultValue),
  },
});
