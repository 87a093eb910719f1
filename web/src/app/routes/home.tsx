import { HomeScreen } from '../../features/site/components/home-screen';

/** /: the public front page. */
export function HomeRoute() {
  return <HomeScreen />;
}
