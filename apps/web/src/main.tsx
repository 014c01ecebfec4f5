import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Provider as UrqlProvider } from 'urql';
import { I18nProvider } from './i18n';
import { client } from './lib/client';
import { AppRoutes } from './app/AppRoutes';
import './app/styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <UrqlProvider value={client}>
      <I18nProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </I18nProvider>
    </UrqlProvider>
  </StrictMode>,
);
