import { BRAND_TABLE, catalogLink, isSignedIn } from '@storefront/contracts';
import { Link, useShell } from '@storefront/remote-kit';
import { Actions, Features, SectionHead, type Feature } from './blocks';
import { catalogPicture, roomFile } from './images';

const PRINCIPLES: readonly Feature[] = [
  { title: 'Command position', text: 'Place the bed, the desk and the main sofa so you can see the door without sitting directly in line with it.' },
  { title: 'Solid support behind', text: 'A headboard against a solid wall and a sofa backed by a console give a sense of security.' },
  { title: 'Let energy flow', text: 'Keep paths clear: at least 30 inches around a dining table and 18 inches between a sofa and a cocktail table.' },
  { title: 'Balance the elements', text: 'Wood for growth, metal for clarity, soft textiles for comfort. Round tables soften rooms full of straight lines.' },
];

const ROOMS = [
  { room: 'Bedroom', text: 'A bed with a solid headboard, nightstands in pairs, and a mirror that does not face the bed.' },
  { room: 'Living Room', text: 'Seating that faces the entrance, a round cocktail table, and lamps to light every corner.' },
  { room: 'Dining Room', text: 'A round or oval table for conversation, and an even number of chairs.' },
  { room: 'Home Office', text: 'A desk in the command position with a solid wall behind the chair.' },
];

/** /fengshui (standalone): furniture placement by feng shui, with links to the rooms. */
export function FengShuiPage() {
  const { brand } = useShell();
  const site = BRAND_TABLE[brand].code;
  return (
    <div className="cat-standalone">
      <Link to="/home" className="cat-back">
        ← {BRAND_TABLE[brand].name} home
      </Link>
      <header className="cat-page-head">
        <p className="cat-eyebrow">Feng shui</p>
        <h1>Arrange a room that feels right</h1>
        <p className="cat-section-text">Feng shui is the practice of arranging a space so that it feels calm and balanced. A few placement rules go a long way.</p>
      </header>
      <Features id="cat-fengshui-principles" eyebrow="The principles" title="Four ideas to start with" items={PRINCIPLES} numbered tone="surface" />
      <section className="cat-section" aria-labelledby="cat-fengshui-rooms">
        <SectionHead id="cat-fengshui-rooms" eyebrow="Room by room" title="Where to put what" />
        <ul className="cat-guide">
          {ROOMS.map(({ room, text }) => (
            <li key={room} className="cat-guide-item">
              <img src={catalogPicture(roomFile(room), 300)} alt="" width={300} height={225} loading="lazy" decoding="async" />
              <div>
                <h3 className="cat-feature-title">{room}</h3>
                <p className="cat-feature-text">{text}</p>
                <Link to={catalogLink(site, { room })}>Shop the {room.toLowerCase()}</Link>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** /freeWiFi-landingpage (standalone): the showroom's guest WiFi welcome. */
export function FreeWiFiPage() {
  const { brand, session } = useShell();
  const name = BRAND_TABLE[brand].name;
  return (
    <div className="cat-standalone cat-wifi">
      <img className="cat-wifi-image" src={catalogPicture(roomFile('Living Room'), 600)} alt="" width={600} height={450} decoding="async" />
      <p className="cat-eyebrow">Showroom guest WiFi</p>
      <h1>You are connected. Welcome to {name}.</h1>
      <p className="cat-section-text">Browse the full catalog while you walk the floor: scan a tag or search by item number to see dimensions, finishes and stock.</p>
      <Actions
        actions={
          isSignedIn(session)
            ? [{ label: 'Browse products', to: '/products' }]
            : [
                { label: 'Browse products', to: '/products' },
                { label: 'Log in for trade prices', to: '/login', kind: 'secondary' },
              ]
        }
      />
      <p className="cat-fineprint">Free access for showroom guests. Please do not stream video or download large files.</p>
    </div>
  );
}
