import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '@/api/query-client';
import { afterEveryTest } from '@tests/setup/after-every-test';
import { installCatalogue } from '../install-catalogue';
import { createFakePorts, createFakeWait, type FakePortsOptions } from './fake-ports';

/**
 * Test harness: the real catalogue installed in the real transport over fake ports and a fake
 * clock, and hooks rendered inside a real query client from createQueryClient.
 */
let uninstall: (() => void) | undefined;
afterEveryTest(() => {
  uninstall?.();
  uninstall = undefined;
});

export function installFakeCatalogue(options?: FakePortsOptions) {
  uninstall?.();
  const fake = createFakePorts(options);
  const clock = createFakeWait();
  uninstall = installCatalogue(fake.ports, { wait: clock.wait });
  return { ...fake, clock };
}

export function renderWithClient<T>(hook: () => T) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...renderHook(hook, { wrapper }) };
}

/** Lets parked failure behaviour and zero-delay timers run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 5));
