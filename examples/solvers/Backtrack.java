// A plain backtracker speaking the step protocol (docs/step-protocol.md): the first empty cell in
// row order, digits 1-9 ascending, as the app's built-in `naive`.
// Run: python main.py --solve PUZZLE --algorithm "exec:java examples/solvers/Backtrack.java"
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.util.HashMap;
import java.util.Map;

public class Backtrack {
    static int[] grid = new int[81];
    static BufferedWriter out = new BufferedWriter(new OutputStreamWriter(System.out), 1 << 16);

    // Where each kind of step is written from, for the app's Source pane (the protocol's optional
    // "line" and "file"): each kind is written from one line of this file, read once from the stack.
    static Map<String, String> where = new HashMap<>();

    static void step(String kind, String fields) throws IOException {
        String at = where.get(kind);
        if (at == null) {
            StackTraceElement caller = new Throwable().getStackTrace()[1];
            at = ",\"line\":" + caller.getLineNumber() + ",\"file\":\"" + caller.getFileName() + "\"";
            where.put(kind, at);
        }
        out.write("{\"kind\":\"" + kind + "\"" + fields + at + "}\n");
    }

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
            step("guess", ",\"cell\":" + cell(i) + ",\"digit\":" + d);
            if (solve()) return true;
            grid[i] = 0;
            step("backtrack", "");
        }
        if (!tried) step("contradiction", ",\"cells\":[" + cell(i) + "]");
        return false;
    }

    public static void main(String[] args) throws IOException {
        String line = new BufferedReader(new InputStreamReader(System.in)).readLine();
        for (int i = 0; i < 81; i++) {
            char ch = line.charAt(i);
            grid[i] = ch >= '1' && ch <= '9' ? ch - '0' : 0;
        }
        if (solve()) step("solved", "");
        else step("no-solution", "");
        out.flush();
    }
}
