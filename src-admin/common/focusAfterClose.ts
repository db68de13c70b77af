/**
 * Focuses an element by id once a dialog has unmounted (while it is mounted its focus trap takes focus back). Used
 * where the button that opened the dialog disappears with the change, so focus must not fall back to the page body.
 */
export function focusAfterClose(id: string): void {
  setTimeout(() => document.getElementById(id)?.focus(), 0);
}
