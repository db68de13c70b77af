/** The first focusable element of every page (WCAG 2.4.1). */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main-content">
      Przejdź do treści głównej
    </a>
  );
}
