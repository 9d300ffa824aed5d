"""Every command of the window, declared once, in menu order: the menus, the toolbar, the F1 key
list and the keys page (``window/keys_page.py``) are built from it. A ``Command`` row
(``command_types.py``) gives its menu group, text, handler (a function of the window), tip, keys
and where it is enabled; an ``Entries`` row, a place the window fills itself (recent files,
panes...). Texts are translated in the ``MainWindow`` context."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence

from ..core.message import QT_TRANSLATE_NOOP
from .command_types import NOT_PLAYING, RUN, Command, CommandName, Entries, Group, Menu, When

K = QKeySequence.StandardKey

# The menus, in menu bar order, and the groups of each (a separator between two groups).
FILE = Menu(QT_TRANSLATE_NOOP("MainWindow", "&File"))
EDIT = Menu(QT_TRANSLATE_NOOP("MainWindow", "&Edit"))
VIEW = Menu(QT_TRANSLATE_NOOP("MainWindow", "&View"))
PUZZLES = Menu(QT_TRANSLATE_NOOP("MainWindow", "P&uzzles"))
SOLVE = Menu(QT_TRANSLATE_NOOP("MainWindow", "&Solve"))
HELP = Menu(QT_TRANSLATE_NOOP("MainWindow", "&Help"))
FILE_PUZZLE, FILE_QUIT = Group(FILE), Group(FILE)
EDIT_UNDO, EDIT_CLIPBOARD, EDIT_GAME = Group(EDIT), Group(EDIT), Group(EDIT)
VIEW_MARKS, VIEW_LAYOUT, VIEW_PANES, VIEW_LOOK = Group(VIEW), Group(VIEW), Group(VIEW), Group(VIEW)
PUZZLES_RATING, PUZZLES_LIBRARY = Group(PUZZLES), Group(PUZZLES)
SOLVE_RUN, SOLVE_MOVES, SOLVE_TOOLS, SOLVE_SETTINGS = Group(SOLVE), Group(SOLVE), Group(SOLVE), Group(SOLVE)
LOAD = Menu(QT_TRANSLATE_NOOP("MainWindow", "Load &Your Own Algorithm"), SOLVE_SETTINGS)
LOAD_FILES = Group(LOAD)
HELP_DOCS, HELP_ABOUT = Group(HELP), Group(HELP)

ROWS: tuple[Command | Entries, ...] = (
    # File
    Command(
        "generate",
        FILE_PUZZLE,
        QT_TRANSLATE_NOOP("MainWindow", "&Generate Puzzle…"),
        lambda w: w.tools.generate(),
        QT_TRANSLATE_NOOP("MainWindow", "A new puzzle with exactly one solution, at a chosen level"),
        (K.New,),
    ),
    Command(
        "open",
        FILE_PUZZLE,
        QT_TRANSLATE_NOOP("MainWindow", "&Open Puzzle…"),
        lambda w: w.files.open_dialog(),
        QT_TRANSLATE_NOOP("MainWindow", "Load a puzzle from a file (many formats)"),
        (K.Open,),
        modes=NOT_PLAYING,
    ),
    Command(
        "open_run",
        FILE_PUZZLE,
        QT_TRANSLATE_NOOP("MainWindow", "Open R&un…"),
        lambda w: w.open_run.ask(),
        QT_TRANSLATE_NOOP(
            "MainWindow", "Open a saved step stream (a --trace file or a solver program's output) as a run to rewind"
        ),
        ("Ctrl+Shift+O",),
        modes=NOT_PLAYING,
    ),
    Entries("recent", FILE_PUZZLE),
    Command(
        "save",
        FILE_PUZZLE,
        QT_TRANSLATE_NOOP("MainWindow", "&Save"),
        lambda w: w.files.save(),
        QT_TRANSLATE_NOOP("MainWindow", "Save the board: givens, your digits and marks"),
        (K.Save,),
    ),
    Command(
        "save_as",
        FILE_PUZZLE,
        QT_TRANSLATE_NOOP("MainWindow", "Save &As…"),
        lambda w: w.files.save_as(),
        QT_TRANSLATE_NOOP("MainWindow", "Save the board in a chosen format"),
        (K.SaveAs,),
    ),
    Command(
        "export",
        FILE_PUZZLE,
        QT_TRANSLATE_NOOP("MainWindow", "&Export Solution Path…"),
        lambda w: w.dialogs.export_path(),
        QT_TRANSLATE_NOOP("MainWindow", "Write the steps of a solve as JSON Lines"),
        ("Ctrl+E",),
    ),
    Command(
        "export_animation",
        FILE_PUZZLE,
        QT_TRANSLATE_NOOP("MainWindow", "Export A&nimation…"),
        lambda w: w.animation.ask(),
        QT_TRANSLATE_NOOP("MainWindow", "Write a span of the run (or the race) shown as GIF, WebP or MP4"),
        ("Ctrl+Shift+E",),
    ),
    Command(
        "quit",
        FILE_QUIT,
        QT_TRANSLATE_NOOP("MainWindow", "&Quit"),
        lambda w: w.close(),
        QT_TRANSLATE_NOOP("MainWindow", "Quit the application"),
        ("Ctrl+Q",),
    ),
    # Edit
    Command(
        "undo",
        EDIT_UNDO,
        QT_TRANSLATE_NOOP("MainWindow", "&Undo"),
        lambda w: w.controller.undo_stack.undo(),
        QT_TRANSLATE_NOOP("MainWindow", "Undo the last edit"),
        (K.Undo,),
        when=When("when there is an edit to undo", lambda w: w.controller.undo_stack.canUndo()),
    ),
    Command(
        "redo",
        EDIT_UNDO,
        QT_TRANSLATE_NOOP("MainWindow", "&Redo"),
        lambda w: w.controller.undo_stack.redo(),
        QT_TRANSLATE_NOOP("MainWindow", "Redo the edit undone last"),
        (K.Redo, "Ctrl+Shift+Z", "Ctrl+Y"),
        when=When("when there is an edit to redo", lambda w: w.controller.undo_stack.canRedo()),
    ),
    Command(
        "copy",
        EDIT_CLIPBOARD,
        QT_TRANSLATE_NOOP("MainWindow", "&Copy Board"),
        lambda w: w.copy_board(),
        QT_TRANSLATE_NOOP("MainWindow", "Copy the board as shown, as 81 characters"),
        (K.Copy,),
    ),
    Entries("copy_as", EDIT_CLIPBOARD),
    Command(
        "paste",
        EDIT_CLIPBOARD,
        QT_TRANSLATE_NOOP("MainWindow", "&Paste Puzzle"),
        lambda w: w.paste_puzzle(),
        QT_TRANSLATE_NOOP("MainWindow", "Paste a puzzle: 81 characters, or nine lines of nine"),
        (K.Paste,),
        modes=NOT_PLAYING,
    ),
    Command(
        "clear",
        EDIT_CLIPBOARD,
        QT_TRANSLATE_NOOP("MainWindow", "C&lear Puzzle"),
        lambda w: w.controller.editor.clear(),
        QT_TRANSLATE_NOOP("MainWindow", "Empty every cell"),
        ("Ctrl+Shift+Backspace",),
        modes=NOT_PLAYING,
    ),
    Command(
        "play",
        EDIT_GAME,
        QT_TRANSLATE_NOOP("MainWindow", "&Game Mode"),
        lambda w: w.controller.editor.toggle_playing(),
        QT_TRANSLATE_NOOP("MainWindow", "Lock the givens; typed digits become your own (again: edit givens)"),
        ("Ctrl+G",),
        True,
    ),
    Command(
        "pencil",
        EDIT_GAME,
        QT_TRANSLATE_NOOP("MainWindow", "Pe&ncil Mode"),
        lambda w: w.view.toggle_pencil(),
        QT_TRANSLATE_NOOP("MainWindow", "Typed digits toggle pencil marks (Enter on the board switches)"),
        (),
        True,
    ),
    Command(
        "fill_marks",
        EDIT_GAME,
        QT_TRANSLATE_NOOP("MainWindow", "&Fill All Candidates"),
        lambda w: w.controller.editor.fill_marks(),
        QT_TRANSLATE_NOOP("MainWindow", "Write every candidate as your pencil marks"),
        ("Ctrl+Shift+F",),
    ),
    Command(
        "clear_marks",
        EDIT_GAME,
        QT_TRANSLATE_NOOP("MainWindow", "Clear &Marks"),
        lambda w: w.controller.editor.clear_marks(),
        QT_TRANSLATE_NOOP("MainWindow", "Remove every pencil mark"),
        ("Ctrl+Shift+X",),
    ),
    # View
    Command(
        "candidates",
        VIEW_MARKS,
        QT_TRANSLATE_NOOP("MainWindow", "Show &Candidates"),
        lambda w: w.refresh_marks(),
        QT_TRANSLATE_NOOP("MainWindow", "Show every empty cell's pencil marks"),
        ("Ctrl+M",),
        True,
    ),
    Command(
        "mistakes",
        VIEW_MARKS,
        QT_TRANSLATE_NOOP("MainWindow", "Show &Mistakes"),
        lambda w: w.refresh_marks(),
        QT_TRANSLATE_NOOP("MainWindow", "Mark your digits that differ from the solution"),
        ("Ctrl+Shift+M",),
        True,
    ),
    Command(
        "conflicts",
        VIEW_MARKS,
        QT_TRANSLATE_NOOP("MainWindow", "Show C&onflicts"),
        lambda w: w.refresh_marks(),
        QT_TRANSLATE_NOOP(
            "MainWindow",
            "Tint cells that repeat a digit in a row, column or box: in the puzzle, and a solver's clash on a run's board",
        ),
        (),
        True,
    ),
    Command(
        "arrows",
        VIEW_MARKS,
        QT_TRANSLATE_NOOP("MainWindow", "Show Chain &Arrows"),
        lambda w: w.refresh_marks(),
        QT_TRANSLATE_NOOP("MainWindow", "Draw a chain's links as arrows on the board"),
        ("Ctrl+Shift+A",),
        True,
    ),
    Command(
        "prev_branch",
        VIEW_MARKS,
        QT_TRANSLATE_NOOP("MainWindow", "Pre&vious Branch"),
        lambda w: w.view.previous_branch(),
        QT_TRANSLATE_NOOP("MainWindow", "A forcing net's previous branch"),
        ("[",),
    ),
    Command(
        "next_branch",
        VIEW_MARKS,
        QT_TRANSLATE_NOOP("MainWindow", "Ne&xt Branch"),
        lambda w: w.view.next_branch(),
        QT_TRANSLATE_NOOP("MainWindow", "A forcing net's next branch, the contradiction last"),
        ("]",),
    ),
    Entries("layouts", VIEW_LAYOUT),
    Entries("panes", VIEW_PANES),
    Entries("themes", VIEW_LOOK),
    Entries("language", VIEW_LOOK),
    # Puzzles
    Command(
        "analyse",
        PUZZLES_RATING,
        QT_TRANSLATE_NOOP("MainWindow", "&Analyse Puzzle…"),
        lambda w: w.dialogs.analyse(),
        QT_TRANSLATE_NOOP(
            "MainWindow", "Why the puzzle is hard: its Sudoku Explainer rating, bottleneck, backdoors and T&E depth"
        ),
        ("Ctrl+I",),
    ),
    Entries("se_rules", PUZZLES_RATING),
    Entries("puzzles", PUZZLES_LIBRARY),
    # Solve
    Command(
        "solve",
        SOLVE_RUN,
        QT_TRANSLATE_NOOP("MainWindow", "&Solve"),
        lambda w: w.controller.solve(),
        QT_TRANSLATE_NOOP("MainWindow", "Start solving the board as shown, at the chosen speed"),
        ("F5",),
        when=When("unless a live run is playing", lambda w: w.controller.solver_idle()),
    ),
    Command(
        "instant",
        SOLVE_RUN,
        QT_TRANSLATE_NOOP("MainWindow", "Solve &Instantly"),
        lambda w: w.controller.solve_instantly(),
        QT_TRANSLATE_NOOP(
            "MainWindow", "Show the answer at once (the fast solver: no steps to watch) and whether it is the only one"
        ),
        ("Ctrl+F5",),
    ),
    Command(
        "pause",
        SOLVE_RUN,
        QT_TRANSLATE_NOOP("MainWindow", "&Play/Pause"),
        lambda w: w.controller.toggle_play(),
        QT_TRANSLATE_NOOP("MainWindow", "Play the run from the step shown, or pause it"),
        ("Space",),
    ),
    Command(
        "step",
        SOLVE_RUN,
        QT_TRANSLATE_NOOP("MainWindow", "S&tep"),
        lambda w: w.controller.step_forward(),
        QT_TRANSLATE_NOOP("MainWindow", "Exactly one step forward (starts a paused run)"),
        ("F10",),
    ),
    Command(
        "stop",
        SOLVE_RUN,
        QT_TRANSLATE_NOOP("MainWindow", "St&op"),
        lambda w: w.controller.stop(),
        QT_TRANSLATE_NOOP("MainWindow", "Stop the solver; pressed again, return to the board as before the run"),
        ("Esc",),
    ),
    Command(
        "back",
        SOLVE_MOVES,
        QT_TRANSLATE_NOOP("MainWindow", "Step &Back"),
        lambda w: w.controller.nav.step_back(),
        QT_TRANSLATE_NOOP("MainWindow", "One step back"),
        ("Left",),
        modes=RUN,
    ),
    Command(
        "forward",
        SOLVE_MOVES,
        QT_TRANSLATE_NOOP("MainWindow", "Step &Forward"),
        lambda w: w.controller.step_forward(),
        QT_TRANSLATE_NOOP("MainWindow", "One step forward"),
        ("Right",),
        modes=RUN,
    ),
    Command(
        "prev_search",
        SOLVE_MOVES,
        QT_TRANSLATE_NOOP("MainWindow", "Previous &Guess or Backtrack"),
        lambda w: w.controller.jump(False),
        QT_TRANSLATE_NOOP("MainWindow", "Back to the previous guess or backtrack"),
        ("Ctrl+Left",),
        modes=RUN,
    ),
    Command(
        "next_search",
        SOLVE_MOVES,
        QT_TRANSLATE_NOOP("MainWindow", "Next G&uess or Backtrack"),
        lambda w: w.controller.jump(True),
        QT_TRANSLATE_NOOP("MainWindow", "On to the next guess or backtrack"),
        ("Ctrl+Right",),
        modes=RUN,
    ),
    Command(
        "home",
        SOLVE_MOVES,
        QT_TRANSLATE_NOOP("MainWindow", "First Step"),
        lambda w: w.controller.nav.home(),
        QT_TRANSLATE_NOOP("MainWindow", "The board before the first step"),
        ("Home",),
        modes=RUN,
    ),
    Command(
        "end",
        SOLVE_MOVES,
        QT_TRANSLATE_NOOP("MainWindow", "Last Step"),
        lambda w: w.controller.nav.end(),
        QT_TRANSLATE_NOOP("MainWindow", "The board after the last step recorded"),
        ("End",),
        modes=RUN,
    ),
    Command(
        "check",
        SOLVE_TOOLS,
        QT_TRANSLATE_NOOP("MainWindow", "&Check Puzzle"),
        lambda w: w.tools.check(),
        QT_TRANSLATE_NOOP("MainWindow", "Count the solutions of the board: 0, 1 or at least 2"),
        ("Ctrl+Shift+C",),
    ),
    Command(
        "check_steps",
        SOLVE_TOOLS,
        QT_TRANSLATE_NOOP("MainWindow", "Chec&k Steps"),
        lambda w: w.step_check.set_own(w.act["check_steps"].isChecked()),
        QT_TRANSLATE_NOOP(
            "MainWindow",
            "Check every step of your own solvers' runs (a program, a Python file, an opened run) against the "
            "rules and the puzzle's solution; the first fault pauses the run at its step",
        ),
        checkable=True,
    ),
    Command(
        "check_builtins",
        SOLVE_TOOLS,
        QT_TRANSLATE_NOOP("MainWindow", "Check Built-in Strategies Too"),  # no mnemonic: the Solve menu has them all
        lambda w: w.step_check.set_builtins(w.act["check_builtins"].isChecked()),
        QT_TRANSLATE_NOOP(
            "MainWindow",
            "Check the built-in strategies' runs too (their claims are proved by the tests; off by default)",
        ),
        checkable=True,
    ),
    Command(
        "hint",
        SOLVE_TOOLS,
        QT_TRANSLATE_NOOP("MainWindow", "&Hint"),
        lambda w: w.assistant.hint(),
        QT_TRANSLATE_NOOP("MainWindow", "Show the simplest logical step, without applying it"),
        ("F12",),
    ),
    Command(
        "apply",
        SOLVE_TOOLS,
        QT_TRANSLATE_NOOP("MainWindow", "&Apply Hint"),
        lambda w: w.assistant.apply(),
        QT_TRANSLATE_NOOP("MainWindow", "Apply the simplest logical step (undoable)"),
        ("Shift+F12",),
        modes=NOT_PLAYING,
    ),
    Command(
        "race",
        SOLVE_TOOLS,
        QT_TRANSLATE_NOOP("MainWindow", "Rac&e Algorithms…"),
        lambda w: w.race_tools.pick_and_race(),
        QT_TRANSLATE_NOOP("MainWindow", "Watch 2 to 6 algorithms solve this puzzle side by side, in step"),
        ("Ctrl+R",),
    ),
    Command(
        "divergence",
        SOLVE_TOOLS,
        QT_TRANSLATE_NOOP("MainWindow", "First &Divergence"),
        lambda w: w.race_tools.jump_divergence(),
        QT_TRANSLATE_NOOP("MainWindow", "In a race: the first step where two searches guess differently"),
        ("Ctrl+D",),
        modes=RUN,
        when=When("only in a race", lambda w: w.controller.racing.showing()),
    ),
    Command(
        "compare",
        SOLVE_TOOLS,
        QT_TRANSLATE_NOOP("MainWindow", "Co&mpare Algorithms…"),
        lambda w: w.dialogs.compare(),
        QT_TRANSLATE_NOOP("MainWindow", "Run every algorithm on this puzzle and compare them"),
        ("Ctrl+K",),
    ),
    Command(
        "compare_tree",
        SOLVE_TOOLS,
        QT_TRANSLATE_NOOP("MainWindow", "Compare Tree With A&nother Algorithm…"),
        lambda w: w.tree_compare.ask(),
        QT_TRANSLATE_NOOP(
            "MainWindow",
            "Merge this puzzle's search tree with another algorithm's (built-in or loaded): where they part, "
            "with each side's node count and board",
        ),
        ("Ctrl+Shift+T",),
    ),
    Command(
        "faster",
        SOLVE_SETTINGS,
        QT_TRANSLATE_NOOP("MainWindow", "Faste&r"),
        lambda w: w.faster(),
        QT_TRANSLATE_NOOP("MainWindow", "Animate faster"),
        ("Ctrl+=",),
    ),
    Command(
        "slower",
        SOLVE_SETTINGS,
        QT_TRANSLATE_NOOP("MainWindow", "Slo&wer"),
        lambda w: w.slower(),
        QT_TRANSLATE_NOOP("MainWindow", "Animate slower"),
        ("Ctrl+-",),
    ),
    Entries("algorithms", SOLVE_SETTINGS),
    # Solve > Load Your Own Algorithm
    Command(
        "load_python",
        LOAD_FILES,
        QT_TRANSLATE_NOOP("MainWindow", "&Python File…"),
        lambda w: w.solver_loader.load_python_file(),
        QT_TRANSLATE_NOOP("MainWindow", "Load a solver written in Python: a file whose solve(puzzle) yields steps"),
    ),
    Command(
        "load_program",
        LOAD_FILES,
        QT_TRANSLATE_NOOP("MainWindow", "P&rogram…"),
        lambda w: w.solver_loader.load_program(),
        QT_TRANSLATE_NOOP("MainWindow", "Load a program in any language that writes the step protocol (exec:COMMAND)"),
    ),
    Entries("loaded", LOAD_FILES),
    # Help
    Command(
        "keys",
        HELP_DOCS,
        QT_TRANSLATE_NOOP("MainWindow", "&Keys"),
        lambda w: w.show_keys(),
        QT_TRANSLATE_NOOP("MainWindow", "Keyboard reference"),
        ("F1",),
    ),
    Entries("help", HELP_DOCS),
    Command(
        "about",
        HELP_ABOUT,
        QT_TRANSLATE_NOOP("MainWindow", "&About"),
        lambda w: w.show_about(),
        QT_TRANSLATE_NOOP("MainWindow", "About this application"),
    ),
)
COMMANDS: tuple[Command, ...] = tuple(row for row in ROWS if isinstance(row, Command))
TOOLBAR: tuple[CommandName, ...] = ("solve", "pause", "step", "stop")
