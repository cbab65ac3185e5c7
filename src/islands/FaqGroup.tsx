export { FaqGroup as default } from '../components/FaqGroup/FaqGroup';
