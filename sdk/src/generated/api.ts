// Generated from openapi/openapi.json by `pnpm generate`. Do not edit.

export interface paths {
    "/api/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every account with its status (pending, active, disabled), role, company and sales-rep mark
         * @description Administrators only: every account with its status, role, company and sales-representative mark, for approving registrations and managing access.
         */
        get: operations["listAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{id}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Let a pending or disabled account sign in (an email in SALES_REP_EMAILS gets the sales representative’s view)
         * @description Administrators only: lets a pending or disabled account sign in. An email listed in SALES_REP_EMAILS also gets the sales representative view.
         */
        post: operations["activateAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disable an account; its sessions and API tokens end
         * @description Administrators only: disables an account and ends its sessions and API tokens. An administrator cannot disable itself or the last active administrator (409).
         */
        post: operations["deactivateAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{id}/end-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign an account out everywhere: end every session and revoke every API token
         * @description Administrators only: signs an account out everywhere by ending every session and revoking every API token; the account stays active.
         */
        post: operations["endAccountSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{id}/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password; the account’s sessions and API tokens end
         * @description Administrators only: sets a new password (same rules as registration) and ends the account's sessions and API tokens.
         */
        post: operations["resetAccountPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{id}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change an account's role (and a medical company's company)
         * @description Administrators only: changes an account's role; a medical company also names its company. The account's sessions see the new role on their next request.
         */
        put: operations["changeAccountRole"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{id}/sales-rep": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Grant (true) or revoke (false) the sales representative's view of every order
         * @description Administrators only: grants (true) or revokes (false) the sales representative view, which lets a medical-company account see every order read-only.
         */
        put: operations["setAccountSalesRep"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{id}/second-factors/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset an account's second factors; it enrols again
         * @description Administrators only: removes the account's second factors (authenticator app) and recovery codes, for a person who lost them. Under MFA_REQUIRED_ROLES the person enrols again at the next request.
         */
        post: operations["resetAccountSecondFactors"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attachments/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download any stored file of a visible order (appeal evidence, attachments)
         * @description Downloads any stored file (attachment or appeal evidence) of an order the caller may see, with Content-Disposition naming the original file; 404 otherwise.
         */
        get: operations["downloadAttachment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Audit trail entries, newest first
         * @description Filtered by actor, kind and time; paged by cursor (nextCursor). Administrators only (others 403).
         */
        get: operations["listAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The filtered entries as audit-{date}.xlsx (or format=csv)
         * @description Headed in the request's language (Accept-Language); entry numbers are number cells and times date cells (Riyadh) in the xlsx, ISO 8601 in the CSV. Administrators only (others 403).
         */
        get: operations["exportAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Checks the audit trail's hash chain
         * @description Links entries not yet chained, then recomputes every hash; names the first entry whose hash or link is wrong. Administrators only (others 403).
         */
        get: operations["verifyAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in; sets the session cookie (or a pending sign-in that waits for the second factor)
         * @description Failures slow down the account from the same client address, and the client address, with growing delays (429 with Retry-After); never the account from elsewhere. A person with a second factor gets `{"mfaRequired": true, "methods": [...]}` and a pending sign-in that POST /api/auth/login/mfa completes.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login/mfa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete a sign-in with the second factor (TOTP or recovery code)
         * @description Completes the pending sign-in that POST /api/auth/login started (its session cookie) with a code from the authenticator app or one of the recovery codes; answers the user and a full session. A wrong, stale or reused code answers 401 MFA_CODE_INVALID; attempts are throttled like passwords (429 with Retry-After). Without a pending sign-in: 401.
         */
        post: operations["loginSecondFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login/passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a passkey (alone, or as the second factor of a pending sign-in)
         * @description Checks the authenticator's answer against its challenge (once only), the origin, the relying party and the signature counter, and answers the user and a full session that has passed its second factor. With a pending sign-in, the passkey must be that person's. A wrong, replayed or foreign answer: 401 MFA_CODE_INVALID; attempts are throttled like passwords (429 with Retry-After).
         */
        post: operations["signInWithPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login/passkey/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start signing in with a passkey: the options for navigator.credentials.get()
         * @description Without a pending sign-in: options for any discoverable passkey of this site (the user must verify: a passkey alone signs in). With the pending sign-in that POST /api/auth/login started (its cookie): that person's passkeys, as the second factor (404 when the person has none). The challenge is kept by the service for five minutes, for one sign-in.
         */
        post: operations["startPasskeySignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out; revokes the server-side session
         * @description Ends the server-side session the cookie names and clears the cookie. An API token is not affected (revoke it with revokeApiToken).
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user
         * @description The user behind the session cookie or bearer token: id, name, email, role, company and sales-representative mark. Answers 401 when not signed in.
         */
        get: operations["me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update the signed-in user's preferences (language)
         * @description Changes the caller's own preferences; today the language ('en' or 'ar') the portal, notifications and messages use. Fields left out keep their value.
         */
        patch: operations["updateMe"];
        trace?: never;
    };
    "/api/auth/mfa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's second factors and whether it must enrol one
         * @description The confirmed second factors of the caller (never their secrets), how many recovery codes are unused, and whether MFA_REQUIRED_ROLES makes enrolment the next step.
         */
        get: operations["secondFactorStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/mfa/confirm/passkey/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start confirming a change to the caller’s factors with a passkey: the options for navigator.credentials.get()
         * @description Answers WebAuthn request options listing the caller's passkeys, with a challenge kept by the service for five minutes for one confirmation: its answer goes as `credential` in the body of POST /api/auth/mfa/totp/remove or POST /api/auth/mfa/passkeys/{id}/remove. It confirms nothing else (a sign-in's challenge confirms no change, and this one signs nobody in). A caller without a passkey: 404.
         */
        post: operations["startPasskeyConfirmation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/mfa/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's passkeys
         * @description The caller's passkeys, oldest first: name, when registered and when last used (never a key).
         */
        get: operations["listPasskeys"];
        put?: never;
        /**
         * Register a passkey (the answer to the creation options), named by the person
         * @description Checks the authenticator's answer against its challenge (once only), the origin and the relying party, and keeps the passkey. A person may register several; any one is a second factor and satisfies enrolment under MFA_REQUIRED_ROLES. The account's first factor brings ten recovery codes (in this answer only; otherwise the list is empty), and the session counts as having passed its second factor. A wrong, replayed or foreign answer: 401 MFA_CODE_INVALID; a passkey already registered: 409.
         */
        post: operations["registerPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/mfa/passkeys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Rename one of the caller’s passkeys
         * @description Gives one of the caller's passkeys a new name; another person's passkey answers 404.
         */
        patch: operations["renamePasskey"];
        trace?: never;
    };
    "/api/auth/mfa/passkeys/{id}/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke one of the caller’s passkeys with a fresh second factor
         * @description Revokes one of the caller's passkeys once a fresh second factor is given: a code from the authenticator app, an unused recovery code, or `credential`, the answer of one of the caller's passkeys (this one included) to POST /api/auth/mfa/confirm/passkey/options. A wrong, reused or foreign one answers 401 MFA_CODE_INVALID; attempts are throttled like passwords (429 with Retry-After). The recovery codes go with the last factor. Another person's passkey answers 404.
         */
        post: operations["removePasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/mfa/passkeys/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start registering a passkey: the options for navigator.credentials.create()
         * @description Answers WebAuthn creation options for the caller (a discoverable credential; the caller's passkeys excluded) with a challenge kept by the service for five minutes, for one registration. The relying party is WEBAUTHN_RP_ID and WEBAUTHN_ORIGIN (by default the portal's origin and its host).
         */
        post: operations["startPasskeyRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/mfa/totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start enrolling an authenticator app (TOTP): a new secret
         * @description Answers a new TOTP secret and its otpauth:// URL (for a QR code). Answered here only; the enrolment counts once POST /api/auth/mfa/totp/confirm receives a code. Starting again replaces an unconfirmed secret; an app already confirmed answers 409.
         */
        post: operations["startTotpEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/mfa/totp/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the authenticator app with its first code; answers ten recovery codes (shown once)
         * @description Checks a code of the secret from POST /api/auth/mfa/totp and answers ten single-use recovery codes, shown in this answer only (the service keeps their hashes). The session counts as having passed its second factor. A wrong or stale code answers 401 MFA_CODE_INVALID; no enrolment under way answers 409.
         */
        post: operations["confirmTotpEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/mfa/totp/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove the caller's authenticator app with a fresh second factor
         * @description Removes the authenticator app (and the recovery codes with the last factor) once a fresh second factor is given: a code from the app, an unused recovery code, or `credential`, the answer of one of the caller’s passkeys to POST /api/auth/mfa/confirm/passkey/options. A wrong, reused or foreign one answers 401 MFA_CODE_INVALID; attempts are throttled like passwords (429 with Retry-After). Under MFA_REQUIRED_ROLES the person then enrols again before anything else.
         */
        post: operations["removeTotp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the caller's password; ends every other session
         * @description Needs the current password (a wrong one answers 422 on currentPassword and counts as a failed sign-in from this address, so repeated guesses answer 429 with Retry-After). The new password follows the registration rules. On success every other session of the account ends at once (its open websockets close); the session making the request stays signed in. API tokens are not affected (revoke them with revokeApiToken).
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account (self-registration); under REGISTRATION=approval it stays pending until an administrator activates it
         * @description Self-registration with email, password, name, role and (for a medical company) the company. Depending on the REGISTRATION setting the account is active at once or stays pending until an administrator activates it; an email already in use answers 409.
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's signed-in sessions
         * @description The caller's live browser sessions, most recently used first: when each started and was last used, its client and address, and which one is making this request.
         */
        get: operations["listSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Sign out one of the caller’s sessions
         * @description Ends one of the caller's sessions at once: its next request answers 401 and its websockets close. Another account's session, or one already ended, answers 404.
         */
        delete: operations["revokeSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's live API tokens
         * @description The caller's API tokens that are neither revoked nor expired, without their secret text.
         */
        get: operations["listApiTokens"];
        put?: never;
        /**
         * Create an API token for non-browser clients (shown once)
         * @description Creates a bearer token for scripts and partner systems, acting as the caller, optionally expiring after a number of days (an expired token answers 401). The token text is in this answer only; the service keeps a hash of it. A person with a second factor creates tokens only from a session that passed it (403 otherwise).
         */
        post: operations["createApiToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke one of the caller’s API tokens
         * @description Revokes one of the caller's API tokens at once; another user's token answers 404.
         */
        delete: operations["revokeApiToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The client master, searched and paged
         * @description Clients by name. Staff get every field; a medical company gets only name and account number, and only of the clients its own company’s orders named (the New Order picker).
         */
        get: operations["listClients"];
        put?: never;
        /**
         * Add a client to the master
         * @description A new client is ACTIVE with 30 days' terms and no credit limit unless given. An account number already known (any letter case) answers 409. Sales & Collection Review, Credit Review and administrators edit clients (others 403; a medical company 404).
         */
        post: operations["createClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clients/{accountNo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A client with the history of its credit changes
         * @description The account number matches in any letter case. Staff and administrators only: a medical company gets 404 (it never sees credit).
         */
        get: operations["getClient"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a client (a change of limit, terms or status needs a reason)
         * @description Fields left out keep their value. A change of creditLimitSAR, paymentTermsDays or status without `reason` (3..500) answers 422; with it, the change is kept in the client's history (actor, reason, before, after). ON_HOLD and BLOCKED need a statusReason. Sales & Collection Review, Credit Review and administrators edit clients (others 403; a medical company 404).
         */
        patch: operations["updateClient"];
        trace?: never;
    };
    "/api/clients/{accountNo}/credit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Limit, exposure, available, overdue by bucket, last payment and findings
         * @description Exposure = open receivables (after payments and credit notes, oldest due first) + approved orders not yet delivered. Aging by Asia/Riyadh calendar days. Findings are rendered in the caller's language. Staff and administrators only: a medical company gets 404 (it never sees credit).
         */
        get: operations["getClientCredit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clients/{accountNo}/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Documents, payments and how they were allocated
         * @description Every receivable document oldest due first with what remains open, every payment, and the allocation of payments and credit notes to invoices (oldest due first). Staff and administrators only: a medical company gets 404 (it never sees credit).
         */
        get: operations["getClientStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clients/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upsert clients from a spreadsheet by account number (all rows or none)
         * @description Reads the Clients_Template.xlsx columns (.xlsx or .csv): a new account number adds a client, a known one updates the cells given. When any row fails nothing changes and `errors` names each row and field. Changes of limit, terms or status are kept in each client's history under `reason` (default "Client master import"). dryRun=true checks without changing anything. Sales & Collection Review, Credit Review and administrators edit clients (others 403; a medical company 404).
         */
        post: operations["importClients"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clients/import/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Clients_Template.xlsx: the format importClients reads
         * @description The workbook with the header row, two example rows and instructions. Staff and administrators only: a medical company gets 404 (it never sees credit).
         */
        get: operations["getClientsTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every lot matching the filters as stock-export-{date}.xlsx (or format=csv)
         * @description The lots listStockLots would answer, every page, streamed; cells starting with = + - @ are neutralised. Stock is shown to reviewers, the warehouse and administrators; a medical company gets 404 (it never sees stock).
         */
        get: operations["exportStock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive a spreadsheet of lots (all rows or none)
         * @description Reads a receipts spreadsheet (.xlsx, .xls or .csv; the template's columns) and receives every row in one transaction; when any row fails, nothing is received and `errors` names each row and field. Only warehouse managers and administrators change stock (others 403; a medical company 404).
         */
        post: operations["importStock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stock by item, filtered and paged
         * @description Items with their totals over every lot (or one warehouse's), filtered by item, text, near expiry, expired or below minimum. Stock is shown to reviewers, the warehouse and administrators; a medical company gets 404 (it never sees stock).
         */
        get: operations["listStockItems"];
        put?: never;
        /**
         * Add an item (Item Code, description, GTIN, unit, minimum level)
         * @description Adds an item known by its Item Code; a taken Item Code or GTIN answers 409. Only warehouse managers and administrators change stock (others 403; a medical company 404).
         */
        post: operations["createStockItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An item with its lots and a page of its movements
         * @description The item, every lot first expiry first, and its movements newest first (paged). Stock is shown to reviewers, the warehouse and administrators; a medical company gets 404 (it never sees stock).
         */
        get: operations["getStockItem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change an item's description, GTIN, unit or minimum level
         * @description Fields left out keep their value; a GTIN taken by another item answers 409. Only warehouse managers and administrators change stock (others 403; a medical company 404).
         */
        patch: operations["updateStockItem"];
        trace?: never;
    };
    "/api/inventory/lots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stock by lot, filtered and paged
         * @description Lots first expiry first, filtered by warehouse, item, text, near expiry, expired or below minimum. Stock is shown to reviewers, the warehouse and administrators; a medical company gets 404 (it never sees stock).
         */
        get: operations["listStockLots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/lots/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One lot
         * @description One lot with on hand, reserved and expiry state. Stock is shown to reviewers, the warehouse and administrators; a medical company gets 404 (it never sees stock).
         */
        get: operations["getStockLot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/lots/{id}/adjustments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Correct a lot’s on hand, with a reason
         * @description Adds (or with a negative quantity removes) units with an adjustment movement naming the reason. On hand never goes negative nor under what is reserved (409). Only warehouse managers and administrators change stock (others 403; a medical company 404).
         */
        post: operations["adjustStock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/lots/{id}/returns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take units back into a lot (a client return)
         * @description Adds returned units to the lot with a return movement (optionally naming the order). Only warehouse managers and administrators change stock (others 403; a medical company 404).
         */
        post: operations["returnStock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/order-availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A compact stock indicator for up to 100 orders (the order list)
         * @description One indicator per order id the caller may see (others are left out). Stock is shown to reviewers, the warehouse and administrators; a medical company gets 404 (it never sees stock).
         */
        get: operations["listOrderAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/recall": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every order, client, company, quantity and date a lot shipped to (JSON or CSV)
         * @description For a lot number (optionally of one item): every shipment, newest first. format=csv answers recall-{lot}.csv. Stock is shown to reviewers, the warehouse and administrators; a medical company gets 404 (it never sees stock).
         */
        get: operations["recallLot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/receipts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive units into a lot (typed or scanned GS1), completing short reservations
         * @description Adds units to the lot (made when new) with a receipt movement; short reservations of the item are then completed, oldest orders first, in the same transaction. A lot number known with another expiry answers 409. Only warehouse managers and administrators change stock (others 403; a medical company 404).
         */
        post: operations["receiveStock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stock_Template.xlsx: the receipts spreadsheet format
         * @description The workbook whose header row importStock reads. Stock is shown to reviewers, the warehouse and administrators; a medical company gets 404 (it never sees stock).
         */
        get: operations["getStockTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/warehouses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Warehouses
         * @description Every warehouse, by code. Stock is shown to reviewers, the warehouse and administrators; a medical company gets 404 (it never sees stock).
         */
        get: operations["listWarehouses"];
        put?: never;
        /**
         * Name a new warehouse (administrators)
         * @description Adds a warehouse; only administrators (others 403, a medical company 404). A taken code answers 409.
         */
        post: operations["createWarehouse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a delivery invoice (image or PDF, 10 MB); pass its filename to deliver
         * @description Stores a delivery invoice (multipart field `invoice`, at most 10 MB) and answers its file name for deliverOrder. The file must be a PDF, PNG, JPEG, GIF or WebP image whose name ends in .pdf, .png, .jpg, .jpeg, .gif or .webp matching its content; otherwise 415. An Idempotency-Key makes a retry safe.
         */
        post: operations["uploadInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's notifications, newest first, with the unread count
         * @description The caller's notifications, newest first, with the unread count; each names the order it is about.
         */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark one notification read
         * @description Marks one of the caller's notifications read; another user's notification answers 404.
         */
        post: operations["markNotificationRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Which kinds of notification the caller receives
         * @description Every kind of notification with whether the caller receives it (in the bell and as a realtime toast). All kinds are on until switched off.
         */
        get: operations["getNotificationPreferences"];
        /**
         * Switch kinds of notification on or off
         * @description Sets the kinds listed (kinds left out keep their setting) and answers every kind. A kind switched off is no longer created for the caller: neither in the bell nor as a toast.
         */
        put: operations["updateNotificationPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark every notification read
         * @description Marks every one of the caller's notifications read and answers the new unread count.
         */
        post: operations["markAllNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Orders visible to the caller, filtered and paged
         * @description Orders the caller may see (a medical company its own; staff every order; the sales representative every order read-only), filtered by status, delivery status, search text, dates and company, sorted and paged (at most 100 per page).
         */
        get: operations["listOrders"];
        put?: never;
        /**
         * Create an order (medical companies); it starts SUBMITTED
         * @description A medical company creates an order with its client details and lines; it starts SUBMITTED and moves to credit review. clientName, orderDate, region, area and at least one line are required (422 otherwise); the total, when sent, must match the lines. An Idempotency-Key makes a retry safe.
         */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One order with lines, history, attachments and warehouse record
         * @description One order the caller may see, with lines, history, attachments and warehouse record; the ETag header carries its version for If-Match. Another company's order answers 404.
         */
        get: operations["getOrder"];
        /**
         * Edit an order (owner company, SUBMITTED or NEEDS_CHANGES); If-Match required
         * @description The owner company edits a SUBMITTED or NEEDS_CHANGES order; fields left out keep their value and lines, when sent, replace all lines. Send If-Match with the version last seen: 428 without it, 412 when the order changed since.
         */
        put: operations["updateOrder"];
        post?: never;
        /**
         * Remove a SUBMITTED order, or withdraw a later one (frozen, before PRINTED)
         * @description The owner company removes a SUBMITTED order (204), or withdraws one already in review (200, frozen) until it is PRINTED. If-Match is optional; when sent and stale it answers 412.
         */
        delete: operations["deleteOrder"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/actions/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve (credit team, then credit review)
         * @description Moves the order to its next review stage: the credit team approves PENDING_CREDIT or RESUBMITTED (to PENDING_HIGHER), credit review approves PENDING_HIGHER (to PENDING_WAREHOUSE). Send If-Match with the version last seen: 428 without it, 412 when the order changed since. The credit check (DESIGN §11) runs inside the approval with the client locked: 409 CREDIT_BLOCKED (blocked client, expired licence) or 409 CREDIT_OVERRIDE_REQUIRED (over the limit, overdue, on hold) until the body carries `override.reason`; error.details.findings lists the findings.
         */
        post: operations["approveOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/actions/mark-ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Warehouse: ready to print (pick list)
         * @description The warehouse takes a PENDING_WAREHOUSE order (pick list) and marks it READY_TO_PRINT. Send If-Match with the version last seen: 428 without it, 412 when the order changed since.
         */
        post: operations["markOrderReady"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/actions/print": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Warehouse: print with an optional delivery note number
         * @description The warehouse prints a READY_TO_PRINT order (to PRINTED), optionally recording the delivery note number. Send If-Match with the version last seen: 428 without it, 412 when the order changed since.
         */
        post: operations["printOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/actions/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject with a comment (10-500 characters)
         * @description Rejects the order with a comment of 10 to 500 characters (credit team or credit review, at their stage). Send If-Match with the version last seen: 428 without it, 412 when the order changed since.
         */
        post: operations["rejectOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/actions/request-changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send back to the company with a comment (10-500 characters)
         * @description Sends the order back to its company (NEEDS_CHANGES) with a comment of 10 to 500 characters explaining what to change. Send If-Match with the version last seen: 428 without it, 412 when the order changed since.
         */
        post: operations["requestOrderChanges"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/actions/resubmit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resubmit after changes (owner company)
         * @description The owner company resubmits a NEEDS_CHANGES order after editing it (to RESUBMITTED). Send If-Match with the version last seen: 428 without it, 412 when the order changed since.
         */
        post: operations["resubmitOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/appeals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The order's appeals, newest first
         * @description The order's appeals, newest first, with their evidence files and decisions.
         */
        get: operations["listAppeals"];
        put?: never;
        /**
         * Object to a rejection (credit team; the sales representative after a credit-review rejection)
         * @description Objects to a rejection with a comment and up to 10 evidence files (multipart). Each file must be a PDF, PNG, JPEG or Excel workbook whose name ends in .pdf, .png, .jpg, .jpeg, .xls or .xlsx matching its content; a file without such an extension answers 415. An Idempotency-Key makes a retry safe.
         */
        post: operations["createAppeal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The order's files (purchase order, order form, imported spreadsheets)
         * @description The order's stored files: purchase order, order form and the spreadsheets its lines were imported from, with download links.
         */
        get: operations["getOrderAttachments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/deliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delivery step 3: delivered, with an optional invoice
         * @description The warehouse records delivery, optionally with the invoice file name returned by uploadInvoice and the actual delivery time. If-Match is optional; when sent and stale it answers 412.
         */
        post: operations["deliverOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/dispatch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delivery step 1: dispatch a printed order
         * @description The warehouse dispatches a PRINTED order (delivery status DISPATCHED). If-Match is optional; when sent and stale it answers 412.
         */
        post: operations["dispatchOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The order's history, oldest first
         * @description Every status change and action on the order, oldest first, with who did it and their comment.
         */
        get: operations["getOrderHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/not-delivered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delivery step 3: not delivered, with a reason
         * @description The warehouse records a failed delivery with a reason (up to 500 characters); the order can be put in transit again. If-Match is optional; when sent and stale it answers 412.
         */
        post: operations["recordNotDelivered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/rejection-actor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who rejected the order last, in which role, and why
         * @description Who rejected the order most recently, in which role, when, and the comment they gave; 404 when the order was never rejected.
         */
        get: operations["getRejectionActor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The client's credit with this order counted, and every finding
         * @description credit is null when the order's account number is not in the client master (then the CLIENT_UNKNOWN finding says so). Staff and administrators only: a medical company gets 404 (it never sees credit).
         */
        get: operations["getOrderReview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Each line's availability and reserved lots (pick list order)
         * @description Per line: units required (quantity + bonus), reserved, shipped, free reservable stock, and the reserved or shipped lots with expiry and bin in picking order: what reviewers check before approving, the pick list and the delivery note use. Stock is shown to reviewers, the warehouse and administrators; a medical company gets 404 (it never sees stock).
         */
        get: operations["getOrderStock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/transport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delivery step 2: in transit with an expected date (also reschedules after a failed delivery)
         * @description The warehouse puts a dispatched order in transit with an expected delivery date, or reschedules one that was not delivered. If-Match is optional; when sent and stale it answers 412.
         */
        post: operations["transportOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attach a P.O, Order Form or supporting document, or replace the lines from a spreadsheet
         * @description Attaches a purchase order (attachmentType=purchase_order: PDF, PNG or JPEG named .pdf, .png, .jpg or .jpeg), an order form (attachmentType=order_form: Excel named .xls or .xlsx) or a supporting document (attachmentType=other: PDF, PNG, JPEG or Excel; the owner company while the order is Submitted or Needs Changes, Sales & Collection Review, Credit Review and the warehouse at any time), or replaces the lines from a spreadsheet (replaceLines=true: .xlsx, .xls or .csv). The file name's extension must match both the rule and the content, otherwise 415. An Idempotency-Key makes a retry safe.
         */
        post: operations["uploadToOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/appeals/{appealId}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Credit review accepts (order continues) or rejects (final) a pending appeal
         * @description Credit review accepts a pending appeal (the order continues in review) or rejects it with a reason (the rejection is final). If-Match is optional; when sent and stale it answers 412. Accepting runs the credit check as approveOrder does (409 CREDIT_BLOCKED / CREDIT_OVERRIDE_REQUIRED; `override.reason` to pass override findings).
         */
        post: operations["decideAppeal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/attachments/{attachmentId}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download an order attachment (or appeal evidence)
         * @description Downloads an order attachment or appeal evidence file, with Content-Disposition naming the original file; 404 when the caller may not see its order.
         */
        get: operations["downloadOrderAttachment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/dashboard/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The five dashboard counts in the caller's view, with each card's list filters
         * @description The dashboard cards (total, pending, approved, rejected, delivered) counted over the orders the caller may see, each with the order-list filters (status, approvedToday) whose total is its count.
         */
        get: operations["getDashboardStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every order matching the filters as orders-export-{date}.xlsx (or format=csv), streamed
         * @description Streams every order matching the same filters as listOrders as an .xlsx workbook (default) or CSV (format=csv), named orders-export-{date}. Filter errors answer 422 before anything is streamed.
         */
        get: operations["exportOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/parse-file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Parse an order-lines spreadsheet (.xlsx, .xls, .csv) and keep it for save-parsed-file
         * @description Parses an order-lines spreadsheet and keeps it for 24 hours for saveParsedFile. The file name must end in .xlsx, .xls or .csv (an unnamed part is judged by its Content-Type); a name with another extension, or content that is not a spreadsheet, answers 415. Rows that fail validation are listed in `errors`. The valid lines are price-checked (DESIGN §12) against the price list of `clientAccountNo` (else the default list) valid today: `warnings` lists each PRICE_MISMATCH and UNKNOWN_ITEM by spreadsheet row; they never stop the order.
         */
        post: operations["parseOrderFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/sample-template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Order_Template.xlsx: the spreadsheet format parse-file reads
         * @description The Order_Template.xlsx workbook whose header row parseOrderFile and uploadToOrder (replaceLines=true) read; headed and explained in English or Arabic (lang, else Accept-Language). The parser reads either language.
         */
        get: operations["getSampleTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/save-parsed-file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace an order's lines with a parsed spreadsheet's
         * @description Replaces an order's lines with the lines of a file kept by parseOrderFile (owner company, while the order is editable).
         */
        post: operations["saveParsedFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a payment received from a client
         * @description The payment lowers the client's open receivables, allocated to its invoices oldest due first, until the next receivables import for the client. A payment is known by its account number and reference (any case): recording one already recorded answers 409. An unknown account number answers 404. Sales & Collection Review and administrators record payments and receivables (others 403; a medical company 404).
         */
        post: operations["recordPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import the ERP's payments file (idempotent by account and reference)
         * @description A spreadsheet (.xlsx or .csv, the Payments_Template.xlsx columns, multipart field `file`) or JSON `{"payments": [...]}`. A payment is known by its account number and reference (any case): one already recorded, by hand or by an earlier import, is left unchanged, or corrected to the file's date, amount and method; a new one is added. Payments are applied to the client's invoices oldest due first. An imported payment counts toward the client's credit when dated after the client's last receivables import. Every account number must be in the client master; no date after today. All rows or none; errors per row (JSON: a 422 naming payments.N.field). dryRun=true checks and counts without changing anything. Sales & Collection Review and administrators record payments and receivables (others 403; a medical company 404).
         */
        post: operations["importPayments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/import/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payments_Template.xlsx: the format importPayments reads
         * @description The workbook with the header row, two example payments and instructions. Staff and administrators only: a medical company gets 404 (it never sees credit).
         */
        get: operations["getPaymentsTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/price-lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every price list, the default first
         * @description Lists by name after the default, with their item and client counts. Staff and administrators only: a medical company gets 404.
         */
        get: operations["listPriceLists"];
        put?: never;
        /**
         * Add a price list
         * @description A name already taken (any letter case) answers 409. A new default list takes the place of the old default. Credit Review and administrators edit price lists (other staff 403; a medical company 404).
         */
        post: operations["createPriceList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/price-lists/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A price list with its items
         * @description Staff and administrators only: a medical company gets 404.
         */
        get: operations["getPriceList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Rename a list, change its validity or make it the default
         * @description Fields left out keep their value; validTo must not be before validFrom after the change. Credit Review and administrators edit price lists (other staff 403; a medical company 404).
         */
        patch: operations["updatePriceList"];
        trace?: never;
    };
    "/api/price-lists/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A list's items as a spreadsheet importPriceListItems reads back
         * @description Staff and administrators only: a medical company gets 404.
         */
        get: operations["exportPriceList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/price-lists/{id}/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a list's items from a spreadsheet (all rows or none)
         * @description Reads the Price_List_Template.xlsx columns (Item Code, Price (SAR)) from .xlsx or .csv. mode=merge adds and updates the items given; mode=replace makes the file the whole list. When any row fails nothing changes and `errors` names each row. dryRun=true checks and counts without changing anything. Credit Review and administrators edit price lists (other staff 403; a medical company 404).
         */
        post: operations["importPriceListItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/price-lists/{id}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace a list's items
         * @description The list becomes exactly the items given (an item code given twice answers 422). Credit Review and administrators edit price lists (other staff 403; a medical company 404).
         */
        put: operations["replacePriceListItems"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/price-lists/import/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Price_List_Template.xlsx: the format importPriceListItems reads
         * @description The workbook with the header row, two example rows and instructions. Staff and administrators only: a medical company gets 404.
         */
        get: operations["getPriceListTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/receivables/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import invoices and credit notes by document number (a re-import replaces)
         * @description A spreadsheet (.xlsx or .csv, the Receivables_Template.xlsx columns, multipart field `file`) or JSON `{"documents": [...]}`. Idempotent: a document is known by kind and number, and importing it again replaces it. Every account number must be in the client master. All rows or none; errors per row (JSON: index + 1). Payments recorded before an import of a client's documents stop counting for that client (the ERP's snapshot includes them). mode=snapshot (off by default): the file is each named client's full list of open items, and that client's open documents the file does not list are marked paid (`closed` counts them). dryRun=true checks and counts without changing anything. Sales & Collection Review and administrators record payments and receivables (others 403; a medical company 404).
         */
        post: operations["importReceivables"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/receivables/import/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Receivables_Template.xlsx: the format importReceivables reads
         * @description The workbook with the header row, an invoice, a credit note and instructions. Staff and administrators only: a medical company gets 404 (it never sees credit).
         */
        get: operations["getReceivablesTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Order analytics for a period, scoped to what the caller may see
         * @description Orders by status and stage, value in SAR by company and region over time, stage turnaround from the order history, and SLA breaches. Orders are selected by their order date.
         */
        get: operations["getReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/credit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The credit report: aging of every client, totals and the largest exposures
         * @description Each client's open receivables (after payments and credit notes, oldest due first), approved undelivered orders, exposure, available and overdue amounts by bucket (1–30, 31–60, 61–90, 90+ Asia/Riyadh days), sorted and paged; the totals and the ten largest exposures are over every client matching q. Staff and administrators only: a medical company gets 404 (it never sees credit).
         */
        get: operations["getCreditReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/credit/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The credit report as .xlsx (every matching client, amounts as number cells)
         * @description The rows of getCreditReport for every client matching q, in its sort order, headed in English or Arabic. Staff and administrators only: a medical company gets 404 (it never sees credit).
         */
        get: operations["exportCreditReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/statuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every active user the caller may see, with online presence and last-seen time (a medical company sees staff and its own company)
         * @description Who is online: every active user the caller may see with presence (from the realtime channel) and last-seen time. A medical company sees staff and its own company only.
         */
        get: operations["listUserStatuses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's webhook subscriptions
         * @description The caller's webhook subscriptions, without their secrets.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Subscribe a URL to order events; the answer carries the signing secret, shown once
         * @description Subscribes a URL to order events (Standard Webhooks signing). The answer carries the signing secret; it is never shown again.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One webhook subscription (never its secret)
         * @description One webhook subscription with its event types and state, without its secret.
         */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /**
         * Remove a subscription with its pending deliveries and log
         * @description Removes a subscription with its pending deliveries and its delivery log.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Change the URL, event types, description or enabled flag
         * @description Changes the URL, event types, description or enabled flag of a subscription; fields left out keep their value.
         */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/api/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The delivery log: every attempt, newest first
         * @description The delivery log of a subscription: every attempt with its status code and timing, newest first, paged.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an event again (by its webhook-id, or the delivery that carried it)
         * @description Queues an event again for this subscription, named by its webhook-id or by the delivery that carried it, and answers 202.
         */
        post: operations["replayWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queue a `webhook.test` event for this subscription
         * @description Queues a `webhook.test` event for this subscription and answers 202; the delivery log shows the attempt.
         */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The process is up
         * @description Liveness probe for load balancers and orchestrators: answers 200 while the process runs. Needs no authentication and touches no database.
         */
        get: operations["healthz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The database answers and migrations are applied
         * @description Readiness probe: 200 when the database answers and every migration is applied, 503 otherwise (the instance should not receive traffic yet). Needs no authentication.
         */
        get: operations["readyz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/uploads/{filename}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A delivery invoice, for users who can see its order
         * @description Serves a stored delivery invoice by its file name to users who may see the order it belongs to; others get 404.
         */
        get: operations["viewUpload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Account: {
            /** Format: date-time */
            activatedAt: string | null;
            companyName: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            disabledAt: string | null;
            email: string;
            /** Format: uuid */
            id: string;
            /** @description The sales representative's view of every order */
            isSalesRep: boolean;
            /** Format: date-time */
            lastSeenAt: string | null;
            name: string;
            /** @enum {string} */
            role: "MEDICAL_COMPANY" | "CREDIT_TEAM" | "HIGHER_AUTHORITY" | "WAREHOUSE_MANAGER" | "ADMIN";
            /**
             * @description pending: waits for an administrator; active: may sign in; disabled: may not
             * @enum {string}
             */
            status: "pending" | "active" | "disabled";
        };
        AccountList: {
            accounts: components["schemas"]["ManagedAccount"][];
        };
        Actor: {
            email: string;
            /** Format: uuid */
            id: string;
            name: string;
            /** @enum {string} */
            role: "MEDICAL_COMPANY" | "CREDIT_TEAM" | "HIGHER_AUTHORITY" | "WAREHOUSE_MANAGER" | "ADMIN";
        };
        ApiToken: {
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description Past this time the token answers 401; null never expires
             */
            expiresAt: string | null;
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            lastUsedAt: string | null;
            name: string;
            prefix: string;
        };
        Appeal: {
            attachments: {
                downloadUrl: string;
                fileName: string;
                /** Format: uuid */
                id: string;
                sizeBytes: number;
            }[];
            comment: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            decidedAt: string | null;
            /** @enum {string|null} */
            decision: "ACCEPT" | "REJECT" | null;
            decisionComment: string | null;
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            orderId: string;
            /** @enum {string} */
            status: "PENDING" | "ACCEPTED" | "REJECTED";
            submittedBy: {
                email: string;
                /** Format: uuid */
                id: string;
                name: string;
                /** @enum {string} */
                role: "MEDICAL_COMPANY" | "CREDIT_TEAM" | "HIGHER_AUTHORITY" | "WAREHOUSE_MANAGER" | "ADMIN";
            };
        };
        AppealDecisionRequest: {
            comment?: string | null;
            /** @enum {string} */
            decision: "ACCEPT" | "REJECT";
            override?: components["schemas"]["CreditOverride"] & unknown;
        };
        ApproveRequest: {
            override?: components["schemas"]["CreditOverride"];
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
        AuditEntry: {
            /** Format: uuid */
            actorId: string | null;
            /** @description The actor's email at the time, or cli / system */
            actorLabel: string;
            /** Format: date-time */
            at: string;
            /** @description False for a moment after the change, until the chainer links it */
            chained: boolean;
            /** @description Structured: keys and parameters */
            details: {
                [key: string]: unknown;
            };
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            kind: "signIn" | "signInFailed" | "accountCreated" | "accountActivated" | "accountDeactivated" | "roleChanged" | "salesRepChanged" | "passwordReset" | "sessionsEnded" | "totpEnrolled" | "totpRemoved" | "factorsReset" | "recoveryCodeUsed" | "passkeyAdded" | "passkeyRemoved" | "orderReviewed" | "creditOverride" | "clientCreditChanged" | "stockAdjusted" | "priceListChanged" | "settingsChanged";
            /** @description The entry number, in the order entries were written */
            seq: number;
            subject: string | null;
        };
        AuditPage: {
            entries: components["schemas"]["AuditEntry"][];
            /** @description Pass as cursor for older entries; null on the last page */
            nextCursor: string | null;
        };
        AuditVerification: {
            /** @description How many entries the chain holds */
            entries: number;
            /** @description The first entry whose hash or link is wrong (or that is missing) */
            firstBroken: {
                /** Format: uuid */
                id: string;
                seq: number;
            } | null;
            ok: boolean;
        };
        BadRequestError: {
            error: {
                /** @enum {string} */
                code: "BAD_REQUEST";
                details?: {
                    [key: string]: unknown;
                };
                /** @description In the caller's language (Accept-Language) */
                message: string;
            };
        };
        ChangeAccountRoleRequest: {
            /** @description Required for MEDICAL_COMPANY unless the account has one already */
            companyName?: string | null;
            /** @enum {string} */
            role: "MEDICAL_COMPANY" | "CREDIT_TEAM" | "HIGHER_AUTHORITY" | "WAREHOUSE_MANAGER" | "ADMIN";
        };
        ChangePasswordRequest: {
            confirmPassword?: string;
            currentPassword: string;
            newPassword: string;
        };
        Client: {
            accountNo: string;
            address: components["schemas"]["NationalAddress"];
            area: string | null;
            /**
             * @description null: not set yet (the credit check then only informs)
             * @example 1234.50
             */
            creditLimitSAR: string | null;
            crNumber: string | null;
            /**
             * Format: date
             * @example 2027-03-31
             */
            licenceExpiry: string | null;
            licenceNumber: string | null;
            name: string;
            nameAr: string | null;
            paymentTermsDays: number;
            /**
             * Format: uuid
             * @description The client's own price list (DESIGN §12); null: the default list prices its orders
             */
            priceListId: string | null;
            region: string | null;
            /** @enum {string} */
            status: "ACTIVE" | "ON_HOLD" | "BLOCKED";
            statusReason: string | null;
            vatNumber: string | null;
        };
        ClientAging: {
            accountNo: string;
            aging: {
                /** @example 1234.50 */
                d1to30: string;
                /** @example 1234.50 */
                d31to60: string;
                /** @example 1234.50 */
                d61to90: string;
                /** @example 1234.50 */
                d90plus: string;
            };
            /**
             * @description Limit − exposure; null without a limit
             * @example 1234.50
             */
            availableSAR: string | null;
            /** @example 1234.50 */
            creditLimitSAR: string | null;
            /** @example 1234.50 */
            exposureSAR: string;
            name: string;
            nameAr: string | null;
            /**
             * @description Approved orders not yet delivered
             * @example 1234.50
             */
            openOrdersSAR: string;
            /**
             * @description Open invoices after payments and credit notes (oldest due first)
             * @example 1234.50
             */
            openReceivablesSAR: string;
            /** @example 1234.50 */
            overdueSAR: string;
            /** @enum {string} */
            status: "ACTIVE" | "ON_HOLD" | "BLOCKED";
        };
        ClientCreditHistoryEntry: {
            actor: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
            after: {
                [key: string]: unknown;
            };
            /** Format: date-time */
            at: string;
            before: {
                [key: string]: unknown;
            };
            id: number;
            reason: string;
        };
        ClientDetail: components["schemas"]["Client"] & {
            /** @description Every change of the limit, the terms or the status, newest first */
            history: components["schemas"]["ClientCreditHistoryEntry"][];
        };
        ClientImportResult: {
            applied: boolean;
            created: number;
            errors: {
                field: string;
                message: string;
                /** @description Spreadsheet row (header = 1) or JSON index + 1 */
                row: number;
            }[];
            unchanged: number;
            updated: number;
        };
        ClientList: {
            /** @description Staff get Client rows; a medical company gets ClientRef rows (name and account only) */
            clients: (components["schemas"]["Client"] | components["schemas"]["ClientRef"])[];
            page: number;
            pageSize: number;
            total: number;
        };
        ClientRef: {
            accountNo: string;
            name: string;
        };
        ClientStatement: {
            accountNo: string;
            allocations: {
                /** @example 1234.50 */
                amountSAR: string;
                invoiceNumber: string;
                /** @enum {string} */
                source: "PAYMENT" | "CREDIT_NOTE";
                /** @description The payment id or the credit note number */
                sourceRef: string;
            }[];
            /** @description Every document of the client, oldest due first */
            documents: (components["schemas"]["ReceivableDocument"] & {
                /**
                 * @description Open after payments and credit notes
                 * @example 1234.50
                 */
                remainingSAR: string;
            })[];
            /** @description Payments newest first; `counted` is false once a later receivables import (the ERP’s snapshot) includes them */
            payments: (components["schemas"]["Payment"] & {
                counted: boolean;
            })[];
            /** @example 1234.50 */
            unappliedSAR: string;
        };
        ConflictError: {
            error: {
                /** @enum {string} */
                code: "CONFLICT";
                details?: {
                    [key: string]: unknown;
                };
                /** @description In the caller's language (Accept-Language) */
                message: string;
            };
        };
        CreateApiTokenRequest: {
            /** @description Days until the token expires (the portal offers 30, 90 and 365); null or absent never expires */
            expiresInDays?: number | null;
            name: string;
        };
        CreateClientRequest: {
            accountNo: string;
            address?: {
                additionalNumber?: string | null;
                buildingNumber?: string | null;
                city?: string | null;
                district?: string | null;
                postalCode?: string | null;
                street?: string | null;
            };
            area?: string | null;
            creditLimitSAR?: string | null;
            crNumber?: string | null;
            licenceExpiry?: string | null;
            licenceNumber?: string | null;
            name: string;
            nameAr?: string | null;
            paymentTermsDays?: number;
            region?: string | null;
            /** @enum {string} */
            status?: "ACTIVE" | "ON_HOLD" | "BLOCKED";
            statusReason?: string | null;
            vatNumber?: string | null;
        };
        CreatedApiToken: components["schemas"]["ApiToken"] & {
            /** @description Shown once; keep it secret */
            token: string;
        };
        CreatedWebhookSubscription: components["schemas"]["WebhookSubscription"] & {
            /** @description The Standard Webhooks signing secret (`whsec_…`). Shown only in this answer. */
            secret: string;
        };
        CreateOrderRequest: {
            /** @enum {string} */
            area: "Riyadh" | "Jeddah" | "Mecca" | "Medina" | "Dammam" | "Khobar" | "Dhahran" | "Taif" | "Qassim" | "Tabuk" | "Abha" | "Khamis Mushait" | "Jizan" | "Najran";
            clientAccountNo?: string | null;
            /** @example Al Shifa Pharmacy */
            clientName: string;
            externalRef?: string | null;
            /** @description At least one line */
            lines: components["schemas"]["OrderLineInput"][];
            /**
             * @description Fixed to the caller's company
             * @enum {string}
             */
            medicalCompany?: "Evergreen Inhouse" | "Wasama" | "X Rose" | "Future Herbals" | "Adwaa Lana" | "Actimed";
            medicalRep?: string | null;
            notes?: string | null;
            /**
             * Format: date
             * @example 2026-11-21
             */
            orderDate: string;
            /** @enum {string} */
            region: "Riyadh-Central" | "Western Region" | "Eastern Region" | "Southern Region";
            salesManager?: string | null;
            /** @description Checked against the lines (±0.01) */
            totalValueSAR?: string | number;
        };
        CreatePaymentRequest: {
            accountNo: string;
            amountSAR: string;
            date: string;
            /** @enum {string} */
            method: "BANK_TRANSFER" | "CHEQUE" | "CASH" | "CARD" | "OTHER";
            reference: string;
        };
        CreateStockItemRequest: {
            description: string;
            gtin?: string | null;
            itemCode: string;
            minimumLevel?: number;
            unit?: string;
            /** @enum {string} */
            vatCategory?: "S" | "Z";
        };
        CreateWarehouseRequest: {
            code: string;
            name: string;
        };
        CreateWebhookRequest: {
            description?: string;
            enabled?: boolean;
            eventTypes: components["schemas"]["WebhookEventType"][];
            url: string;
        };
        Credit: {
            accountNo: string;
            aging: {
                /** @example 1234.50 */
                d1to30: string;
                /** @example 1234.50 */
                d31to60: string;
                /** @example 1234.50 */
                d61to90: string;
                /** @example 1234.50 */
                d90plus: string;
            };
            /**
             * @description Limit − exposure; null without a limit
             * @example 1234.50
             */
            availableSAR: string | null;
            /** @example 1234.50 */
            creditLimitSAR: string | null;
            /**
             * @description Open receivables + approved undelivered orders (+ the order under review)
             * @example 1234.50
             */
            exposureSAR: string;
            findings: components["schemas"]["CreditFinding"][];
            /**
             * Format: date
             * @description The date of the latest payment recorded in Tawreed
             * @example 2027-03-31
             */
            lastPaymentAt: string | null;
            /** @example 1234.50 */
            openOrdersSAR: string;
            /** @example 1234.50 */
            openReceivablesSAR: string;
            /** @example 1234.50 */
            overdueSAR: string;
        };
        CreditFinding: {
            /** @enum {string} */
            code: "BLOCKED" | "LICENCE_EXPIRED" | "OVER_LIMIT" | "OVERDUE" | "ON_HOLD" | "CLIENT_UNKNOWN" | "NO_CREDIT_LIMIT" | "LICENCE_EXPIRING" | "PRICE_MISMATCH" | "UNKNOWN_ITEM";
            message: string;
            params: {
                [key: string]: string | number;
            };
            /** @enum {string} */
            severity: "block" | "override" | "info";
        };
        /** @description Approve over the credit check’s override findings (OVER_LIMIT, OVERDUE, ON_HOLD): the reason becomes the history comment, which names the overridden codes. Never passes a block (CREDIT_BLOCKED). */
        CreditOverride: {
            reason: string;
        };
        CreditReport: {
            /**
             * Format: date
             * @description The Asia/Riyadh day the aging is counted on
             * @example 2027-03-31
             */
            asOf: string;
            clients: components["schemas"]["ClientAging"][];
            /** @description The ten largest exposures among the matching clients (exposure above 0) */
            largestExposures: components["schemas"]["ClientAging"][];
            page: number;
            pageSize: number;
            totals: {
                aging: {
                    /** @example 1234.50 */
                    d1to30: string;
                    /** @example 1234.50 */
                    d31to60: string;
                    /** @example 1234.50 */
                    d61to90: string;
                    /** @example 1234.50 */
                    d90plus: string;
                };
                clients: number;
                /** @example 1234.50 */
                exposureSAR: string;
                /** @example 1234.50 */
                openOrdersSAR: string;
                /** @example 1234.50 */
                openReceivablesSAR: string;
                /** @example 1234.50 */
                overdueSAR: string;
            };
        };
        /** @description A card: its count, and the order-list filters whose total that count is. */
        DashboardCard: {
            /** @description The list's `approvedToday` filter: only orders the caller's stage approved today */
            approvedToday: boolean;
            count: number;
            /** @description The list's `status` filter (empty: any status) */
            statuses: string[];
        };
        DashboardStats: {
            approvedToday: number;
            cards: {
                approved: components["schemas"]["DashboardCard"];
                delivered: components["schemas"]["DashboardCard"];
                pending: components["schemas"]["DashboardCard"];
                rejected: components["schemas"]["DashboardCard"];
                total: components["schemas"]["DashboardCard"];
            };
            delivered: number;
            pendingReview: number;
            rejected: number;
            totalOrders: number;
        };
        DeliverRequest: {
            /** Format: date-time */
            actualDeliveryDate?: string | null;
            /** @description filename from /api/invoices/upload */
            deliveryInvoicePath?: string | null;
        };
        /**
         * @description expired: on or after its expiry date; near-expiry: within NEAR_EXPIRY_DAYS; ok otherwise
         * @enum {string}
         */
        ExpiryState: "expired" | "near-expiry" | "ok";
        /** @description A fresh second factor: a code from the authenticator app or an unused recovery code, or an answer of one of the caller’s passkeys */
        FactorConfirmation: components["schemas"]["SecondFactorCode"] | components["schemas"]["PasskeyConfirmation"];
        FileTooLargeError: {
            error: {
                /** @enum {string} */
                code: "FILE_TOO_LARGE";
                details?: {
                    [key: string]: unknown;
                };
                /** @description In the caller's language (Accept-Language) */
                message: string;
            };
        };
        ForbiddenError: {
            error: {
                /** @enum {string} */
                code: "FORBIDDEN";
                details?: {
                    [key: string]: unknown;
                };
                /** @description In the caller's language (Accept-Language) */
                message: string;
            };
        };
        ForbiddenOrAccountPendingError: {
            error: {
                /** @enum {string} */
                code: "FORBIDDEN" | "ACCOUNT_PENDING";
                details?: {
                    [key: string]: unknown;
                };
                /** @description In the caller's language (Accept-Language) */
                message: string;
            };
        };
        ForbiddenOrMfaEnrolmentRequiredError: {
            error: {
                /** @enum {string} */
                code: "FORBIDDEN" | "MFA_ENROLMENT_REQUIRED";
                details?: {
                    [key: string]: unknown;
                };
                /** @description In the caller's language (Accept-Language) */
                message: string;
            };
        };
        Health: {
            /** @enum {string} */
            status: "ok";
        };
        HistoryEntry: {
            action: string;
            actor: components["schemas"]["Actor"] | null;
            comment: string | null;
            /** Format: date-time */
            createdAt: string;
            /** @description An approval over the credit check (DESIGN §11): what it overrode and why. Staff only: absent from a medical company's answers. */
            creditOverride?: {
                /** @description The findings approved over (OVER_LIMIT, OVERDUE, …) */
                codes: string[];
                reason: string;
            } | null;
            /** @description The file an `attachment-added` (with its kind) or `lines-imported` (with how many lines it gave) entry is about; null for other entries. */
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
        InvalidTransitionOrConflictError: {
            error: {
                /** @enum {string} */
                code: "INVALID_TRANSITION" | "CONFLICT";
                details?: {
                    [key: string]: unknown;
                };
                /** @description In the caller's language (Accept-Language) */
                message: string;
            };
        };
        InvalidTransitionOrConflictOrCreditBlockedOrCreditOverrideRequiredError: {
            error: {
                /** @enum {string} */
                code: "INVALID_TRANSITION" | "CONFLICT" | "CREDIT_BLOCKED" | "CREDIT_OVERRIDE_REQUIRED";
                details?: {
                    [key: string]: unknown;
                };
                /** @description In the caller's language (Accept-Language) */
                message: string;
            };
        };
        InvalidTransitionOrConflictOrStockShortOrCreditBlockedOrCreditOverrideRequiredError: {
            error: {
                /** @enum {string} */
                code: "INVALID_TRANSITION" | "CONFLICT" | "CREDIT_BLOCKED" | "CREDIT_OVERRIDE_REQUIRED";
                details?: {
                    [key: string]: unknown;
                };
                /** @description In the caller's language (Accept-Language) */
                message: string;
            } | {
                /** @enum {string} */
                code: "STOCK_SHORT";
                details: components["schemas"]["StockShortDetails"];
                /** @description In the caller's language (Accept-Language) */
                message: string;
            };
        };
        LoginRequest: {
            email: string;
            password: string;
        };
        LoginResult: components["schemas"]["SessionUser"] | components["schemas"]["MfaRequired"];
        ManagedAccount: components["schemas"]["Account"] & {
            /** @description The confirmed second factors (an administrator can reset them) */
            secondFactors: ("totp" | "passkey")[];
        };
        MfaEnrolmentRequiredError: {
            error: {
                /** @enum {string} */
                code: "MFA_ENROLMENT_REQUIRED";
                details?: {
                    [key: string]: unknown;
                };
                /** @description In the caller's language (Accept-Language) */
                message: string;
            };
        };
        /** @description The password was right and the person has a second factor: a pending sign-in (the session cookie, valid a few minutes) waits for the code */
        MfaRequired: {
            /** @description The ways this person can complete the sign-in (POST /api/auth/login/mfa) */
            methods: ("totp" | "passkey" | "recovery")[];
            /** @enum {boolean} */
            mfaRequired: true;
        };
        NationalAddress: {
            additionalNumber: string | null;
            buildingNumber: string | null;
            city: string | null;
            district: string | null;
            postalCode: string | null;
            street: string | null;
        };
        NewPriceList: {
            isDefault?: boolean;
            name: string;
            validFrom?: string | null;
            validTo?: string | null;
        };
        NotDeliveredRequest: {
            notDeliveredReason: string;
        };
        NotFoundError: {
            error: {
                /** @enum {string} */
                code: "NOT_FOUND";
                details?: {
                    [key: string]: unknown;
                };
                /** @description In the caller's language (Accept-Language) */
                message: string;
            };
        };
        Notification: {
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            id: string;
            /**
             * @description The message catalog key (null for an old notification the catalog does not know).
             * @example notifyStatus
             */
            key: string | null;
            /** @description The text in the caller's language (Accept-Language: ar or ar-SA answers Arabic, anything else English). */
            message: string;
            /** Format: uuid */
            orderId: string | null;
            /**
             * @description The key's parameters; a label parameter is its key (status: an order status, queue: a role), rendered in the reader's language in `message`.
             * @example {
             *       "id": "1a2b3c4d",
             *       "client": "Clinic",
             *       "status": "REJECTED"
             *     }
             */
            params: {
                [key: string]: string | number;
            };
            /** Format: date-time */
            readAt: string | null;
            /** @enum {string} */
            severity: "success" | "warning" | "info";
        };
        NotificationList: {
            notifications: components["schemas"]["Notification"][];
            unreadCount: number;
        };
        NotificationPreference: {
            enabled: boolean;
            /**
             * @description order.queue: an order entered your role’s queue; order.status: an order of your company changed status; order.delivery_failed: delivery of an order of your company failed
             * @enum {string}
             */
            kind: "order.queue" | "order.status" | "order.delivery_failed";
        };
        NotificationPreferences: {
            preferences: components["schemas"]["NotificationPreference"][];
        };
        Order: {
            /** @description What the caller may do now */
            allowedActions: ("submit" | "approve" | "reject" | "request-changes" | "edit" | "resubmit" | "appeal" | "accept-appeal" | "reject-appeal" | "mark-ready" | "print" | "dispatch" | "transport" | "deliver" | "not-delivered" | "delete" | "withdraw")[];
            /** @enum {string|null} */
            appealStatus: "PENDING" | "ACCEPTED" | "REJECTED" | null;
            /** @enum {string} */
            area: "Riyadh" | "Jeddah" | "Mecca" | "Medina" | "Dammam" | "Khobar" | "Dhahran" | "Taif" | "Qassim" | "Tabuk" | "Abha" | "Khamis Mushait" | "Jizan" | "Najran";
            attachments: components["schemas"]["Attachment"][];
            clientAccountNo: string | null;
            clientName: string;
            /** Format: uuid */
            companyId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            creditReviewedAt: string | null;
            /** @enum {string} */
            deliveryStatus: "PENDING_DELIVERY" | "DISPATCHED" | "IN_TRANSIT" | "DELIVERED" | "NOT_DELIVERED";
            externalRef: string | null;
            /** Format: date-time */
            higherReviewedAt: string | null;
            history: components["schemas"]["HistoryEntry"][];
            /** Format: uuid */
            id: string;
            lines: components["schemas"]["OrderLine"][];
            /** @enum {string} */
            medicalCompany: "Evergreen Inhouse" | "Wasama" | "X Rose" | "Future Herbals" | "Adwaa Lana" | "Actimed";
            medicalRep: string | null;
            notes: string | null;
            /** @example 2026-11-21 */
            orderDate: string;
            /**
             * @description The payable total: totalValueSAR + vatSAR (exact decimal string, 2 places)
             * @example 1234.50
             */
            payableSAR: string;
            /** Format: date-time */
            printedAt: string | null;
            /** @enum {string} */
            region: "Riyadh-Central" | "Western Region" | "Eastern Region" | "Southern Region";
            salesManager: string | null;
            /** @enum {string} */
            status: "SUBMITTED" | "PENDING_CREDIT" | "NEEDS_CHANGES" | "RESUBMITTED" | "REJECTED" | "PENDING_HIGHER" | "APPEAL_REVIEW" | "PENDING_WAREHOUSE" | "READY_TO_PRINT" | "PRINTED" | "ORDER_DISPATCHED" | "ORDER_TRANSPORTED" | "ORDER_DELIVERED";
            /** Format: date-time */
            submittedAt: string | null;
            /**
             * @description Order total, the sum of net values (exact decimal string, 2 places)
             * @example 1234.50
             */
            totalValueSAR: string;
            /** Format: date-time */
            updatedAt: string;
            /**
             * @description The order's VAT, the sum of its lines' VAT (exact decimal string, 2 places)
             * @example 1234.50
             */
            vatSAR: string;
            version: number;
            warehouse: components["schemas"]["WarehouseRecord"] | null;
            /** Format: date-time */
            warehouseUpdatedAt: string | null;
            /** Format: date-time */
            withdrawnAt: string | null;
        };
        /**
         * @description reserved: every line reserved; short: in the warehouse queue with lines not covered; available/partial/unavailable: before approval, what free stock covers; shipped: dispatched; none: no stock-controlled lines
         * @enum {string}
         */
        OrderAvailability: "reserved" | "short" | "available" | "partial" | "unavailable" | "shipped" | "none";
        OrderAvailabilityList: {
            orders: {
                availability: components["schemas"]["OrderAvailability"];
                /** Format: uuid */
                orderId: string;
            }[];
        };
        OrderLine: {
            /**
             * @description Bonus (exact decimal string, 2 places)
             * @example 1234.50
             */
            bonus: string;
            /**
             * @description Discount percent
             * @example 10.00
             */
            discount: string;
            /**
             * @description Gross value = net + bonus (exact decimal string, 2 places)
             * @example 1234.50
             */
            grossValue: string;
            /** Format: uuid */
            id: string;
            itemCode: string;
            itemDescription: string;
            /**
             * @description Net value (exact decimal string, 2 places)
             * @example 1234.50
             */
            netValue: string;
            /**
             * @description Public price (exact decimal string, 2 places)
             * @example 1234.50
             */
            publicPrice: string;
            quantity: number;
            /**
             * @description Unit value after discount (exact decimal string, 2 places)
             * @example 1234.50
             */
            valueUnit: string;
            /**
             * @description The item's VAT category when the line was written (DESIGN §12): S standard-rated (VAT_RATE_PERCENT), Z zero-rated; an item the inventory does not know is S
             * @enum {string}
             */
            vatCategory: "S" | "Z";
            /**
             * @description The VAT rate in percent
             * @example 15.00
             */
            vatRatePercent: string;
            /**
             * @description The line's VAT: net value x rate, rounded once, half away from zero (exact decimal string, 2 places)
             * @example 1234.50
             */
            vatSAR: string;
        };
        OrderLineInput: {
            bonus?: string | number | null;
            /** @example 5 */
            discount?: string | number | null;
            grossValue?: string | number | null;
            /** @example INS-100 */
            itemCode: string;
            /** @example Insulin pen 100IU */
            itemDescription: string;
            netValue?: string | number | null;
            /** @example 45.00 */
            publicPrice: string | number;
            /** @example 10 */
            quantity: number | string;
            valueUnit?: string | number | null;
            /**
             * @description Ignored: the item's category decides
             * @enum {string|null}
             */
            vatCategory?: "S" | "Z" | null;
            /** @description Ignored: worked out by the service */
            vatRatePercent?: string | number | null;
            /** @description Ignored: worked out by the service */
            vatSAR?: string | number | null;
        };
        OrderLineStock: {
            /** @description Units of reservable lots free now (shelf-life rule applied), beside what is reserved */
            available: number;
            itemCode: string;
            itemDescription: string;
            /** Format: uuid */
            lineId: string;
            /** @description Reserved (or shipped) lots in picking order: first expiry first, then bin */
            lots: {
                bin: string;
                /**
                 * Format: date
                 * @example 2027-03-31
                 */
                expiryDate: string;
                /** Format: uuid */
                lotId: string;
                lotNumber: string;
                quantity: number;
                /** @enum {string} */
                state: "reserved" | "shipped";
                warehouseCode: string;
            }[];
            position: number;
            /** @description Quantity plus bonus units */
            required: number;
            reserved: number;
            shipped: number;
            /**
             * @description untracked: the inventory does not know the Item Code, so the line is outside stock control
             * @enum {string}
             */
            state: "reserved" | "short" | "available" | "partial" | "unavailable" | "shipped" | "untracked";
        };
        OrderList: {
            orders: components["schemas"]["OrderSummary"][];
            page: number;
            pageSize: number;
            /** @description How many orders match. Exact unless totalIsEstimate; then a lower bound: at least the exact-count limit (10,000 by default) and, when more orders follow this page, more than its last. */
            total: number;
            /** @description True when more orders match than are counted exactly (10,000 by default): show the total as "10,000+" and keep "next" enabled while a page is full; the last page gives the exact total. */
            totalIsEstimate: boolean;
        };
        OrderReview: {
            credit: components["schemas"]["Credit"] | null;
            findings: components["schemas"]["CreditFinding"][];
        };
        OrderStock: {
            availability: components["schemas"]["OrderAvailability"];
            lines: components["schemas"]["OrderLineStock"][];
            /** Format: uuid */
            orderId: string;
            /** @description Positions of lines not covered */
            shortLines: number[];
            status: string;
        };
        OrderSummary: {
            /** @description What the caller may do now */
            allowedActions: ("submit" | "approve" | "reject" | "request-changes" | "edit" | "resubmit" | "appeal" | "accept-appeal" | "reject-appeal" | "mark-ready" | "print" | "dispatch" | "transport" | "deliver" | "not-delivered" | "delete" | "withdraw")[];
            /** @enum {string|null} */
            appealStatus: "PENDING" | "ACCEPTED" | "REJECTED" | null;
            /** @enum {string} */
            area: "Riyadh" | "Jeddah" | "Mecca" | "Medina" | "Dammam" | "Khobar" | "Dhahran" | "Taif" | "Qassim" | "Tabuk" | "Abha" | "Khamis Mushait" | "Jizan" | "Najran";
            clientAccountNo: string | null;
            clientName: string;
            /** Format: uuid */
            companyId: string;
            /** Format: date-time */
            createdAt: string;
            /**
             * @description Staff only (absent for a medical company): what the credit check says of the order's next approval. `block`: refused (CREDIT_BLOCKED); `override`: needs an override reason (CREDIT_OVERRIDE_REQUIRED); `clear`: nothing refuses it; null: no mark (the client is not in the master, or no credit-checked decision awaits the order).
             * @enum {string|null}
             */
            creditMark?: "block" | "override" | "clear" | null;
            /** Format: date-time */
            creditReviewedAt: string | null;
            /** @enum {string} */
            deliveryStatus: "PENDING_DELIVERY" | "DISPATCHED" | "IN_TRANSIT" | "DELIVERED" | "NOT_DELIVERED";
            externalRef: string | null;
            /** Format: date-time */
            higherReviewedAt: string | null;
            /** Format: uuid */
            id: string;
            lineCount: number;
            /** @enum {string} */
            medicalCompany: "Evergreen Inhouse" | "Wasama" | "X Rose" | "Future Herbals" | "Adwaa Lana" | "Actimed";
            medicalRep: string | null;
            notes: string | null;
            /** @example 2026-11-21 */
            orderDate: string;
            /**
             * @description The payable total: totalValueSAR + vatSAR (exact decimal string, 2 places)
             * @example 1234.50
             */
            payableSAR: string;
            /** Format: date-time */
            printedAt: string | null;
            /** @enum {string} */
            region: "Riyadh-Central" | "Western Region" | "Eastern Region" | "Southern Region";
            salesManager: string | null;
            /** @enum {string} */
            status: "SUBMITTED" | "PENDING_CREDIT" | "NEEDS_CHANGES" | "RESUBMITTED" | "REJECTED" | "PENDING_HIGHER" | "APPEAL_REVIEW" | "PENDING_WAREHOUSE" | "READY_TO_PRINT" | "PRINTED" | "ORDER_DISPATCHED" | "ORDER_TRANSPORTED" | "ORDER_DELIVERED";
            /** Format: date-time */
            submittedAt: string | null;
            /**
             * @description Order total, the sum of net values (exact decimal string, 2 places)
             * @example 1234.50
             */
            totalValueSAR: string;
            /** Format: date-time */
            updatedAt: string;
            /**
             * @description The order's VAT, the sum of its lines' VAT (exact decimal string, 2 places)
             * @example 1234.50
             */
            vatSAR: string;
            version: number;
            /** Format: date-time */
            warehouseUpdatedAt: string | null;
            /** Format: date-time */
            withdrawnAt: string | null;
        };
        ParsedFile: {
            errors: string[];
            lines: {
                /**
                 * @description Bonus (exact decimal string, 2 places)
                 * @example 1234.50
                 */
                bonus: string;
                /**
                 * @description Discount percent
                 * @example 10.00
                 */
                discount: string;
                /**
                 * @description Gross value = net + bonus (exact decimal string, 2 places)
                 * @example 1234.50
                 */
                grossValue: string;
                itemCode: string;
                itemDescription: string;
                /**
                 * @description Net value (exact decimal string, 2 places)
                 * @example 1234.50
                 */
                netValue: string;
                /**
                 * @description Public price (exact decimal string, 2 places)
                 * @example 1234.50
                 */
                publicPrice: string;
                quantity: number;
                /**
                 * @description Unit value after discount (exact decimal string, 2 places)
                 * @example 1234.50
                 */
                valueUnit: string;
                /**
                 * @description The item's VAT category when the line was written (DESIGN §12): S standard-rated (VAT_RATE_PERCENT), Z zero-rated; an item the inventory does not know is S
                 * @enum {string}
                 */
                vatCategory: "S" | "Z";
                /**
                 * @description The VAT rate in percent
                 * @example 15.00
                 */
                vatRatePercent: string;
                /**
                 * @description The line's VAT: net value x rate, rounded once, half away from zero (exact decimal string, 2 places)
                 * @example 1234.50
                 */
                vatSAR: string;
            }[];
            /**
             * @description totalValueSAR + vatSAR (exact decimal string, 2 places)
             * @example 1234.50
             */
            payableSAR: string;
            tempFileInfo: {
                /** Format: date-time */
                expiresAt: string;
                fileName: string;
                sizeBytes: number;
                /** Format: uuid */
                tempFileId: string;
            };
            /**
             * @description Total of the valid lines (exact decimal string, 2 places)
             * @example 1234.50
             */
            totalValueSAR: string;
            /**
             * @description The valid lines' VAT (exact decimal string, 2 places)
             * @example 1234.50
             */
            vatSAR: string;
            /** @description The price check of the valid lines (DESIGN §12); never stops the order */
            warnings: components["schemas"]["PriceWarning"][];
        };
        Passkey: {
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            lastUsedAt: string | null;
            name: string;
        };
        PasskeyAssertion: {
            authenticatorAttachment?: string;
            /** @default {} */
            clientExtensionResults: {
                [key: string]: unknown;
            };
            id: string;
            rawId: string;
            response: {
                authenticatorData: string;
                clientDataJSON: string;
                signature: string;
                userHandle?: string;
            } & {
                [key: string]: unknown;
            };
            /** @enum {string} */
            type: "public-key";
        } & {
            [key: string]: unknown;
        };
        /** @description An answer of one of the caller's passkeys to the options of POST /api/auth/mfa/confirm/passkey/options */
        PasskeyConfirmation: {
            credential: components["schemas"]["PasskeyAssertion"];
        };
        /** @description PublicKeyCredentialCreationOptionsJSON */
        PasskeyCreationOptions: {
            allowCredentials?: ({
                id: string;
                type: string;
            } & {
                [key: string]: unknown;
            })[];
            challenge: string;
            excludeCredentials?: ({
                id: string;
                type: string;
            } & {
                [key: string]: unknown;
            })[];
            rp?: {
                id?: string;
                name: string;
            } & {
                [key: string]: unknown;
            };
            rpId?: string;
            timeout?: number;
            userVerification?: string;
        } & {
            [key: string]: unknown;
        };
        PasskeyRegistrationCredential: {
            authenticatorAttachment?: string;
            /** @default {} */
            clientExtensionResults: {
                [key: string]: unknown;
            };
            id: string;
            rawId: string;
            response: {
                attestationObject: string;
                clientDataJSON: string;
                transports?: string[];
            } & {
                [key: string]: unknown;
            };
            /** @enum {string} */
            type: "public-key";
        } & {
            [key: string]: unknown;
        };
        /** @description PublicKeyCredentialRequestOptionsJSON */
        PasskeyRequestOptions: {
            allowCredentials?: ({
                id: string;
                type: string;
            } & {
                [key: string]: unknown;
            })[];
            challenge: string;
            excludeCredentials?: ({
                id: string;
                type: string;
            } & {
                [key: string]: unknown;
            })[];
            rp?: {
                id?: string;
                name: string;
            } & {
                [key: string]: unknown;
            };
            rpId?: string;
            timeout?: number;
            userVerification?: string;
        } & {
            [key: string]: unknown;
        };
        PasskeySignInRequest: {
            credential: components["schemas"]["PasskeyAssertion"];
        };
        PasswordChanged: {
            /** @description Other sessions ended */
            endedSessions: number;
        };
        Payment: {
            accountNo: string;
            /** @example 1234.50 */
            amountSAR: string;
            /**
             * Format: date
             * @example 2027-03-31
             */
            date: string;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            method: "BANK_TRANSFER" | "CHEQUE" | "CASH" | "CARD" | "OTHER";
            /** Format: date-time */
            recordedAt: string;
            recordedBy: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
            reference: string;
        };
        PaymentInput: {
            accountNo: string;
            amountSAR: string;
            date: string;
            /** @enum {string} */
            method: "BANK_TRANSFER" | "CHEQUE" | "CASH" | "CARD" | "OTHER";
            reference: string;
        };
        PaymentsImportRequest: {
            payments: components["schemas"]["PaymentInput"][];
        };
        PaymentsImportResult: {
            applied: boolean;
            /** @description Payments new to Tawreed */
            created: number;
            errors: {
                field: string;
                message: string;
                /** @description Spreadsheet row (header = 1) or JSON index + 1 */
                row: number;
            }[];
            /** @description Known (account, reference) whose date, amount or method the file corrected */
            replaced: number;
            /** @description Known (account, reference) the file repeats as is */
            unchanged: number;
        };
        PreconditionRequiredError: {
            error: {
                /** @enum {string} */
                code: "PRECONDITION_REQUIRED";
                details?: {
                    [key: string]: unknown;
                };
                /** @description In the caller's language (Accept-Language) */
                message: string;
            };
        };
        PriceImportResult: {
            applied: boolean;
            created: number;
            errors: {
                field: string;
                message: string;
                /** @description Spreadsheet row (header = 1) or JSON index + 1 */
                row: number;
            }[];
            unchanged: number;
            updated: number;
        };
        PriceList: {
            /** @description Clients assigned this list */
            clientCount: number;
            /** Format: uuid */
            id: string;
            /** @description Prices the orders of clients without a list of their own */
            isDefault: boolean;
            itemCount: number;
            name: string;
            /** Format: date-time */
            updatedAt: string;
            /**
             * Format: date
             * @description First day the list prices orders (Asia/Riyadh); null: open
             * @example 2027-03-31
             */
            validFrom: string | null;
            /**
             * Format: date
             * @description Last day the list prices orders; null: open
             * @example 2027-03-31
             */
            validTo: string | null;
        };
        PriceListChanges: {
            isDefault?: boolean;
            name?: string;
            validFrom?: string | null;
            validTo?: string | null;
        };
        PriceListDetail: components["schemas"]["PriceList"] & {
            /** @description By item code */
            items: components["schemas"]["PriceListItem"][];
        };
        PriceListItem: {
            itemCode: string;
            /**
             * @description Public price in SAR, before VAT
             * @example 45.00
             */
            priceSAR: string;
        };
        PriceListItems: {
            items: {
                itemCode: string;
                priceSAR: string;
            }[];
        };
        PriceListList: {
            priceLists: components["schemas"]["PriceList"][];
        };
        PriceWarning: {
            /** @enum {string} */
            code: "PRICE_MISMATCH" | "UNKNOWN_ITEM";
            itemCode: string;
            /** @description The warning in the caller's language */
            message: string;
            /** @description PRICE_MISMATCH: expectedSAR, givenSAR, differencePercent (and row, itemCode) */
            params: {
                [key: string]: string | number;
            };
            /** @description The spreadsheet's row number (the header being 1) */
            row: number;
        };
        PrintRequest: {
            deliveryNoteNo?: string | null;
        };
        RateLimitedError: {
            error: {
                /** @enum {string} */
                code: "RATE_LIMITED";
                details?: {
                    [key: string]: unknown;
                };
                /** @description In the caller's language (Accept-Language) */
                message: string;
            };
        };
        Readiness: {
            database: string;
            migrations: number;
            /** @enum {string} */
            status: "ready" | "not_ready";
        };
        Recall: {
            lotNumber: string;
            lots: components["schemas"]["StockLot"][];
            shipments: components["schemas"]["RecallShipment"][];
            totalQuantity: number;
        };
        RecallShipment: {
            clientAccountNo: string | null;
            clientName: string;
            deliveryNoteNo: string | null;
            itemCode: string;
            /** Format: uuid */
            lotId: string;
            medicalCompany: string;
            /** Format: uuid */
            orderId: string;
            quantity: number;
            /** Format: date-time */
            shippedAt: string;
            warehouseCode: string;
        };
        ReceivableDocument: {
            accountNo: string;
            /** @example 1234.50 */
            amountSAR: string;
            /**
             * Format: date
             * @example 2027-03-31
             */
            date: string;
            /**
             * Format: date
             * @example 2027-03-31
             */
            dueDate: string;
            /** @enum {string} */
            kind: "INVOICE" | "CREDIT_NOTE";
            number: string;
            /** @example 1234.50 */
            openSAR: string;
        };
        ReceivableDocumentInput: {
            accountNo: string;
            amountSAR: string;
            date: string;
            dueDate?: string;
            /** @enum {string} */
            kind: "INVOICE" | "CREDIT_NOTE";
            number: string;
            openSAR: string;
        };
        ReceivablesImportRequest: {
            documents: components["schemas"]["ReceivableDocumentInput"][];
        };
        ReceivablesImportResult: {
            applied: boolean;
            /** @description mode=snapshot: open documents of the named clients absent from the file, marked paid */
            closed: number;
            created: number;
            errors: {
                field: string;
                message: string;
                /** @description Spreadsheet row (header = 1) or JSON index + 1 */
                row: number;
            }[];
            replaced: number;
        };
        /** @description Ten single-use recovery codes; keep them safe */
        RecoveryCodes: {
            recoveryCodes: string[];
        };
        RegisteredPasskey: {
            passkey: components["schemas"]["Passkey"];
            /** @description Ten codes when this is the account's first factor, else empty */
            recoveryCodes: string[];
        };
        RegisterPasskeyRequest: {
            credential: components["schemas"]["PasskeyRegistrationCredential"];
            name: string;
        };
        RegisterRequest: {
            companyName?: string | null;
            confirmPassword?: string;
            email: string;
            name: string;
            password: string;
            /** @enum {string} */
            role: "MEDICAL_COMPANY" | "CREDIT_TEAM" | "HIGHER_AUTHORITY" | "WAREHOUSE_MANAGER";
        };
        RejectionRecord: {
            comment: string;
            /** Format: date-time */
            createdAt: string;
            rejectionActor: {
                email: string;
                /** Format: uuid */
                id: string;
                name: string;
                /** @enum {string} */
                role: "MEDICAL_COMPANY" | "CREDIT_TEAM" | "HIGHER_AUTHORITY" | "WAREHOUSE_MANAGER" | "ADMIN";
            };
        };
        RenamePasskeyRequest: {
            name: string;
        };
        ReplayWebhookRequest: {
            deliveryId?: number;
            eventId?: string;
        };
        Report: {
            /** @description Every bucket of the period, first day of each */
            buckets: string[];
            byCompany: {
                count: number;
                medicalCompany: string;
                /**
                 * @description Value (exact decimal string, 2 places)
                 * @example 1234.50
                 */
                valueSAR: string;
            }[];
            byRegion: {
                count: number;
                /** @enum {string} */
                region: "Riyadh-Central" | "Western Region" | "Eastern Region" | "Southern Region";
                /**
                 * @description Value (exact decimal string, 2 places)
                 * @example 1234.50
                 */
                valueSAR: string;
            }[];
            byStage: {
                count: number;
                /** @enum {string} */
                stage: "SALES_REVIEW" | "CHANGES_REQUESTED" | "CREDIT_REVIEW" | "WAREHOUSE" | "DELIVERY" | "DELIVERED" | "REJECTED";
                statuses: ("SUBMITTED" | "PENDING_CREDIT" | "NEEDS_CHANGES" | "RESUBMITTED" | "REJECTED" | "PENDING_HIGHER" | "APPEAL_REVIEW" | "PENDING_WAREHOUSE" | "READY_TO_PRINT" | "PRINTED" | "ORDER_DISPATCHED" | "ORDER_TRANSPORTED" | "ORDER_DELIVERED")[];
                /**
                 * @description Value (exact decimal string, 2 places)
                 * @example 1234.50
                 */
                valueSAR: string;
            }[];
            byStatus: {
                count: number;
                /** @enum {string} */
                status: "SUBMITTED" | "PENDING_CREDIT" | "NEEDS_CHANGES" | "RESUBMITTED" | "REJECTED" | "PENDING_HIGHER" | "APPEAL_REVIEW" | "PENDING_WAREHOUSE" | "READY_TO_PRINT" | "PRINTED" | "ORDER_DISPATCHED" | "ORDER_TRANSPORTED" | "ORDER_DELIVERED";
                /**
                 * @description Value (exact decimal string, 2 places)
                 * @example 1234.50
                 */
                valueSAR: string;
            }[];
            /** @example 2026-10-23 */
            from: string;
            /** Format: date-time */
            generatedAt: string;
            /**
             * @description Bucket size of `series`: day up to 31 days, week up to 182, else month
             * @enum {string}
             */
            granularity: "day" | "week" | "month";
            /** @description The caller's company when the report is limited to it, else null */
            medicalCompany: string | null;
            series: {
                bucket: string;
                count: number;
                medicalCompany: string;
                region: string;
                /**
                 * @description Value (exact decimal string, 2 places)
                 * @example 1234.50
                 */
                valueSAR: string;
            }[];
            /** @description Open orders (not delivered, rejected or withdrawn) in the caller's view right now, whatever the period */
            sla: {
                /** Format: date-time */
                asOf: string;
                dueSoon: number;
                oldestOverdue: {
                    clientName: string;
                    hoursSinceUpdate: number;
                    /** Format: uuid */
                    id: string;
                    medicalCompany: string;
                    /** @enum {string} */
                    status: "SUBMITTED" | "PENDING_CREDIT" | "NEEDS_CHANGES" | "RESUBMITTED" | "REJECTED" | "PENDING_HIGHER" | "APPEAL_REVIEW" | "PENDING_WAREHOUSE" | "READY_TO_PRINT" | "PRINTED" | "ORDER_DISPATCHED" | "ORDER_TRANSPORTED" | "ORDER_DELIVERED";
                    /** Format: date-time */
                    updatedAt: string;
                }[];
                onTime: number;
                /** @description SLA breaches: not updated for 48 hours or more */
                overdue: number;
                overdueByStatus: {
                    count: number;
                    /** @enum {string} */
                    status: "SUBMITTED" | "PENDING_CREDIT" | "NEEDS_CHANGES" | "RESUBMITTED" | "REJECTED" | "PENDING_HIGHER" | "APPEAL_REVIEW" | "PENDING_WAREHOUSE" | "READY_TO_PRINT" | "PRINTED" | "ORDER_DISPATCHED" | "ORDER_TRANSPORTED" | "ORDER_DELIVERED";
                }[];
            };
            /** @example 2026-11-21 */
            to: string;
            totals: {
                /** @description Average time from submission to delivery of the delivered orders */
                averageLeadTimeHours: number | null;
                delivered: number;
                open: number;
                /** @description Orders dated in the period, withdrawn ones excluded */
                orders: number;
                rejected: number;
                /**
                 * @description Sum of their totals (exact decimal string, 2 places)
                 * @example 1234.50
                 */
                valueSAR: string;
                /** @description Orders of the period withdrawn by their company */
                withdrawn: number;
            };
            turnaround: {
                /** @description Average time spent in the stage */
                averageHours: number | null;
                /** @description Longest time spent in the stage */
                maxHours: number | null;
                /** @description Median time spent in the stage */
                medianHours: number | null;
                /** @description Orders that entered and left the stage */
                orders: number;
                /** @enum {string} */
                stage: "SALES_REVIEW" | "CHANGES_REQUESTED" | "CREDIT_REVIEW" | "WAREHOUSE" | "DELIVERY" | "DELIVERED" | "REJECTED";
            }[];
        };
        ResetAccountPasswordRequest: {
            password: string;
        };
        ReviewComment: {
            comment: string;
        };
        SaveParsedFileRequest: {
            /** Format: uuid */
            orderId: string;
            /** Format: uuid */
            tempFileId: string;
        };
        SecondFactorCode: {
            /** @description Six digits from the authenticator app, or a recovery code (XXXXX-XXXXX) */
            code: string;
        };
        SecondFactorStatus: {
            /** @description Required and not enrolled: everything but enrolment answers 403 */
            enrolmentRequired: boolean;
            factors: {
                /** Format: date-time */
                confirmedAt: string | null;
                /** @enum {string} */
                kind: "totp" | "passkey";
            }[];
            recoveryCodesLeft: number;
            /** @description MFA_REQUIRED_ROLES names this person's role */
            required: boolean;
        };
        Session: {
            /** @description A summary of the user agent, e.g. "Chrome on Windows" */
            client: string;
            /** @description The address it signed in from */
            clientAddress: string | null;
            /** Format: date-time */
            createdAt: string;
            /** @description The session making this request */
            current: boolean;
            /** Format: date-time */
            expiresAt: string;
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            lastUsedAt: string | null;
            userAgent: string | null;
        };
        SessionList: {
            sessions: components["schemas"]["Session"][];
        };
        SessionsEnded: {
            endedSessions: number;
            revokedTokens: number;
        };
        SessionUser: components["schemas"]["User"] & {
            /**
             * @description The language the product speaks to this person; null until chosen (messages then default to English)
             * @enum {string|null}
             */
            language: "en" | "ar" | null;
            /** @description On the sign-in and /api/auth/me answers: MFA_REQUIRED_ROLES names this role and no second factor is enrolled, so everything but enrolment answers 403 MFA_ENROLMENT_REQUIRED (DESIGN §13) */
            mfaEnrolmentRequired?: boolean;
        };
        SetAccountSalesRepRequest: {
            isSalesRep: boolean;
        };
        StockAdjustmentRequest: {
            quantity: number;
            reason: string;
        };
        StockChange: {
            /** @description Orders whose short reservations this receipt completed (oldest first) */
            completedOrderIds: string[];
            lot: components["schemas"]["StockLot"];
            movementId: string;
        };
        /**
         * @description near-expiry: lots expiring within NEAR_EXPIRY_DAYS (not yet expired); expired: lots past expiry with units on hand; below-minimum: items whose available units are under their minimum level
         * @enum {string}
         */
        StockFilter: "near-expiry" | "expired" | "below-minimum";
        StockImportError: {
            field: string;
            message: string;
            row: number;
        };
        StockImportResult: {
            /** @description False when any row failed. A row failing its checks (values, or against the stock) means nothing was received; only a change made by someone else while the rows were being written can stop an import part-way, and then `received` counts the rows received before it */
            applied: boolean;
            completedOrderIds: string[];
            errors: components["schemas"]["StockImportError"][];
            /** @description Rows received as receipts */
            received: number;
        };
        StockItem: {
            /** @description On hand minus reserved, expired lots excluded */
            available: number;
            belowMinimum: boolean;
            description: string;
            /** @description GTIN-14 (shorter GTINs left-padded with zeros) */
            gtin: string | null;
            /** Format: uuid */
            id: string;
            itemCode: string;
            minimumLevel: number;
            /**
             * Format: date
             * @description Earliest expiry of a lot with stock
             * @example 2027-03-31
             */
            nearestExpiry: string | null;
            /** @description Units on hand in every lot and warehouse */
            onHand: number;
            reserved: number;
            unit: string;
            /**
             * @description DESIGN §12: S standard-rated (VAT_RATE_PERCENT), Z zero-rated
             * @enum {string}
             */
            vatCategory: "S" | "Z";
        };
        StockItemDetail: {
            item: components["schemas"]["StockItem"];
            /** @description Every lot of the item, first expiry first */
            lots: components["schemas"]["StockLot"][];
            /** @description A page of movements, newest first */
            movements: components["schemas"]["StockMovement"][];
            movementsTotal: number;
            page: number;
            pageSize: number;
        };
        StockItemList: {
            items: components["schemas"]["StockItem"][];
            page: number;
            pageSize: number;
            total: number;
        };
        StockLot: {
            available: number;
            bin: string;
            /**
             * Format: date
             * @example 2027-03-31
             */
            expiryDate: string;
            expiryState: components["schemas"]["ExpiryState"];
            /** Format: uuid */
            id: string;
            itemCode: string;
            itemDescription: string;
            /** Format: uuid */
            itemId: string;
            lotNumber: string;
            onHand: number;
            reserved: number;
            /** Format: date-time */
            updatedAt: string;
            warehouseCode: string;
            /** Format: uuid */
            warehouseId: string;
        };
        StockLotList: {
            lots: components["schemas"]["StockLot"][];
            page: number;
            pageSize: number;
            /** @description How many lots match. Exact unless totalIsEstimate; then a lower bound: at least the exact-count limit (1,000 by default) and, when more lots follow this page, more than its last. */
            total: number;
            /** @description True when more lots match than are counted exactly (1,000 by default): show the total as "1,000+" and keep "next" enabled while a page is full; the last page gives the exact total. */
            totalIsEstimate: boolean;
        };
        StockMovement: {
            /** @description Who made the change; null for the workflow’s automatic steps */
            actor: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
            /** Format: date-time */
            createdAt: string;
            id: string;
            kind: components["schemas"]["StockMovementKind"];
            /** Format: uuid */
            lotId: string;
            lotNumber: string;
            onHandDelta: number;
            /** Format: uuid */
            orderId: string | null;
            reason: string | null;
            reservedDelta: number;
            warehouseCode: string;
        };
        /** @enum {string} */
        StockMovementKind: "receipt" | "reservation" | "release" | "shipment" | "adjustment" | "return";
        /** @description Item by Item Code, or by the GTIN of a scanned GS1 element string `gs1` ((01) GTIN, (10) lot, (17) expiry, (21) serial; parenthesised or with FNC1/GS separators). Typed lot and expiry must agree with scanned ones. `description` creates the item when its Item Code is new. */
        StockReceiptRequest: {
            bin: string;
            description?: string;
            expiryDate?: string;
            gs1?: string;
            itemCode?: string;
            lotNumber?: string;
            quantity: number;
            /** Format: uuid */
            warehouseId: string;
        };
        StockReturnRequest: {
            /** Format: uuid */
            orderId?: string;
            quantity: number;
            reason: string;
        };
        /** @description The order lines reserved stock does not cover */
        StockShortDetails: {
            lines: {
                itemCode: string;
                /** Format: uuid */
                lineId: string;
                position: number;
                required: number;
                reserved: number;
            }[];
        };
        TotpEnrolment: {
            otpauthUrl: string;
            secret: string;
        };
        TransportRequest: {
            /**
             * Format: date-time
             * @example 2026-11-25T00:00:00.000Z
             */
            expectedDeliveryDate: string;
        };
        UnauthenticatedError: {
            error: {
                /** @enum {string} */
                code: "UNAUTHENTICATED";
                details?: {
                    [key: string]: unknown;
                };
                /** @description In the caller's language (Accept-Language) */
                message: string;
            };
        };
        UnauthenticatedOrMfaCodeInvalidError: {
            error: {
                /** @enum {string} */
                code: "UNAUTHENTICATED" | "MFA_CODE_INVALID";
                details?: {
                    [key: string]: unknown;
                };
                /** @description In the caller's language (Accept-Language) */
                message: string;
            };
        };
        UnavailableError: {
            error: {
                /** @enum {string} */
                code: "UNAVAILABLE";
                details?: {
                    [key: string]: unknown;
                };
                /** @description In the caller's language (Accept-Language) */
                message: string;
            };
        };
        UnsupportedFileTypeError: {
            error: {
                /** @enum {string} */
                code: "UNSUPPORTED_FILE_TYPE";
                details?: {
                    [key: string]: unknown;
                };
                /** @description In the caller's language (Accept-Language) */
                message: string;
            };
        };
        /** @description Fields left out keep their value. Changing creditLimitSAR, paymentTermsDays or status needs `reason` (3..500), kept in the client’s history. */
        UpdateClientRequest: {
            address?: {
                additionalNumber?: string | null;
                buildingNumber?: string | null;
                city?: string | null;
                district?: string | null;
                postalCode?: string | null;
                street?: string | null;
            };
            area?: string | null;
            creditLimitSAR?: string | null;
            crNumber?: string | null;
            licenceExpiry?: string | null;
            licenceNumber?: string | null;
            name?: string;
            nameAr?: string | null;
            paymentTermsDays?: number;
            /** Format: uuid */
            priceListId?: string | null;
            reason?: string;
            region?: string | null;
            /** @enum {string} */
            status?: "ACTIVE" | "ON_HOLD" | "BLOCKED";
            statusReason?: string | null;
            vatNumber?: string | null;
        };
        UpdateMeRequest: {
            /** @enum {string} */
            language?: "en" | "ar";
        };
        UpdateNotificationPreferencesRequest: {
            preferences: {
                enabled: boolean;
                /**
                 * @description order.queue: an order entered your role’s queue; order.status: an order of your company changed status; order.delivery_failed: delivery of an order of your company failed
                 * @enum {string}
                 */
                kind: "order.queue" | "order.status" | "order.delivery_failed";
            }[];
        };
        UpdateOrderRequest: {
            /** @enum {string} */
            area?: "Riyadh" | "Jeddah" | "Mecca" | "Medina" | "Dammam" | "Khobar" | "Dhahran" | "Taif" | "Qassim" | "Tabuk" | "Abha" | "Khamis Mushait" | "Jizan" | "Najran";
            clientAccountNo?: string | null;
            /** @example Al Shifa Pharmacy */
            clientName?: string;
            externalRef?: string | null;
            lines?: components["schemas"]["OrderLineInput"][];
            /**
             * @description Fixed to the caller's company
             * @enum {string}
             */
            medicalCompany?: "Evergreen Inhouse" | "Wasama" | "X Rose" | "Future Herbals" | "Adwaa Lana" | "Actimed";
            medicalRep?: string | null;
            notes?: string | null;
            /**
             * Format: date
             * @example 2026-11-21
             */
            orderDate?: string;
            /** @enum {string} */
            region?: "Riyadh-Central" | "Western Region" | "Eastern Region" | "Southern Region";
            salesManager?: string | null;
            /** @description Checked against the lines (±0.01) */
            totalValueSAR?: string | number;
        };
        UpdateStockItemRequest: {
            description?: string;
            gtin?: string | null;
            minimumLevel?: number;
            unit?: string;
            /** @enum {string} */
            vatCategory?: "S" | "Z";
        };
        UpdateWebhookRequest: {
            description?: string;
            enabled?: boolean;
            eventTypes?: components["schemas"]["WebhookEventType"][];
            url?: string;
        };
        UploadedInvoice: {
            filename: string;
            url: string;
        };
        User: {
            companyName: string | null;
            email: string;
            /** Format: uuid */
            id: string;
            isOnline: boolean;
            /** @description The sales representative's view of every order */
            isSalesRep: boolean;
            /** Format: date-time */
            lastSeenAt: string | null;
            name: string;
            /** @enum {string} */
            role: "MEDICAL_COMPANY" | "CREDIT_TEAM" | "HIGHER_AUTHORITY" | "WAREHOUSE_MANAGER" | "ADMIN";
        };
        UserStatuses: {
            users: components["schemas"]["User"][];
        };
        /** @description Every field that failed, by its path in the request (a dotted path; empty for the whole body) */
        ValidationDetails: {
            issues: {
                message: string;
                path: string;
            }[];
        };
        ValidationFailedError: {
            error: {
                /** @enum {string} */
                code: "VALIDATION_FAILED";
                details?: components["schemas"]["ValidationDetails"];
                /** @description In the caller's language (Accept-Language) */
                message: string;
            };
        };
        VersionConflictDetails: {
            currentVersion: number;
        };
        VersionConflictError: {
            error: {
                /** @enum {string} */
                code: "VERSION_CONFLICT";
                details?: components["schemas"]["VersionConflictDetails"];
                /** @description In the caller's language (Accept-Language) */
                message: string;
            };
        };
        Warehouse: {
            code: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            id: string;
            name: string;
        };
        WarehouseList: {
            warehouses: components["schemas"]["Warehouse"][];
        };
        WarehouseRecord: {
            /** Format: date-time */
            actualDeliveryDate: string | null;
            deliveryInvoicePath: string | null;
            deliveryNoteNo: string | null;
            /** Format: date-time */
            dispatchedAt: string | null;
            /** Format: date-time */
            expectedDeliveryDate: string | null;
            notDeliveredReason: string | null;
            pickListNumber: string | null;
            /** Format: date-time */
            printedAt: string | null;
            /** Format: date-time */
            transportedAt: string | null;
        };
        WebhookAttempt: {
            attempt: number;
            deliveryId: number;
            durationMs: number;
            error: string | null;
            /** @description The `webhook-id` of the event */
            eventId: string;
            eventType: string;
            id: number;
            replay: boolean;
            /** @description The first 1 KB of the receiver's answer */
            responseBody: string | null;
            /** Format: date-time */
            startedAt: string;
            statusCode: number | null;
            succeeded: boolean;
        };
        WebhookAttemptPage: {
            attempts: components["schemas"]["WebhookAttempt"][];
            nextBefore: number | null;
        };
        WebhookDeliveryQueued: {
            deliveryId: number;
            eventId: string;
        };
        /**
         * @description order.created: placed; order.status_changed: moved to another status; order.updated: changed, same status; order.history_added: a history entry; order.attachment_added: a file attached; order.ready: ready to print; order.printed: delivery note printed; order.deleted: removed. `webhook.test` is sent only by "send test".
         * @enum {string}
         */
        WebhookEventType: "order.created" | "order.status_changed" | "order.updated" | "order.history_added" | "order.attachment_added" | "order.ready" | "order.printed" | "order.deleted";
        WebhookList: {
            subscriptions: components["schemas"]["WebhookSubscription"][];
        };
        WebhookSubscription: {
            /** Format: date-time */
            createdAt: string;
            description: string;
            disabledReason: string | null;
            enabled: boolean;
            eventTypes: components["schemas"]["WebhookEventType"][];
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            updatedAt: string;
            url: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listAccounts: {
        parameters: {
            query?: {
                status?: "pending" | "active" | "disabled";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accounts: waiting ones first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountList"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    activateAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account, active */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    deactivateAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account, disabled */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Invalid transition or duplicate */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTransitionOrConflictOrCreditBlockedOrCreditOverrideRequiredError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    endAccountSessions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many sessions and tokens ended */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionsEnded"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    resetAccountPassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetAccountPasswordRequest"];
            };
        };
        responses: {
            /** @description The account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    changeAccountRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeAccountRoleRequest"];
            };
        };
        responses: {
            /** @description The account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Invalid transition or duplicate */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTransitionOrConflictOrCreditBlockedOrCreditOverrideRequiredError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    setAccountSalesRep: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetAccountSalesRepRequest"];
            };
        };
        responses: {
            /** @description The account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    resetAccountSecondFactors: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account, without second factors */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagedAccount"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    downloadAttachment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, with Content-Disposition */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Error */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnavailableError"];
                };
            };
        };
    };
    listAudit: {
        parameters: {
            query?: {
                /** @description An account id (uuid), or text found in the actor's label (email, cli, system) */
                actor?: string;
                /** @description The previous page's nextCursor: entries older than it */
                cursor?: string;
                /** @description Entries at or after this time (ISO 8601 date or date-time) */
                from?: string;
                /** @description One kind of event */
                kind?: "signIn" | "signInFailed" | "accountCreated" | "accountActivated" | "accountDeactivated" | "roleChanged" | "salesRepChanged" | "passwordReset" | "sessionsEnded" | "totpEnrolled" | "totpRemoved" | "factorsReset" | "recoveryCodeUsed" | "passkeyAdded" | "passkeyRemoved" | "orderReviewed" | "creditOverride" | "clientCreditChanged" | "stockAdjusted" | "priceListChanged" | "settingsChanged";
                limit?: number;
                /** @description Entries before this time (ISO 8601 date or date-time) */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of entries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditPage"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    exportAudit: {
        parameters: {
            query?: {
                /** @description An account id (uuid), or text found in the actor's label (email, cli, system) */
                actor?: string;
                format?: "xlsx" | "csv";
                /** @description Entries at or after this time (ISO 8601 date or date-time) */
                from?: string;
                /** @description One kind of event */
                kind?: "signIn" | "signInFailed" | "accountCreated" | "accountActivated" | "accountDeactivated" | "roleChanged" | "salesRepChanged" | "passwordReset" | "sessionsEnded" | "totpEnrolled" | "totpRemoved" | "factorsReset" | "recoveryCodeUsed" | "passkeyAdded" | "passkeyRemoved" | "orderReviewed" | "creditOverride" | "clientCreditChanged" | "stockAdjusted" | "priceListChanged" | "settingsChanged";
                /** @description Entries before this time (ISO 8601 date or date-time) */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv": string;
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    verifyAudit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verification */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditVerification"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Signed in (the user), or the second factor is needed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResult"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description ACCOUNT_PENDING: the account waits for an administrator (or a cross-origin request) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrAccountPendingError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
        };
    };
    loginSecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SecondFactorCode"];
            };
        };
        responses: {
            /** @description Signed in */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionUser"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedOrMfaCodeInvalidError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
        };
    };
    signInWithPasskey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeySignInRequest"];
            };
        };
        responses: {
            /** @description Signed in */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionUser"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedOrMfaCodeInvalidError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
        };
    };
    startPasskeySignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Request options */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyRequestOptions"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
        };
    };
    me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionUser"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
        };
    };
    updateMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMeRequest"];
            };
        };
        responses: {
            /** @description The caller, updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionUser"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    secondFactorStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Second factors */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecondFactorStatus"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
        };
    };
    startPasskeyConfirmation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Request options */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyRequestOptions"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
        };
    };
    listPasskeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Passkeys */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        passkeys: components["schemas"]["Passkey"][];
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
        };
    };
    registerPasskey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterPasskeyRequest"];
            };
        };
        responses: {
            /** @description Registered */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegisteredPasskey"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedOrMfaCodeInvalidError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Invalid transition or duplicate */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTransitionOrConflictOrCreditBlockedOrCreditOverrideRequiredError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    renamePasskey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RenamePasskeyRequest"];
            };
        };
        responses: {
            /** @description Renamed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Passkey"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    removePasskey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FactorConfirmation"];
            };
        };
        responses: {
            /** @description Revoked */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedOrMfaCodeInvalidError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
        };
    };
    startPasskeyRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Creation options */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyCreationOptions"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
        };
    };
    startTotpEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The secret, for this answer only */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TotpEnrolment"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Invalid transition or duplicate */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTransitionOrConflictOrCreditBlockedOrCreditOverrideRequiredError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
        };
    };
    confirmTotpEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SecondFactorCode"];
            };
        };
        responses: {
            /** @description Enrolled */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodes"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedOrMfaCodeInvalidError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Invalid transition or duplicate */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTransitionOrConflictOrCreditBlockedOrCreditOverrideRequiredError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
        };
    };
    removeTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FactorConfirmation"];
            };
        };
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedOrMfaCodeInvalidError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            /** @description Password changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordChanged"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterRequest"];
            };
        };
        responses: {
            /** @description Account created (status pending or active) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Invalid transition or duplicate */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTransitionOrConflictOrCreditBlockedOrCreditOverrideRequiredError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    listSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sessions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionList"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MfaEnrolmentRequiredError"];
                };
            };
        };
    };
    revokeSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Session ended */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    listApiTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tokens */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tokens: components["schemas"]["ApiToken"][];
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MfaEnrolmentRequiredError"];
                };
            };
        };
    };
    createApiToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateApiTokenRequest"];
            };
        };
        responses: {
            /** @description Token created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedApiToken"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    revokeApiToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    listClients: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                /** @description Part of the name, the Arabic name or the account number */
                q?: string;
                status?: "ACTIVE" | "ON_HOLD" | "BLOCKED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of clients */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientList"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MfaEnrolmentRequiredError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    createClient: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateClientRequest"];
            };
        };
        responses: {
            /** @description The client */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Client"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Invalid transition or duplicate */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTransitionOrConflictOrCreditBlockedOrCreditOverrideRequiredError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    getClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountNo: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The client */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientDetail"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    updateClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountNo: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateClientRequest"];
            };
        };
        responses: {
            /** @description The client */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Client"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    getClientCredit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountNo: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The credit answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Credit"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    getClientStatement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountNo: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statement */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientStatement"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    importClients: {
        parameters: {
            query?: {
                /** @description true: check every row and answer the counts, change nothing */
                dryRun?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                    /** @description Kept in the history of credit changes */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description What was imported, or each row’s errors */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientImportResult"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
        };
    };
    getClientsTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The template */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
        };
    };
    exportStock: {
        parameters: {
            query?: {
                /** @description near-expiry: lots expiring within NEAR_EXPIRY_DAYS (not yet expired); expired: lots past expiry with units on hand; below-minimum: items whose available units are under their minimum level */
                filter?: components["schemas"]["StockFilter"];
                format?: "xlsx" | "csv";
                itemCode?: string;
                /** @description Item Code, description or lot number prefix */
                q?: string;
                warehouseId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv": string;
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    importStock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                    /**
                     * Format: uuid
                     * @description For rows without a Warehouse column
                     */
                    warehouseId?: string;
                };
            };
        };
        responses: {
            /** @description What was received, or each row’s errors */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockImportResult"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
        };
    };
    listStockItems: {
        parameters: {
            query?: {
                /** @description near-expiry: lots expiring within NEAR_EXPIRY_DAYS (not yet expired); expired: lots past expiry with units on hand; below-minimum: items whose available units are under their minimum level */
                filter?: components["schemas"]["StockFilter"];
                itemCode?: string;
                page?: number;
                pageSize?: number;
                /** @description Item Code, description or lot number prefix */
                q?: string;
                warehouseId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of items */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockItemList"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    createStockItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateStockItemRequest"];
            };
        };
        responses: {
            /** @description The item */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockItem"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Invalid transition or duplicate */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTransitionOrConflictOrCreditBlockedOrCreditOverrideRequiredError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    getStockItem: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The item */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockItemDetail"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    updateStockItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateStockItemRequest"];
            };
        };
        responses: {
            /** @description The item */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockItem"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Invalid transition or duplicate */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTransitionOrConflictOrCreditBlockedOrCreditOverrideRequiredError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    listStockLots: {
        parameters: {
            query?: {
                /** @description near-expiry: lots expiring within NEAR_EXPIRY_DAYS (not yet expired); expired: lots past expiry with units on hand; below-minimum: items whose available units are under their minimum level */
                filter?: components["schemas"]["StockFilter"];
                itemCode?: string;
                page?: number;
                pageSize?: number;
                /** @description Item Code, description or lot number prefix */
                q?: string;
                warehouseId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of lots */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockLotList"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    getStockLot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lot */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockLot"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    adjustStock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StockAdjustmentRequest"];
            };
        };
        responses: {
            /** @description The lot after the adjustment */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockChange"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Invalid transition or duplicate */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTransitionOrConflictOrCreditBlockedOrCreditOverrideRequiredError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    returnStock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StockReturnRequest"];
            };
        };
        responses: {
            /** @description The lot after the return */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockChange"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Invalid transition or duplicate */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTransitionOrConflictOrCreditBlockedOrCreditOverrideRequiredError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    listOrderAvailability: {
        parameters: {
            query: {
                /** @description Order ids, at most 100 (in the query comma-separated: `?orderIds=a,b`) */
                orderIds: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Indicators */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderAvailabilityList"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    recallLot: {
        parameters: {
            query: {
                format?: "json" | "csv";
                itemCode?: string;
                lotNumber: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The recall */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Recall"];
                    "text/csv": string;
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    receiveStock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StockReceiptRequest"];
            };
        };
        responses: {
            /** @description The lot after the receipt */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockChange"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Invalid transition or duplicate */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTransitionOrConflictOrCreditBlockedOrCreditOverrideRequiredError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    getStockTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The template */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
        };
    };
    listWarehouses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Warehouses */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WarehouseList"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
        };
    };
    createWarehouse: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWarehouseRequest"];
            };
        };
        responses: {
            /** @description The warehouse */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Warehouse"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Invalid transition or duplicate */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTransitionOrConflictOrCreditBlockedOrCreditOverrideRequiredError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    uploadInvoice: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    invoice: string;
                };
            };
        };
        responses: {
            /** @description Stored */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadedInvoice"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Invalid transition or duplicate */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Notifications */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationList"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MfaEnrolmentRequiredError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    markNotificationRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The unread count after */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        unreadCount: number;
                    };
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    getNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Preferences */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPreferences"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MfaEnrolmentRequiredError"];
                };
            };
        };
    };
    updateNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateNotificationPreferencesRequest"];
            };
        };
        responses: {
            /** @description Preferences after */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPreferences"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    markAllNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The unread count after (0) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        unreadCount: number;
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
        };
    };
    listOrders: {
        parameters: {
            query?: {
                /** @description Only orders approved today (Asia/Riyadh) by the caller's stage: the dashboard's Approved Today card */
                approvedToday?: string;
                branchFilter?: "Evergreen Inhouse" | "Wasama" | "X Rose" | "Future Herbals" | "Adwaa Lana" | "Actimed";
                dateFrom?: string;
                dateTo?: string;
                deliveryStatus?: "PENDING_DELIVERY" | "DISPATCHED" | "IN_TRANSIT" | "DELIVERED" | "NOT_DELIVERED";
                mine?: "true" | "false";
                page?: number;
                pageSize?: number;
                /** @description Client name, account number, external ref or order id prefix */
                q?: string;
                /** @description `risk` (staff): blocked, then override needed, then clear, then orders without a credit mark; newest first within each. A medical company asking for `risk` gets the default order (-updatedAt). */
                sort?: "-updatedAt" | "updatedAt" | "-orderDate" | "orderDate" | "-totalValueSAR" | "totalValueSAR" | "risk";
                /** @description Any of these statuses (in the query comma-separated: `?status=A,B`) */
                status?: ("SUBMITTED" | "PENDING_CREDIT" | "NEEDS_CHANGES" | "RESUBMITTED" | "REJECTED" | "PENDING_HIGHER" | "APPEAL_REVIEW" | "PENDING_WAREHOUSE" | "READY_TO_PRINT" | "PRINTED" | "ORDER_DISPATCHED" | "ORDER_TRANSPORTED" | "ORDER_DELIVERED")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of orders */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderList"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MfaEnrolmentRequiredError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    createOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry-safe creation: the same key and body replays the first response for 24 h */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOrderRequest"];
            };
        };
        responses: {
            /** @description The new order */
            201: {
                headers: {
                    /** @description The order version, quoted */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Invalid transition or duplicate */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order */
            200: {
                headers: {
                    /** @description The order version, quoted */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    updateOrder: {
        parameters: {
            query?: never;
            header: {
                /** @description The order version last seen (plain 7 or quoted "7", as in the ETag); required: 428 without it, 412 when the order changed since */
                "if-match": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateOrderRequest"];
            };
        };
        responses: {
            /** @description The updated order */
            200: {
                headers: {
                    /** @description The order version, quoted */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Invalid transition or duplicate */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTransitionOrConflictOrCreditBlockedOrCreditOverrideRequiredError"];
                };
            };
            /** @description Version conflict */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VersionConflictError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description If-Match required */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreconditionRequiredError"];
                };
            };
        };
    };
    deleteOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description The order version last seen (plain 7 or quoted "7", as in the ETag); when sent and stale, 412 */
                "if-match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The withdrawn order */
            200: {
                headers: {
                    /** @description The order version, quoted */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description The SUBMITTED order was removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Invalid transition or duplicate */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTransitionOrConflictOrCreditBlockedOrCreditOverrideRequiredError"];
                };
            };
            /** @description Version conflict */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VersionConflictError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    approveOrder: {
        parameters: {
            query?: never;
            header: {
                /** @description The order version last seen (plain 7 or quoted "7", as in the ETag); required: 428 without it, 412 when the order changed since */
                "if-match": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ApproveRequest"];
            };
        };
        responses: {
            /** @description The updated order */
            200: {
                headers: {
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Invalid transition or duplicate */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTransitionOrConflictOrCreditBlockedOrCreditOverrideRequiredError"];
                };
            };
            /** @description Version conflict */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VersionConflictError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description If-Match required */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreconditionRequiredError"];
                };
            };
        };
    };
    markOrderReady: {
        parameters: {
            query?: never;
            header: {
                /** @description The order version last seen (plain 7 or quoted "7", as in the ETag); required: 428 without it, 412 when the order changed since */
                "if-match": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The updated order */
            200: {
                headers: {
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Invalid transition or duplicate */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTransitionOrConflictOrStockShortOrCreditBlockedOrCreditOverrideRequiredError"];
                };
            };
            /** @description Version conflict */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VersionConflictError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description If-Match required */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreconditionRequiredError"];
                };
            };
        };
    };
    printOrder: {
        parameters: {
            query?: never;
            header: {
                /** @description The order version last seen (plain 7 or quoted "7", as in the ETag); required: 428 without it, 412 when the order changed since */
                "if-match": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PrintRequest"];
            };
        };
        responses: {
            /** @description The updated order */
            200: {
                headers: {
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Invalid transition or duplicate */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTransitionOrConflictOrCreditBlockedOrCreditOverrideRequiredError"];
                };
            };
            /** @description Version conflict */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VersionConflictError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description If-Match required */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreconditionRequiredError"];
                };
            };
        };
    };
    rejectOrder: {
        parameters: {
            query?: never;
            header: {
                /** @description The order version last seen (plain 7 or quoted "7", as in the ETag); required: 428 without it, 412 when the order changed since */
                "if-match": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewComment"];
            };
        };
        responses: {
            /** @description The updated order */
            200: {
                headers: {
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Invalid transition or duplicate */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTransitionOrConflictOrCreditBlockedOrCreditOverrideRequiredError"];
                };
            };
            /** @description Version conflict */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VersionConflictError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description If-Match required */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreconditionRequiredError"];
                };
            };
        };
    };
    requestOrderChanges: {
        parameters: {
            query?: never;
            header: {
                /** @description The order version last seen (plain 7 or quoted "7", as in the ETag); required: 428 without it, 412 when the order changed since */
                "if-match": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewComment"];
            };
        };
        responses: {
            /** @description The updated order */
            200: {
                headers: {
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Invalid transition or duplicate */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTransitionOrConflictOrCreditBlockedOrCreditOverrideRequiredError"];
                };
            };
            /** @description Version conflict */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VersionConflictError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description If-Match required */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreconditionRequiredError"];
                };
            };
        };
    };
    resubmitOrder: {
        parameters: {
            query?: never;
            header: {
                /** @description The order version last seen (plain 7 or quoted "7", as in the ETag); required: 428 without it, 412 when the order changed since */
                "if-match": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The updated order */
            200: {
                headers: {
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Invalid transition or duplicate */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTransitionOrConflictOrCreditBlockedOrCreditOverrideRequiredError"];
                };
            };
            /** @description Version conflict */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VersionConflictError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description If-Match required */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreconditionRequiredError"];
                };
            };
        };
    };
    listAppeals: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Appeals */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        appeals: components["schemas"]["Appeal"][];
                    };
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    createAppeal: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
                /** @description The order version last seen (plain 7 or quoted "7", as in the ETag); when sent and stale, 412 */
                "if-match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    comment: string;
                    files?: string[];
                };
            };
        };
        responses: {
            /** @description The order, now in APPEAL_REVIEW */
            201: {
                headers: {
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Invalid transition or duplicate */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTransitionOrConflictOrCreditBlockedOrCreditOverrideRequiredError"];
                };
            };
            /** @description Version conflict */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VersionConflictError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
        };
    };
    getOrderAttachments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Attachments */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attachments: components["schemas"]["Attachment"][];
                    };
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    deliverOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description The order version last seen (plain 7 or quoted "7", as in the ETag); when sent and stale, 412 */
                "if-match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["DeliverRequest"];
            };
        };
        responses: {
            /** @description The updated order */
            200: {
                headers: {
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Invalid transition or duplicate */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTransitionOrConflictOrCreditBlockedOrCreditOverrideRequiredError"];
                };
            };
            /** @description Version conflict */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VersionConflictError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    dispatchOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description The order version last seen (plain 7 or quoted "7", as in the ETag); when sent and stale, 412 */
                "if-match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The updated order */
            200: {
                headers: {
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Invalid transition or duplicate */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTransitionOrConflictOrCreditBlockedOrCreditOverrideRequiredError"];
                };
            };
            /** @description Version conflict */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VersionConflictError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    getOrderHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description History */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        history: components["schemas"]["HistoryEntry"][];
                    };
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    recordNotDelivered: {
        parameters: {
            query?: never;
            header?: {
                /** @description The order version last seen (plain 7 or quoted "7", as in the ETag); when sent and stale, 412 */
                "if-match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotDeliveredRequest"];
            };
        };
        responses: {
            /** @description The updated order */
            200: {
                headers: {
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Invalid transition or duplicate */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTransitionOrConflictOrCreditBlockedOrCreditOverrideRequiredError"];
                };
            };
            /** @description Version conflict */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VersionConflictError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    getRejectionActor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rejection record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RejectionRecord"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    getOrderReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The review */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderReview"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    getOrderStock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order's stock */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderStock"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    transportOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description The order version last seen (plain 7 or quoted "7", as in the ETag); when sent and stale, 412 */
                "if-match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransportRequest"];
            };
        };
        responses: {
            /** @description The updated order */
            200: {
                headers: {
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Invalid transition or duplicate */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTransitionOrConflictOrCreditBlockedOrCreditOverrideRequiredError"];
                };
            };
            /** @description Version conflict */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VersionConflictError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    uploadToOrder: {
        parameters: {
            query?: {
                replaceLines?: "true" | "false";
            };
            header?: {
                /** @description Retry-safe creation: the same key and body replays the first response for 24 h */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @enum {string} */
                    attachmentType?: "purchase_order" | "order_form" | "other";
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The updated order */
            200: {
                headers: {
                    /** @description The order version, quoted */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Invalid transition or duplicate */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTransitionOrConflictError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
        };
    };
    decideAppeal: {
        parameters: {
            query?: never;
            header?: {
                /** @description The order version last seen (plain 7 or quoted "7", as in the ETag); when sent and stale, 412 */
                "if-match"?: string;
            };
            path: {
                appealId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AppealDecisionRequest"];
            };
        };
        responses: {
            /** @description The updated order */
            200: {
                headers: {
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Invalid transition or duplicate */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTransitionOrConflictOrCreditBlockedOrCreditOverrideRequiredError"];
                };
            };
            /** @description Version conflict */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VersionConflictError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    downloadOrderAttachment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                attachmentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, with Content-Disposition */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Error */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnavailableError"];
                };
            };
        };
    };
    getDashboardStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Counts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardStats"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MfaEnrolmentRequiredError"];
                };
            };
        };
    };
    exportOrders: {
        parameters: {
            query?: {
                /** @description Only orders approved today (Asia/Riyadh) by the caller's stage: the dashboard's Approved Today card */
                approvedToday?: string;
                branchFilter?: "Evergreen Inhouse" | "Wasama" | "X Rose" | "Future Herbals" | "Adwaa Lana" | "Actimed";
                dateFrom?: string;
                dateTo?: string;
                deliveryStatus?: "PENDING_DELIVERY" | "DISPATCHED" | "IN_TRANSIT" | "DELIVERED" | "NOT_DELIVERED";
                format?: "xlsx" | "csv";
                /** @description The language of headings and status labels: en or ar (Arabic headings, Arabic status labels, the sheet right to left). Without it, the Accept-Language header decides (ar or ar-SA is Arabic); amounts stay numbers either way. */
                lang?: "en" | "ar";
                mine?: "true" | "false";
                /** @description Client name, account number, external ref or order id prefix */
                q?: string;
                sort?: "-updatedAt" | "updatedAt" | "-orderDate" | "orderDate" | "-totalValueSAR" | "totalValueSAR" | "risk";
                /** @description Any of these statuses (in the query comma-separated: `?status=A,B`) */
                status?: ("SUBMITTED" | "PENDING_CREDIT" | "NEEDS_CHANGES" | "RESUBMITTED" | "REJECTED" | "PENDING_HIGHER" | "APPEAL_REVIEW" | "PENDING_WAREHOUSE" | "READY_TO_PRINT" | "PRINTED" | "ORDER_DISPATCHED" | "ORDER_TRANSPORTED" | "ORDER_DELIVERED")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv": string;
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MfaEnrolmentRequiredError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    parseOrderFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The order's client: its price list prices the check (else the default list) */
                    clientAccountNo?: string;
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Parsed lines, per-row errors and price warnings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParsedFile"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
        };
    };
    getSampleTemplate: {
        parameters: {
            query?: {
                /** @description The language of headings and status labels: en or ar (Arabic headings, Arabic status labels, the sheet right to left). Without it, the Accept-Language header decides (ar or ar-SA is Arabic); amounts stay numbers either way. */
                lang?: "en" | "ar";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The template */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MfaEnrolmentRequiredError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    saveParsedFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveParsedFileRequest"];
            };
        };
        responses: {
            /** @description The updated order */
            200: {
                headers: {
                    /** @description The order version, quoted */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Invalid transition or duplicate */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTransitionOrConflictOrCreditBlockedOrCreditOverrideRequiredError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    recordPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePaymentRequest"];
            };
        };
        responses: {
            /** @description The payment */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payment"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Invalid transition or duplicate */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTransitionOrConflictOrCreditBlockedOrCreditOverrideRequiredError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    importPayments: {
        parameters: {
            query?: {
                /** @description true: check every row and answer the counts, change nothing */
                dryRun?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PaymentsImportRequest"];
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description What was imported, or each row’s errors */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentsImportResult"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
        };
    };
    getPaymentsTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The template */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
        };
    };
    listPriceLists: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The price lists */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceListList"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
        };
    };
    createPriceList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewPriceList"];
            };
        };
        responses: {
            /** @description The list */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceList"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Invalid transition or duplicate */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTransitionOrConflictOrCreditBlockedOrCreditOverrideRequiredError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    getPriceList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceListDetail"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    updatePriceList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PriceListChanges"];
            };
        };
        responses: {
            /** @description The list */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceList"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Invalid transition or duplicate */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTransitionOrConflictOrCreditBlockedOrCreditOverrideRequiredError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    exportPriceList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workbook */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    importPriceListItems: {
        parameters: {
            query?: {
                /** @description true: check every row and answer the counts, change nothing */
                dryRun?: "true" | "false";
                /** @description merge: add and update the items given; replace: the file becomes the whole list */
                mode?: "merge" | "replace";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description What was imported, or each row’s errors */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceImportResult"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
        };
    };
    replacePriceListItems: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PriceListItems"];
            };
        };
        responses: {
            /** @description The list */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceList"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    getPriceListTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The template */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
        };
    };
    importReceivables: {
        parameters: {
            query?: {
                /** @description true: check every row and answer the counts, change nothing */
                dryRun?: "true" | "false";
                /** @description merge (default): add and replace the file's documents, leave the others. snapshot: the file is each named client's full list of open items; that client's open documents absent from it are marked paid (open 0.00). Clients the file does not name are left alone. */
                mode?: "merge" | "snapshot";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ReceivablesImportRequest"];
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description What was imported, or each row’s errors */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceivablesImportResult"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
        };
    };
    getReceivablesTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The template */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
        };
    };
    getReport: {
        parameters: {
            query?: {
                /** @description First order date of the period (inclusive); default 29 days before `to` */
                from?: string;
                /** @description Last order date of the period (inclusive); default today in Asia/Riyadh */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Report"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MfaEnrolmentRequiredError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    getCreditReport: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                /** @description Part of the name, the Arabic name or the account number */
                q?: string;
                /** @description overdue, exposure, d90plus: largest first; available: least first (clients without a limit last); name: A to Z */
                sort?: "overdue" | "exposure" | "d90plus" | "available" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the report */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditReport"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    exportCreditReport: {
        parameters: {
            query?: {
                /** @description Headings in en or ar (the sheet right to left); without it the Accept-Language header decides. Amounts stay number cells. */
                lang?: "en" | "ar";
                /** @description Part of the name, the Arabic name or the account number */
                q?: string;
                /** @description overdue, exposure, d90plus: largest first; available: least first (clients without a limit last); name: A to Z */
                sort?: "overdue" | "exposure" | "d90plus" | "available" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workbook */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    listUserStatuses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Users */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserStatuses"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MfaEnrolmentRequiredError"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Subscriptions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookList"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWebhookSubscription"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Subscription */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookSubscription"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookRequest"];
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookSubscription"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Attempts older than this id */
                before?: number;
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Attempts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookAttemptPage"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    replayWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReplayWebhookRequest"];
            };
        };
        responses: {
            /** @description Queued */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryQueued"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Invalid transition or duplicate */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTransitionOrConflictOrCreditBlockedOrCreditOverrideRequiredError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description File type not allowed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedFileTypeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    testWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryQueued"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenOrMfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Invalid transition or duplicate */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTransitionOrConflictOrCreditBlockedOrCreditOverrideRequiredError"];
                };
            };
            /** @description File too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
        };
    };
    healthz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Alive */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    readyz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Readiness"];
                };
            };
            /** @description Not ready */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Readiness"];
                };
            };
        };
    };
    viewUpload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                filename: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthenticatedError"];
                };
            };
            /** @description Role not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MfaEnrolmentRequiredError"];
                };
            };
            /** @description Not found or not visible */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Error */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnavailableError"];
                };
            };
        };
    };
}
