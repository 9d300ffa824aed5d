/* Guesses one cell, then waits for ever without a word. */
#include <unistd.h>
#include "_program.h"

int main(void) {
    read_puzzle();
    int i = first_empty(grid), d = 1;
    while (!fits(grid, i, d)) d++;
    say_cell("guess", i, d);
    for (;;) pause();
}
