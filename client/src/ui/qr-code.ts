/**
 * A QR code for an invite link, drawn on a canvas by the `qrcode` library (encoding QR correctly —
 * versions, masks, error correction — is not something to hand-roll). Dark modules on paper white with
 * the standard quiet zone, so phone cameras read it off a screen.
 */
import QRCode from "qrcode";
import { el } from "./dom";

/** A canvas showing `text` as a QR code, `size` CSS pixels wide. */
export function qrCanvas(text: string, size: number, testid?: string): HTMLCanvasElement {
  const canvas = el("canvas", { class: "qr-code", testid, role: "img", "aria-label": `QR code for ${text}`, title: text });
  canvas.style.width = canvas.style.height = `${size}px`;
  const scale = Math.min(3, Math.max(1, Math.round(window.devicePixelRatio || 1)));
  QRCode.toCanvas(canvas, text, { width: size * scale, margin: 2, errorCorrectionLevel: "M", color: { dark: "#10291c", light: "#fbf8f0" } }, (err) => {
    if (err) canvas.replaceWith(el("p", { class: "muted" }, "QR code unavailable"));
    else canvas.style.width = canvas.style.height = `${size}px`;
  });
  return canvas;
}
