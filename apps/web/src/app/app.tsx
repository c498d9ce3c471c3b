import { BrowserRouter } from 'react-router';
import { Providers } from '@/app/providers';
import { AppRoutes } from '@/app/app-routes';

export function App() {
  return (
    <BrowserRouter>
      <Providers>
        <AppRoutes />
      </Providers>
    </BrowserRouter>
  );
}
