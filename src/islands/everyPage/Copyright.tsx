export { Copyright as default } from '../../components/Footer/Copyright';
