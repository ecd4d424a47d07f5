import { useQueryClient } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  getQueryPersonMessageQueryKey,
  getSelectContactInfoQueryKey,
  getSelectCustomerInfoQueryKey,
  useSelectContactInfo,
  useSelectCustomerInfo,
  useUpdateContactInfo,
  useUpdateCustomerInfo,
} from '../../../../generated/hooks/customer/customer';
import type { SmsTicket } from '../../../../generated/model/smsTicket';
import { isBusinessError } from '../../../api/business-error';
import { PageFrame } from '../../../page-kit/page-frame/page-frame';
import { QueryView } from '../../../page-kit/query-states/query-view';
import type { SmsSendState } from '../../../page-kit/sms-code/use-sms-code';
import { hrefTo } from '../../../routing/href';
import { usePageQuery } from '../../../routing/use-page-query';
import { ContactForm } from '../components/contact-form';
import { IdentityForm } from '../components/identity-form';
import { UpdateSmsStep } from '../components/update-sms-step';
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

/** 修改联系信息: the form, then the SMS step; done → personInfo with the new address. */
function ContactUpdate() {
  const contact = useSelectContactInfo({});
  const update = useUpdateContactInfo({ request: { label: '修改', ownCodes: [...CODE_CODES, '05210006'] } });
  const done = useAfterUpdate();
  const [pending, setPending] = useState<Pending<ContactFormValues, ReturnType<typeof contactRequest>>>();
  const [step, setStep] = useState<'form' | 'sms'>('form');
  const [refusal, setRefusal] = useState<string>();
  const [sms, setSms] = useState<SmsSendState<SmsTicket>>({ requested: false });

  return (
    <QueryView query={contact} skeleton={<FormSkeleton />} pendingLabel="联系信息加载中">
      {(data) =>
        step === 'sms' && pending ? (
          <UpdateSmsStep
            bizType="UPDATE_CONTACT_INFO"
            summary={pending.summary}
            memory={{ state: sms, update: setSms }}
            onBack={() => setStep('form')}
            confirm={async (smsCode, smsSerialNo) => {
              try {
                await update.mutateAsync({ data: { ...pending.request, smsCode, smsSerialNo } });
              } catch (error) {
                if (isBusinessError(error, '05210006')) {
                  setRefusal(error.message);
                  setStep('form');
                }
                throw error;
              }
              await done();
            }}
          />
        ) : (
          <ContactForm
            initial={pending?.values ?? contactFormValues(data)}
            mobileMasked={data.mobileMasked}
            emailMasked={data.emailMasked}
            refusal={refusal}
            onSubmit={(values, output) => {
              const request = contactRequest(output);
              setRefusal(undefined);
              setPending({
                values,
                request,
                summary: [
                  { label: '联系地址', value: addressText(request.address) },
                  { label: '工作单位', value: request.employer ?? '未填写' },
                  ...(request.email ? [{ label: '电子邮箱', value: request.email }] : []),
                ],
              });
              setStep('sms');
            }}
          />
        )
      }
    </QueryView>
  );
}

/** 更新证件信息: the form, then the SMS step; done → personInfo (the expired-ID banner gone). */
function IdentityUpdate() {
  const customer = useSelectCustomerInfo({});
  const update = useUpdateCustomerInfo({
    request: { label: '修改', ownCodes: [...CODE_CODES, '05210003', '05210004', '05210005'] },
  });
  const done = useAfterUpdate();
  const [pending, setPending] = useState<Pending<IdentityFormValues, ReturnType<typeof identityRequest>>>();
  const [step, setStep] = useState<'form' | 'sms'>('form');
  const [refusal, setRefusal] = useState<string>();
  const [sms, setSms] = useState<SmsSendState<SmsTicket>>({ requested: false });

  return (
    <QueryView query={customer} skeleton={<FormSkeleton />} pendingLabel="身份信息加载中">
      {(info) =>
        step === 'sms' && pending ? (
          <UpdateSmsStep
            bizType="UPDATE_CUSTOMER_INFO"
            summary={pending.summary}
            memory={{ state: sms, update: setSms }}
            onBack={() => setStep('form')}
            confirm={async (smsCode, smsSerialNo) => {
              try {
                await update.mutateAsync({ data: { ...pending.request, smsCode, smsSerialNo } });
              } catch (error) {
                if (FORM_CODES.some((code) => isBusinessError(error, code))) {
                  setRefusal((error as Error).message);
                  setStep('form');
                }
                throw error;
              }
              await done();
            }}
          />
        ) : (
          <>
            {info.idState === 'EXPIRED' && !refusal ? (
              <p className="person-update-refusal" role="alert">
                证件已过期，请更新（有效期至 {info.idValidTo}）。请按换领后的新证件填写。
              </p>
            ) : null}
            <IdentityForm
              info={info}
              initial={pending?.values ?? identityFormValues(info)}
              refusal={refusal}
              onSubmit={(values, output) => {
                const request = identityRequest(output);
                setRefusal(undefined);
                setPending({
                  values,
                  request,
                  summary: [
                    { label: '国籍/地区', value: values.nationality?.name ?? '' },
                    { label: '证件有效期', value: idValidityText(request) },
                    ...(request.idNo ? [{ label: '证件号码', value: maskedNew(request.idNo) }] : []),
                  ],
                });
                setStep('sms');
              }}
            />
          </>
        )
      }
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
