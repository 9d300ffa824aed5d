// A first-solution search that says its (right) solution, then places a digit after it: after a
// solved, only an enumerating search's backtrack (or another solved, or search-done) may follow.
#[path = "_program.rs"]
mod program;

fn main() {
    let grid = program::read_puzzle();
    let solution = &program::solutions(&grid, 1)[0];
    program::say(&format!("{{\"kind\":\"solved\",\"values\":\"{}\"}}", program::values(solution)));
    let i = grid.iter().position(|&d| d == 0).unwrap();
    program::say(&format!("{{\"kind\":\"place\",\"cell\":\"{}\",\"digit\":{}}}", program::name(i), solution[i]));
}
