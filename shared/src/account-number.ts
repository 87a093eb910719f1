const MASK = '••••';

/** Shows only the last four digits of an account number, e.g. 'CHK00001234' → '•••• 1234' (screens and statements alike). */
export function maskedAccountNumber(accountNumber: string): string {
  const digits = accountNumber.replace(/\D/g, '');
  const visible = (digits || accountNumber).slice(-4);
  return `${MASK} ${visible}`;
}
