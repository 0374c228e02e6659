import { ABOUT_ME_MAX, ACCOUNT_CALLS, ACCOUNT_SETTINGS_MESSAGES as M, FILE_CALLS, FILE_RULES, MESSAGES, fileReadUrl, type AccountProfile } from '@storefront/contracts';
import { fail, ok, on } from '@storefront/contracts/testing';
import { axeViolations } from '@storefront/tooling/axe';
import { fireEvent, screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { accountHandlers, field, fileOf, mountPage, profileOf, unmountAll } from '../../test/account-settings';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountAll();
  server.resetHandlers();
});
afterAll(() => server.close());

const FILE_ID = '00000000-0000-4000-b000-000000000001';
const PICTURE = `Newcache_2_${FILE_ID}.png`;
const pictureInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const pick = (file: File) => fireEvent.change(pictureInput(), { target: { files: [file] } });

async function openProfile(profile: AccountProfile = profileOf()) {
  server.use(...accountHandlers(profile));
  const mounted = await mountPage('accountSettings', { query: { tab: 'profile' } });
  await screen.findByRole('heading', { level: 2, name: 'Profile' });
  return mounted;
}

/** The upload and picture calls as the api answers them; holds the upload until `release` when asked. */
function pictureHandlers(hold = false) {
  const calls = { uploads: [] as string[], headImg: [] as unknown[] };
  const waiting: Array<() => void> = [];
  server.use(
    on(FILE_CALLS.upload, async ({ request }) => {
      const form = await request.formData();
      calls.uploads.push(String(form.get('purpose')));
      if (hold) await new Promise<void>((resolve) => waiting.push(resolve));
      const file = { file_id: FILE_ID, filename: PICTURE, url: fileReadUrl(PICTURE), size: 2048, mime: 'image/png' };
      return ok({ ...file, list: [file] });
    }),
    on(ACCOUNT_CALLS.headImg, async ({ request }) => {
      calls.headImg.push(await request.json());
      return ok(profileOf({ head_img: fileReadUrl(PICTURE, 300) }));
    }),
  );
  return { calls, release: () => waiting.splice(0).forEach((go) => go()) };
}

describe('Profile', { timeout: 20_000 }, () => {
  // The preview is an object URL of the chosen file; the document's own functions are put back after.
  const own = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  beforeAll(() => {
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
  });
  afterAll(() => {
    URL.createObjectURL = own.create;
    URL.revokeObjectURL = own.revoke;
  });

  it("shows a trade account's tier and price label, its picture (or initials) and about me", async () => {
    await openProfile(profileOf({ about_me: 'Boutique hotels.' }));
    const tier = screen.getByRole('heading', { level: 3, name: 'Tier and price label' }).closest('section')!;
    expect(within(tier).getByText('Tier').nextSibling).toHaveTextContent('Gold');
    expect(within(tier).getByText('Price label').nextSibling).toHaveTextContent('Retail 50/20');
    expect(screen.getByRole('img', { name: 'No profile picture yet' })).toHaveTextContent('DR');
    expect(field('About me')).toHaveValue('Boutique hotels.');
    expect(await axeViolations()).toEqual([]);
  });

  it('refuses a picture that is not a jpg or png, or is 20 MB or more, before anything is sent', async () => {
    await openProfile();
    pick(fileOf('portrait.gif', 'image/gif'));
    expect(await screen.findByRole('alert')).toHaveTextContent(FILE_RULES.avatar.message);
    pick(fileOf('portrait.png', 'image/png', 21 * 1024 * 1024));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${MESSAGES.fileTooLarge} (20 MB at most)`);
    expect(screen.queryByRole('button', { name: 'Save picture' })).not.toBeInTheDocument();
  });

  it('previews the chosen picture, uploads it as an avatar with its progress, and makes it the profile picture', async () => {
    const { calls, release } = pictureHandlers(true);
    const mounted = await openProfile();
    const { user } = mounted;
    pick(fileOf('portrait.png', 'image/png'));
    expect(await screen.findByRole('img', { name: 'Preview of your new profile picture' })).toHaveAttribute('src', 'blob:preview');
    expect(screen.getByText('Chosen: portrait.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save picture' }));
    expect(await screen.findByRole('progressbar', { name: 'Uploading your picture' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Saving picture/ }));
    release();
    expect(await screen.findByText('Your profile picture has been saved.')).toHaveAttribute('role', 'status');
    expect(calls.uploads).toEqual(['avatar']);
    expect(calls.headImg).toEqual([{ file_id: FILE_ID }]);
    expect(screen.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', fileReadUrl(PICTURE, 300));
    // The shell reads the user again, so the header shows the new picture at once.
    expect(mounted.userRefreshes).toBe(1);
    expect(await axeViolations()).toEqual([]);
  });

  it("says the api's refusal of the picture", async () => {
    server.use(on(FILE_CALLS.upload, () => fail(41500, FILE_RULES.avatar.message)));
    const { user } = await openProfile();
    pick(fileOf('portrait.jpg', 'image/jpeg'));
    await user.click(await screen.findByRole('button', { name: 'Save picture' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FILE_RULES.avatar.message);
  });

  it('saves about me, and says when it is too long', async () => {
    const bodies: unknown[] = [];
    server.use(
      on(ACCOUNT_CALLS.aboutMe, async ({ request }) => {
        const body = (await request.json()) as { about_me: string };
        bodies.push(body);
        return ok(profileOf({ about_me: body.about_me.trim() }));
      }),
    );
    const { user } = await openProfile();
    await user.click(field('About me'));
    await user.paste('x'.repeat(ABOUT_ME_MAX + 1));
    expect(field('About me')).toHaveAccessibleDescription(expect.stringContaining(M.aboutMeTooLong));
    await user.click(screen.getByRole('button', { name: 'Save about me' }));
    expect(bodies).toEqual([]);
    await user.clear(field('About me'));
    await user.paste('  Boutique hotels\nand quiet homes.  ');
    expect(field('About me')).toHaveAccessibleDescription(expect.stringContaining('32 of 500 characters'));
    await user.click(screen.getByRole('button', { name: 'Save about me' }));
    expect(await screen.findByText('About me has been saved.')).toBeInTheDocument();
    expect(bodies).toEqual([{ about_me: '  Boutique hotels\nand quiet homes.  ' }]);
    expect(field('About me')).toHaveValue('Boutique hotels\nand quiet homes.');
  });
});
