/**
 * Work to run once a transaction has committed: telling other processes that
 * cached data changed must wait until readers can see the change, or one of
 * them could reload the old rows and cache them under the new version.
 *
 * `trackTransactions(db)` wraps the database's transaction method; inside it
 * `afterCommit(tx, job)` queues the job for the outermost commit (dropped on
 * rollback). Outside a transaction the statement has already committed, so
 * the job runs at once.
 */
type Job = () => Promise<void>;

/** What drizzle's databases and transactions have in common here (method syntax: checked bivariantly). */
interface Transactional {
  transaction(fn: (tx: Transactional) => Promise<unknown>, config?: unknown): Promise<unknown>;
}

const queues = new WeakMap<object, Job[]>();
const roots = new WeakMap<object, object>();

/** The database a transaction object belongs to (the object itself outside a transaction). */
export const rootOf = (db: object): object => roots.get(db) ?? db;

export function trackTransactions<D extends Transactional>(db: D): D {
  wrap(db, db, null);
  return db;
}

function wrap(target: Transactional, root: object, queue: Job[] | null) {
  const original = target.transaction.bind(target);
  target.transaction = async (fn, config) => {
    const jobs = queue ?? [];
    const result = await original(async (tx) => {
      queues.set(tx, jobs);
      roots.set(tx, root);
      // Savepoints (tx.transaction) share the outermost transaction's queue.
      wrap(tx, root, jobs);
      return fn(tx);
    }, config);
    if (!queue) for (const job of jobs.splice(0)) await job();
    return result;
  };
}

export async function afterCommit(db: object, job: Job): Promise<void> {
  const queue = queues.get(db);
  if (queue) queue.push(job);
  else await job();
}
