import { focusInView } from './focus';

/**
 * A ref callback that focuses its element as it appears: for a message shown only after an async action (a form
 * sent). Focusing it from requestAnimationFrame after setState raced React's render: a frame that came first found
 * no element yet and left focus on <body>. Stable, so React calls it once on mount, never on re-renders. A module of
 * its own: only lazily loaded forms use it, and the first page's JavaScript has no room for it.
 */
export function focusWhenShown(element: HTMLElement | null): void {
  focusInView(element);
}
