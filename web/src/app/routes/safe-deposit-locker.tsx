import Container from 'react-bootstrap/Container';
import { MyLockerScreen } from '../../features/locker/components/my-locker-screen';

/** /safe-deposit-locker: the customer's safe deposit locker. */
export default function SafeDepositLockerRoute() {
  return (
    <Container className="py-4 py-md-5" data-testid="locker-page">
      <MyLockerScreen />
    </Container>
  );
}
