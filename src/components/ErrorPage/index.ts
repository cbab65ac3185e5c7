export { ErrorBoundary, ErrorPage, type ErrorPageLabels, type ErrorPageProps } from './ErrorPage';
