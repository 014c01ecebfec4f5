import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { I18nProvider, loadEnglish } from './i18n';
import { AppRoutes } from './app/AppRoutes';
import './app/styles.css';

// The whole English dictionary is asked for at once, beside the first render rather than after it: every screen
// past the sign-in form waits for it.
void loadEnglish();

// A data router, so a screen with unsaved figures can hold a navigation (useBlocker); the routes stay in AppRoutes.
const router = createBrowserRouter([{ path: '*', element: <AppRoutes /> }]);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <I18nProvider>
      <RouterProvider router={router} />
    </I18nProvider>
  </StrictMode>,
);
