import { describe, expect, it } from 'vitest';
import { toastsOnPage, withToast } from './toast-list';
import type { ShownToast } from './toast-stack';

const confirmPage = '/wire-transfer/01J/confirm';
const invalidCode: ShownToast = { id: 1, page: confirmPage, title: 'Invalid Code', variant: 'danger' };
const submitted: ShownToast = { id: 2, page: confirmPage, title: 'Wire Transfer Submitted', variant: 'success' };
const loadFailed: ShownToast = { id: 3, page: confirmPage, title: 'Error', message: 'Failed to load', variant: 'danger', key: 'query: Failed to load' };

describe('withToast', () => {
  it("replaces the last toast of the page's flow: one outcome, one toast", () => {
    expect(withToast([invalidCode], submitted)).toEqual([submitted]);
    const again = { ...invalidCode, id: 4 };
    expect(withToast([invalidCode], again)).toEqual([again]);
  });

  it('keeps the toasts of another flow or another page, the new one last', () => {
    expect(withToast([loadFailed], invalidCode)).toEqual([loadFailed, invalidCode]);
    const welcome: ShownToast = { id: 5, page: '/auth', title: 'Welcome back!', variant: 'success' };
    expect(withToast([welcome], invalidCode)).toEqual([welcome, invalidCode]);
  });
});

describe('toastsOnPage', () => {
  it("dismisses a page's errors and notices once the person leaves it", () => {
    const notice: ShownToast = { id: 6, page: '/profile', title: 'Code sent', variant: 'info' };
    expect(toastsOnPage([invalidCode, loadFailed, notice], '/dashboard')).toEqual([]);
  });

  it('keeps a success, which may announce where the person landed, and whatever belongs to the page', () => {
    const signedOut: ShownToast = { id: 7, page: '/', title: 'Signed out', variant: 'info' };
    expect(toastsOnPage([invalidCode, submitted, signedOut], '/')).toEqual([submitted, signedOut]);
  });

  it('answers the same list when nothing goes, so nothing renders again', () => {
    const toasts = [invalidCode];
    expect(toastsOnPage(toasts, confirmPage)).toBe(toasts);
  });
});
