/* A step-protocol program that leaves processes behind (tests/processes/test_processes.py).
   argv[1]: a file it writes the pids "SUPERVISOR MAIN CHILD GRANDCHILD" to (its parent is the
   app's supervisor); argv[2]: the mode; argv[3]: the solution (81 digits). It forks a child and
   a grandchild (in a session of its own), both sleeping forever, then:
   leave: places the solution's digits in the empty cells, says solved and exits (the child has
          closed its standard output);
   keep:  the same, but the child keeps standard output open;
   hang:  the same as leave, but it sleeps forever after its first step. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void sleep_forever(void) { for (;;) pause(); }

int main(int argc, char **argv) {
    char puzzle[128] = {0};
    if (argc < 4 || !fgets(puzzle, sizeof puzzle, stdin)) return 2;
    const char *mode = argv[2], *solution = argv[3];
    int pipefd[2];
    if (pipe(pipefd)) return 3;
    pid_t child = fork();
    if (child == 0) {
        if (strcmp(mode, "keep") != 0) { close(1); }
        close(pipefd[0]);
        pid_t grandchild = fork();
        if (grandchild == 0) {
            setsid();  /* out of the program's process group and session */
            close(1);
            sleep_forever();
        }
        if (write(pipefd[1], &grandchild, sizeof grandchild) != sizeof grandchild) return 4;
        close(pipefd[1]);
        sleep_forever();
    }
    close(pipefd[1]);
    pid_t grandchild = 0;
    if (read(pipefd[0], &grandchild, sizeof grandchild) != sizeof grandchild) return 5;
    FILE *f = fopen(argv[1], "w");
    fprintf(f, "%d %d %d %d\n", (int)getppid(), (int)getpid(), (int)child, (int)grandchild);
    fclose(f);
    int first = 1;
    for (int i = 0; i < 81; i++) {
        if (puzzle[i] != '0') continue;
        printf("{\"kind\": \"place\", \"cell\": %d, \"digit\": %c}\n", i, solution[i]);
        fflush(stdout);
        if (first && strcmp(mode, "hang") == 0) sleep_forever();
        first = 0;
    }
    printf("{\"kind\": \"solved\"}\n");
    return 0;
}
