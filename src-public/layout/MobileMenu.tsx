interface MobileMenuToggleProps {
  open: boolean;
  controls: string;
  onToggle: () => void;
}

/** Shown only on narrow screens (layout.css); on wide screens the navigation is always visible. */
export function MobileMenuToggle({ open, controls, onToggle }: MobileMenuToggleProps) {
  return (
    <button
      type="button"
      className="menu-toggle btn btn-sm"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      <span className="menu-icon" aria-hidden="true" />
      Menu
    </button>
  );
}
