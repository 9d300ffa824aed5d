// Guesses the first empty cell, then fails with an exception (a bug: a cell past the grid's end).
const { readPuzzle, name, say, fits } = require("./_program.js");

const grid = readPuzzle();
const i = grid.indexOf(0);
let d = 1;
while (!fits(grid, i, d)) d++;
say({ kind: "guess", cell: name(i), digit: d });
const rows = [];
rows[9].push(grid); // TypeError: Cannot read properties of undefined (reading 'push')
