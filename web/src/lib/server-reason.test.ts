import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import { serverReason } from './server-reason';

describe('serverReason', () => {
  it('is the message of a refusal, whatever its status', () => {
    expect(serverReason(new ApiRequestError(409, 'conflict', 'A user with this email already exists'))).toBe('A user with this email already exists');
    expect(serverReason(new ApiRequestError(404, 'not_found', 'User not found'))).toBe('User not found');
    expect(serverReason(new ApiRequestError(403, 'forbidden', 'Administrators cannot decide their own check deposits'))).toBe(
      'Administrators cannot decide their own check deposits',
    );
    expect(serverReason(new ApiRequestError(429, 'throttled', 'Too many requests. Please wait a moment and try again.'))).toBe(
      'Too many requests. Please wait a moment and try again.',
    );
  });

  it("is a field's own message for invalid input rather than the summary", () => {
    const error = new ApiRequestError(400, 'invalid_input', 'Invalid body: Please enter a valid positive amount', { 'body.amountCents': 'Please enter a valid positive amount' });
    expect(serverReason(error)).toBe('Please enter a valid positive amount');
    expect(serverReason(new ApiRequestError(400, 'invalid_input', 'You cannot transfer to yourself'))).toBe('You cannot transfer to yourself');
  });

  it('says the network could not be reached when no answer came', () => {
    expect(serverReason(new ApiRequestError(0, 'network', 'The bank could not be reached. Check your connection and try again.'))).toBe(
      'The bank could not be reached. Check your connection and try again.',
    );
  });

  it('has none for a server failure, an expired sign-in, a gateway answer or anything but an API error', () => {
    expect(serverReason(new ApiRequestError(500, 'internal', 'Something went wrong (request 1)'))).toBeNull();
    expect(serverReason(new ApiRequestError(503, 'unavailable', 'Please try again'))).toBeNull();
    expect(serverReason(new ApiRequestError(401, 'unauthorized', 'Sign-in required'))).toBeNull();
    expect(serverReason(new ApiRequestError(404, 'http_404', 'Not Found'))).toBeNull();
    expect(serverReason(new ApiRequestError(200, 'invalid_response', 'Unexpected response from getMe'))).toBeNull();
    expect(serverReason(new TypeError('Failed to fetch'))).toBeNull();
  });
});
