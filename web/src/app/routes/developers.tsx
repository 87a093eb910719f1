import { DevelopersScreen } from '../../features/developers/components/developers-screen';

/** /developers: the tester's toolkit, its guide and the API reference. */
export default function DevelopersRoute() {
  return <DevelopersScreen />;
}
