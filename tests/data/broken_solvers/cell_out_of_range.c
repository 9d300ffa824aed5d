/* Names cells by number but counts them from 1 (cells are 0-80): it places the solution from the
   last cell back, and the first, r9c9, becomes cell 81. */
#include "_program.h"

int main(void) {
    int sol[81];
    read_puzzle();
    solution(sol);
    for (int i = 80; i >= 0; i--)
        if (!grid[i]) printf("{\"kind\":\"place\",\"cell\":%d,\"digit\":%d}\n", i + 1, sol[i]);
    say("{\"kind\":\"solved\"}");
    return 0;
}
