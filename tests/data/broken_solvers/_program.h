/* What the broken programs in C share (#include "_program.h"): the puzzle from standard input,
   one JSON line per step, and a plain backtracker (the first empty cell, digits 1-9 ascending). */
#include <stdio.h>
#include <string.h>

static int grid[81];

static inline void read_puzzle(void) {
    char text[128] = {0};
    if (!fgets(text, sizeof text, stdin)) text[0] = 0;
    for (int i = 0; i < 81; i++) grid[i] = (text[i] >= '1' && text[i] <= '9') ? text[i] - '0' : 0;
}

/* One step: a line, flushed so the app sees it at once. */
static inline void say(const char *line) {
    printf("%s\n", line);
    fflush(stdout);
}

static inline void say_cell(const char *kind, int i, int d) {
    printf("{\"kind\":\"%s\",\"cell\":\"r%dc%d\",\"digit\":%d}\n", kind, i / 9 + 1, i % 9 + 1, d);
    fflush(stdout);
}

static inline void say_values(const char *kind, const int *g) {
    printf("{\"kind\":\"%s\",\"values\":\"", kind);
    for (int i = 0; i < 81; i++) putchar('0' + g[i]);
    printf("\"}\n");
    fflush(stdout);
}

static inline int fits(const int *g, int i, int d) {
    int r = i / 9, c = i % 9, b = r / 3 * 27 + c / 3 * 3;
    for (int k = 0; k < 9; k++)
        if (g[r * 9 + k] == d || g[k * 9 + c] == d || g[b + k / 3 * 9 + k % 3] == d) return 0;
    return 1;
}

static inline int first_empty(const int *g) {
    for (int i = 0; i < 81; i++)
        if (!g[i]) return i;
    return -1;
}

/* Fills g with its first solution (nothing said); 0 when it has none. */
static inline int fill(int *g) {
    int i = first_empty(g);
    if (i < 0) return 1;
    for (int d = 1; d <= 9; d++)
        if (fits(g, i, d)) {
            g[i] = d;
            if (fill(g)) return 1;
        }
    g[i] = 0;
    return 0;
}

/* The first solution of the puzzle read, in sol. */
static inline void solution(int *sol) {
    memcpy(sol, grid, sizeof grid);
    fill(sol);
}

/* The plain backtracker's steps on grid (guess, backtrack, contradiction; each solution a
   solved with its values, after which it goes on when every). Returns 1 when it stopped at a
   solution; says no end record. *found counts the solutions. */
static inline int search(int every, int *found) {
    int i = first_empty(grid), tried = 0;
    if (i < 0) {
        ++*found;
        say_values("solved", grid);
        return !every;
    }
    for (int d = 1; d <= 9; d++)
        if (fits(grid, i, d)) {
            tried = 1;
            grid[i] = d;
            say_cell("guess", i, d);
            if (search(every, found)) return 1;
            grid[i] = 0;
            say("{\"kind\":\"backtrack\"}");
        }
    if (!tried) {
        printf("{\"kind\":\"contradiction\",\"cells\":[\"r%dc%d\"]}\n", i / 9 + 1, i % 9 + 1);
        fflush(stdout);
    }
    return 0;
}
