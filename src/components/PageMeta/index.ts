export { HeadCollectorContext, PageMeta } from './PageMeta';
