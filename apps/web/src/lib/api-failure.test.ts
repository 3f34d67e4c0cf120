import { MESSAGES } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { failureFeedbackOf } from './api-failure';

const PROXY_PAGE = '<html><body><h1>502 Bad Gateway</h1></body></html>';

describe('failureFeedbackOf', () => {
  it("shows 'Network Error' for failures the catalogue does not list, whatever the body", () => {
    for (const status of [502, 503, 504, 408, 405, 409, 413]) {
      expect(failureFeedbackOf('GET', status, PROXY_PAGE).message, String(status)).toBe(
        MESSAGES.networkError,
      );
      expect(failureFeedbackOf('POST', status, undefined).message, String(status)).toBe(
        MESSAGES.networkError,
      );
    }
    // Even when a 503 carries a JSON message: 'Network Error' is the text for every other failure.
    expect(failureFeedbackOf('GET', 503, { message: MESSAGES.databaseUnavailable }).message).toBe(
      MESSAGES.networkError,
    );
  });

  it("shows 'Network Error' for a 403, 404 or 429 page from a proxy rather than the API", () => {
    for (const status of [403, 404, 429]) {
      expect(failureFeedbackOf('GET', status, PROXY_PAGE).message, String(status)).toBe(
        MESSAGES.networkError,
      );
      expect(failureFeedbackOf('PUT', status, undefined).message, String(status)).toBe(MESSAGES.networkError);
      expect(failureFeedbackOf('PUT', status, { message: '' }).message, String(status)).toBe(
        MESSAGES.networkError,
      );
    }
  });

  it("shows the API's own message for 400, 401, 403, 404 and 429", () => {
    for (const status of [400, 401, 403, 404, 429]) {
      const message = `Refused with ${status}`;
      expect(failureFeedbackOf('POST', status, { message }).message, String(status)).toBe(message);
    }
  });

  it('never shows the body of a 500', () => {
    expect(failureFeedbackOf('GET', 500, { message: 'relation "users" does not exist' }).message).toBe(
      MESSAGES.serverError,
    );
    expect(failureFeedbackOf('GET', 500, PROXY_PAGE).message).toBe(MESSAGES.serverError);
  });

  it("a 400 without a message: 'Record Not Found' for a read, the server error otherwise", () => {
    expect(failureFeedbackOf('GET', 400, undefined).message).toBe(MESSAGES.recordNotFound);
    expect(failureFeedbackOf('POST', 400, PROXY_PAGE).message).toBe(MESSAGES.serverError);
  });

  it('a 401 without a message says the session ended', () => {
    expect(failureFeedbackOf('PATCH', 401, undefined).message).toBe(MESSAGES.sessionEnded);
  });

  it('a 422 carries its field errors, and names the first when it has no message', () => {
    const body = {
      errors: { mobile: ['Enter a valid 10-digit mobile number', 'second'], city: 'City is required*' },
    };
    const feedback = failureFeedbackOf('PUT', 422, body);
    expect(feedback.errors).toEqual({
      mobile: ['Enter a valid 10-digit mobile number', 'second'],
      city: ['City is required*'],
    });
    expect(feedback.message).toBe('Enter a valid 10-digit mobile number');
    expect(failureFeedbackOf('PUT', 422, { message: 'Invalid input', errors: {} }).message).toBe(
      'Invalid input',
    );
  });

  it('ignores field errors outside a 422', () => {
    expect(failureFeedbackOf('POST', 400, { message: 'No', errors: { a: ['b'] } }).errors).toEqual({});
  });
});
