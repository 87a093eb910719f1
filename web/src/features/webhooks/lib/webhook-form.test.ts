import { WEBHOOK_MAX_ENDPOINTS } from '@sandbank/shared';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { checkWebhookForm, formRefusal, refusedFields } from './webhook-form';

describe('checkWebhookForm', () => {
  it('sends all events as ["*"], whatever was ticked before', () => {
    expect(checkWebhookForm({ url: ' https://example.com/hooks ', allTypes: true, types: ['wire.approved'] })).toEqual({
      success: true,
      body: { url: 'https://example.com/hooks', types: ['*'] },
    });
  });

  it('sends the types ticked when not all', () => {
    expect(checkWebhookForm({ url: 'http://127.0.0.1:4000/in', allTypes: false, types: ['wire.approved', 'check.rejected'] })).toEqual({
      success: true,
      body: { url: 'http://127.0.0.1:4000/in', types: ['wire.approved', 'check.rejected'] },
    });
  });

  it('puts each problem under its field: a URL that is none, no type chosen', () => {
    expect(checkWebhookForm({ url: 'example.com', allTypes: false, types: [] })).toEqual({
      success: false,
      errors: { url: 'Enter a URL starting with https://', types: 'Choose at least one event type, or All events' },
    });
    expect(checkWebhookForm({ url: 'ftp://example.com', allTypes: true, types: [] })).toMatchObject({ errors: { url: 'Enter a URL starting with https://' } });
  });
});

describe('the server’s refusals', () => {
  const sixth = new ApiRequestError(409, 'conflict', `You can register at most ${WEBHOOK_MAX_ENDPOINTS} webhook endpoints`);
  const privateAddress = new ApiRequestError(400, 'validation_error', 'Invalid input', { 'body.url': 'This address cannot receive webhooks' });

  it('shows the sixth endpoint’s refusal in the form, in the server’s words', () => {
    expect(formRefusal(sixth)).toBe(sixth.message);
    expect(refusedFields(sixth)).toEqual({});
  });

  it('shows a refused URL under the URL field, and not again above the buttons', () => {
    expect(refusedFields(privateAddress)).toEqual({ url: 'This address cannot receive webhooks' });
    expect(formRefusal(privateAddress)).toBeNull();
  });

  it('leaves failures without a reason to the toast', () => {
    expect(formRefusal(new ApiRequestError(503, 'unavailable', 'Try later'))).toBeNull();
    expect(formRefusal(new ApiRequestError(0, 'network', 'The bank could not be reached.'))).toBeNull();
    expect(formRefusal(new TypeError('boom'))).toBeNull();
  });
});
