/*
 * What Swagger UI leaves out for assistive technology and the keyboard, added to its DOM as it
 * renders (WCAG 2.2 AA, as every page of the app is checked): a name for its icon-only Close
 * button and for the fields it leaves unlabelled, the visible text as the name of its dialog's
 * Authorize button, and keyboard focus for its scrolling code blocks. Swagger UI's React never
 * sets these attributes, so it leaves them in place.
 */

function nameOfField(field: Element): string | null {
  const parameter = field.closest('tr[data-param-name]')?.getAttribute('data-param-name');
  if (parameter) return parameter;
  if (field.matches('textarea')) return 'Request body';
  return field.getAttribute('placeholder');
}

function isLabelled(field: Element): boolean {
  if (field.hasAttribute('aria-label') || field.hasAttribute('aria-labelledby') || field.closest('label')) return true;
  const id = field.getAttribute('id');
  return id !== null && (field.getRootNode() as ParentNode).querySelector(`label[for="${CSS.escape(id)}"]`) !== null;
}

/** Applies every addition to what `root` shows now. */
export function completeViewerAccessibility(root: ParentNode): void {
  for (const block of root.querySelectorAll('pre:not([tabindex])')) block.setAttribute('tabindex', '0');
  for (const close of root.querySelectorAll('button.close-modal:not([aria-label])')) close.setAttribute('aria-label', 'Close');
  for (const button of root.querySelectorAll('.auth-btn-wrapper button[aria-label]')) {
    const text = button.textContent?.trim();
    if (text && !button.getAttribute('aria-label')?.includes(text)) button.removeAttribute('aria-label');
  }
  for (const field of root.querySelectorAll('select, textarea, input:not([type="hidden"])')) {
    if (isLabelled(field)) continue;
    const name = nameOfField(field);
    if (name) field.setAttribute('aria-label', name);
  }
}

/** Keeps `root` completed as the viewer renders; returns the way to stop. */
export function watchViewerAccessibility(root: ShadowRoot): () => void {
  const observer = new MutationObserver(() => completeViewerAccessibility(root));
  observer.observe(root, { subtree: true, childList: true });
  return () => observer.disconnect();
}
