/** The contract's title and version, shared by the OpenAPI and AsyncAPI documents. */
export const OPENAPI_INFO = {
  openapi: '3.1.0',
  info: {
    title: 'Tawreed API',
    version: '1.0.0',
    description:
      'Order approval and fulfilment for medical-supply companies in Saudi Arabia (SAR). ' +
      'Browsers authenticate with the session cookie; other clients with `Authorization: Bearer <api token>`.',
    contact: { name: 'Tawreed portal administrators' },
    license: { name: 'Proprietary', identifier: 'LicenseRef-Tawreed-Proprietary' },
  },
} as const;
