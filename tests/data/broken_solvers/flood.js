// Stuck in a loop that says "contradiction" without end (each line a valid step): only the time
// limit ends it.
const { say } = require("./_program.js");

for (;;) say({ kind: "contradiction" });
