import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_FUNCTION, type ContactMessage, FALLBACK_ERROR, sendContactMessage } from './sendContactMessage';

// supabase-js itself is exercised in the browser (tests/e2e/contact.spec.ts); here the
// client is a stand-in that answers the way `functions.invoke` does.
const invoke = vi.fn();
vi.mock('./supabaseClient', () => ({ createBackendClient: () => ({ functions: { invoke } }) }));

const message: ContactMessage = {
  firstName: 'Ama',
  lastName: '',
  email: 'ama@example.org',
  phone: '',
  organization: '',
  service: '',
  message: 'Hello',
  website: '',
};

/** What supabase-js returns for a non-2xx answer: a FunctionsHttpError holding the Response. */
function httpError(response: Response) {
  return Object.assign(new Error('Edge Function returned a non-2xx status code'), { name: 'FunctionsHttpError', context: response });
}

beforeEach(() => {
  invoke.mockReset();
});

describe('sendContactMessage', () => {
  it('invokes send-contact-email with the message as body', async () => {
    invoke.mockResolvedValue({ data: { ok: true }, error: null });
    await expect(sendContactMessage(message)).resolves.toEqual({ ok: true });
    expect(invoke).toHaveBeenCalledWith(CONTACT_FUNCTION, expect.objectContaining({ body: message }));
    expect(CONTACT_FUNCTION).toBe('send-contact-email');
  });

  it("reads the function's own error and field from a non-2xx answer", async () => {
    const response = Response.json({ error: 'Message is too long', field: 'message' }, { status: 400 });
    invoke.mockResolvedValue({ data: null, error: httpError(response) });
    await expect(sendContactMessage(message)).resolves.toEqual({ ok: false, reason: 'Message is too long', field: 'message' });
  });

  it("never shows supabase-js's generic text: a body without an error gives no reason", async () => {
    invoke.mockResolvedValue({ data: null, error: httpError(new Response('<h1>Bad gateway</h1>', { status: 502 })) });
    await expect(sendContactMessage(message)).resolves.toEqual({ ok: false });
    invoke.mockResolvedValue({ data: null, error: httpError(Response.json({ error: '' }, { status: 500 })) });
    await expect(sendContactMessage(message)).resolves.toEqual({ ok: false });
  });

  it('uses the message of a fetch error, and the spec fallback when there is none', async () => {
    const fetchError = Object.assign(new Error('Failed to send a request to the Edge Function'), {
      name: 'FunctionsFetchError',
      context: new TypeError('Failed to fetch'),
    });
    invoke.mockResolvedValue({ data: null, error: fetchError });
    await expect(sendContactMessage(message)).resolves.toEqual({
      ok: false,
      reason: 'Failed to send a request to the Edge Function',
    });
    invoke.mockResolvedValue({ data: null, error: { message: '' } });
    await expect(sendContactMessage(message)).resolves.toEqual({ ok: false, reason: FALLBACK_ERROR });
  });

  it('never throws: a rejected call gives its message as the reason', async () => {
    invoke.mockRejectedValue(new Error('boom'));
    await expect(sendContactMessage(message)).resolves.toEqual({ ok: false, reason: 'boom' });
  });

  it('never throws: something thrown that is not an Error gives no reason', async () => {
    invoke.mockImplementation(async () => {
      throw 'not an error';
    });
    const result = await sendContactMessage(message);
    expect(result).toEqual({ ok: false, reason: undefined });
  });
});
