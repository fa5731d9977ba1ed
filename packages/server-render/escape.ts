// Escaping for what the server writes into pages: text, attribute values, and JSON inside a
// `<script type="application/json">` or `application/ld+json` block (where `</script>` in a value
// would end the block: every `<` becomes `\u003c`, which JSON parsers read back unchanged).
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

export const escapeAttribute = escapeHtml;

export function escapeJsonForScript(json: string): string {
  return json.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
