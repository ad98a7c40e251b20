/** Club events across several tables (docs/events.md): movements, scoring and standings. Pure. */
export * from "./movement";
export * from "./scoring";
export * from "./skat-list";
export * from "./standings";
export * from "./adjust";
export * from "./progressive";
export * from "./travellers";
