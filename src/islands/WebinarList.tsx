export { WebinarList as default } from '../components/WebinarList/WebinarList';
