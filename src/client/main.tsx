import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from '#client/app/app.tsx';
import '#client/styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to mount the shop into');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
