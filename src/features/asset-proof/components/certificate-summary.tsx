import type { AssetCertificate } from '@gen/model/assetCertificate';
import { basisText, dateText, LANGUAGE_LABEL, moneyText, wallTime, wanText } from '../model/certificate-text';

/**
 * One issued certificate: its number, date, language and holder, the products it lists with
 * their amounts, and the total (also in 万元).
 */
export function CertificateSummary({ certificate }: { certificate: AssetCertificate }) {
  const wan = wanText(certificate.totalAmount);
  return (
    <section className="certificate-card" aria-label={`资产证明 ${certificate.certNo}`}>
      <dl className="certificate-facts">
        <div>
          <dt>证明编号</dt>
          <dd>{certificate.certNo}</dd>
        </div>
        <div>
          <dt>截止日期</dt>
          <dd>{dateText(certificate.asOfDate)}</dd>
        </div>
        <div>
          <dt>证明语言</dt>
          <dd>{LANGUAGE_LABEL[certificate.language] ?? certificate.language}</dd>
        </div>
        <div>
          <dt>持有人</dt>
          <dd>
            {certificate.holderName}
            {certificate.pinyinName ? `（${certificate.pinyinName}）` : ''} · {certificate.idNoMasked}
          </dd>
        </div>
        <div>
          <dt>开具时间</dt>
          <dd>{wallTime(certificate.issuedAt)}</dd>
        </div>
        <div>
          <dt>核验有效期</dt>
          <dd>至 {dateText(certificate.validUntil)}</dd>
        </div>
      </dl>
      <ul className="certificate-lines" aria-label="证明产品">
        {certificate.products.map((product) => (
          <li key={product.productCode}>
            <span className="certificate-product-name">{product.productName}</span>
            <span className="certificate-product-basis">{basisText(product)}</span>
            <span className="certificate-product-amount">{moneyText(product.amount)}</span>
          </li>
        ))}
      </ul>
      <p className="certificate-card-total">
        合计 <strong>{moneyText(certificate.totalAmount)}</strong>
        {wan ? <span className="certificate-wan">（{wan}）</span> : null}
      </p>
    </section>
  );
}
