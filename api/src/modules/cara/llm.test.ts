import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config';
import { phrase } from './llm';

let server: Server;
let url = '';
let lastBody: { model?: string; messages?: Array<{ content: string }> } = {};
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      if (req.url !== '/v1/chat/completions') {
        res.writeHead(500).end();
        return;
      }
      lastBody = JSON.parse(body) as typeof lastBody;
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const piece of ['Here are ', 'two walnut ', 'tables.']) res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: piece } }] })}\n\n`);
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function collect(gen: AsyncGenerator<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const piece of gen) out.push(piece);
  return out;
}

describe('phrasing by an OpenAI-compatible endpoint', () => {
  it('streams the phrased answer, grounded on the products it is given', async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent', CARA_LLM_URL: `${url}/v1`, CARA_LLM_MODEL: 'test-model' });
    const product = { sku_number: 'CA-DTB-1', name: 'Harlow Dining Table', category: 'Dining Tables', style: 'Modern', finish: 'Walnut', width: 84, length: 40, height: 30 };
    const pieces = await collect(phrase(config, 'walnut table', 'Here are 1 walnut dining tables.', [product as never]));
    expect(pieces.join('')).toBe('Here are two walnut tables.');
    expect(lastBody.model).toBe('test-model');
    expect(lastBody.messages?.[1]?.content).toContain('Harlow Dining Table (CA-DTB-1)');
    expect(lastBody.messages?.[1]?.content).not.toContain('$');
  });

  it("yields nothing without an endpoint or when it fails (the engine's words stand)", async () => {
    expect(await collect(phrase(loadConfig({ LOG_LEVEL: 'silent' }), 'q', 'd', []))).toEqual([]);
    expect(await collect(phrase(loadConfig({ LOG_LEVEL: 'silent', CARA_LLM_URL: `${url}/broken` }), 'q', 'd', []))).toEqual([]);
    expect(await collect(phrase(loadConfig({ LOG_LEVEL: 'silent', CARA_LLM_URL: 'http://127.0.0.1:9/v1' }), 'q', 'd', []))).toEqual([]);
  });
});
