import { options } from 'preact';

/**
 * The built client runs on Preact (vite.config.ts), which renders every state
 * change in a microtask. React renders a change made in a user's event
 * (a tap, a key) before the next event, but one made elsewhere (a response
 * arriving) in a later task. Inertia's useForm relies on the second: after a
 * submit's onSuccess it reads the form through a ref that an effect keeps
 * current, so a render squeezed in between (flushing a stale effect) put the
 * old values back after `form.reset()`. So: in an event, render in a
 * microtask as before (the on-screen keyboard's fast taps each see the last
 * one); outside one, in the next task, as React does. In development React
 * itself runs and this object is never read.
 */
options.debounceRendering = (render) => {
  if (typeof window !== 'undefined' && window.event) queueMicrotask(render);
  else setTimeout(render);
};
