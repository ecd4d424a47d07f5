import type { CrsDeclaration } from '@gen/model/crsDeclaration';
import { dateTimeText } from '../model/dates';
import '../styles/tax.css';

/** One declaration as stored: the status, when and by whom, and for NON_CN/BOTH the details. */
export function DeclarationCard({ declaration }: { declaration: CrsDeclaration }) {
  const d = declaration;
  return (
    <article className="tax-section" aria-label={`${d.residencyName}，${dateTimeText(d.declaredAt)}`}>
      <div className="tax-current">
        <span className="tax-current-name">{d.residencyName}</span>
        <span className="tax-badge" data-tone={d.current ? 'success' : 'weak'}>
          {d.current ? '当前有效' : '已更新'}
        </span>
      </div>
      <dl className="tax-facts">
        <dt>签署时间</dt>
        <dd>{dateTimeText(d.declaredAt)}</dd>
        <dt>签署人</dt>
        <dd>{d.signerName}（本人）</dd>
        <dt>声明编号</dt>
        <dd>{d.declarationNo}</dd>
        {d.surnamePinyin ? (
          <>
            <dt>姓名（拼音）</dt>
            <dd>
              {d.surnamePinyin} {d.givenNamePinyin}
            </dd>
          </>
        ) : null}
        {d.addressEn ? (
          <>
            <dt>现居地址</dt>
            <dd>
              {d.addressCn}
              <br />
              {d.addressEn}
            </dd>
          </>
        ) : null}
        {d.birthPlaceEn ? (
          <>
            <dt>出生地</dt>
            <dd>
              {d.birthPlaceCn} / {d.birthPlaceEn}
            </dd>
          </>
        ) : null}
      </dl>
      {d.taxResidences.map((r) => (
        <dl
          key={r.countryCode}
          className="tax-facts tax-residence"
          aria-label={`税收居民国（地区）：${r.countryName}`}
        >
          <dt>税收居民国（地区）</dt>
          <dd>{r.countryName}</dd>
          {r.tinMasked ? (
            <>
              <dt>纳税人识别号</dt>
              <dd>{r.tinMasked}</dd>
            </>
          ) : (
            <>
              <dt>无识别号原因</dt>
              <dd>
                {r.noTinReasonName}
                {r.noTinExplanation ? `：${r.noTinExplanation}` : ''}
              </dd>
            </>
          )}
        </dl>
      ))}
    </article>
  );
}
