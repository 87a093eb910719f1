import { formatCents } from '@sandbank/shared';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import ListGroup from 'react-bootstrap/ListGroup';
import Row from 'react-bootstrap/Row';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { ActivityIcon, ApprovalsIcon, UsersIcon } from '../../../components/ui/admin-icons';
import { BankIcon, SendIcon } from '../../../components/ui/icons';
import { ChevronRightIcon, ShieldIcon } from '../../../components/ui/app-icons';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { QueryState } from '../../../components/ui/query-state';
import { formatDateTime } from '../../../lib/format';
import { useAdminStats } from '../api/getAdminStats';
import { ActivityChart } from './activity-chart';
import { BankAccountsCard } from './bank-accounts-card';
import { StatCard } from './stat-card';
import { SystemStatus } from './system-status';

const count = new Intl.NumberFormat('en-US');

/** A section of the back office offered among the quick actions (the route table lists them). */
export interface QuickAction {
  name: string;
  path: string;
  icon: ComponentType<{ size?: number }>;
  quickAction: string;
}

/** The back office's front page: the bank's figures, its last week, where to go next and whether its parts are up. */
export function OverviewScreen({ quickActions }: { quickActions: readonly QuickAction[] }) {
  const stats = useAdminStats();
  return (
    <div data-testid="admin-overview">
      <PageHeader
        title="Admin overview"
        headingTestId="admin-overview-title"
        icon={<ShieldIcon size={24} />}
        description={
          stats.data ? (
            <span data-testid="admin-overview-updated">Updated {formatDateTime(stats.data.at)} · refreshes every 5 seconds</span>
          ) : (
            'The bank at a glance'
          )
        }
      />
      <QueryState
        query={stats}
        testId="admin-stats"
        errorMessage="Failed to load the bank's figures."
        loading={<div className="placeholder-glow" aria-busy="true"><span className="placeholder col-12" style={{ height: '6rem' }} /></div>}
      >
        {(data) => (
          <>
            <Row xs={1} sm={2} lg={3} xl={5} className="g-3 mb-4">
              <Col>
                <StatCard label="Total Users" value={count.format(data.users)} icon={<UsersIcon />} to={paths.admin.users} testId="admin-stat-users" />
              </Col>
              <Col>
                <StatCard label="Wire Transfers" value={count.format(data.wires.total)} icon={<SendIcon />} to={paths.admin.transfers} testId="admin-stat-wires" />
              </Col>
              <Col>
                <StatCard label="Pending Transfers" value={count.format(data.wires.pending)} icon={<ActivityIcon />} to={`${paths.admin.transfers}?filter=pending`} testId="admin-stat-pending" />
              </Col>
              <Col>
                <StatCard
                  label="Awaiting Approval"
                  value={count.format(data.approvals.pending)}
                  icon={<ApprovalsIcon />}
                  to={paths.admin.approvals}
                  testId="admin-stat-approvals"
                />
              </Col>
              <Col>
                <StatCard label="Total Balance" value={formatCents(data.totalBalanceCents)} icon={<BankIcon />} testId="admin-stat-balance" />
              </Col>
            </Row>
            <Row className="g-3">
              <Col lg={8}>
                {/* As tall as the quick actions and status beside it: the chart grows to fill it. */}
                <Card className="h-100" data-testid="admin-week-card">
                  <Card.Body className="d-flex flex-column">
                    <h2 className="h5 mb-3">Activity, last 7 days</h2>
                    <ActivityChart days={data.activity} />
                  </Card.Body>
                </Card>
              </Col>
              <Col lg={4} className="d-flex flex-column gap-3">
                <Card>
                  <Card.Body className="pb-0">
                    <h2 className="h5 mb-0">Quick actions</h2>
                  </Card.Body>
                  <ListGroup variant="flush">
                    {quickActions.map((section) => (
                      <ListGroup.Item
                        key={section.path}
                        action
                        as={Link}
                        to={section.path}
                        className="d-flex align-items-center gap-2"
                        data-testid={`admin-quick-${section.name}`}
                      >
                        <section.icon size={18} />
                        <span className="flex-grow-1">{section.quickAction}</span>
                        <ChevronRightIcon size={16} />
                      </ListGroup.Item>
                    ))}
                  </ListGroup>
                </Card>
                <Card>
                  <Card.Body className="pb-0">
                    <h2 className="h5 mb-0">System status</h2>
                  </Card.Body>
                  <SystemStatus health={data.health} />
                </Card>
              </Col>
              <Col xs={12}>
                <BankAccountsCard accounts={data.bankAccounts} customersCents={data.totalBalanceCents} />
              </Col>
            </Row>
          </>
        )}
      </QueryState>
    </div>
  );
}
