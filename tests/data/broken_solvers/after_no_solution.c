/* Searches to the end and says no-solution (rightly: the puzzle has none), then, a bug in its
   last lines, says solved as well. */
#include "_program.h"

int main(void) {
    int found = 0;
    read_puzzle();
    if (!search(0, &found)) say("{\"kind\":\"no-solution\"}");
    say("{\"kind\":\"solved\"}");
    return 0;
}
