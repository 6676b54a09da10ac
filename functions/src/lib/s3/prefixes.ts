/**
 * The uploads bucket's folders. CDK grants each route on the folders it works in (infra/lib/grants.ts)
 * and sets the bucket's lifecycle by them (infra/lib/data-stack.ts).
 *   images/<user>/<purpose>/  images taken in from uploads, or stored from a request's file part
 *   bills/<company>/          bills' files, taken in from uploads or out of mail
 *   imports/<company>/        Tally exports being imported (issue 35), taken in from uploads
 *   exports/<company>/        a company's data exports (issue 35), made by the ExportData worker
 *   incoming/<key>            where a presigned upload lands, until a route takes it in to <key>
 */
export const IMAGES_PREFIX = 'images/';
export const BILLS_PREFIX = 'bills/';
export const IMPORTS_PREFIX = 'imports/';
export const EXPORTS_PREFIX = 'exports/';
export const INCOMING_PREFIX = 'incoming/';
