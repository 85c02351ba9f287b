import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core's browser build, read once from node_modules (never from a CDN). */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), {
  encoding: 'utf8',
});

/** The WCAG 2.x A and AA rules (docs/decisions/0053-accessible-colours-and-names.md). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The impacts that fail the walk; minor and moderate ones are left to review. */
const FAILING = new Set(['serious', 'critical']);

/** One serious or critical axe finding on one screen, with the nodes it names. */
export interface AxeFinding {
  screen: string;
  rule: string;
  impact: string;
  help: string;
  /** CSS selectors of the offending nodes (at most 5) and, for contrast, axe's figures. */
  nodes: string[];
  count: number;
}

interface AxeResult {
  violations: Array<{
    id: string;
    impact: string | null;
    help: string;
    nodes: Array<{ target: unknown[]; failureSummary?: string; any: Array<{ data?: unknown }> }>;
  }>;
}

/** What a node's colour-contrast check measured, as "3.3:1 #868e96 on #ffffff (need 4.5:1)". */
function contrastOf(data: unknown): string {
  const d = data as {
    contrastRatio?: number;
    fgColor?: string;
    bgColor?: string;
    expectedContrastRatio?: string;
  };
  return d?.contrastRatio
    ? ` ${d.contrastRatio}:1 ${d.fgColor} on ${d.bgColor} (need ${d.expectedContrastRatio})`
    : '';
}

/**
 * Runs axe-core's WCAG 2 A/AA rules on the page as it is now and returns the serious and critical
 * violations, labelled with `screen`. axe is injected with addScriptTag once per document.
 */
export async function axeFindings(page: Page, screen: string): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({ content: AXE_SOURCE });
  const result = (await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<unknown> } }).axe.run(
        document,
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
      ),
    TAGS,
  )) as AxeResult;
  return result.violations
    .filter((v) => FAILING.has(v.impact ?? ''))
    .map((v) => ({
      screen,
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      count: v.nodes.length,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}${contrastOf(n.any[0]?.data)}`),
    }));
}

/** The findings as a readable list for a failure message: screen, rule, impact, selectors. */
export function formatFindings(findings: AxeFinding[]): string {
  return findings
    .map(
      (f) =>
        `${f.screen}: ${f.rule} (${f.impact}, ${f.count} nodes) — ${f.help}\n` +
        f.nodes.map((n) => `    ${n}`).join('\n'),
    )
    .join('\n');
}
