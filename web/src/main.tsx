import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startI18n } from './lib/i18n/start';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first render once the language's catalogue is there (a small chunk of its own), in a task of
// its own after the one that evaluates the modules (index.html's boot markup is on screen meanwhile).
void startI18n().then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
