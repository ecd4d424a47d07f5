import { useQueryClient } from '@tanstack/react-query';
import { Button, Skeleton } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useSetLoginName } from '@gen/hooks/auth/auth';
import { getQueryPersonMessageQueryKey, useQueryPersonMessage } from '@gen/hooks/customer/customer';
import { SetLoginNameBody } from '@gen/zod/auth/auth.zod';
import { isBusinessError } from '@/api/business-error';
import {
  FieldRow,
  FormActions,
  FormSection,
  requestDataOf,
  SubmitForm,
  TextField,
  trimmed,
  useContractForm,
} from '@/page-kit/form';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { useSubmit } from '@/page-kit/submit';
import { hrefTo } from '@/routing/href';
import * as z from 'zod';
import './set-user-name-page.css';

const wire = requestDataOf(SetLoginNameBody).shape;
const SCHEMA = z.object({ loginName: trimmed(wire.loginName) });
const TEXTS = {
  loginName: {
    label: '用户名',
    format: '用户名须以字母开头，由4至20位字母、数字或下划线组成',
    length: wire.loginName,
  },
};

function NameForm({ current }: { current?: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useContractForm({ schema: SCHEMA, texts: TEXTS, defaultValues: { loginName: current ?? '' } });
  const save = useSetLoginName({ request: { label: '设置', ownCodes: ['05200010'] } });
  const submit = useSubmit(() =>
    form.handleSubmit(async ({ loginName }) => {
      try {
        await save.mutateAsync({ data: { loginName } });
      } catch (error) {
        // Taken: said under the field, where the investor types another.
        if (isBusinessError(error, '05200010'))
          form.setError('loginName', { type: 'server', message: error.message }, { shouldFocus: true });
        throw error;
      }
      await queryClient.invalidateQueries({
        queryKey: getQueryPersonMessageQueryKey({}),
        refetchType: 'all',
      });
      navigate(hrefTo('personInfo'), { replace: true });
    })(),
  );

  return (
    <SubmitForm onSubmit={() => void submit.run()}>
      <p className="user-name-intro">
        用户名是您在华信信托的账户昵称，在App中展示，也可在联系客服时用于识别账户。登录仍使用手机号与短信验证码。
      </p>
      <FormSection label="用户名">
        {current ? (
          <FieldRow label="当前用户名">
            <span className="form-row-value">{current}</span>
          </FieldRow>
        ) : null}
        <TextField
          control={form.control}
          name="loginName"
          label={current ? '新用户名' : '用户名'}
          hint="字母开头，4–20位字母、数字或下划线，不区分大小写"
          autoCapitalize="off"
          autoComplete="username"
          spellCheck={false}
          maxLength={20}
          placeholder="如 zhangwei_1978"
        />
      </FormSection>
      <FormActions tip="用户名设置后可随时修改，同一用户名不可被他人使用。">
        <Button block type="submit" color="primary" size="large" loading={submit.pending}>
          保存
        </Button>
      </FormActions>
    </SubmitForm>
  );
}

/** setUserName: sets or changes the login name (setLoginName); a taken name is said under the field. */
export default function SetUserNamePage() {
  const message = useQueryPersonMessage({});
  return (
    <PageFrame busy={message.isPending}>
      <QueryView
        query={message}
        skeleton={
          <div className="user-name-skeleton">
            <Skeleton.Paragraph lineCount={3} animated />
          </div>
        }
        pendingLabel="用户名加载中"
      >
        {(data) => <NameForm current={data.loginName} />}
      </QueryView>
    </PageFrame>
  );
}
