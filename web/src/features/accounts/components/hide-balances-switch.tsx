import Form from 'react-bootstrap/Form';

/** The one switch that hides every amount on the dashboard. */
export function HideBalancesSwitch({ hidden, onToggle }: { hidden: boolean; onToggle: () => void }) {
  return (
    <Form.Check
      type="switch"
      id="hide-balances"
      label="Hide balances"
      checked={hidden}
      onChange={onToggle}
      className="mb-0 user-select-none"
      data-testid="hide-balances"
    />
  );
}
