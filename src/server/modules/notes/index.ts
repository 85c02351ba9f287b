/**
 * The credit and debit notes module's public entry (docs/architecture.md, Modules; decision
 * 0034): issuing a note and what the invoice view shows of an invoice's notes.
 */
export {
  issueNote,
  noteFactsOf,
  type IssuedNote,
  type NoteFacts,
  type NoteRequest,
} from './service';
