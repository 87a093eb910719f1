import { ChangePasswordForm } from '../../features/auth/components/change-password-form';
import { AuthenticatorPanel } from '../../features/authenticator/components/authenticator-panel';
import { ProfileScreen } from '../../features/profile/components/profile-screen';

/** /profile: the customer's details, the sign-in's password form and its optional authenticator app. */
export default function ProfileRoute() {
  return <ProfileScreen passwordForm={<ChangePasswordForm />} authenticatorPanel={(email) => <AuthenticatorPanel email={email} />} />;
}
