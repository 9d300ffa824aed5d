/* A plain backtracker speaking the step protocol (docs/step-protocol.md): the first empty cell in
   row order, digits 1-9 ascending, as the app's built-in `naive`.
   Build: gcc -O2 -o /tmp/backtrack examples/solvers/backtrack.c
   Run:   python main.py --solve PUZZLE --algorithm exec:/tmp/backtrack */
#include <stdio.h>

/* Ends a step's record with the line that printed it, and this file, for the app's Source pane
   (the protocol's optional "line" and "file"). __FILE__ is the path gcc was given, read from
   the folder the app runs in: build from the folder you run the app from. */
#define END_STEP printf(",\"line\":%d,\"file\":\"%s\"}\n", __LINE__, __FILE__)

static int grid[81];

static int fits(int i, int d) {
    int r = i / 9, c = i % 9, b = (r / 3) * 27 + (c / 3) * 3;
    for (int k = 0; k < 9; k++)
        if (grid[r * 9 + k] == d || grid[k * 9 + c] == d || grid[b + (k / 3) * 9 + k % 3] == d)
            return 0;
    return 1;
}

static int solve(void) {
    int i = 0, tried = 0;
    while (i < 81 && grid[i]) i++;
    if (i == 81) return 1;
    for (int d = 1; d <= 9; d++) {
        if (!fits(i, d)) continue;
        tried = 1;
        grid[i] = d;
        printf("{\"kind\":\"guess\",\"cell\":\"r%dc%d\",\"digit\":%d", i / 9 + 1, i % 9 + 1, d); END_STEP;
        if (solve()) return 1;
        grid[i] = 0;
        printf("{\"kind\":\"backtrack\""); END_STEP;
    }
    if (!tried) { printf("{\"kind\":\"contradiction\",\"cells\":[\"r%dc%d\"]", i / 9 + 1, i % 9 + 1); END_STEP; }
    return 0;
}

int main(void) {
    char line[128];
    if (!fgets(line, sizeof line, stdin)) return 2;
    for (int i = 0; i < 81; i++) grid[i] = (line[i] >= '1' && line[i] <= '9') ? line[i] - '0' : 0;
    if (solve()) { printf("{\"kind\":\"solved\""); END_STEP; }
    else { printf("{\"kind\":\"no-solution\""); END_STEP; }
    return 0;
}
