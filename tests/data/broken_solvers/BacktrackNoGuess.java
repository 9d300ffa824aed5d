// Backtracks before it has guessed anything (its first step), naming the cell it meant to try.
public class BacktrackNoGuess {
    public static void main(String[] args) throws Exception {
        int[] grid = Program.readPuzzle();
        int i = 0;
        while (grid[i] != 0) i++;
        Program.say("{\"kind\":\"backtrack\",\"cell\":\"" + Program.name(i) + "\",\"digit\":1}");
    }
}
