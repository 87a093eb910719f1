import { useState } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { VaultIcon } from '../../../components/ui/app-icons';
import { PageHeader } from '../../../components/ui/page-header';
import { UserPicker } from '../../../features/back-office/components/user-picker';
import { displayName } from '../../../lib/display-name';
import { LockerQueue, usePendingCount } from '../../../features/locker/admin/components/locker-queue';
import { UserLockerPanel, type LockerOwner } from '../../../features/locker/admin/components/user-locker-panel';

/** /admin/safe-locker: the items waiting for approval, and each customer's locker. */
export function AdminSafeLockerRoute() {
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
