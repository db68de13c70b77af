/** The translation of the trend under the user count, from accounts created in the last 30 days and the 30 before. */
export function userTrend(
  thisMonth: number,
  previousMonth: number,
): { key: string; args: Record<string, string | number> } {
  if (previousMonth === 0) {
    return thisMonth === 0 ? { key: 'none', args: {} } : { key: 'first', args: { count: thisMonth } };
  }
  const percent = Math.round(((thisMonth - previousMonth) / previousMonth) * 100);
  return { key: 'change', args: { sign: percent > 0 ? '+' : '', percent } };
}
