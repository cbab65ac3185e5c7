export { MissingPathReport as default } from '../components/NotFound/MissingPathReport';
