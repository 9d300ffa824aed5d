/* Guesses the first empty cell's first digit, backtracks from it, and guesses it again: a loop
   that forgot to move on to the next digit. */
#include "_program.h"

int main(void) {
    read_puzzle();
    int i = first_empty(grid), d = 1;
    while (!fits(grid, i, d)) d++;
    for (int n = 0; n < 3; n++) {
        say_cell("guess", i, d);
        say("{\"kind\":\"backtrack\"}");
    }
    return 0;
}
