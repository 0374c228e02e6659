import { BRAND_TABLE, TERMS, catalogLink, formatFigure as fig, isSignedIn, groupDigits } from '@storefront/contracts';
import { Link, useShell } from '@storefront/remote-kit';
import { Actions, Features, Hero, SectionHead, Story, type Feature } from './blocks';
import { bannerFile, catalogPicture, roomFile, wideSrcSet } from './images';
import { useRooms } from './use-home-data';

const BENEFITS: readonly Feature[] = [
  { title: 'Your designer price', text: 'See trade pricing on every product once your account is approved. Switch to client mode to show retail prices in a meeting.' },
  { title: 'No minimum order', text: 'Order one accent chair or a whole house. There is no minimum and no annual commitment.' },
  { title: 'Projects and favorites', text: 'Keep a project per client with quantities and prices, and share favorites lists by email.' },
  { title: 'Invite your clients', text: 'Clients see their own projects and retail prices and can mark favorites; you stay in charge of the order.' },
  { title: 'Team accounts', text: 'Add members of your studio under one company account, each with their own login.' },
  { title: 'Order tracking and service', text: 'Follow every order to delivery, request changes, and file service requests with photos.' },
];

const STEPS: readonly Feature[] = [
  { title: 'Tell us about your business', text: 'Business name, address and how you work with clients.' },
  { title: 'Upload your documents', text: 'A resale certificate or sales tax registration for your state.' },
  { title: 'Accept the terms', text: `Sign the trade terms. New accounts are approved within ${fig(TERMS.accountApproval)}.` },
];

/** /designerAccount: the trade program's benefits and how to apply. */
export function DesignerAccountPage() {
  const { brand, session } = useShell();
  const signedIn = isSignedIn(session);
  return (
    <div className="cat-landing">
      <Hero
        image={bannerFile(brand)}
        eyebrow="Designer benefits"
        title="A trade account built for the way designers work"
        text="Trade pricing, projects for every client, and one place to order, track and service every piece."
        actions={signedIn ? [{ label: 'Start shopping', to: brand === 'HOM' ? '/products' : catalogLink(BRAND_TABLE[brand].code, {}) }] : [{ label: 'Apply for a trade account', to: '/register' }, { label: 'Log in', to: '/login', kind: 'secondary' }]}
      />
      <Features id="cat-benefits" eyebrow="What you get" title="Benefits of the trade program" items={BENEFITS} />
      <Features id="cat-apply" eyebrow="How to apply" title="Three steps to your trade account" items={STEPS} numbered tone="surface" />
      <section className="cat-section cat-terms" aria-labelledby="cat-terms">
        <SectionHead id="cat-terms" eyebrow="Good to know" title="Trade terms at a glance" />
        <dl className="cat-terms-list">
          <div><dt>Deposit</dt><dd>{fig(TERMS.designerDeposit)} at order, the balance before shipping</dd></div>
          <div><dt>Card payments</dt><dd>{fig(TERMS.cardFee)} fee on credit cards; none on debit cards or bank transfer (ACH)</dd></div>
          <div><dt>Returns</dt><dd>Within {fig(TERMS.returnWindow)} of a return authorization; a {fig(TERMS.restockingFee)} restocking fee applies</dd></div>
          <div><dt>Damage claims</dt><dd>Within {fig(TERMS.claimWindows.damage)} of delivery; concealed damage within {fig(TERMS.claimWindows.concealedDamage)}</dd></div>
          <div><dt>Warranty</dt><dd>Case goods {fig(TERMS.warranty.caseGoods)}; upholstery frames {fig(TERMS.warranty.upholsteryFrame)}, springs {fig(TERMS.warranty.springs)}, cushions {fig(TERMS.warranty.cushions)}, fabric and leather {fig(TERMS.warranty.fabricAndLeather)}</dd></div>
        </dl>
      </section>
      {signedIn ? null : (
        <section className="cat-section cat-banner-cta" aria-labelledby="cat-apply-cta">
          <h2 id="cat-apply-cta" className="cat-section-title">Ready to order at trade prices?</h2>
          <Actions actions={[{ label: 'Apply now', to: '/register' }]} />
        </section>
      )}
    </div>
  );
}

const ISSUE_TITLES: Readonly<Record<string, string>> = {
  'Living Room': 'The Living Room Issue: layered, comfortable, collected',
  'Dining Room': 'The Dining Issue: tables for long evenings',
  Bedroom: 'The Bedroom Issue: calm, quiet, tailored',
  'Home Office': 'The Work-from-Home Issue: desks with presence',
  Entryway: 'The Entry Issue: first impressions',
  Outdoor: 'The Outdoor Issue: rooms under the sky',
};

/** /magazines: the seasonal lookbooks, one issue per room of the catalog (rooms from the api). */
export function MagazinesPage() {
  const { brand } = useShell();
  const rooms = useRooms();
  const site = BRAND_TABLE[brand].code;
  return (
    <div className="cat-landing">
      <header className="cat-page-head">
        <p className="cat-eyebrow">Magazines</p>
        <h1>Lookbooks and room stories</h1>
        <p className="cat-section-text">Seasonal lookbooks from our design team: rooms styled end to end, with every piece ready to order.</p>
      </header>
      <ul className="cat-issues" aria-busy={rooms === null}>
        {(rooms ?? []).map((room, i) => (
          <li key={room.name} className={`cat-issue${i === 0 ? ' cat-issue--lead' : ''}`}>
            <img
              className="cat-issue-image"
              src={catalogPicture(roomFile(room.name), 600)}
              srcSet={wideSrcSet(roomFile(room.name), 1200)}
              sizes={i === 0 ? '(max-width: 767px) 100vw, 60vw' : '(max-width: 767px) 100vw, (max-width: 1023px) 50vw, 33vw'}
              alt=""
              width={1200}
              height={900}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : undefined}
              decoding="async"
            />
            <div className="cat-issue-copy">
              <p className="cat-eyebrow">Issue {String(i + 1).padStart(2, '0')} · {room.name}</p>
              <h2 className="cat-issue-title">
                <Link to={room.link || catalogLink(site, { room: room.name })} className="cat-issue-link">
                  {ISSUE_TITLES[room.name] ?? `The ${room.name} Issue`}
                </Link>
              </h2>
              <p className="cat-issue-text">{groupDigits(room.count)} pieces to shop from this story.</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

const PATTERN_STEPS: readonly Feature[] = [
  { title: 'Choose the frame', text: 'Start from a sofa, chair, ottoman or bed that accepts custom upholstery. Its product page says so.' },
  { title: 'Pick a pattern family', text: 'Solids and textures, stripes, florals and damasks, or geometrics. Large repeats suit large pieces.' },
  { title: 'Order a cutting', text: 'Request a sample of the fabric or finish to check colour and hand before you order.' },
  { title: 'Or send your own', text: 'Customer’s own material (COM) is welcome on COM-ready pieces; we confirm the yardage for you.' },
];

/** /patternSelection: how to choose an upholstery pattern, with links to the upholstered categories. */
export function PatternSelectionPage() {
  const { brand } = useShell();
  const site = BRAND_TABLE[brand].code;
  return (
    <div className="cat-landing">
      <header className="cat-page-head">
        <p className="cat-eyebrow">Pattern selection</p>
        <h1>Choose the fabric that makes the piece</h1>
        <p className="cat-section-text">Upholstered pieces can be made in the pattern and colour your room needs. Here is how to choose.</p>
      </header>
      <ul className="cat-swatches" aria-label="Pattern families">
        {['Solids and textures', 'Stripes', 'Florals and damasks', 'Geometrics', 'Velvets', 'Performance fabrics'].map((name, i) => (
          <li key={name} className={`cat-swatch cat-swatch--${i}`}>
            <span className="cat-swatch-chip" aria-hidden="true" />
            <span>{name}</span>
          </li>
        ))}
      </ul>
      <Features id="cat-pattern-steps" eyebrow="Step by step" title="From frame to fabric" items={PATTERN_STEPS} numbered tone="surface" />
      <Story
        id="cat-pattern-shop"
        eyebrow="Start with a frame"
        title="Pieces ready for your pattern"
        paragraphs={['Sofas, accent chairs, ottomans and benches are the most requested in custom fabrics.']}
        image={roomFile('Living Room')}
        action={{ label: 'Shop sofas', to: catalogLink(site, { category: 'Sofas' }) }}
      />
    </div>
  );
}
