// NOT broken (verdict ok): under a wrong guess it places a batch of digits at once, one of them
// clashing with an earlier one of the batch, more after it, and only then notices (a
// contradiction naming the two cells) and backtracks: a clash noticed before the next guess or
// solved is allowed (docs/step-protocol.md 3.4). Then it places the solution, and says solved.
const { readPuzzle, name, say, fits, solutions } = require("./_program.js");

const grid = readPuzzle();
const [solution] = solutions(grid, 1);
const empty = grid.map((v, i) => (v ? -1 : i)).filter((i) => i >= 0);
const [g, a, b, c] = empty; // a and b in one row, as in the puzzles this is run on
let wrong = 1;
while (wrong === solution[g] || !fits(grid, g, wrong)) wrong++;
say({ kind: "guess", cell: name(g), digit: wrong });
grid[g] = wrong;
let d = 1;
while (!fits(grid, a, d) || !fits(grid, b, d)) d++;
say({ kind: "place", cell: name(a), digit: d }); // the batch: a and b get the same digit
say({ kind: "place", cell: name(b), digit: d });
say({ kind: "place", cell: name(c), digit: solution[c] });
say({ kind: "contradiction", cells: [name(a), name(b)] });
say({ kind: "backtrack" });
for (const i of empty) say({ kind: "place", cell: name(i), digit: solution[i] });
say({ kind: "solved" });
