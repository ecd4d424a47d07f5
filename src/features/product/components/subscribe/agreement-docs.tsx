import { useState, type Ref } from 'react';
import { useProductFile } from '@gen/hooks/product/product';
import type { ProductFile } from '@gen/model/productFile';
import type { PurchaseAgreementCode } from '@gen/model/purchaseAgreementCode';
import { BottomSheet } from '@/page-kit/bottom-sheet';
import { CheckBox } from '@/page-kit/check-box';
import { DocumentViewer } from '@/page-kit/document-viewer';
import { filePreviewUrl } from '@/page-kit/file-preview';

/** The three documents an investor agrees to before a subscription, in the order they are named. */
export const AGREEMENTS: readonly { code: PurchaseAgreementCode; title: string }[] = [
  { code: 'TRUST_CONTRACT', title: '信托合同' },
  { code: 'RISK_DECLARATION', title: '风险申明书' },
  { code: 'RISK_DISCLOSURE', title: '认购风险揭示书' },
];

export interface AgreementDocsProps {
  productCode: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  invalid?: boolean;
  describedBy?: string;
  /** Focused (scrolled to) when the form's submit finds the box unticked. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * 「我已阅读并同意《信托合同》《风险申明书》《认购风险揭示书》」: the checkbox, and each title opens
 * that product's document (productFile, category PRODUCT) in the kit's viewer in a full-height
 * sheet. pdf.js loads only when a document is opened. Forced reading comes later, at signing.
 */
export function AgreementDocs({
  productCode,
  checked,
  onChange,
  invalid,
  describedBy,
  ref,
}: AgreementDocsProps) {
  const files = useProductFile({ pageNum: 1, pageSize: 20, category: 'PRODUCT', productCode }, undefined, {
    query: { staleTime: 5 * 60_000 },
  });
  const [open, setOpen] = useState<{ title: string; file?: ProductFile }>();
  const fileOf = (code: PurchaseAgreementCode) => files.data?.list.find((file) => file.docType === code);

  return (
    <div
      ref={ref}
      tabIndex={-1}
      className={`subscribe-agreement${invalid ? ' subscribe-agreement-invalid' : ''}`}
    >
      <CheckBox
        checked={checked}
        onChange={onChange}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className="subscribe-agreement-box"
      >
        <span className="subscribe-agreement-lead">我已阅读并同意</span>
      </CheckBox>
      <span className="subscribe-agreement-docs">
        {AGREEMENTS.map(({ code, title }) => (
          <button
            key={code}
            type="button"
            className="subscribe-agreement-link"
            onClick={() => setOpen({ title, file: fileOf(code) })}
          >
            《{title}》
          </button>
        ))}
      </span>
      <BottomSheet
        visible={open !== undefined}
        onClose={() => setOpen(undefined)}
        title={open ? `《${open.title}》` : ''}
        label={open?.title}
        tall
      >
        {open?.file ? (
          <DocumentViewer
            source={{ type: 'pdf', url: filePreviewUrl(open.file.fileId) }}
            label={open.file.title}
          />
        ) : (
          <p className="subscribe-doc-missing">
            {files.isPending ? '文件加载中…' : '暂未获取到该文件，请稍后重试或联系您的理财经理'}
          </p>
        )}
      </BottomSheet>
    </div>
  );
}
