// Guesses two cells, then backtracks naming the first guess: a backtrack must name the innermost
// open guess (the second).
const { readPuzzle, name, say, fits } = require("./_program.js");

const grid = readPuzzle();
const guessed = [];
for (let n = 0; n < 2; n++) {
  const i = grid.indexOf(0);
  let d = 1;
  while (!fits(grid, i, d)) d++;
  grid[i] = d;
  guessed.push([i, d]);
  say({ kind: "guess", cell: name(i), digit: d });
}
say({ kind: "backtrack", cell: name(guessed[0][0]), digit: guessed[0][1] });
