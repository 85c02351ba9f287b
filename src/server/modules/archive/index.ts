/**
 * The invoice-image archive module's public entry (docs/architecture.md, Modules): a day's
 * receipt images of a business, one image and its thumbnail.
 */
export {
  archiveImage,
  archiveOfDay,
  archiveThumbnail,
  parseArchiveName,
  receiptFolder,
} from './service';
