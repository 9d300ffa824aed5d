// Guesses the first empty cell, then fails with an exception thrown by its own check.
public class Throws {
    public static void main(String[] args) throws Exception {
        int[] grid = Program.readPuzzle();
        int i = 0, d = 1;
        while (grid[i] != 0) i++;
        while (!Program.fits(grid, i, d)) d++;
        Program.say("{\"kind\":\"guess\",\"cell\":\"" + Program.name(i) + "\",\"digit\":" + d + "}");
        throw new IllegalStateException("no candidate left in " + Program.name(i + 1));
    }
}
