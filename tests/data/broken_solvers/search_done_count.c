/* An enumerating search that reports every solution, then says one fewer than it reported in
   its search-done (a count started at -1). */
#include "_program.h"

int main(void) {
    int found = 0;
    char line[80];
    read_puzzle();
    search(1, &found);
    snprintf(line, sizeof line, "{\"kind\":\"search-done\",\"solutions\":%d,\"complete\":true}", found - 1);
    say(line);
    return 0;
}
