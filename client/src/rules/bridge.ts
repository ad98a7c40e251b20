/**
 * PLACEHOLDER, only so that the registry (./index.ts) compiles in the rulesA worktree: helper rulesB writes the
 * real bridge sheet in this file. The lead takes rulesB's version at merge; this file must not reach main.
 */
import type { RulesSheet, RulesSheets } from "./types";

const placeholder: RulesSheet = {
  aim: "(placeholder: rulesB writes this sheet)",
  setup: { heading: "Setup", paragraphs: ["(placeholder)"] },
  turn: { heading: "A turn", paragraphs: ["(placeholder)"] },
  scoring: { heading: "Scoring", paragraphs: ["(placeholder)"] },
};

export const bridgeRules: RulesSheets = { en: placeholder, pl: placeholder, de: placeholder, ru: placeholder, uk: placeholder, el: placeholder };
