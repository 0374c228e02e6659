import {
  ACCOUNT_CALLS,
  CHECKOUT_CALLS,
  COUNTRIES,
  DISTRICTS,
  type AddressInput,
  type BillAddress,
  type CartPreCheckResponse,
  type CheckoutSummaryResponse,
  type Funding,
  type Option,
  type ShippingCostResponse,
  type ShippingMethod,
} from '@storefront/contracts';
import { refusalOf, usePageAnswer, useShell } from '@storefront/remote-kit';
import { useEffect, useRef, useState } from 'react';
import { COUPON_REFUSALS, costMessageOf, messageOf } from './checkout-rules';

/** A read: `err` is the refusal's code when the api refused it. */
export type Load<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: string; err?: number };

/** What the page server read for a signed-in checkout is named by the session's mode and customer. */
const pageKey = (what: string, session: { mode: string; customerId: string | null | undefined }) => `checkout:${what}:${session.mode}:${session.customerId ?? ''}`;

/**
 * The cart's purchasable lines and whether a certificate is on file (the pre-checkout check), read when the page opens;
 * the page server reads it with the page (decision 032), and the page starts from its answer.
 */
export function usePreCheck(): Load<CartPreCheckResponse> {
  const { api, session } = useShell();
  const carried = usePageAnswer<CartPreCheckResponse>(pageKey('pre', session), (signal) => api.call(CHECKOUT_CALLS.preCheck, { signal }));
  const [state, setState] = useState<Load<CartPreCheckResponse>>(carried ? { status: 'ready', data: carried.value } : { status: 'loading' });
  const fromPage = useRef(carried !== undefined);
  useEffect(() => {
    if (fromPage.current) {
      fromPage.current = false;
      return;
    }
    const controller = new AbortController();
    api.call(CHECKOUT_CALLS.preCheck, { signal: controller.signal }).then(
      (data) => setState({ status: 'ready', data }),
      (caught: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', error: messageOf(caught, 'Your cart could not be read'), err: refusalOf(caught)?.err });
      },
    );
    return () => controller.abort();
  }, [api]);
  return state;
}

/** The account's saved bill addresses (none when the account keeps none or the list cannot be read); read with the page too. */
export function useSavedAddresses(): BillAddress[] | null {
  const { api, session } = useShell();
  const carried = usePageAnswer<{ list: BillAddress[] }>(pageKey('addresses', session), (signal) => api.call(ACCOUNT_CALLS.addressList, { signal }));
  const [list, setList] = useState<BillAddress[] | null>(carried ? carried.value.list : null);
  const fromPage = useRef(carried !== undefined);
  useEffect(() => {
    if (fromPage.current) {
      fromPage.current = false;
      return;
    }
    const controller = new AbortController();
    api.call(ACCOUNT_CALLS.addressList, { signal: controller.signal }).then(
      (val) => setList(val.list),
      () => {
        if (!controller.signal.aborted) setList([]);
      },
    );
    return () => controller.abort();
  }, [api]);
  return list;
}

export interface Lists {
  countries: readonly Option[];
  states: readonly Option[];
  /** The country the states are of (the states of another country are not offered while its own are read). */
  statesOf: string;
}

/**
 * The country and state select lists (section 7's state/country call), asked again when the country changes. If the
 * call fails, the contracts' own lists (the same the api answers from) stand in, so the form stays usable.
 */
export function useStateCountry(country: string): Lists {
  const { api } = useShell();
  // The contracts' own lists (the ones the api answers from) until the call answers: the page server draws the same.
  const [lists, setLists] = useState<Lists>(() => ({ countries: COUNTRIES, states: DISTRICTS[country] ?? [], statesOf: country }));
  useEffect(() => {
    const controller = new AbortController();
    api.call(CHECKOUT_CALLS.stateCountry, { body: { country }, signal: controller.signal }).then(
      (val) => setLists({ countries: val.country, states: val.state, statesOf: country }),
      () => {
        if (!controller.signal.aborted) setLists({ countries: COUNTRIES, states: DISTRICTS[country] ?? [], statesOf: country });
      },
    );
    return () => controller.abort();
  }, [api, country]);
  return lists;
}

/** How long typing rests before a complete address is priced. */
export const COST_DELAY_MS = 300;

export type Costs = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; data: ShippingCostResponse } | { status: 'failed'; error: string };

/** Each shipping method's cost to the address, asked once the address is complete (and again when it changes). */
export function useShippingCosts(address: AddressInput | null, attempt: number): Costs {
  const { api } = useShell();
  const [costs, setCosts] = useState<Costs>({ status: 'idle' });
  const key = address ? JSON.stringify(address) : null;
  useEffect(() => {
    if (!address) {
      setCosts({ status: 'idle' });
      return;
    }
    setCosts({ status: 'loading' });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api.call(CHECKOUT_CALLS.shippingCost, { body: { address }, signal: controller.signal }).then(
        (data) => setCosts({ status: 'ready', data }),
        (caught: unknown) => {
          if (!controller.signal.aborted) setCosts({ status: 'failed', error: costMessageOf(caught) });
        },
      );
    }, COST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // The address's text names it: a new object with the same fields asks nothing.
  }, [api, key, attempt]);
  return costs;
}

export type Summary =
  | { status: 'idle' }
  | { status: 'loading'; key: string }
  | { status: 'ready'; key: string; data: CheckoutSummaryResponse }
  | { status: 'failed'; key: string; error: string };

export interface SummaryQuestion {
  address: AddressInput;
  shipping_method: ShippingMethod;
  coupon_code: string | null;
  funding: Funding | null;
}

/**
 * The order summary for the address, method, coupon and funding (a payment method reviewed): `key` names the question,
 * so the page knows the charge it shows is the one for the method chosen. A coupon the api no longer takes is
 * dropped (`onCouponRefused` with the api's reason) and the summary asked again without it.
 */
export function useSummary(question: SummaryQuestion | null, attempt: number, onCouponRefused: (code: string, message: string) => void): Summary {
  const { api } = useShell();
  const [summary, setSummary] = useState<Summary>({ status: 'idle' });
  const key = question ? JSON.stringify(question) : null;
  const refused = useRef(onCouponRefused);
  useEffect(() => {
    refused.current = onCouponRefused;
  });
  useEffect(() => {
    if (!question || key === null) {
      setSummary({ status: 'idle' });
      return;
    }
    setSummary({ status: 'loading', key });
    const controller = new AbortController();
    api.call(CHECKOUT_CALLS.summary, { body: question, signal: controller.signal }).then(
      (data) => setSummary({ status: 'ready', key, data }),
      (caught: unknown) => {
        if (controller.signal.aborted) return;
        const refusal = refusalOf(caught);
        if (question.coupon_code && refusal && COUPON_REFUSALS.includes(refusal.err)) {
          refused.current(question.coupon_code, refusal.message);
          return;
        }
        setSummary({ status: 'failed', key, error: costMessageOf(caught) });
      },
    );
    return () => controller.abort();
  }, [api, key, attempt]);
  return summary;
}
