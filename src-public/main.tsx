import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { preloadPage } from './pagePreload';
import './styles/index.css';

// src-public/a11y/a11y-init.js applies the stored accessibility settings before the first paint;
// settings changed in another tab of the portal are applied here too.
window.addEventListener('storage', (event) => {
  if (event.key === null || event.key.startsWith('accessibility-')) {
    void import('./a11y/settings').then(({ reloadA11ySettings }) => reloadA11ySettings());
  }
});

function renderApp() {
  const root = createRoot(document.getElementById('root')!);
  // As a transition the first render is done in slices, so a slow phone is not frozen while React builds the page.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

// The current page's code and first requests download alongside the app's; React starts once that code is here.
void preloadPage(window.location).then(renderApp);
