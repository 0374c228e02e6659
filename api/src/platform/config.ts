import { z } from 'zod';

/** The api's environment, parsed once at boot; a bad value stops the start with a list of what is wrong. */
const envSchema = z.object({
  API_PORT: z.coerce.number().int().min(0).max(65535).default(8790),
  API_HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});
export type ApiConfig = z.infer<typeof envSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`invalid api environment:\n${lines}`);
  }
  return parsed.data;
}
