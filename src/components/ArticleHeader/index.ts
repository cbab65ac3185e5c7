export { ArticleHeader, type ArticleHeaderProps } from './ArticleHeader';
