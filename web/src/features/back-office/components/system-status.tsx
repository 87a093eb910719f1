import type { AdminStats } from '@sandbank/shared';
import Badge from 'react-bootstrap/Badge';
import ListGroup from 'react-bootstrap/ListGroup';

const parts = [
  { key: 'api', label: 'API' },
  { key: 'table', label: 'Database table' },
  { key: 'userPool', label: 'User pool' },
] as const;

/** The real checks the last answer made: each part up or down, with how long its call took. */
export function SystemStatus({ health }: { health: AdminStats['health'] }) {
  return (
    <ListGroup variant="flush" data-testid="admin-system-status">
      {parts.map(({ key, label }) => {
        const check = health[key];
        return (
          <ListGroup.Item key={key} className="d-flex align-items-center gap-2" data-testid={`admin-status-${key}`} data-status={check.status}>
            <span className="flex-grow-1">{label}</span>
            <span className="small text-body-secondary" data-testid={`admin-status-${key}-latency`}>
              {check.latencyMs} ms
            </span>
            <Badge bg={check.status === 'up' ? 'success' : 'danger'} pill>
              {check.status === 'up' ? 'Up' : 'Down'}
            </Badge>
          </ListGroup.Item>
        );
      })}
    </ListGroup>
  );
}
