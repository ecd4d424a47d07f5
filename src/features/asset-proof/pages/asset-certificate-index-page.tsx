import { Skeleton } from 'antd-mobile';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAssetProofTemplate } from '@gen/hooks/asset-proof/asset-proof';
import type { AssetProofTemplateData } from '@gen/model/assetProofTemplateData';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { CertificateForm } from '../components/certificate-form';
import { applicationOf, type CertificateFormValues } from '../model/certificate-form';
import { sumAmounts } from '../model/certificate-text';
import { pendingApplication } from '../model/pending-application';
import { splitPinyinName } from '../model/pinyin-name';
import '../styles/asset-proof.css';
import '../styles/elderly.css';

/**
 * assetCertificateIndex: choose the as-of date, the products and the language (English with the
 * pinyin name), then 下一步 hands the request to assetShortMessage, where the SMS code confirms it.
 * assetProofTemplate is read again for every date chosen; the previous answer stays on screen,
 * dimmed, until the new one arrives.
 */
export default function AssetCertificateIndexPage() {
  const navigate = useNavigate();
  // Coming back from the SMS step: the request as the investor left it.
  const [pending] = useState(() => pendingApplication.get());
  const [asOfDate, setAsOfDate] = useState<string | undefined>(pending?.asOfDate);
  const template = useAssetProofTemplate(asOfDate ? { asOfDate } : {}, {
    query: { placeholderData: keepPreviousData },
  });

  const initialOf = (data: AssetProofTemplateData): CertificateFormValues => {
    const registered = splitPinyinName(pending?.pinyinName ?? data.registeredPinyinName);
    return {
      asOfDate: pending?.asOfDate ?? data.asOfDate,
      productCodes: pending?.productCodes ?? data.products.map((p) => p.productCode),
      language: pending?.language ?? 'ZH',
      surname: registered.surname,
      given: registered.given,
    };
  };

  const submit = (data: AssetProofTemplateData) => (values: CertificateFormValues) => {
    const chosen = data.products.filter((p) => values.productCodes.includes(p.productCode));
    pendingApplication.start({
      ...applicationOf(values),
      productCount: chosen.length,
      totalAmount: sumAmounts(chosen),
    });
    navigate(hrefTo('assetShortMessage'));
  };

  return (
    <PageFrame busy={template.isPending}>
      <div className="certificate-intro">
        <p>资产证明载明您截至某日在我司持有的信托产品及金额，加盖电子印章，可用于签证、留学、贷款等场景。</p>
        <Link className="certificate-history-link" to={hrefTo('assetCertificateHistory')}>
          开具记录
        </Link>
      </div>
      <QueryView
        query={template}
        skeleton={<Skeleton.Paragraph lineCount={10} animated />}
        pendingLabel="资产信息加载中"
      >
        {(data) => (
          <CertificateForm
            data={data}
            refreshing={template.isPlaceholderData}
            initial={initialOf(data)}
            onDateChange={setAsOfDate}
            onSubmit={submit(data)}
          />
        )}
      </QueryView>
    </PageFrame>
  );
}
