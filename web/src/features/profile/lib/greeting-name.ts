interface NameSource {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/**
 * The name the dashboard greets with: first and last name, else the part of the email before
 * '@', else 'User'.
 */
export function greetingName(source: NameSource | null | undefined): string {
  const fullName = [source?.firstName, source?.lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  if (fullName) return fullName;
  const localPart = source?.email?.split('@')[0]?.trim();
  if (localPart) return localPart;
  return 'User';
}
