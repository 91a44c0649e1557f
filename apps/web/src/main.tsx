import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';

import { App } from './App';
import { localeFromLanguages } from './i18n/messages';
import { appRoutes } from './router';

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html has no #root element');
}

createRoot(container).render(
  <StrictMode>
    <App router={createBrowserRouter(appRoutes)} locale={localeFromLanguages(navigator.languages)} />
  </StrictMode>,
);
