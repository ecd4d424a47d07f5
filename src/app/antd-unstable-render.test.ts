import { expect, it } from 'vitest';
import { reactRootRender } from './antd-react19-render';
import { unstableSetRender } from './antd-unstable-render';

// The stand-in for antd-mobile's hook module in builds: same contract, createRoot by default.
it('renders with createRoot by default and takes a replacement like the original', () => {
  expect(unstableSetRender()).toBe(reactRootRender);
  const other = () => () => undefined;
  expect(unstableSetRender(other)).toBe(other);
  expect(unstableSetRender()).toBe(other);
  unstableSetRender(reactRootRender);
});
