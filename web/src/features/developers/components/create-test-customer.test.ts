import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CreateTestCustomer } from './create-test-customer';

const render = (enabled: boolean) => renderToStaticMarkup(createElement(CreateTestCustomer, { enabled, onSignIn: () => Promise.resolve(null) }));

describe('CreateTestCustomer', () => {
  it('offers the button and the scenarios while the toolkit is on', () => {
    const html = render(true);
    expect(html).toContain('data-testid="developers-create-test-customer"');
    expect(html).toContain('data-testid="developers-scenario"');
    expect(html).not.toContain('developers-toolkit-off');
  });

  it('hides the button and says the toolkit is off when /config.json says so', () => {
    const html = render(false);
    expect(html).not.toContain('developers-create-test-customer');
    expect(html).toContain('data-testid="developers-toolkit-off"');
    expect(html).toContain('switched off');
  });
});
