import type { Deps } from '../../http/context.js';

/**
 * Deletes the objects of file rows that are gone (after the commit that removed them). A failure
 * is logged, not thrown: the housekeeping sweep removes objects no row names.
 */
export async function removeObjects(deps: Pick<Deps, 'files' | 'logger'>, keys: readonly string[]) {
  if (keys.length === 0) return;
  try {
    await deps.files.remove(keys);
  } catch (error) {
    deps.logger.warn('file objects not deleted (the housekeeping sweep retries)', {
      count: keys.length,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
