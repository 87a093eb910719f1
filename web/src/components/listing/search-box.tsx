import { SEARCH_TEXT_MAX } from '@sandbank/shared/schemas/common';
import { useEffect, useId, useState, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { SearchIcon } from '../ui/app-icons';

/** Search text that settles: a listing asks the server once typing pauses. */
export function useSettledText(text: string, delayMs = 300): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);
  return settled;
}

/**
 * The search field of a listing, as long as the API takes. Its label is read out but not shown
 * unless `labelShown`; `onSubmit` runs on Enter (and on a submit button among `actions`, which
 * sit after the field).
 */
export function SearchBox({
  label,
  labelShown = false,
  placeholder,
  value,
  onChange,
  onSubmit,
  actions,
  testId,
  className = 'mb-3',
}: {
  label: string;
  labelShown?: boolean;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit?: () => void;
  actions?: ReactNode;
  testId: string;
  className?: string;
}) {
  const id = useId();
  return (
    <Form
      role="search"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      <Form.Label htmlFor={id} className={labelShown ? 'small text-body-secondary mb-1' : 'visually-hidden'}>
        {label}
      </Form.Label>
      <InputGroup>
        <InputGroup.Text className="bg-body text-body-secondary" aria-hidden="true">
          <SearchIcon size={16} />
        </InputGroup.Text>
        <Form.Control
          id={id}
          type="search"
          placeholder={placeholder}
          value={value}
          maxLength={SEARCH_TEXT_MAX}
          onChange={(event) => onChange(event.target.value)}
          data-testid={testId}
        />
        {actions}
      </InputGroup>
    </Form>
  );
}
