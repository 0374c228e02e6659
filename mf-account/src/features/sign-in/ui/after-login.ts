import { BRAND_TABLE, modesOf, safeReturnPath, type Brand, type LoginResponse, type Mode } from '@storefront/contracts';
import { useShell } from '@storefront/remote-kit';
import { useCallback } from 'react';
import { mergeGuestCart } from '../../../ui/guest-cart-merge';

/**
 * Where a login leads: the redirect query when there is one (an in-app path; /page/home loads fully),
 * else /selectMode for an account with several modes, else home. FFD shoppers go home.
 */
export function destinationAfterLogin(brand: Brand, answer: Pick<LoginResponse, 'kind'>, redirect: string | undefined): string {
  if (redirect) return safeReturnPath(redirect);
  if (BRAND_TABLE[brand].features.ffdVariants) return '/home';
  return modesOf(answer.kind).length > 1 ? '/selectMode' : '/home';
}

/**
 * Hands the login answer to the shell (cookies, roles), merges the FFD guest cart into the account's (a failed merge
 * keeps the guest cart and does not stop the sign-in), then goes where the login leads.
 */
export function useCompleteLogin(): (answer: LoginResponse, options?: { mode?: Mode }) => Promise<void> {
  const { account, navigate, brand, route, api, events, toasts, session } = useShell();
  const { language } = session;
  return useCallback(
    async (answer, options) => {
      await account.signIn(answer, options);
      await mergeGuestCart({ api, brand, events, toasts, language });
      navigate(destinationAfterLogin(brand, answer, route.query.redirect), { replace: true });
    },
    [account, navigate, brand, route.query.redirect, api, events, toasts, language],
  );
}
