/** The rules package: core types and helpers, and the registry of every ruleset. */
export * from "./core/cards";
export * from "./core/seats";
export * from "./core/rng";
export * from "./core/result";
export * from "./core/ruleset";
export * from "./core/options";
export * from "./core/record";
export * from "./core/playout";
export * from "./core/bot";
export * from "./core/search";
export * from "./core/card-bot";
export * from "./core/deal-sample";
export * from "./core/wire";
export * from "./core/frozen";
export { rulesets, getRuleset } from "./registry";
export * from "./core/deduction";
export * from "./core/phrase";
export * as events from "./events";
