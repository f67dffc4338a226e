import { lazy, Suspense, useState } from 'react';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';

// Loaded on first use, so the details code stays out of the dashboard's initial JavaScript.
const OrderDetailsModal = lazy(() =>
  import('../features/order-details').then((m) => ({ default: m.OrderDetailsModal })),
);

/**
 * The dashboard with the order-details modal (SPEC §2: details "also shown as a modal"): the
 * View button opens the modal over the list; rows and the Order ID link go to the full page.
 */
export function DashboardRoute() {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <>
      <DashboardPage onViewOrder={setOpenId} />
      {openId !== null && (
        <Suspense fallback={null}>
          <OrderDetailsModal
            orderId={openId}
            open
            onOpenChange={(open) => {
              if (!open) setOpenId(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
