// Writes its guesses with a kind the protocol does not have ("try" for "guess").
const { readPuzzle, name, say, fits } = require("./_program.js");

const grid = readPuzzle();
const i = grid.indexOf(0);
let d = 1;
while (!fits(grid, i, d)) d++;
say({ kind: "try", cell: name(i), digit: d });
