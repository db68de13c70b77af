interface SpinnerProps {
  /** What is loading, read by screen readers. */
  label?: string;
  fullScreen?: boolean;
}

export function Spinner({ label = 'Ładowanie…', fullScreen = false }: SpinnerProps) {
  return (
    <div className={fullScreen ? 'spinner-screen' : 'spinner-inline'} role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="spinner-label">{label}</span>
    </div>
  );
}
