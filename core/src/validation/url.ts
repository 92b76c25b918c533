// Optional http/https and www, one or more domain labels, a 2-5 letter top level, optional port and path.
const URL_PATTERN = /^(?:https?:\/\/)?(?:www\.)?(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,5}(?::\d{1,5})?(?:[/?#]\S*)?$/;

/** True for a web address as the url rule accepts it (`example.com`, `https://www.example.org:8080/a`). */
export function isUrl(text: string): boolean {
  return URL_PATTERN.test(text.trim());
}
