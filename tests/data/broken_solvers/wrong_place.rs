// With no guess open, places in the last empty cell a digit no peer holds but that is not the
// solution's (a "single" that is not one).
#[path = "_program.rs"]
mod program;

fn main() {
    let grid = program::read_puzzle();
    let solution = &program::solutions(&grid, 1)[0];
    let i = (0..81).rev().find(|&i| grid[i] == 0).unwrap();
    let d = (1..=9).find(|&d| d != solution[i] && program::fits(&grid, i, d)).unwrap();
    program::say(&format!("{{\"kind\":\"place\",\"cell\":\"{}\",\"digit\":{}}}", program::name(i), d));
}
