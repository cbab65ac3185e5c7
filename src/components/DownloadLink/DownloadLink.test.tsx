import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getToasts, listenForClickToasts } from '../Toast/toastStore';
import { DownloadLink } from './DownloadLink';

describe('DownloadLink', () => {
  it('is a download link to the file, named by label and context', () => {
    render(<DownloadLink href="/resources/guide.pdf" fileName="guide.pdf" label="Download" context="Guide" type="application/pdf" />);
    const link = screen.getByRole('link', { name: 'Download: Guide' });
    expect(link).toHaveAttribute('href', '/resources/guide.pdf');
    expect(link).toHaveAttribute('download', 'guide.pdf');
    expect(link).toHaveAttribute('type', 'application/pdf');
  });

  it('raises its notice when clicked, through the toast host listening on the document', () => {
    const stop = listenForClickToasts();
    render(<DownloadLink href="/x.pdf" fileName="x.pdf" label="Download PDF" notice={{ title: 'Download Started', description: 'X is being downloaded.' }} />);
    const link = screen.getByRole('link', { name: 'Download PDF' });
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(getToasts()[0]).toMatchObject({ title: 'Download Started', description: 'X is being downloaded.' });
    stop();
  });
});
