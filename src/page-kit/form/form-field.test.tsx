import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import type { FieldTexts } from './error-map';
import { FormField } from './form-field';
import { TextInput } from './text-input';
import { useContractForm } from './use-contract-form';

const schema = z.object({
  name: z.string().trim().min(2).max(10),
  city: z
    .object({ code: z.string().regex(/^\d{6}$/), name: z.string().min(1) })
    .nullable()
    .refine((v) => !!v),
  phone: z.string().regex(/^1\d{10}$/),
});
const TEXTS: FieldTexts = {
  name: { label: '姓名', length: { minLength: 2, maxLength: 10 } },
  city: { label: '城市', verb: '选择' },
  phone: { label: '手机号', format: '请输入正确的手机号' },
};
type Values = z.input<typeof schema>;

function Demo({
  onValid,
  initial,
}: {
  onValid: (v: z.output<typeof schema>) => void;
  initial?: Partial<Values>;
}) {
  const form = useContractForm({
    schema,
    texts: TEXTS,
    defaultValues: { name: '', city: null, phone: '', ...initial },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <FormField
        control={form.control}
        name="name"
        label="姓名"
        hint="与身份证一致"
        render={({ bind, value, onChange }) => <TextInput {...bind} value={value} onChange={onChange} />}
      />
      <FormField
        control={form.control}
        name="city"
        label="城市"
        render={({ value, onPick, bind }) => (
          <button type="button" {...bind} onClick={() => onPick({ code: '440300', name: '深圳市' })}>
            {value?.name ?? '请选择城市'}
          </button>
        )}
      />
      <FormField
        control={form.control}
        name="phone"
        label="手机号"
        render={({ bind, value, onChange }) => (
          <input {...bind} value={value} onChange={(e) => onChange(e.target.value)} />
        )}
      />
      <button type="submit">下一步</button>
    </form>
  );
}

describe('<FormField> with useContractForm', () => {
  it('on an empty submit shows every message and moves focus to the first invalid field', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Demo onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(screen.getByLabelText('姓名')).toHaveFocus());
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      '请输入姓名',
      '请选择城市',
      '请输入手机号',
    ]);
    expect(onValid).not.toHaveBeenCalled();
  });

  it('focuses a custom control (a picker button) when it is the first invalid one', async () => {
    const user = userEvent.setup();
    render(<Demo onValid={vi.fn()} initial={{ name: '张三' }} />);
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '城市' })).toHaveFocus());
  });

  it('wires label, aria-invalid and aria-describedby (message and hint)', async () => {
    const user = userEvent.setup();
    render(<Demo onValid={vi.fn()} />);
    const name = screen.getByLabelText('姓名');
    expect(name).toHaveAccessibleDescription('与身份证一致');
    expect(name).not.toHaveAttribute('aria-invalid');
    await user.type(name, '张');
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('姓名应为2至10个字');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('姓名应为2至10个字 与身份证一致');
  });

  it('says nothing when an empty field is left, judges a filled one, then follows every change', async () => {
    const user = userEvent.setup();
    render(<Demo onValid={vi.fn()} />);
    await user.click(screen.getByLabelText('手机号'));
    await user.tab();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(screen.getByLabelText('手机号'), '139');
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('请输入正确的手机号');
    await user.type(screen.getByLabelText('手机号'), '00001111');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await user.clear(screen.getByLabelText('手机号'));
    expect(await screen.findByRole('alert')).toHaveTextContent('请输入手机号');
  });

  it('leaving a field for the submit button judges it only after the tap (the button must not move under it)', async () => {
    const user = userEvent.setup();
    render(<Demo onValid={vi.fn()} />);
    const phone = screen.getByLabelText('手机号');
    await user.type(phone, '139');
    fireEvent.blur(phone, { relatedTarget: screen.getByRole('button', { name: '下一步' }) });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await screen.findByRole('alert')).toHaveTextContent('请输入正确的手机号');
  });

  it('a tap on submit right after typing submits at once, with every message', async () => {
    const user = userEvent.setup();
    render(<Demo onValid={vi.fn()} />);
    await user.type(screen.getByLabelText('手机号'), '139');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(screen.getByLabelText('姓名')).toHaveFocus());
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      '请输入姓名',
      '请选择城市',
      '请输入正确的手机号',
    ]);
  });

  it('a picker’s choice clears its message after a failed submit', async () => {
    const user = userEvent.setup();
    render(<Demo onValid={vi.fn()} initial={{ name: '张三', phone: '13900001111' }} />);
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请选择城市');
    await user.click(screen.getByRole('button', { name: '城市' }));
    expect(screen.getByRole('button', { name: '城市' })).toHaveTextContent('深圳市');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('submits the schema’s output (trimmed) once valid', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Demo onValid={onValid} />);
    await user.type(screen.getByLabelText('姓名'), ' 张三 ');
    await user.click(screen.getByRole('button', { name: '城市' }));
    await user.type(screen.getByLabelText('手机号'), '13900001111');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({
      name: '张三',
      city: { code: '440300', name: '深圳市' },
      phone: '13900001111',
    });
  });
});
