import { Link } from 'react-router-dom';
import { SERVICES, type ServiceItem } from '../model/service-catalogue';
import './service-view.css';

/** The services as cards; each action is a plain link (a route, or the hotline's tel:). */
export function ServiceView() {
  return (
    <>
      <header className="service-hero">
        <p className="service-hero-title">华信信托 · 专属服务</p>
        <p className="service-hero-text">受人之托，代人理财。为每一位投资者提供专业、贴心的综合金融服务。</p>
      </header>
      <ul className="service-list" aria-label="服务项目">
        {SERVICES.map((item) => (
          <li key={item.key} className="service-card">
            <h3 className="service-card-title">{item.title}</h3>
            <p className="service-card-text">{item.description}</p>
            <ServiceLink item={item} />
          </li>
        ))}
      </ul>
    </>
  );
}

function ServiceLink({ item }: { item: ServiceItem }) {
  if (item.href.startsWith('tel:')) {
    return (
      <a className="service-card-action" href={item.href}>
        {item.action}
      </a>
    );
  }
  return (
    <Link className="service-card-action" to={item.href}>
      {item.action}
    </Link>
  );
}
