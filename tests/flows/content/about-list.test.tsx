import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

setupMockApi();

describe('aboutList / aboutListfuben', () => {
  it('lists the sections and opens one on the same route, titled by it', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute('/phone/aboutList');
    await user.click(await screen.findByText('股东背景'));
    await waitFor(() => expect(location()).toBe('/phone/aboutList?section=shareholders'));
    expect(await screen.findByText('华信集团有限公司')).toBeInTheDocument();
    expect(screen.getByText('持股 60.00%')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('股东背景'));
  });

  it('keeps the second route name when opened through it', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute('/phone/aboutListfuben');
    await user.click(await screen.findByText('发展历程'));
    await waitFor(() => expect(location()).toBe('/phone/aboutListfuben?section=history'));
    expect(await screen.findByText('经中国人民银行批准设立')).toBeInTheDocument();
  });

  it('shows the list for an unknown section', async () => {
    renderRoute('/phone/aboutList?section=<script>');
    expect(await screen.findByText('公司简介')).toBeInTheDocument();
    expect(screen.getByText('企业文化')).toBeInTheDocument();
  });
});
