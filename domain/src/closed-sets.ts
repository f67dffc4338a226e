/**
 * The domain's labelled closed sets, each written once as its English label table: the keys, in
 * the table's order, are the set (keysOf), so a value and its label cannot drift apart. Each
 * set's module derives its type, its values and its label map from its row here; the Arabic
 * labels are the catalog's (messages/ar.ts).
 */
export const EN_LABELS = {
  /** Roles of SPEC §6, plus the administrator of DESIGN §7. */
  role: {
    MEDICAL_COMPANY: 'Medical Company',
    CREDIT_TEAM: 'Sales & Collection Review',
    HIGHER_AUTHORITY: 'Credit Review',
    WAREHOUSE_MANAGER: 'Warehouse Manager',
    ADMIN: 'Administrator',
  },
  /** Order statuses of SPEC §4, in workflow order. */
  orderStatus: {
    SUBMITTED: 'Submitted',
    PENDING_CREDIT: 'Pending Sales & Collection Review',
    NEEDS_CHANGES: 'Needs Changes',
    RESUBMITTED: 'Resubmitted',
    REJECTED: 'Rejected',
    PENDING_HIGHER: 'Pending Credit Review',
    APPEAL_REVIEW: 'Appeal Review',
    PENDING_WAREHOUSE: 'Pending Warehouse',
    READY_TO_PRINT: 'Ready to Print',
    PRINTED: 'Printed',
    ORDER_DISPATCHED: 'Dispatched',
    ORDER_TRANSPORTED: 'Transported',
    ORDER_DELIVERED: 'Delivered',
  },
  deliveryStatus: {
    PENDING_DELIVERY: 'Pending Delivery',
    DISPATCHED: 'Dispatched',
    IN_TRANSIT: 'In Transit',
    DELIVERED: 'Delivered',
    NOT_DELIVERED: 'Not Delivered',
  },
  /** The workflow's actions, with their button labels (SPEC §2, §4): the appeal is "Object", rejecting an appeal is "Reject Again". */
  orderAction: {
    submit: 'Submit for review',
    approve: 'Approve',
    reject: 'Reject',
    'request-changes': 'Request Changes',
    edit: 'Edit',
    resubmit: 'Resubmit',
    appeal: 'Object',
    'accept-appeal': 'Accept Appeal',
    'reject-appeal': 'Reject Again',
    'mark-ready': 'Mark Ready',
    print: 'Print',
    dispatch: 'Dispatch',
    transport: 'Transport',
    deliver: 'Delivered',
    'not-delivered': 'Not Delivered',
    delete: 'Delete',
    withdraw: 'Withdraw',
  },
  /** The dashboard's cards, in their order. */
  dashboardCard: {
    total: 'Total Orders',
    pending: 'Pending Review',
    approved: 'Approved Today',
    rejected: 'Rejected',
    delivered: 'Delivered',
  },
} as const satisfies Record<string, Record<string, string>>;

/** A closed set's values: its label table's keys, in the table's order (a non-empty tuple, as z.enum wants). */
export function keysOf<K extends string>(labels: Record<K, string>): readonly [K, ...K[]] {
  return Object.keys(labels) as unknown as readonly [K, ...K[]];
}
