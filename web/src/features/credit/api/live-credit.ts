import { useQueryClient } from '@tanstack/react-query';
import { accountKey } from '@tawreed/domain';
import { creditKeys } from '../../../lib/credit-keys';
import { useClientCreditEvent } from '../../../lib/realtime';

/**
 * Keeps the credit figures of `accountNo` current (DESIGN §11 "updates live"): a `client:credit`
 * frame for that account (compared as the service does, case-insensitively) refetches them.
 */
export function useLiveClientCredit(accountNo: string | null | undefined) {
  const queryClient = useQueryClient();
  useClientCreditEvent((frame) => {
    if (!accountNo || accountKey(frame.accountNo) !== accountKey(accountNo)) return;
    void queryClient.invalidateQueries({ queryKey: creditKeys.all });
  });
}
