import { describe, expect, it } from 'vitest';
import { isAcceptedAnswer, acceptedAnswer } from '../../operation';
import { buildOpenApiDocument } from '../../openapi';
import { PostingRequest } from '../../../schemas/posting-request';
import { adminPostingOperations } from './postings';

const document = buildOpenApiDocument({ title: 'Sandbank', version: 'test' });
const responsesOf = (path: string) => (document.paths as Record<string, { post: { responses: Record<string, { content?: Record<string, { schema: unknown }> }> } }>)[path]!.post.responses;

describe('a posting at or above the approval threshold', () => {
  it('is declared with both outcomes: 201 posted, 202 sent for approval', () => {
    for (const operation of Object.values(adminPostingOperations)) {
      expect(operation.successStatus).toBe(201);
      expect(operation.accepted.status).toBe(202);
      expect(operation.accepted.response).toBe(PostingRequest);
    }
  });

  it('documents the 202 with the posting request in the OpenAPI document', () => {
    const responses = responsesOf('/api/admin/accounts/{accountId}/adjustments');
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(['201', '202']));
    expect(responses['202']!.content!['application/json']!.schema).toEqual({ $ref: '#/components/schemas/PostingRequest' });
  });

  it('is told apart from a posting by its wrapper, which survives JSON (an idempotency record replays it)', () => {
    const answer = JSON.parse(JSON.stringify(acceptedAnswer({ id: 'x' }))) as unknown;
    expect(isAcceptedAnswer(answer)).toBe(true);
    expect(isAcceptedAnswer({ adjustmentId: 'x', balanceCents: 1 })).toBe(false);
  });
});
