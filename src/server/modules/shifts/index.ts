/**
 * The shifts module's public entry (docs/architecture.md, Modules; decision 0055): tills, a
 * shift's life (open, cash in/out, blind close, force-close, late count), the till and open shift
 * a sale, note or collection records, and the hook through which the shift reports module hands
 * in the report every close answers with.
 */
export { shiftsRoutes } from './routes';
export { tillForDocument, type TillAndShift } from './sale';
