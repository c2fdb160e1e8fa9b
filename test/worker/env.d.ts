// Types of the "cloudflare:test" module for the worker tests.
/// <reference types="@cloudflare/vitest-pool-workers/types" />
