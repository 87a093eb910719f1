import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, exampleAnswer, failingOnce, json, never } from '../../../test/components/api';
import { renderPage, signIn } from '../../../test/components/render';
import { webhookTexts } from '../lib/webhook-texts';
import { WebhooksScreen } from './webhooks-screen';

const url = 'https://example.com/hook';
const endpoints = () => {
  const list = exampleAnswer('listMyWebhooks');
  list.items = list.items.map((webhook) => ({ ...webhook, url, types: ['*'], status: 'failing' }));
  return list;
};

beforeAll(() => signIn());

describe('the webhook endpoints', () => {
  it('shows placeholders until the first answer', async () => {
    answer('listMyWebhooks', never);
    renderPage(<WebhooksScreen />);
    expect((await screen.findByTestId('webhooks-loading')).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByTestId('webhooks-empty')).toBeNull();
    expect(screen.queryByTestId('webhooks-list')).toBeNull();
  });

  it('explains webhooks and offers the first endpoint when there is none', async () => {
    answer('listMyWebhooks', () => json({ items: [] }));
    renderPage(<WebhooksScreen />);
    const empty = await screen.findByTestId('webhooks-empty');
    expect(within(empty).getByRole('heading').textContent).toBe('No webhook endpoints yet');
    expect(within(empty).getByRole('button', { name: 'Add your first endpoint' })).toBeTruthy();
    expect(screen.queryByTestId('webhooks-add')).toBeNull();
  });

  it('says why nothing is shown after a failure, toasts it, and tries again', async () => {
    answer('listMyWebhooks', failingOnce(() => json(endpoints())));
    const { user } = renderPage(<WebhooksScreen />);
    const alert = await screen.findByTestId('webhooks-error');
    expect(alert.textContent).toContain(webhookTexts.loadFailed);
    expect(await screen.findByText('Error')).toBeTruthy();
    await user.click(screen.getByTestId('webhooks-retry'));
    expect(await screen.findAllByTestId('webhook-card')).toHaveLength(1);
    expect(screen.queryByTestId('webhooks-error')).toBeNull();
  });

  it('lists each endpoint with its status, the events it receives, and the count', async () => {
    answer('listMyWebhooks', () => json(endpoints()));
    renderPage(<WebhooksScreen />);
    const [card] = await screen.findAllByTestId('webhook-card');
    expect(within(card!).getByTestId('webhook-url').textContent).toBe(url);
    expect(within(card!).getByTestId('webhook-status').textContent).toBe('Failing');
    expect(within(card!).getByTestId('webhook-types').textContent).toBe('All events');
    expect(within(card!).getByTestId('webhook-failing-note')).toBeTruthy();
    expect(screen.getByTestId('webhooks-count').textContent).toContain('1 of 5 endpoints.');
    expect(screen.getByTestId('webhooks-add').textContent).toBe('Add endpoint');
  });
});

describe("an endpoint's deliveries", () => {
  it('lists each delivery with its outcome, counted', async () => {
    answer('listMyWebhooks', () => json(endpoints()));
    const deliveries = exampleAnswer('listWebhookDeliveries');
    deliveries.items = deliveries.items.map((delivery) => ({ ...delivery, type: 'wire.approved', status: 'succeeded', attempts: 2, lastStatusCode: 204, lastDurationMs: 85, nextAttemptAt: null }));
    answer('listWebhookDeliveries', () => json(deliveries));
    const { user } = renderPage(<WebhooksScreen />);
    await user.click(await screen.findByRole('button', { name: 'Show deliveries' }));
    const [row] = await screen.findAllByTestId('webhook-delivery-row');
    expect(within(row!).getByTestId('webhook-delivery-type').textContent).toBe('wire.approved');
    expect(within(row!).getByTestId('webhook-delivery-status').textContent).toBe('Succeeded');
    expect(within(row!).getByTestId('webhook-delivery-attempts').textContent).toBe('2');
    expect(within(row!).getByTestId('webhook-delivery-code').textContent).toBe('204');
    expect(within(row!).getByTestId('webhook-delivery-duration').textContent).toBe('85 ms');
    expect(within(row!).getByTestId('webhook-delivery-next-attempt').textContent).toBe('—');
    expect(screen.getByTestId('webhook-deliveries-count').textContent).toBe('1 delivery shown');
  });
});
