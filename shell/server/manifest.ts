import { REMOTES, REMOTE_ENTRY_FILE, manifestProblems, type RemotesManifest } from '@storefront/contracts';
import { readFile, stat } from 'node:fs/promises';

/** Same-origin default: every remote's build under /remotes/<name>/. */
export function defaultManifest(): RemotesManifest {
  return Object.fromEntries(REMOTES.map((name) => [name, `/remotes/${name}/${REMOTE_ENTRY_FILE}`])) as RemotesManifest;
}

/**
 * The runtime manifest, read from its file when it changed (so a redeploy is a file edit), or the
 * same-origin default. A broken file keeps the last good manifest and says why in the log.
 */
export function manifestSource(file: string | null, warn: (msg: string) => void): () => Promise<RemotesManifest> {
  let cached: { mtimeMs: number; manifest: RemotesManifest } | null = null;
  const fallback = defaultManifest();
  return async () => {
    if (!file) return fallback;
    try {
      const { mtimeMs } = await stat(file);
      if (cached && cached.mtimeMs === mtimeMs) return cached.manifest;
      const value: unknown = JSON.parse(await readFile(file, 'utf8'));
      const partial = { ...fallback, ...(value as object) };
      const problems = manifestProblems(partial);
      if (problems.length > 0) throw new Error(problems.join('; '));
      cached = { mtimeMs, manifest: partial as RemotesManifest };
      return cached.manifest;
    } catch (error) {
      warn(`remotes manifest ${file} not used: ${error instanceof Error ? error.message : String(error)}`);
      return cached?.manifest ?? fallback;
    }
  };
}

/** The remote an entry URL of this origin's `/remotes/<name>/` names (its module entry or its federation entry), or null. */
export function localRemoteOf(entry: string): string | null {
  const match = /^\/remotes\/([\w-]+)\/(remote\.js|remoteEntry\.js)$/.exec(entry);
  return match ? (match[1] as string) : null;
}
