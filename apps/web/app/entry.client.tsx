// The browser's start: React Router's own, but that the shop's stylesheet is imported here, not by
// the root route. Imported by the root, it was the `shell` chunk's stylesheet, so every part loaded
// later named it as its own; React Router marks such a stylesheet's link (`…css#`) so that Vite
// cannot see it, and Vite added it again as the first later part came, which made the browser work
// out the whole page's style once more in one long task. The root route's links still carry it.
import './app.css';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
