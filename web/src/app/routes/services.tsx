import { ServicesScreen } from '../../features/site/components/services-screen';

/** /services: what the sandbox offers. */
export default function ServicesRoute() {
  return <ServicesScreen />;
}
