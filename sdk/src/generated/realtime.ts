// Generated from openapi/asyncapi.json by `pnpm generate`. Do not edit.

export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Actor: {
            email: string;
            /** Format: uuid */
            id: string;
            name: string;
            /** @enum {string} */
            role: "MEDICAL_COMPANY" | "CREDIT_TEAM" | "HIGHER_AUTHORITY" | "WAREHOUSE_MANAGER" | "ADMIN";
        };
        Attachment: {
            /**
             * @description What the file is: an uploaded P.O or order form, imported lines, appeal evidence or an invoice
             * @enum {string}
             */
            attachmentType: "purchase_order" | "order_form" | "other" | "lines_source" | "appeal_evidence" | "invoice";
            contentType: string;
            /** Format: date-time */
            createdAt: string;
            downloadUrl: string;
            fileName: string;
            /** Format: uuid */
            id: string;
            sizeBytes: number;
        };
        /** @description A client's credit figures changed (a payment recorded or imported, receivables imported, the client's limit, terms or status changed, an order of the client approved, delivered, rejected after approval or withdrawn): re-read GET /api/orders/{id}/review of the client's open orders. Sent only to users who may see credit (never a medical company). */
        ClientCreditFrame: {
            /** @description The client's account number as the client master stores it; compare with an order's clientAccountNo case-insensitively, surrounding spaces ignored. */
            accountNo: string;
            /**
             * Format: date-time
             * @description When the change was announced
             */
            timestamp: string;
            /** @constant */
            type: "client:credit";
        };
        ClientFrame: components["schemas"]["SubscribeOrderFrame"] | components["schemas"]["UnsubscribeOrderFrame"];
        /** @description A client frame was refused: malformed, unknown, or about an order the user may not see. */
        ErrorFrame: {
            code?: string;
            message: string;
            orderId?: string;
            /** @constant */
            type: "error";
        };
        HistoryEntry: {
            action: string;
            actor: components["schemas"]["Actor"] | null;
            comment: string | null;
            /** Format: date-time */
            createdAt: string;
            creditOverride?: {
                codes: string[];
                reason: string;
            } | null;
            file?: {
                /** @enum {string} */
                attachmentType?: "purchase_order" | "order_form" | "other";
                lineCount?: number;
                name: string;
            } | null;
            /** @enum {string|null} */
            fromStatus: "SUBMITTED" | "PENDING_CREDIT" | "NEEDS_CHANGES" | "RESUBMITTED" | "REJECTED" | "PENDING_HIGHER" | "APPEAL_REVIEW" | "PENDING_WAREHOUSE" | "READY_TO_PRINT" | "PRINTED" | "ORDER_DISPATCHED" | "ORDER_TRANSPORTED" | "ORDER_DELIVERED" | null;
            /** Format: uuid */
            id: string;
            /** @enum {string|null} */
            toStatus: "SUBMITTED" | "PENDING_CREDIT" | "NEEDS_CHANGES" | "RESUBMITTED" | "REJECTED" | "PENDING_HIGHER" | "APPEAL_REVIEW" | "PENDING_WAREHOUSE" | "READY_TO_PRINT" | "PRINTED" | "ORDER_DISPATCHED" | "ORDER_TRANSPORTED" | "ORDER_DELIVERED" | null;
        };
        /** @description A new notification for the socket's user, in the connection's language. */
        NotificationFrame: {
            id: string;
            /** @description The message catalog key. */
            key: string | null;
            /** @description The text in the connection's language (the upgrade request's Accept-Language, or ?lang=ar). */
            message: string;
            orderId: string | null;
            /** @description The key's parameters. */
            params: {
                [key: string]: string | number;
            };
            /** @enum {string} */
            severity: "success" | "warning" | "info";
            /** @constant */
            type: "notification";
        };
        /** @description A new file of a subscribed order. */
        OrderAttachmentNewFrame: {
            attachment: components["schemas"]["Attachment"];
            /** @description The order id */
            orderId: string;
            /** @constant */
            type: "order:attachment:new";
        };
        /** @description A new order the user may see. */
        OrderCreatedFrame: {
            /** @description The order id */
            orderId: string;
            /** @constant */
            type: "order:created";
        };
        /** @description A SUBMITTED order was removed. */
        OrderDeletedFrame: {
            /** @description The order id */
            orderId: string;
            /** @constant */
            type: "order:deleted";
        };
        /** @description A history entry of a subscribed order. */
        OrderHistoryNewFrame: {
            entry: components["schemas"]["HistoryEntry"];
            /** @description The order id */
            orderId: string;
            /** @constant */
            type: "order:history:new";
        };
        /** @description An order was PRINTED. */
        OrderPrintedFrame: {
            /** @description The order id */
            orderId: string;
            /** @constant */
            type: "order:printed";
        };
        /** @description An order became READY_TO_PRINT. */
        OrderReadyFrame: {
            /** @description The order id */
            orderId: string;
            /** @constant */
            type: "order:ready";
        };
        /** @description An order the user may see changed: its status and version now. */
        OrderUpdatedFrame: {
            /** @description The order id */
            orderId: string;
            /** @enum {string} */
            status: "SUBMITTED" | "PENDING_CREDIT" | "NEEDS_CHANGES" | "RESUBMITTED" | "REJECTED" | "PENDING_HIGHER" | "APPEAL_REVIEW" | "PENDING_WAREHOUSE" | "READY_TO_PRINT" | "PRINTED" | "ORDER_DISPATCHED" | "ORDER_TRANSPORTED" | "ORDER_DELIVERED";
            /** Format: date-time */
            timestamp: string;
            /** @constant */
            type: "order:updated";
            version: number;
        };
        /** @description The socket is authenticated and its user counts as online. */
        ReadyFrame: {
            /** @constant */
            type: "ready";
            userId: string;
        };
        ServerFrame: components["schemas"]["ReadyFrame"] | components["schemas"]["SubscribedFrame"] | components["schemas"]["ErrorFrame"] | components["schemas"]["OrderCreatedFrame"] | components["schemas"]["OrderUpdatedFrame"] | components["schemas"]["OrderReadyFrame"] | components["schemas"]["OrderPrintedFrame"] | components["schemas"]["OrderDeletedFrame"] | components["schemas"]["OrderHistoryNewFrame"] | components["schemas"]["OrderAttachmentNewFrame"] | components["schemas"]["NotificationFrame"] | components["schemas"]["StockChangedFrame"] | components["schemas"]["ClientCreditFrame"];
        /** @description Stock of an item changed; sent only to users who may see stock (never a medical company). */
        StockChangedFrame: {
            itemCode: string;
            lotIds: string[];
            /** @description receipt, reservation, release, shipment, adjustment, return or import */
            reason: string;
            /** @constant */
            type: "stock:changed";
        };
        /** @description A subscribe:order was accepted. */
        SubscribedFrame: {
            /** @description The order id */
            orderId: string;
            /** @constant */
            type: "subscribed";
        };
        /** @description Receive order:history:new and order:attachment:new for this order (one it may see). */
        SubscribeOrderFrame: {
            orderId: string;
            /** @constant */
            type: "subscribe:order";
        };
        /** @description Stop receiving the subscription-scoped events of this order. */
        UnsubscribeOrderFrame: {
            orderId: string;
            /** @constant */
            type: "unsubscribe:order";
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
