import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createServices } from './createServices';
import { ServicesContext } from './services';
import './app.css';
import { installBridge } from './bridge';

if (import.meta.env.DEV || import.meta.env.MODE === 'test') installBridge();

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <ServicesContext.Provider value={createServices()}>
      <App />
    </ServicesContext.Provider>
  </StrictMode>,
);
