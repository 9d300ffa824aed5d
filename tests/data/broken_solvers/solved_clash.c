/* Claims a solution whose grid breaks the rules: the solution with its second empty cell given
   the first one's digit (a typo in a copy loop). */
#include "_program.h"

int main(void) {
    int sol[81], a = -1, b = -1;
    read_puzzle();
    solution(sol);
    for (int i = 0; i < 81 && b < 0; i++)
        if (!grid[i]) {
            if (a < 0) a = i; else b = i;
        }
    sol[b] = sol[a];
    say_values("solved", sol);
    return 0;
}
