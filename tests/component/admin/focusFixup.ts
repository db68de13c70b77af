/**
 * Browsers follow HTML's focus fixup rule: a focused control that becomes disabled loses focus to the page body
 * (Chromium does). jsdom keeps focus on it, so a test there could never see focus fall to the body. While this runs,
 * a focused element that becomes disabled is blurred, as the browser does. Returns the function that stops it.
 */
export function followFocusFixupRule(): () => void {
  const observer = new MutationObserver(() => {
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused.matches(':disabled')) focused.blur();
  });
  observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['disabled'] });
  return () => observer.disconnect();
}
