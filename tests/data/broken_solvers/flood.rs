// Stuck in a loop: it says "contradiction" for ever (each line a valid step, so nothing to
// fault); only the time limit ends it.
#[path = "_program.rs"]
mod program;

fn main() {
    while program::say("{\"kind\":\"contradiction\"}") {}
}
