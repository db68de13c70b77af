import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import './styles/index.css';

// public/a11y-init.js applies the stored accessibility settings before the first paint;
// settings changed in another tab of the portal are applied here too.
window.addEventListener('storage', (event) => {
  if (event.key === null || event.key.startsWith('accessibility-')) {
    void import('./a11y/settings').then(({ reloadA11ySettings }) => reloadA11ySettings());
  }
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
