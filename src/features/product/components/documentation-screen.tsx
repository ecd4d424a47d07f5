import { Button } from 'antd-mobile';
import { Link } from 'react-router-dom';
import { useProductDocumentation } from '@gen/hooks/product/product';
import type { DocumentationKind } from '@gen/model/documentationKind';
import type { ProductDocumentation } from '@gen/model/productDocumentation';
import { isBusinessError } from '@/api/business-error';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryEmpty, QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { DetailSkeleton } from './detail-skeleton';
import { MissingProduct } from './missing-product';
import './documentation.css';
import '../styles/trend-pages.css';
import '../styles/product-detail.css';
import '../styles/product-detail-body.css';

export type DocumentationRoute =
  'projectIntroduct' | 'equityProjectIntroduct' | 'introduction' | 'fundManager';

/** What each route asks for, and what it says when the product has no such text (05030005). */
const ROUTE_KIND: Readonly<Record<DocumentationRoute, { kind: DocumentationKind; none: string }>> = {
  projectIntroduct: { kind: 'PROJECT', none: '该产品暂无项目介绍' },
  equityProjectIntroduct: { kind: 'STRATEGY', none: '该产品暂无投资策略介绍' },
  introduction: { kind: 'INTRODUCTION', none: '该产品暂无产品介绍' },
  fundManager: { kind: 'ADVISER', none: '该产品未聘请投资顾问' },
};

function DocumentationBody({ doc }: { doc: ProductDocumentation }) {
  return (
    <article className="product-doc">
      <header className="product-figures product-doc-head">
        <h2 className="product-trend-name">{doc.title}</h2>
        <p className="product-trend-meta">
          {doc.kind === 'ADVISER' ? `${doc.productName}的投资顾问` : doc.productName}
        </p>
        <p className="product-trend-meta">更新日期 {doc.updatedDate}</p>
      </header>
      {doc.sections.map((section) => (
        <section key={section.heading} className="product-doc-section" aria-label={section.heading}>
          <h3 className="product-doc-heading">{section.heading}</h3>
          {section.facts && section.facts.length > 0 ? (
            <dl className="product-doc-facts">
              {section.facts.map((fact) => (
                <div key={fact.label}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {section.paragraphs.map((text, i) => (
            <p key={i} className="product-doc-paragraph">
              {text}
            </p>
          ))}
        </section>
      ))}
      {doc.people && doc.people.length > 0 ? (
        <section className="product-doc-section" aria-label="投资经理">
          <h3 className="product-doc-heading">投资经理</h3>
          <ul className="product-doc-people">
            {doc.people.map((person) => (
              <li key={person.name} className="product-doc-person">
                <p className="product-doc-person-name">
                  <span aria-hidden="true" className="product-doc-avatar">
                    {person.name.slice(0, 1)}
                  </span>
                  <strong>{person.name}</strong>
                  <span className="product-doc-person-role">
                    {person.role} · 从业{person.years}年
                  </span>
                </p>
                <p className="product-doc-paragraph">{person.bio}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="product-figure-links product-doc-links">
        <Link to={hrefTo('productDetail', { productCode: doc.productCode })}>返回产品详情</Link>
      </div>
      <p className="product-risk-note">
        以上介绍仅供参考，不构成投资建议，具体以信托合同、信托计划说明书等信托文件为准。市场有风险，投资需谨慎。
      </p>
    </article>
  );
}

/**
 * projectIntroduct / equityProjectIntroduct / introduction / fundManager: one of the product's
 * texts (productDocumentation) in sections of plain text with label–value rows, the adviser
 * with its managers. A product without that text (05030005) gets an empty state, an unknown
 * one (05030001) the way back to the list.
 */
export function DocumentationScreen({ route }: { route: DocumentationRoute }) {
  const { productCode } = usePageQuery(route);
  const { kind, none } = ROUTE_KIND[route];
  const query = useProductDocumentation(
    { productCode: productCode ?? '', kind },
    { query: { enabled: productCode !== undefined }, request: { ownCodes: ['05030001', '05030005'] } },
  );
  if (productCode === undefined || isBusinessError(query.error, '05030001')) {
    return (
      <PageFrame>
        <MissingProduct />
      </PageFrame>
    );
  }
  if (isBusinessError(query.error, '05030005')) {
    return (
      <PageFrame>
        <QueryEmpty
          title={none}
          description="可在产品详情中查看产品要素与产品文件"
          action={
            <Link to={hrefTo('productDetail', { productCode })}>
              <Button color="primary" fill="outline">
                返回产品详情
              </Button>
            </Link>
          }
        />
      </PageFrame>
    );
  }
  return (
    <PageFrame flush busy={query.isPending}>
      <QueryView query={query} skeleton={<DetailSkeleton />} pendingLabel="介绍加载中">
        {(doc) => <DocumentationBody doc={doc} />}
      </QueryView>
    </PageFrame>
  );
}
