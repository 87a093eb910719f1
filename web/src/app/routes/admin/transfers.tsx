import { SendIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { WiresScreen } from '../../../features/wires/admin/components/wires-screen';

export function AdminTransfersRoute() {
  return (
    <div data-testid="admin-transfers">
      <PageHeader
        title="Wire transfers"
        headingTestId="admin-transfers-title"
        icon={<SendIcon size={24} />}
        description="Confirmed wires wait here with their money held: approve them, or reject them with a reason that returns the money."
      />
      <WiresScreen />
    </div>
  );
}
