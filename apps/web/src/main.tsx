import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';

import { App } from './App';
import { installNativeBridge } from './modules/push-device';
import { restoreAdminSession, restoreMemberSession } from './modules/session';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html has no #root element');
}

restoreAdminSession();
restoreMemberSession();
installNativeBridge();

createRoot(container).render(
  <StrictMode>
    <App router={(routes) => <BrowserRouter>{routes}</BrowserRouter>} />
  </StrictMode>,
);
