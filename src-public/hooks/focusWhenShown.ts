import { focusInView } from '../a11y/focus';

/**
 * A ref callback that focuses its element as it appears: for a message shown only after an async action (a form
 * sent). Focusing it from requestAnimationFrame after setState raced React's render: a frame that came first found
 * no element yet and left focus on <body>. Stable, so React calls it once on mount, never on re-renders. Kept among
 * the hooks so that the build puts it in the lazily loaded pages' kit: the first page's JavaScript has no room.
 */
export function focusWhenShown(element: HTMLElement | null): void {
  focusInView(element);
}
