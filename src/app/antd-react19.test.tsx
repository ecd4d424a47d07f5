import { screen, waitFor } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { afterEach, expect, it } from 'vitest';
import './antd-react19';

afterEach(() => Toast.clear());

// The hook is installed through a deep import (antd-mobile/es/utils/unstable-render) to keep it
// out of Toast's chunk; this proves it is the same module instance the barrel's Toast renders with.
it('lets the barrel Toast render on React 19', async () => {
  Toast.show({ content: '保存成功', duration: 0 });
  await waitFor(() => expect(screen.getByText('保存成功')).toBeInTheDocument());
});
