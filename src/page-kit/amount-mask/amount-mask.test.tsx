import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AMOUNT_MASK_STORAGE_KEY, amountMaskStore, createAmountMaskStore } from './amount-mask-store';
import { AmountMaskToggle } from './amount-mask-toggle';
import { MaskedAmount } from './masked-amount';

afterEach(() => {
  act(() => amountMaskStore.set(false));
  localStorage.clear();
});

function Assets() {
  return (
    <>
      <p>
        总资产（元）
        <AmountMaskToggle />
      </p>
      <p data-testid="total">
        <MaskedAmount value="1234567.8" />
      </p>
      <p data-testid="nav">
        <MaskedAmount value="1.0523" decimals={4} unit="元" />
      </p>
    </>
  );
}

describe('amount masking', () => {
  it('the eye hides every amount on screen as ****, and shows them again', async () => {
    render(<Assets />);
    expect(screen.getByTestId('total')).toHaveTextContent('1,234,567.80');
    expect(screen.getByTestId('nav')).toHaveTextContent('1.0523元');
    const eye = screen.getByRole('button', { name: '隐藏金额' });
    expect(eye).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(eye);
    expect(screen.getByTestId('total')).toHaveTextContent('****');
    expect(screen.getByTestId('nav')).toHaveTextContent('****');
    expect(screen.getByTestId('total')).not.toHaveTextContent('1,234,567.80');
    expect(screen.getAllByLabelText('金额已隐藏')).toHaveLength(2);
    const shown = screen.getByRole('button', { name: '显示金额' });
    expect(shown).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(shown);
    expect(screen.getByTestId('total')).toHaveTextContent('1,234,567.80');
  });

  it('remembers the choice on the device', async () => {
    const first = render(<Assets />);
    await userEvent.click(screen.getByRole('button', { name: '隐藏金额' }));
    expect(localStorage.getItem(AMOUNT_MASK_STORAGE_KEY)).toBe('1');
    first.unmount();
    // A fresh page load: a new store reads what the device remembered.
    expect(createAmountMaskStore().get()).toBe(true);
  });

  it('follows another tab through the storage event', () => {
    render(<Assets />);
    act(() => {
      localStorage.setItem(AMOUNT_MASK_STORAGE_KEY, '1');
      window.dispatchEvent(new StorageEvent('storage', { key: AMOUNT_MASK_STORAGE_KEY }));
    });
    expect(screen.getByTestId('total')).toHaveTextContent('****');
  });
});

describe('createAmountMaskStore without usable storage', () => {
  const throwing = () =>
    ({
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    }) as unknown as Storage;

  it('works in memory when storage throws', () => {
    const store = createAmountMaskStore(throwing);
    expect(store.get()).toBe(false);
    store.set(true);
    expect(store.get()).toBe(true);
  });

  it('works in memory when there is no storage at all', () => {
    const store = createAmountMaskStore(() => undefined);
    let heard = 0;
    const stop = store.subscribe(() => (heard += 1));
    store.set(true);
    expect(store.get()).toBe(true);
    expect(heard).toBe(1);
    stop();
  });
});
