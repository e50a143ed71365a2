import { config } from 'zod';

// The app runs under a Content-Security-Policy without 'unsafe-eval': zod must neither compile
// parsers with `new Function` nor probe whether it may (the probe alone reports a violation).
config({ jitless: true });
