// Claims a solution that changes a given: the right solution, but a slip bumps the first given
// it meets (3 becomes 4).
public class SolvedGiven {
    public static void main(String[] args) throws Exception {
        int[] puzzle = Program.readPuzzle();
        int[] grid = Program.solutions(puzzle, 1).get(0);
        int given = 0;
        while (puzzle[given] == 0) given++;
        grid[given] = grid[given] % 9 + 1;
        Program.say("{\"kind\":\"solved\",\"values\":\"" + Program.values(grid) + "\"}");
    }
}
