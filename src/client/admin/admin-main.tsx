import '#client/lib/zod-jitless.ts';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';

import { AdminApp } from '#client/admin/app/admin-app.tsx';
import { FieldDensityContext } from '#client/components/ui/form-field.tsx';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';
import '#client/admin/admin.css';

function AdminRoot() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <FieldDensityContext value="compact">
        <AdminApp />
      </FieldDensityContext>
      <Toaster />
    </QueryClientProvider>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to mount the back office into');

createRoot(root).render(
  <StrictMode>
    <AdminRoot />
  </StrictMode>,
);
