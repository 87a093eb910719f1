import { describe, expect, it } from 'vitest';
import { destinationAfterSignIn, returnLocationFrom } from './destination-after-sign-in';

describe('destinationAfterSignIn', () => {
  it('sends admins to the back office and customers to the dashboard', () => {
    expect(destinationAfterSignIn({ isAdmin: true }, undefined)).toBe('/admin');
    expect(destinationAfterSignIn({ isAdmin: false }, undefined)).toBe('/dashboard');
  });

  it('returns to the remembered page, with its query and hash', () => {
    expect(destinationAfterSignIn({ isAdmin: false }, { pathname: '/transactions', search: '?type=fee', hash: '#top' })).toBe(
      '/transactions?type=fee#top',
    );
  });

  it('never returns to the sign-in page itself or to another origin', () => {
    expect(destinationAfterSignIn({ isAdmin: false }, { pathname: '/auth' })).toBe('/dashboard');
    expect(destinationAfterSignIn({ isAdmin: false }, { pathname: 'https://elsewhere.example/' })).toBe('/dashboard');
    expect(destinationAfterSignIn({ isAdmin: false }, { pathname: '//elsewhere.example/' })).toBe('/dashboard');
  });
});

describe('returnLocationFrom', () => {
  it('accepts only a location-shaped `from`', () => {
    expect(returnLocationFrom({ from: { pathname: '/transactions' } })).toEqual({ pathname: '/transactions' });
    expect(returnLocationFrom({ from: '/transactions' })).toBeUndefined();
    expect(returnLocationFrom(null)).toBeUndefined();
  });
});
