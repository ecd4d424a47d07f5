import { useQueryClient } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  getQueryPersonMessageQueryKey,
  getSelectContactInfoQueryKey,
  getSelectCustomerInfoQueryKey,
  useSelectContactInfo,
  useSelectCustomerInfo,
  useUpdateContactInfo,
  useUpdateCustomerInfo,
} from '@gen/hooks/customer/customer';
import type { SmsTicket } from '@gen/model/smsTicket';
import { isBusinessError } from '@/api/business-error';
import type { AnyBusinessCode } from '@gen/operations';
import { PageFrame } from '@/page-kit/page-frame';
import { RefusalNote } from '@/page-kit/refusal-note';
import { QueryView } from '@/page-kit/query-states';
import type { SmsSendState } from '@/page-kit/sms-code';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { ContactForm } from '../components/contact-form';
import { fundSourceText, useFundSourceOptions } from '../hooks/use-fund-source-options';
import { IdentityForm } from '../components/identity-form';
import { UpdateSmsStep, type UpdateSmsStepProps } from '../components/update-sms-step';
import { contactFormValues, contactRequest, type ContactFormValues } from '../model/contact-form';
import { addressText, idValidityText } from '../model/identity-text';
import { identityFormValues, identityRequest, type IdentityFormValues } from '../model/identity-form';
import './person-info-update-page.css';

/** Refusals of the form's content (not of the code): back to the form, said above it. */
const FORM_CODES = ['05210003', '05210004', '05210005', '05210006'] as const;
const CODE_CODES = ['05210001', '05210002'] as const;

function FormSkeleton() {
  return (
    <div className="person-update-skeleton">
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={6} animated />
    </div>
  );
}

interface Pending<V, R> {
  values: V;
  request: R;
  summary: { label: string; value: string }[];
}

function useAfterUpdate() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await Promise.all(
      [
        getSelectCustomerInfoQueryKey({}),
        getSelectContactInfoQueryKey({}),
        getQueryPersonMessageQueryKey({}),
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'all' })),
    );
    navigate(hrefTo('personInfo'), { replace: true });
  };
}

/**
 * A form, then the business SMS step that sends it; a refusal of the form's content (one of
 * `formCodes`) goes back to the form, said above it, with what was typed kept.
 */
function FormThenSms<V, R>({
  bizType,
  formCodes,
  send,
  form,
}: {
  bizType: UpdateSmsStepProps['bizType'];
  formCodes: readonly AnyBusinessCode[];
  send: (request: R, smsCode: string, smsSerialNo: string) => Promise<unknown>;
  form: (state: { kept?: V; refusal?: string; next: (pending: Pending<V, R>) => void }) => ReactNode;
}) {
  const done = useAfterUpdate();
  const [pending, setPending] = useState<Pending<V, R>>();
  const [step, setStep] = useState<'form' | 'sms'>('form');
  const [refusal, setRefusal] = useState<string>();
  const [sms, setSms] = useState<SmsSendState<SmsTicket>>({ requested: false });
  if (step === 'sms' && pending) {
    return (
      <UpdateSmsStep
        bizType={bizType}
        summary={pending.summary}
        memory={{ state: sms, update: setSms }}
        onBack={() => setStep('form')}
        confirm={async (smsCode, smsSerialNo) => {
          try {
            await send(pending.request, smsCode, smsSerialNo);
          } catch (error) {
            if (formCodes.some((code) => isBusinessError(error, code))) {
              setRefusal((error as Error).message);
              setStep('form');
            }
            throw error;
          }
          await done();
        }}
      />
    );
  }
  return form({
    kept: pending?.values,
    refusal,
    next: (next) => {
      setRefusal(undefined);
      setPending(next);
      setStep('sms');
    },
  });
}

/** 修改联系信息: the form, then the SMS step; done → personInfo with the new address. */
function ContactUpdate() {
  const contact = useSelectContactInfo({});
  const update = useUpdateContactInfo({ request: { label: '修改', ownCodes: [...CODE_CODES, '05210006'] } });
  const fundSources = useFundSourceOptions();
  return (
    <QueryView query={contact} skeleton={<FormSkeleton />} pendingLabel="联系信息加载中">
      {(data) => (
        <FormThenSms<ContactFormValues, ReturnType<typeof contactRequest>>
          bizType="UPDATE_CONTACT_INFO"
          formCodes={['05210006']}
          send={(request, smsCode, smsSerialNo) =>
            update.mutateAsync({ data: { ...request, smsCode, smsSerialNo } })
          }
          form={({ kept, refusal, next }) => (
            <ContactForm
              initial={kept ?? contactFormValues(data)}
              mobileMasked={data.mobileMasked}
              emailMasked={data.emailMasked}
              refusal={refusal}
              onSubmit={(values, output) => {
                const request = contactRequest(output);
                next({
                  values,
                  request,
                  summary: [
                    { label: '联系地址', value: addressText(request.address) },
                    { label: '工作单位', value: request.employer ?? '未填写' },
                    {
                      label: '信托资金来源',
                      value: fundSourceText(request.fundSources ?? [], fundSources.data ?? []),
                    },
                    ...(request.email ? [{ label: '电子邮箱', value: request.email }] : []),
                  ],
                });
              }}
            />
          )}
        />
      )}
    </QueryView>
  );
}

/** 更新证件信息: the form, then the SMS step; done → personInfo (the expired-ID banner gone). */
function IdentityUpdate() {
  const customer = useSelectCustomerInfo({});
  const update = useUpdateCustomerInfo({
    request: { label: '修改', ownCodes: [...CODE_CODES, '05210003', '05210004', '05210005'] },
  });
  return (
    <QueryView query={customer} skeleton={<FormSkeleton />} pendingLabel="身份信息加载中">
      {(info) => (
        <FormThenSms<IdentityFormValues, ReturnType<typeof identityRequest>>
          bizType="UPDATE_CUSTOMER_INFO"
          formCodes={FORM_CODES}
          send={(request, smsCode, smsSerialNo) =>
            update.mutateAsync({ data: { ...request, smsCode, smsSerialNo } })
          }
          form={({ kept, refusal, next }) => (
            <>
              {info.idState === 'EXPIRED' && !refusal ? (
                <RefusalNote>
                  证件已过期，请更新（有效期至 {info.idValidTo}）。请按换领后的新证件填写。
                </RefusalNote>
              ) : null}
              <IdentityForm
                info={info}
                initial={kept ?? identityFormValues(info)}
                refusal={refusal}
                onSubmit={(values, output) => {
                  const request = identityRequest(output);
                  next({
                    values,
                    request,
                    summary: [
                      { label: '国籍/地区', value: values.nationality?.name ?? '' },
                      { label: '证件有效期', value: idValidityText(request) },
                      ...(request.idNo ? [{ label: '证件号码', value: maskedNew(request.idNo) }] : []),
                    ],
                  });
                }}
              />
            </>
          )}
        />
      )}
    </QueryView>
  );
}

/** The new number as the investor typed it, masked on the confirmation (3101**********053X). */
function maskedNew(idNo: string): string {
  return idNo.length <= 8 ? idNo : `${idNo.slice(0, 4)}${'*'.repeat(idNo.length - 8)}${idNo.slice(-4)}`;
}

/**
 * personInfoUpdate: `?section=identity` renews the ID (type, number, validity with 长期) and the
 * nationality and occupation; `?section=contact` (default) the address, employer and e-mail. Both
 * confirm with the business SMS to the reserved phone and return to personInfo.
 */
export default function PersonInfoUpdatePage() {
  const { section } = usePageQuery('personInfoUpdate');
  const identity = section === 'identity';
  return (
    <PageFrame title={identity ? '更新证件信息' : '修改联系信息'}>
      {identity ? <IdentityUpdate /> : <ContactUpdate />}
    </PageFrame>
  );
}
