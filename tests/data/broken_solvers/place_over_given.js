// Places a digit in a cell that holds a given (its loop over the cells forgot to skip them).
const { readPuzzle, name, say } = require("./_program.js");

const grid = readPuzzle();
const given = grid.findIndex((d) => d !== 0);
say({ kind: "place", cell: name(given), digit: (grid[given] % 9) + 1 });
