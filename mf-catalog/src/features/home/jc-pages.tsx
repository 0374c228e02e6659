import { TRADE_DESKS, catalogLink, groupDigits } from '@storefront/contracts';
import { Link } from '@storefront/remote-kit';
import { useState } from 'react';
import { Button, Form, Input, Label, TextField } from 'react-aria-components';
import { Features, Hero, SectionHead, Story, type Feature } from './blocks';
import { bannerFile, catalogPicture, roomFile } from './images';
import { useRooms } from './use-home-data';

const DESK = TRADE_DESKS.jc;

const REGIONS = [
  { name: 'Northeast', states: 'CT, DC, DE, MA, MD, ME, NH, NJ, NY, PA, RI, VT' },
  { name: 'Southeast', states: 'AL, FL, GA, KY, MS, NC, SC, TN, VA, WV' },
  { name: 'Midwest', states: 'IA, IL, IN, KS, MI, MN, MO, ND, NE, OH, SD, WI' },
  { name: 'Southwest', states: 'AR, AZ, LA, NM, OK, TX' },
  { name: 'West', states: 'AK, CA, CO, HI, ID, MT, NV, OR, UT, WA, WY' },
];

/** JC /DealerLocator: find the dealers of a region; the trade desk answers for a ZIP code. */
export function DealerLocatorPage() {
  const [zip, setZip] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const valid = /^\d{5}(-\d{4})?$/.test(zip.trim());
  return (
    <div className="cat-landing">
      <header className="cat-page-head">
        <p className="cat-eyebrow">Dealer locator</p>
        <h1>See Jonathan Charles in person</h1>
        <p className="cat-section-text">Our furniture is shown by independent dealers and design showrooms across the country. Tell us where you are and our trade desk will put you in touch with the nearest one.</p>
      </header>
      <section className="cat-section cat-locator" aria-labelledby="cat-locator-form">
        <SectionHead id="cat-locator-form" title="Find a dealer near you" />
        <Form
          className="cat-locator-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (valid) setAsked(zip.trim());
          }}
        >
          <TextField className="cat-field" value={zip} onChange={setZip} isInvalid={zip !== '' && !valid} name="zip">
            <Label>ZIP code</Label>
            <Input inputMode="numeric" autoComplete="postal-code" placeholder="e.g. 27260" />
          </TextField>
          <Button type="submit" className="cat-cta cat-cta--primary" isDisabled={!valid}>
            Find dealers
          </Button>
        </Form>
        <p className="cat-locator-answer" role="status">
          {asked ? (
            <>
              Dealers near <strong>{asked}</strong>: call our trade desk at <a href={`tel:${DESK.phone_number.replace(/\D/g, '')}`}>{DESK.phone_number}</a> or write to{' '}
              <a href={`mailto:${DESK.email}?subject=${encodeURIComponent(`Dealers near ${asked}`)}`}>{DESK.email}</a> and we will send you the showrooms closest to you.
            </>
          ) : null}
        </p>
      </section>
      <section className="cat-section" aria-labelledby="cat-regions">
        <SectionHead id="cat-regions" eyebrow="Where we are" title="Dealers in every region" />
        <ul className="cat-regions">
          {REGIONS.map((r) => (
            <li key={r.name} className="cat-region">
              <h3 className="cat-feature-title">{r.name}</h3>
              <p className="cat-feature-text">{r.states}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** JC /eCatalog: the digital catalog, a volume per room (rooms from the api). */
export function ECatalogPage() {
  const rooms = useRooms();
  return (
    <div className="cat-landing">
      <header className="cat-page-head">
        <p className="cat-eyebrow">eCatalog</p>
        <h1>The Jonathan Charles catalog, room by room</h1>
        <p className="cat-section-text">Every piece in the current line, with dimensions, finishes and live stock. Open a volume to browse it.</p>
      </header>
      <ul className="cat-volumes" aria-busy={rooms === null}>
        {(rooms ?? []).map((room, i) => (
          <li key={room.name} className="cat-volume">
            <img className="cat-volume-image" src={catalogPicture(roomFile(room.name), 600)} alt="" width={600} height={450} loading={i < 3 ? 'eager' : 'lazy'} decoding="async" />
            <span className="cat-volume-number">Volume {i + 1}</span>
            <Link to={room.link || catalogLink('jc', { room: room.name })} className="cat-volume-link">
              {room.name}
            </Link>
            <span className="cat-room-count">{groupDigits(room.count)} pieces</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

const BESPOKE: readonly Feature[] = [
  { title: 'Shape', text: 'Rectangular, oval, round or racetrack tops, on pedestal or leg bases.' },
  { title: 'Size', text: 'Lengths to seat four to sixteen, and heights for dining or counter seating.' },
  { title: 'Veneer and finish', text: 'Walnut, oak, mahogany or ash veneers, in any finish from the Jonathan Charles range.' },
  { title: 'Leaves and details', text: 'Extension leaves, inlaid bandings and brass caps, specified to the drawing.' },
];

/** JC /bespokeDining (standalone): the bespoke dining table service. */
export function BespokeDiningPage() {
  return (
    <div className="cat-standalone">
      <Link to="/home" className="cat-back">
        ← Jonathan Charles home
      </Link>
      <Hero image={bannerFile('JC')} eyebrow="Bespoke dining" title="A dining table made for your room" text="Tell us the shape, the size and the finish. Our workshop drafts it, you approve the drawing, and we build it." variant="split" />
      <Features id="cat-bespoke-options" eyebrow="What you choose" title="Your table, your specification" items={BESPOKE} tone="surface" />
      <Story
        id="cat-bespoke-start"
        eyebrow="How to start"
        title="Begin from a table in the line"
        paragraphs={['Pick the dining table closest to what you have in mind, then send us the changes with your project. A drawing and quote follow within a few working days.', `Questions? Call ${DESK.phone_number} or write to ${DESK.email}.`]}
        image={roomFile('Dining Room')}
        action={{ label: 'See the dining tables', to: catalogLink('jc', { category: 'Dining Tables' }) }}
      />
    </div>
  );
}
