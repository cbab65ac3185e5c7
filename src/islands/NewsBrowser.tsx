export { NewsBrowser as default } from '../components/NewsBrowser/NewsBrowser';
