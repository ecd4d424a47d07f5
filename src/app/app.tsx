import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { boot } from './boot';
import './layout/layout.css';
import './layout/theme.css';
import './layout/elderly.css';

/** The app: start-up runs once, then the router renders the shell and its routes. */
export function App() {
  const [{ router, queryClient }] = useState(boot);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
