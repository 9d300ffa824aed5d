/* Solves the puzzle rightly, but first forks a child that lives on after it (its standard output
   closed, so the output ends when this program does). The verdict is as if it had not forked. */
#include <unistd.h>
#include "_program.h"

int main(void) {
    if (fork() == 0) { /* the child */
        close(1);
        sleep(3);
        return 0;
    }
    int found = 0;
    read_puzzle();
    if (!search(0, &found)) say("{\"kind\":\"no-solution\"}");
    return 0;
}
