import { useRef, useState, type KeyboardEvent } from 'react';

/**
 * The WAI-ARIA toolbar pattern for an editor toolbar: one button is the toolbar's only Tab stop;
 * arrows move (wrapping), Home and End go to the first and last button.
 */
export function useToolbarKeys(count: number) {
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLElement | null)[]>([]);
  const move = (index: number) => {
    const next = (index + count) % count;
    setCurrent(next);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => move(current + 1),
      ArrowLeft: () => move(current - 1),
      Home: () => move(0),
      End: () => move(count - 1),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };
  const buttonProps = (index: number) => ({
    ref: (element: HTMLElement | null) => {
      buttons.current[index] = element;
    },
    tabIndex: index === current ? 0 : -1,
    onFocus: () => setCurrent(index),
  });
  return { onKeyDown, buttonProps };
}
