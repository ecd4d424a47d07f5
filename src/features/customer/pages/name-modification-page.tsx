import { useQueryClient } from '@tanstack/react-query';
import { Button, Selector, Skeleton } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  getQueryPersonMessageQueryKey,
  useQueryPersonMessage,
  useSavePersonMessage,
  useSelectCustomerInfo,
} from '@gen/hooks/customer/customer';
import type { PersonMessage } from '@gen/model/personMessage';
import { SavePersonMessageBody } from '@gen/zod/customer/customer.zod';
import { isBusinessError } from '@/api/business-error';
import {
  FieldRow,
  FormActions,
  FormSection,
  requestDataOf,
  SubmitForm,
  TextField,
  useContractForm,
} from '@/page-kit/form';
import { RefusalNote } from '@/page-kit/refusal-note';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { useSubmit } from '@/page-kit/submit';
import { hrefTo } from '@/routing/href';
import {
  cleanPinyinInput,
  joinReadings,
  nameReadings,
  type CharReading,
  type NameReadings,
  type Pinyin,
} from '../model/pinyin-name';
import './name-modification-page.css';

const SCHEMA = requestDataOf(SavePersonMessageBody);
const TEXTS = {
  surnamePinyin: { label: '姓（拼音）', format: '请输入大写字母，如 ZHANG' },
  givenNamePinyin: { label: '名（拼音）', format: '请输入大写字母，名的各字连写，如 XIAOMING' },
};

/** pinyin-pro, fetched only when this page needs it (its own chunk). */
function usePinyinLibrary(): Pinyin | undefined | null {
  const [lib, setLib] = useState<Pinyin | null>();
  useEffect(() => {
    let live = true;
    import('pinyin-pro').then(
      (module) => live && setLib(() => module.pinyin),
      () => live && setLib(null),
    );
    return () => {
      live = false;
    };
  }, []);
  return lib;
}

/** A polyphonic character: its readings to choose from (单 → SHAN / DAN / CHAN). */
function ReadingChoice({
  reading,
  value,
  onChange,
}: {
  reading: CharReading;
  value: string;
  onChange: (next: string) => void;
}) {
  const id = `reading-${reading.char}`;
  return (
    <div className="name-reading">
      <span className="name-reading-char" id={id}>
        {reading.char}
      </span>
      <Selector
        aria-labelledby={id}
        options={reading.readings.map((r) => ({ label: r, value: r }))}
        value={[value]}
        onChange={(values) => values[0] && onChange(values[0])}
      />
    </div>
  );
}

function PinyinForm({
  name,
  saved,
  pinyin,
}: {
  name: string;
  saved: PersonMessage;
  pinyin: Pinyin | undefined | null;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const readings: NameReadings | undefined = useMemo(
    () => (pinyin ? nameReadings(name, pinyin) : undefined),
    [name, pinyin],
  );
  const hasSaved = !!(saved.surnamePinyin && saved.givenNamePinyin);
  const form = useContractForm({
    schema: SCHEMA,
    texts: TEXTS,
    defaultValues: { surnamePinyin: saved.surnamePinyin ?? '', givenNamePinyin: saved.givenNamePinyin ?? '' },
  });
  // The readings the investor chose for polyphonic characters; the rest are the suggestions.
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const picked = readings
    ? {
        surname: readings.surname.map((r, i) => chosen[`surname-${i}`] ?? r.readings[0] ?? ''),
        given: readings.given.map((r, i) => chosen[`given-${i}`] ?? r.readings[0] ?? ''),
      }
    : undefined;
  const [refusal, setRefusal] = useState<string>();
  const save = useSavePersonMessage({ request: { label: '保存', ownCodes: ['05210007'] } });

  // The suggestion arrives with the library: it fills the fields unless a pinyin is saved already.
  useEffect(() => {
    if (!readings || hasSaved || form.formState.isDirty) return;
    form.reset({
      surnamePinyin: joinReadings(readings.surname.map((r) => r.readings[0] ?? '')),
      givenNamePinyin: joinReadings(readings.given.map((r) => r.readings[0] ?? '')),
    });
  }, [readings, hasSaved, form]);

  const choose = (part: 'surname' | 'given', index: number, reading: string) => {
    if (!picked) return;
    setChosen((current) => ({ ...current, [`${part}-${index}`]: reading }));
    const next = picked[part].map((r, i) => (i === index ? reading : r));
    const field = part === 'surname' ? 'surnamePinyin' : 'givenNamePinyin';
    form.setValue(field, joinReadings(next), { shouldDirty: true, shouldValidate: true });
  };

  const submit = useSubmit(() =>
    form.handleSubmit(async (values) => {
      setRefusal(undefined);
      try {
        await save.mutateAsync({ data: values });
      } catch (error) {
        if (isBusinessError(error, '05210007')) setRefusal(error.message);
        throw error;
      }
      await queryClient.invalidateQueries({
        queryKey: getQueryPersonMessageQueryKey({}),
        refetchType: 'all',
      });
      navigate(hrefTo('personInfo'), { replace: true });
    })(),
  );

  const polyphonic = readings
    ? [
        ...readings.surname.map((r, i) => ({ part: 'surname' as const, i, r })),
        ...readings.given.map((r, i) => ({ part: 'given' as const, i, r })),
      ].filter(({ r }) => r.readings.length > 1)
    : [];

  return (
    <SubmitForm onSubmit={() => void submit.run()}>
      <p className="name-intro">
        姓名拼音用于英文版资产证明、税收居民身份声明等文件，请与您护照或其他证件上的拼音保持一致。
      </p>
      {refusal ? <RefusalNote>{refusal}</RefusalNote> : null}
      <FormSection label="姓名拼音">
        <FieldRow label="中文姓名">
          <span className="form-row-value">{name}</span>
        </FieldRow>
        <TextField
          control={form.control}
          name="surnamePinyin"
          label="姓（拼音）"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={30}
          placeholder="如 ZHANG"
          clean={cleanPinyinInput}
        />
        <TextField
          control={form.control}
          name="givenNamePinyin"
          label="名（拼音）"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={30}
          placeholder="如 WEI"
          clean={cleanPinyinInput}
        />
      </FormSection>
      {pinyin === undefined ? (
        <p className="name-hint" aria-live="polite">
          正在生成拼音…
        </p>
      ) : pinyin === null ? (
        <p className="name-hint">拼音建议暂不可用，请按证件手动填写。</p>
      ) : polyphonic.length > 0 ? (
        <section className="name-polyphonic" aria-label="多音字读音">
          <h2 className="name-polyphonic-title">以下为多音字，请选择正确读音</h2>
          {polyphonic.map(({ part, i, r }) => (
            <ReadingChoice
              key={`${part}-${i}`}
              reading={r}
              value={picked?.[part][i] ?? r.readings[0] ?? ''}
              onChange={(reading) => choose(part, i, reading)}
            />
          ))}
        </section>
      ) : (
        <p className="name-hint">拼音已根据您的姓名自动生成，如与证件不符可直接修改。</p>
      )}
      <FormActions tip="ü 请写作 YU（如 吕 → LYU），名的各字拼音连写。">
        <Button block type="submit" color="primary" size="large" loading={submit.pending}>
          保存
        </Button>
      </FormActions>
    </SubmitForm>
  );
}

/**
 * nameModification: the investor's name in pinyin, prefilled by pinyin-pro (loaded only here,
 * surname readings for the first character: 单 → SHAN, 曾 → ZENG), polyphonic characters offered
 * with their readings, both parts editable; savePersonMessage, then back to personInfo.
 */
export default function NameModificationPage() {
  const customer = useSelectCustomerInfo({});
  const message = useQueryPersonMessage({});
  const pinyin = usePinyinLibrary();
  const skeleton = (
    <div className="name-skeleton">
      <Skeleton.Paragraph lineCount={4} animated />
    </div>
  );
  return (
    <PageFrame busy={customer.isPending || message.isPending}>
      <QueryView query={customer} skeleton={skeleton} pendingLabel="个人信息加载中">
        {(info) => (
          <QueryView query={message} skeleton={skeleton} pendingLabel="个人信息加载中">
            {(saved) => <PinyinForm name={info.name} saved={saved} pinyin={pinyin} />}
          </QueryView>
        )}
      </QueryView>
    </PageFrame>
  );
}
