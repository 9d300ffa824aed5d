/* NOT broken (verdict ok): a brute-force backtracker that tries every digit 1-9 in the first
   empty cell, even one a peer holds, and only then looks: a clash it notices at once (a
   contradiction, then a backtrack) is allowed (docs/step-protocol.md 3.4). */
#include "_program.h"

static int walk(void) {
    int i = first_empty(grid);
    if (i < 0) return 1;
    for (int d = 1; d <= 9; d++) {
        int clash = !fits(grid, i, d);
        grid[i] = d;
        say_cell("guess", i, d);
        if (clash)
            printf("{\"kind\":\"contradiction\",\"cells\":[\"r%dc%d\"]}\n", i / 9 + 1, i % 9 + 1);
        else if (walk())
            return 1;
        grid[i] = 0;
        say("{\"kind\":\"backtrack\"}");
    }
    return 0;
}

int main(void) {
    read_puzzle();
    say(walk() ? "{\"kind\":\"solved\"}" : "{\"kind\":\"no-solution\"}");
    return 0;
}
