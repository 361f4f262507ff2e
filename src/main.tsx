import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from '@/app/providers';
import { queryClient, router } from '@/app/router';
import { initI18n } from '@/i18n';
import { readItem, storageKeys } from '@/lib/session/storage';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

void initI18n(readItem(storageKeys.language) ?? 'en');

createRoot(container).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <Suspense fallback={<div className="boot-spinner" role="status" aria-label="Loading" />}>
        <RouterProvider router={router} />
      </Suspense>
    </Providers>
  </StrictMode>,
);
