import { useMutation, useQueryClient } from '@tanstack/react-query';
import { canEditPriceLists, canViewCredit } from '@tawreed/domain';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ListCard } from '../../../components/ui/list-card';
import { toast } from '../../../components/ui/toast';
import { t } from '../../../i18n';
import { formatDate } from '../../../i18n/format';
import { useCurrentUser } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/errors';
import { usePageTitle } from '../../../lib/page-title';
import { makeDefaultPriceList, type PriceList, priceListKeys, usePriceLists } from '../api/price-lists';

/** A list's validity date (YYYY-MM-DD, a Riyadh day), or "-" when open. */
export const validityDate = (day: string | null) =>
  day ? formatDate(`${day}T12:00:00+03:00`) : t('common.none');

/**
 * /price-lists (DESIGN §12), for staff: each list with its validity dates, item and client
 * counts and which is the default; administrators and Credit Review make another the default.
 */
export function PriceListsPage() {
  usePageTitle(t('page.priceLists'));
  const user = useCurrentUser();
  const staff = canViewCredit(user);
  const editor = canEditPriceLists(user);
  const lists = usePriceLists();
  const queryClient = useQueryClient();
  const makeDefault = useMutation({
    mutationFn: (list: PriceList) => makeDefaultPriceList(list.id),
    onSuccess: (list) => {
      toast({ variant: 'success', title: t('priceLists.madeDefault', { name: list.name }) });
      void queryClient.invalidateQueries({ queryKey: priceListKeys.all });
    },
  });
  if (!staff) return <Alert variant="info">{t('priceLists.noAccess')}</Alert>;
  const rows = lists.data ?? [];
  return (
    <div className="stack price-lists-page">
      <p className="muted">{t('priceLists.description')}</p>
      {makeDefault.isError && (
        <Alert variant="error">{errorMessage(makeDefault.error, t('common.genericError'))}</Alert>
      )}
      <ListCard
        texts="priceLists"
        query={lists}
        rows={rows}
        rowKey={(list) => list.id}
        columns={[
          {
            header: t('priceLists.col.name'),
            cell: (list) => <Link to={`/price-lists/${list.id}`}>{list.name}</Link>,
          },
          { header: t('priceLists.col.validFrom'), cell: (list) => validityDate(list.validFrom) },
          { header: t('priceLists.col.validTo'), cell: (list) => validityDate(list.validTo) },
          { header: t('priceLists.col.items'), numeric: true, cell: (list) => list.itemCount },
          { header: t('priceLists.col.clients'), numeric: true, cell: (list) => list.clientCount },
          {
            header: t('priceLists.col.default'),
            cell: (list) =>
              list.isDefault ? (
                <Badge tone="brand">{t('priceLists.isDefault')}</Badge>
              ) : editor ? (
                <Button
                  variant="secondary"
                  aria-label={t('priceLists.makeDefaultNamed', { name: list.name })}
                  disabled={makeDefault.isPending}
                  onClick={() => makeDefault.mutate(list)}
                >
                  {t('priceLists.makeDefault')}
                </Button>
              ) : (
                t('common.none')
              ),
          },
        ]}
      />
    </div>
  );
}
