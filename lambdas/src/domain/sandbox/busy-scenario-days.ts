export const BUSY_HISTORY_DAYS = 90;
