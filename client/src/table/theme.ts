/** Colours and fonts of the card table, shared by every widget and ruleset renderer. */

export const theme = {
  feltCenter: 0x2a7a4f,
  feltEdge: 0x134430,
  feltLine: 0x5c9f77,
  panel: 0x0b2a1b,
  panelAlpha: 0.78,
  panelLine: 0x4d8a66,
  text: 0xf4efe1,
  muted: 0xb3cbbb,
  gold: 0xe9c25f,
  goldDeep: 0xb88a2a,
  paper: 0xfbf8f0,
  paperEdge: 0xcfc3a6,
  back: 0x7b2431,
  backDeep: 0x5a1822,
  backLine: 0xe0bc63,
  online: 0x63d48e,
  away: 0x8a968f,
  bot: 0x8fb7ff,
  shadow: 0x000000,
} as const;

export const fonts = {
  ui: '"Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", "DejaVu Sans", Arial, sans-serif',
  card: 'Georgia, "DejaVu Serif", "Times New Roman", serif',
} as const;
