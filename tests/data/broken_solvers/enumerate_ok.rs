// NOT broken (verdict ok): an enumerating search (plain backtracking that goes on after each
// solution) that reports every solution as a solved with its values, then the right count in a
// complete search-done.
#[path = "_program.rs"]
mod program;

fn main() {
    let mut grid = program::read_puzzle();
    let found = program::search_all(&mut grid);
    program::say(&format!("{{\"kind\":\"search-done\",\"solutions\":{},\"complete\":true}}", found));
}
