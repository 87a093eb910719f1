import { AuthScreen } from '../../features/auth/components/auth-screen';

/** /auth: sign in or sign up (`?tab=sign-up`). */
export default function AuthRoute() {
  return <AuthScreen />;
}
