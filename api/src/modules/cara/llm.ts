/**
 * Optional phrasing by an OpenAI-compatible chat endpoint (CARA_LLM_URL): it rewrites the engine's answer in a
 * friendlier voice, grounded only on the products the engine retrieved (names, categories, styles, finishes; prices
 * only when the caller may see them, since the cards given to it are the caller's cards). Any failure, or no
 * endpoint, leaves the engine's own wording.
 */
import type { ChatProduct } from '@storefront/contracts';
import type { ApiConfig } from '../../platform/config';

const SYSTEM = [
  'You are Cara, a furniture design assistant for a trade storefront.',
  'Rewrite the draft answer in two or three friendly sentences for an interior designer.',
  'Mention only the products listed; never invent products, prices, dimensions or availability.',
  'Do not mention prices unless the product data includes them. Do not use markdown.',
].join(' ');

function facts(products: readonly ChatProduct[]): string {
  return products
    .map((p) => {
      const price = p.product_price_about ? `, $${p.product_price_about.final_price}` : '';
      return `- ${p.name} (${p.sku_number}): ${p.category}, ${p.style}, ${p.finish}, ${p.width}x${p.length}x${p.height} in${price}${p.group ? `, pairs as ${p.group}` : ''}`;
    })
    .join('\n');
}

/** Streams the phrased answer (pieces of text); yields nothing when the endpoint fails before its first piece. */
export async function* phrase(config: ApiConfig, question: string, draft: string, products: readonly ChatProduct[], signal?: AbortSignal): AsyncGenerator<string> {
  if (!config.CARA_LLM_URL) return;
  const url = `${config.CARA_LLM_URL.replace(/\/+$/, '')}/chat/completions`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(config.CARA_LLM_KEY ? { authorization: `Bearer ${config.CARA_LLM_KEY}` } : {}) },
      body: JSON.stringify({
        model: config.CARA_LLM_MODEL,
        stream: true,
        temperature: 0.3,
        max_tokens: 220,
        messages: [
          { role: 'system', content: SYSTEM },
          { role: 'user', content: `Question: ${question}\nDraft answer: ${draft}\nProducts:\n${facts(products) || '(none)'}` },
        ],
      }),
      signal: signal ?? AbortSignal.timeout(15_000),
    });
  } catch {
    return;
  }
  if (!response.ok || !response.body) return;
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let nl: number;
      while ((nl = buffer.indexOf('\n')) !== -1) {
        const line = buffer.slice(0, nl).trim();
        buffer = buffer.slice(nl + 1);
        if (!line.startsWith('data:')) continue;
        const data = line.slice(5).trim();
        if (data === '[DONE]') return;
        try {
          const piece = (JSON.parse(data) as { choices?: Array<{ delta?: { content?: string } }> }).choices?.[0]?.delta?.content;
          if (piece) yield piece;
        } catch {
          // A malformed event is skipped.
        }
      }
    }
  } catch {
    return;
  }
}
