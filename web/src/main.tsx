import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first render in a task of its own, after the one that evaluates the modules: two shorter tasks
// in place of one long one on a first visit (index.html's boot markup is on screen meanwhile).
setTimeout(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
