import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import * as z from 'zod';
import {
  getMgmInviteInfoQueryKey,
  getQueryMyInvitateListInfiniteQueryKey,
  useSendInviteSms,
} from '@gen/hooks/points/points';
import { SendInviteSmsBody } from '@gen/zod/points/points.zod';
import { isBusinessError } from '@/api/business-error';
import {
  blankAsAbsent,
  FormActions,
  FormField,
  FormSection,
  requestDataOf,
  TextInput,
  useContractForm,
} from '@/page-kit/form';
import { useSubmit } from '@/page-kit/submit';
import { PhoneInput } from '@/page-kit/phone-input';

const wire = requestDataOf(SendInviteSmsBody).shape;
const SCHEMA = z.object({
  friendPhone: wire.friendPhone,
  friendName: blankAsAbsent(wire.friendName),
});
const TEXTS = {
  friendPhone: { label: '好友手机号', format: '请输入正确的11位手机号' },
  friendName: {
    label: '好友称呼',
    format: '称呼只能包含汉字、字母、空格或“·”',
    length: wire.friendName.unwrap(),
  },
};
/** The refusals said under the number: the investor corrects it or tries another. */
const FIELD_CODES = ['05220103', '05220104', '05220105'] as const;

/**
 * 短信邀请: the friend's number (and an optional greeting) → sendInviteSms, once per tap; the
 * server's refusals (already an investor, invited within 24 hours, ten a day) under the number;
 * on success a line saying where it went, and the list and the count read again.
 */
export function InviteSmsForm() {
  const queryClient = useQueryClient();
  const form = useContractForm({
    schema: SCHEMA,
    texts: TEXTS,
    defaultValues: { friendPhone: '', friendName: '' },
  });
  const send = useSendInviteSms({ request: { ownCodes: [...FIELD_CODES] } });
  const [sentTo, setSentTo] = useState<string>();
  const submit = useSubmit(() =>
    form.handleSubmit(async (values) => {
      setSentTo(undefined);
      try {
        const sent = await send.mutateAsync({ data: values });
        setSentTo(sent.sentToMasked);
        form.reset({ friendPhone: '', friendName: '' });
      } catch (error) {
        if (FIELD_CODES.some((code) => isBusinessError(error, code)))
          form.setError(
            'friendPhone',
            { type: 'server', message: (error as Error).message },
            { shouldFocus: true },
          );
        throw error;
      }
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: getQueryMyInvitateListInfiniteQueryKey({ pageNum: 1, pageSize: 10 }),
        }),
        queryClient.invalidateQueries({ queryKey: getMgmInviteInfoQueryKey({}) }),
      ]);
    })(),
  );

  return (
    <section className="points-card" aria-label="短信邀请好友">
      <h2 className="points-card-title">短信邀请好友</h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit.run();
        }}
      >
        <FormSection label="好友信息">
          <FormField
            control={form.control}
            name="friendPhone"
            label="好友手机号"
            render={({ bind, value, onChange, invalid }) => (
              <PhoneInput
                {...bind}
                invalid={invalid}
                label="好友手机号"
                showPrefix={false}
                placeholder="请输入好友的11位手机号"
                value={value}
                onChange={(digits) => onChange(digits)}
              />
            )}
          />
          <FormField
            control={form.control}
            name="friendName"
            label="好友称呼"
            hint="选填，用于短信中的问候"
            render={({ bind, value, onChange }) => (
              <TextInput
                {...bind}
                maxLength={20}
                placeholder="如 李先生"
                value={value ?? ''}
                onChange={onChange}
              />
            )}
          />
        </FormSection>
        <FormActions tip="短信内容含您的姓氏与邀请链接；同一手机号24小时内仅可邀请一次，每天最多10条。">
          <Button block type="submit" color="primary" size="large" loading={submit.pending}>
            发送邀请短信
          </Button>
        </FormActions>
      </form>
      {sentTo ? (
        <p className="invite-sms-sent" role="status">
          已向 {sentTo} 发送邀请短信
        </p>
      ) : null}
    </section>
  );
}
