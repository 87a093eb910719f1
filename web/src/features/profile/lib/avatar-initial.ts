/** The letter shown in the avatar when there is no picture: the email's first letter, or 'U' without an email. */
export function avatarInitial(email: string | null | undefined): string {
  const first = email?.trim().charAt(0);
  return first ? first.toUpperCase() : 'U';
}
