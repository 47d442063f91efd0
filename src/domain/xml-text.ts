/** Text put into markup the server draws (SVG layers over scans): every character markup reads escaped. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
