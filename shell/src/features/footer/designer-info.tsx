import type { DesignerInfo } from '@storefront/contracts';

/** Digits of a phone number for a tel: link. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The designer-info block: name, picture, email and phone number (spec section 2). */
export function DesignerInfoBlock({ info, title }: { info: DesignerInfo; title: string }) {
  const initials = info.name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <section className="sf-designer-info" aria-labelledby="sf-designer-info-title">
      <h2 id="sf-designer-info-title" className="sf-footer-heading">
        {title}
      </h2>
      <div className="sf-designer-card">
        {info.img ? (
          <img src={info.img} alt="" width={48} height={48} className="sf-designer-img" loading="lazy" />
        ) : (
          <span className="sf-designer-img sf-designer-initials" aria-hidden="true">
            {initials}
          </span>
        )}
        <div className="sf-designer-text">
          <p className="sf-designer-name">{info.name}</p>
          {info.email ? <a href={`mailto:${info.email}`}>{info.email}</a> : null}
          {info.phone_number ? <a href={telHref(info.phone_number)}>{info.phone_number}</a> : null}
        </div>
      </div>
    </section>
  );
}
