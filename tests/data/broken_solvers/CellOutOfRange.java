// Guesses the first empty cell, then names the cell below the grid's last row (r10c1): a row
// counter that ran one too far.
public class CellOutOfRange {
    public static void main(String[] args) throws Exception {
        int[] grid = Program.readPuzzle();
        int i = 0, d = 1;
        while (grid[i] != 0) i++;
        while (!Program.fits(grid, i, d)) d++;
        Program.say("{\"kind\":\"guess\",\"cell\":\"" + Program.name(i) + "\",\"digit\":" + d + "}");
        Program.say("{\"kind\":\"guess\",\"cell\":\"" + Program.name(81) + "\",\"digit\":" + d + "}");
    }
}
