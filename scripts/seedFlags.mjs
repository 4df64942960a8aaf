// Node flags for a process that seeds a demo database. The seed allocates millions of short-lived
// row objects; V8's default young generation (16 MiB semi-spaces) promotes and scavenges them over
// and over. 64 MiB semi-spaces took the default seed from 53 s to 44 s on a 2-core machine.
export const SEED_NODE_FLAGS = ['--max-semi-space-size=64'];
