// A first-solution search that says its (right) solution, then goes on guessing: after a solved,
// only an enumerating search's backtrack (or another solved, or search-done) may follow.
const { readPuzzle, name, say, solutions } = require("./_program.js");

const grid = readPuzzle();
const [solution] = solutions(grid, 1);
say({ kind: "solved", values: solution.join("") });
const i = grid.indexOf(0);
say({ kind: "guess", cell: name(i), digit: solution[i] });
