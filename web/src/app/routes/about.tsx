import { AboutScreen } from '../../features/site/components/about-screen';

/** /about: what the sandbox is for. */
export function AboutRoute() {
  return <AboutScreen />;
}
