import type { Refusal } from '@tawreed/domain';
import { msg } from '@tawreed/domain';
import { AppError, notFound } from '../../http/errors.js';

/** The order changed since its caller read it (If-Match, or a conditional update that found no row). */
export function versionConflict(currentVersion: number): AppError {
  return new AppError('VERSION_CONFLICT', msg('versionConflict'), { currentVersion });
}

/** The domain's refusal as the error the API answers (a hidden order is 404, never 403). */
export function refusalError(refusal: Refusal): AppError {
  if (refusal.code === 'NOT_FOUND') return notFound('whatOrder');
  return new AppError(refusal.code, refusal.reason);
}
