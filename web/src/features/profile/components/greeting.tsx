import Placeholder from 'react-bootstrap/Placeholder';
import { useSignedInUser } from '../../../lib/use-session';
import { useMe } from '../api/getMe';
import { greetingName } from '../lib/greeting-name';

/** 'Welcome back, Ada!': the profile's first name when it has one, a placeholder while it loads. */
export function Greeting() {
  const user = useSignedInUser();
  const me = useMe();
  if (me.isPending) {
    return (
      <Placeholder animation="glow" aria-hidden="true">
        <Placeholder xs={6} md={4} />
      </Placeholder>
    );
  }
  return <>Welcome back, {greetingName({ ...me.data, email: me.data?.email ?? user.email })}!</>;
}
