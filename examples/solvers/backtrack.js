// A plain backtracker speaking the step protocol (docs/step-protocol.md): the first empty cell in
// row order, digits 1-9 ascending, as the app's built-in `naive`.
// Run: python main.py --solve PUZZLE --algorithm "exec:node examples/solvers/backtrack.js"
const fs = require("fs");

const text = fs.readFileSync(0, "utf8").split("\n")[0];
const grid = Array.from(text.slice(0, 81), (ch) => (ch >= "1" && ch <= "9" ? Number(ch) : 0));
let out = [];
const write = (line) => {
  out.push(line);
  if (out.length >= 4096) flush();
};
const flush = () => {
  fs.writeSync(1, out.join("\n") + "\n");
  out = [];
};
const cell = (i) => `"r${Math.floor(i / 9) + 1}c${(i % 9) + 1}"`;

function fits(i, d) {
  const r = Math.floor(i / 9), c = i % 9;
  const b = Math.floor(r / 3) * 27 + Math.floor(c / 3) * 3;
  for (let k = 0; k < 9; k++) {
    if (grid[r * 9 + k] === d || grid[k * 9 + c] === d || grid[b + Math.floor(k / 3) * 9 + (k % 3)] === d) return false;
  }
  return true;
}

function solve() {
  const i = grid.indexOf(0);
  if (i < 0) return true;
  let tried = false;
  for (let d = 1; d <= 9; d++) {
    if (!fits(i, d)) continue;
    tried = true;
    grid[i] = d;
    write(`{"kind":"guess","cell":${cell(i)},"digit":${d}}`);
    if (solve()) return true;
    grid[i] = 0;
    write('{"kind":"backtrack"}');
  }
  if (!tried) write(`{"kind":"contradiction","cells":[${cell(i)}]}`);
  return false;
}

write(solve() ? '{"kind":"solved"}' : '{"kind":"no-solution"}');
flush();
