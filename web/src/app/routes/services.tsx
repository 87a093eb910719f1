import { ServicesScreen } from '../../features/site/components/services-screen';

/** /services: what the sandbox offers. */
export function ServicesRoute() {
  return <ServicesScreen />;
}
