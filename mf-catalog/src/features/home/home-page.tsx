import { BRAND_TABLE, FILE_CALLS, catalogLink, isSignedIn, type Brand } from '@storefront/contracts';
import { Link, useShell } from '@storefront/remote-kit';
import { ProductRail } from '../../ui/product-rail';
import { Features, Hero, RoomGrid, Story, type Action, type Feature } from './blocks';
import { bannerFile, roomFile } from './images';
import { useHotProducts, useRooms, type HomeRoom } from './use-home-data';

/** Trade terms every trade brand shares (spec sections 1 and 9). */
const TRADE_TERMS: readonly Feature[] = [
  { title: 'Trade pricing', text: 'Approved designers see their designer price on every piece, and can switch to client mode to share retail prices.' },
  { title: 'No minimum order', text: 'Order a single chair or furnish a whole house. Every order ships at trade terms.' },
  { title: 'Approved within 48 hours', text: 'Apply once with your business details and resale certificate; our trade team reviews new accounts within two days.' },
  { title: 'Projects for every client', text: 'Keep favorites and projects per customer, invite clients to review them, and check out when they are ready.' },
];

interface Copy {
  eyebrow: string;
  title: string;
  text: string;
  roomsTitle: string;
  railTitle: string;
  story: { eyebrow: string; title: string; paragraphs: readonly string[]; room: string };
}

const COPY: Readonly<Record<Brand, Copy>> = {
  HOM: {
    eyebrow: 'For interior designers',
    title: 'Trade furniture from the makers designers trust',
    text: 'Caracole, Rowe, Jonathan Charles and A.R.T. Furniture in one place, with your trade price on every piece.',
    roomsTitle: 'Shop by room',
    railTitle: 'Most requested this season',
    story: {
      eyebrow: 'One account, four houses',
      title: 'Source a whole project in one cart',
      paragraphs: [
        'Mix a Rowe sofa with a Jonathan Charles cabinet and an A.R.T. dining table, and check out once. Stock, delivery windows and your price are on every product page.',
        'Save pieces to a project for each client, share a favorites list, and place the order when the plan is approved.',
      ],
      room: 'Dining Room',
    },
  },
  CA: {
    eyebrow: 'Caracole',
    title: 'Furniture with a point of view',
    text: 'Sculpted silhouettes, hand-applied finishes and tailored upholstery for rooms that are meant to be noticed.',
    roomsTitle: 'Explore the rooms',
    railTitle: 'New introductions',
    story: {
      eyebrow: 'The craft',
      title: 'Finished by hand, piece by piece',
      paragraphs: [
        'Each case piece is sanded, stained and sealed in layers so the grain reads through. Upholstery is built on kiln-dried hardwood frames with eight-way hand-tied springs.',
        'Many upholstered pieces can be made in your client’s own fabric (COM); the product page says when a piece accepts it.',
      ],
      room: 'Bedroom',
    },
  },
  CA_DEALER: {
    eyebrow: 'Caracole for dealers',
    title: 'The Caracole line, at dealer terms',
    text: 'Live stock, delivery windows and your dealer price on every piece. Order for your showroom or for a client in a few clicks.',
    roomsTitle: 'Browse the line by room',
    railTitle: 'In stock and ready to ship',
    story: {
      eyebrow: 'Dealer program',
      title: 'Everything your showroom needs',
      paragraphs: [
        'Stock counts update throughout the day, and pieces that are coming soon show their expected delivery month, so you can promise dates with confidence.',
        'New to the program? Request access and our dealer team will set up your account.',
      ],
      room: 'Living Room',
    },
  },
  ROWE: {
    eyebrow: 'Rowe',
    title: 'Upholstery made for real life',
    text: 'Sofas, sectionals and chairs built to be sat on every day, in fabrics that stand up to it.',
    roomsTitle: 'Find your room',
    railTitle: 'Customer favorites',
    story: {
      eyebrow: 'Made to order',
      title: 'Your frame, your fabric',
      paragraphs: [
        'Choose the shape, the arm, the cushion fill and the fabric. Most pieces can also be covered in your own material.',
        'Every frame is built to take years of movie nights, naps and visiting friends, and the cushions are made to be flipped.',
      ],
      room: 'Bedroom',
    },
  },
  JC: {
    eyebrow: 'Jonathan Charles',
    title: 'Fine furniture, made the traditional way',
    text: 'Veneers matched by eye, carving finished by hand, and finishes built up coat by coat. Classic forms for modern homes.',
    roomsTitle: 'The collections by room',
    railTitle: 'From the workshop',
    story: {
      eyebrow: 'Craftsmanship',
      title: 'Made to last for generations',
      paragraphs: [
        'Dovetailed drawers, solid hardwood frames and hand-rubbed finishes: the details that make a piece worth keeping.',
        'Looking for a table in a special size or finish? Our bespoke dining service builds it to your measurements.',
      ],
      room: 'Dining Room',
    },
  },
  ART: {
    eyebrow: 'A.R.T. Furniture',
    title: 'Design-forward furniture for every room',
    text: 'Bedrooms, dining rooms and living spaces with a modern eye, and values that make a whole-house project possible.',
    roomsTitle: 'Shop the rooms',
    railTitle: 'Trending now',
    story: {
      eyebrow: 'Collections',
      title: 'Whole rooms that work together',
      paragraphs: [
        'Each collection pairs case goods, upholstery and accents in coordinated finishes, so a bedroom or dining room comes together in one order.',
        'Designers log in for trade pricing; dealers order through the dealer portal.',
      ],
      room: 'Bedroom',
    },
  },
  FFD: {
    eyebrow: 'Flash deals',
    title: 'Designer furniture, outlet prices',
    text: 'Floor samples, overstock and last-season pieces from leading makers. When a deal is gone, it is gone.',
    roomsTitle: 'Deals by room',
    railTitle: 'Deals ending soon',
    story: {
      eyebrow: 'How it works',
      title: 'Quality pieces, limited quantities',
      paragraphs: [
        'Every piece is new or showroom-kept and inspected before it ships. Stock is shown on the product page: once the last unit sells, the deal closes.',
        'Add to your cart without an account; sign in at checkout to keep your order history.',
      ],
      room: 'Living Room',
    },
  },
};

function heroActions(brand: Brand, signedIn: boolean): Action[] {
  const site = BRAND_TABLE[brand].code;
  const shop: Action = { label: brand === 'FFD' ? 'Shop all deals' : 'Shop the collection', to: brand === 'HOM' ? '/products' : catalogLink(site, {}) };
  if (signedIn) return [shop];
  if (brand === 'FFD') return [shop, { label: 'Sign in', to: '/login', kind: 'secondary' }];
  if (brand === 'CA_DEALER') return [shop, { label: 'Request access', to: '/page/request-access/', kind: 'secondary' }];
  return [shop, { label: 'Open a trade account', to: '/register', kind: 'secondary' }];
}

function Brands() {
  const brands = [
    { name: 'Caracole', to: '/brand/caracole', banner: 'ca', text: 'Sculpted, glamorous, hand-finished.' },
    { name: 'Rowe', to: '/brand/rowe', banner: 'rowe', text: 'Comfortable upholstery, made to order.' },
    { name: 'Jonathan Charles', to: '/brand/jonathanCharles', banner: 'jc', text: 'Traditional craft, classic forms.' },
    { name: 'A.R.T. Furniture', to: '/brand/art', banner: 'art', text: 'Design-forward collections for every room.' },
  ];
  return (
    <section className="cat-section cat-brands" aria-labelledby="cat-brands-title">
      <div className="cat-section-head">
        <div>
          <p className="cat-eyebrow">Our brands</p>
          <h2 id="cat-brands-title" className="cat-section-title">
            Four houses, one trade account
          </h2>
        </div>
        <Link to="/brand" className="cat-more">
          All brands
        </Link>
      </div>
      <ul className="cat-brands-grid">
        {brands.map((b) => (
          <li key={b.name} className="cat-brand-tile">
            <img className="cat-brand-image" src={`${FILE_CALLS.read.path}?blockid=1&height=0&format=jpg&width=600&filename=banner_${b.banner}.jpg`} alt="" width={600} height={200} loading="lazy" decoding="async" />
            <Link to={b.to} className="cat-brand-link">
              {b.name}
            </Link>
            <span className="cat-brand-text">{b.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Hot({ brand, title }: { brand: Brand; title: string }) {
  const hot = useHotProducts(12);
  if (hot !== null && hot.length === 0) return null;
  const site = BRAND_TABLE[brand].code;
  return (
    <ProductRail
      title={title}
      eyebrow={brand === 'FFD' ? 'Limited stock' : 'Hot products'}
      products={hot ?? []}
      loading={hot === null}
      brand={brand}
      action={<Link to={brand === 'HOM' ? '/productList' : catalogLink(site, {})}>View all</Link>}
    />
  );
}

/**
 * The home page of each brand: its own hero (the drawn brand banner), rooms from index_category_list with their
 * room scenes, hot products, and the brand's story, arranged per brand.
 */
export default function HomePage() {
  const { brand, session } = useShell();
  const rooms: HomeRoom[] | null = useRooms();
  const copy = COPY[brand];
  const signedIn = isSignedIn(session);
  const showTerms = brand !== 'FFD' && !signedIn;
  const hero = (
    <Hero
      image={bannerFile(brand)}
      eyebrow={copy.eyebrow}
      title={copy.title}
      text={copy.text}
      actions={heroActions(brand, signedIn)}
      variant={brand === 'JC' ? 'split' : brand === 'FFD' || brand === 'ROWE' ? 'band' : 'overlay'}
    />
  );
  const roomGrid = <RoomGrid rooms={rooms} title={copy.roomsTitle} eyebrow="Rooms" variant={brand === 'JC' ? 'list' : brand === 'CA' || brand === 'CA_DEALER' ? 'wide' : 'tiles'} />;
  const hot = <Hot brand={brand} title={copy.railTitle} />;
  const story = <Story id="cat-story-title" eyebrow={copy.story.eyebrow} title={copy.story.title} paragraphs={copy.story.paragraphs} image={roomFile(copy.story.room)} reverse={brand === 'ART' || brand === 'JC'} />;
  const terms = showTerms ? <Features id="cat-terms-title" eyebrow="Trade program" title="Why designers order with us" items={TRADE_TERMS} tone={brand === 'ART' ? 'ink' : 'surface'} /> : null;

  return (
    <div className={`cat-home cat-home--${BRAND_TABLE[brand].layout}`} data-brand={brand}>
      {hero}
      {brand === 'FFD' || brand === 'ROWE' ? (
        <>
          {hot}
          {roomGrid}
          {story}
        </>
      ) : brand === 'HOM' ? (
        <>
          {roomGrid}
          {hot}
          <Brands />
          {story}
          {terms}
        </>
      ) : (
        <>
          {roomGrid}
          {story}
          {hot}
          {terms}
        </>
      )}
    </div>
  );
}
