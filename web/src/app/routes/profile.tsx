import { ChangePasswordForm } from '../../features/auth/components/change-password-form';
import { ProfileScreen } from '../../features/profile/components/profile-screen';

/** /profile: the customer's details, and the sign-in's password form. */
export function ProfileRoute() {
  return <ProfileScreen passwordForm={<ChangePasswordForm />} />;
}
