// A plain backtracker speaking the step protocol (docs/step-protocol.md): the first empty cell in
// row order, digits 1-9 ascending, as the app's built-in `naive`.
// Run: python main.py --solve PUZZLE --algorithm "exec:java examples/solvers/Backtrack.java"
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;

public class Backtrack {
    static int[] grid = new int[81];
    static BufferedWriter out = new BufferedWriter(new OutputStreamWriter(System.out), 1 << 16);

    static String cell(int i) {
        return "\"r" + (i / 9 + 1) + "c" + (i % 9 + 1) + "\"";
    }

    static boolean fits(int i, int d) {
        int r = i / 9, c = i % 9, b = (r / 3) * 27 + (c / 3) * 3;
        for (int k = 0; k < 9; k++)
            if (grid[r * 9 + k] == d || grid[k * 9 + c] == d || grid[b + (k / 3) * 9 + k % 3] == d)
                return false;
        return true;
    }

    static boolean solve() throws IOException {
        int i = 0;
        while (i < 81 && grid[i] != 0) i++;
        if (i == 81) return true;
        boolean tried = false;
        for (int d = 1; d <= 9; d++) {
            if (!fits(i, d)) continue;
            tried = true;
            grid[i] = d;
            out.write("{\"kind\":\"guess\",\"cell\":" + cell(i) + ",\"digit\":" + d + "}\n");
            if (solve()) return true;
            grid[i] = 0;
            out.write("{\"kind\":\"backtrack\"}\n");
        }
        if (!tried) out.write("{\"kind\":\"contradiction\",\"cells\":[" + cell(i) + "]}\n");
        return false;
    }

    public static void main(String[] args) throws IOException {
        String line = new BufferedReader(new InputStreamReader(System.in)).readLine();
        for (int i = 0; i < 81; i++) {
            char ch = line.charAt(i);
            grid[i] = ch >= '1' && ch <= '9' ? ch - '0' : 0;
        }
        out.write(solve() ? "{\"kind\":\"solved\"}\n" : "{\"kind\":\"no-solution\"}\n");
        out.flush();
    }
}
