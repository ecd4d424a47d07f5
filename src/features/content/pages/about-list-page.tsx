import { List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { PageFrame } from '@/page-kit/page-frame';
import { hrefTo } from '@/routing/href';
import { useRouteDef } from '@/routing/route-context';
import { usePageQuery } from '@/routing/use-page-query';
import { COMPANY_SECTIONS, sectionOf, type CompanySection } from '../model/company-sections';
import '../styles/company-pages.css';

function SectionDetail({ section }: { section: CompanySection }) {
  return (
    <article className="company-card">
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph.slice(0, 16)} className="company-text">
          {paragraph}
        </p>
      ))}
      {section.rows ? (
        <dl className="company-rows">
          {section.rows.map((row) => (
            <div key={row.label} className="company-row">
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </article>
  );
}

/**
 * aboutList (and aboutListfuben, the same list under its second route name): the company
 * information sections; a row opens its detail on the same route (?section=), so the back arrow
 * returns to the list. An unknown section shows the list.
 */
export default function AboutListPage() {
  const navigate = useNavigate();
  const { section: key } = usePageQuery('aboutList');
  // Stay on the route the list was opened by (both declare the same query).
  const route = useRouteDef()?.name === 'aboutListfuben' ? 'aboutListfuben' : 'aboutList';
  const section = sectionOf(key);

  if (section) {
    return (
      <PageFrame title={section.title}>
        <SectionDetail section={section} />
      </PageFrame>
    );
  }
  return (
    <PageFrame>
      <List className="company-list">
        {COMPANY_SECTIONS.map((s) => (
          <List.Item
            key={s.key}
            description={s.summary}
            onClick={() => void navigate(hrefTo(route, { section: s.key }))}
          >
            {s.title}
          </List.Item>
        ))}
      </List>
    </PageFrame>
  );
}
