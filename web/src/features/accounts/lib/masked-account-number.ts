// Declared once in shared/: a PDF statement masks the number as the screens do.
export { maskedAccountNumber } from '@sandbank/shared';
