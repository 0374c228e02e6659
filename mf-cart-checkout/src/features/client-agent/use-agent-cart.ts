import { CLIENT_AGENT_CALLS, MESSAGES, type AgentCartResponse } from '@storefront/contracts';
import { refusalOf, useShell } from '@storefront/remote-kit';
import { useCallback, useEffect, useState } from 'react';

export type CartLoad = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; cart: AgentCartResponse } | { status: 'failed'; message: string };

/** What a failed call says: the api's refusal in its words, else 'Request false' (the network, a bug). */
export function messageOf(error: unknown): string {
  const refusal = refusalOf(error);
  return refusal && refusal.err !== 0 ? refusal.message : MESSAGES.requestFalse;
}

/** The customer's cart the agent builds (none until a customer is chosen); `set` takes a changed cart's answer. */
export function useAgentCart(customerId: string | null) {
  const { api } = useShell();
  const [load, setLoad] = useState<CartLoad>({ status: customerId ? 'loading' : 'idle' });

  useEffect(() => {
    if (!customerId) {
      setLoad({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    api.call(CLIENT_AGENT_CALLS.cart, { body: { customer_id: customerId }, signal: controller.signal }).then(
      (cart) => setLoad({ status: 'ready', cart }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ status: 'failed', message: messageOf(error) });
      },
    );
    return () => controller.abort();
  }, [api, customerId]);

  const set = useCallback((cart: AgentCartResponse) => setLoad({ status: 'ready', cart }), []);
  return { load, set };
}
