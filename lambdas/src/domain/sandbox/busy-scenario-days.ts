/** How far back the `busy` scenario's history goes: its accounts open this many days before the customer is created. */
export const BUSY_HISTORY_DAYS = 90;
