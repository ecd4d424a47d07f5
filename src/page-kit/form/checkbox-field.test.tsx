import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { CheckBox } from '@/page-kit/check-box';
import { CheckboxField } from './checkbox-field';
import { useContractForm } from './use-contract-form';

const AGREE = '请阅读并同意《信托合同》';
const schema = z.object({
  agreed: z.boolean().refine((v) => v, AGREE),
  riskRead: z.boolean().refine((v) => v, '请确认已阅读风险揭示'),
});

/** Two boxes: the kit's own (words as children) first, then a page's own box through `render`. */
function Demo({ onValid }: { onValid: (values: z.output<typeof schema>) => void }) {
  const form = useContractForm({
    schema,
    texts: { agreed: { label: '协议', verb: '选择' }, riskRead: { label: '风险揭示', verb: '选择' } },
    defaultValues: { agreed: false, riskRead: false },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <CheckboxField control={form.control} name="agreed">
        我已阅读并同意《信托合同》
      </CheckboxField>
      <CheckboxField
        control={form.control}
        name="riskRead"
        className="page-own"
        render={({ checked, onChange, invalid, ref }) => (
          <div ref={ref} tabIndex={-1} data-invalid={invalid}>
            <CheckBox checked={checked} onChange={onChange}>
              本人已阅读风险揭示
            </CheckBox>
          </div>
        )}
      />
      <button type="submit">提交</button>
    </form>
  );
}

describe('<CheckboxField>', () => {
  it('on a failed submit, scrolls the first message into view and clear of the page footer', async () => {
    const user = userEvent.setup();
    const scrolled: Element[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    Element.prototype.scrollIntoView = scrollIntoView;
    const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
    try {
      render(
        <>
          <Demo onValid={vi.fn()} />
          <footer className="page-frame-footer" />
        </>,
      );
      const footer = document.querySelector('.page-frame-footer')!;
      // The footer's top at 600 px; the message, once in view, ends at 640 px: 40 px under it.
      vi.spyOn(footer, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 600, 375, 67));
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 620, 375, 20));
      await user.click(screen.getByRole('button', { name: '提交' }));
      const message = await screen.findByText(AGREE);
      await waitFor(() => expect(scrolled[0]).toBe(message));
      expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
      expect(scrollBy).toHaveBeenCalledWith({ top: 48 });
    } finally {
      vi.restoreAllMocks();
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('says nothing before submit; on submit the message shows and focus goes to the first unticked box', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Demo onValid={onValid} />);
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: '提交' }));
    const box = screen.getByRole('checkbox', { name: '我已阅读并同意《信托合同》' });
    expect(await screen.findByText(AGREE)).toHaveAttribute('role', 'alert');
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(AGREE);
    expect(screen.getByText('请确认已阅读风险揭示')).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('takes the message away on the tick, and submits once both are ticked', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Demo onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: '提交' }));
    await screen.findByText(AGREE);

    await user.click(screen.getByText('我已阅读并同意《信托合同》'));
    expect(screen.queryByText(AGREE)).toBeNull();
    const box = screen.getByRole('checkbox', { name: '我已阅读并同意《信托合同》' });
    expect(box).toBeChecked();
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(box).not.toHaveAccessibleDescription();

    await user.click(screen.getByText('本人已阅读风险揭示'));
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(onValid).toHaveBeenCalledWith({ agreed: true, riskRead: true }, expect.anything());
  });

  it('focuses the checkbox inside a page’s own box when that box is the first invalid field', async () => {
    const user = userEvent.setup();
    render(<Demo onValid={vi.fn()} />);
    await user.click(screen.getByText('我已阅读并同意《信托合同》'));
    await user.click(screen.getByRole('button', { name: '提交' }));

    const own = screen.getByRole('checkbox', { name: '本人已阅读风险揭示' });
    expect(await screen.findByText('请确认已阅读风险揭示')).toBeInTheDocument();
    expect(own).toHaveFocus();
    expect(own).toHaveAccessibleDescription('请确认已阅读风险揭示');
    expect(own.closest('[data-invalid]')).toHaveAttribute('data-invalid', 'true');
    expect(own.closest('.form-check')).toHaveClass('page-own');
  });
});
