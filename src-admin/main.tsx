import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startAdminSessionKeeper } from './session/sessionWarning';

// The session is short-lived: renewed while the back office is in use, with a warning before an idle one ends.
startAdminSessionKeeper();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
