/**
 * A game's rules sheet ("How to play"), written by the project in its own words, one per language. The sheet
 * shows the aim, how a turn goes, the scoring table, and a note for each table option whose value changes the
 * rules, so that the sheet opened at a table can say which options are in force there.
 */
import type { Language } from "../i18n/languages";

/** A table of figures: a header row and body rows, every row as long as the header. */
export interface RulesTable {
  readonly head: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

/** One section of a sheet: a heading, then any of paragraphs, a bullet list and a table, in that order. */
export interface RulesSection {
  readonly heading: string;
  readonly paragraphs?: readonly string[];
  readonly items?: readonly string[];
  readonly table?: RulesTable;
}

export interface RulesSheet {
  /** One or two sentences: what you are trying to do. */
  readonly aim: string;
  /** Players, cards, the deal: what the table looks like when the game starts. */
  readonly setup: RulesSection;
  /** How a turn (or a deal, or a night and a day) goes, step by step. */
  readonly turn: RulesSection;
  /** How points are scored, with the game's scoring table, and how the game ends. */
  readonly scoring: RulesSection;
  /** Further sections where the game needs them (card powers, bidding, roles, special deals…). */
  readonly more?: readonly RulesSection[];
  /**
   * What an option's value means for play, keyed `<optionKey>` (any value) or `<optionKey>=<value>` (one value);
   * `{{value}}` stands for the value's label. The sheet lists the notes of the options in force at the table.
   */
  readonly options?: Readonly<Record<string, string>>;
}

/** A game's sheet in every language Salon speaks. */
export type RulesSheets = Readonly<Record<Language, RulesSheet>>;
