import type { ReactNode } from 'react';

/** The networks the footer links to, each with its mark drawn inline (no requests) and its accessible name. */
const MARKS: Record<string, { name: string; path: ReactNode }> = {
  instagram: {
    name: 'Instagram',
    path: (
      <>
        <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
      </>
    ),
  },
  facebook: { name: 'Facebook', path: <path d="M14 8.5h2.5V5H14c-2.2 0-3.5 1.4-3.5 3.6V11H8v3.4h2.5V21h3.4v-6.6h2.5l.6-3.4h-3.1V9.2c0-.4.3-.7.7-.7Z" /> },
  pinterest: {
    name: 'Pinterest',
    path: (
      <>
        <circle cx="12" cy="12" r="8.5" />
        <path d="M11 9.5c.8-1.7 4.6-1.6 4.6 1.4 0 2.5-2 3.8-3.5 3.1M11.8 10.8 9.7 20" />
      </>
    ),
  },
  houzz: { name: 'Houzz', path: <path d="M7 3.5v17h4v-5.2h2v5.2h4v-9.1L10.9 8V3.5H7Z" /> },
};

export interface SocialLink {
  icon_url: string;
  icon_link: string;
}

/** The network of a social entry: from its icon's file name, else from its link. */
export function socialNetwork(entry: SocialLink): string | null {
  const haystack = `${entry.icon_url} ${entry.icon_link}`.toLowerCase();
  return Object.keys(MARKS).find((key) => haystack.includes(key)) ?? null;
}

/** Social links of a brand the menu call does not list: derived from the brand's name as the brand sites do. */
export function defaultSocialLinks(brandName: string): SocialLink[] {
  const slug = brandName.toLowerCase().replace(/[^a-z0-9]+/g, '');
  return [
    { icon_url: 'instagram', icon_link: `https://www.instagram.com/${slug}` },
    { icon_url: 'facebook', icon_link: `https://www.facebook.com/${slug}` },
    { icon_url: 'pinterest', icon_link: `https://www.pinterest.com/${slug}` },
    { icon_url: 'houzz', icon_link: `https://www.houzz.com/pro/${slug}` },
  ];
}

export function SocialIcons({ links, brandName }: { links: readonly SocialLink[]; brandName: string }) {
  const known = links.flatMap((link) => {
    const network = socialNetwork(link);
    return network ? [{ ...link, network }] : [];
  });
  if (!known.length) return null;
  return (
    <ul className="sf-social" aria-label={`${brandName} on social media`}>
      {known.map(({ network, icon_link }) => {
        const mark = MARKS[network] as (typeof MARKS)[string];
        return (
          <li key={network}>
            <a href={icon_link} target="_blank" rel="noopener noreferrer" aria-label={`${mark.name} (opens in a new tab)`}>
              <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" aria-hidden="true" focusable="false">
                {mark.path}
              </svg>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
