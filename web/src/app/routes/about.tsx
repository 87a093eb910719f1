import { AboutScreen } from '../../features/site/components/about-screen';

/** /about: what the sandbox is for. */
export default function AboutRoute() {
  return <AboutScreen />;
}
