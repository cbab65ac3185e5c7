import { describe, expect, it } from 'vitest';
import { failureFromAnswer, functionErrorCodes } from './functionFailure';

describe('failureFromAnswer', () => {
  it('takes every code the function answers, with its details', () => {
    for (const code of functionErrorCodes) expect(failureFromAnswer(400, { error: 'English', code }).code).toBe(code);
    expect(failureFromAnswer(400, { code: 'phone', field: 'phone' })).toEqual({ code: 'phone', field: 'phone' });
    expect(failureFromAnswer(400, { code: 'tooLong', field: 'lastName', max: 100 })).toEqual({ code: 'tooLong', field: 'lastName', max: 100 });
    expect(failureFromAnswer(429, { code: 'rateLimited', scope: 'email', retryAfter: 61 })).toEqual({ code: 'rateLimited', scope: 'email', retryAfter: 61 });
  });

  it('guesses the code from the status when the answer has none it knows', () => {
    expect(failureFromAnswer(413, null)).toEqual({ code: 'tooLarge' });
    expect(failureFromAnswer(429, 'Too Many Requests')).toEqual({ code: 'rateLimited' });
    expect(failureFromAnswer(401, { message: 'Invalid JWT' })).toEqual({ code: 'badRequest' });
    expect(failureFromAnswer(500, { error: 'boom' })).toEqual({ code: 'unavailable' });
    expect(failureFromAnswer(503, { code: 'somethingNew' })).toEqual({ code: 'unavailable' });
    expect(failureFromAnswer(502, { code: 42 })).toEqual({ code: 'unavailable' });
  });

  it('takes the wait from Retry-After when the body has none, and ignores what is not a wait', () => {
    expect(failureFromAnswer(429, null, '120')).toEqual({ code: 'rateLimited', retryAfter: 120 });
    expect(failureFromAnswer(429, { code: 'rateLimited', scope: 'nobody', retryAfter: -3 }, 'Wed, 21 Oct 2026 07:28:00 GMT')).toEqual({
      code: 'rateLimited',
    });
    // A wait only means something for a rate limit.
    expect(failureFromAnswer(500, { code: 'unavailable', retryAfter: 30 }, '30')).toEqual({ code: 'unavailable' });
  });
});
