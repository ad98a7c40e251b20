/**
 * The headless Chromium the browser tests and `npm run bench:web` start, in one place so that both measure
 * and test the same browser.
 */
import { chromium, type Browser } from "playwright-core";

/**
 * Launches Debian's Chromium (or the one at `executablePath`) headless, with the switches below. `webgl`: with
 * SwiftShader's software WebGL instead, so that Pixi takes its WebGL path as on a phone (`bench:web --webgl`).
 */
export function launchChromium(executablePath: string, webgl = false): Promise<Browser> {
  return chromium.launch({
    executablePath,
    headless: true,
    // No software GL rasterizer: Debian's Chromium 150 otherwise spends most of a core per page in its GPU
    // process (SwiftShader); the pages draw the same (measured: a table page up in 1.9 s instead of 7.6 s).
    args: [
      "--no-sandbox",
      ...(webgl ? ["--use-angle=swiftshader", "--enable-unsafe-swiftshader", "--ignore-gpu-blocklist"] : ["--disable-gpu", "--disable-software-rasterizer"]),
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
}
