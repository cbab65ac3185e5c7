import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from './Toaster';
import { toast } from './toastStore';

describe('Toaster', () => {
  it('shows the toast() title and description, replacing the previous one', async () => {
    render(<Toaster labels={{ region: 'Notifications', close: 'Dismiss notification' }} />);
    act(() => {
      toast({ title: 'Download Started', description: 'Your guide is downloading.' });
    });
    expect(await screen.findByText('Download Started')).toBeInTheDocument();
    act(() => {
      toast({ title: 'Validation Error', description: 'Please fill in all required fields', variant: 'destructive' });
    });
    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    expect(screen.queryByText('Download Started')).not.toBeInTheDocument();
  });

  it('can be dismissed with its close button', async () => {
    const user = userEvent.setup();
    render(<Toaster labels={{ region: 'Notifications', close: 'Dismiss notification' }} />);
    act(() => {
      toast({ title: 'Message Sent Successfully!' });
    });
    await user.click(await screen.findByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Message Sent Successfully!')).not.toBeInTheDocument();
  });

  it('names its region in the page\'s language, with the key that reaches it', () => {
    render(<Toaster labels={{ region: 'Notificações', close: 'Fechar notificação' }} />);
    expect(screen.getByRole('region', { name: 'Notificações (F8)' })).toBeInTheDocument();
  });
});
