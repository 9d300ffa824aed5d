/* Prints a debugging line on standard output, where only steps may go, before its first step. */
#include "_program.h"

int main(void) {
    int found = 0;
    read_puzzle();
    printf("searching from r1c1\n");
    if (!search(0, &found)) say("{\"kind\":\"no-solution\"}");
    return 0;
}
