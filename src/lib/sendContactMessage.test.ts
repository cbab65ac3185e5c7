import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_FUNCTION, type ContactSubmission, sendContactMessage } from './sendContactMessage';

// supabase-js itself is exercised in the browser (tests/e2e/contact.spec.ts); here the
// client is a stand-in that answers the way `functions.invoke` does.
const invoke = vi.fn();
vi.mock('./supabaseClient', () => ({ createBackendClient: () => ({ functions: { invoke } }) }));

const submission: ContactSubmission = {
  firstName: 'Ama',
  lastName: '',
  email: 'ama@example.org',
  phone: '',
  organization: '',
  service: '',
  message: 'Hello',
  website: '',
  locale: 'fr',
};

/** What supabase-js returns for a non-2xx answer: a FunctionsHttpError holding the Response. */
function httpError(response: Response) {
  return Object.assign(new Error('Edge Function returned a non-2xx status code'), { name: 'FunctionsHttpError', context: response });
}

beforeEach(() => {
  invoke.mockReset();
});

describe('sendContactMessage', () => {
  it('invokes send-contact-email with the message and the page locale as body', async () => {
    invoke.mockResolvedValue({ data: { ok: true }, error: null });
    await expect(sendContactMessage(submission)).resolves.toEqual({ ok: true });
    expect(invoke).toHaveBeenCalledWith(CONTACT_FUNCTION, expect.objectContaining({ body: submission }));
    expect(CONTACT_FUNCTION).toBe('send-contact-email');
  });

  it("reads the function's code, field and limit, never its English text", async () => {
    const response = Response.json({ error: 'Message must be at most 5000 characters.', code: 'tooLong', field: 'message', max: 5000 }, { status: 400 });
    invoke.mockResolvedValue({ data: null, error: httpError(response) });
    const outcome = await sendContactMessage(submission);
    expect(outcome).toEqual({ ok: false, failure: { code: 'tooLong', field: 'message', max: 5000 } });
    expect(JSON.stringify(outcome)).not.toContain('Message must be');
  });

  it('reads the rate limit and its wait', async () => {
    const response = Response.json(
      { error: 'Too many messages from your network.', code: 'rateLimited', scope: 'client', retryAfter: 540 },
      { status: 429, headers: { 'Retry-After': '540' } },
    );
    invoke.mockResolvedValue({ data: null, error: httpError(response) });
    await expect(sendContactMessage(submission)).resolves.toEqual({
      ok: false,
      failure: { code: 'rateLimited', scope: 'client', retryAfter: 540 },
    });
  });

  it('names an answer without a code by its status (a gateway page)', async () => {
    invoke.mockResolvedValue({ data: null, error: httpError(new Response('<h1>Bad gateway</h1>', { status: 502 })) });
    await expect(sendContactMessage(submission)).resolves.toEqual({ ok: false, failure: { code: 'unavailable' } });
  });

  it('an unreachable function, a rejected call or anything thrown is a network failure', async () => {
    const fetchError = Object.assign(new Error('Failed to send a request to the Edge Function'), {
      name: 'FunctionsFetchError',
      context: new TypeError('Failed to fetch'),
    });
    invoke.mockResolvedValue({ data: null, error: fetchError });
    await expect(sendContactMessage(submission)).resolves.toEqual({ ok: false, failure: { code: 'network' } });
    invoke.mockRejectedValue(new Error('boom'));
    await expect(sendContactMessage(submission)).resolves.toEqual({ ok: false, failure: { code: 'network' } });
    invoke.mockImplementation(async () => {
      throw 'not an error';
    });
    await expect(sendContactMessage(submission)).resolves.toEqual({ ok: false, failure: { code: 'network' } });
  });
});
