/* Guesses the first empty cell, backtracks from it, then backtracks once more with no guess
   left to undo. */
#include "_program.h"

int main(void) {
    read_puzzle();
    int i = first_empty(grid), d = 1;
    while (!fits(grid, i, d)) d++;
    say_cell("guess", i, d);
    say("{\"kind\":\"backtrack\"}");
    say("{\"kind\":\"backtrack\"}");
    return 0;
}
