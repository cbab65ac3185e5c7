export { ErrorBoundary, ErrorPage, type ErrorPageProps } from './ErrorPage';
