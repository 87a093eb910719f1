import { describe, expect, it } from 'vitest';
import { belowHeaders, toastsOnPage, withToast } from './toast-list';
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

describe('belowHeaders', () => {
  it("is the bottom of the header at the top, followed by any bar right below it", () => {
    expect(belowHeaders([{ top: 0, bottom: 88 }])).toBe(88);
    expect(belowHeaders([{ top: 88, bottom: 140 }, { top: 0, bottom: 88 }])).toBe(140);
  });

  it('leaves out a header further down the page or scrolled out of sight', () => {
    expect(belowHeaders([{ top: 0, bottom: 88 }, { top: 300, bottom: 360 }])).toBe(88);
    expect(belowHeaders([{ top: -120, bottom: -20 }])).toBe(0);
    expect(belowHeaders([{ top: -40, bottom: 30 }])).toBe(30);
    expect(belowHeaders([])).toBe(0);
  });
});
