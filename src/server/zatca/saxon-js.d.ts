// The small part of saxon-js (2.7, no bundled types) that node-validate.ts uses.
declare module 'saxon-js' {
  interface TransformOptions {
    /** A compiled stylesheet (SEF, parsed JSON) — `xslt3 -export` writes it. */
    stylesheetInternal: unknown;
    stylesheetBaseURI?: string;
    sourceText: string;
    sourceBaseURI?: string;
    destination: 'serialized';
  }
  interface TransformResult {
    principalResult: string;
  }
  const SaxonJS: {
    transform(options: TransformOptions, mode: 'sync'): TransformResult;
  };
  export default SaxonJS;
}
