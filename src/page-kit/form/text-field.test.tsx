import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { SubmitForm } from './submit-form';
import { TextField } from './text-field';
import { useContractForm } from './use-contract-form';

const schema = z.object({ branch: z.string().trim().min(2).max(50), email: z.string().optional() });
type Values = z.input<typeof schema>;

function Demo({
  onValid,
  refusal,
}: {
  onValid: (values: z.output<typeof schema>) => void;
  refusal?: string;
}) {
  const form = useContractForm({
    schema,
    texts: { branch: { label: '支行名称', length: { minLength: 2, maxLength: 50 } } },
    defaultValues: { branch: '', email: '' } satisfies Values,
  });
  return (
    <SubmitForm onSubmit={() => void form.handleSubmit(onValid)()} refusal={refusal}>
      <TextField
        control={form.control}
        name="branch"
        label="支行名称"
        placeholder="如：科技园支行"
        maxLength={50}
      />
      <TextField control={form.control} name="email" label="电子邮箱" type="email" hint="选填" />
      <button type="submit">下一步</button>
    </SubmitForm>
  );
}

describe('<TextField> in a <SubmitForm>', () => {
  it('labels the input, passes the input props, and submits what was typed', async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<Demo onValid={onValid} />);
    const branch = screen.getByLabelText('支行名称');
    expect(branch).toHaveAttribute('placeholder', '如：科技园支行');
    expect(branch).toHaveAttribute('maxLength', '50');
    expect(screen.getByLabelText('电子邮箱')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('电子邮箱')).toHaveAccessibleDescription('选填');
    await user.type(branch, '科技园支行');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ branch: '科技园支行', email: '' });
  });

  it('says what is wrong on the field at submit and focuses it, without browser validation', async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    const { container } = render(<Demo onValid={onValid} />);
    expect(container.querySelector('form')).toHaveAttribute('novalidate');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请输入支行名称');
    expect(screen.getByLabelText('支行名称')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('支行名称')).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('shows the last refusal above the rows', () => {
    render(<Demo onValid={vi.fn()} refusal="所选地区与地址不符，请核对" />);
    expect(screen.getByRole('alert')).toHaveTextContent('所选地区与地址不符，请核对');
  });
});
