// What the broken programs in JavaScript share (require("./_program.js")): the puzzle from
// standard input, one JSON line per step, and a plain backtracker (the first empty cell, digits
// 1-9 ascending).
const fs = require("fs");

function readPuzzle() {
  const text = fs.readFileSync(0, "utf8").split("\n")[0];
  return Array.from({ length: 81 }, (_, i) => (text[i] >= "1" && text[i] <= "9" ? Number(text[i]) : 0));
}

const name = (i) => `r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`;

// One step: a JSON line, written at once (writeSync: nothing is lost if the program then throws).
function say(record) {
  fs.writeSync(1, (typeof record === "string" ? record : JSON.stringify(record)) + "\n");
}

function fits(grid, i, d) {
  const r = Math.floor(i / 9), c = i % 9, b = Math.floor(r / 3) * 27 + Math.floor(c / 3) * 3;
  for (let k = 0; k < 9; k++) {
    if (grid[r * 9 + k] === d || grid[k * 9 + c] === d || grid[b + Math.floor(k / 3) * 9 + (k % 3)] === d) return false;
  }
  return true;
}

// Up to `limit` solutions (plain backtracking, nothing said).
function solutions(puzzle, limit) {
  const grid = puzzle.slice(), found = [];
  (function fill() {
    const i = grid.indexOf(0);
    if (i < 0) {
      found.push(grid.slice());
      return found.length >= limit;
    }
    for (let d = 1; d <= 9; d++) {
      if (fits(grid, i, d)) {
        grid[i] = d;
        if (fill()) return true;
      }
    }
    grid[i] = 0;
    return false;
  })();
  return found;
}

module.exports = { readPuzzle, name, say, fits, solutions };
