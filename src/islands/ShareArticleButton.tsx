export { ShareArticleButton as default } from '../components/ShareArticleButton/ShareArticleButton';
