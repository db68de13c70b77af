import { useEffect } from 'react';
import { SCREEN_HEADING_ID } from './screenHeading';

/** Where the last element focused outside a dialog sat, to find its place again once it is gone. */
interface Anchor {
  element: HTMLElement;
  label: string | null;
  /** The table body of its row, the row's index and the element's index among the row's focusable elements. */
  rows: HTMLTableSectionElement | null;
  rowIndex: number;
  indexInRow: number;
}

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';
/** Open dialogs, menus and pickers: while one is open its focus trap owns focus. */
const MODAL = '.MuiModal-root:not(.MuiModal-hidden)';
/** A disabled control (a button while its action runs) usually comes back: wait this long before looking elsewhere. */
const DISABLED_WAIT_MS = 3000;

function isFocusable(element: Element): boolean {
  if (!(element instanceof HTMLElement) || !element.isConnected || element.matches(':disabled')) return false;
  if (element.closest('[inert], [aria-hidden="true"]')) return false;
  if (typeof element.checkVisibility === 'function') return element.checkVisibility({ visibilityProperty: true });
  return getComputedStyle(element).visibility !== 'hidden';
}

const focusablesIn = (root: ParentNode) =>
  [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => isFocusable(element));

/** A row action is named after its row ('Usuń ofertę „Wózek”'): without the quoted name the label says which action. */
const actionOf = (label: string | null) => label?.replace(/„[^”]*”/g, '').trim() || null;

function anchorOf(element: HTMLElement): Anchor {
  const row = element.closest('tr');
  const rows = row?.parentElement instanceof HTMLTableSectionElement ? row.parentElement : null;
  return {
    element,
    label: element.getAttribute('aria-label'),
    rows: rows?.tagName === 'TBODY' ? rows : null,
    rowIndex: row && rows ? [...rows.rows].indexOf(row) : -1,
    indexInRow: row ? focusablesIn(row).indexOf(element) : -1,
  };
}

/** The same action in the row now at the anchor's place (the next row once its own is gone), or the last row's. */
function sameActionNearby(anchor: Anchor): HTMLElement | undefined {
  if (anchor.rowIndex < 0) return undefined;
  const rows = anchor.rows?.isConnected ? anchor.rows : document.querySelector('#main-content tbody');
  if (!(rows instanceof HTMLTableSectionElement) || rows.rows.length === 0) return undefined;
  const row = rows.rows[Math.min(anchor.rowIndex, rows.rows.length - 1)];
  const candidates = focusablesIn(row);
  const action = actionOf(anchor.label);
  return (
    (action && candidates.find((candidate) => actionOf(candidate.getAttribute('aria-label')) === action)) ||
    candidates[Math.min(anchor.indexInRow, candidates.length - 1)]
  );
}

/** The screen's heading: the toast of the action is read after it, so the result is announced where focus lands. */
function screenStart(): HTMLElement | null {
  const heading = document.getElementById(SCREEN_HEADING_ID);
  if (heading) return heading;
  const main = document.getElementById('main-content');
  if (main) main.tabIndex = -1;
  return main;
}

/**
 * The back office's one rule for focus after an action: it never stays on the page body. Whenever the focused element
 * disappears (its row was deleted or left the filter, a bulk toolbar closed with the selection, a dialog closed after
 * its opener went), focus goes to the nearest sensible place: the element itself if it comes back (a button disabled
 * while it works), an element with the same name, the same action in the row now at its place (the next item), else
 * the screen's heading. Dialogs keep their own focus; a click on the page's background is left alone.
 */
export function FocusKeeper() {
  useEffect(() => {
    let anchor: Anchor | null = null;
    let disabledSince = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const schedule = (delay = 0) => {
      clearTimeout(timer);
      timer = setTimeout(restore, delay);
    };

    function restore() {
      const active = document.activeElement;
      if (!anchor || (active && active !== document.body && isFocusable(active))) return;
      if (document.querySelector(MODAL)) return;
      const { element, label } = anchor;
      if (isFocusable(element)) return element.focus();
      if (element.isConnected && element.matches(':disabled')) {
        disabledSince ||= Date.now();
        if (Date.now() - disabledSince < DISABLED_WAIT_MS) return schedule(DISABLED_WAIT_MS);
      }
      disabledSince = 0;
      const byId = element.id ? document.getElementById(element.id) : null;
      const byName = label
        ? focusablesIn(document).find((candidate) => candidate.getAttribute('aria-label') === label)
        : undefined;
      const sameId = byId && isFocusable(byId) ? byId : undefined;
      const target = sameId ?? byName ?? sameActionNearby(anchor) ?? screenStart();
      target?.focus();
    }

    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || target === document.body || target.closest('.MuiModal-root')) return;
      anchor = anchorOf(target);
      disabledSince = 0;
    };
    // A click on something that cannot take focus leaves focus nowhere on purpose.
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (target instanceof Element && !target.closest(`${FOCUSABLE}, .MuiModal-root, label`)) anchor = null;
    };
    const onFocusOut = () => schedule();
    const observer = new MutationObserver(() => schedule());
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled', 'inert', 'aria-hidden', 'class', 'style'],
    });
    document.addEventListener('focusin', onFocusIn, true);
    document.addEventListener('focusout', onFocusOut, true);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
      document.removeEventListener('focusin', onFocusIn, true);
      document.removeEventListener('focusout', onFocusOut, true);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, []);
  return null;
}
