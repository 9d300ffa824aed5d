// An enumerating search with a limit of two solutions that says its search was complete when the
// limit stopped it (complete must be false then: the puzzle may have more).
public class SearchDoneComplete {
    public static void main(String[] args) throws Exception {
        java.util.List<int[]> found = Program.solutions(Program.readPuzzle(), 2);
        for (int[] grid : found) Program.say("{\"kind\":\"solved\",\"values\":\"" + Program.values(grid) + "\"}");
        Program.say("{\"kind\":\"search-done\",\"solutions\":" + found.size() + ",\"complete\":true}");
    }
}
