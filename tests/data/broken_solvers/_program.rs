// What the broken programs in Rust share (#[path = "_program.rs"] mod program;): the puzzle from
// standard input, one JSON line per step, and a plain backtracker (the first empty cell, digits
// 1-9 ascending). Not every program uses every function.
#![allow(dead_code)]
use std::io::{self, BufRead, Write};

pub fn read_puzzle() -> Vec<u8> {
    let mut text = String::new();
    io::stdin().lock().read_line(&mut text).ok();
    let bytes = text.as_bytes();
    (0..81).map(|i| match bytes.get(i) { Some(c @ b'1'..=b'9') => c - b'0', _ => 0 }).collect()
}

pub fn name(i: usize) -> String {
    format!("r{}c{}", i / 9 + 1, i % 9 + 1)
}

/// One step: a line, flushed so the app sees it at once. False when the app has stopped reading.
pub fn say(line: &str) -> bool {
    let mut out = io::stdout().lock();
    writeln!(out, "{}", line).and_then(|_| out.flush()).is_ok()
}

pub fn values(grid: &[u8]) -> String {
    grid.iter().map(|d| char::from(b'0' + d)).collect()
}

pub fn fits(grid: &[u8], i: usize, d: u8) -> bool {
    let (r, c) = (i / 9, i % 9);
    let b = r / 3 * 27 + c / 3 * 3;
    (0..9).all(|k| grid[r * 9 + k] != d && grid[k * 9 + c] != d && grid[b + k / 3 * 9 + k % 3] != d)
}

/// Up to `limit` solutions (plain backtracking, nothing said).
pub fn solutions(puzzle: &[u8], limit: usize) -> Vec<Vec<u8>> {
    fn fill(grid: &mut Vec<u8>, found: &mut Vec<Vec<u8>>, limit: usize) {
        match grid.iter().position(|&d| d == 0) {
            None => found.push(grid.clone()),
            Some(i) => {
                for d in 1..=9 {
                    if found.len() < limit && fits(grid, i, d) {
                        grid[i] = d;
                        fill(grid, found, limit);
                        grid[i] = 0;
                    }
                }
            }
        }
    }
    let mut found = Vec::new();
    fill(&mut puzzle.to_vec(), &mut found, limit);
    found
}

/// The plain backtracker's steps, going on after each solution (a `solved` with its values):
/// guess, backtrack, contradiction. Returns the solutions found; says no end record.
pub fn search_all(grid: &mut Vec<u8>) -> usize {
    match grid.iter().position(|&d| d == 0) {
        None => {
            say(&format!("{{\"kind\":\"solved\",\"values\":\"{}\"}}", values(grid)));
            1
        }
        Some(i) => {
            let (mut found, mut tried) = (0, false);
            for d in 1..=9 {
                if fits(grid, i, d) {
                    tried = true;
                    grid[i] = d;
                    say(&format!("{{\"kind\":\"guess\",\"cell\":\"{}\",\"digit\":{}}}", name(i), d));
                    found += search_all(grid);
                    grid[i] = 0;
                    say("{\"kind\":\"backtrack\"}");
                }
            }
            if !tried {
                say(&format!("{{\"kind\":\"contradiction\",\"cells\":[\"{}\"]}}", name(i)));
            }
            found
        }
    }
}
