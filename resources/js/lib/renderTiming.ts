import { options } from 'preact';

/**
 * The built client runs on Preact (vite.config.ts), which by default renders a
 * state change in a microtask; React renders updates made outside an event in
 * a later task. Inertia's useForm relies on React's timing: after a submit's
 * onSuccess it reads the form through a ref that an effect keeps current, so a
 * render squeezed in between (flushing a stale effect) put the old values back
 * after `form.reset()`. Rendering in the next task, as React does, keeps the
 * libraries written for React honest. In development React itself runs and
 * this object is never read.
 */
options.debounceRendering = (render) => setTimeout(render);
