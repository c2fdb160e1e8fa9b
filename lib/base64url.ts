/**
 * Unpadded base64url (RFC 4648 §5), the alphabet of cursors and ETags: safe in a URL, a file
 * name and a header. btoa/atob exist on every runtime the project runs on.
 */

/** Bytes, or a string of code points 0-255, as unpadded base64url. */
export function toBase64url(data: Uint8Array | string): string {
  let binary = typeof data === "string" ? data : "";
  if (typeof data !== "string") for (const byte of data) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The string of code points 0-255 the text encodes; throws when it is not base64url. */
export function fromBase64url(text: string): string {
  return atob(text.replace(/-/g, "+").replace(/_/g, "/"));
}
