/** Where the browser loads a stored image: GET /api/images/:id (src/server/images). */
export function imageUrl(id: string | null): string | null {
  return id ? `/api/images/${encodeURIComponent(id)}` : null;
}
