export { ShareArticleButton, ShareArticleButtonIsland, type ShareArticleButtonProps } from './ShareArticleButton';
