/**
 * Entry point. Order matters: i18n and the theme are set up before the first
 * render (no flash of keys or of the wrong theme), and the session's 401
 * reaction is installed before any request can be made.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { loadLanguage } from './lib/i18n';
import { readToken, setUnauthorizedHandler } from './lib/http';
import { handleUnauthorized } from './state/session';
import { getMe } from '../contract/routes/users';
import { initTheme } from './state/theme';
import { App } from './app/App';
import { installChunkReload } from './app/chunkReload';

setUnauthorizedHandler(handleUnauthorized);
initTheme();
installChunkReload();
// Signed in: the profile's answer is checked by its schema before the shell shows it (lib/api.ts),
// so the schemas start loading now, beside the texts, rather than after the first request returns.
if (readToken()) void getMe.schemas().catch(() => undefined);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// the texts of the current language first, so the first paint is translated; a failed download
// still renders (the error boundary and the retry need no texts of their own to be reachable)
void loadLanguage()
  .catch(() => undefined)
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
