import { BRAND_TABLE, CATALOG_CALLS, catalogLink, type CategoryItem, groupDigits } from '@storefront/contracts';
import { Link, ProductImage, useShell } from '@storefront/remote-kit';
import { useEffect, useState } from 'react';
interface HomeCategory {
  name: string;
  image: string;
}

interface Rooms {
  rooms: CategoryItem[];
  pictures: Map<string, HomeCategory>;
}

const ROOM_SIZES = '(max-width: 600px) 100vw, (max-width: 1200px) 50vw, 400px';

/** /products: every room with its picture and categories, and the way to the whole catalog. */
export default function ProductsPage() {
  const { brand, api, toasts } = useShell();
  const site = BRAND_TABLE[brand].code;
  const [rooms, setRooms] = useState<Rooms | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([
      api.call(CATALOG_CALLS.roomCategories, { signal: controller.signal }),
      api.call(CATALOG_CALLS.homeCategories, { signal: controller.signal }),
    ])
      .then(([categories, pictures]) => {
        if (controller.signal.aborted) return;
        setRooms({ rooms: categories.list.filter((item) => item.category?.length), pictures: new Map(pictures.list.map((p) => [p.name, p])) });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setFailed(true);
        toasts.show({ kind: 'error', message: error instanceof Error ? error.message : 'The rooms could not be loaded' });
      });
    return () => controller.abort();
  }, [api, toasts]);

  return (
    <div className="cat-products-page">
      <header className="cat-list-header cat-products-header">
        <h1 className="cat-list-title">Products</h1>
        <Link to={catalogLink(site, {})} className="cat-outline-link">
          View all products
        </Link>
      </header>
      {failed && !rooms ? (
        <p className="cat-empty">The rooms could not be loaded.</p>
      ) : (
        <ul className="cat-rooms" aria-busy={!rooms} aria-label="Rooms">
          {(rooms?.rooms ?? Array.from({ length: 6 }, () => null)).map((room, index) =>
            room ? (
              <li key={room.value} className="cat-room">
                <div className="cat-room-media">
                  <ProductImage src={rooms?.pictures.get(room.name)?.image ?? ''} alt="" sizes={ROOM_SIZES} priority={index < 3} className="cat-room-image" width={600} height={400} />
                </div>
                <h2 className="cat-room-name">
                  <Link to={catalogLink(site, { room: room.name })}>
                    {room.name}
                  </Link>
                  {room.count !== undefined && <span className="cat-room-count"> {groupDigits(room.count)} products</span>}
                </h2>
                <ul className="cat-room-categories" aria-label={`${room.name} categories`}>
                  {(room.category ?? []).map((category) => (
                    <li key={category.value}>
                      <Link to={catalogLink(site, { room: room.name, category: category.name })}>{category.name}</Link>
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={index} className="cat-room cat-room--skeleton" aria-hidden="true">
                <div className="cat-room-media cat-skeleton" />
                <div className="cat-skeleton cat-skeleton-line" />
                <div className="cat-skeleton cat-skeleton-line cat-skeleton-line--short" />
              </li>
            ),
          )}
        </ul>
      )}
    </div>
  );
}
