import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { LocaleProvider } from '../../src/site/locale';

/** Renders as a page root does: inside the locale (English) and its messages. */
export const renderInPage = (ui: ReactElement) => render(<LocaleProvider locale="en">{ui}</LocaleProvider>);
