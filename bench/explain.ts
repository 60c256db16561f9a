// EXPLAIN (ANALYZE) output read by the benches that print what a plan scanned.

/** The sequential scans a plan ran, with the rows each read in all (kept + filtered out, times its loops). */
export function seqScans(plan: string): { table: string; scanned: number }[] {
  const out: { table: string; scanned: number }[] = [];
  const lines = plan.split('\n');
  lines.forEach((line, i) => {
    const scan = /Seq Scan on (\w+).*actual time=[\d.]+\.\.[\d.]+ rows=(\d+) loops=(\d+)/.exec(
      line,
    );
    if (!scan) return;
    let removed = 0;
    for (const next of lines.slice(i + 1)) {
      if (next.includes('->')) break;
      removed += Number(/Rows Removed by Filter: (\d+)/.exec(next)?.[1] ?? 0);
    }
    out.push({ table: scan[1], scanned: (Number(scan[2]) + removed) * Number(scan[3]) });
  });
  return out;
}
