export { type ArticleBlock, ArticleBody, type ArticleBodyProps } from './ArticleBody';
