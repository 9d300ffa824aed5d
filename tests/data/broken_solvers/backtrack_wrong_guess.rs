// Guesses two cells, then backtracks naming the first guess: a backtrack must name the innermost
// open guess (the second).
#[path = "_program.rs"]
mod program;

fn main() {
    let mut grid = program::read_puzzle();
    let mut guessed = Vec::new();
    for _ in 0..2 {
        let i = grid.iter().position(|&d| d == 0).unwrap();
        let d = (1..=9).find(|&d| program::fits(&grid, i, d)).unwrap();
        grid[i] = d;
        guessed.push((i, d));
        program::say(&format!("{{\"kind\":\"guess\",\"cell\":\"{}\",\"digit\":{}}}", program::name(i), d));
    }
    let (i, d) = guessed[0];
    program::say(&format!("{{\"kind\":\"backtrack\",\"cell\":\"{}\",\"digit\":{}}}", program::name(i), d));
}
