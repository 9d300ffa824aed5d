// What the broken programs in Java share (compiled with them: javac -d OUT *.java): the puzzle
// from standard input, one JSON line per step, and a plain backtracker (the first empty cell,
// digits 1-9 ascending).
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.List;

final class Program {
    static int[] readPuzzle() throws IOException {
        String text = new BufferedReader(new InputStreamReader(System.in)).readLine();
        int[] grid = new int[81];
        for (int i = 0; i < 81 && text != null && i < text.length(); i++) {
            char ch = text.charAt(i);
            grid[i] = ch >= '1' && ch <= '9' ? ch - '0' : 0;
        }
        return grid;
    }

    static String name(int i) {
        return "r" + (i / 9 + 1) + "c" + (i % 9 + 1);
    }

    /** One step: a line, flushed so the app sees it at once. */
    static void say(String line) {
        System.out.println(line);
        System.out.flush();
    }

    static String values(int[] grid) {
        StringBuilder s = new StringBuilder();
        for (int d : grid) s.append(d);
        return s.toString();
    }

    static boolean fits(int[] grid, int i, int d) {
        int r = i / 9, c = i % 9, b = r / 3 * 27 + c / 3 * 3;
        for (int k = 0; k < 9; k++)
            if (grid[r * 9 + k] == d || grid[k * 9 + c] == d || grid[b + k / 3 * 9 + k % 3] == d) return false;
        return true;
    }

    /** Up to limit solutions (plain backtracking, nothing said). */
    static List<int[]> solutions(int[] puzzle, int limit) {
        List<int[]> found = new ArrayList<>();
        fill(puzzle.clone(), found, limit);
        return found;
    }

    private static void fill(int[] grid, List<int[]> found, int limit) {
        int i = 0;
        while (i < 81 && grid[i] != 0) i++;
        if (i == 81) {
            found.add(grid.clone());
            return;
        }
        for (int d = 1; d <= 9 && found.size() < limit; d++)
            if (fits(grid, i, d)) {
                grid[i] = d;
                fill(grid, found, limit);
                grid[i] = 0;
            }
    }
}
