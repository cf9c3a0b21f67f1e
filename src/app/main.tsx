import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { installBridge } from './bridge';
import { createServices } from './createServices';
import { ServicesContext } from './services';
import { entryById } from '../rules/reference/search';
import { RuleTitlesContext } from '../ui/Refusal';
import { registerOffline } from '../workers/offline';
import './app.css';

if (import.meta.env.DEV || import.meta.env.MODE === 'test') installBridge();
registerOffline();

const element = document.getElementById('root');
if (element === null) throw new Error('index.html has no #root');
const root = createRoot(element, {
  // A crash an error boundary caught is handled (the player sees the boundary's panel): a warning for the
  // developer, not React's default console error.
  onCaughtError: (error) => {
    console.warn('A screen crashed and its error boundary took over:', error);
  },
});
root.render(<p className="booting">Loading the rules and the sample pack…</p>);

createServices().then(
  (services) => {
    // One function for the whole app: every refusal on screen names a rule it cites by the entry's title.
    const ruleTitleOf = (id: string) => entryById(services.rules, id)?.title;
    root.render(
      <StrictMode>
        <ServicesContext.Provider value={services}>
          <RuleTitlesContext.Provider value={ruleTitleOf}>
            <App />
          </RuleTitlesContext.Provider>
        </ServicesContext.Provider>
      </StrictMode>,
    );
  },
  (error: unknown) => {
    root.render(<p className="refusal">The app could not start: {String(error)}</p>);
  },
);
