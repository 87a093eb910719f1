/** A customer's name as the back office shows it: first and last name, else the email. */
export const displayName = (person: { firstName: string | null; lastName: string | null; email: string }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email;
