/**
 * A list page and its total. A page that is neither full nor past the end already tells the total
 * (its offset plus its rows), so the count runs only when the page cannot (decision 012).
 */
export async function pageWithTotal<T>(
  page: { page: number; page_size: number },
  rows: () => Promise<T[]>,
  count: () => Promise<number>,
): Promise<{ count: number; results: T[] }> {
  const results = await rows();
  const known = results.length < page.page_size && (results.length > 0 || page.page === 1);
  return { count: known ? (page.page - 1) * page.page_size + results.length : await count(), results };
}
