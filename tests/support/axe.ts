/**
 * axe-core (the standard accessibility rules engine, a dev dependency) run on a page: injects
 * node_modules/axe-core/axe.min.js once per page, audits the document (WCAG 2.0/2.1 A and AA rules and
 * axe's best practices) and returns the serious and critical violations, each with the nodes it found, as
 * plain text a failing test prints. The Pixi canvas is not audited by axe (it has no DOM inside); the DOM
 * around it, the overlays and sheets over it are.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";

declare const window: { axe: any };
declare const document: any;

const AXE_SOURCE = readFileSync(join(__dirname, "..", "..", "node_modules", "axe-core", "axe.min.js"), "utf8");

export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string; html: string; summary: string }[];
}

/** Serious and critical violations of the page as it is now (none: []). `where` names the screen in messages. */
export async function axeViolations(page: Page, opts: { exclude?: string[] } = {}): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => typeof window.axe !== "undefined"))) await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async (exclude: string[]) => {
    const context = exclude.length > 0 ? { include: [["html"]], exclude: exclude.map((s) => [s]) } : document;
    const result = await window.axe.run(context, { resultTypes: ["violations"] });
    return (result.violations as any[])
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: (v.nodes as any[]).map((n) => ({
          target: (n.target as string[]).join(" "),
          html: String(n.html).slice(0, 200),
          summary: String(n.failureSummary ?? "")
            .replace(/\s+/g, " ")
            .slice(0, 300),
        })),
      }));
  }, opts.exclude ?? []);
}

/** The violations as readable lines ("" when there are none). */
export function describeViolations(where: string, list: AxeViolation[]): string {
  return list
    .map((v) => `${where}: ${v.impact} ${v.id} (${v.help})\n${v.nodes.map((n) => `    ${n.target}: ${n.html}\n      ${n.summary}`).join("\n")}`)
    .join("\n");
}
