import { useState, type ComponentType } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { VaultIcon } from '../../../../components/ui/app-icons';
import { PageHeader } from '../../../../components/ui/page-header';
import { displayName } from '../../../../lib/display-name';
import { LockerQueue, usePendingCount } from './locker-queue';
import { UserLockerPanel, type LockerOwner } from './user-locker-panel';

/** A list of the bank's customers to pick one from (the back office's user picker). */
export type CustomerPicker = ComponentType<{
  selectedId: string | null;
  onSelect: (user: { userId: string; firstName: string | null; lastName: string | null; email: string }) => void;
}>;

/** The safe locker's review: the items waiting for approval, and each customer's locker (picked with `UserPicker`). */
export function LockerReviewScreen({ UserPicker }: { UserPicker: CustomerPicker }) {
  const pending = usePendingCount();
  const [owner, setOwner] = useState<LockerOwner | null>(null);
  return (
    <div data-testid="admin-safe-locker">
      <PageHeader title="Safe Locker" icon={<VaultIcon size={24} />} description="Approve or reject the items customers declare, and manage each customer's locker." />
      <Tabs defaultActiveKey="pending" className="mb-3" mountOnEnter>
        <Tab eventKey="pending" title={`Pending Approvals${pending === null ? '' : ` (${pending})`}`} tabAttrs={{ 'data-testid': 'safe-locker-tab-pending' }}>
          <LockerQueue />
        </Tab>
        <Tab eventKey="users" title="User Management" tabAttrs={{ 'data-testid': 'safe-locker-tab-users' }}>
          <Row className="g-3">
            <Col lg={4}>
              <UserPicker selectedId={owner?.userId ?? null} onSelect={(user) => setOwner({ userId: user.userId, label: displayName(user) })} />
            </Col>
            <Col lg={8}>
              <UserLockerPanel owner={owner} />
            </Col>
          </Row>
        </Tab>
      </Tabs>
    </div>
  );
}
