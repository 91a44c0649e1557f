import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';

import { App } from './App';
import { installNativeBridge } from './modules/push-device/nativeBridge';
import { registerServiceWorker } from './modules/pwa/registerServiceWorker';
import { restoreAdminSession } from './modules/session/adminSession';
import { restoreMemberSession } from './modules/session/memberSession';
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

registerServiceWorker();
