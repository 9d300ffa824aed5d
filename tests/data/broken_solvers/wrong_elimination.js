// With no guess open, removes from the first empty cell the very digit the solution has there
// (a "rule" of its own that is not one), then goes on.
const { readPuzzle, name, say, solutions } = require("./_program.js");

const grid = readPuzzle();
const [solution] = solutions(grid, 1);
const i = grid.indexOf(0);
say({ kind: "eliminate", eliminations: [[name(i), solution[i]]], technique: "Hunch" });
say({ kind: "place", cell: name(i), digit: solution[i] });
