// NOT broken (verdict ok): under a guess it places every naked single of the grid as it stands,
// all at once (the seed articles' batch), without looking at what the batch itself places; when
// two of them clash it notices after the batch (a contradiction), backtracks and tries the next
// digit (docs/step-protocol.md 3.4: a clash noticed before the next guess or solved is allowed).
import java.util.ArrayList;
import java.util.List;

public class BatchClashOk {
    static int[] grid;

    static boolean solve() {
        List<int[]> batch = new ArrayList<>();
        int best = -1, bestCount = 10;
        for (int i = 0; i < 81; i++) {
            if (grid[i] != 0) continue;
            int count = 0, last = 0;
            for (int d = 1; d <= 9; d++) if (Program.fits(grid, i, d)) { count++; last = d; }
            if (count == 0) {
                Program.say("{\"kind\":\"contradiction\",\"cells\":[\"" + Program.name(i) + "\"]}");
                return false;
            }
            if (count == 1) batch.add(new int[] {i, last});
            if (count < bestCount) { best = i; bestCount = count; }
        }
        if (best < 0) return true;
        if (!batch.isEmpty()) {
            for (int[] p : batch) Program.say("{\"kind\":\"place\",\"cell\":\"" + Program.name(p[0]) + "\",\"digit\":" + p[1] + "}");
            boolean clash = false;
            for (int[] p : batch) {
                if (!Program.fits(grid, p[0], p[1])) clash = true; // an earlier single of the batch took it
                grid[p[0]] = p[1];
            }
            if (clash) {
                Program.say("{\"kind\":\"contradiction\"}");
                return false;
            }
            return solve();
        }
        int[] saved = grid.clone();
        for (int d = 1; d <= 9; d++) {
            if (!Program.fits(grid, best, d)) continue;
            grid[best] = d;
            Program.say("{\"kind\":\"guess\",\"cell\":\"" + Program.name(best) + "\",\"digit\":" + d + "}");
            if (solve()) return true;
            grid = saved.clone();
            Program.say("{\"kind\":\"backtrack\"}");
        }
        return false;
    }

    public static void main(String[] args) throws Exception {
        grid = Program.readPuzzle();
        Program.say(solve() ? "{\"kind\":\"solved\"}" : "{\"kind\":\"no-solution\"}");
    }
}
