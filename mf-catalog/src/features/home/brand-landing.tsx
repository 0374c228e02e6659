import { PRODUCT_BRAND_NAMES, catalogLink, type ProductBrand } from '@storefront/contracts';
import { Link, useShell } from '@storefront/remote-kit';
import { ProductRail } from '../../ui/product-rail';
import { Features, Hero, Story, type Feature } from './blocks';
import { bannerFile, catalogPicture, roomFile } from './images';
import { useBrandProducts } from './use-home-data';

interface Landing {
  id: ProductBrand;
  route: string;
  tagline: string;
  intro: string;
  story: { title: string; paragraphs: readonly string[]; room: string };
  strengths: readonly Feature[];
}

export const LANDINGS: readonly Landing[] = [
  {
    id: 'ca',
    route: '/brand/caracole',
    tagline: 'Sculpted, glamorous, hand-finished',
    intro: 'Statement case goods and tailored upholstery with finishes applied by hand.',
    story: {
      title: 'Pieces that start the conversation',
      paragraphs: ['Curved fronts, shaped legs and layered metallic finishes give each piece a presence of its own, while the proportions stay practical for everyday rooms.'],
      room: 'Dining Room',
    },
    strengths: [
      { title: 'Hand-applied finishes', text: 'Stains and metallic leafing built up in layers for depth.' },
      { title: 'Customer’s own material', text: 'Many upholstered pieces accept your client’s fabric.' },
      { title: 'Dining to bedroom', text: 'Coordinated pieces across every room of the house.' },
    ],
  },
  {
    id: 'rowe',
    route: '/brand/rowe',
    tagline: 'Comfortable upholstery, made to order',
    intro: 'Sofas, sectionals and chairs built for everyday living, in a wide range of fabrics.',
    story: {
      title: 'Built around how people sit',
      paragraphs: ['Seat depths, cushion fills and arm styles are chosen for comfort first. Pick the frame, then the fabric: most pieces can be made in your own material.'],
      room: 'Living Room',
    },
    strengths: [
      { title: 'Made to order', text: 'Choose the frame, the fabric and the cushion fill.' },
      { title: 'Durable fabrics', text: 'Performance fabrics for homes with children and pets.' },
      { title: 'Sectionals that fit', text: 'Modular pieces for rooms of every shape.' },
    ],
  },
  {
    id: 'jc',
    route: '/brand/jonathanCharles',
    tagline: 'Traditional craft, classic forms',
    intro: 'Fine case goods and tables with matched veneers, hand carving and hand-rubbed finishes.',
    story: {
      title: 'The workshop tradition',
      paragraphs: ['Veneers are matched by eye, drawers are dovetailed, and finishes are built up coat by coat. Tables can be made to your size through the bespoke dining service.'],
      room: 'Bedroom',
    },
    strengths: [
      { title: 'Matched veneers', text: 'Book-matched and quartered figures chosen by hand.' },
      { title: 'Bespoke dining', text: 'Tables made to your measurements and finish.' },
      { title: 'Heirloom construction', text: 'Solid hardwood frames and dovetailed drawers.' },
    ],
  },
  {
    id: 'art',
    route: '/brand/art',
    tagline: 'Design-forward collections for every room',
    intro: 'Coordinated bedroom, dining and living collections with a modern eye and approachable prices.',
    story: {
      title: 'Whole rooms in one order',
      paragraphs: ['Each collection pairs case goods, upholstery and accents in matching finishes, so a bedroom or dining room comes together at once.'],
      room: 'Home Office',
    },
    strengths: [
      { title: 'Coordinated collections', text: 'Case goods and upholstery designed together.' },
      { title: 'Value for whole-house projects', text: 'Furnish several rooms within one budget.' },
      { title: 'Fresh introductions', text: 'New designs arrive every market season.' },
    ],
  },
];

/** /brand: the four houses on the hub, each with its banner and a link to its landing. */
export function BrandsPage() {
  return (
    <div className="cat-landing">
      <Hero image={bannerFile('HOM')} eyebrow="Our brands" title="Four houses, one trade account" text="Every brand on the hub ships at trade terms, with your price, stock and delivery windows on every product page." />
      <ul className="cat-brand-rows">
        {LANDINGS.map((l, i) => (
          <li key={l.id} className={`cat-brand-row${i % 2 ? ' cat-brand-row--reverse' : ''}`}>
            <img className="cat-brand-row-image" src={catalogPicture(bannerFile(l.id), 600)} alt="" width={600} height={200} loading={i === 0 ? 'eager' : 'lazy'} decoding="async" />
            <div className="cat-brand-row-copy">
              <h2 className="cat-section-title">{PRODUCT_BRAND_NAMES[l.id]}</h2>
              <p className="cat-eyebrow">{l.tagline}</p>
              <p className="cat-section-text">{l.intro}</p>
              <div className="cat-actions">
                <Link to={l.route} className="cat-cta cat-cta--secondary">
                  Discover {PRODUCT_BRAND_NAMES[l.id]}
                </Link>
                <Link to={catalogLink('hom', { brand: l.id })} className="cat-cta cat-cta--primary">
                  Shop {PRODUCT_BRAND_NAMES[l.id]}
                </Link>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** /brand/{caracole|rowe|jonathanCharles|art}: a brand's landing on the hub, with its products from the api. */
export function BrandLanding({ id }: { id: ProductBrand }) {
  const { brand } = useShell();
  const landing = LANDINGS.find((l) => l.id === id) as Landing;
  const products = useBrandProducts(id, 8);
  const name = PRODUCT_BRAND_NAMES[id];
  const shop = catalogLink('hom', { brand: id });
  return (
    <div className={`cat-landing cat-landing--${id}`}>
      <Hero image={bannerFile(id)} eyebrow={landing.tagline} title={name} text={landing.intro} actions={[{ label: `Shop ${name}`, to: shop }, { label: 'All brands', to: '/brand', kind: 'secondary' }]} />
      <Features id="cat-landing-strengths" eyebrow={`Why ${name}`} title="What sets the collection apart" items={landing.strengths} tone="surface" />
      {products === null || products.length ? (
        <ProductRail title={`${name} favorites`} eyebrow="From the collection" products={products ?? []} loading={products === null} brand={brand} action={<Link to={shop}>View all</Link>} />
      ) : null}
      <Story id="cat-landing-story" eyebrow={name} title={landing.story.title} paragraphs={landing.story.paragraphs} image={roomFile(landing.story.room)} action={{ label: `Browse ${name}`, to: shop }} />
    </div>
  );
}

export const CaracoleLanding = () => <BrandLanding id="ca" />;
export const RoweLanding = () => <BrandLanding id="rowe" />;
export const JonathanCharlesLanding = () => <BrandLanding id="jc" />;
export const ArtLanding = () => <BrandLanding id="art" />;
