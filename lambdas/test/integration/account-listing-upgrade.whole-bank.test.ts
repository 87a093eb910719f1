import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { callApi } from '@sandbank/scripts/test-harness';
import { accountKey } from '../../src/data/entities/account';
import * as kinds from '../../src/data/item-kinds';
import { indexKeys, primaryKeys, type ItemKey } from '../../src/data/keys';
import { tableName } from '../../src/data/table';
import { moveAccountsToListingRows } from '../../src/domain/accounts/account-listing-upgrade';
import { documentClient } from '../../src/lib/clients/dynamodb';
import { accountsOf, checkingOf, newAccountHolder, transfer } from './support/banking';
import { newUser, type TestUser } from './support/users';

/*
 * A bank deployed before the account listing had rows of its own: its accounts carry the
 * listing's index keys themselves. `npm run upgrade:account-listing` gives each its row.
 */

const listingKeys = primaryKeys(kinds.partitions.user, kinds.accountListing.sort);
const listing = indexKeys(kinds.accountListing.indexes.allAccounts);
const script = fileURLToPath(new URL('../../../scripts/upgrade-account-listing.ts', import.meta.url));
const getItem = async (Key: ItemKey) => (await documentClient().send(new GetCommand({ TableName: tableName(), Key }))).Item;

/** Lays a customer's accounts out as before the rows: the account in the listing's index itself, no row. Answers each one's place in the listing. */
async function asOpenedBeforeRows(customer: TestUser): Promise<Map<string, unknown>> {
  const places = new Map<string, unknown>();
  for (const { id } of await accountsOf(customer)) {
    const rowKey = listingKeys.key({ userId: customer.userId, accountId: id });
    const row = (await getItem(rowKey))!;
    places.set(id, row[listing.sortKey]);
    await documentClient().send(new DeleteCommand({ TableName: tableName(), Key: rowKey }));
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: accountKey(customer.userId, id),
        UpdateExpression: 'SET #partition = :partition, #sort = :sort',
        ExpressionAttributeNames: { '#partition': listing.partitionKey, '#sort': listing.sortKey },
        ExpressionAttributeValues: { ':partition': row[listing.partitionKey], ':sort': row[listing.sortKey] },
      }),
    );
  }
  return places;
}

/** The customer's accounts as the back office's listing finds them by holder. */
async function listedAccounts(admin: TestUser, customer: TestUser) {
  const response = await callApi('listAccounts', { token: admin.accessToken, query: { q: customer.email } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body.items as { id: string; balanceCents: number }[]).map(({ id, balanceCents }) => ({ id, balanceCents })).sort((a, b) => a.id.localeCompare(b.id));
}

describe('accounts opened before the listing had rows', () => {
  it('get a row each, in the same place of the listing, and their balance changes stop writing its index', async () => {
    const [admin, customer, payee] = await Promise.all([newUser({ admin: true }), newUser(), newAccountHolder()]);
    const places = await asOpenedBeforeRows(customer);
    const ids = [...places.keys()];
    const before = await listedAccounts(admin, customer);
    expect(before.map((account) => account.id)).toEqual([...ids].sort());

    // The operator's command, against this stack's table (its endpoint is in this process's environment).
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script, '--table-name', tableName()], { env: process.env });
    expect(stdout).toMatch(/^Gave \d+ accounts? in table .+ a listing row of its own\.$/m);

    for (const id of ids) {
      const account = (await getItem(accountKey(customer.userId, id)))!;
      expect(account[listing.partitionKey]).toBeUndefined();
      const row = (await getItem(listingKeys.key({ userId: customer.userId, accountId: id })))!;
      expect(row).toMatchObject({ entity: 'accountListing', userId: customer.userId, id, createdAt: account.createdAt, searchText: account.searchText });
      expect(row[listing.sortKey]).toBe(places.get(id));
    }
    expect(await listedAccounts(admin, customer)).toEqual(before);

    // A balance change writes the account alone now, and the listing reads the new balance by key.
    const checking = await checkingOf(customer);
    const sent = await transfer(customer, { fromAccountId: checking.id, toEmail: payee.email, amountCents: 1_00 });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const account = (await getItem(accountKey(customer.userId, checking.id)))!;
    expect(account[listing.partitionKey]).toBeUndefined();
    expect((await listedAccounts(admin, customer)).find((row) => row.id === checking.id)!.balanceCents).toBe(checking.balanceCents - 1_00);

    // Again: nothing of this customer's is left to move.
    expect((await moveAccountsToListingRows()).moved).toBe(0);
  });
});
