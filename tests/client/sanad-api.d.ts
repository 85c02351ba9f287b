// The /api/v1 contract as TypeScript types, generated from the OpenAPI document the server
// serves (GET /api/docs/json) by `npm run api:types` (tests/client/generate.ts). Do not edit:
// tests/client/generated-client.test.ts fails when the document and this file differ.
export interface paths {
    "/api/v1/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with a username and password and get a session token */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the current session (the token stops working)
         * @description An API token has no session to end: 403 `forbidden` (revoke it instead).
         */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the signed-in user with their businesses and roles */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the signed-in user's own password */
        post: operations["changeOwnPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List every user with their memberships */
        get: operations["listUsers"];
        put?: never;
        /** Create a user with a role in one or more businesses */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/{UUID}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one user with their memberships */
        get: operations["getUser"];
        /** Change a user's role, businesses or password */
        put: operations["updateUser"];
        post?: never;
        /** Delete a user (their sessions end) */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the businesses the signed-in user belongs to */
        get: operations["listBusinesses"];
        put?: never;
        /** Create a business */
        post: operations["createBusiness"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a business profile by its key */
        get: operations["getBusiness"];
        /** Update a business profile (names, VAT number, address, payment means) */
        put: operations["updateBusiness"];
        post?: never;
        /**
         * Archive a business: no new sales or changes, its invoices stay readable
         * @description Idempotent; POST restore brings it back.
         */
        delete: operations["archiveBusiness"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{key}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Bring an archived business back into use */
        post: operations["restoreBusiness"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{key}/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload the business logo (multipart JPEG, PNG or WebP, at most 5 MB)
         * @description multipart/form-data with one image file in the field `file`
         */
        post: operations["uploadBusinessLogo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/setup/sample-businesses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** First start: create the sample businesses (first administrator only) */
        post: operations["createSampleBusinesses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/kinvclient/{UUID}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a client's invoices across the businesses the user may read */
        get: operations["listClientInvoicesAnywhere"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/backupdp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the database backups on the server */
        get: operations["listBackups"];
        put?: never;
        /** Make a database backup now */
        post: operations["createBackup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/backupdp/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a backup file made by Sanad (multipart)
         * @description multipart/form-data with one database backup (sanad-….tar.gz) in the field `file`
         */
        post: operations["uploadBackup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/backupdp/{name}/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a short-lived signed link to download a backup */
        get: operations["getBackupDownloadLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/backupdp/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a backup file (bearer token or signed link) */
        get: operations["downloadBackup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/restoredp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore the whole database from a backup on the server
         * @description Sessions stay valid only for accounts the backup holds unchanged; everyone else signs in again. Nothing changes when the backup is refused.
         */
        post: operations["restoreBackup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/qr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Encode a ZATCA phase 1 QR code (TLV, base64) and its image */
        post: operations["createQrCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the audit log, newest first, a page at a time
         * @description Times are UTC milliseconds.
         */
        get: operations["listAuditEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/api-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the API tokens of machines (accounting systems, head office, delivery apps) */
        get: operations["listApiTokens"];
        put?: never;
        /** Create an API token; its secret is answered this once */
        post: operations["createApiToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/api-tokens/{UUID}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show one API token (never its secret) */
        get: operations["getApiToken"];
        put?: never;
        post?: never;
        /** Revoke an API token at once */
        delete: operations["revokeApiToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the product categories of a business */
        get: operations["listCategories"];
        put?: never;
        /** Create a product category */
        post: operations["createCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/categories/{UUID}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one category */
        get: operations["getCategory"];
        /** Update a category */
        put: operations["updateCategory"];
        post?: never;
        /** Delete an empty category */
        delete: operations["deleteCategory"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every product of a business
         * @description Prices in SAR with two decimals.
         */
        get: operations["listProducts"];
        put?: never;
        /**
         * Create a product
         * @description Price in SAR with two decimals, VAT category and rate per ZATCA.
         */
        post: operations["createProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/productp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the products published to the point of sale */
        get: operations["listPublishedProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/products/category/{UUID}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the products of one category */
        get: operations["listCategoryProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/products/{UUID}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one product */
        get: operations["getProduct"];
        /** Update a product */
        put: operations["updateProduct"];
        post?: never;
        /** Delete a product never sold nor quoted */
        delete: operations["deleteProduct"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the stored receipt images of a business with signed links */
        get: operations["listReceiptImages"];
        put?: never;
        /**
         * Upload a product image (multipart JPEG, PNG or WebP, at most 5 MB)
         * @description multipart/form-data with one image file in the field `image`
         */
        post: operations["uploadProductImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/orderpos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a point of sale sale and issue its simplified tax invoice
         * @description Legacy contract: the body is the cart in UBL names (InvoiceLine, LegalMonetaryTotal), amounts in SAR with two decimals, checked against the server's own totals. Idempotent by the sale's key: a retry answers 200 with the invoice already made, a first sale 201.
         */
        post: operations["createPosSale"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/pos/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the point of sale catalogue: published products with their modifiers */
        get: operations["listPosCatalogue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List every invoice, newest first */
        get: operations["listInvoices"];
        put?: never;
        /** Approve a quotation named in the body (legacy form of approveOrder) */
        post: operations["approveOrderLegacy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/invoices/thismonth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List this Riyadh month's invoices */
        get: operations["listInvoicesThisMonth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/thismonth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** listInvoicesThisMonth (legacy path) */
        get: operations["listInvoicesThisMonthLegacy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/invoicesmonth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** listInvoicesThisMonth (legacy path) */
        get: operations["listInvoicesOfMonth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/invoicestodayall": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List today's invoices (Riyadh day) */
        get: operations["listAllInvoicesToday"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/invoicesyesterday": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List yesterday's invoices */
        get: operations["listInvoicesYesterday"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/invoices/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List invoices a page at a time, with filters
         * @description Dates are Riyadh calendar days; amounts in SAR.
         */
        get: operations["listInvoicesPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/invoicestoday": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get today's invoice count and total with VAT (Riyadh day, SAR) */
        get: operations["getTodayInvoiceTotals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/invoicesdate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** List the invoices between two Riyadh dates (legacy: the range in the body) */
        post: operations["listInvoicesBetweenDates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/invoices/{UUID}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one invoice with its QR code (base64 TLV) and the business logo */
        get: operations["getInvoice"];
        /** Collect a credit invoice in full (legacy: marks it paid) */
        put: operations["collectInvoicePaymentLegacy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/invoices/{UUID}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the receipt vouchers of an invoice */
        get: operations["listInvoicePayments"];
        put?: never;
        /**
         * Record a payment (receipt voucher) on a credit invoice
         * @description Amount in SAR with two decimals, at most what is outstanding.
         */
        post: operations["collectInvoicePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/invoiceoid/{OrderReferenceID}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the invoice a quotation became, by the quotation's reference */
        get: operations["getInvoiceOfOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/invoicetopng/{ID}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an invoice's receipt image (base64 PNG in JSON) by the invoice number */
        get: operations["getInvoiceReceiptPng"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/invoices/{UUID}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download an invoice as an A4 PDF */
        get: operations["getInvoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/invoices/{UUID}/xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download the signed ZATCA XML of an invoice */
        get: operations["getInvoiceXml"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/cash_receipts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the receipt vouchers (cash receipts) of a business, newest first */
        get: operations["listCashReceipts"];
        put?: never;
        /** Record a cash receipt: a receipt voucher on a credit invoice */
        post: operations["createCashReceipt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/invoices/{UUID}/zatca/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a failed invoice to ZATCA again */
        post: operations["retryInvoiceZatcaSubmission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/invoices/{UUID}/creditnotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a credit note (a return) on an invoice
         * @description Idempotent by the `Idempotency-Key` header: a repeat answers 200 with the first note, a first request 201. Amounts in SAR with two decimals.
         */
        post: operations["createCreditNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/invoices/{UUID}/debitnotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a debit note (an under-charge) on an invoice
         * @description Idempotent by the `Idempotency-Key` header: a repeat answers 200 with the first note, a first request 201. Amounts in SAR with two decimals.
         */
        post: operations["createDebitNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/getinvpng/{ID}.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a receipt image (PNG) by invoice number */
        get: operations["getReceiptPng"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/printinvo/{ID}.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Print a receipt on the business's network printer */
        get: operations["printReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/invo/{sig}/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a stored receipt image (PNG) by its signed link */
        get: operations["getReceiptImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/invo/{sig}/thumbs/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the WebP thumbnail of a stored receipt image (signed link) */
        get: operations["getReceiptThumbnail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List or search the clients of a business */
        get: operations["listClients"];
        put?: never;
        /** Create a client (buyer) of a business */
        post: operations["createClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/clients/{UUID}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one client */
        get: operations["getClient"];
        /** Update a client */
        put: operations["updateClient"];
        post?: never;
        /** Delete a client without quotations or invoices */
        delete: operations["deleteClient"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/clients/{UUID}/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a client's account statement for a period
         * @description Amounts in SAR; dates are Riyadh calendar days.
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
    "/api/v1/{business}/clients/{UUID}/statement/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a client's account statement as an A4 PDF */
        get: operations["getClientStatementPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/invoclient/{UUID}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the invoices of one client in this business */
        get: operations["listClientInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/clients/{UUID}/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a client's addresses, the default first */
        get: operations["listClientAddresses"];
        put?: never;
        /** Add an address to a client (the first one is its default) */
        post: operations["createClientAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/clients/{UUID}/addresses/{ADDRESS}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a client's address or make it the default */
        put: operations["updateClientAddress"];
        post?: never;
        /** Delete a client's address (documents that name it keep it) */
        delete: operations["deleteClientAddress"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the pending quotations of a business */
        get: operations["listPendingOrders"];
        put?: never;
        /**
         * Create a quotation
         * @description Lines priced by the server; amounts in SAR with two decimals.
         */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/orders/{ID}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one quotation by its reference (OrderReferenceID) */
        get: operations["getOrder"];
        /** Update a pending quotation */
        put: operations["updateOrder"];
        post?: never;
        /** Delete a pending quotation (an approved one is kept) */
        delete: operations["deleteOrder"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/orders/{ID}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a quotation as an A4 PDF */
        get: operations["getOrderPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/orders/{ID}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a quotation: issue its tax or simplified invoice
         * @description A standard (B2B) tax invoice waits for ZATCA clearance before it is shared. Approving twice answers 409 order_already_approved naming the invoice already made.
         */
        post: operations["approveOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/backuplist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the invoice backups of a business */
        get: operations["listInvoiceBackups"];
        put?: never;
        /**
         * Upload an invoice backup file made by Sanad (multipart)
         * @description multipart/form-data with one invoice backup (inva….tar.gz) in the field `file`
         */
        post: operations["uploadInvoiceBackup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/export/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Make an invoice backup of every invoice */
        get: operations["createInvoiceBackup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/export/invoicesthismonth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Make an invoice backup of this month's invoices (Riyadh) */
        get: operations["createMonthInvoiceBackup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/restore/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore invoices from an invoice backup */
        post: operations["restoreInvoiceBackup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/restore/invoiceline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore invoice lines from an invoice backup */
        post: operations["restoreInvoiceLineBackup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/reports/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the signed-in user's own sales today (Riyadh day) */
        get: operations["getMySalesToday"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/reports/sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get sales totals per Riyadh day for a period
         * @description Amounts in SAR.
         */
        get: operations["getSalesByDay"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/totalmonth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get sales totals per month (legacy) */
        get: operations["getMonthlyTotals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/invoiceline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the quantity sold of each product (all time) */
        get: operations["getQuantitiesSold"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/invoicelinemonth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the quantity sold of each product (this Riyadh month) */
        get: operations["getQuantitiesSoldThisMonth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/invoicesvat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the output VAT report for a period */
        get: operations["getVatReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/reports/vatreturn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the VAT return figures (sales and purchases) for a period
         * @description The quarter's VAT return (sales and purchases); needs purchases.read.
         */
        get: operations["getVatReturn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/till": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the till dashboard: today's or yesterday's invoices (Riyadh) and totals per means */
        get: operations["getTillDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/reports/grossprofit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the gross profit per product for a period
         * @description Gross profit per product and category (decision 0051); needs purchases.read.
         */
        get: operations["getGrossProfit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/reports/cashiers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get sales per cashier for a period */
        get: operations["getSalesPerCashier"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/reports/hours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get sales per hour of the Riyadh day for a period */
        get: operations["getSalesPerHour"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/reports/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a report as a spreadsheet (XLSX) or CSV */
        get: operations["exportReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/reports/receivables_ageing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ageing of receivables by client on a Riyadh date */
        get: operations["getReceivablesAgeing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/reports/receivables_ageing/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download the ageing of receivables by client as XLSX or CSV */
        get: operations["exportReceivablesAgeing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/reports/payables_ageing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ageing of payables by supplier on a Riyadh date */
        get: operations["getPayablesAgeing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/reports/payables_ageing/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download the ageing of payables by supplier as XLSX or CSV */
        get: operations["exportPayablesAgeing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/shifts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List shifts (a cashier sees their own) */
        get: operations["listShifts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/shifts/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download the shifts as a spreadsheet */
        get: operations["exportShifts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/shifts/today": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List today's shifts of every till (Riyadh day) */
        get: operations["listShiftsToday"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/shifts/{shiftId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one shift with its movements */
        get: operations["getShift"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/shifts/{shiftId}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the X (open) or Z (closed) report of a shift */
        get: operations["getShiftReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/shifts/{shiftId}/zreport.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the Z report of a shift as a receipt image (PNG) */
        get: operations["getShiftZReportPng"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/shifts/{shiftId}/zreport.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download the Z report of a shift as a PDF */
        get: operations["getShiftZReportPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/shifts/{shiftId}/print": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Print a shift report on the network printer */
        post: operations["printShiftReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/suppliers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the suppliers of a business */
        get: operations["listSuppliers"];
        put?: never;
        /** Create a supplier */
        post: operations["createSupplier"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/suppliers/{UUID}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one supplier */
        get: operations["getSupplier"];
        /** Update a supplier */
        put: operations["updateSupplier"];
        post?: never;
        /** Delete a supplier without purchases */
        delete: operations["deleteSupplier"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/lookups/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of clients for a picker (name, VAT number, payment term) */
        get: operations["lookupCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/lookups/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of client addresses for a picker, optionally one client's */
        get: operations["lookupAddresses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/lookups/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of products for a picker (price, barcode, VAT category, unit) */
        get: operations["lookupProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/lookups/vats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The VAT categories for a picker (code, Arabic name, percent) */
        get: operations["lookupVats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/lookups/suppliers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of suppliers for a picker (name, VAT number, payment term) */
        get: operations["lookupSuppliers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/lookups/sale_orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of sale orders for a picker (open ones unless a state is given) */
        get: operations["lookupSaleOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/lookups/ware_houses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of warehouses for a picker */
        get: operations["lookupWareHouses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/lookups/payment_terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of payment terms for a picker (days, end of month) */
        get: operations["lookupPaymentTerms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/payment_terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the payment terms of a business in display order */
        get: operations["listPaymentTerms"];
        put?: never;
        /** Create a payment term */
        post: operations["createPaymentTerm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/payment_terms/{UUID}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a payment term */
        put: operations["updatePaymentTerm"];
        post?: never;
        /** Delete a payment term (kept, hidden, while something names it) */
        delete: operations["deletePaymentTerm"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/purchases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the purchases of a business */
        get: operations["listPurchases"];
        put?: never;
        /**
         * Record a supplier purchase with its receipt file (multipart)
         * @description multipart/form-data: the receipt in the file field `image` (JPEG, PNG, WebP or PDF by content, ≤ 10 MB, ≤ 50 MP) and the text fields `date` (Unix seconds), `supplier` (UUID) and `total` (SAR, VAT-inclusive); or the same fields as JSON without a receipt
         */
        post: operations["createPurchase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/purchases/vat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the input VAT of purchases for a period */
        get: operations["getPurchasesVat"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/purchasesx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** List purchases between two dates (legacy: the range in the body) */
        post: operations["listPurchasesBetweenDates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/purchases/sendfile/{image_path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a purchase's receipt file (bearer token or signed link) */
        get: operations["downloadPurchaseReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/purchases/items/{UUID}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the items of one purchase */
        get: operations["listPurchaseItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/purchases/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List purchased items a page at a time */
        get: operations["listPurchasedItemsPage"];
        put?: never;
        /** Save the items of a purchase */
        post: operations["savePurchaseItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/purchases/{UUID}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one purchase */
        get: operations["getPurchase"];
        put?: never;
        post?: never;
        /** Delete a purchase */
        delete: operations["deletePurchase"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/purchases/{UUID}/purchase_order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Link a purchase to the purchase order it bills (or unlink it) */
        put: operations["linkPurchaseOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/purchases/{UUID}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the supplier payments of a purchase, with what is still owed */
        get: operations["listPurchasePayments"];
        put?: never;
        /** Pay a supplier against a purchase (payment voucher) */
        post: operations["payPurchase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/purchases/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the products that were ever purchased */
        get: operations["listPurchasedProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/purchases/sendfile/{image_path}/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a short-lived signed link to a purchase's receipt file */
        get: operations["getPurchaseReceiptLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/purchase_orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the purchase orders, newest first */
        get: operations["listPurchaseOrders"];
        put?: never;
        /** Create a draft purchase order */
        post: operations["createPurchaseOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/purchase_orders/{UUID}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a purchase order with its lines and receipts */
        get: operations["getPurchaseOrder"];
        /** Change a draft purchase order */
        put: operations["updatePurchaseOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/purchase_orders/{UUID}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a purchase order as an A4 Arabic PDF */
        get: operations["getPurchaseOrderPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/purchase_orders/from_sale_order/{UUID}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a draft purchase order of a sale order's missing pieces (ordered − delivered − on hand) */
        post: operations["createPurchaseOrderFromSaleOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/purchase_orders/{UUID}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a draft purchase order sent to the supplier */
        post: operations["sendPurchaseOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/purchase_orders/{UUID}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a purchase order nothing was received of */
        post: operations["cancelPurchaseOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/purchase_orders/{UUID}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close a partly received order without the rest */
        post: operations["closePurchaseOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/receive_orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Receive all or part of a sent purchase order's goods into a warehouse */
        post: operations["receivePurchaseOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/receive_orders/{UUID}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a goods receipt with its lines */
        get: operations["getReceiveOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/sale_orders/{UUID}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a sale order as an A4 Arabic PDF */
        get: operations["getSaleOrderPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/delivery_orders/{UUID}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a delivery note as an A4 Arabic PDF with the signature area */
        get: operations["getDeliveryOrderPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/sale_orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the sale orders, newest first */
        get: operations["listSaleOrders"];
        put?: never;
        /** Create a draft sale order for a client */
        post: operations["createSaleOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/sale_orders/{UUID}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a sale order with its lines, deliveries and invoices */
        get: operations["getSaleOrder"];
        /** Change a draft sale order */
        put: operations["updateSaleOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/sale_orders/from_quotation/{UUID}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make a draft sale order from a pending or approved quotation */
        post: operations["createSaleOrderFromQuotation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/sale_orders/{UUID}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a draft sale order */
        post: operations["confirmSaleOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/sale_orders/{UUID}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a sale order nothing was delivered of */
        post: operations["cancelSaleOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/delivery_orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deliver all or part of a confirmed sale order's remaining pieces */
        post: operations["deliverSaleOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/delivery_orders/{UUID}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a delivery note with its lines */
        get: operations["getDeliveryOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/delivery_orders/{UUID}/signature.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The receiver's drawn signature of a delivery note (PNG) */
        get: operations["getDeliverySignature"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/invoice_orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Issue one tax invoice for everything delivered and not yet invoiced */
        post: operations["invoiceDeliveredPieces"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the stock of each product */
        get: operations["listProductStock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/stock/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List stock totals per category */
        get: operations["listCategoryStock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/stock/lots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the lots on hand per product and warehouse */
        get: operations["listStockLots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/stock/near_expiry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the lots on hand expiring within some days, expired ones flagged */
        get: operations["listNearExpiryLots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/stock/{UUID}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a product's low-stock alert threshold */
        put: operations["setLowStockThreshold"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/ware_houses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the warehouses of a business, the default first */
        get: operations["listWarehouses"];
        put?: never;
        /** Create a warehouse */
        post: operations["createWarehouse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/ware_houses/{UUID}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a warehouse */
        get: operations["getWarehouse"];
        /** Change a warehouse and its locations */
        put: operations["updateWarehouse"];
        post?: never;
        /** Delete an empty warehouse that is not the last */
        delete: operations["deleteWarehouse"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/stock_counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the stock count sheets, newest first */
        get: operations["listStockCounts"];
        put?: never;
        /** Start a stock count sheet of a warehouse */
        post: operations["createStockCount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/stock_counts/{UUID}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a stock count sheet with its lines */
        get: operations["getStockCount"];
        /** Enter counted quantities on an open count sheet */
        put: operations["enterStockCounted"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/stock_counts/{UUID}/post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Post a count sheet: adjust stock to the counted quantities */
        post: operations["postStockCount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/stock_transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the stock transfers between warehouses, newest first */
        get: operations["listStockTransfers"];
        put?: never;
        /** Move stock from one warehouse to another */
        post: operations["createStockTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/zatca/onboarding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the ZATCA (Fatoora) onboarding state of a business */
        get: operations["getZatcaOnboarding"];
        put?: never;
        /** Onboard the business with ZATCA (Fatoora) with a one-time code */
        post: operations["onboardZatca"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/tills": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the tills (points of sale) of a business */
        get: operations["listTills"];
        put?: never;
        /** Create a till */
        post: operations["createTill"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/tills/{tillId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename or archive a till */
        put: operations["updateTill"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/tills/{tillId}/shift": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the open shift of a till, or null */
        get: operations["getOpenShift"];
        put?: never;
        /** Open a shift on a till with its opening cash (SAR) */
        post: operations["openShift"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/shifts/{shiftId}/movements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record cash paid in or out of a shift (SAR) */
        post: operations["recordCashMovement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/shifts/{shiftId}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close a shift with the counted cash (SAR)
         * @description A difference beyond the allowed limit needs a manager's username and password in the body (409 shift_approval_required carries the comparison).
         */
        post: operations["closeShift"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/shifts/{shiftId}/force-close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close another person's shift without counting (manager) */
        post: operations["forceCloseShift"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/shifts/{shiftId}/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Count the cash of a shift closed without a count (manager) */
        post: operations["countClosedShift"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/modifiers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the modifier groups of a restaurant */
        get: operations["listModifierGroups"];
        put?: never;
        /** Create a modifier group with its options (prices in SAR) */
        post: operations["createModifierGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/modifiers/{groupId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a modifier group */
        put: operations["updateModifierGroup"];
        post?: never;
        /** Archive a modifier group */
        delete: operations["archiveModifierGroup"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/reports/sales-by-modifier": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get sales per modifier option for a period */
        get: operations["getSalesByModifier"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/kitchen/stations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the kitchen stations of a restaurant */
        get: operations["listKitchenStations"];
        put?: never;
        /** Create a kitchen station and the products or categories it prepares */
        post: operations["createKitchenStation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/kitchen/stations/{stationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a kitchen station */
        put: operations["updateKitchenStation"];
        post?: never;
        /** Archive a kitchen station */
        delete: operations["archiveKitchenStation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/kitchen/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the kitchen board: the open orders' lines to prepare */
        get: operations["listKitchenOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/kitchen/lines/{lineId}/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark one line of an order ready */
        post: operations["markKitchenLineReady"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/held-orders/{orderId}/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a whole order (or one station's lines) ready */
        post: operations["markHeldOrderReady"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/kitchen/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stream the kitchen's change notices (server-sent events)
         * @description Server-sent events: `retry: 3000`, then `event: changed` with `data: {"orderId":n,"version":n}` per change of a held order, and a `: keep-alive` comment every 25 s. Refusals are answered before the stream opens.
         */
        get: operations["streamKitchenEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/held-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List held orders by status */
        get: operations["listHeldOrders"];
        put?: never;
        /** Open a held (unpaid) restaurant order with its first lines */
        post: operations["openHeldOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/held-orders/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one held order with its lines */
        get: operations["getHeldOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/held-orders/{orderId}/lines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add lines to a held order */
        post: operations["addHeldOrderLines"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/held-orders/{orderId}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay a held order and issue its invoice */
        post: operations["payHeldOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/held-orders/{orderId}/split": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay a held order in parts, one invoice per part */
        post: operations["splitHeldOrderPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/held-orders/{orderId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a held order with no paid line */
        post: operations["cancelHeldOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/held-orders/{orderId}/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Print the kitchen tickets of one round of a held order again */
        post: operations["printHeldOrderTickets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the business's webhook endpoints (without secrets) */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /** Register a webhook endpoint; the answer carries its signing secret */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/webhooks/{UUID}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one webhook endpoint with its signing secret */
        get: operations["getWebhookEndpoint"];
        put?: never;
        post?: never;
        /** Remove a webhook endpoint; its pending deliveries are given up */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        /** Change a webhook endpoint's URL, events, private-address permission or activity */
        patch: operations["updateWebhookEndpoint"];
        trace?: never;
    };
    "/api/v1/{business}/webhooks/{UUID}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a webhook endpoint's recent deliveries, newest first */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{business}/webhooks/{UUID}/deliveries/{deliveryId}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queue a delivery's event again to the same endpoint (same event id) */
        post: operations["resendWebhookDelivery"];
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
        /** Whether the process is up (no sign-in) */
        get: operations["getLiveness"];
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
        /** Whether the instance can serve: database, schema version, file store (no sign-in) */
        get: operations["getReadiness"];
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
        ErrorBody: {
            error: {
                code: string;
                message: string;
                fields?: {
                    [key: string]: string;
                };
            };
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
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        message: "success";
                        token: string;
                        username: string;
                        role: string;
                        UUID: string;
                        expiresAt: string;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `invalid_credentials`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        msg: string;
                        error: {
                            code: string;
                            message: string;
                        };
                    };
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `too_many_attempts`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        msg: string;
                        error: {
                            code: string;
                            message: string;
                        };
                    };
                };
            };
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ID: number;
                        UUID: string;
                        username: string;
                        email: string;
                        role: string;
                        VAT: string;
                        businesses: {
                            id: number;
                            key: string;
                            /** @enum {string} */
                            kind: "trading" | "restaurant";
                            active: boolean;
                            nameAr: string;
                            nameEn: string;
                            vatNumber: string;
                            crNumber: string;
                            address: {
                                street: string;
                                buildingNumber: string;
                                district: string;
                                city: string;
                                postalCode: string;
                                country: string;
                            };
                            logoUrl: string | null;
                            paymentMeans: ("10" | "24" | "42" | "45" | "48")[];
                            imageFolder: string;
                            /** @description thermal printer `host:port`, or null: none */
                            printerAddress: string | null;
                            /** @description receipt paper width in mm */
                            paperWidthMm: 80 | 58;
                            /** @description a POS sale needs an open shift on its till (decision 0055) */
                            requireShift: boolean;
                            /** @description SAR: an over/short beyond it needs a manager */
                            shiftDifferenceLimit: number;
                            /**
                             * @description selling goods not on hand: allow, warn in the answer, or refuse (decision 0067)
                             * @enum {string}
                             */
                            negativeStock: "allow" | "warn" | "refuse";
                            /** @enum {string} */
                            role: "admin" | "manager" | "casher" | "sales" | "user";
                            tiles: ("invoices" | "clients" | "pos" | "orders" | "approve" | "products" | "reports" | "shifts" | "stock" | "purchases" | "files" | "admin" | "users" | "me")[];
                        }[];
                        needsBusinessSetup: boolean;
                        sampleBusinessesOffered: boolean;
                    };
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    changeOwnPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `wrong_current_password`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ID: number;
                        UUID: string;
                        username: string;
                        email: string;
                        role: string;
                        VAT: string;
                        businesses: {
                            key: string;
                            nameAr: string;
                            /** @enum {string} */
                            role: "manager" | "casher" | "sales" | "user";
                        }[];
                    }[];
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Stored in Unicode NFKC; 1–64 characters: Latin or Arabic letters (not both), digits, . _ - */
                    username: string;
                    /** @default  */
                    email?: string;
                    password: string;
                    /** @enum {string} */
                    role: "admin" | "manager" | "casher" | "sales" | "user" | "manger" | "cashier";
                    VAT?: string | null;
                    businesses?: (string | {
                        key: string;
                        /** @enum {string} */
                        role: "manager" | "casher" | "sales" | "user" | "manger" | "cashier";
                    })[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        newid: number;
                        UUID: string;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `username_taken`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                UUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ID: number;
                        UUID: string;
                        username: string;
                        email: string;
                        role: string;
                        VAT: string;
                        businesses: {
                            key: string;
                            nameAr: string;
                            /** @enum {string} */
                            role: "manager" | "casher" | "sales" | "user";
                        }[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                UUID: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role?: "admin" | "manager" | "casher" | "sales" | "user" | "manger" | "cashier";
                    password?: string;
                    email?: string;
                    businesses?: (string | {
                        key: string;
                        /** @enum {string} */
                        role: "manager" | "casher" | "sales" | "user" | "manger" | "cashier";
                    })[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        user: {
                            ID: number;
                            UUID: string;
                            username: string;
                            email: string;
                            role: string;
                            VAT: string;
                            businesses: {
                                key: string;
                                nameAr: string;
                                /** @enum {string} */
                                role: "manager" | "casher" | "sales" | "user";
                            }[];
                        };
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `username_taken`, `cannot_demote_self`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                UUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `cannot_delete_self`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listBusinesses: {
        parameters: {
            query?: {
                archived?: "0" | "1" | "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        key: string;
                        /** @enum {string} */
                        kind: "trading" | "restaurant";
                        active: boolean;
                        nameAr: string;
                        nameEn: string;
                        vatNumber: string;
                        crNumber: string;
                        address: {
                            street: string;
                            buildingNumber: string;
                            district: string;
                            city: string;
                            postalCode: string;
                            country: string;
                        };
                        logoUrl: string | null;
                        paymentMeans: ("10" | "24" | "42" | "45" | "48")[];
                        imageFolder: string;
                        /** @description thermal printer `host:port`, or null: none */
                        printerAddress: string | null;
                        /** @description receipt paper width in mm */
                        paperWidthMm: 80 | 58;
                        /** @description a POS sale needs an open shift on its till (decision 0055) */
                        requireShift: boolean;
                        /** @description SAR: an over/short beyond it needs a manager */
                        shiftDifferenceLimit: number;
                        /**
                         * @description selling goods not on hand: allow, warn in the answer, or refuse (decision 0067)
                         * @enum {string}
                         */
                        negativeStock: "allow" | "warn" | "refuse";
                        /** @enum {string} */
                        role: "admin" | "manager" | "casher" | "sales" | "user";
                        tiles: ("invoices" | "clients" | "pos" | "orders" | "approve" | "products" | "reports" | "shifts" | "stock" | "purchases" | "files" | "admin" | "users" | "me")[];
                    }[];
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createBusiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description URL slug: 2–32 of a-z 0-9 -, not a route name of Sanad (e.g. branch-2) */
                    key: string;
                    /** @enum {string} */
                    kind: "trading" | "restaurant";
                    nameAr: string;
                    nameEn: string;
                    vatNumber: string;
                    crNumber: string;
                    address: {
                        street: string;
                        buildingNumber: string;
                        district: string;
                        city: string;
                        postalCode: string;
                        /**
                         * @default SA
                         * @enum {string}
                         */
                        country?: "SA";
                    };
                    paymentMeans?: ("10" | "24" | "42" | "45" | "48")[];
                    /** @description thermal printer: host or host:port (port 9100 by default); empty or null = none */
                    printerAddress?: string | null;
                    /** @description receipt paper width in mm: 80 or 58 */
                    paperWidthMm?: number;
                    requireShift?: boolean;
                    shiftDifferenceLimit?: number;
                    /** @enum {string} */
                    negativeStock?: "allow" | "warn" | "refuse";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        key: string;
                        /** @enum {string} */
                        kind: "trading" | "restaurant";
                        active: boolean;
                        nameAr: string;
                        nameEn: string;
                        vatNumber: string;
                        crNumber: string;
                        address: {
                            street: string;
                            buildingNumber: string;
                            district: string;
                            city: string;
                            postalCode: string;
                            country: string;
                        };
                        logoUrl: string | null;
                        paymentMeans: ("10" | "24" | "42" | "45" | "48")[];
                        imageFolder: string;
                        /** @description thermal printer `host:port`, or null: none */
                        printerAddress: string | null;
                        /** @description receipt paper width in mm */
                        paperWidthMm: 80 | 58;
                        /** @description a POS sale needs an open shift on its till (decision 0055) */
                        requireShift: boolean;
                        /** @description SAR: an over/short beyond it needs a manager */
                        shiftDifferenceLimit: number;
                        /**
                         * @description selling goods not on hand: allow, warn in the answer, or refuse (decision 0067)
                         * @enum {string}
                         */
                        negativeStock: "allow" | "warn" | "refuse";
                        /** @enum {string} */
                        role: "admin" | "manager" | "casher" | "sales" | "user";
                        tiles: ("invoices" | "clients" | "pos" | "orders" | "approve" | "products" | "reports" | "shifts" | "stock" | "purchases" | "files" | "admin" | "users" | "me")[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `business_key_taken`, `business_name_taken`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getBusiness: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the business key (its URL slug) */
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        key: string;
                        /** @enum {string} */
                        kind: "trading" | "restaurant";
                        active: boolean;
                        nameAr: string;
                        nameEn: string;
                        vatNumber: string;
                        crNumber: string;
                        address: {
                            street: string;
                            buildingNumber: string;
                            district: string;
                            city: string;
                            postalCode: string;
                            country: string;
                        };
                        logoUrl: string | null;
                        paymentMeans: ("10" | "24" | "42" | "45" | "48")[];
                        imageFolder: string;
                        /** @description thermal printer `host:port`, or null: none */
                        printerAddress: string | null;
                        /** @description receipt paper width in mm */
                        paperWidthMm: 80 | 58;
                        /** @description a POS sale needs an open shift on its till (decision 0055) */
                        requireShift: boolean;
                        /** @description SAR: an over/short beyond it needs a manager */
                        shiftDifferenceLimit: number;
                        /**
                         * @description selling goods not on hand: allow, warn in the answer, or refuse (decision 0067)
                         * @enum {string}
                         */
                        negativeStock: "allow" | "warn" | "refuse";
                        /** @enum {string} */
                        role: "admin" | "manager" | "casher" | "sales" | "user";
                        tiles: ("invoices" | "clients" | "pos" | "orders" | "approve" | "products" | "reports" | "shifts" | "stock" | "purchases" | "files" | "admin" | "users" | "me")[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateBusiness: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the business key (its URL slug) */
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    nameAr: string;
                    nameEn: string;
                    vatNumber: string;
                    crNumber: string;
                    address: {
                        street: string;
                        buildingNumber: string;
                        district: string;
                        city: string;
                        postalCode: string;
                        /**
                         * @default SA
                         * @enum {string}
                         */
                        country?: "SA";
                    };
                    paymentMeans?: ("10" | "24" | "42" | "45" | "48")[];
                    /** @description thermal printer: host or host:port (port 9100 by default); empty or null = none */
                    printerAddress?: string | null;
                    /** @description receipt paper width in mm: 80 or 58 */
                    paperWidthMm?: number;
                    requireShift?: boolean;
                    shiftDifferenceLimit?: number;
                    /** @enum {string} */
                    negativeStock?: "allow" | "warn" | "refuse";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        business: {
                            id: number;
                            key: string;
                            /** @enum {string} */
                            kind: "trading" | "restaurant";
                            active: boolean;
                            nameAr: string;
                            nameEn: string;
                            vatNumber: string;
                            crNumber: string;
                            address: {
                                street: string;
                                buildingNumber: string;
                                district: string;
                                city: string;
                                postalCode: string;
                                country: string;
                            };
                            logoUrl: string | null;
                            paymentMeans: ("10" | "24" | "42" | "45" | "48")[];
                            imageFolder: string;
                            /** @description thermal printer `host:port`, or null: none */
                            printerAddress: string | null;
                            /** @description receipt paper width in mm */
                            paperWidthMm: 80 | 58;
                            /** @description a POS sale needs an open shift on its till (decision 0055) */
                            requireShift: boolean;
                            /** @description SAR: an over/short beyond it needs a manager */
                            shiftDifferenceLimit: number;
                            /**
                             * @description selling goods not on hand: allow, warn in the answer, or refuse (decision 0067)
                             * @enum {string}
                             */
                            negativeStock: "allow" | "warn" | "refuse";
                            /** @enum {string} */
                            role: "admin" | "manager" | "casher" | "sales" | "user";
                            tiles: ("invoices" | "clients" | "pos" | "orders" | "approve" | "products" | "reports" | "shifts" | "stock" | "purchases" | "files" | "admin" | "users" | "me")[];
                        };
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `business_name_taken`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    archiveBusiness: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the business key (its URL slug) */
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        business: {
                            id: number;
                            key: string;
                            /** @enum {string} */
                            kind: "trading" | "restaurant";
                            active: boolean;
                            nameAr: string;
                            nameEn: string;
                            vatNumber: string;
                            crNumber: string;
                            address: {
                                street: string;
                                buildingNumber: string;
                                district: string;
                                city: string;
                                postalCode: string;
                                country: string;
                            };
                            logoUrl: string | null;
                            paymentMeans: ("10" | "24" | "42" | "45" | "48")[];
                            imageFolder: string;
                            /** @description thermal printer `host:port`, or null: none */
                            printerAddress: string | null;
                            /** @description receipt paper width in mm */
                            paperWidthMm: 80 | 58;
                            /** @description a POS sale needs an open shift on its till (decision 0055) */
                            requireShift: boolean;
                            /** @description SAR: an over/short beyond it needs a manager */
                            shiftDifferenceLimit: number;
                            /**
                             * @description selling goods not on hand: allow, warn in the answer, or refuse (decision 0067)
                             * @enum {string}
                             */
                            negativeStock: "allow" | "warn" | "refuse";
                            /** @enum {string} */
                            role: "admin" | "manager" | "casher" | "sales" | "user";
                            tiles: ("invoices" | "clients" | "pos" | "orders" | "approve" | "products" | "reports" | "shifts" | "stock" | "purchases" | "files" | "admin" | "users" | "me")[];
                        };
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    restoreBusiness: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the business key (its URL slug) */
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        business: {
                            id: number;
                            key: string;
                            /** @enum {string} */
                            kind: "trading" | "restaurant";
                            active: boolean;
                            nameAr: string;
                            nameEn: string;
                            vatNumber: string;
                            crNumber: string;
                            address: {
                                street: string;
                                buildingNumber: string;
                                district: string;
                                city: string;
                                postalCode: string;
                                country: string;
                            };
                            logoUrl: string | null;
                            paymentMeans: ("10" | "24" | "42" | "45" | "48")[];
                            imageFolder: string;
                            /** @description thermal printer `host:port`, or null: none */
                            printerAddress: string | null;
                            /** @description receipt paper width in mm */
                            paperWidthMm: 80 | 58;
                            /** @description a POS sale needs an open shift on its till (decision 0055) */
                            requireShift: boolean;
                            /** @description SAR: an over/short beyond it needs a manager */
                            shiftDifferenceLimit: number;
                            /**
                             * @description selling goods not on hand: allow, warn in the answer, or refuse (decision 0067)
                             * @enum {string}
                             */
                            negativeStock: "allow" | "warn" | "refuse";
                            /** @enum {string} */
                            role: "admin" | "manager" | "casher" | "sales" | "user";
                            tiles: ("invoices" | "clients" | "pos" | "orders" | "approve" | "products" | "reports" | "shifts" | "stock" | "purchases" | "files" | "admin" | "users" | "me")[];
                        };
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    uploadBusinessLogo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the business key (its URL slug) */
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        business: {
                            id: number;
                            key: string;
                            /** @enum {string} */
                            kind: "trading" | "restaurant";
                            active: boolean;
                            nameAr: string;
                            nameEn: string;
                            vatNumber: string;
                            crNumber: string;
                            address: {
                                street: string;
                                buildingNumber: string;
                                district: string;
                                city: string;
                                postalCode: string;
                                country: string;
                            };
                            logoUrl: string | null;
                            paymentMeans: ("10" | "24" | "42" | "45" | "48")[];
                            imageFolder: string;
                            /** @description thermal printer `host:port`, or null: none */
                            printerAddress: string | null;
                            /** @description receipt paper width in mm */
                            paperWidthMm: 80 | 58;
                            /** @description a POS sale needs an open shift on its till (decision 0055) */
                            requireShift: boolean;
                            /** @description SAR: an over/short beyond it needs a manager */
                            shiftDifferenceLimit: number;
                            /**
                             * @description selling goods not on hand: allow, warn in the answer, or refuse (decision 0067)
                             * @enum {string}
                             */
                            negativeStock: "allow" | "warn" | "refuse";
                            /** @enum {string} */
                            role: "admin" | "manager" | "casher" | "sales" | "user";
                            tiles: ("invoices" | "clients" | "pos" | "orders" | "approve" | "products" | "reports" | "shifts" | "stock" | "purchases" | "files" | "admin" | "users" | "me")[];
                        };
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`, `image_too_many_pixels`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`, `image_unreadable`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createSampleBusinesses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        businesses: string[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `not_first_admin`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `setup_done`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listClientInvoicesAnywhere: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                UUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        UUID: string;
                        ID: number;
                        Invid: number;
                        ProfileID: string;
                        InvoiceTypeCode: string;
                        InvoiceTypeCodeName: string;
                        /** @enum {string} */
                        InvoiceKind: "standard" | "simplified";
                        IssueDate: string;
                        IssueTime: string;
                        /** @enum {string} */
                        DocumentCurrencyCode: "SAR";
                        /** @enum {string} */
                        TaxCurrencyCode: "SAR";
                        PaymentMeansCode: string;
                        OrderReferenceID: number;
                        OrderID: string | null;
                        EmployeeName: string;
                        CustomerRegistrationName: string;
                        CustomerCityName: string;
                        CustomerVAT: string;
                        CustomerCRN: string;
                        CustomerStreetName: string;
                        CustomerAdditionalStreetName: string;
                        CustomerBuildingNumber: string;
                        CustomerPlotIdentification: string;
                        CustomerCitySubdivisionName: string;
                        CustomerPostalZone: string;
                        CustomerCountrySubentity: string;
                        CustomerCountry: string;
                        DiscountPercent: number;
                        AllowanceTotalAmount: number;
                        TaxExclusiveAmount: number;
                        TaxAmount: number;
                        TaxInclusiveAmount: number;
                        PayableAmount: number;
                        PaidAmount: number;
                        OutstandingAmount: number;
                        /** @enum {string} */
                        ZatcaStatus?: "pending" | "reported" | "cleared" | "warnings" | "rejected";
                        DueDate: string | null;
                        NotesAmount: number;
                        Overdue: boolean;
                    }[];
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listBackups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        size: number;
                        date: string;
                        /** @enum {string} */
                        kind: "manual" | "auto" | "safety";
                    }[];
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createBackup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        size: number;
                        date: string;
                        /** @enum {string} */
                        kind: "manual" | "auto" | "safety";
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    uploadBackup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        size: number;
                        date: string;
                        /** @enum {string} */
                        kind: "manual" | "auto" | "safety";
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `backup_exists`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `backup_foreign`, `backup_schema_mismatch`, `backup_corrupt`, `backup_too_large`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getBackupDownloadLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                        expiresAt: string;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `backup_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    downloadBackup: {
        parameters: {
            query?: {
                sig?: string;
            };
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description application/gzip: the backup archive (tar.gz) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/gzip": unknown;
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/gzip": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`, `link_expired`, `link_invalid`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/gzip": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `link_wrong_file`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/gzip": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `backup_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/gzip": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    restoreBackup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    filename: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        name: string;
                        safetyBackup: string;
                        signInAgain: boolean;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `backup_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `backup_foreign`, `backup_schema_mismatch`, `backup_corrupt`, `backup_too_large`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `database_busy`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createQrCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        img: string;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listAuditEvents: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                action?: string;
                user?: string;
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: number;
                            at: string;
                            user: string | null;
                            business: string | null;
                            action: string;
                            entity: string;
                            entityId: string;
                            details: unknown;
                            names: {
                                [key: string]: string;
                            };
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        UUID: string;
                        name: string;
                        prefix: string;
                        businesses: {
                            key: string;
                            nameAr: string;
                        }[];
                        permissions: ("users.manage" | "businesses.edit" | "catalogue.read" | "catalogue.write" | "pos.sell" | "invoices.read" | "clients.read" | "clients.write" | "orders.read" | "orders.write" | "orders.approve" | "invoices.collect" | "invoices.notes" | "backups.manage" | "qr.generate" | "audit.read" | "reports.read" | "reports.own" | "purchases.read" | "purchases.write" | "stock.read" | "tills.manage" | "shifts.own" | "shifts.manage" | "sale_orders.read" | "sale_orders.write")[];
                        rateLimit: number | null;
                        createdBy: string | null;
                        createdAt: string;
                        expiresAt: string | null;
                        lastUsedAt: string | null;
                        revokedAt: string | null;
                        /** @enum {string} */
                        state: "active" | "expired" | "revoked";
                    }[];
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                "application/json": {
                    name: string;
                    businesses: string[];
                    permissions: ("catalogue.read" | "catalogue.write" | "pos.sell" | "invoices.read" | "clients.read" | "clients.write" | "orders.read" | "orders.write" | "orders.approve" | "invoices.collect" | "invoices.notes" | "qr.generate" | "reports.read" | "reports.own" | "purchases.read" | "purchases.write" | "stock.read" | "tills.manage" | "shifts.own" | "shifts.manage" | "sale_orders.read" | "sale_orders.write")[];
                    expiresOn?: string;
                    rateLimit?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: {
                            UUID: string;
                            name: string;
                            prefix: string;
                            businesses: {
                                key: string;
                                nameAr: string;
                            }[];
                            permissions: ("users.manage" | "businesses.edit" | "catalogue.read" | "catalogue.write" | "pos.sell" | "invoices.read" | "clients.read" | "clients.write" | "orders.read" | "orders.write" | "orders.approve" | "invoices.collect" | "invoices.notes" | "backups.manage" | "qr.generate" | "audit.read" | "reports.read" | "reports.own" | "purchases.read" | "purchases.write" | "stock.read" | "tills.manage" | "shifts.own" | "shifts.manage" | "sale_orders.read" | "sale_orders.write")[];
                            rateLimit: number | null;
                            createdBy: string | null;
                            createdAt: string;
                            expiresAt: string | null;
                            lastUsedAt: string | null;
                            revokedAt: string | null;
                            /** @enum {string} */
                            state: "active" | "expired" | "revoked";
                        };
                        secret: string;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                UUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        UUID: string;
                        name: string;
                        prefix: string;
                        businesses: {
                            key: string;
                            nameAr: string;
                        }[];
                        permissions: ("users.manage" | "businesses.edit" | "catalogue.read" | "catalogue.write" | "pos.sell" | "invoices.read" | "clients.read" | "clients.write" | "orders.read" | "orders.write" | "orders.approve" | "invoices.collect" | "invoices.notes" | "backups.manage" | "qr.generate" | "audit.read" | "reports.read" | "reports.own" | "purchases.read" | "purchases.write" | "stock.read" | "tills.manage" | "shifts.own" | "shifts.manage" | "sale_orders.read" | "sale_orders.write")[];
                        rateLimit: number | null;
                        createdBy: string | null;
                        createdAt: string;
                        expiresAt: string | null;
                        lastUsedAt: string | null;
                        revokedAt: string | null;
                        /** @enum {string} */
                        state: "active" | "expired" | "revoked";
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    revokeApiToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                UUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        UUID: string;
                        name: string;
                        prefix: string;
                        businesses: {
                            key: string;
                            nameAr: string;
                        }[];
                        permissions: ("users.manage" | "businesses.edit" | "catalogue.read" | "catalogue.write" | "pos.sell" | "invoices.read" | "clients.read" | "clients.write" | "orders.read" | "orders.write" | "orders.approve" | "invoices.collect" | "invoices.notes" | "backups.manage" | "qr.generate" | "audit.read" | "reports.read" | "reports.own" | "purchases.read" | "purchases.write" | "stock.read" | "tills.manage" | "shifts.own" | "shifts.manage" | "sale_orders.read" | "sale_orders.write")[];
                        rateLimit: number | null;
                        createdBy: string | null;
                        createdAt: string;
                        expiresAt: string | null;
                        lastUsedAt: string | null;
                        revokedAt: string | null;
                        /** @enum {string} */
                        state: "active" | "expired" | "revoked";
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listCategories: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ID: number;
                        UUID: string;
                        name: string;
                        description: string;
                        categoryEn: string;
                        productCount: number;
                    }[];
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                    categoryEn?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        newid: number;
                        UUID: string;
                        category: {
                            ID: number;
                            UUID: string;
                            name: string;
                            description: string;
                            categoryEn: string;
                            productCount: number;
                        };
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ID: number;
                        UUID: string;
                        name: string;
                        description: string;
                        categoryEn: string;
                        productCount: number;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                    categoryEn?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        category: {
                            ID: number;
                            UUID: string;
                            name: string;
                            description: string;
                            categoryEn: string;
                            productCount: number;
                        };
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `category_not_empty`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listProducts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ID: number;
                        UUID: string;
                        name: string;
                        productName: string;
                        category: string;
                        categoryEn: string;
                        categoryid: string;
                        Size: string;
                        SizeAr: string;
                        description: string;
                        descriptionEn: string;
                        image: string;
                        imageUrl: string;
                        price: number;
                        pricedv: number | null;
                        pricex: number | null;
                        calories: number;
                        costPrice: number | null;
                        published: boolean;
                        quantity: number;
                        /** @enum {string} */
                        vatCategory: "S" | "Z" | "E" | "O";
                        vatExemptionCode: string;
                        barcode: string;
                    }[];
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    categoryid: string;
                    name: string;
                    productName?: string | null;
                    description?: string | null;
                    descriptionEn?: string | null;
                    Size?: string | null;
                    SizeAr?: string | null;
                    image?: string | null;
                    price: number;
                    costPrice?: number | null;
                    pricedv?: number | null;
                    pricex?: number | null;
                    calories?: number | null;
                    /** @default true */
                    published?: boolean;
                    /** @default 0 */
                    quantity?: number;
                    /**
                     * @default S
                     * @enum {string}
                     */
                    vatCategory?: "S" | "Z" | "E" | "O";
                    /**
                     * @default
                     * @enum {string}
                     */
                    vatExemptionCode?: "" | "VATEX-SA-32" | "VATEX-SA-33" | "VATEX-SA-34-1" | "VATEX-SA-34-2" | "VATEX-SA-34-3" | "VATEX-SA-34-4" | "VATEX-SA-34-5" | "VATEX-SA-35" | "VATEX-SA-36" | "VATEX-SA-EDU" | "VATEX-SA-HEA" | "VATEX-SA-MLTRY" | "VATEX-SA-29" | "VATEX-SA-29-7" | "VATEX-SA-30" | "VATEX-SA-OOS";
                    barcode?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        product: {
                            ID: number;
                            UUID: string;
                            name: string;
                            productName: string;
                            category: string;
                            categoryEn: string;
                            categoryid: string;
                            Size: string;
                            SizeAr: string;
                            description: string;
                            descriptionEn: string;
                            image: string;
                            imageUrl: string;
                            price: number;
                            pricedv: number | null;
                            pricex: number | null;
                            calories: number;
                            costPrice: number | null;
                            published: boolean;
                            quantity: number;
                            /** @enum {string} */
                            vatCategory: "S" | "Z" | "E" | "O";
                            vatExemptionCode: string;
                            barcode: string;
                        };
                        newid: number;
                        UUID: string;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `barcode_taken`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `validation_failed`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listPublishedProducts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ID: number;
                        UUID: string;
                        name: string;
                        productName: string;
                        category: string;
                        categoryEn: string;
                        categoryid: string;
                        Size: string;
                        SizeAr: string;
                        description: string;
                        descriptionEn: string;
                        image: string;
                        imageUrl: string;
                        price: number;
                        pricedv: number | null;
                        pricex: number | null;
                        calories: number;
                        costPrice: number | null;
                        published: boolean;
                        quantity: number;
                        /** @enum {string} */
                        vatCategory: "S" | "Z" | "E" | "O";
                        vatExemptionCode: string;
                        barcode: string;
                    }[];
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listCategoryProducts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ID: number;
                        UUID: string;
                        name: string;
                        productName: string;
                        category: string;
                        categoryEn: string;
                        categoryid: string;
                        Size: string;
                        SizeAr: string;
                        description: string;
                        descriptionEn: string;
                        image: string;
                        imageUrl: string;
                        price: number;
                        pricedv: number | null;
                        pricex: number | null;
                        calories: number;
                        costPrice: number | null;
                        published: boolean;
                        quantity: number;
                        /** @enum {string} */
                        vatCategory: "S" | "Z" | "E" | "O";
                        vatExemptionCode: string;
                        barcode: string;
                    }[];
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ID: number;
                        UUID: string;
                        name: string;
                        productName: string;
                        category: string;
                        categoryEn: string;
                        categoryid: string;
                        Size: string;
                        SizeAr: string;
                        description: string;
                        descriptionEn: string;
                        image: string;
                        imageUrl: string;
                        price: number;
                        pricedv: number | null;
                        pricex: number | null;
                        calories: number;
                        costPrice: number | null;
                        published: boolean;
                        quantity: number;
                        /** @enum {string} */
                        vatCategory: "S" | "Z" | "E" | "O";
                        vatExemptionCode: string;
                        barcode: string;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    categoryid: string;
                    name: string;
                    productName?: string | null;
                    description?: string | null;
                    descriptionEn?: string | null;
                    Size?: string | null;
                    SizeAr?: string | null;
                    image?: string | null;
                    price: number;
                    costPrice?: number | null;
                    pricedv?: number | null;
                    pricex?: number | null;
                    calories?: number | null;
                    /** @default true */
                    published?: boolean;
                    /** @default 0 */
                    quantity?: number;
                    /**
                     * @default S
                     * @enum {string}
                     */
                    vatCategory?: "S" | "Z" | "E" | "O";
                    /**
                     * @default
                     * @enum {string}
                     */
                    vatExemptionCode?: "" | "VATEX-SA-32" | "VATEX-SA-33" | "VATEX-SA-34-1" | "VATEX-SA-34-2" | "VATEX-SA-34-3" | "VATEX-SA-34-4" | "VATEX-SA-34-5" | "VATEX-SA-35" | "VATEX-SA-36" | "VATEX-SA-EDU" | "VATEX-SA-HEA" | "VATEX-SA-MLTRY" | "VATEX-SA-29" | "VATEX-SA-29-7" | "VATEX-SA-30" | "VATEX-SA-OOS";
                    barcode?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        product: {
                            ID: number;
                            UUID: string;
                            name: string;
                            productName: string;
                            category: string;
                            categoryEn: string;
                            categoryid: string;
                            Size: string;
                            SizeAr: string;
                            description: string;
                            descriptionEn: string;
                            image: string;
                            imageUrl: string;
                            price: number;
                            pricedv: number | null;
                            pricex: number | null;
                            calories: number;
                            costPrice: number | null;
                            published: boolean;
                            quantity: number;
                            /** @enum {string} */
                            vatCategory: "S" | "Z" | "E" | "O";
                            vatExemptionCode: string;
                            barcode: string;
                        };
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `barcode_taken`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `validation_failed`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `product_in_use`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listReceiptImages: {
        parameters: {
            query?: {
                date?: string;
                tz?: string;
            };
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        files: string[];
                        base_url: string;
                        thumbs_url: string;
                        expires_at: string;
                        date: string;
                        tz: string;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    uploadProductImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        image: string;
                        url: string;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`, `image_too_many_pixels`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`, `image_unreadable`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createPosSale: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    PaymentMeansCode: "10" | "24" | "42" | "45" | "48";
                    /** @default 0 */
                    DiscountPercent?: number;
                    InvoiceLine: {
                        ID: number;
                        InvoicedQuantity: number;
                        Price?: number;
                        PriceAmount?: number;
                        AmountDiscount?: number;
                        RoundingAmount?: number;
                        LineExtensionAmount?: number;
                        TaxAmount?: number;
                        Modifiers?: number[];
                    }[];
                    OrderID?: string;
                    TaxExclusiveAmount?: number;
                    TaxAmount?: number;
                    TaxInclusiveAmount?: number;
                    AllowanceTotalAmount?: number;
                    /** @description the till the document is made at; it records the till and its open shift */
                    tillId?: number;
                    /** @enum {string} */
                    orderType?: "dine_in" | "takeaway" | "delivery";
                    table?: string | null;
                    delivery?: {
                        name?: string | null;
                        phone?: string | null;
                        address?: string | null;
                        reference?: string | null;
                    };
                    PaymentMeans?: {
                        /** @enum {string} */
                        PaymentMeansCode: "10" | "48";
                        Amount: number;
                    }[];
                    cashTendered?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        invoid: number;
                        invoimage: string;
                        UUID: string;
                        ID: number;
                        stockWarning?: string;
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        invoid: number;
                        invoimage: string;
                        UUID: string;
                        ID: number;
                        stockWarning?: string;
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `empty_cart`, `duplicate_line`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `shift_required`, `insufficient_stock`, `till_archived`, `zatca_document_invalid`, `zatca_not_onboarded`, `zatca_certificate_expired`, `zatca_key_unreadable`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unknown_product`, `payment_means_not_enabled`, `totals_mismatch`, `mixed_vat_reasons`, `invoice_total_too_large`, `qr_value_too_long`, `idempotency_key_reused`, `modifier_required`, `modifier_choices`, `unknown_modifier`, `payment_parts_mismatch`, `cash_tendered_short`, `restaurant_only`, `validation_failed`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listPosCatalogue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        imageBase: string;
                        products: {
                            ID: number;
                            name: string;
                            productName: string;
                            categoryID: number;
                            price: number;
                            pricedv?: number;
                            pricex?: number;
                            /** @enum {string} */
                            vatCategory?: "S" | "Z" | "E" | "O";
                            vatExemptionCode?: string;
                            image: string;
                            barcode?: string;
                        }[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listInvoices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        UUID: string;
                        ID: number;
                        Invid: number;
                        ProfileID: string;
                        InvoiceTypeCode: string;
                        InvoiceTypeCodeName: string;
                        /** @enum {string} */
                        InvoiceKind: "standard" | "simplified";
                        IssueDate: string;
                        IssueTime: string;
                        /** @enum {string} */
                        DocumentCurrencyCode: "SAR";
                        /** @enum {string} */
                        TaxCurrencyCode: "SAR";
                        PaymentMeansCode: string;
                        OrderReferenceID: number;
                        OrderID: string | null;
                        EmployeeName: string;
                        CustomerRegistrationName: string;
                        CustomerCityName: string;
                        CustomerVAT: string;
                        CustomerCRN: string;
                        CustomerStreetName: string;
                        CustomerAdditionalStreetName: string;
                        CustomerBuildingNumber: string;
                        CustomerPlotIdentification: string;
                        CustomerCitySubdivisionName: string;
                        CustomerPostalZone: string;
                        CustomerCountrySubentity: string;
                        CustomerCountry: string;
                        DiscountPercent: number;
                        AllowanceTotalAmount: number;
                        TaxExclusiveAmount: number;
                        TaxAmount: number;
                        TaxInclusiveAmount: number;
                        PayableAmount: number;
                        PaidAmount: number;
                        OutstandingAmount: number;
                        /** @enum {string} */
                        ZatcaStatus?: "pending" | "reported" | "cleared" | "warnings" | "rejected";
                        DueDate?: string;
                    }[];
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    approveOrderLegacy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    OrderReferenceID: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        newid: number;
                        UUID: string;
                        OrderReferenceID: number;
                        stockWarning?: string;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `order_already_approved`, `insufficient_stock`, `zatca_document_invalid`, `zatca_not_onboarded`, `zatca_certificate_expired`, `zatca_key_unreadable`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                        newid?: number;
                        UUID?: string;
                        OrderReferenceID?: number;
                    };
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `buyer_address_incomplete`, `unknown_product`, `mixed_vat_reasons`, `invoice_total_too_large`, `qr_value_too_long`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                        ClientUUID?: string;
                    };
                };
            };
        };
    };
    listInvoicesThisMonth: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        UUID: string;
                        ID: number;
                        Invid: number;
                        ProfileID: string;
                        InvoiceTypeCode: string;
                        InvoiceTypeCodeName: string;
                        /** @enum {string} */
                        InvoiceKind: "standard" | "simplified";
                        IssueDate: string;
                        IssueTime: string;
                        /** @enum {string} */
                        DocumentCurrencyCode: "SAR";
                        /** @enum {string} */
                        TaxCurrencyCode: "SAR";
                        PaymentMeansCode: string;
                        OrderReferenceID: number;
                        OrderID: string | null;
                        EmployeeName: string;
                        CustomerRegistrationName: string;
                        CustomerCityName: string;
                        CustomerVAT: string;
                        CustomerCRN: string;
                        CustomerStreetName: string;
                        CustomerAdditionalStreetName: string;
                        CustomerBuildingNumber: string;
                        CustomerPlotIdentification: string;
                        CustomerCitySubdivisionName: string;
                        CustomerPostalZone: string;
                        CustomerCountrySubentity: string;
                        CustomerCountry: string;
                        DiscountPercent: number;
                        AllowanceTotalAmount: number;
                        TaxExclusiveAmount: number;
                        TaxAmount: number;
                        TaxInclusiveAmount: number;
                        PayableAmount: number;
                        PaidAmount: number;
                        OutstandingAmount: number;
                        /** @enum {string} */
                        ZatcaStatus?: "pending" | "reported" | "cleared" | "warnings" | "rejected";
                        DueDate?: string;
                    }[];
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listInvoicesThisMonthLegacy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        UUID: string;
                        ID: number;
                        Invid: number;
                        ProfileID: string;
                        InvoiceTypeCode: string;
                        InvoiceTypeCodeName: string;
                        /** @enum {string} */
                        InvoiceKind: "standard" | "simplified";
                        IssueDate: string;
                        IssueTime: string;
                        /** @enum {string} */
                        DocumentCurrencyCode: "SAR";
                        /** @enum {string} */
                        TaxCurrencyCode: "SAR";
                        PaymentMeansCode: string;
                        OrderReferenceID: number;
                        OrderID: string | null;
                        EmployeeName: string;
                        CustomerRegistrationName: string;
                        CustomerCityName: string;
                        CustomerVAT: string;
                        CustomerCRN: string;
                        CustomerStreetName: string;
                        CustomerAdditionalStreetName: string;
                        CustomerBuildingNumber: string;
                        CustomerPlotIdentification: string;
                        CustomerCitySubdivisionName: string;
                        CustomerPostalZone: string;
                        CustomerCountrySubentity: string;
                        CustomerCountry: string;
                        DiscountPercent: number;
                        AllowanceTotalAmount: number;
                        TaxExclusiveAmount: number;
                        TaxAmount: number;
                        TaxInclusiveAmount: number;
                        PayableAmount: number;
                        PaidAmount: number;
                        OutstandingAmount: number;
                        /** @enum {string} */
                        ZatcaStatus?: "pending" | "reported" | "cleared" | "warnings" | "rejected";
                        DueDate?: string;
                    }[];
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listInvoicesOfMonth: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        UUID: string;
                        ID: number;
                        Invid: number;
                        ProfileID: string;
                        InvoiceTypeCode: string;
                        InvoiceTypeCodeName: string;
                        /** @enum {string} */
                        InvoiceKind: "standard" | "simplified";
                        IssueDate: string;
                        IssueTime: string;
                        /** @enum {string} */
                        DocumentCurrencyCode: "SAR";
                        /** @enum {string} */
                        TaxCurrencyCode: "SAR";
                        PaymentMeansCode: string;
                        OrderReferenceID: number;
                        OrderID: string | null;
                        EmployeeName: string;
                        CustomerRegistrationName: string;
                        CustomerCityName: string;
                        CustomerVAT: string;
                        CustomerCRN: string;
                        CustomerStreetName: string;
                        CustomerAdditionalStreetName: string;
                        CustomerBuildingNumber: string;
                        CustomerPlotIdentification: string;
                        CustomerCitySubdivisionName: string;
                        CustomerPostalZone: string;
                        CustomerCountrySubentity: string;
                        CustomerCountry: string;
                        DiscountPercent: number;
                        AllowanceTotalAmount: number;
                        TaxExclusiveAmount: number;
                        TaxAmount: number;
                        TaxInclusiveAmount: number;
                        PayableAmount: number;
                        PaidAmount: number;
                        OutstandingAmount: number;
                        /** @enum {string} */
                        ZatcaStatus?: "pending" | "reported" | "cleared" | "warnings" | "rejected";
                        DueDate?: string;
                    }[];
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listAllInvoicesToday: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        UUID: string;
                        ID: number;
                        Invid: number;
                        ProfileID: string;
                        InvoiceTypeCode: string;
                        InvoiceTypeCodeName: string;
                        /** @enum {string} */
                        InvoiceKind: "standard" | "simplified";
                        IssueDate: string;
                        IssueTime: string;
                        /** @enum {string} */
                        DocumentCurrencyCode: "SAR";
                        /** @enum {string} */
                        TaxCurrencyCode: "SAR";
                        PaymentMeansCode: string;
                        OrderReferenceID: number;
                        OrderID: string | null;
                        EmployeeName: string;
                        CustomerRegistrationName: string;
                        CustomerCityName: string;
                        CustomerVAT: string;
                        CustomerCRN: string;
                        CustomerStreetName: string;
                        CustomerAdditionalStreetName: string;
                        CustomerBuildingNumber: string;
                        CustomerPlotIdentification: string;
                        CustomerCitySubdivisionName: string;
                        CustomerPostalZone: string;
                        CustomerCountrySubentity: string;
                        CustomerCountry: string;
                        DiscountPercent: number;
                        AllowanceTotalAmount: number;
                        TaxExclusiveAmount: number;
                        TaxAmount: number;
                        TaxInclusiveAmount: number;
                        PayableAmount: number;
                        PaidAmount: number;
                        OutstandingAmount: number;
                        /** @enum {string} */
                        ZatcaStatus?: "pending" | "reported" | "cleared" | "warnings" | "rejected";
                        DueDate?: string;
                    }[];
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listInvoicesYesterday: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        UUID: string;
                        ID: number;
                        Invid: number;
                        ProfileID: string;
                        InvoiceTypeCode: string;
                        InvoiceTypeCodeName: string;
                        /** @enum {string} */
                        InvoiceKind: "standard" | "simplified";
                        IssueDate: string;
                        IssueTime: string;
                        /** @enum {string} */
                        DocumentCurrencyCode: "SAR";
                        /** @enum {string} */
                        TaxCurrencyCode: "SAR";
                        PaymentMeansCode: string;
                        OrderReferenceID: number;
                        OrderID: string | null;
                        EmployeeName: string;
                        CustomerRegistrationName: string;
                        CustomerCityName: string;
                        CustomerVAT: string;
                        CustomerCRN: string;
                        CustomerStreetName: string;
                        CustomerAdditionalStreetName: string;
                        CustomerBuildingNumber: string;
                        CustomerPlotIdentification: string;
                        CustomerCitySubdivisionName: string;
                        CustomerPostalZone: string;
                        CustomerCountrySubentity: string;
                        CustomerCountry: string;
                        DiscountPercent: number;
                        AllowanceTotalAmount: number;
                        TaxExclusiveAmount: number;
                        TaxAmount: number;
                        TaxInclusiveAmount: number;
                        PayableAmount: number;
                        PaidAmount: number;
                        OutstandingAmount: number;
                        /** @enum {string} */
                        ZatcaStatus?: "pending" | "reported" | "cleared" | "warnings" | "rejected";
                        DueDate?: string;
                    }[];
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listInvoicesPage: {
        parameters: {
            query?: {
                period?: "today" | "yesterday" | "month" | "all" | "range";
                startdate?: string;
                enddate?: string;
                PaymentMeansCode?: "10" | "24" | "42" | "45" | "48";
                orderType?: "dine_in" | "takeaway" | "delivery";
                page?: number;
                pageSize?: number;
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            UUID: string;
                            ID: number;
                            Invid: number;
                            ProfileID: string;
                            InvoiceTypeCode: string;
                            InvoiceTypeCodeName: string;
                            /** @enum {string} */
                            InvoiceKind: "standard" | "simplified";
                            IssueDate: string;
                            IssueTime: string;
                            /** @enum {string} */
                            DocumentCurrencyCode: "SAR";
                            /** @enum {string} */
                            TaxCurrencyCode: "SAR";
                            PaymentMeansCode: string;
                            OrderReferenceID: number;
                            OrderID: string | null;
                            EmployeeName: string;
                            CustomerRegistrationName: string;
                            CustomerCityName: string;
                            CustomerVAT: string;
                            CustomerCRN: string;
                            CustomerStreetName: string;
                            CustomerAdditionalStreetName: string;
                            CustomerBuildingNumber: string;
                            CustomerPlotIdentification: string;
                            CustomerCitySubdivisionName: string;
                            CustomerPostalZone: string;
                            CustomerCountrySubentity: string;
                            CustomerCountry: string;
                            DiscountPercent: number;
                            AllowanceTotalAmount: number;
                            TaxExclusiveAmount: number;
                            TaxAmount: number;
                            TaxInclusiveAmount: number;
                            PayableAmount: number;
                            PaidAmount: number;
                            OutstandingAmount: number;
                            /** @enum {string} */
                            ZatcaStatus?: "pending" | "reported" | "cleared" | "warnings" | "rejected";
                            DueDate?: string;
                        }[];
                        page: number;
                        pageSize: number;
                        count: number;
                        TaxInclusiveAmount: number;
                        byPaymentMeans: {
                            PaymentMeansCode: string;
                            count: number;
                            TaxInclusiveAmount: number;
                        }[];
                        /** @description the `cursor` of the next page (`?limit&cursor`), null after the last invoice */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getTodayInvoiceTotals: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total_invoices: number;
                        total_amount: number;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listInvoicesBetweenDates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    startdate: string;
                    enddate: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        UUID: string;
                        ID: number;
                        Invid: number;
                        ProfileID: string;
                        InvoiceTypeCode: string;
                        InvoiceTypeCodeName: string;
                        /** @enum {string} */
                        InvoiceKind: "standard" | "simplified";
                        IssueDate: string;
                        IssueTime: string;
                        /** @enum {string} */
                        DocumentCurrencyCode: "SAR";
                        /** @enum {string} */
                        TaxCurrencyCode: "SAR";
                        PaymentMeansCode: string;
                        OrderReferenceID: number;
                        OrderID: string | null;
                        EmployeeName: string;
                        CustomerRegistrationName: string;
                        CustomerCityName: string;
                        CustomerVAT: string;
                        CustomerCRN: string;
                        CustomerStreetName: string;
                        CustomerAdditionalStreetName: string;
                        CustomerBuildingNumber: string;
                        CustomerPlotIdentification: string;
                        CustomerCitySubdivisionName: string;
                        CustomerPostalZone: string;
                        CustomerCountrySubentity: string;
                        CustomerCountry: string;
                        DiscountPercent: number;
                        AllowanceTotalAmount: number;
                        TaxExclusiveAmount: number;
                        TaxAmount: number;
                        TaxInclusiveAmount: number;
                        PayableAmount: number;
                        PaidAmount: number;
                        OutstandingAmount: number;
                        /** @enum {string} */
                        ZatcaStatus?: "pending" | "reported" | "cleared" | "warnings" | "rejected";
                        DueDate?: string;
                    }[];
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        invoice: {
                            UUID: string;
                            ID: number;
                            Invid: number;
                            ProfileID: string;
                            InvoiceTypeCode: string;
                            InvoiceTypeCodeName: string;
                            /** @enum {string} */
                            InvoiceKind: "standard" | "simplified";
                            IssueDate: string;
                            IssueTime: string;
                            /** @enum {string} */
                            DocumentCurrencyCode: "SAR";
                            /** @enum {string} */
                            TaxCurrencyCode: "SAR";
                            PaymentMeansCode: string;
                            OrderReferenceID: number;
                            OrderID: string | null;
                            EmployeeName: string;
                            CustomerRegistrationName: string;
                            CustomerCityName: string;
                            CustomerVAT: string;
                            CustomerCRN: string;
                            CustomerStreetName: string;
                            CustomerAdditionalStreetName: string;
                            CustomerBuildingNumber: string;
                            CustomerPlotIdentification: string;
                            CustomerCitySubdivisionName: string;
                            CustomerPostalZone: string;
                            CustomerCountrySubentity: string;
                            CustomerCountry: string;
                            DiscountPercent: number;
                            AllowanceTotalAmount: number;
                            TaxExclusiveAmount: number;
                            TaxAmount: number;
                            TaxInclusiveAmount: number;
                            PayableAmount: number;
                            PaidAmount: number;
                            OutstandingAmount: number;
                            /** @enum {string} */
                            ZatcaStatus?: "pending" | "reported" | "cleared" | "warnings" | "rejected";
                            DueDate?: string;
                            InvoiceLine: {
                                ID: number;
                                ItemName: string;
                                InvoicedQuantity: number;
                                QuantityUnitCode: string;
                                Price: number;
                                PriceAmount: number;
                                AmountDiscount: number;
                                RoundingAmount: number;
                                LineExtensionAmount: number;
                                TaxAmount: number;
                                TaxPercent: number;
                                /** @enum {string} */
                                TaxCategory: "S" | "Z" | "E" | "O";
                                TaxExemptionReasonCode: string;
                                Note?: string;
                                Modifiers?: {
                                    group: string;
                                    option: string;
                                    priceChange: number;
                                }[];
                            }[];
                            QR: string;
                            ZATCA: {
                                ICV: number;
                                /** @enum {string} */
                                status?: "pending" | "reported" | "cleared" | "warnings" | "rejected";
                                messages?: {
                                    code: string;
                                    message: string;
                                    category: string;
                                }[];
                                attempts?: number;
                                lastError?: string;
                                nextAttemptAt?: number | null;
                            } | null;
                            BillingReference?: {
                                ID: number;
                                UUID: string;
                            } | null;
                            InstructionNote?: string;
                            Notes?: {
                                UUID: string;
                                ID: number;
                                InvoiceTypeCode: string;
                                IssueDate: string;
                                TaxInclusiveAmount: number;
                                InstructionNote: string;
                            }[];
                            Creditable?: {
                                ID: number;
                                Quantity: number;
                                PriceAmount: number;
                                AmountDiscount: number;
                                RoundingAmount: number;
                                LineExtensionAmount: number;
                                TaxAmount: number;
                            }[];
                            /** @enum {string} */
                            orderType?: "dine_in" | "takeaway" | "delivery";
                            table?: string;
                            delivery?: {
                                name: string;
                                phone: string;
                                address: string;
                                reference: string;
                            };
                            PaymentMeans?: {
                                PaymentMeansCode: string;
                                Amount: number;
                            }[];
                            cashTendered?: number;
                            change?: number;
                        };
                        qr: string;
                        logo: string;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    collectInvoicePaymentLegacy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    PaymentMeansCode: "10" | "48";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        receipt: {
                            UUID: string;
                            Number: number;
                            IssueDate: string;
                            PaymentMeansCode: string;
                            Amount: number;
                            EmployeeName: string;
                            InvoiceUUID: string;
                            InvoiceID: number;
                        };
                        PaidAmount: number;
                        OutstandingAmount: number;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `invoice_not_credit`, `invoice_already_paid`, `note_not_collectable`, `payment_exceeds_outstanding`, `till_archived`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listInvoicePayments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        UUID: string;
                        Number: number;
                        IssueDate: string;
                        PaymentMeansCode: string;
                        Amount: number;
                        EmployeeName: string;
                        InvoiceUUID: string;
                        InvoiceID: number;
                    }[];
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    collectInvoicePayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    PaymentMeansCode: "10" | "48";
                    Amount?: number;
                    /** @description the till the document is made at; it records the till and its open shift */
                    tillId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        receipt: {
                            UUID: string;
                            Number: number;
                            IssueDate: string;
                            PaymentMeansCode: string;
                            Amount: number;
                            EmployeeName: string;
                            InvoiceUUID: string;
                            InvoiceID: number;
                        };
                        PaidAmount: number;
                        OutstandingAmount: number;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `invoice_not_credit`, `invoice_already_paid`, `note_not_collectable`, `payment_exceeds_outstanding`, `till_archived`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getInvoiceOfOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                OrderReferenceID: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        OrderReferenceID: number;
                        UUID: string;
                        ID: number;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getInvoiceReceiptPng: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                ID: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        img: string;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `invoice_not_cleared`, `invoice_rejected_by_zatca`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getInvoicePdf: {
        parameters: {
            query?: {
                sig?: string;
            };
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description application/pdf: the A4 tax invoice */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": unknown;
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`, `link_expired`, `link_invalid`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `link_wrong_file`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `invoice_not_cleared`, `invoice_rejected_by_zatca`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getInvoiceXml: {
        parameters: {
            query?: {
                sig?: string;
            };
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description application/xml: the signed ZATCA phase 2 document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": unknown;
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`, `link_expired`, `link_invalid`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `link_wrong_file`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `zatca_off`, `zatca_document_invalid`, `zatca_key_unreadable`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listCashReceipts: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        UUID: string;
                        Number: number;
                        IssueDate: string;
                        PaymentMeansCode: string;
                        Amount: number;
                        EmployeeName: string;
                        InvoiceUUID: string;
                        InvoiceID: number;
                    }[];
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createCashReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    invoice_id: string;
                    amount?: number;
                    /**
                     * @default 10
                     * @enum {string}
                     */
                    PaymentMeansCode?: "10" | "48";
                    /** @description the till the document is made at; it records the till and its open shift */
                    tillId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        receipt: {
                            UUID: string;
                            Number: number;
                            IssueDate: string;
                            PaymentMeansCode: string;
                            Amount: number;
                            EmployeeName: string;
                            InvoiceUUID: string;
                            InvoiceID: number;
                        };
                        PaidAmount: number;
                        OutstandingAmount: number;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `invoice_not_credit`, `invoice_already_paid`, `note_not_collectable`, `payment_exceeds_outstanding`, `till_archived`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    retryInvoiceZatcaSubmission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "pending" | "reported" | "cleared" | "warnings" | "rejected";
                        messages: {
                            code: string;
                            message: string;
                            category: string;
                        }[];
                        attempts: number;
                        lastError: string;
                        nextAttemptAt: number | null;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `zatca_not_retryable`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createCreditNote: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    Reason: string;
                    /** @description the till the document is made at; it records the till and its open shift */
                    tillId?: number;
                    InvoiceLine?: {
                        ID: number;
                        InvoicedQuantity: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        UUID: string;
                        ID: number;
                        /** @enum {string} */
                        InvoiceTypeCode: "381" | "383";
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        UUID: string;
                        ID: number;
                        /** @enum {string} */
                        InvoiceTypeCode: "381" | "383";
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `zatca_document_invalid`, `zatca_not_onboarded`, `zatca_certificate_expired`, `zatca_key_unreadable`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `note_of_note`, `note_unknown_line`, `note_quantity_exceeds`, `note_nothing_left`, `note_key_reused`, `mixed_vat_reasons`, `invoice_total_too_large`, `qr_value_too_long`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createDebitNote: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    Reason: string;
                    /** @description the till the document is made at; it records the till and its open shift */
                    tillId?: number;
                    InvoiceLine: {
                        ItemName: string;
                        InvoicedQuantity: number;
                        Price: number;
                        /**
                         * @default S
                         * @enum {string}
                         */
                        TaxCategory?: "S" | "Z" | "E" | "O";
                        /**
                         * @default
                         * @enum {string}
                         */
                        TaxExemptionReasonCode?: "" | "VATEX-SA-32" | "VATEX-SA-33" | "VATEX-SA-34-1" | "VATEX-SA-34-2" | "VATEX-SA-34-3" | "VATEX-SA-34-4" | "VATEX-SA-34-5" | "VATEX-SA-35" | "VATEX-SA-36" | "VATEX-SA-EDU" | "VATEX-SA-HEA" | "VATEX-SA-MLTRY" | "VATEX-SA-29" | "VATEX-SA-29-7" | "VATEX-SA-30" | "VATEX-SA-OOS";
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        UUID: string;
                        ID: number;
                        /** @enum {string} */
                        InvoiceTypeCode: "381" | "383";
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        UUID: string;
                        ID: number;
                        /** @enum {string} */
                        InvoiceTypeCode: "381" | "383";
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `zatca_document_invalid`, `zatca_not_onboarded`, `zatca_certificate_expired`, `zatca_key_unreadable`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `note_of_note`, `note_unknown_line`, `note_quantity_exceeds`, `note_nothing_left`, `note_key_reused`, `mixed_vat_reasons`, `invoice_total_too_large`, `qr_value_too_long`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getReceiptPng: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                /** @description the invoice number */
                ID: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description image/png: the 80 mm receipt, 576 px wide */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": unknown;
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `invoice_not_cleared`, `invoice_rejected_by_zatca`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    printReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                /** @description the invoice number */
                ID: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        /** @description host:port of the printer */
                        printer: string;
                        /** @description printed width in dots (576 on 80 mm paper, 384 on 58 mm) */
                        width: number;
                        /** @description printed height in dots (8 per mm) */
                        height: number;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `printer_not_configured`, `invoice_not_cleared`, `invoice_rejected_by_zatca`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `printer_offline`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getReceiptImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                sig: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description image/png (the receipt) or image/webp (its thumbnail) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": unknown;
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`, `link_expired`, `link_invalid`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `link_wrong_file`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getReceiptThumbnail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                sig: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description image/png (the receipt) or image/webp (its thumbnail) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": unknown;
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`, `link_expired`, `link_invalid`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `link_wrong_file`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listClients: {
        parameters: {
            query?: {
                q?: string;
            };
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ID: number;
                        UUID: string;
                        RegistrationName: string;
                        VAT: string;
                        CRN: string;
                        StreetName: string;
                        AdditionalStreetName: string;
                        BuildingNumber: string;
                        PlotIdentification: string;
                        CityName: string;
                        PostalZone: string;
                        CountrySubentity: string;
                        CitySubdivisionName: string;
                        Country: string;
                        Phone: string;
                        Email: string;
                        ContactPerson: string;
                        PersonPhone: string;
                        schemeID: string;
                        PartyIdentification: string;
                        payment_term_id: number | null;
                    }[];
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    RegistrationName: string;
                    VAT: string;
                    CRN?: string | null;
                    StreetName?: string | null;
                    AdditionalStreetName?: string | null;
                    BuildingNumber?: string | null;
                    PlotIdentification?: string | null;
                    CityName?: string | null;
                    PostalZone?: string | null;
                    CountrySubentity?: string | null;
                    CitySubdivisionName?: string | null;
                    /** @default SA */
                    Country?: string;
                    Phone?: string | null;
                    Email?: string | null;
                    ContactPerson?: string | null;
                    PersonPhone?: string | null;
                    /** @enum {string|null} */
                    schemeID?: "700" | "TIN" | "CRN" | "MOM" | "MLS" | "SAG" | "NAT" | "GCC" | "IQA" | "PAS" | "OTH" | "" | null;
                    PartyIdentification?: string | null;
                    payment_term_id?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        newid: number;
                        UUID: string;
                        client: {
                            ID: number;
                            UUID: string;
                            RegistrationName: string;
                            VAT: string;
                            CRN: string;
                            StreetName: string;
                            AdditionalStreetName: string;
                            BuildingNumber: string;
                            PlotIdentification: string;
                            CityName: string;
                            PostalZone: string;
                            CountrySubentity: string;
                            CitySubdivisionName: string;
                            Country: string;
                            Phone: string;
                            Email: string;
                            ContactPerson: string;
                            PersonPhone: string;
                            schemeID: string;
                            PartyIdentification: string;
                            payment_term_id: number | null;
                        };
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `client_vat_taken`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `payment_term_unknown`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ID: number;
                        UUID: string;
                        RegistrationName: string;
                        VAT: string;
                        CRN: string;
                        StreetName: string;
                        AdditionalStreetName: string;
                        BuildingNumber: string;
                        PlotIdentification: string;
                        CityName: string;
                        PostalZone: string;
                        CountrySubentity: string;
                        CitySubdivisionName: string;
                        Country: string;
                        Phone: string;
                        Email: string;
                        ContactPerson: string;
                        PersonPhone: string;
                        schemeID: string;
                        PartyIdentification: string;
                        payment_term_id: number | null;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    RegistrationName: string;
                    VAT: string;
                    CRN?: string | null;
                    StreetName?: string | null;
                    AdditionalStreetName?: string | null;
                    BuildingNumber?: string | null;
                    PlotIdentification?: string | null;
                    CityName?: string | null;
                    PostalZone?: string | null;
                    CountrySubentity?: string | null;
                    CitySubdivisionName?: string | null;
                    /** @default SA */
                    Country?: string;
                    Phone?: string | null;
                    Email?: string | null;
                    ContactPerson?: string | null;
                    PersonPhone?: string | null;
                    /** @enum {string|null} */
                    schemeID?: "700" | "TIN" | "CRN" | "MOM" | "MLS" | "SAG" | "NAT" | "GCC" | "IQA" | "PAS" | "OTH" | "" | null;
                    PartyIdentification?: string | null;
                    payment_term_id?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        client: {
                            ID: number;
                            UUID: string;
                            RegistrationName: string;
                            VAT: string;
                            CRN: string;
                            StreetName: string;
                            AdditionalStreetName: string;
                            BuildingNumber: string;
                            PlotIdentification: string;
                            CityName: string;
                            PostalZone: string;
                            CountrySubentity: string;
                            CitySubdivisionName: string;
                            Country: string;
                            Phone: string;
                            Email: string;
                            ContactPerson: string;
                            PersonPhone: string;
                            schemeID: string;
                            PartyIdentification: string;
                            payment_term_id: number | null;
                        };
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `client_vat_taken`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `payment_term_unknown`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `client_in_use`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getClientStatement: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        From: string | null;
                        To: string | null;
                        OpeningBalance: number;
                        Lines: {
                            Date: string;
                            /** @enum {string} */
                            Kind: "invoice" | "creditnote" | "debitnote" | "payment" | "refund" | "receipt";
                            Number: number;
                            InvoiceUUID: string;
                            InvoiceID: number;
                            PaymentMeansCode: string;
                            Debit: number;
                            Credit: number;
                            Balance: number;
                        }[];
                        TotalDebit: number;
                        TotalCredit: number;
                        ClosingBalance: number;
                        OutstandingCredit: number;
                        Invoices: {
                            UUID: string;
                            ID: number;
                            Invid: number;
                            ProfileID: string;
                            InvoiceTypeCode: string;
                            InvoiceTypeCodeName: string;
                            /** @enum {string} */
                            InvoiceKind: "standard" | "simplified";
                            IssueDate: string;
                            IssueTime: string;
                            /** @enum {string} */
                            DocumentCurrencyCode: "SAR";
                            /** @enum {string} */
                            TaxCurrencyCode: "SAR";
                            PaymentMeansCode: string;
                            OrderReferenceID: number;
                            OrderID: string | null;
                            EmployeeName: string;
                            CustomerRegistrationName: string;
                            CustomerCityName: string;
                            CustomerVAT: string;
                            CustomerCRN: string;
                            CustomerStreetName: string;
                            CustomerAdditionalStreetName: string;
                            CustomerBuildingNumber: string;
                            CustomerPlotIdentification: string;
                            CustomerCitySubdivisionName: string;
                            CustomerPostalZone: string;
                            CustomerCountrySubentity: string;
                            CustomerCountry: string;
                            DiscountPercent: number;
                            AllowanceTotalAmount: number;
                            TaxExclusiveAmount: number;
                            TaxAmount: number;
                            TaxInclusiveAmount: number;
                            PayableAmount: number;
                            PaidAmount: number;
                            OutstandingAmount: number;
                            /** @enum {string} */
                            ZatcaStatus?: "pending" | "reported" | "cleared" | "warnings" | "rejected";
                            DueDate: string | null;
                            NotesAmount: number;
                            Overdue: boolean;
                        }[];
                        RejectedInvoices: {
                            InvoiceUUID: string;
                            InvoiceID: number;
                            IssueDate: string;
                            TaxInclusiveAmount: number;
                            Messages: {
                                code: string;
                                message: string;
                            }[];
                        }[];
                        client: {
                            ID: number;
                            UUID: string;
                            RegistrationName: string;
                            VAT: string;
                            CRN: string;
                            StreetName: string;
                            AdditionalStreetName: string;
                            BuildingNumber: string;
                            PlotIdentification: string;
                            CityName: string;
                            PostalZone: string;
                            CountrySubentity: string;
                            CitySubdivisionName: string;
                            Country: string;
                            Phone: string;
                            Email: string;
                            ContactPerson: string;
                            PersonPhone: string;
                            schemeID: string;
                            PartyIdentification: string;
                            payment_term_id: number | null;
                        };
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getClientStatementPdf: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description application/pdf: the client statement */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": unknown;
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listClientInvoices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        UUID: string;
                        ID: number;
                        Invid: number;
                        ProfileID: string;
                        InvoiceTypeCode: string;
                        InvoiceTypeCodeName: string;
                        /** @enum {string} */
                        InvoiceKind: "standard" | "simplified";
                        IssueDate: string;
                        IssueTime: string;
                        /** @enum {string} */
                        DocumentCurrencyCode: "SAR";
                        /** @enum {string} */
                        TaxCurrencyCode: "SAR";
                        PaymentMeansCode: string;
                        OrderReferenceID: number;
                        OrderID: string | null;
                        EmployeeName: string;
                        CustomerRegistrationName: string;
                        CustomerCityName: string;
                        CustomerVAT: string;
                        CustomerCRN: string;
                        CustomerStreetName: string;
                        CustomerAdditionalStreetName: string;
                        CustomerBuildingNumber: string;
                        CustomerPlotIdentification: string;
                        CustomerCitySubdivisionName: string;
                        CustomerPostalZone: string;
                        CustomerCountrySubentity: string;
                        CustomerCountry: string;
                        DiscountPercent: number;
                        AllowanceTotalAmount: number;
                        TaxExclusiveAmount: number;
                        TaxAmount: number;
                        TaxInclusiveAmount: number;
                        PayableAmount: number;
                        PaidAmount: number;
                        OutstandingAmount: number;
                        /** @enum {string} */
                        ZatcaStatus?: "pending" | "reported" | "cleared" | "warnings" | "rejected";
                        DueDate: string | null;
                        NotesAmount: number;
                        Overdue: boolean;
                    }[];
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listClientAddresses: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        UUID: string;
                        label: string;
                        street_name: string;
                        building_number: string;
                        city_subdivision_name: string;
                        city_name: string;
                        postal_zone: string;
                        country: string;
                        contact_person: string;
                        phone: string;
                        is_default: boolean;
                    }[];
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createClientAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    label: string;
                    street_name?: string | null;
                    building_number?: string | null;
                    city_subdivision_name?: string | null;
                    city_name?: string | null;
                    postal_zone?: string | null;
                    /** @default SA */
                    country?: string;
                    contact_person?: string | null;
                    phone?: string | null;
                    /** @default false */
                    is_default?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        UUID: string;
                        label: string;
                        street_name: string;
                        building_number: string;
                        city_subdivision_name: string;
                        city_name: string;
                        postal_zone: string;
                        country: string;
                        contact_person: string;
                        phone: string;
                        is_default: boolean;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateClientAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
                ADDRESS: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    label: string;
                    street_name?: string | null;
                    building_number?: string | null;
                    city_subdivision_name?: string | null;
                    city_name?: string | null;
                    postal_zone?: string | null;
                    /** @default SA */
                    country?: string;
                    contact_person?: string | null;
                    phone?: string | null;
                    /** @default false */
                    is_default?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        UUID: string;
                        label: string;
                        street_name: string;
                        building_number: string;
                        city_subdivision_name: string;
                        city_name: string;
                        postal_zone: string;
                        country: string;
                        contact_person: string;
                        phone: string;
                        is_default: boolean;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteClientAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
                ADDRESS: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listPendingOrders: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ID: number;
                        OrderReferenceID: number;
                        UUID: string;
                        /** @enum {string} */
                        State: "pending" | "approved" | "deleted";
                        IssueDate: string;
                        IssueTime: string;
                        Customer: {
                            UUID: string | null;
                            RegistrationName: string;
                            VAT: string;
                            CityName: string;
                            CitySubdivisionName: string;
                        };
                        Supplier: {
                            UUID: string | null;
                            RegistrationName: string;
                            VAT: string;
                            CityName: string;
                            CitySubdivisionName: string;
                            CRN: string;
                        };
                        EmployeeName: string;
                        InvoiceLine: {
                            ID: number;
                            ItemName: string;
                            InvoicedQuantity: number;
                            QuantityUnitCode: string;
                            Price: number;
                            PriceAmount: number;
                            AmountDiscount: number;
                            RoundingAmount: number;
                            LineExtensionAmount: number;
                            TaxAmount: number;
                            TaxPercent: number;
                            /** @enum {string} */
                            TaxCategory: "S" | "Z" | "E" | "O";
                            TaxExemptionReasonCode: string;
                            Note?: string;
                            Modifiers?: {
                                group: string;
                                option: string;
                                priceChange: number;
                            }[];
                            LineNo: number;
                            Negotiated: boolean;
                        }[];
                        /** @enum {string} */
                        InvoiceTypeCode: "388";
                        /** @enum {string} */
                        Delhivery: "0";
                        PaymentMeansCode: string;
                        DiscountPercent: number;
                        AllowanceTotalAmount: number;
                        TaxExclusiveAmount: number;
                        TaxAmount: number;
                        TaxInclusiveAmount: number;
                        PrepaidAmount: number;
                        PayableAmount: number;
                        Invoice: {
                            UUID: string;
                            ID: number;
                        } | null;
                    }[];
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    Customer: {
                        /** Format: uuid */
                        UUID: string;
                    };
                    /** @enum {string} */
                    PaymentMeansCode: "10" | "24" | "42" | "45" | "48";
                    /** @default 0 */
                    DiscountPercent?: number;
                    InvoiceLine: {
                        ID: number;
                        InvoicedQuantity: number;
                        Price?: number;
                        PriceAmount?: number;
                        AmountDiscount?: number;
                        RoundingAmount?: number;
                        LineExtensionAmount?: number;
                        TaxAmount?: number;
                    }[];
                    TaxExclusiveAmount?: number;
                    TaxAmount?: number;
                    TaxInclusiveAmount?: number;
                    AllowanceTotalAmount?: number;
                    PrepaidAmount?: number;
                    PayableAmount?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ID: number;
                        OrderReferenceID: number;
                        UUID: string;
                        /** @enum {string} */
                        State: "pending" | "approved" | "deleted";
                        IssueDate: string;
                        IssueTime: string;
                        Customer: {
                            UUID: string | null;
                            RegistrationName: string;
                            VAT: string;
                            CityName: string;
                            CitySubdivisionName: string;
                        };
                        Supplier: {
                            UUID: string | null;
                            RegistrationName: string;
                            VAT: string;
                            CityName: string;
                            CitySubdivisionName: string;
                            CRN: string;
                        };
                        EmployeeName: string;
                        InvoiceLine: {
                            ID: number;
                            ItemName: string;
                            InvoicedQuantity: number;
                            QuantityUnitCode: string;
                            Price: number;
                            PriceAmount: number;
                            AmountDiscount: number;
                            RoundingAmount: number;
                            LineExtensionAmount: number;
                            TaxAmount: number;
                            TaxPercent: number;
                            /** @enum {string} */
                            TaxCategory: "S" | "Z" | "E" | "O";
                            TaxExemptionReasonCode: string;
                            Note?: string;
                            Modifiers?: {
                                group: string;
                                option: string;
                                priceChange: number;
                            }[];
                            LineNo: number;
                            Negotiated: boolean;
                        }[];
                        /** @enum {string} */
                        InvoiceTypeCode: "388";
                        /** @enum {string} */
                        Delhivery: "0";
                        PaymentMeansCode: string;
                        DiscountPercent: number;
                        AllowanceTotalAmount: number;
                        TaxExclusiveAmount: number;
                        TaxAmount: number;
                        TaxInclusiveAmount: number;
                        PrepaidAmount: number;
                        PayableAmount: number;
                        Invoice: {
                            UUID: string;
                            ID: number;
                        } | null;
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `empty_cart`, `duplicate_line`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unknown_product`, `payment_means_not_enabled`, `totals_mismatch`, `invoice_total_too_large`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                ID: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ID: number;
                        OrderReferenceID: number;
                        UUID: string;
                        /** @enum {string} */
                        State: "pending" | "approved" | "deleted";
                        IssueDate: string;
                        IssueTime: string;
                        Customer: {
                            UUID: string | null;
                            RegistrationName: string;
                            VAT: string;
                            CityName: string;
                            CitySubdivisionName: string;
                        };
                        Supplier: {
                            UUID: string | null;
                            RegistrationName: string;
                            VAT: string;
                            CityName: string;
                            CitySubdivisionName: string;
                            CRN: string;
                        };
                        EmployeeName: string;
                        InvoiceLine: {
                            ID: number;
                            ItemName: string;
                            InvoicedQuantity: number;
                            QuantityUnitCode: string;
                            Price: number;
                            PriceAmount: number;
                            AmountDiscount: number;
                            RoundingAmount: number;
                            LineExtensionAmount: number;
                            TaxAmount: number;
                            TaxPercent: number;
                            /** @enum {string} */
                            TaxCategory: "S" | "Z" | "E" | "O";
                            TaxExemptionReasonCode: string;
                            Note?: string;
                            Modifiers?: {
                                group: string;
                                option: string;
                                priceChange: number;
                            }[];
                            LineNo: number;
                            Negotiated: boolean;
                        }[];
                        /** @enum {string} */
                        InvoiceTypeCode: "388";
                        /** @enum {string} */
                        Delhivery: "0";
                        PaymentMeansCode: string;
                        DiscountPercent: number;
                        AllowanceTotalAmount: number;
                        TaxExclusiveAmount: number;
                        TaxAmount: number;
                        TaxInclusiveAmount: number;
                        PrepaidAmount: number;
                        PayableAmount: number;
                        Invoice: {
                            UUID: string;
                            ID: number;
                        } | null;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                ID: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    PaymentMeansCode: "10" | "24" | "42" | "45" | "48";
                    DiscountPercent?: number;
                    InvoiceLine?: {
                        ID: number;
                        InvoicedQuantity: number;
                        Price?: number;
                        PriceAmount?: number;
                        AmountDiscount?: number;
                        RoundingAmount?: number;
                        LineExtensionAmount?: number;
                        TaxAmount?: number;
                    }[];
                    TaxExclusiveAmount?: number;
                    TaxAmount?: number;
                    TaxInclusiveAmount?: number;
                    AllowanceTotalAmount?: number;
                    PrepaidAmount?: number;
                    PayableAmount?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ID: number;
                        OrderReferenceID: number;
                        UUID: string;
                        /** @enum {string} */
                        State: "pending" | "approved" | "deleted";
                        IssueDate: string;
                        IssueTime: string;
                        Customer: {
                            UUID: string | null;
                            RegistrationName: string;
                            VAT: string;
                            CityName: string;
                            CitySubdivisionName: string;
                        };
                        Supplier: {
                            UUID: string | null;
                            RegistrationName: string;
                            VAT: string;
                            CityName: string;
                            CitySubdivisionName: string;
                            CRN: string;
                        };
                        EmployeeName: string;
                        InvoiceLine: {
                            ID: number;
                            ItemName: string;
                            InvoicedQuantity: number;
                            QuantityUnitCode: string;
                            Price: number;
                            PriceAmount: number;
                            AmountDiscount: number;
                            RoundingAmount: number;
                            LineExtensionAmount: number;
                            TaxAmount: number;
                            TaxPercent: number;
                            /** @enum {string} */
                            TaxCategory: "S" | "Z" | "E" | "O";
                            TaxExemptionReasonCode: string;
                            Note?: string;
                            Modifiers?: {
                                group: string;
                                option: string;
                                priceChange: number;
                            }[];
                            LineNo: number;
                            Negotiated: boolean;
                        }[];
                        /** @enum {string} */
                        InvoiceTypeCode: "388";
                        /** @enum {string} */
                        Delhivery: "0";
                        PaymentMeansCode: string;
                        DiscountPercent: number;
                        AllowanceTotalAmount: number;
                        TaxExclusiveAmount: number;
                        TaxAmount: number;
                        TaxInclusiveAmount: number;
                        PrepaidAmount: number;
                        PayableAmount: number;
                        Invoice: {
                            UUID: string;
                            ID: number;
                        } | null;
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `empty_cart`, `duplicate_line`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `order_not_pending`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unknown_product`, `payment_means_not_enabled`, `totals_mismatch`, `invoice_total_too_large`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                ID: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        /** @enum {string} */
                        state: "deleted" | "approved";
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getOrderPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                ID: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description application/pdf: the A4 quotation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": unknown;
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    approveOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                ID: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        newid: number;
                        UUID: string;
                        OrderReferenceID: number;
                        stockWarning?: string;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `order_already_approved`, `insufficient_stock`, `zatca_document_invalid`, `zatca_not_onboarded`, `zatca_certificate_expired`, `zatca_key_unreadable`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                        newid?: number;
                        UUID?: string;
                        OrderReferenceID?: number;
                    };
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `buyer_address_incomplete`, `unknown_product`, `mixed_vat_reasons`, `invoice_total_too_large`, `qr_value_too_long`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                        ClientUUID?: string;
                    };
                };
            };
        };
    };
    listInvoiceBackups: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        list: {
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    uploadInvoiceBackup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `backup_exists`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `invoice_backup_foreign`, `invoice_backup_other_business`, `invoice_backup_corrupt`, `backup_too_large`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createInvoiceBackup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        type: true;
                        message: string;
                        name: string;
                        invoices: number;
                        lines: number;
                        payments: number;
                        present?: number;
                        absent?: number;
                        missingNumbers?: number;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createMonthInvoiceBackup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        type: true;
                        message: string;
                        name: string;
                        invoices: number;
                        lines: number;
                        payments: number;
                        present?: number;
                        absent?: number;
                        missingNumbers?: number;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    restoreInvoiceBackup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        type: true;
                        message: string;
                        name: string;
                        invoices: number;
                        lines: number;
                        payments: number;
                        present?: number;
                        absent?: number;
                        missingNumbers?: number;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `invoice_backup_not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `invoice_backup_collision`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `invoice_backup_foreign`, `invoice_backup_other_business`, `invoice_backup_corrupt`, `backup_too_large`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    restoreInvoiceLineBackup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        type: true;
                        message: string;
                        name: string;
                        invoices: number;
                        lines: number;
                        payments: number;
                        present?: number;
                        absent?: number;
                        missingNumbers?: number;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `invoice_backup_not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `invoice_backup_collision`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `invoice_backup_foreign`, `invoice_backup_other_business`, `invoice_backup_corrupt`, `backup_too_large`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getMySalesToday: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        date: string;
                        count: number;
                        TaxInclusiveAmount: number;
                        byPaymentMeans: {
                            [key: string]: number;
                        };
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getSalesByDay: {
        parameters: {
            query?: {
                period?: "month" | "all";
            };
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        IssueDate: string;
                        TaxInclusiveAmount: number;
                        count: number;
                    }[];
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getMonthlyTotals: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: number;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getQuantitiesSold: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ItemName: string;
                        InvoicedQuantity: number;
                    }[];
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getQuantitiesSoldThisMonth: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ItemName: string;
                        InvoicedQuantity: number;
                    }[];
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getVatReport: {
        parameters: {
            query?: {
                startdate?: string;
                enddate?: string;
                exclude?: string;
                excludeVat?: string;
            };
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        TaxInclusiveAmount: number;
                        TaxExclusiveAmount: number;
                        TaxAmount: number;
                        startdate: string;
                        enddate: string;
                        byPaymentMeans: {
                            count: number;
                            TaxInclusiveAmount: number;
                            TaxExclusiveAmount: number;
                            TaxAmount: number;
                            PaymentMeansCode: string;
                        }[];
                        legacy?: {
                            TaxExclusiveAmount: number;
                            TaxAmount: number;
                        };
                        boxes: {
                            standard: {
                                TaxExclusiveAmount: number;
                                TaxAmount: number;
                            };
                            zeroRated: {
                                TaxExclusiveAmount: number;
                                TaxAmount: number;
                            };
                            exports: {
                                TaxExclusiveAmount: number;
                                TaxAmount: number;
                            };
                            exempt: {
                                TaxExclusiveAmount: number;
                                TaxAmount: number;
                            };
                            totalSales: {
                                TaxExclusiveAmount: number;
                                TaxAmount: number;
                            };
                            outOfScope: {
                                TaxExclusiveAmount: number;
                                TaxAmount: number;
                            };
                        };
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getVatReturn: {
        parameters: {
            query: {
                year: number;
                quarter: number;
            };
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        year: number;
                        quarter: number;
                        startdate: string;
                        enddate: string;
                        output: {
                            count: number;
                            TaxInclusiveAmount: number;
                            TaxExclusiveAmount: number;
                            TaxAmount: number;
                        };
                        input: {
                            count: number;
                            TaxInclusiveAmount: number;
                            TaxExclusiveAmount: number;
                            TaxAmount: number;
                        };
                        net: number;
                        boxes: {
                            standard: {
                                TaxExclusiveAmount: number;
                                TaxAmount: number;
                            };
                            zeroRated: {
                                TaxExclusiveAmount: number;
                                TaxAmount: number;
                            };
                            exports: {
                                TaxExclusiveAmount: number;
                                TaxAmount: number;
                            };
                            exempt: {
                                TaxExclusiveAmount: number;
                                TaxAmount: number;
                            };
                            totalSales: {
                                TaxExclusiveAmount: number;
                                TaxAmount: number;
                            };
                            outOfScope: {
                                TaxExclusiveAmount: number;
                                TaxAmount: number;
                            };
                        };
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getTillDashboard: {
        parameters: {
            query?: {
                view?: "invoicestodayall" | "invoicesyesterday";
            };
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        view: "invoicestodayall" | "invoicesyesterday";
                        invoices: {
                            UUID: string;
                            ID: number;
                            Invid: number;
                            ProfileID: string;
                            InvoiceTypeCode: string;
                            InvoiceTypeCodeName: string;
                            /** @enum {string} */
                            InvoiceKind: "standard" | "simplified";
                            IssueDate: string;
                            IssueTime: string;
                            /** @enum {string} */
                            DocumentCurrencyCode: "SAR";
                            /** @enum {string} */
                            TaxCurrencyCode: "SAR";
                            PaymentMeansCode: string;
                            OrderReferenceID: number;
                            OrderID: string | null;
                            EmployeeName: string;
                            CustomerRegistrationName: string;
                            CustomerCityName: string;
                            CustomerVAT: string;
                            CustomerCRN: string;
                            CustomerStreetName: string;
                            CustomerAdditionalStreetName: string;
                            CustomerBuildingNumber: string;
                            CustomerPlotIdentification: string;
                            CustomerCitySubdivisionName: string;
                            CustomerPostalZone: string;
                            CustomerCountrySubentity: string;
                            CustomerCountry: string;
                            DiscountPercent: number;
                            AllowanceTotalAmount: number;
                            TaxExclusiveAmount: number;
                            TaxAmount: number;
                            TaxInclusiveAmount: number;
                            PayableAmount: number;
                            PaidAmount: number;
                            OutstandingAmount: number;
                            /** @enum {string} */
                            ZatcaStatus?: "pending" | "reported" | "cleared" | "warnings" | "rejected";
                            DueDate?: string;
                        }[];
                        count: number;
                        TaxInclusiveAmount: number;
                        byPaymentMeans: {
                            [key: string]: number;
                        };
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getGrossProfit: {
        parameters: {
            query?: {
                startdate?: string;
                enddate?: string;
            };
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        startdate: string;
                        enddate: string;
                        products: {
                            productId: number | null;
                            ItemName: string;
                            category: string | null;
                            quantity: number;
                            net: number;
                            cost: number | null;
                            profit: number | null;
                            marginPercent: number | null;
                        }[];
                        categories: {
                            category: string | null;
                            net: number;
                            cost: number | null;
                            profit: number | null;
                            marginPercent: number | null;
                            uncostedNet: number;
                        }[];
                        totals: {
                            net: number;
                            costedNet: number;
                            uncostedNet: number;
                            cost: number;
                            profit: number;
                            marginPercent: number | null;
                            uncostedSharePercent: number;
                        };
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getSalesPerCashier: {
        parameters: {
            query?: {
                startdate?: string;
                enddate?: string;
            };
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        startdate: string;
                        enddate: string;
                        rows: {
                            userId: number | null;
                            employeeName: string;
                            count: number;
                            TaxInclusiveAmount: number;
                            TaxExclusiveAmount: number;
                        }[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getSalesPerHour: {
        parameters: {
            query?: {
                startdate?: string;
                enddate?: string;
            };
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        startdate: string;
                        enddate: string;
                        rows: {
                            hour: number;
                            count: number;
                            TaxInclusiveAmount: number;
                            TaxExclusiveAmount: number;
                        }[];
                        byOrderType: {
                            /** @enum {string} */
                            orderType: "dine_in" | "takeaway" | "delivery";
                            count: number;
                            TaxInclusiveAmount: number;
                            TaxExclusiveAmount: number;
                        }[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    exportReport: {
        parameters: {
            query?: {
                report?: "sales" | "totalmonth" | "invoiceline" | "invoicesvat" | "vatreturn" | "purchasesvat" | "grossprofit" | "cashiers" | "hours";
                format?: "xlsx" | "csv";
                period?: "month" | "all";
                startdate?: string;
                enddate?: string;
                exclude?: string;
                excludeVat?: string;
                year?: number;
                quarter?: number;
            };
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the report as .xlsx or CSV (UTF-8 with BOM) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": unknown;
                    "text/csv": unknown;
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrorBody"];
                    "text/csv": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrorBody"];
                    "text/csv": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrorBody"];
                    "text/csv": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrorBody"];
                    "text/csv": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getReceivablesAgeing: {
        parameters: {
            query?: {
                as_of?: string;
            };
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        asOf: string;
                        rows: {
                            key: string;
                            name: string;
                            current: number;
                            d1_30: number;
                            d31_60: number;
                            d61_90: number;
                            over90: number;
                            total: number;
                        }[];
                        totals: {
                            current: number;
                            d1_30: number;
                            d31_60: number;
                            d61_90: number;
                            over90: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    exportReceivablesAgeing: {
        parameters: {
            query?: {
                as_of?: string;
                format?: "xlsx" | "csv";
            };
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the report as .xlsx or CSV (UTF-8 with BOM) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": unknown;
                    "text/csv": unknown;
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrorBody"];
                    "text/csv": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrorBody"];
                    "text/csv": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrorBody"];
                    "text/csv": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrorBody"];
                    "text/csv": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getPayablesAgeing: {
        parameters: {
            query?: {
                as_of?: string;
            };
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        asOf: string;
                        rows: {
                            key: string;
                            name: string;
                            current: number;
                            d1_30: number;
                            d31_60: number;
                            d61_90: number;
                            over90: number;
                            total: number;
                        }[];
                        totals: {
                            current: number;
                            d1_30: number;
                            d31_60: number;
                            d61_90: number;
                            over90: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    exportPayablesAgeing: {
        parameters: {
            query?: {
                as_of?: string;
                format?: "xlsx" | "csv";
            };
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the report as .xlsx or CSV (UTF-8 with BOM) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": unknown;
                    "text/csv": unknown;
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrorBody"];
                    "text/csv": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrorBody"];
                    "text/csv": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrorBody"];
                    "text/csv": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrorBody"];
                    "text/csv": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listShifts: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                till?: number;
                cashier?: number;
                sort?: "openedAt" | "overShort" | "salesTotal" | "zNumber";
                order?: "asc" | "desc";
            };
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        from: string;
                        to: string;
                        shifts: {
                            id: number;
                            tillId: number;
                            tillName: string;
                            cashier: {
                                id: number;
                                name: string;
                            };
                            /** @enum {string} */
                            state: "open" | "closed";
                            openedAt: string;
                            closedAt: string | null;
                            businessDay: string;
                            pastBusinessDay: boolean;
                            forced: boolean;
                            zNumber: number | null;
                            openingFloat: number;
                            /** @description null while open and for a listing the cashier may not see */
                            expectedCash: number | null;
                            countedCash: number | null;
                            overShort: number | null;
                            salesCount: number;
                            /** @description TaxInclusiveAmount of its invoices, SAR */
                            salesTotal: number;
                        }[];
                        totals: {
                            count: number;
                            salesTotal: number;
                            overShort: number;
                        };
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    exportShifts: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                till?: number;
                cashier?: number;
                sort?: "openedAt" | "overShort" | "salesTotal" | "zNumber";
                order?: "asc" | "desc";
                format?: "xlsx" | "csv";
            };
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the shifts as .xlsx or CSV (UTF-8 with BOM) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": unknown;
                    "text/csv": unknown;
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrorBody"];
                    "text/csv": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrorBody"];
                    "text/csv": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrorBody"];
                    "text/csv": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrorBody"];
                    "text/csv": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listShiftsToday: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        open: {
                            id: number;
                            tillId: number;
                            tillName: string;
                            cashier: {
                                id: number;
                                name: string;
                            };
                            /** @enum {string} */
                            state: "open" | "closed";
                            openedAt: string;
                            closedAt: string | null;
                            businessDay: string;
                            pastBusinessDay: boolean;
                            forced: boolean;
                            zNumber: number | null;
                            openingFloat: number;
                            /** @description null while open and for a listing the cashier may not see */
                            expectedCash: number | null;
                            countedCash: number | null;
                            overShort: number | null;
                            salesCount: number;
                            /** @description TaxInclusiveAmount of its invoices, SAR */
                            salesTotal: number;
                        }[];
                        byCashier: {
                            cashier: {
                                id: number;
                                name: string;
                            };
                            shifts: number;
                            overShort: number;
                        }[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getShift: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                shiftId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        shift: {
                            id: number;
                            tillId: number;
                            tillName: string;
                            cashier: {
                                id: number;
                                name: string;
                            };
                            /** @enum {string} */
                            state: "open" | "closed";
                            openedAt: string;
                            closedAt: string | null;
                            businessDay: string;
                            pastBusinessDay: boolean;
                            forced: boolean;
                            zNumber: number | null;
                            openingFloat: number;
                            /** @description null while open and for a listing the cashier may not see */
                            expectedCash: number | null;
                            countedCash: number | null;
                            overShort: number | null;
                            salesCount: number;
                            /** @description TaxInclusiveAmount of its invoices, SAR */
                            salesTotal: number;
                        };
                        report: {
                            /** @enum {string} */
                            kind: "X" | "Z";
                            zNumber: number | null;
                            business: {
                                nameAr: string;
                                nameEn: string;
                                vatNumber: string;
                            };
                            till: {
                                id: number;
                                name: string;
                            };
                            cashier: {
                                id: number;
                                name: string;
                            };
                            openedAt: string;
                            closedAt: string | null;
                            printedAt: string;
                            forced: boolean;
                            approvedBy: {
                                id: number;
                                name: string;
                            } | null;
                            invoices: {
                                first: number | null;
                                last: number | null;
                                count: number;
                            };
                            byMeans: {
                                /** @enum {string} */
                                code: "10" | "24" | "42" | "45" | "48";
                                count: number;
                                /** @description TaxInclusiveAmount, SAR */
                                total: number;
                            }[];
                            creditNotes: {
                                count: number;
                                total: number;
                            };
                            debitNotes: {
                                count: number;
                                total: number;
                            };
                            /** @description AllowanceTotalAmount of the invoices, SAR */
                            discounts: number;
                            vat: {
                                /** @enum {string} */
                                category: "S" | "Z" | "E" | "O";
                                percent: number;
                                taxable: number;
                                vat: number;
                            }[];
                            net: number;
                            vatTotal: number;
                            gross: number;
                            /** @description gross of the invoices / their count; 0 with none */
                            averageTicket: number;
                            byCategory: {
                                category: string | null;
                                quantity: number;
                                total: number;
                            }[];
                            movements: {
                                id: number;
                                /** @enum {string} */
                                direction: "in" | "out";
                                amount: number;
                                reason: string;
                                at: string;
                                by: {
                                    id: number;
                                    name: string;
                                };
                            }[];
                            cash: {
                                openingFloat: number;
                                /** @description means 10 and 45 */
                                cashSales: number;
                                /** @description credit notes paid back in cash */
                                cashRefunds: number;
                                /** @description credit invoices collected in cash at this till */
                                cashCollections: number;
                                cashIn: number;
                                cashOut: number;
                                /** @description null in the X report a cashier reads of their own shift: the close is blind */
                                expected: number | null;
                                counted: number | null;
                                overShort: number | null;
                            };
                            card: {
                                /** @description means 48, net of card refunds, plus card collections */
                                sales: number;
                                batchTotal: number | null;
                                difference: number | null;
                            };
                            credit: {
                                count: number;
                                total: number;
                            };
                            apps: {
                                count: number;
                                total: number;
                            };
                            /** @description pieces counted per denomination key (n500 … c001); a missing key counts 0 */
                            openingCount: {
                                [key: string]: number;
                            } | null;
                            /** @description pieces counted per denomination key (n500 … c001); a missing key counts 0 */
                            closingCount: {
                                [key: string]: number;
                            } | null;
                        };
                        invoices: {
                            ID: number;
                            UUID: string;
                            invoid: number;
                            /** @enum {string} */
                            kind: "invoice" | "credit" | "debit";
                            /** @enum {string} */
                            PaymentMeansCode: "10" | "24" | "42" | "45" | "48";
                            TaxInclusiveAmount: number;
                            IssueDate: string;
                        }[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getShiftReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                shiftId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        report: {
                            /** @enum {string} */
                            kind: "X" | "Z";
                            zNumber: number | null;
                            business: {
                                nameAr: string;
                                nameEn: string;
                                vatNumber: string;
                            };
                            till: {
                                id: number;
                                name: string;
                            };
                            cashier: {
                                id: number;
                                name: string;
                            };
                            openedAt: string;
                            closedAt: string | null;
                            printedAt: string;
                            forced: boolean;
                            approvedBy: {
                                id: number;
                                name: string;
                            } | null;
                            invoices: {
                                first: number | null;
                                last: number | null;
                                count: number;
                            };
                            byMeans: {
                                /** @enum {string} */
                                code: "10" | "24" | "42" | "45" | "48";
                                count: number;
                                /** @description TaxInclusiveAmount, SAR */
                                total: number;
                            }[];
                            creditNotes: {
                                count: number;
                                total: number;
                            };
                            debitNotes: {
                                count: number;
                                total: number;
                            };
                            /** @description AllowanceTotalAmount of the invoices, SAR */
                            discounts: number;
                            vat: {
                                /** @enum {string} */
                                category: "S" | "Z" | "E" | "O";
                                percent: number;
                                taxable: number;
                                vat: number;
                            }[];
                            net: number;
                            vatTotal: number;
                            gross: number;
                            /** @description gross of the invoices / their count; 0 with none */
                            averageTicket: number;
                            byCategory: {
                                category: string | null;
                                quantity: number;
                                total: number;
                            }[];
                            movements: {
                                id: number;
                                /** @enum {string} */
                                direction: "in" | "out";
                                amount: number;
                                reason: string;
                                at: string;
                                by: {
                                    id: number;
                                    name: string;
                                };
                            }[];
                            cash: {
                                openingFloat: number;
                                /** @description means 10 and 45 */
                                cashSales: number;
                                /** @description credit notes paid back in cash */
                                cashRefunds: number;
                                /** @description credit invoices collected in cash at this till */
                                cashCollections: number;
                                cashIn: number;
                                cashOut: number;
                                /** @description null in the X report a cashier reads of their own shift: the close is blind */
                                expected: number | null;
                                counted: number | null;
                                overShort: number | null;
                            };
                            card: {
                                /** @description means 48, net of card refunds, plus card collections */
                                sales: number;
                                batchTotal: number | null;
                                difference: number | null;
                            };
                            credit: {
                                count: number;
                                total: number;
                            };
                            apps: {
                                count: number;
                                total: number;
                            };
                            /** @description pieces counted per denomination key (n500 … c001); a missing key counts 0 */
                            openingCount: {
                                [key: string]: number;
                            } | null;
                            /** @description pieces counted per denomination key (n500 … c001); a missing key counts 0 */
                            closingCount: {
                                [key: string]: number;
                            } | null;
                        };
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getShiftZReportPng: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                shiftId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description image/png: the report, receipt width */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": unknown;
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getShiftZReportPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                shiftId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description application/pdf: the report on A4 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": unknown;
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    printShiftReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                shiftId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        /** @description host:port of the printer */
                        printer: string;
                        /** @description printed width in dots (576 on 80 mm paper, 384 on 58 mm) */
                        width: number;
                        /** @description printed height in dots (8 per mm) */
                        height: number;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `printer_not_configured`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `printer_offline`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listSuppliers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ID: number;
                        UUID: string;
                        name: string;
                        address: string;
                        vatid: string;
                        payment_term_id: number | null;
                    }[];
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createSupplier: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    address?: string | null;
                    vatid?: string | null;
                    payment_term_id?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        ID: number;
                        UUID: string;
                        supplier: {
                            ID: number;
                            UUID: string;
                            name: string;
                            address: string;
                            vatid: string;
                            payment_term_id: number | null;
                        };
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `payment_term_unknown`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getSupplier: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ID: number;
                        UUID: string;
                        name: string;
                        address: string;
                        vatid: string;
                        payment_term_id: number | null;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateSupplier: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    address?: string | null;
                    vatid?: string | null;
                    payment_term_id?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        supplier: {
                            ID: number;
                            UUID: string;
                            name: string;
                            address: string;
                            vatid: string;
                            payment_term_id: number | null;
                        };
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `payment_term_unknown`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteSupplier: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `supplier_in_use`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    lookupCustomers: {
        parameters: {
            query?: {
                q?: string | null;
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            label: string;
                            vat: string;
                            payment_term_id: string | null;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `lookup_cursor_invalid`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    lookupAddresses: {
        parameters: {
            query?: {
                q?: string | null;
                limit?: number;
                cursor?: string;
                customer_id?: string;
            };
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            label: string;
                            customer_id: string;
                            city: string;
                            is_default: boolean;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `lookup_cursor_invalid`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    lookupProducts: {
        parameters: {
            query?: {
                q?: string | null;
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            label: string;
                            price_halalas: number;
                            price: number;
                            barcode: string;
                            /** @enum {string} */
                            vat_category: "S" | "Z" | "E" | "O";
                            unit: string;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `lookup_cursor_invalid`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    lookupVats: {
        parameters: {
            query?: {
                q?: string | null;
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            label: string;
                            percent: number;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `lookup_cursor_invalid`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    lookupSuppliers: {
        parameters: {
            query?: {
                q?: string | null;
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            label: string;
                            vat: string;
                            payment_term_id: string | null;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `lookup_cursor_invalid`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    lookupSaleOrders: {
        parameters: {
            query?: {
                q?: string | null;
                limit?: number;
                cursor?: string;
                state?: "draft" | "confirmed" | "partly_delivered" | "delivered" | "invoiced" | "cancelled";
            };
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            label: string;
                            number: number;
                            customer_name: string;
                            /** @enum {string} */
                            state: "draft" | "confirmed" | "partly_delivered" | "delivered" | "invoiced" | "cancelled";
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `lookup_cursor_invalid`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    lookupWareHouses: {
        parameters: {
            query?: {
                q?: string | null;
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            label: string;
                            name: string;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `lookup_cursor_invalid`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    lookupPaymentTerms: {
        parameters: {
            query?: {
                q?: string | null;
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            label: string;
                            days: number;
                            end_of_month: boolean;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `lookup_cursor_invalid`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listPaymentTerms: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ID: number;
                        UUID: string;
                        name: string;
                        days: number;
                        end_of_month: boolean;
                        position: number;
                    }[];
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createPaymentTerm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    days: number;
                    /** @default false */
                    end_of_month?: boolean;
                    position?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ID: number;
                        UUID: string;
                        name: string;
                        days: number;
                        end_of_month: boolean;
                        position: number;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `payment_term_name_taken`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updatePaymentTerm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    days: number;
                    /** @default false */
                    end_of_month?: boolean;
                    position?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ID: number;
                        UUID: string;
                        name: string;
                        days: number;
                        end_of_month: boolean;
                        position: number;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `payment_term_name_taken`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deletePaymentTerm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        soft: boolean;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listPurchases: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ID: number;
                        UUID: string;
                        supplier: string;
                        supplierUUID: string;
                        supplierVat: string;
                        total: number;
                        taxExclusive: number;
                        tax: number;
                        date: number;
                        image_path: string | null;
                        image_type: string | null;
                        thumb_path: string | null;
                        productName: string;
                        totalQuantity: number;
                        itemCount: number;
                        employeeName: string;
                        PurchaseOrder: {
                            UUID: string;
                            Number: number;
                        } | null;
                    }[];
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createPurchase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        ID: number;
                        UUID: string;
                        purchase: {
                            ID: number;
                            UUID: string;
                            supplier: string;
                            supplierUUID: string;
                            supplierVat: string;
                            total: number;
                            taxExclusive: number;
                            tax: number;
                            date: number;
                            image_path: string | null;
                            image_type: string | null;
                            thumb_path: string | null;
                            productName: string;
                            totalQuantity: number;
                            itemCount: number;
                            employeeName: string;
                            PurchaseOrder: {
                                UUID: string;
                                Number: number;
                            } | null;
                        };
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `receipt_too_large`, `file_too_large`, `image_too_many_pixels`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `receipt_unsupported_type`, `receipt_pdf_unreadable`, `unsupported_media_type`, `image_unreadable`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `validation_failed`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getPurchasesVat: {
        parameters: {
            query: {
                start: string;
                end: string;
            };
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        total: number;
                        taxExclusive: number;
                        tax: number;
                        start: string;
                        end: string;
                        bySupplier: {
                            count: number;
                            total: number;
                            taxExclusive: number;
                            tax: number;
                            supplierUUID: string;
                            supplier: string;
                            vatid: string;
                        }[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listPurchasesBetweenDates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    start: string;
                    end: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ID: number;
                        UUID: string;
                        supplier: string;
                        supplierUUID: string;
                        supplierVat: string;
                        total: number;
                        taxExclusive: number;
                        tax: number;
                        date: number;
                        image_path: string | null;
                        image_type: string | null;
                        thumb_path: string | null;
                        productName: string;
                        totalQuantity: number;
                        itemCount: number;
                        employeeName: string;
                        PurchaseOrder: {
                            UUID: string;
                            Number: number;
                        } | null;
                    }[];
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    downloadPurchaseReceipt: {
        parameters: {
            query?: {
                sig?: string;
            };
            header?: never;
            path: {
                business: string;
                image_path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the receipt file (WebP or PDF) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": unknown;
                    "application/pdf": unknown;
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": components["schemas"]["ErrorBody"];
                    "application/pdf": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`, `link_expired`, `link_invalid`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": components["schemas"]["ErrorBody"];
                    "application/pdf": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `link_wrong_file`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": components["schemas"]["ErrorBody"];
                    "application/pdf": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": components["schemas"]["ErrorBody"];
                    "application/pdf": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listPurchaseItems: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ItemName: string;
                        Price: number;
                        InvoicedQuantity: number;
                        RoundingAmount: number;
                        ProductID: number | null;
                        ProductUUID: string | null;
                    }[];
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listPurchasedItemsPage: {
        parameters: {
            query?: {
                q?: string;
                supplier?: string;
                product?: string;
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            purchaseID: number;
                            purchaseUUID: string;
                            date: number;
                            supplier: string;
                            supplierUUID: string;
                            lineNo: number;
                            ItemName: string;
                            Price: number;
                            InvoicedQuantity: number;
                            RoundingAmount: number;
                            ProductUUID: string | null;
                            productName: string | null;
                        }[];
                        page: number;
                        pageSize: number;
                        count: number;
                        quantity: number;
                        total: number;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    savePurchaseItems: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: {
                        ItemName: string;
                        Price: number;
                        InvoicedQuantity: number;
                        RoundingAmount?: number;
                        ProductID?: number | null;
                    }[];
                    invdate?: number;
                    /** Format: uuid */
                    invUUID: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unknown_product`, `totals_mismatch`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getPurchase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ID: number;
                        UUID: string;
                        supplier: string;
                        supplierUUID: string;
                        supplierVat: string;
                        total: number;
                        taxExclusive: number;
                        tax: number;
                        date: number;
                        image_path: string | null;
                        image_type: string | null;
                        thumb_path: string | null;
                        productName: string;
                        totalQuantity: number;
                        itemCount: number;
                        employeeName: string;
                        PurchaseOrder: {
                            UUID: string;
                            Number: number;
                        } | null;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deletePurchase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `purchase_delete_failed`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `purchase_has_payments`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    linkPurchaseOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    purchase_order: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listPurchasePayments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payments: {
                            UUID: string;
                            Number: number;
                            IssueDate: string;
                            PaymentMeansCode: string;
                            Amount: number;
                            note: string;
                            EmployeeName: string;
                        }[];
                        Total: number;
                        PaidAmount: number;
                        OutstandingAmount: number;
                        DueDate: string;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    payPurchase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: number;
                    /** @enum {string} */
                    PaymentMeansCode: "10" | "42" | "48";
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payments: {
                            UUID: string;
                            Number: number;
                            IssueDate: string;
                            PaymentMeansCode: string;
                            Amount: number;
                            note: string;
                            EmployeeName: string;
                        }[];
                        Total: number;
                        PaidAmount: number;
                        OutstandingAmount: number;
                        DueDate: string;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `purchase_already_paid`, `supplier_payment_exceeds_owed`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listPurchasedProducts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        products: {
                            UUID: string;
                            name: string;
                            category: string;
                            purchases: number;
                            received: number;
                            cost: number;
                            averagePrice: number;
                            lastDate: number;
                        }[];
                        unlinked: {
                            items: number;
                            quantity: number;
                            cost: number;
                        };
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getPurchaseReceiptLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                image_path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                        expiresAt: string;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listPurchaseOrders: {
        parameters: {
            query?: {
                status?: "draft" | "sent" | "partly_received" | "received" | "closed" | "cancelled";
                supplier?: string;
            };
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        UUID: string;
                        number: number;
                        /** @enum {string} */
                        status: "draft" | "sent" | "partly_received" | "received" | "closed" | "cancelled";
                        supplier: {
                            UUID: string;
                            name: string;
                        };
                        warehouse: {
                            UUID: string;
                            name: string;
                        };
                        expected_date: string | null;
                        createdAt: number;
                        totals: {
                            net: number;
                            vat: number;
                            total: number;
                        };
                    }[];
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createPurchaseOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    supplier_id: string;
                    /** Format: uuid */
                    ware_house_id: string;
                    expected_date?: string | null;
                    sale_order_id?: number | null;
                    address_id?: number | null;
                    note?: string | null;
                    lines: {
                        /** Format: uuid */
                        product: string;
                        quantity: number;
                        unit_cost: number;
                        /**
                         * @default S
                         * @enum {string}
                         */
                        vat_category?: "S" | "Z" | "E" | "O";
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        UUID: string;
                        number: number;
                        /** @enum {string} */
                        status: "draft" | "sent" | "partly_received" | "received" | "closed" | "cancelled";
                        supplier: {
                            UUID: string;
                            name: string;
                        };
                        warehouse: {
                            UUID: string;
                            name: string;
                        };
                        expected_date: string | null;
                        createdAt: number;
                        totals: {
                            net: number;
                            vat: number;
                            total: number;
                        };
                        supplier_id: string;
                        ware_house_id: string;
                        sale_order_id: number | null;
                        address_id: number | null;
                        note: string;
                        sentAt: number | null;
                        lines: {
                            UUID: string;
                            product: string;
                            name: string;
                            quantity: number;
                            received: number;
                            remaining: number;
                            unit_cost: number;
                            vat_category: string;
                            net: number;
                            vat: number;
                            total: number;
                        }[];
                        receipts: {
                            UUID: string;
                            number: number;
                            warehouse: {
                                UUID: string;
                                name: string;
                            };
                            receivedAt: number;
                            pieces: number;
                        }[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unknown_product`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `database_busy`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getPurchaseOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        UUID: string;
                        number: number;
                        /** @enum {string} */
                        status: "draft" | "sent" | "partly_received" | "received" | "closed" | "cancelled";
                        supplier: {
                            UUID: string;
                            name: string;
                        };
                        warehouse: {
                            UUID: string;
                            name: string;
                        };
                        expected_date: string | null;
                        createdAt: number;
                        totals: {
                            net: number;
                            vat: number;
                            total: number;
                        };
                        supplier_id: string;
                        ware_house_id: string;
                        sale_order_id: number | null;
                        address_id: number | null;
                        note: string;
                        sentAt: number | null;
                        lines: {
                            UUID: string;
                            product: string;
                            name: string;
                            quantity: number;
                            received: number;
                            remaining: number;
                            unit_cost: number;
                            vat_category: string;
                            net: number;
                            vat: number;
                            total: number;
                        }[];
                        receipts: {
                            UUID: string;
                            number: number;
                            warehouse: {
                                UUID: string;
                                name: string;
                            };
                            receivedAt: number;
                            pieces: number;
                        }[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updatePurchaseOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    supplier_id: string;
                    /** Format: uuid */
                    ware_house_id: string;
                    expected_date?: string | null;
                    sale_order_id?: number | null;
                    address_id?: number | null;
                    note?: string | null;
                    lines: {
                        /** Format: uuid */
                        product: string;
                        quantity: number;
                        unit_cost: number;
                        /**
                         * @default S
                         * @enum {string}
                         */
                        vat_category?: "S" | "Z" | "E" | "O";
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        UUID: string;
                        number: number;
                        /** @enum {string} */
                        status: "draft" | "sent" | "partly_received" | "received" | "closed" | "cancelled";
                        supplier: {
                            UUID: string;
                            name: string;
                        };
                        warehouse: {
                            UUID: string;
                            name: string;
                        };
                        expected_date: string | null;
                        createdAt: number;
                        totals: {
                            net: number;
                            vat: number;
                            total: number;
                        };
                        supplier_id: string;
                        ware_house_id: string;
                        sale_order_id: number | null;
                        address_id: number | null;
                        note: string;
                        sentAt: number | null;
                        lines: {
                            UUID: string;
                            product: string;
                            name: string;
                            quantity: number;
                            received: number;
                            remaining: number;
                            unit_cost: number;
                            vat_category: string;
                            net: number;
                            vat: number;
                            total: number;
                        }[];
                        receipts: {
                            UUID: string;
                            number: number;
                            warehouse: {
                                UUID: string;
                                name: string;
                            };
                            receivedAt: number;
                            pieces: number;
                        }[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `purchase_order_not_editable`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unknown_product`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getPurchaseOrderPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description application/pdf: the A4 purchase order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": unknown;
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createPurchaseOrderFromSaleOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    supplier_id: string;
                    /** Format: uuid */
                    warehouse_id?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        UUID: string;
                        number: number;
                        /** @enum {string} */
                        status: "draft" | "sent" | "partly_received" | "received" | "closed" | "cancelled";
                        supplier: {
                            UUID: string;
                            name: string;
                        };
                        warehouse: {
                            UUID: string;
                            name: string;
                        };
                        expected_date: string | null;
                        createdAt: number;
                        totals: {
                            net: number;
                            vat: number;
                            total: number;
                        };
                        supplier_id: string;
                        ware_house_id: string;
                        sale_order_id: number | null;
                        address_id: number | null;
                        note: string;
                        sentAt: number | null;
                        lines: {
                            UUID: string;
                            product: string;
                            name: string;
                            quantity: number;
                            received: number;
                            remaining: number;
                            unit_cost: number;
                            vat_category: string;
                            net: number;
                            vat: number;
                            total: number;
                        }[];
                        receipts: {
                            UUID: string;
                            number: number;
                            warehouse: {
                                UUID: string;
                                name: string;
                            };
                            receivedAt: number;
                            pieces: number;
                        }[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `nothing_to_order`, `unknown_product`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `database_busy`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    sendPurchaseOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        UUID: string;
                        number: number;
                        /** @enum {string} */
                        status: "draft" | "sent" | "partly_received" | "received" | "closed" | "cancelled";
                        supplier: {
                            UUID: string;
                            name: string;
                        };
                        warehouse: {
                            UUID: string;
                            name: string;
                        };
                        expected_date: string | null;
                        createdAt: number;
                        totals: {
                            net: number;
                            vat: number;
                            total: number;
                        };
                        supplier_id: string;
                        ware_house_id: string;
                        sale_order_id: number | null;
                        address_id: number | null;
                        note: string;
                        sentAt: number | null;
                        lines: {
                            UUID: string;
                            product: string;
                            name: string;
                            quantity: number;
                            received: number;
                            remaining: number;
                            unit_cost: number;
                            vat_category: string;
                            net: number;
                            vat: number;
                            total: number;
                        }[];
                        receipts: {
                            UUID: string;
                            number: number;
                            warehouse: {
                                UUID: string;
                                name: string;
                            };
                            receivedAt: number;
                            pieces: number;
                        }[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `purchase_order_bad_state`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    cancelPurchaseOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        UUID: string;
                        number: number;
                        /** @enum {string} */
                        status: "draft" | "sent" | "partly_received" | "received" | "closed" | "cancelled";
                        supplier: {
                            UUID: string;
                            name: string;
                        };
                        warehouse: {
                            UUID: string;
                            name: string;
                        };
                        expected_date: string | null;
                        createdAt: number;
                        totals: {
                            net: number;
                            vat: number;
                            total: number;
                        };
                        supplier_id: string;
                        ware_house_id: string;
                        sale_order_id: number | null;
                        address_id: number | null;
                        note: string;
                        sentAt: number | null;
                        lines: {
                            UUID: string;
                            product: string;
                            name: string;
                            quantity: number;
                            received: number;
                            remaining: number;
                            unit_cost: number;
                            vat_category: string;
                            net: number;
                            vat: number;
                            total: number;
                        }[];
                        receipts: {
                            UUID: string;
                            number: number;
                            warehouse: {
                                UUID: string;
                                name: string;
                            };
                            receivedAt: number;
                            pieces: number;
                        }[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `purchase_order_bad_state`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    closePurchaseOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        UUID: string;
                        number: number;
                        /** @enum {string} */
                        status: "draft" | "sent" | "partly_received" | "received" | "closed" | "cancelled";
                        supplier: {
                            UUID: string;
                            name: string;
                        };
                        warehouse: {
                            UUID: string;
                            name: string;
                        };
                        expected_date: string | null;
                        createdAt: number;
                        totals: {
                            net: number;
                            vat: number;
                            total: number;
                        };
                        supplier_id: string;
                        ware_house_id: string;
                        sale_order_id: number | null;
                        address_id: number | null;
                        note: string;
                        sentAt: number | null;
                        lines: {
                            UUID: string;
                            product: string;
                            name: string;
                            quantity: number;
                            received: number;
                            remaining: number;
                            unit_cost: number;
                            vat_category: string;
                            net: number;
                            vat: number;
                            total: number;
                        }[];
                        receipts: {
                            UUID: string;
                            number: number;
                            warehouse: {
                                UUID: string;
                                name: string;
                            };
                            receivedAt: number;
                            pieces: number;
                        }[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `purchase_order_bad_state`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    receivePurchaseOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    purchase_order: string;
                    /** Format: uuid */
                    ware_house_id: string;
                    signature?: string | null;
                    note?: string | null;
                    description?: string | null;
                    products: {
                        /** Format: uuid */
                        line: string;
                        quantity: number;
                        serial_number?: (string | null) | (string | null)[];
                        lot_number?: string | null;
                        expiry_date?: string | null;
                        zone?: string | null;
                        aisle?: string | null;
                        bay?: string | null;
                        bin?: string | null;
                        comments?: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        UUID: string;
                        number: number;
                        purchase_order: string;
                        /** @enum {string} */
                        orderStatus: "draft" | "sent" | "partly_received" | "received" | "closed" | "cancelled";
                        ware_house_id: string;
                        note: string;
                        description: string;
                        signature: string | null;
                        receivedAt: number;
                        products: {
                            line: string;
                            product: string;
                            name: string;
                            quantity: number;
                            serial_number: string[];
                            lot_number: string;
                            expiry_date: string | null;
                            zone: string;
                            aisle: string;
                            bay: string;
                            bin: string;
                            comments: string;
                        }[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `purchase_order_not_receivable`, `over_receipt`, `serial_on_hand`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `purchase_order_line_unknown`, `serial_count_mismatch`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `database_busy`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getReceiveOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        UUID: string;
                        number: number;
                        purchase_order: string;
                        /** @enum {string} */
                        orderStatus: "draft" | "sent" | "partly_received" | "received" | "closed" | "cancelled";
                        ware_house_id: string;
                        note: string;
                        description: string;
                        signature: string | null;
                        receivedAt: number;
                        products: {
                            line: string;
                            product: string;
                            name: string;
                            quantity: number;
                            serial_number: string[];
                            lot_number: string;
                            expiry_date: string | null;
                            zone: string;
                            aisle: string;
                            bay: string;
                            bin: string;
                            comments: string;
                        }[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getSaleOrderPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description application/pdf: the A4 document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": unknown;
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getDeliveryOrderPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description application/pdf: the A4 document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": unknown;
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listSaleOrders: {
        parameters: {
            query?: {
                state?: "draft" | "confirmed" | "partly_delivered" | "delivered" | "invoiced" | "cancelled";
                customer_id?: string;
            };
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        uuid: string;
                        number: number;
                        /** @enum {string} */
                        state: "draft" | "confirmed" | "partly_delivered" | "delivered" | "invoiced" | "cancelled";
                        customer_id: string;
                        customer_name: string;
                        reference_number: string;
                        date: string;
                        due_date: string | null;
                        total: number;
                    }[];
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createSaleOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    customer_id: string;
                    /** Format: uuid */
                    address_id?: string | null;
                    /** Format: uuid */
                    payment_id?: string | null;
                    reference_number?: string | null;
                    date?: string;
                    /**
                     * @default SAR
                     * @enum {string}
                     */
                    currency_id?: "SAR";
                    note?: string | null;
                    lines: {
                        /** Format: uuid */
                        prod_id: string;
                        quantity: number;
                        unit_price?: number;
                        /** @default 0 */
                        discount?: number;
                        description?: string | null;
                        /** @enum {string} */
                        vat_id?: "S" | "Z" | "E" | "O";
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        uuid: string;
                        number: number;
                        /** @enum {string} */
                        state: "draft" | "confirmed" | "partly_delivered" | "delivered" | "invoiced" | "cancelled";
                        customer_id: string;
                        customer_name: string;
                        reference_number: string;
                        date: string;
                        due_date: string | null;
                        total: number;
                        address_id: string | null;
                        payment_id: string | null;
                        days: number;
                        currency_id: string;
                        note: string;
                        tax_exclusive: number;
                        vat_amount: number;
                        lines: {
                            uuid: string;
                            prod_id: string;
                            name: string;
                            description: string;
                            quantity: number;
                            unit_price: number;
                            discount: number;
                            vat_id: string;
                            vat_amount: number;
                            line_total: number;
                            delivered: number;
                            invoiced: number;
                        }[];
                        deliveries: {
                            uuid: string;
                            number: number;
                            at: number;
                        }[];
                        invoices: {
                            uuid: string;
                            number: number;
                        }[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unknown_product`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `database_busy`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getSaleOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        uuid: string;
                        number: number;
                        /** @enum {string} */
                        state: "draft" | "confirmed" | "partly_delivered" | "delivered" | "invoiced" | "cancelled";
                        customer_id: string;
                        customer_name: string;
                        reference_number: string;
                        date: string;
                        due_date: string | null;
                        total: number;
                        address_id: string | null;
                        payment_id: string | null;
                        days: number;
                        currency_id: string;
                        note: string;
                        tax_exclusive: number;
                        vat_amount: number;
                        lines: {
                            uuid: string;
                            prod_id: string;
                            name: string;
                            description: string;
                            quantity: number;
                            unit_price: number;
                            discount: number;
                            vat_id: string;
                            vat_amount: number;
                            line_total: number;
                            delivered: number;
                            invoiced: number;
                        }[];
                        deliveries: {
                            uuid: string;
                            number: number;
                            at: number;
                        }[];
                        invoices: {
                            uuid: string;
                            number: number;
                        }[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateSaleOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    customer_id: string;
                    /** Format: uuid */
                    address_id?: string | null;
                    /** Format: uuid */
                    payment_id?: string | null;
                    reference_number?: string | null;
                    date?: string;
                    /**
                     * @default SAR
                     * @enum {string}
                     */
                    currency_id?: "SAR";
                    note?: string | null;
                    lines: {
                        /** Format: uuid */
                        prod_id: string;
                        quantity: number;
                        unit_price?: number;
                        /** @default 0 */
                        discount?: number;
                        description?: string | null;
                        /** @enum {string} */
                        vat_id?: "S" | "Z" | "E" | "O";
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        uuid: string;
                        number: number;
                        /** @enum {string} */
                        state: "draft" | "confirmed" | "partly_delivered" | "delivered" | "invoiced" | "cancelled";
                        customer_id: string;
                        customer_name: string;
                        reference_number: string;
                        date: string;
                        due_date: string | null;
                        total: number;
                        address_id: string | null;
                        payment_id: string | null;
                        days: number;
                        currency_id: string;
                        note: string;
                        tax_exclusive: number;
                        vat_amount: number;
                        lines: {
                            uuid: string;
                            prod_id: string;
                            name: string;
                            description: string;
                            quantity: number;
                            unit_price: number;
                            discount: number;
                            vat_id: string;
                            vat_amount: number;
                            line_total: number;
                            delivered: number;
                            invoiced: number;
                        }[];
                        deliveries: {
                            uuid: string;
                            number: number;
                            at: number;
                        }[];
                        invoices: {
                            uuid: string;
                            number: number;
                        }[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `sale_order_not_editable`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unknown_product`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createSaleOrderFromQuotation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        uuid: string;
                        number: number;
                        /** @enum {string} */
                        state: "draft" | "confirmed" | "partly_delivered" | "delivered" | "invoiced" | "cancelled";
                        customer_id: string;
                        customer_name: string;
                        reference_number: string;
                        date: string;
                        due_date: string | null;
                        total: number;
                        address_id: string | null;
                        payment_id: string | null;
                        days: number;
                        currency_id: string;
                        note: string;
                        tax_exclusive: number;
                        vat_amount: number;
                        lines: {
                            uuid: string;
                            prod_id: string;
                            name: string;
                            description: string;
                            quantity: number;
                            unit_price: number;
                            discount: number;
                            vat_id: string;
                            vat_amount: number;
                            line_total: number;
                            delivered: number;
                            invoiced: number;
                        }[];
                        deliveries: {
                            uuid: string;
                            number: number;
                            at: number;
                        }[];
                        invoices: {
                            uuid: string;
                            number: number;
                        }[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `quotation_not_convertible`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `database_busy`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    confirmSaleOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        uuid: string;
                        number: number;
                        /** @enum {string} */
                        state: "draft" | "confirmed" | "partly_delivered" | "delivered" | "invoiced" | "cancelled";
                        customer_id: string;
                        customer_name: string;
                        reference_number: string;
                        date: string;
                        due_date: string | null;
                        total: number;
                        address_id: string | null;
                        payment_id: string | null;
                        days: number;
                        currency_id: string;
                        note: string;
                        tax_exclusive: number;
                        vat_amount: number;
                        lines: {
                            uuid: string;
                            prod_id: string;
                            name: string;
                            description: string;
                            quantity: number;
                            unit_price: number;
                            discount: number;
                            vat_id: string;
                            vat_amount: number;
                            line_total: number;
                            delivered: number;
                            invoiced: number;
                        }[];
                        deliveries: {
                            uuid: string;
                            number: number;
                            at: number;
                        }[];
                        invoices: {
                            uuid: string;
                            number: number;
                        }[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `sale_order_bad_state`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    cancelSaleOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        uuid: string;
                        number: number;
                        /** @enum {string} */
                        state: "draft" | "confirmed" | "partly_delivered" | "delivered" | "invoiced" | "cancelled";
                        customer_id: string;
                        customer_name: string;
                        reference_number: string;
                        date: string;
                        due_date: string | null;
                        total: number;
                        address_id: string | null;
                        payment_id: string | null;
                        days: number;
                        currency_id: string;
                        note: string;
                        tax_exclusive: number;
                        vat_amount: number;
                        lines: {
                            uuid: string;
                            prod_id: string;
                            name: string;
                            description: string;
                            quantity: number;
                            unit_price: number;
                            discount: number;
                            vat_id: string;
                            vat_amount: number;
                            line_total: number;
                            delivered: number;
                            invoiced: number;
                        }[];
                        deliveries: {
                            uuid: string;
                            number: number;
                            at: number;
                        }[];
                        invoices: {
                            uuid: string;
                            number: number;
                        }[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `sale_order_bad_state`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deliverSaleOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    sale_order_id: string;
                    /** Format: uuid */
                    address_id?: string | null;
                    /** Format: uuid */
                    warehouse_id?: string;
                    note?: string | null;
                    signature?: string;
                    lines?: {
                        /** Format: uuid */
                        line: string;
                        quantity: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        uuid: string;
                        number: number;
                        sale_order_id: string;
                        /** @enum {string} */
                        order_state: "draft" | "confirmed" | "partly_delivered" | "delivered" | "invoiced" | "cancelled";
                        warehouse_id: string;
                        note: string;
                        signed: boolean;
                        delivered_at: number;
                        lines: {
                            line: string;
                            prod_id: string;
                            name: string;
                            quantity: number;
                        }[];
                        stockWarning?: string;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `sale_order_not_deliverable`, `over_delivery`, `insufficient_stock`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `sale_order_line_unknown`, `signature_invalid`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `database_busy`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getDeliveryOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        uuid: string;
                        number: number;
                        sale_order_id: string;
                        /** @enum {string} */
                        order_state: "draft" | "confirmed" | "partly_delivered" | "delivered" | "invoiced" | "cancelled";
                        warehouse_id: string;
                        note: string;
                        signed: boolean;
                        delivered_at: number;
                        lines: {
                            line: string;
                            prod_id: string;
                            name: string;
                            quantity: number;
                        }[];
                        stockWarning?: string;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getDeliverySignature: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description image/png */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": unknown;
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    invoiceDeliveredPieces: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    sale_order_id?: string;
                    delivery_orders?: string[];
                    description?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        newid: number;
                        UUID: string;
                        customer_id: string;
                        totals: number;
                        no_of_quantity: number;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `nothing_to_invoice`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `delivery_clients_differ`, `buyer_address_incomplete`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `database_busy`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listProductStock: {
        parameters: {
            query?: {
                category?: string;
                warehouse?: string;
            };
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ID: number;
                        UUID: string;
                        name: string;
                        productName: string;
                        image: string;
                        url: string;
                        categoryid: string;
                        category: string;
                        opening: number;
                        received: number;
                        sold: number;
                        remaining: number;
                        lowStockThreshold: number;
                        low: boolean;
                        unit_cost: number | null;
                        value: number;
                    }[];
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listCategoryStock: {
        parameters: {
            query?: {
                warehouse?: string;
            };
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        UUID: string;
                        name: string;
                        products: number;
                        opening: number;
                        received: number;
                        sold: number;
                        remaining: number;
                        lowCount: number;
                    }[];
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listStockLots: {
        parameters: {
            query?: {
                product?: string;
                warehouse?: string;
            };
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        product: string;
                        name: string;
                        warehouse: {
                            UUID: string;
                            name: string;
                        };
                        lot_number: string;
                        expiry_date: string | null;
                        onHand: number;
                    }[];
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listNearExpiryLots: {
        parameters: {
            query?: {
                days?: number;
                warehouse?: string;
            };
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        product: string;
                        name: string;
                        warehouse: {
                            UUID: string;
                            name: string;
                        };
                        lot_number: string;
                        expiry_date: string | null;
                        onHand: number;
                        expired: boolean;
                        today: string;
                    }[];
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    setLowStockThreshold: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lowStockThreshold: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listWarehouses: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        UUID: string;
                        name: string;
                        address: string;
                        isDefault: boolean;
                        onHand: number;
                        locations: {
                            zone: string;
                            aisle: string;
                            bay: string;
                            bin: string;
                        }[];
                    }[];
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createWarehouse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    address?: string | null;
                    locations?: {
                        zone?: string | null;
                        aisle?: string | null;
                        bay?: string | null;
                        bin?: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        UUID: string;
                        name: string;
                        address: string;
                        isDefault: boolean;
                        onHand: number;
                        locations: {
                            zone: string;
                            aisle: string;
                            bay: string;
                            bin: string;
                        }[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `warehouse_name_taken`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getWarehouse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        UUID: string;
                        name: string;
                        address: string;
                        isDefault: boolean;
                        onHand: number;
                        locations: {
                            zone: string;
                            aisle: string;
                            bay: string;
                            bin: string;
                        }[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateWarehouse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    address?: string | null;
                    locations?: {
                        zone?: string | null;
                        aisle?: string | null;
                        bay?: string | null;
                        bin?: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        UUID: string;
                        name: string;
                        address: string;
                        isDefault: boolean;
                        onHand: number;
                        locations: {
                            zone: string;
                            aisle: string;
                            bay: string;
                            bin: string;
                        }[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `warehouse_name_taken`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteWarehouse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `warehouse_last`, `warehouse_has_stock`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listStockCounts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        UUID: string;
                        warehouse: {
                            UUID: string;
                            name: string;
                        };
                        category: {
                            UUID: string;
                            name: string;
                        } | null;
                        /** @enum {string} */
                        status: "open" | "posted";
                        reason: string;
                        createdAt: number;
                        postedAt: number | null;
                        products: number;
                    }[];
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createStockCount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    warehouse: string;
                    /** Format: uuid */
                    category?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        UUID: string;
                        warehouse: {
                            UUID: string;
                            name: string;
                        };
                        category: {
                            UUID: string;
                            name: string;
                        } | null;
                        /** @enum {string} */
                        status: "open" | "posted";
                        reason: string;
                        createdAt: number;
                        postedAt: number | null;
                        lines: {
                            product: string;
                            name: string;
                            expected: number;
                            counted: number | null;
                            difference: number | null;
                            reason: string;
                        }[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getStockCount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        UUID: string;
                        warehouse: {
                            UUID: string;
                            name: string;
                        };
                        category: {
                            UUID: string;
                            name: string;
                        } | null;
                        /** @enum {string} */
                        status: "open" | "posted";
                        reason: string;
                        createdAt: number;
                        postedAt: number | null;
                        lines: {
                            product: string;
                            name: string;
                            expected: number;
                            counted: number | null;
                            difference: number | null;
                            reason: string;
                        }[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    enterStockCounted: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lines: {
                        /** Format: uuid */
                        product: string;
                        counted: number;
                        reason?: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        UUID: string;
                        warehouse: {
                            UUID: string;
                            name: string;
                        };
                        category: {
                            UUID: string;
                            name: string;
                        } | null;
                        /** @enum {string} */
                        status: "open" | "posted";
                        reason: string;
                        createdAt: number;
                        postedAt: number | null;
                        lines: {
                            product: string;
                            name: string;
                            expected: number;
                            counted: number | null;
                            difference: number | null;
                            reason: string;
                        }[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `count_posted`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unknown_product`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postStockCount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        UUID: string;
                        warehouse: {
                            UUID: string;
                            name: string;
                        };
                        category: {
                            UUID: string;
                            name: string;
                        } | null;
                        /** @enum {string} */
                        status: "open" | "posted";
                        reason: string;
                        createdAt: number;
                        postedAt: number | null;
                        lines: {
                            product: string;
                            name: string;
                            expected: number;
                            counted: number | null;
                            difference: number | null;
                            reason: string;
                        }[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `count_posted`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `database_busy`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listStockTransfers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        UUID: string;
                        from: {
                            UUID: string;
                            name: string;
                        };
                        to: {
                            UUID: string;
                            name: string;
                        };
                        note: string;
                        createdAt: number;
                        lines: {
                            product: string;
                            name: string;
                            quantity: number;
                        }[];
                    }[];
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createStockTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    from: string;
                    /** Format: uuid */
                    to: string;
                    note?: string | null;
                    lines: {
                        /** Format: uuid */
                        product: string;
                        quantity: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        UUID: string;
                        from: {
                            UUID: string;
                            name: string;
                        };
                        to: {
                            UUID: string;
                            name: string;
                        };
                        note: string;
                        createdAt: number;
                        lines: {
                            product: string;
                            name: string;
                            quantity: number;
                        }[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `insufficient_stock`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `transfer_same_warehouse`, `unknown_product`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `database_busy`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getZatcaOnboarding: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        mode: "off" | "offline" | "simulation" | "production";
                        /** @enum {string} */
                        status: "none" | "compliance" | "production";
                        environment: string | null;
                        certificateSerial: string | null;
                        certificateExpiresAt: number | null;
                        /** @enum {string|null} */
                        certificateRenewal: "valid" | "renew_soon" | "expired" | null;
                        certificateDaysLeft: number | null;
                        keyUnreadable: boolean;
                        stepsDone: ("csr" | "compliance_csid" | "compliance_invoices" | "production_csid" | "renewal")[];
                        lastError: {
                            /** @enum {string} */
                            step: "csr" | "compliance_csid" | "compliance_invoices" | "production_csid" | "renewal";
                            code: string;
                            messages: {
                                code: string;
                                message: string;
                                messageAr: string;
                            }[];
                        } | null;
                        attention: {
                            code: string;
                            at: number;
                            messages: {
                                code: string;
                                message: string;
                                messageAr: string;
                            }[];
                        } | null;
                        certificateExpired: boolean;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    onboardZatca: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    otp?: string;
                    groupMemberTin?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        mode: "off" | "offline" | "simulation" | "production";
                        /** @enum {string} */
                        status: "none" | "compliance" | "production";
                        environment: string | null;
                        certificateSerial: string | null;
                        certificateExpiresAt: number | null;
                        /** @enum {string|null} */
                        certificateRenewal: "valid" | "renew_soon" | "expired" | null;
                        certificateDaysLeft: number | null;
                        keyUnreadable: boolean;
                        stepsDone: ("csr" | "compliance_csid" | "compliance_invoices" | "production_csid" | "renewal")[];
                        lastError: {
                            /** @enum {string} */
                            step: "csr" | "compliance_csid" | "compliance_invoices" | "production_csid" | "renewal";
                            code: string;
                            messages: {
                                code: string;
                                message: string;
                                messageAr: string;
                            }[];
                        } | null;
                        attention: {
                            code: string;
                            at: number;
                            messages: {
                                code: string;
                                message: string;
                                messageAr: string;
                            }[];
                        } | null;
                        certificateExpired: boolean;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `zatca_onboarding_unavailable`, `zatca_onboarding_running`, `zatca_profile_incomplete`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `zatca_rejected`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `zatca_unreachable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listTills: {
        parameters: {
            query?: {
                archived?: "0" | "1";
            };
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tills: {
                            id: number;
                            name: string;
                            archived: boolean;
                            printerAddress: string | null;
                            lastZNumber: number;
                            openShift: {
                                id: number;
                                tillId: number;
                                tillName: string;
                                cashier: {
                                    id: number;
                                    name: string;
                                };
                                /** @enum {string} */
                                state: "open" | "closed";
                                openedAt: string;
                                closedAt: string | null;
                                businessDay: string;
                                pastBusinessDay: boolean;
                                forced: boolean;
                                zNumber: number | null;
                                openingFloat: number;
                                /** @description null while open and for a listing the cashier may not see */
                                expectedCash: number | null;
                                countedCash: number | null;
                                overShort: number | null;
                                salesCount: number;
                                /** @description TaxInclusiveAmount of its invoices, SAR */
                                salesTotal: number;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createTill: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @description this till's thermal printer host:port; null/'' = the business's printer */
                    printerAddress?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        till: {
                            id: number;
                            name: string;
                            archived: boolean;
                            printerAddress: string | null;
                            lastZNumber: number;
                            openShift: {
                                id: number;
                                tillId: number;
                                tillName: string;
                                cashier: {
                                    id: number;
                                    name: string;
                                };
                                /** @enum {string} */
                                state: "open" | "closed";
                                openedAt: string;
                                closedAt: string | null;
                                businessDay: string;
                                pastBusinessDay: boolean;
                                forced: boolean;
                                zNumber: number | null;
                                openingFloat: number;
                                /** @description null while open and for a listing the cashier may not see */
                                expectedCash: number | null;
                                countedCash: number | null;
                                overShort: number | null;
                                salesCount: number;
                                /** @description TaxInclusiveAmount of its invoices, SAR */
                                salesTotal: number;
                            } | null;
                        };
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateTill: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                tillId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @description this till's thermal printer host:port; null/'' = the business's printer */
                    printerAddress?: string | null;
                    archived?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        till: {
                            id: number;
                            name: string;
                            archived: boolean;
                            printerAddress: string | null;
                            lastZNumber: number;
                            openShift: {
                                id: number;
                                tillId: number;
                                tillName: string;
                                cashier: {
                                    id: number;
                                    name: string;
                                };
                                /** @enum {string} */
                                state: "open" | "closed";
                                openedAt: string;
                                closedAt: string | null;
                                businessDay: string;
                                pastBusinessDay: boolean;
                                forced: boolean;
                                zNumber: number | null;
                                openingFloat: number;
                                /** @description null while open and for a listing the cashier may not see */
                                expectedCash: number | null;
                                countedCash: number | null;
                                overShort: number | null;
                                salesCount: number;
                                /** @description TaxInclusiveAmount of its invoices, SAR */
                                salesTotal: number;
                            } | null;
                        };
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `till_has_open_shift`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getOpenShift: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                tillId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        shift: {
                            id: number;
                            tillId: number;
                            tillName: string;
                            cashier: {
                                id: number;
                                name: string;
                            };
                            /** @enum {string} */
                            state: "open" | "closed";
                            openedAt: string;
                            closedAt: string | null;
                            businessDay: string;
                            pastBusinessDay: boolean;
                            forced: boolean;
                            zNumber: number | null;
                            openingFloat: number;
                            /** @description null while open and for a listing the cashier may not see */
                            expectedCash: number | null;
                            countedCash: number | null;
                            overShort: number | null;
                            salesCount: number;
                            /** @description TaxInclusiveAmount of its invoices, SAR */
                            salesTotal: number;
                        } | null;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    openShift: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                tillId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description pieces counted per denomination key (n500 … c001); a missing key counts 0 */
                    count?: {
                        [key: string]: number;
                    };
                    /** @description SAR; used only when no count is given */
                    amount?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        shift: {
                            id: number;
                            tillId: number;
                            tillName: string;
                            cashier: {
                                id: number;
                                name: string;
                            };
                            /** @enum {string} */
                            state: "open" | "closed";
                            openedAt: string;
                            closedAt: string | null;
                            businessDay: string;
                            pastBusinessDay: boolean;
                            forced: boolean;
                            zNumber: number | null;
                            openingFloat: number;
                            /** @description null while open and for a listing the cashier may not see */
                            expectedCash: number | null;
                            countedCash: number | null;
                            overShort: number | null;
                            salesCount: number;
                            /** @description TaxInclusiveAmount of its invoices, SAR */
                            salesTotal: number;
                        };
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `till_archived`, `shift_already_open`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    recordCashMovement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                shiftId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    direction: "in" | "out";
                    amount: number;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        movement: {
                            id: number;
                            /** @enum {string} */
                            direction: "in" | "out";
                            amount: number;
                            reason: string;
                            at: string;
                            by: {
                                id: number;
                                name: string;
                            };
                        };
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `shift_closed`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    closeShift: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                shiftId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description pieces counted per denomination key (n500 … c001); a missing key counts 0 */
                    count?: {
                        [key: string]: number;
                    };
                    /** @description SAR; used only when no count is given */
                    amount?: number;
                    /** @description the card terminal's batch total, SAR */
                    cardBatchTotal?: number;
                    approval?: {
                        username: string;
                        password: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        shift: {
                            id: number;
                            tillId: number;
                            tillName: string;
                            cashier: {
                                id: number;
                                name: string;
                            };
                            /** @enum {string} */
                            state: "open" | "closed";
                            openedAt: string;
                            closedAt: string | null;
                            businessDay: string;
                            pastBusinessDay: boolean;
                            forced: boolean;
                            zNumber: number | null;
                            openingFloat: number;
                            /** @description null while open and for a listing the cashier may not see */
                            expectedCash: number | null;
                            countedCash: number | null;
                            overShort: number | null;
                            salesCount: number;
                            /** @description TaxInclusiveAmount of its invoices, SAR */
                            salesTotal: number;
                        };
                        comparison: {
                            expectedCash: number;
                            countedCash: number;
                            overShort: number;
                            limit: number;
                            needsApproval: boolean;
                        } | null;
                        report: {
                            /** @enum {string} */
                            kind: "X" | "Z";
                            zNumber: number | null;
                            business: {
                                nameAr: string;
                                nameEn: string;
                                vatNumber: string;
                            };
                            till: {
                                id: number;
                                name: string;
                            };
                            cashier: {
                                id: number;
                                name: string;
                            };
                            openedAt: string;
                            closedAt: string | null;
                            printedAt: string;
                            forced: boolean;
                            approvedBy: {
                                id: number;
                                name: string;
                            } | null;
                            invoices: {
                                first: number | null;
                                last: number | null;
                                count: number;
                            };
                            byMeans: {
                                /** @enum {string} */
                                code: "10" | "24" | "42" | "45" | "48";
                                count: number;
                                /** @description TaxInclusiveAmount, SAR */
                                total: number;
                            }[];
                            creditNotes: {
                                count: number;
                                total: number;
                            };
                            debitNotes: {
                                count: number;
                                total: number;
                            };
                            /** @description AllowanceTotalAmount of the invoices, SAR */
                            discounts: number;
                            vat: {
                                /** @enum {string} */
                                category: "S" | "Z" | "E" | "O";
                                percent: number;
                                taxable: number;
                                vat: number;
                            }[];
                            net: number;
                            vatTotal: number;
                            gross: number;
                            /** @description gross of the invoices / their count; 0 with none */
                            averageTicket: number;
                            byCategory: {
                                category: string | null;
                                quantity: number;
                                total: number;
                            }[];
                            movements: {
                                id: number;
                                /** @enum {string} */
                                direction: "in" | "out";
                                amount: number;
                                reason: string;
                                at: string;
                                by: {
                                    id: number;
                                    name: string;
                                };
                            }[];
                            cash: {
                                openingFloat: number;
                                /** @description means 10 and 45 */
                                cashSales: number;
                                /** @description credit notes paid back in cash */
                                cashRefunds: number;
                                /** @description credit invoices collected in cash at this till */
                                cashCollections: number;
                                cashIn: number;
                                cashOut: number;
                                /** @description null in the X report a cashier reads of their own shift: the close is blind */
                                expected: number | null;
                                counted: number | null;
                                overShort: number | null;
                            };
                            card: {
                                /** @description means 48, net of card refunds, plus card collections */
                                sales: number;
                                batchTotal: number | null;
                                difference: number | null;
                            };
                            credit: {
                                count: number;
                                total: number;
                            };
                            apps: {
                                count: number;
                                total: number;
                            };
                            /** @description pieces counted per denomination key (n500 … c001); a missing key counts 0 */
                            openingCount: {
                                [key: string]: number;
                            } | null;
                            /** @description pieces counted per denomination key (n500 … c001); a missing key counts 0 */
                            closingCount: {
                                [key: string]: number;
                            } | null;
                        };
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `shift_approval_refused`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `shift_closed`, `shift_approval_required`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                        details?: {
                            expectedCash: number;
                            countedCash: number;
                            overShort: number;
                            limit: number;
                            needsApproval: boolean;
                        };
                    };
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `too_many_attempts`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    forceCloseShift: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                shiftId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        shift: {
                            id: number;
                            tillId: number;
                            tillName: string;
                            cashier: {
                                id: number;
                                name: string;
                            };
                            /** @enum {string} */
                            state: "open" | "closed";
                            openedAt: string;
                            closedAt: string | null;
                            businessDay: string;
                            pastBusinessDay: boolean;
                            forced: boolean;
                            zNumber: number | null;
                            openingFloat: number;
                            /** @description null while open and for a listing the cashier may not see */
                            expectedCash: number | null;
                            countedCash: number | null;
                            overShort: number | null;
                            salesCount: number;
                            /** @description TaxInclusiveAmount of its invoices, SAR */
                            salesTotal: number;
                        };
                        comparison: {
                            expectedCash: number;
                            countedCash: number;
                            overShort: number;
                            limit: number;
                            needsApproval: boolean;
                        } | null;
                        report: {
                            /** @enum {string} */
                            kind: "X" | "Z";
                            zNumber: number | null;
                            business: {
                                nameAr: string;
                                nameEn: string;
                                vatNumber: string;
                            };
                            till: {
                                id: number;
                                name: string;
                            };
                            cashier: {
                                id: number;
                                name: string;
                            };
                            openedAt: string;
                            closedAt: string | null;
                            printedAt: string;
                            forced: boolean;
                            approvedBy: {
                                id: number;
                                name: string;
                            } | null;
                            invoices: {
                                first: number | null;
                                last: number | null;
                                count: number;
                            };
                            byMeans: {
                                /** @enum {string} */
                                code: "10" | "24" | "42" | "45" | "48";
                                count: number;
                                /** @description TaxInclusiveAmount, SAR */
                                total: number;
                            }[];
                            creditNotes: {
                                count: number;
                                total: number;
                            };
                            debitNotes: {
                                count: number;
                                total: number;
                            };
                            /** @description AllowanceTotalAmount of the invoices, SAR */
                            discounts: number;
                            vat: {
                                /** @enum {string} */
                                category: "S" | "Z" | "E" | "O";
                                percent: number;
                                taxable: number;
                                vat: number;
                            }[];
                            net: number;
                            vatTotal: number;
                            gross: number;
                            /** @description gross of the invoices / their count; 0 with none */
                            averageTicket: number;
                            byCategory: {
                                category: string | null;
                                quantity: number;
                                total: number;
                            }[];
                            movements: {
                                id: number;
                                /** @enum {string} */
                                direction: "in" | "out";
                                amount: number;
                                reason: string;
                                at: string;
                                by: {
                                    id: number;
                                    name: string;
                                };
                            }[];
                            cash: {
                                openingFloat: number;
                                /** @description means 10 and 45 */
                                cashSales: number;
                                /** @description credit notes paid back in cash */
                                cashRefunds: number;
                                /** @description credit invoices collected in cash at this till */
                                cashCollections: number;
                                cashIn: number;
                                cashOut: number;
                                /** @description null in the X report a cashier reads of their own shift: the close is blind */
                                expected: number | null;
                                counted: number | null;
                                overShort: number | null;
                            };
                            card: {
                                /** @description means 48, net of card refunds, plus card collections */
                                sales: number;
                                batchTotal: number | null;
                                difference: number | null;
                            };
                            credit: {
                                count: number;
                                total: number;
                            };
                            apps: {
                                count: number;
                                total: number;
                            };
                            /** @description pieces counted per denomination key (n500 … c001); a missing key counts 0 */
                            openingCount: {
                                [key: string]: number;
                            } | null;
                            /** @description pieces counted per denomination key (n500 … c001); a missing key counts 0 */
                            closingCount: {
                                [key: string]: number;
                            } | null;
                        };
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `shift_closed`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    countClosedShift: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                shiftId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description pieces counted per denomination key (n500 … c001); a missing key counts 0 */
                    count?: {
                        [key: string]: number;
                    };
                    /** @description SAR; used only when no count is given */
                    amount?: number;
                    cardBatchTotal?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        shift: {
                            id: number;
                            tillId: number;
                            tillName: string;
                            cashier: {
                                id: number;
                                name: string;
                            };
                            /** @enum {string} */
                            state: "open" | "closed";
                            openedAt: string;
                            closedAt: string | null;
                            businessDay: string;
                            pastBusinessDay: boolean;
                            forced: boolean;
                            zNumber: number | null;
                            openingFloat: number;
                            /** @description null while open and for a listing the cashier may not see */
                            expectedCash: number | null;
                            countedCash: number | null;
                            overShort: number | null;
                            salesCount: number;
                            /** @description TaxInclusiveAmount of its invoices, SAR */
                            salesTotal: number;
                        };
                        comparison: {
                            expectedCash: number;
                            countedCash: number;
                            overShort: number;
                            limit: number;
                            needsApproval: boolean;
                        } | null;
                        report: {
                            /** @enum {string} */
                            kind: "X" | "Z";
                            zNumber: number | null;
                            business: {
                                nameAr: string;
                                nameEn: string;
                                vatNumber: string;
                            };
                            till: {
                                id: number;
                                name: string;
                            };
                            cashier: {
                                id: number;
                                name: string;
                            };
                            openedAt: string;
                            closedAt: string | null;
                            printedAt: string;
                            forced: boolean;
                            approvedBy: {
                                id: number;
                                name: string;
                            } | null;
                            invoices: {
                                first: number | null;
                                last: number | null;
                                count: number;
                            };
                            byMeans: {
                                /** @enum {string} */
                                code: "10" | "24" | "42" | "45" | "48";
                                count: number;
                                /** @description TaxInclusiveAmount, SAR */
                                total: number;
                            }[];
                            creditNotes: {
                                count: number;
                                total: number;
                            };
                            debitNotes: {
                                count: number;
                                total: number;
                            };
                            /** @description AllowanceTotalAmount of the invoices, SAR */
                            discounts: number;
                            vat: {
                                /** @enum {string} */
                                category: "S" | "Z" | "E" | "O";
                                percent: number;
                                taxable: number;
                                vat: number;
                            }[];
                            net: number;
                            vatTotal: number;
                            gross: number;
                            /** @description gross of the invoices / their count; 0 with none */
                            averageTicket: number;
                            byCategory: {
                                category: string | null;
                                quantity: number;
                                total: number;
                            }[];
                            movements: {
                                id: number;
                                /** @enum {string} */
                                direction: "in" | "out";
                                amount: number;
                                reason: string;
                                at: string;
                                by: {
                                    id: number;
                                    name: string;
                                };
                            }[];
                            cash: {
                                openingFloat: number;
                                /** @description means 10 and 45 */
                                cashSales: number;
                                /** @description credit notes paid back in cash */
                                cashRefunds: number;
                                /** @description credit invoices collected in cash at this till */
                                cashCollections: number;
                                cashIn: number;
                                cashOut: number;
                                /** @description null in the X report a cashier reads of their own shift: the close is blind */
                                expected: number | null;
                                counted: number | null;
                                overShort: number | null;
                            };
                            card: {
                                /** @description means 48, net of card refunds, plus card collections */
                                sales: number;
                                batchTotal: number | null;
                                difference: number | null;
                            };
                            credit: {
                                count: number;
                                total: number;
                            };
                            apps: {
                                count: number;
                                total: number;
                            };
                            /** @description pieces counted per denomination key (n500 … c001); a missing key counts 0 */
                            openingCount: {
                                [key: string]: number;
                            } | null;
                            /** @description pieces counted per denomination key (n500 … c001); a missing key counts 0 */
                            closingCount: {
                                [key: string]: number;
                            } | null;
                        };
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `shift_not_closed`, `shift_already_counted`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listModifierGroups: {
        parameters: {
            query?: {
                archived?: "0" | "1";
            };
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        groups: {
                            id: number;
                            name: string;
                            nameEn: string;
                            required: boolean;
                            minChoices: number;
                            maxChoices: number;
                            position: number;
                            archived: boolean;
                            options: {
                                id: number;
                                name: string;
                                nameEn: string;
                                priceChange: number;
                                archived: boolean;
                            }[];
                            productIds: number[];
                            categoryIds: number[];
                        }[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `restaurant_only`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createModifierGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    nameEn?: string | null;
                    /** @default false */
                    required?: boolean;
                    /** @default 0 */
                    minChoices?: number;
                    /** @default 1 */
                    maxChoices?: number;
                    options: {
                        id?: number;
                        name: string;
                        nameEn?: string | null;
                        /** @default 0 */
                        priceChange?: number;
                    }[];
                    /** @default [] */
                    productIds?: number[];
                    /** @default [] */
                    categoryIds?: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        group: {
                            id: number;
                            name: string;
                            nameEn: string;
                            required: boolean;
                            minChoices: number;
                            maxChoices: number;
                            position: number;
                            archived: boolean;
                            options: {
                                id: number;
                                name: string;
                                nameEn: string;
                                priceChange: number;
                                archived: boolean;
                            }[];
                            productIds: number[];
                            categoryIds: number[];
                        };
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `restaurant_only`, `validation_failed`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateModifierGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                groupId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    nameEn?: string | null;
                    /** @default false */
                    required?: boolean;
                    /** @default 0 */
                    minChoices?: number;
                    /** @default 1 */
                    maxChoices?: number;
                    options: {
                        id?: number;
                        name: string;
                        nameEn?: string | null;
                        /** @default 0 */
                        priceChange?: number;
                    }[];
                    /** @default [] */
                    productIds?: number[];
                    /** @default [] */
                    categoryIds?: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        group: {
                            id: number;
                            name: string;
                            nameEn: string;
                            required: boolean;
                            minChoices: number;
                            maxChoices: number;
                            position: number;
                            archived: boolean;
                            options: {
                                id: number;
                                name: string;
                                nameEn: string;
                                priceChange: number;
                                archived: boolean;
                            }[];
                            productIds: number[];
                            categoryIds: number[];
                        };
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `restaurant_only`, `validation_failed`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    archiveModifierGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                groupId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `restaurant_only`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getSalesByModifier: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        from: string;
                        to: string;
                        rows: {
                            group: string;
                            option: string;
                            quantity: number;
                            amount: number;
                        }[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `restaurant_only`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listKitchenStations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        stations: {
                            id: number;
                            name: string;
                            printerAddress: string | null;
                            paperWidthMm: number;
                            position: number;
                            productIds: number[];
                            categoryIds: number[];
                        }[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `restaurant_only`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createKitchenStation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @description thermal printer: host or host:port (port 9100 by default); empty or null = none */
                    printerAddress?: string | null;
                    /** @description receipt paper width in mm: 80 or 58 */
                    paperWidthMm?: number;
                    /** @default [] */
                    productIds?: number[];
                    /** @default [] */
                    categoryIds?: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        station: {
                            id: number;
                            name: string;
                            printerAddress: string | null;
                            paperWidthMm: number;
                            position: number;
                            productIds: number[];
                            categoryIds: number[];
                        };
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `restaurant_only`, `validation_failed`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateKitchenStation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                stationId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @description thermal printer: host or host:port (port 9100 by default); empty or null = none */
                    printerAddress?: string | null;
                    /** @description receipt paper width in mm: 80 or 58 */
                    paperWidthMm?: number;
                    /** @default [] */
                    productIds?: number[];
                    /** @default [] */
                    categoryIds?: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        station: {
                            id: number;
                            name: string;
                            printerAddress: string | null;
                            paperWidthMm: number;
                            position: number;
                            productIds: number[];
                            categoryIds: number[];
                        };
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `restaurant_only`, `validation_failed`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    archiveKitchenStation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                stationId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `restaurant_only`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listKitchenOrders: {
        parameters: {
            query?: {
                stationId?: number;
            };
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        now: number;
                        cards: {
                            orderId: number;
                            number: number;
                            /** @enum {string} */
                            orderType: "dine_in" | "takeaway" | "delivery";
                            table: string;
                            stationId: number | null;
                            stationName: string;
                            since: number;
                            version: number;
                            ready: boolean;
                            lines: {
                                id: number;
                                name: string;
                                choices: string[];
                                kitchenNote: string;
                                quantity: number;
                                round: number;
                                readyAt: number | null;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `restaurant_only`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    markKitchenLineReady: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                lineId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default true */
                    ready?: boolean;
                    stationId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        orderId: number;
                        number: number;
                        /** @enum {string} */
                        orderType: "dine_in" | "takeaway" | "delivery";
                        table: string;
                        stationId: number | null;
                        stationName: string;
                        since: number;
                        version: number;
                        ready: boolean;
                        lines: {
                            id: number;
                            name: string;
                            choices: string[];
                            kitchenNote: string;
                            quantity: number;
                            round: number;
                            readyAt: number | null;
                        }[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `held_order_closed`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `restaurant_only`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    markHeldOrderReady: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                orderId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default true */
                    ready?: boolean;
                    stationId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: {
                            id: number;
                            number: number;
                            businessDay: string;
                            /** @enum {string} */
                            status: "open" | "paid" | "cancelled";
                            /** @enum {string} */
                            orderType: "dine_in" | "takeaway" | "delivery";
                            table: string;
                            delivery: {
                                name: unknown;
                                phone: unknown;
                                address: unknown;
                                reference: unknown;
                            };
                            tillId: number | null;
                            createdBy: string;
                            createdAt: number;
                            updatedAt: number;
                            version: number;
                            pastBusinessDay: boolean;
                            ready: boolean;
                            lines: {
                                id: number;
                                productId: number;
                                name: string;
                                choices: string[];
                                modifierIds: number[];
                                kitchenNote: string;
                                quantity: number;
                                unitPrice: number;
                                round: number;
                                stationId: number | null;
                                stationName: string;
                                addedBy: string;
                                addedAt: number;
                                readyAt: number | null;
                                invoiceNumber: number | null;
                            }[];
                            TaxInclusiveAmount: number;
                            invoices: {
                                ID: number;
                                UUID: string;
                                part: number;
                            }[];
                        };
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `held_order_closed`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `restaurant_only`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    streamKitchenEvents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/event-stream: the change notices, until the client leaves */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `restaurant_only`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listHeldOrders: {
        parameters: {
            query?: {
                status?: "open" | "paid" | "cancelled";
            };
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        orders: {
                            id: number;
                            number: number;
                            businessDay: string;
                            /** @enum {string} */
                            status: "open" | "paid" | "cancelled";
                            /** @enum {string} */
                            orderType: "dine_in" | "takeaway" | "delivery";
                            table: string;
                            delivery: {
                                name: unknown;
                                phone: unknown;
                                address: unknown;
                                reference: unknown;
                            };
                            tillId: number | null;
                            createdBy: string;
                            createdAt: number;
                            updatedAt: number;
                            version: number;
                            pastBusinessDay: boolean;
                            ready: boolean;
                            lines: {
                                id: number;
                                productId: number;
                                name: string;
                                choices: string[];
                                modifierIds: number[];
                                kitchenNote: string;
                                quantity: number;
                                unitPrice: number;
                                round: number;
                                stationId: number | null;
                                stationName: string;
                                addedBy: string;
                                addedAt: number;
                                readyAt: number | null;
                                invoiceNumber: number | null;
                            }[];
                            TaxInclusiveAmount: number;
                            invoices: {
                                ID: number;
                                UUID: string;
                                part: number;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `restaurant_only`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    openHeldOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default dine_in
                     * @enum {string}
                     */
                    orderType?: "dine_in" | "takeaway" | "delivery";
                    table?: string | null;
                    delivery?: {
                        name?: string | null;
                        phone?: string | null;
                        address?: string | null;
                        reference?: string | null;
                    };
                    /** @description the till the document is made at; it records the till and its open shift */
                    tillId?: number;
                    lines: {
                        ID: number;
                        InvoicedQuantity: number;
                        Modifiers?: number[];
                        kitchenNote?: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: {
                            id: number;
                            number: number;
                            businessDay: string;
                            /** @enum {string} */
                            status: "open" | "paid" | "cancelled";
                            /** @enum {string} */
                            orderType: "dine_in" | "takeaway" | "delivery";
                            table: string;
                            delivery: {
                                name: unknown;
                                phone: unknown;
                                address: unknown;
                                reference: unknown;
                            };
                            tillId: number | null;
                            createdBy: string;
                            createdAt: number;
                            updatedAt: number;
                            version: number;
                            pastBusinessDay: boolean;
                            ready: boolean;
                            lines: {
                                id: number;
                                productId: number;
                                name: string;
                                choices: string[];
                                modifierIds: number[];
                                kitchenNote: string;
                                quantity: number;
                                unitPrice: number;
                                round: number;
                                stationId: number | null;
                                stationName: string;
                                addedBy: string;
                                addedAt: number;
                                readyAt: number | null;
                                invoiceNumber: number | null;
                            }[];
                            TaxInclusiveAmount: number;
                            invoices: {
                                ID: number;
                                UUID: string;
                                part: number;
                            }[];
                        };
                        round: number;
                        tickets: {
                            stationId: number | null;
                            stationName: string;
                            printed: boolean;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `empty_cart`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `shift_required`, `till_archived`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `restaurant_only`, `unknown_product`, `modifier_required`, `modifier_choices`, `unknown_modifier`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getHeldOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                orderId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: {
                            id: number;
                            number: number;
                            businessDay: string;
                            /** @enum {string} */
                            status: "open" | "paid" | "cancelled";
                            /** @enum {string} */
                            orderType: "dine_in" | "takeaway" | "delivery";
                            table: string;
                            delivery: {
                                name: unknown;
                                phone: unknown;
                                address: unknown;
                                reference: unknown;
                            };
                            tillId: number | null;
                            createdBy: string;
                            createdAt: number;
                            updatedAt: number;
                            version: number;
                            pastBusinessDay: boolean;
                            ready: boolean;
                            lines: {
                                id: number;
                                productId: number;
                                name: string;
                                choices: string[];
                                modifierIds: number[];
                                kitchenNote: string;
                                quantity: number;
                                unitPrice: number;
                                round: number;
                                stationId: number | null;
                                stationName: string;
                                addedBy: string;
                                addedAt: number;
                                readyAt: number | null;
                                invoiceNumber: number | null;
                            }[];
                            TaxInclusiveAmount: number;
                            invoices: {
                                ID: number;
                                UUID: string;
                                part: number;
                            }[];
                        };
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `restaurant_only`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    addHeldOrderLines: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                orderId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lines: {
                        ID: number;
                        InvoicedQuantity: number;
                        Modifiers?: number[];
                        kitchenNote?: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: {
                            id: number;
                            number: number;
                            businessDay: string;
                            /** @enum {string} */
                            status: "open" | "paid" | "cancelled";
                            /** @enum {string} */
                            orderType: "dine_in" | "takeaway" | "delivery";
                            table: string;
                            delivery: {
                                name: unknown;
                                phone: unknown;
                                address: unknown;
                                reference: unknown;
                            };
                            tillId: number | null;
                            createdBy: string;
                            createdAt: number;
                            updatedAt: number;
                            version: number;
                            pastBusinessDay: boolean;
                            ready: boolean;
                            lines: {
                                id: number;
                                productId: number;
                                name: string;
                                choices: string[];
                                modifierIds: number[];
                                kitchenNote: string;
                                quantity: number;
                                unitPrice: number;
                                round: number;
                                stationId: number | null;
                                stationName: string;
                                addedBy: string;
                                addedAt: number;
                                readyAt: number | null;
                                invoiceNumber: number | null;
                            }[];
                            TaxInclusiveAmount: number;
                            invoices: {
                                ID: number;
                                UUID: string;
                                part: number;
                            }[];
                        };
                        round: number;
                        tickets: {
                            stationId: number | null;
                            stationName: string;
                            printed: boolean;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `empty_cart`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `held_order_closed`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `restaurant_only`, `unknown_product`, `modifier_required`, `modifier_choices`, `unknown_modifier`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    payHeldOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                orderId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    PaymentMeansCode: "10" | "24" | "42" | "45" | "48";
                    PaymentMeans?: {
                        /** @enum {string} */
                        PaymentMeansCode: "10" | "48";
                        Amount: number;
                    }[];
                    cashTendered?: number;
                    /** @default 0 */
                    DiscountPercent?: number;
                    /** @description the till the document is made at; it records the till and its open shift */
                    tillId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: {
                            id: number;
                            number: number;
                            businessDay: string;
                            /** @enum {string} */
                            status: "open" | "paid" | "cancelled";
                            /** @enum {string} */
                            orderType: "dine_in" | "takeaway" | "delivery";
                            table: string;
                            delivery: {
                                name: unknown;
                                phone: unknown;
                                address: unknown;
                                reference: unknown;
                            };
                            tillId: number | null;
                            createdBy: string;
                            createdAt: number;
                            updatedAt: number;
                            version: number;
                            pastBusinessDay: boolean;
                            ready: boolean;
                            lines: {
                                id: number;
                                productId: number;
                                name: string;
                                choices: string[];
                                modifierIds: number[];
                                kitchenNote: string;
                                quantity: number;
                                unitPrice: number;
                                round: number;
                                stationId: number | null;
                                stationName: string;
                                addedBy: string;
                                addedAt: number;
                                readyAt: number | null;
                                invoiceNumber: number | null;
                            }[];
                            TaxInclusiveAmount: number;
                            invoices: {
                                ID: number;
                                UUID: string;
                                part: number;
                            }[];
                        };
                        invoices: {
                            invoid: number;
                            UUID: string;
                            TaxInclusiveAmount: number;
                            change: number;
                        }[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `empty_cart`, `duplicate_line`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `shift_required`, `insufficient_stock`, `till_archived`, `zatca_document_invalid`, `zatca_not_onboarded`, `zatca_certificate_expired`, `zatca_key_unreadable`, `held_order_closed`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unknown_product`, `payment_means_not_enabled`, `totals_mismatch`, `mixed_vat_reasons`, `invoice_total_too_large`, `qr_value_too_long`, `idempotency_key_reused`, `modifier_required`, `modifier_choices`, `unknown_modifier`, `payment_parts_mismatch`, `cash_tendered_short`, `restaurant_only`, `validation_failed`, `held_order_nothing_to_pay`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    splitHeldOrderPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                orderId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    mode: "lines" | "equal";
                    parts: {
                        /** @enum {string} */
                        PaymentMeansCode: "10" | "24" | "42" | "45" | "48";
                        PaymentMeans?: {
                            /** @enum {string} */
                            PaymentMeansCode: "10" | "48";
                            Amount: number;
                        }[];
                        cashTendered?: number;
                        lineIds?: number[];
                    }[];
                    /** @description the till the document is made at; it records the till and its open shift */
                    tillId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: {
                            id: number;
                            number: number;
                            businessDay: string;
                            /** @enum {string} */
                            status: "open" | "paid" | "cancelled";
                            /** @enum {string} */
                            orderType: "dine_in" | "takeaway" | "delivery";
                            table: string;
                            delivery: {
                                name: unknown;
                                phone: unknown;
                                address: unknown;
                                reference: unknown;
                            };
                            tillId: number | null;
                            createdBy: string;
                            createdAt: number;
                            updatedAt: number;
                            version: number;
                            pastBusinessDay: boolean;
                            ready: boolean;
                            lines: {
                                id: number;
                                productId: number;
                                name: string;
                                choices: string[];
                                modifierIds: number[];
                                kitchenNote: string;
                                quantity: number;
                                unitPrice: number;
                                round: number;
                                stationId: number | null;
                                stationName: string;
                                addedBy: string;
                                addedAt: number;
                                readyAt: number | null;
                                invoiceNumber: number | null;
                            }[];
                            TaxInclusiveAmount: number;
                            invoices: {
                                ID: number;
                                UUID: string;
                                part: number;
                            }[];
                        };
                        invoices: {
                            invoid: number;
                            UUID: string;
                            TaxInclusiveAmount: number;
                            change: number;
                        }[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `empty_cart`, `duplicate_line`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `shift_required`, `insufficient_stock`, `till_archived`, `zatca_document_invalid`, `zatca_not_onboarded`, `zatca_certificate_expired`, `zatca_key_unreadable`, `held_order_closed`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unknown_product`, `payment_means_not_enabled`, `totals_mismatch`, `mixed_vat_reasons`, `invoice_total_too_large`, `qr_value_too_long`, `idempotency_key_reused`, `modifier_required`, `modifier_choices`, `unknown_modifier`, `payment_parts_mismatch`, `cash_tendered_short`, `restaurant_only`, `validation_failed`, `held_order_nothing_to_pay`, `held_order_split_lines`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    cancelHeldOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                orderId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: {
                            id: number;
                            number: number;
                            businessDay: string;
                            /** @enum {string} */
                            status: "open" | "paid" | "cancelled";
                            /** @enum {string} */
                            orderType: "dine_in" | "takeaway" | "delivery";
                            table: string;
                            delivery: {
                                name: unknown;
                                phone: unknown;
                                address: unknown;
                                reference: unknown;
                            };
                            tillId: number | null;
                            createdBy: string;
                            createdAt: number;
                            updatedAt: number;
                            version: number;
                            pastBusinessDay: boolean;
                            ready: boolean;
                            lines: {
                                id: number;
                                productId: number;
                                name: string;
                                choices: string[];
                                modifierIds: number[];
                                kitchenNote: string;
                                quantity: number;
                                unitPrice: number;
                                round: number;
                                stationId: number | null;
                                stationName: string;
                                addedBy: string;
                                addedAt: number;
                                readyAt: number | null;
                                invoiceNumber: number | null;
                            }[];
                            TaxInclusiveAmount: number;
                            invoices: {
                                ID: number;
                                UUID: string;
                                part: number;
                            }[];
                        };
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `held_order_closed`, `held_order_paid_lines`, `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `restaurant_only`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    printHeldOrderTickets: {
        parameters: {
            query?: {
                round?: number;
            };
            header?: never;
            path: {
                business: string;
                orderId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tickets: {
                            stationId: number | null;
                            stationName: string;
                            printed: boolean;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `restaurant_only`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        endpoints: {
                            UUID: string;
                            url: string;
                            events: ("invoice.issued" | "invoice.cleared" | "invoice.rejected" | "credit_note.issued" | "payment.collected" | "purchase.recorded" | "shift.closed")[];
                            allowPrivate: boolean;
                            active: boolean;
                            createdAt: string;
                            pendingCount: number;
                            failedCount: number;
                        }[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A refusal: `{ error: { code, message, fields? } }`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    events: ("invoice.issued" | "invoice.cleared" | "invoice.rejected" | "credit_note.issued" | "payment.collected" | "purchase.recorded" | "shift.closed")[];
                    /** @default false */
                    allowPrivate?: boolean;
                    /** @default true */
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        endpoint: {
                            UUID: string;
                            url: string;
                            events: ("invoice.issued" | "invoice.cleared" | "invoice.rejected" | "credit_note.issued" | "payment.collected" | "purchase.recorded" | "shift.closed")[];
                            allowPrivate: boolean;
                            active: boolean;
                            createdAt: string;
                            pendingCount: number;
                            failedCount: number;
                            /** @description whsec_…: the HMAC-SHA256 key of Sanad-Signature */
                            secret: string;
                        };
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A refusal: `{ error: { code, message, fields? } }`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        endpoint: {
                            UUID: string;
                            url: string;
                            events: ("invoice.issued" | "invoice.cleared" | "invoice.rejected" | "credit_note.issued" | "payment.collected" | "purchase.recorded" | "shift.closed")[];
                            allowPrivate: boolean;
                            active: boolean;
                            createdAt: string;
                            pendingCount: number;
                            failedCount: number;
                            /** @description whsec_…: the HMAC-SHA256 key of Sanad-Signature */
                            secret: string;
                        };
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A refusal: `{ error: { code, message, fields? } }`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A refusal: `{ error: { code, message, fields? } }`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url?: string;
                    events?: ("invoice.issued" | "invoice.cleared" | "invoice.rejected" | "credit_note.issued" | "payment.collected" | "purchase.recorded" | "shift.closed")[];
                    allowPrivate?: boolean;
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        endpoint: {
                            UUID: string;
                            url: string;
                            events: ("invoice.issued" | "invoice.cleared" | "invoice.rejected" | "credit_note.issued" | "payment.collected" | "purchase.recorded" | "shift.closed")[];
                            allowPrivate: boolean;
                            active: boolean;
                            createdAt: string;
                            pendingCount: number;
                            failedCount: number;
                            /** @description whsec_…: the HMAC-SHA256 key of Sanad-Signature */
                            secret: string;
                        };
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A refusal: `{ error: { code, message, fields? } }`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deliveries: {
                            id: number;
                            /** @description the body id and Sanad-Event-Id (idempotency id) */
                            eventId: string;
                            /** @enum {string} */
                            type: "invoice.issued" | "invoice.cleared" | "invoice.rejected" | "credit_note.issued" | "payment.collected" | "purchase.recorded" | "shift.closed";
                            subject: string;
                            /** @enum {string} */
                            status: "pending" | "delivered" | "failed";
                            attempts: number;
                            /** @description HTTP status of the last answer; null: none came */
                            lastStatus: number | null;
                            lastError: string;
                            createdAt: string;
                            lastAttemptAt: string | null;
                            /** @description null once delivered or failed */
                            nextAttemptAt: string | null;
                            deliveredAt: string | null;
                        }[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A refusal: `{ error: { code, message, fields? } }`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    resendWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                UUID: string;
                deliveryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        delivery: {
                            id: number;
                            /** @description the body id and Sanad-Event-Id (idempotency id) */
                            eventId: string;
                            /** @enum {string} */
                            type: "invoice.issued" | "invoice.cleared" | "invoice.rejected" | "credit_note.issued" | "payment.collected" | "purchase.recorded" | "shift.closed";
                            subject: string;
                            /** @enum {string} */
                            status: "pending" | "delivered" | "failed";
                            attempts: number;
                            /** @description HTTP status of the last answer; null: none came */
                            lastStatus: number | null;
                            lastError: string;
                            createdAt: string;
                            lastAttemptAt: string | null;
                            /** @description null once delivered or failed */
                            nextAttemptAt: string | null;
                            deliveredAt: string | null;
                        };
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `forbidden`, `business_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `not_found`, `business_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `business_archived`, `data_conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A refusal: `{ error: { code, message, fields? } }`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getLiveness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ready";
                    };
                };
            };
            /** @description Error codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "not_ready";
                        failing: ("database" | "migrations" | "storage")[];
                    };
                };
            };
        };
    };
}
