import { groupDigits } from '@storefront/contracts';
import { Link } from '@storefront/remote-kit';
import type { ReactNode } from 'react';
import { catalogPicture, roomFile, wideSrcSet } from './images';
import type { HomeRoom } from './use-home-data';

export interface Action {
  label: string;
  to: string;
  kind?: 'primary' | 'secondary';
}

export function Actions({ actions }: { actions: readonly Action[] }) {
  return (
    <div className="cat-actions">
      {actions.map((a) => (
        <Link key={a.to + a.label} to={a.to} className={`cat-cta cat-cta--${a.kind ?? 'primary'}`}>
          {a.label}
        </Link>
      ))}
    </div>
  );
}

export interface HeroProps {
  /** The banner picture's read name (`banner_<brand>.jpg`, 1920 × 640: its left third is left for words). */
  image: string;
  eyebrow?: string;
  title: string;
  text: string;
  actions?: readonly Action[];
  /** overlay: words over the picture; split: words beside it; band: a coloured band above it. */
  variant?: 'overlay' | 'split' | 'band';
  /** Heading level: 1 on a page's top (the default). */
  level?: 1 | 2;
}

/** The page's hero: the brand banner (the first, eager picture) and the page's title. */
export function Hero({ image, eyebrow, title, text, actions = [], variant = 'overlay', level = 1 }: HeroProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className={`cat-hero cat-hero--${variant}`} aria-label={title}>
      <img
        className="cat-hero-image"
        src={catalogPicture(image, 0)}
        srcSet={wideSrcSet(image, 1920)}
        sizes="100vw"
        width={1920}
        height={640}
        alt=""
        fetchPriority={level === 1 ? 'high' : undefined}
        loading={level === 1 ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className="cat-hero-copy">
        {eyebrow ? <p className="cat-eyebrow">{eyebrow}</p> : null}
        <Heading className="cat-hero-title">{title}</Heading>
        <p className="cat-hero-text">{text}</p>
        {actions.length ? <Actions actions={actions} /> : null}
      </div>
    </section>
  );
}

export function SectionHead({ id, eyebrow, title, text, action }: { id: string; eyebrow?: string; title: string; text?: string; action?: ReactNode }) {
  return (
    <div className="cat-section-head">
      <div>
        {eyebrow ? <p className="cat-eyebrow">{eyebrow}</p> : null}
        <h2 id={id} className="cat-section-title">
          {title}
        </h2>
        {text ? <p className="cat-section-text">{text}</p> : null}
      </div>
      {action}
    </div>
  );
}

/** Rooms of the site with their drawn scenes (`room_<slug>.jpg`), linking to the room's list. */
export function RoomGrid({ rooms, title, eyebrow, text, variant = 'tiles' }: { rooms: readonly HomeRoom[] | null; title: string; eyebrow?: string; text?: string; variant?: 'tiles' | 'wide' | 'list' }) {
  if (rooms !== null && rooms.length === 0) return null;
  const shown = rooms ?? Array.from({ length: 6 }, (_, i) => ({ name: '', link: '', count: i }));
  return (
    <section className={`cat-section cat-rooms cat-rooms--${variant}`} aria-labelledby="cat-rooms-title">
      <SectionHead id="cat-rooms-title" eyebrow={eyebrow} title={title} text={text} />
      <ul className="cat-rooms-grid" aria-busy={rooms === null}>
        {shown.map((room, i) =>
          room.name ? (
            <li key={room.name} className="cat-room">
              <img className="cat-room-image" src={catalogPicture(roomFile(room.name), 600)} alt="" width={600} height={450} loading="lazy" decoding="async" />
              <span className="cat-room-text">
                {variant === 'list' ? <span className="cat-room-index">{String(i + 1).padStart(2, '0')}</span> : null}
                <Link to={room.link} className="cat-room-link">
                  {room.name}
                </Link>
                <span className="cat-room-count">{groupDigits(room.count)} pieces</span>
              </span>
            </li>
          ) : (
            <li key={i} className="cat-room cat-room--skeleton" aria-hidden="true">
              <span className="cat-room-image cat-skeleton" />
            </li>
          ),
        )}
      </ul>
    </section>
  );
}

export interface Feature {
  title: string;
  text: string;
}

/** A row of short facts (trade benefits, how a service works), numbered when `numbered`. */
export function Features({ id, title, eyebrow, items, numbered = false, tone = 'plain' }: { id: string; title: string; eyebrow?: string; items: readonly Feature[]; numbered?: boolean; tone?: 'plain' | 'surface' | 'ink' }) {
  return (
    <section className={`cat-section cat-features cat-features--${tone}`} aria-labelledby={id}>
      <SectionHead id={id} eyebrow={eyebrow} title={title} />
      <ol className={`cat-features-list${numbered ? ' cat-features-list--numbered' : ''}`}>
        {items.map((item) => (
          <li key={item.title} className="cat-feature">
            <h3 className="cat-feature-title">{item.title}</h3>
            <p className="cat-feature-text">{item.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The brand's story beside a room picture, with an optional link. */
export function Story({ id, eyebrow, title, paragraphs, image, action, reverse = false }: { id: string; eyebrow?: string; title: string; paragraphs: readonly string[]; image: string; action?: Action; reverse?: boolean }) {
  return (
    <section className={`cat-section cat-story${reverse ? ' cat-story--reverse' : ''}`} aria-labelledby={id}>
      <img className="cat-story-image" src={catalogPicture(image, 600)} srcSet={wideSrcSet(image, 1200)} sizes="(max-width: 991px) 100vw, 50vw" alt="" width={1200} height={900} loading="lazy" decoding="async" />
      <div className="cat-story-copy">
        {eyebrow ? <p className="cat-eyebrow">{eyebrow}</p> : null}
        <h2 id={id} className="cat-section-title">
          {title}
        </h2>
        {paragraphs.map((p) => (
          <p key={p} className="cat-story-text">
            {p}
          </p>
        ))}
        {action ? <Actions actions={[action]} /> : null}
      </div>
    </section>
  );
}
