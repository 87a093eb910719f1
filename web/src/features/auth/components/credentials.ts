/** What the sign-up confirmation step needs to sign the new customer in right after confirming. */
export interface Credentials {
  email: string;
  password: string;
}
