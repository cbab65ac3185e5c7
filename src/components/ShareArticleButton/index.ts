export { ShareArticleButton, type ShareArticleButtonProps } from './ShareArticleButton';
