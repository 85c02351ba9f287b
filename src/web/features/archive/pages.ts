/** The archive screen, one lazily loaded chunk (routes.tsx). */
export { ArchivePage } from './ArchivePage';
