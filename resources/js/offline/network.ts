/**
 * When a call to the server last failed for want of a network (not an HTTP
 * error). Small and separate so the app's entry can note Inertia's network
 * errors without loading the offline queue.
 */
let lastNetworkFailure = 0;

export function noteNetworkFailure() {
  lastNetworkFailure = Date.now();
}

export function clearNetworkFailure() {
  lastNetworkFailure = 0;
}

/** Whether to ring up and clock offline now: the browser says so, or the server was unreachable moments ago. */
export const isOffline = () => !navigator.onLine || Date.now() - lastNetworkFailure < 15_000;
