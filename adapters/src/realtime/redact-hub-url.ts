const SECRET_PARAMETERS = ['access_token', 'id'];

/**
 * A request URL safe for logs: the values of `access_token` and `id` (the bearer token and the secret
 * connection token) are replaced. Use it in the HTTP server's request serializer and in any proxy log.
 */
export function redactHubUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const params = url.slice(query + 1).split('&').map((pair) => {
    const name = pair.split('=', 1)[0] ?? '';
    let decoded = name;
    try {
      decoded = decodeURIComponent(name);
    } catch {
      return '[redacted]';
    }
    return SECRET_PARAMETERS.includes(decoded.toLowerCase()) ? `${name}=[redacted]` : pair;
  });
  return `${url.slice(0, query)}?${params.join('&')}`;
}
