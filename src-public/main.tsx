import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main id="main-content">
      <h1>Portal usług inkluzywnych</h1>
    </main>
  </StrictMode>,
);
