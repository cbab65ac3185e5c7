export { Header as default } from '../../components/Header/Header';
