import { HomeScreen } from '../../features/site/components/home-screen';

/** /: the public front page. */
export default function HomeRoute() {
  return <HomeScreen />;
}
