import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { serverReason } from './server-reason';

describe('serverReason', () => {
  it('is the message of a refusal, whatever its status', () => {
    expect(serverReason(new ApiError(409, 'conflict', 'A user with this email already exists'))).toBe('A user with this email already exists');
    expect(serverReason(new ApiError(404, 'not_found', 'User not found'))).toBe('User not found');
    expect(serverReason(new ApiError(403, 'forbidden', 'Administrators cannot decide their own check deposits'))).toBe(
      'Administrators cannot decide their own check deposits',
    );
    expect(serverReason(new ApiError(429, 'throttled', 'Too many requests. Please wait a moment and try again.'))).toBe(
      'Too many requests. Please wait a moment and try again.',
    );
  });

  it("is a field's own message for invalid input rather than the summary", () => {
    const error = new ApiError(400, 'invalid_input', 'Invalid body: Please enter a valid positive amount', { 'body.amountCents': 'Please enter a valid positive amount' });
    expect(serverReason(error)).toBe('Please enter a valid positive amount');
    expect(serverReason(new ApiError(400, 'invalid_input', 'You cannot transfer to yourself'))).toBe('You cannot transfer to yourself');
  });

  it('says the network could not be reached when no answer came', () => {
    expect(serverReason(new ApiError(0, 'network', 'The bank could not be reached. Check your connection and try again.'))).toBe(
      'The bank could not be reached. Check your connection and try again.',
    );
  });

  it('has none for a server failure, an expired sign-in, a gateway answer or anything but an API error', () => {
    expect(serverReason(new ApiError(500, 'internal', 'Something went wrong (request 1)'))).toBeNull();
    expect(serverReason(new ApiError(503, 'unavailable', 'Please try again'))).toBeNull();
    expect(serverReason(new ApiError(401, 'unauthorized', 'Sign-in required'))).toBeNull();
    expect(serverReason(new ApiError(404, 'http_404', 'Not Found'))).toBeNull();
    expect(serverReason(new ApiError(200, 'invalid_response', 'Unexpected response from getMe'))).toBeNull();
    expect(serverReason(new TypeError('Failed to fetch'))).toBeNull();
  });
});
