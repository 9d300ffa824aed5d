/* Guesses the first empty cell, places in the last empty cell a digit a peer holds (it forgot to
   check), and guesses on without noticing: the clash is a fault, said at its own step. */
#include "_program.h"

int main(void) {
    read_puzzle();
    int i = first_empty(grid), d = 1, last = 80;
    while (!fits(grid, i, d)) d++;
    say_cell("guess", i, d);
    grid[i] = d;
    while (grid[last]) last--;
    int held = 1;
    while (fits(grid, last, held)) held++;
    say_cell("place", last, held);
    grid[last] = held;
    int next = first_empty(grid);
    say_cell("guess", next, 1);
    return 0;
}
