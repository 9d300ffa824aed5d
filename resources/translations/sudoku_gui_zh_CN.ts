<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>AnalyseDialog</name>
    <message>
        <source>Analyse Puzzle</source>
        <translation>分析谜题</translation>
    </message>
    <message>
        <source>Sudoku Explainer (ER/EP/ED):</source>
        <translation>Sudoku Explainer（ER/EP/ED）：</translation>
    </message>
    <message>
        <source>Human techniques:</source>
        <translation>人工技巧：</translation>
    </message>
    <message>
        <source>HoDoKu level:</source>
        <translation>HoDoKu 等级：</translation>
    </message>
    <message>
        <source>HoDoKu&apos;s level of the human techniques&apos; path: the hardest technique&apos;s level, raised while the path&apos;s total score passes the level&apos;s bound (Easy 800, Medium 1000, Hard 1600, Unfair 1800)</source>
        <translation>HoDoKu 对人工技巧解题路径给出的等级：取所用最难技巧的等级，路径总分超过该等级上限时逐级上调（简单 800，中等 1000，困难 1600，不公平 1800）</translation>
    </message>
    <message>
        <source>Backdoors for singles:</source>
        <translation>唯一数的后门：</translation>
    </message>
    <message>
        <source>Backdoors for singles + locked candidates:</source>
        <translation>唯一数 + 区块摒除的后门：</translation>
    </message>
    <message>
        <source>Trial-and-error depth:</source>
        <translation>试错深度：</translation>
    </message>
    <message>
        <source>working…</source>
        <translation>计算中…</translation>
    </message>
    <message>
        <source>ER: the hardest step of Sudoku Explainer&apos;s solution; EP: the hardest up to its first placed digit; ED: up to its first elimination. The level follows ER.</source>
        <translation>ER：Sudoku Explainer 解法中最难的一步；EP：第一次填数之前最难的一步；ED：第一次删数之前最难的一步。难度等级依据 ER。</translation>
    </message>
    <message>
        <source>The fewest cells whose values let singles alone finish the puzzle (0: singles solve it), with up to 10 such sets</source>
        <translation>填入其值后仅靠唯一数就能解完谜题的最少格子（0：唯一数即可解出），最多列出 10 组</translation>
    </message>
    <message>
        <source>CSP-Rules&apos; T&amp;E(n): how deep contradiction tests must nest, with singles as the only rules, to solve the puzzle (0: singles solve it)</source>
        <translation>CSP-Rules 的 T&amp;E(n)：只用唯一数作为规则时，矛盾测试需要嵌套多深才能解出谜题（0：唯一数即可解出）</translation>
    </message>
    <message>
        <source>Click a step to see the board just before it</source>
        <translation>点击一个步骤，查看它之前的棋盘</translation>
    </message>
    <message>
        <source>&amp;All steps</source>
        <translation>全部步骤(&amp;A)</translation>
    </message>
    <message>
        <source>List every step of the solution, not only the bottleneck</source>
        <translation>列出解法的每一步，而不只是瓶颈</translation>
    </message>
    <message>
        <source>Bottleneck: the steps that give the rating</source>
        <translation>瓶颈：决定难度的步骤</translation>
    </message>
    <message>
        <source>%v of %m</source>
        <translation>%v / %m</translation>
    </message>
    <message>
        <source>Stages worked out</source>
        <translation>已完成的分析阶段</translation>
    </message>
    <message>
        <source>Rating…</source>
        <translation>正在评级…</translation>
    </message>
    <message>
        <source>&amp;Mark Backdoor Cells</source>
        <translation>在棋盘上标出后门格(&amp;M)</translation>
    </message>
    <message>
        <source>Tint the cells of the first smallest backdoor on the main board</source>
        <translation>在主棋盘上标出第一组最小后门的格子</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>{stage} {elapsed}</source>
        <translation>{stage} {elapsed}</translation>
    </message>
    <message>
        <source>The puzzle has no solution: nothing to analyse.</source>
        <translation>谜题无解：无可分析。</translation>
    </message>
    <message>
        <source>The puzzle has more than one solution: ratings assume one.</source>
        <translation>谜题有多个解：评级假定只有一个解。</translation>
    </message>
    <message>
        <source>Looking for backdoors…</source>
        <translation>正在寻找后门…</translation>
    </message>
    <message>
        <source>Measuring the trial-and-error depth…</source>
        <translation>正在测量试错深度…</translation>
    </message>
    <message>
        <source>T&amp;E({depth})</source>
        <translation>{depth} 层试错（T&amp;E）</translation>
    </message>
    <message>
        <source>more than 3</source>
        <translation>大于 3</translation>
    </message>
    <message>
        <source>{figures} {level} ({technique}; {rules} rules)</source>
        <translation>{figures} {level}（{technique}；{rules}规则）</translation>
    </message>
    <message>
        <source>at least {er:.1f} {level} (stopped while looking for {technique}; {rules} rules)</source>
        <translation>至少 {er:.1f} {level}（在寻找{technique}时停止；{rules}规则）</translation>
    </message>
    <message>
        <source>{score:.1f} (hardest: {technique})</source>
        <translation>{score:.1f}（最难：{technique}）</translation>
    </message>
    <message>
        <source>{score:.1f}+ (needs a guess)</source>
        <translation>{score:.1f}+（需要猜测）</translation>
    </message>
    <message>
        <source>{level} (score {score})</source>
        <translation>{level}（{score} 分）</translation>
    </message>
    <message>
        <source>none of 2 cells or fewer</source>
        <translation>没有 2 格或更少的后门</translation>
    </message>
    <message>
        <source>0: these rules alone solve it</source>
        <translation>0：仅用这些规则即可解出</translation>
    </message>
    <message>
        <source>size {size}: {sets}</source>
        <translation>大小 {size}：{sets}</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>not worked out (cancelled)</source>
        <translation>未算出（已取消）</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>完成。</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <source>Analyse needs a puzzle of at least 17 givens.</source>
        <translation>分析需要至少 17 个已知数的谜题。</translation>
    </message>
    <message>
        <source>Fix the red cells first: the givens conflict.</source>
        <translation>请先修正红色格：已知数互相冲突。</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Sudoku Visualizer</source>
        <translation>数独可视化求解器</translation>
    </message>
    <message>
        <source>Open puzzle</source>
        <translation>打开题目</translation>
    </message>
    <message>
        <source>Cannot open {arg}:
{problem}</source>
        <translation>无法打开 {arg}：
{problem}</translation>
    </message>
</context>
<context>
    <name>Assistant</name>
    <message>
        <source>Difficulty: - (fewer than {min_givens_to_rate} givens)</source>
        <translation>难度：-（提示数少于 {min_givens_to_rate} 个）</translation>
    </message>
    <message>
        <source>Difficulty: - (conflicting givens)</source>
        <translation>难度：-（提示数互相冲突）</translation>
    </message>
    <message>
        <source>Difficulty: - (no solution)</source>
        <translation>难度：-（无解）</translation>
    </message>
    <message>
        <source>Difficulty: - (more than one solution)</source>
        <translation>难度：-（不止一个解）</translation>
    </message>
    <message>
        <source>Difficulty: ER {er:.1f} {level}</source>
        <translation>难度：ER {er:.1f} {level}</translation>
    </message>
    <message>
        <source>Sudoku Explainer ER/EP/ED {figures} (hardest: {technique}; {rules} rules); human techniques: {human}</source>
        <translation>Sudoku Explainer ER/EP/ED {figures}（最难：{technique}；{rules}规则）；人工技巧：{human}</translation>
    </message>
    <message>
        <source>Difficulty: ER ≥{er:.1f} {level}</source>
        <translation>难度：ER ≥{er:.1f} {level}</translation>
    </message>
    <message>
        <source>Sudoku Explainer ({rules} rules): at least {er:.1f} (stopped after {seconds:g} s while looking for {technique}; Puzzles &gt; Analyse rates it in full); human techniques: {human}</source>
        <translation>Sudoku Explainer（{rules}规则）：至少 {er:.1f}（寻找{technique}时于 {seconds:g} 秒后停止；“谜题 &gt; 分析谜题”会完整评级）；人工技巧：{human}</translation>
    </message>
    <message>
        <source>{difficulty} ({rules})</source>
        <translation>{difficulty}（{rules}）</translation>
    </message>
    <message>
        <source>Hints work on a board at rest: pause (Space) or stop (Esc) first.</source>
        <translation>提示只能用于静止的盘面：请先暂停（空格）或停止（Esc）。</translation>
    </message>
    <message>
        <source>Fix the red cells first: the givens conflict.</source>
        <translation>请先修正红色格子：提示数互相冲突。</translation>
    </message>
    <message>
        <source>The board is complete.</source>
        <translation>盘面已经填满。</translation>
    </message>
    <message>
        <source>No logical step found with the implemented techniques: Solve (F5) will search.</source>
        <translation>现有技巧找不到逻辑步骤：求解（F5）会进行搜索。</translation>
    </message>
    <message>
        <source>{cell} holds a wrong digit: a hint would build on it. Change it first (Ctrl+Z undoes).</source>
        <translation>{cell} 填了错误的数字：提示会建立在它之上。请先改正它（Ctrl+Z 可撤销）。</translation>
    </message>
    <message>
        <source>The marks of {cell} leave out its digit: a hint would build on them. Mark it again first.</source>
        <translation>{cell} 的笔记漏掉了它的正确数字：提示会建立在错误之上。请先把它标回来。</translation>
    </message>
    <message>
        <source>Hint: {technique}. Shift+F12 applies it.</source>
        <translation>提示：{technique}。Shift+F12 应用它。</translation>
    </message>
    <message>
        <source>Hint: {technique}. Close the run (Esc) to apply hints.</source>
        <translation>提示：{technique}。关闭本次求解（Esc）后才能应用提示。</translation>
    </message>
    <message>
        <source>Applied: {technique} (Ctrl+Z undoes it).</source>
        <translation>已应用：{technique}（Ctrl+Z 可撤销）。</translation>
    </message>
    <message>
        <source>Applied: {technique} (Ctrl+Z undoes it). The puzzle is solved.</source>
        <translation>已应用：{technique}（Ctrl+Z 可撤销）。题目已解出。</translation>
    </message>
    <message>
        <source>Hints are applied to the puzzle: close the run (Esc) first.</source>
        <translation>提示会应用到题目上：请先关闭本次求解（Esc）。</translation>
    </message>
    <message>
        <source>Fix the red cells first: your {digit} in {cell} repeats the given {digit} in {other} ({unit}).</source>
        <translation>请先修正红色格子：你在 {cell} 填的 {digit} 与 {other} 的提示数 {digit} 重复（{unit}）。</translation>
    </message>
    <message>
        <source>Fix the red cells first: your digits repeat {digit} in {unit} ({cells}).</source>
        <translation>请先修正红色格子：你填的数字在{unit}中重复了 {digit}（{cells}）。</translation>
    </message>
    <message>
        <source>Difficulty: … (human techniques: {score:.1f})
{human}</source>
        <translation>难度：…（人工技巧：{score:.1f}）
{human}</translation>
    </message>
    <message>
        <source>Difficulty: …</source>
        <translation>难度：…</translation>
    </message>
    <message>
        <source>Difficulty: ?</source>
        <translation>难度：?</translation>
    </message>
    <message>
        <source>Rating failed: {message}</source>
        <translation>评级失败：{message}</translation>
    </message>
    <message>
        <source>Cannot export: the givens conflict.</source>
        <translation>无法导出：提示数互相冲突。</translation>
    </message>
    <message>
        <source>Writing the solution path ({algorithm})…</source>
        <translation>正在写出解题过程（{algorithm}）…</translation>
    </message>
    <message>
        <source>Export Solution Path</source>
        <translation>导出解题过程</translation>
    </message>
    <message>
        <source>{n:,} steps written</source>
        <translation>已写出 {n:,} 步</translation>
    </message>
    <message>
        <source>Solution path written to {export_path}: {steps:,} steps ({outcome}).</source>
        <translation>解题过程已写入 {export_path}：{steps:,} 步（{outcome}）。</translation>
    </message>
    <message>
        <source>cannot write {path}: {reason}</source>
        <translation>无法写入 {path}：{reason}</translation>
    </message>
    <message>
        <source>Export failed: {reason}</source>
        <translation>导出失败：{reason}</translation>
    </message>
    <message>
        <source>Export cancelled: the file was not written.</source>
        <translation>导出已取消：文件未写入。</translation>
    </message>
</context>
<context>
    <name>BoardPainter</name>
    <message>
        <source>d{depth}</source>
        <translation>深{depth}</translation>
    </message>
</context>
<context>
    <name>BoardWidget</name>
    <message>
        <source>Click a cell or use the arrow keys; type 1-9, or 0/Delete/Backspace to clear</source>
        <translation>点击格子或用方向键选择；输入 1-9，或按 0/Delete/Backspace 清除</translation>
    </message>
    <message>
        <source>Sudoku board</source>
        <translation>数独盘面</translation>
    </message>
    <message>
        <source>selected {cell}</source>
        <translation>已选 {cell}</translation>
    </message>
    <message>
        <source>Mark {d}</source>
        <translation>标记 {d}</translation>
    </message>
</context>
<context>
    <name>ChartsPane</name>
    <message>
        <source>Depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <source>Candidates left</source>
        <translation>剩余候选数</translation>
    </message>
    <message>
        <source>Guesses, backtracks</source>
        <translation>猜测、回溯</translation>
    </message>
    <message>
        <source>Guesses</source>
        <translation>猜测</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>回溯</translation>
    </message>
    <message>
        <source>1000 {n}k; 1000000 {n}M</source>
        <comment>axis labels of large numbers: each unit as its size and a template, smallest first</comment>
        <translation>10000 {n}万; 100000000 {n}亿</translation>
    </message>
    <message>
        <source>Charts appear here during a run.</source>
        <translation>求解时图表显示在这里。</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>C&amp;harts</source>
        <translation>图表(&amp;H)</translation>
    </message>
    <message>
        <source>Show or hide the charts of the run: depth, candidates left, guesses and backtracks</source>
        <translation>显示或隐藏求解图表：深度、剩余候选数、猜测与回溯</translation>
    </message>
</context>
<context>
    <name>Chrome</name>
    <message>
        <source>Project Euler problem 96, as in Peter Norvig&apos;s pytudes (MIT)</source>
        <translation>欧拉计划第 96 题，取自 Peter Norvig 的 pytudes（MIT）</translation>
    </message>
    <message>
        <source>collected on the Sudoku forums; Peter Norvig&apos;s pytudes (MIT)</source>
        <translation>收集自数独论坛；Peter Norvig 的 pytudes（MIT）</translation>
    </message>
    <message>
        <source>found by Peter Norvig searching for &quot;hardest sudoku&quot;; pytudes (MIT)</source>
        <translation>Peter Norvig 搜索“最难数独”所得；pytudes（MIT）</translation>
    </message>
    <message>
        <source>(puzzle list unavailable: {error})</source>
        <translation>（题目列表不可用：{error}）</translation>
    </message>
    <message>
        <source>A puzzle from the {article}</source>
        <translation>出自{article}的题目</translation>
    </message>
    <message>
        <source>Source: {value}</source>
        <translation>来源：{value}</translation>
    </message>
    <message>
        <source>(unavailable: {error})</source>
        <translation>（不可用：{error}）</translation>
    </message>
    <message>
        <source>{collection}, puzzle {name}</source>
        <translation>{collection}，第 {name} 题</translation>
    </message>
    <message>
        <source>{title}  -  ER {score} {level}, {givens} givens</source>
        <translation>{title}  -  ER {score} {level}，{givens} 个提示数</translation>
    </message>
    <message>
        <source>{title}  ({givens} givens)</source>
        <translation>{title}（{givens} 个提示数）</translation>
    </message>
    <message>
        <source>{app}: keys</source>
        <translation>{app}：按键</translation>
    </message>
    <message>
        <source>About {app_title}</source>
        <translation>关于{app_title}</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>版本 {version}</translation>
    </message>
    <message>
        <source>Watch backtracking, constraint propagation and human techniques solve a Sudoku step by step.</source>
        <translation>一步一步观看回溯、约束传播和人工技巧如何解开数独。</translation>
    </message>
    <message>
        <source>License: GPL-3.0-or-later.</source>
        <translation>许可证：GPL-3.0 或更高版本。</translation>
    </message>
</context>
<context>
    <name>CloseRunCommand</name>
    <message>
        <source>That run is no longer kept (only the last {n} runs are).</source>
        <translation>那次运行已不再保留（只保留最近 {n} 次）。</translation>
    </message>
    <message>
        <source>Run {algorithm}</source>
        <translation>运行 {algorithm}</translation>
    </message>
    <message>
        <source>Close the {algorithm} run</source>
        <translation>关闭 {algorithm} 求解</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>比赛</translation>
    </message>
    <message>
        <source>Close the race</source>
        <translation>关闭比赛</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <source>Algorithm</source>
        <translation>算法</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>Placements</source>
        <translation>填数</translation>
    </message>
    <message>
        <source>Eliminations</source>
        <translation>删数</translation>
    </message>
    <message>
        <source>Guesses</source>
        <translation>猜测</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>回溯</translation>
    </message>
    <message>
        <source>Max depth</source>
        <translation>最大深度</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>时间（秒）</translation>
    </message>
    <message>
        <source>Compare Algorithms</source>
        <translation>比较算法</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>Each algorithm gets at most {limit:g} s.</source>
        <translation>每个算法最多运行 {limit:g} 秒。</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>running…</source>
        <translation>运行中…</translation>
    </message>
    <message>
        <source>Running {name}…</source>
        <translation>正在运行 {name}…</translation>
    </message>
    <message>
        <source>Failed: {message}</source>
        <translation>失败：{message}</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>Done: {done} algorithms compared.</source>
        <translation>完成：比较了 {done} 个算法。</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>The run is playing: pause it (Space) or stop it (Esc) before you edit.</source>
        <translation>求解正在播放：编辑前请先暂停（空格）或停止（Esc）。</translation>
    </message>
    <message>
        <source>Clear {value}</source>
        <translation>清除 {value}</translation>
    </message>
    <message>
        <source>{cell} = {digit} (yours)</source>
        <extracomment>An undo entry (Edit &gt; Undo &quot;...&quot;): the player typed a digit in a cell.</extracomment>
        <translation>{cell} = {digit}（你填的）</translation>
    </message>
    <message>
        <source>{cell} = {digit}</source>
        <extracomment>An undo entry (Edit &gt; Undo &quot;...&quot;): a given typed in a cell.</extracomment>
        <translation>{cell} = {digit}</translation>
    </message>
    <message>
        <source>Conflict: {value}.</source>
        <translation>冲突：{value}。</translation>
    </message>
    <message>
        <source>Edit givens</source>
        <translation>编辑提示数</translation>
    </message>
    <message>
        <source>Fix the red cells first: the givens conflict.</source>
        <translation>请先修正红色格子：提示数互相冲突。</translation>
    </message>
    <message>
        <source>Puzzle loaded: {givens} givens. Conflict: {conflict}.</source>
        <translation>题目已载入：{givens} 个提示数。冲突：{conflict}。</translation>
    </message>
    <message>
        <source>Puzzle loaded: {givens} givens.</source>
        <translation>题目已载入：{givens} 个提示数。</translation>
    </message>
    <message>
        <source>Puzzle loaded: {givens} givens, {placed} placed, pencil marks.</source>
        <translation>题目已载入：{givens} 个提示数，{placed} 个已填数字，带铅笔标记。</translation>
    </message>
    <message>
        <source>Puzzle loaded: {givens} givens, {placed} placed.</source>
        <translation>题目已载入：{givens} 个提示数，{placed} 个已填数字。</translation>
    </message>
    <message>
        <source>Puzzle loaded: {givens} givens, pencil marks.</source>
        <translation>题目已载入：{givens} 个提示数，带铅笔标记。</translation>
    </message>
    <message>
        <source>No later guess or backtrack.</source>
        <translation>后面没有猜测或回溯了。</translation>
    </message>
    <message>
        <source>No earlier guess or backtrack.</source>
        <translation>前面没有猜测或回溯了。</translation>
    </message>
    <message>
        <source>{cell} is a given: givens are locked in a game (Ctrl+G edits them).</source>
        <translation>{cell} 是提示数：游戏中提示数已锁定（Ctrl+G 可编辑）。</translation>
    </message>
    <message>
        <source>Editing givens: typed digits are givens again (Ctrl+G starts a game).</source>
        <translation>正在编辑提示数：输入的数字又是提示数了（Ctrl+G 开始游戏）。</translation>
    </message>
    <message>
        <source>Enter the puzzle&apos;s givens first, then start a game (Ctrl+G).</source>
        <translation>请先输入题目的提示数，再开始游戏（Ctrl+G）。</translation>
    </message>
    <message>
        <source>This puzzle has no solution: there is no game in it.</source>
        <translation>这道题无解：无法开始游戏。</translation>
    </message>
    <message>
        <source>Start a game</source>
        <translation>开始游戏</translation>
    </message>
    <message>
        <source>Game: givens locked; your digits are blue. Shift+digit or Enter toggles pencil marks.</source>
        <translation>游戏：提示数已锁定；你填的数字是蓝色的。Shift+数字或 Enter 切换铅笔标记。</translation>
    </message>
    <message>
        <source>Game: givens locked; your digits are blue. Shift+digit or Enter toggles pencil marks. Note: it has more than one solution, so mistakes cannot be shown.</source>
        <translation>游戏：提示数已锁定；你填的数字是蓝色的。Shift+数字或 Enter 切换铅笔标记。注意：这道题不止一个解，所以无法显示错误。</translation>
    </message>
    <message>
        <source>{cell} holds a digit: marks go in empty cells.</source>
        <translation>{cell} 已有数字：标记只能写在空格里。</translation>
    </message>
    <message>
        <source>Remove {digit} in {cell}</source>
        <translation>删去 {cell} 的标记 {digit}</translation>
    </message>
    <message>
        <source>Mark {digit} in {cell}</source>
        <translation>在 {cell} 标记 {digit}</translation>
    </message>
    <message>
        <source>Fill all candidates</source>
        <translation>填入全部候选数</translation>
    </message>
    <message>
        <source>Clear marks</source>
        <translation>清除标记</translation>
    </message>
    <message>
        <source>Load puzzle</source>
        <translation>载入题目</translation>
    </message>
    <message>
        <source>Clear puzzle</source>
        <translation>清空题目</translation>
    </message>
    <message>
        <source>Hints are applied to the puzzle: close the run (Esc) first.</source>
        <translation>提示会应用到题目上：请先关闭本次求解（Esc）。</translation>
    </message>
    <message>
        <source>Hint: {technique}</source>
        <translation>提示：{technique}</translation>
    </message>
    <message>
        <source>Cannot solve: {value}. Fix the red cells first.</source>
        <translation>无法求解：{value}。请先修正红色格子。</translation>
    </message>
    <message>
        <source>Solving instantly…</source>
        <translation>正在瞬间求解…</translation>
    </message>
    <message>
        <source>Solving with {run_algorithm}…</source>
        <translation>正在用 {run_algorithm} 求解…</translation>
    </message>
    <message>
        <source>F10 or Right steps, Space plays.</source>
        <translation>F10 或 → 单步前进，空格播放。</translation>
    </message>
    <message>
        <source>Left/Right step, Home/End jump, Space plays on, Esc stops.</source>
        <translation>←/→ 单步，Home/End 跳转，空格继续播放，Esc 停止。</translation>
    </message>
    <message>
        <source>Playing {run_algorithm}…</source>
        <translation>正在播放 {run_algorithm}…</translation>
    </message>
    <message>
        <source>Back to the puzzle from the race (Ctrl+Z shows it again).</source>
        <translation>已从比赛回到题目（Ctrl+Z 可再次显示比赛）。</translation>
    </message>
    <message>
        <source>Space plays a run: press F5 to start one.</source>
        <translation>空格用于播放求解：请按 F5 开始求解。</translation>
    </message>
    <message>
        <source>This is the last step of the run.</source>
        <translation>这是本次求解的最后一步。</translation>
    </message>
    <message>
        <source>Stopped: the steps so far stay to review; Esc again returns to the puzzle.</source>
        <translation>已停止：目前的步骤保留供回看；再按 Esc 回到题目。</translation>
    </message>
    <message>
        <source>The board shows the puzzle as before the run (Ctrl+Z shows the run again).</source>
        <translation>盘面显示求解前的题目（Ctrl+Z 可再次显示求解）。</translation>
    </message>
    <message>
        <source>{steps:,} steps ({guesses:,} guesses, {backtracks:,} backtracks); solving {seconds:.2f} s</source>
        <translation>{steps:,} 步（{guesses:,} 次猜测，{backtracks:,} 次回溯）；求解 {seconds:.2f} 秒</translation>
    </message>
    <message>
        <source>fast solver, {ms:.1f} ms</source>
        <translation>快速求解器，{ms:.1f} 毫秒</translation>
    </message>
    <message>
        <source>{n:,} solutions: not a proper puzzle. One is shown; {counts}.</source>
        <translation>{n:,} 个解：不是合格的题目。显示其中一个；{counts}。</translation>
    </message>
    <message>
        <source>{n:,} solutions (at least {n:,}): not a proper puzzle. One is shown; {counts}.</source>
        <translation>{n:,} 个解（至少 {n:,} 个）：不是合格的题目。显示其中一个；{counts}。</translation>
    </message>
    <message>
        <source>Solved: {counts}.</source>
        <translation>已解出：{counts}。</translation>
    </message>
    <message>
        <source>No solution: searched {counts}.</source>
        <translation>无解：已搜索 {counts}。</translation>
    </message>
    <message>
        <source>Time limit reached ({value:g} s of solving): {counts}.</source>
        <translation>已到时间限制（求解 {value:g} 秒）：{counts}。</translation>
    </message>
    <message>
        <source>The solver failed: {value}</source>
        <translation>求解器出错：{value}</translation>
    </message>
    <message>
        <source>Check Steps: no fault.</source>
        <translation>检查步骤：没有错误。</translation>
    </message>
    <message>
        <source>Only the newest {value:,} steps are kept ({dropped:,} dropped).</source>
        <translation>只保留最新的 {value:,} 步（丢弃了 {dropped:,} 步）。</translation>
    </message>
</context>
<context>
    <name>DigitPad</name>
    <message>
        <source>Digit pad</source>
        <translation>数字面板</translation>
    </message>
    <message>
        <source>Pick {d}: click cells to enter it (or mark it in pencil mode)</source>
        <translation>选择 {d}：点击格子填入（铅笔模式下为标记）</translation>
    </message>
    <message>
        <source>Eraser: click cells to clear your digits</source>
        <translation>橡皮：点击格子清除你填的数字</translation>
    </message>
    <message>
        <source>Pencil mode: digits toggle marks instead of filling cells (Enter)</source>
        <translation>铅笔模式：数字切换标记，而不是填入格子（Enter）</translation>
    </message>
    <message>
        <source>Eraser picked: a click on a cell clears your digit (click ⌫ again to put it down).</source>
        <translation>已选橡皮：点击格子清除你填的数字（再点一次 ⌫ 取消选择）。</translation>
    </message>
    <message>
        <source>Nothing picked on the pad: clicks select cells.</source>
        <translation>数字面板上没有选择：点击格子只选中格子。</translation>
    </message>
    <message>
        <source>{d} picked: a click on a cell adds or removes its mark (click {d} again to put it down).</source>
        <translation>已选 {d}：点击格子添加或去掉它的标记（再点一次 {d} 取消选择）。</translation>
    </message>
    <message>
        <source>{d} picked: a click on a cell enters it (click {d} again to put it down).</source>
        <translation>已选 {d}：点击格子填入它（再点一次 {d} 取消选择）。</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>GIF (*.gif)</source>
        <translation>GIF (*.gif)</translation>
    </message>
    <message>
        <source>Animated WebP (*.webp)</source>
        <translation>WebP 动画 (*.webp)</translation>
    </message>
    <message>
        <source>MP4 video (*.mp4)</source>
        <translation>MP4 视频 (*.mp4)</translation>
    </message>
    <message>
        <source>Export Animation</source>
        <translation>导出动画</translation>
    </message>
    <message>
        <source>Each frame moves the run on by this many steps</source>
        <translation>每一帧让求解前进这么多步</translation>
    </message>
    <message>
        <source>From step</source>
        <translation>起始步</translation>
    </message>
    <message>
        <source>To step</source>
        <translation>结束步</translation>
    </message>
    <message>
        <source>Frames a second</source>
        <translation>每秒帧数</translation>
    </message>
    <message>
        <source>Steps a frame</source>
        <translation>每帧步数</translation>
    </message>
    <message>
        <source>(measuring on sample frames…)</source>
        <translation>（正在用样本帧测量…）</translation>
    </message>
    <message>
        <source>Over the limit of {cap:,} frames: {k:,} steps a frame would fit.</source>
        <translation>超过 {cap:,} 帧的上限：每帧 {k:,} 步即可容纳。</translation>
    </message>
    <message>
        <source>Use {k:,} Steps a Frame</source>
        <translation>改用每帧 {k:,} 步</translation>
    </message>
    <message>
        <source>Cannot export {name}: the file name must end in .gif, .webp or .mp4.</source>
        <translation>无法导出 {name}：文件名须以 .gif、.webp 或 .mp4 结尾。</translation>
    </message>
    <message>
        <source>Nothing to export yet: solve (F5) or race (Ctrl+R) first.</source>
        <translation>还没有可导出的内容：请先求解（F5）或比赛（Ctrl+R）。</translation>
    </message>
    <message>
        <source>About {gif} as GIF, {webp} as WebP, {mp4} as MP4.</source>
        <translation>GIF 约 {gif}，WebP 约 {webp}，MP4 约 {mp4}。</translation>
    </message>
    <message>
        <source>{frames:,} frames, {length}.</source>
        <translation>{frames:,} 帧，{length}。</translation>
    </message>
    <message>
        <source>This span makes {frames:,} frames; an export holds at most {cap:,}.

Export {k:,} steps a frame instead ({fit:,} frames)? {sizes}</source>
        <translation>这一范围共 {frames:,} 帧；一次导出最多 {cap:,} 帧。

改为每帧 {k:,} 步导出吗（{fit:,} 帧）？{sizes}</translation>
    </message>
    <message>
        <source>Drawing and encoding the frames…</source>
        <translation>正在绘制并编码各帧…</translation>
    </message>
    <message>
        <source>Animation written to {path}: {frames:,} frames.</source>
        <translation>动画已写入 {path}：{frames:,} 帧。</translation>
    </message>
    <message>
        <source>cannot write {path}: {reason}</source>
        <translation>无法写入 {path}：{reason}</translation>
    </message>
    <message>
        <source>Export cancelled: nothing written.</source>
        <translation>导出已取消：未写入任何文件。</translation>
    </message>
    <message>
        <source>Export failed: {reason}</source>
        <translation>导出失败：{reason}</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <source>Puzzles (*.txt *.sdk *.sdm *.ss *.pm);;All files (*)</source>
        <translation>题目 (*.txt *.sdk *.sdm *.ss *.pm);;所有文件 (*)</translation>
    </message>
    <message>
        <source>81 characters (*.txt)</source>
        <translation>81 个字符 (*.txt)</translation>
    </message>
    <message>
        <source>SadMan Sudoku (*.sdk)</source>
        <translation>SadMan 数独 (*.sdk)</translation>
    </message>
    <message>
        <source>Pencil-mark grid (*.pm)</source>
        <translation>铅笔标记盘面 (*.pm)</translation>
    </message>
    <message>
        <source>HoDoKu library line (*.txt)</source>
        <translation>HoDoKu 题库行 (*.txt)</translation>
    </message>
    <message>
        <source>Candidate line, 729 characters (*.txt)</source>
        <translation>候选数行，729 个字符 (*.txt)</translation>
    </message>
    <message>
        <source>Open Puzzle</source>
        <translation>打开题目</translation>
    </message>
    <message>
        <source>{message}.</source>
        <extracomment>A file that cannot be read: {message} is the reason, its first letter made a capital.</extracomment>
        <translation>{message}。</translation>
    </message>
    <message>
        <source>No puzzle found in {path}:
{value}</source>
        <translation>在 {path} 中没有找到题目：
{value}</translation>
    </message>
    <message>
        <source>No puzzle found in {path}:
the file is empty</source>
        <translation>在 {path} 中没有找到题目：
文件是空的</translation>
    </message>
    <message>
        <source>Open {name}</source>
        <translation>打开 {name}</translation>
    </message>
    <message>
        <source>{name}: skipped what could not be read: {error}</source>
        <translation>{name}：跳过了无法读取的内容：{error}</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>（还没有）</translation>
    </message>
    <message>
        <source>Save Puzzle As</source>
        <translation>题目另存为</translation>
    </message>
    <message>
        <source>Cannot save {path}:
{reason}</source>
        <translation>无法保存 {path}：
{reason}</translation>
    </message>
    <message>
        <source>Saved {name} ({value}).</source>
        <translation>已保存 {name}（{value}）。</translation>
    </message>
    <message>
        <source>Board copied as {value}.</source>
        <translation>盘面已复制为{value}。</translation>
    </message>
    <message>
        <source>{name}[*] — {app}</source>
        <extracomment>The window title: a file&apos;s name, [*] (where a * shows unsaved changes), the app&apos;s name.</extracomment>
        <translation>{name}[*] — {app}</translation>
    </message>
    <message>
        <source>Save as {format}? It cannot keep all of this board.</source>
        <translation>要另存为{format}吗？这种格式保存不了这个盘面的全部内容。</translation>
    </message>
    <message>
        <source>Read back, the file would lose:</source>
        <translation>再次打开时，文件会丢失：</translation>
    </message>
    <message>
        <source>The pencil-mark grid and the HoDoKu library line keep everything.</source>
        <translation>铅笔标记盘面和 HoDoKu 题库行能保存全部内容。</translation>
    </message>
    <message>
        <source>&amp;Save Anyway</source>
        <translation>仍然保存(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Choose Another Format…</source>
        <translation>选择其他格式(&amp;C)…</translation>
    </message>
</context>
<context>
    <name>GenerateDialog</name>
    <message>
        <source>Generate Puzzle</source>
        <translation>生成题目</translation>
    </message>
    <message>
        <source>Difficulty by the hardest technique needed (Sudoku Explainer scale)</source>
        <translation>按所需最难技巧定的难度（Sudoku Explainer 标度）</translation>
    </message>
    <message>
        <source>&amp;Level</source>
        <translation>难度(&amp;L)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>central</source>
        <translation>中心对称</translation>
    </message>
    <message>
        <source>diagonal</source>
        <translation>对角线对称</translation>
    </message>
    <message>
        <source>none; central: turned half a turn the givens look the same; diagonal: mirrored</source>
        <translation>无；中心对称：转半圈后提示数位置不变；对角线对称：沿对角线镜像</translation>
    </message>
    <message>
        <source>&amp;Symmetry</source>
        <translation>对称(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>生成(&amp;G)</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>&amp;Documentation</source>
        <translation>文档(&amp;D)</translation>
    </message>
    <message>
        <source>These pages in the browser: playing, keys, the command line, solvers of your own, techniques</source>
        <translation>在浏览器中打开文档：游戏、按键、命令行、自己的求解器、技巧</translation>
    </message>
    <message>
        <source>&amp;Step Protocol</source>
        <translation>步骤协议(&amp;S)</translation>
    </message>
    <message>
        <source>The step protocol a solver program of your own writes (docs/step-protocol.md)</source>
        <translation>自己的求解程序输出的步骤协议（docs/step-protocol.md）</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>{name} is not installed here: it is in the project&apos;s source ({where}).</source>
        <translation>此处未安装{name}：它在项目的源代码中（{where}）。</translation>
    </message>
    <message>
        <source>Nothing on this desktop opens {path}: open it yourself.</source>
        <translation>此桌面没有程序能打开 {path}：请自行打开。</translation>
    </message>
    <message>
        <source>Opened {name} as Markdown: with MkDocs (pip install -e &apos;.[docs]&apos;) Help builds the pages.</source>
        <translation>已以 Markdown 打开{name}：装好 MkDocs（pip install -e &apos;.[docs]&apos;）后，“帮助”菜单会生成网页。</translation>
    </message>
    <message>
        <source>Opened {name}.</source>
        <translation>已打开{name}。</translation>
    </message>
    <message>
        <source>Building the documentation pages (mkdocs build)…</source>
        <translation>正在生成文档网页（mkdocs build）…</translation>
    </message>
    <message>
        <source>The pages could not be built ({why}): opened {name} as Markdown.</source>
        <translation>无法生成网页（{why}）：已以 Markdown 打开{name}。</translation>
    </message>
</context>
<context>
    <name>Jobs</name>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <source>{done:,} of {total:,} · {elapsed} elapsed · about {left} left</source>
        <translation>{done:,} / {total:,} · 已用 {elapsed} · 约剩 {left}</translation>
    </message>
    <message>
        <source>{done} so far · {elapsed} elapsed</source>
        <translation>{done} · 已用 {elapsed}</translation>
    </message>
    <message>
        <source>{elapsed} elapsed</source>
        <translation>已用 {elapsed}</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>Arrows, click</source>
        <translation>方向键、点击</translation>
    </message>
    <message>
        <source>select a cell</source>
        <translation>选择格子</translation>
    </message>
    <message>
        <source>1-9</source>
        <translation>1-9</translation>
    </message>
    <message>
        <source>enter a digit: a given while editing, your own digit in a game (Ctrl+G)</source>
        <translation>输入数字：编辑时是提示数，游戏中是你自己的数字（Ctrl+G）</translation>
    </message>
    <message>
        <source>Shift+1-9, right-click</source>
        <translation>Shift+1-9、右键</translation>
    </message>
    <message>
        <source>add or remove a pencil mark</source>
        <translation>添加或删除铅笔标记</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>pencil mode on or off: typed digits toggle marks</source>
        <translation>铅笔模式开关：输入的数字切换标记</translation>
    </message>
    <message>
        <source>0, Delete, Backspace</source>
        <translation>0、Delete、Backspace</translation>
    </message>
    <message>
        <source>clear the cell</source>
        <translation>清除格子</translation>
    </message>
    <message>
        <source>Digit pad</source>
        <translation>数字面板</translation>
    </message>
    <message>
        <source>pick a digit (or the eraser), then click cells; a picked digit is highlighted</source>
        <translation>选一个数字（或橡皮），再点击格子；选中的数字会高亮</translation>
    </message>
    <message>
        <source>Drop a file</source>
        <translation>拖入文件</translation>
    </message>
    <message>
        <source>open it</source>
        <translation>打开它</translation>
    </message>
    <message>
        <source>Up / Down</source>
        <translation>Up / Down</translation>
    </message>
    <message>
        <source>Search tree: the parent / the first child</source>
        <translation>搜索树：父节点 / 第一个子节点</translation>
    </message>
    <message>
        <source>Left / Right</source>
        <translation>Left / Right</translation>
    </message>
    <message>
        <source>Search tree: the previous / next sibling</source>
        <translation>搜索树：上一个 / 下一个兄弟节点</translation>
    </message>
    <message>
        <source>Home / End</source>
        <translation>Home / End</translation>
    </message>
    <message>
        <source>Search tree: the root / the last node</source>
        <translation>搜索树：根节点 / 最后一个节点</translation>
    </message>
    <message>
        <source>Search tree: show on the board why the selected leaf failed</source>
        <translation>搜索树：在盘面上显示所选叶节点失败的原因</translation>
    </message>
    <message>
        <source>+ / -, wheel</source>
        <translation>+ / -、滚轮</translation>
    </message>
    <message>
        <source>Search tree: zoom in / out</source>
        <translation>搜索树：放大 / 缩小</translation>
    </message>
    <message>
        <source>0</source>
        <translation>0</translation>
    </message>
    <message>
        <source>Search tree: fit the tree to the pane</source>
        <translation>搜索树：让整棵树适应窗格</translation>
    </message>
    <message>
        <source>{name}: {tip}</source>
        <translation>{name}：{tip}</translation>
    </message>
</context>
<context>
    <name>KeysDialog</name>
    <message>
        <source>Find a key or an action (e.g. undo, F5, pencil)</source>
        <translation>查找按键或操作（如：撤销、F5、铅笔）</translation>
    </message>
    <message>
        <source>Find a key</source>
        <translation>查找按键</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>作用</translation>
    </message>
    <message>
        <source>No key matches.</source>
        <translation>没有匹配的按键。</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>Lan&amp;guage</source>
        <translation>语言(&amp;G)</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>The window will speak {language} from the next start. Restart now?</source>
        <translation>下次启动时窗口将使用{language}。现在重新启动吗？</translation>
    </message>
    <message>
        <source>Restart Now</source>
        <translation>立即重启</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>稍后</translation>
    </message>
    <message>
        <source>Could not start the app again; please restart it yourself.</source>
        <translation>无法重新启动程序；请手动重启。</translation>
    </message>
</context>
<context>
    <name>Layouts</name>
    <message>
        <source>&amp;Solving</source>
        <translation>求解(&amp;S)</translation>
    </message>
    <message>
        <source>S&amp;earching</source>
        <translation>搜索(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Racing</source>
        <translation>比赛(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Playing</source>
        <translation>游戏(&amp;P)</translation>
    </message>
    <message>
        <source>Layout: the board, with the step log beside it</source>
        <translation>布局：盘面，旁边是步骤记录</translation>
    </message>
    <message>
        <source>Layout: the search tree beside the board, as tall as the window; the step log behind it</source>
        <translation>布局：搜索树在盘面旁边，与窗口等高；步骤记录在它后面</translation>
    </message>
    <message>
        <source>Layout: the charts under the board or the race, the step log beside</source>
        <translation>布局：图表在盘面或比赛下方，步骤记录在旁边</translation>
    </message>
    <message>
        <source>Layout: the board alone, for a game</source>
        <translation>布局：只有盘面，用于游戏</translation>
    </message>
    <message>
        <source>Rese&amp;t Layout</source>
        <translation>重置布局(&amp;T)</translation>
    </message>
    <message>
        <source>Arrange the panes of the layout chosen as they were at first</source>
        <translation>把所选布局的窗格恢复为最初的排列</translation>
    </message>
    <message>
        <source>La&amp;yout</source>
        <translation>布局(&amp;Y)</translation>
    </message>
    <message>
        <source>Layout: {name}, as you left it (View &gt; Layout &gt; Reset Layout arranges it as at first).</source>
        <translation>布局：{name}，保持你上次离开时的样子（“视图 &gt; 布局 &gt; 重置布局”恢复最初的排列）。</translation>
    </message>
</context>
<context>
    <name>Loader</name>
    <message>
        <source>cannot read {file}: {why}</source>
        <translation>无法读取 {file}：{why}</translation>
    </message>
    <message>
        <source>{file}, line {line}: syntax error: {why}</source>
        <translation>{file} 第 {line} 行：语法错误：{why}</translation>
    </message>
    <message>
        <source>{file} defines no function to solve with (def solve(puzzle): ...)</source>
        <translation>{file} 没有定义求解函数（def solve(puzzle): ...）</translation>
    </message>
    <message>
        <source>the command is empty: type a program and its arguments, as in python3 solver.py</source>
        <translation>命令为空：请输入程序及其参数，例如 python3 solver.py</translation>
    </message>
    <message>
        <source>Remembered solvers left out (they cannot run now): {solvers}.</source>
        <translation>以下记住的求解器现在无法运行，已略去：{solvers}。</translation>
    </message>
    <message>
        <source>Remove {title}</source>
        <translation>移除 {title}</translation>
    </message>
    <message>
        <source>Remove {name} from the algorithm box</source>
        <translation>从算法列表中移除 {name}</translation>
    </message>
    <message>
        <source>Load a Python Solver</source>
        <translation>载入 Python 求解器</translation>
    </message>
    <message>
        <source>Python files (*.py);;All files (*)</source>
        <translation>Python 文件 (*.py);;所有文件 (*)</translation>
    </message>
    <message>
        <source>{file} is not a Python file (.py)</source>
        <translation>{file} 不是 Python 文件（.py）</translation>
    </message>
    <message>
        <source>{file} has no solve function. Which function takes the puzzle and yields steps?</source>
        <translation>{file} 没有 solve 函数。哪个函数接收题目并产生步骤？</translation>
    </message>
    <message>
        <source>Load a Program</source>
        <translation>载入程序</translation>
    </message>
    <message>
        <source>The command that runs your solver. It reads the puzzle (81 characters) on standard input
and writes one JSON step a line (docs/step-protocol.md), e.g. java examples/solvers/Backtrack.java</source>
        <translation>运行你的求解器的命令。它从标准输入读取题目（81 个字符），
每行输出一个 JSON 步骤（docs/step-protocol.md），例如 java examples/solvers/Backtrack.java</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>python3 solver.py, or exec:./solver</source>
        <translation>python3 solver.py，或 exec:./solver</translation>
    </message>
    <message>
        <source>Removed {title} from the algorithms.</source>
        <translation>已从算法中移除 {title}。</translation>
    </message>
    <message>
        <source>Cannot Load the Solver</source>
        <translation>无法载入求解器</translation>
    </message>
    <message>
        <source>Not loaded: {why}</source>
        <translation>未载入：{why}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>error: {message}</source>
        <translation>错误：{message}</translation>
    </message>
    <message>
        <source>What the step shown did, and why</source>
        <translation>当前这一步做了什么，以及为什么</translation>
    </message>
    <message>
        <source>Drag to any step of the run (Left/Right, Home/End and Ctrl+Left/Right too)</source>
        <translation>拖动到求解的任意一步（也可用 ←/→、Home/End 和 Ctrl+←/→）</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>&amp;Open Puzzle…</source>
        <translation>打开题目(&amp;O)…</translation>
    </message>
    <message>
        <source>Load a puzzle from a file (many formats)</source>
        <translation>从文件载入题目（支持多种格式）</translation>
    </message>
    <message>
        <source>Open R&amp;un…</source>
        <translation>打开运行记录(&amp;U)…</translation>
    </message>
    <message>
        <source>Open a saved step stream (a --trace file or a solver program&apos;s output) as a run to rewind</source>
        <translation>把保存的步骤流（--trace 文件或求解程序的输出）作为一次可回放的运行打开</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save the board: givens, your digits and marks</source>
        <translation>保存盘面：提示数、你填的数字和标记</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Save the board in a chosen format</source>
        <translation>以选定的格式保存盘面</translation>
    </message>
    <message>
        <source>&amp;Export Solution Path…</source>
        <translation>导出解题过程(&amp;E)…</translation>
    </message>
    <message>
        <source>Write the steps of a solve as JSON Lines</source>
        <translation>把求解的每一步写成 JSON Lines</translation>
    </message>
    <message>
        <source>Write a span of the run (or the race) shown as GIF, WebP or MP4</source>
        <translation>把所示求解（或比赛）的一段写成 GIF、WebP 或 MP4</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Quit the application</source>
        <translation>退出程序</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>Undo the last edit</source>
        <translation>撤销上一次编辑</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Redo the edit undone last</source>
        <translation>重做刚撤销的编辑</translation>
    </message>
    <message>
        <source>&amp;Copy Board</source>
        <translation>复制盘面(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the board as shown, as 81 characters</source>
        <translation>按显示的样子复制盘面，81 个字符</translation>
    </message>
    <message>
        <source>&amp;Paste Puzzle</source>
        <translation>粘贴题目(&amp;P)</translation>
    </message>
    <message>
        <source>Paste a puzzle: 81 characters, or nine lines of nine</source>
        <translation>粘贴题目：81 个字符，或九行、每行九个</translation>
    </message>
    <message>
        <source>C&amp;lear Puzzle</source>
        <translation>清空题目(&amp;L)</translation>
    </message>
    <message>
        <source>Empty every cell</source>
        <translation>清空所有格子</translation>
    </message>
    <message>
        <source>Tint cells that repeat a digit in a row, column or box: in the puzzle, and a solver&apos;s clash on a run&apos;s board</source>
        <translation>给在同一行、列或宫中重复数字的格子着色：题目中的，以及求解盘面上求解器造成的冲突</translation>
    </message>
    <message>
        <source>Show Chain &amp;Arrows</source>
        <translation>显示链的箭头(&amp;A)</translation>
    </message>
    <message>
        <source>Draw a chain&apos;s links as arrows on the board</source>
        <translation>在盘面上用箭头画出链的各个链接</translation>
    </message>
    <message>
        <source>Pre&amp;vious Branch</source>
        <translation>上一个分支(&amp;V)</translation>
    </message>
    <message>
        <source>A forcing net&apos;s previous branch</source>
        <translation>强制网的上一个分支</translation>
    </message>
    <message>
        <source>Ne&amp;xt Branch</source>
        <translation>下一个分支(&amp;X)</translation>
    </message>
    <message>
        <source>A forcing net&apos;s next branch, the contradiction last</source>
        <translation>强制网的下一个分支，矛盾在最后</translation>
    </message>
    <message>
        <source>&amp;Python File…</source>
        <translation>Python 文件(&amp;P)…</translation>
    </message>
    <message>
        <source>Load a solver written in Python: a file whose solve(puzzle) yields steps</source>
        <translation>载入用 Python 写的求解器：文件中的 solve(puzzle) 逐个产生步骤</translation>
    </message>
    <message>
        <source>P&amp;rogram…</source>
        <translation>程序(&amp;R)…</translation>
    </message>
    <message>
        <source>Load a program in any language that writes the step protocol (exec:COMMAND)</source>
        <translation>载入任何语言编写、输出步骤协议的程序（exec:命令）</translation>
    </message>
    <message>
        <source>&amp;Game Mode</source>
        <translation>游戏模式(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>求解(&amp;S)</translation>
    </message>
    <message>
        <source>Se&amp;arch</source>
        <translation>搜索(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Race</source>
        <translation>比赛(&amp;R)</translation>
    </message>
    <message>
        <source>Load &amp;Your Own Algorithm</source>
        <translation>载入自己的算法(&amp;Y)</translation>
    </message>
    <message>
        <source>Start solving the board as shown, at the chosen speed</source>
        <translation>按选定的速度开始求解当前盘面</translation>
    </message>
    <message>
        <source>Solve &amp;Instantly</source>
        <translation>瞬间求解(&amp;I)</translation>
    </message>
    <message>
        <source>Show the answer at once (the fast solver: no steps to watch) and whether it is the only one</source>
        <translation>立即显示答案（快速求解器：没有可观看的步骤）以及它是否唯一</translation>
    </message>
    <message>
        <source>&amp;Play/Pause</source>
        <translation>播放/暂停(&amp;P)</translation>
    </message>
    <message>
        <source>Play the run from the step shown, or pause it</source>
        <translation>从当前步骤播放求解，或暂停</translation>
    </message>
    <message>
        <source>S&amp;tep</source>
        <translation>单步(&amp;T)</translation>
    </message>
    <message>
        <source>Exactly one step forward (starts a paused run)</source>
        <translation>前进一步（会开始一次暂停的求解）</translation>
    </message>
    <message>
        <source>St&amp;op</source>
        <translation>停止(&amp;O)</translation>
    </message>
    <message>
        <source>Stop the solver; pressed again, return to the board as before the run</source>
        <translation>停止求解器；再按一次，回到求解前的盘面</translation>
    </message>
    <message>
        <source>Step &amp;Back</source>
        <translation>后退一步(&amp;B)</translation>
    </message>
    <message>
        <source>One step back</source>
        <translation>后退一步</translation>
    </message>
    <message>
        <source>Step &amp;Forward</source>
        <translation>前进一步(&amp;F)</translation>
    </message>
    <message>
        <source>One step forward</source>
        <translation>前进一步</translation>
    </message>
    <message>
        <source>Previous &amp;Guess or Backtrack</source>
        <translation>上一次猜测或回溯(&amp;G)</translation>
    </message>
    <message>
        <source>Back to the previous guess or backtrack</source>
        <translation>回到上一次猜测或回溯</translation>
    </message>
    <message>
        <source>Next G&amp;uess or Backtrack</source>
        <translation>下一次猜测或回溯(&amp;U)</translation>
    </message>
    <message>
        <source>On to the next guess or backtrack</source>
        <translation>前往下一次猜测或回溯</translation>
    </message>
    <message>
        <source>First Step</source>
        <translation>第一步</translation>
    </message>
    <message>
        <source>The board before the first step</source>
        <translation>第一步之前的盘面</translation>
    </message>
    <message>
        <source>Last Step</source>
        <translation>最后一步</translation>
    </message>
    <message>
        <source>The board after the last step recorded</source>
        <translation>记录的最后一步之后的盘面</translation>
    </message>
    <message>
        <source>Show &amp;Candidates</source>
        <translation>显示候选数(&amp;C)</translation>
    </message>
    <message>
        <source>Show every empty cell&apos;s pencil marks</source>
        <translation>显示每个空格的铅笔标记</translation>
    </message>
    <message>
        <source>Lock the givens; typed digits become your own (again: edit givens)</source>
        <translation>锁定提示数；输入的数字成为你自己的（再按一次：编辑提示数）</translation>
    </message>
    <message>
        <source>Typed digits toggle pencil marks (Enter on the board switches)</source>
        <translation>输入的数字切换铅笔标记（在盘面上按 Enter 切换）</translation>
    </message>
    <message>
        <source>&amp;Fill All Candidates</source>
        <translation>填入全部候选数(&amp;F)</translation>
    </message>
    <message>
        <source>Write every candidate as your pencil marks</source>
        <translation>把所有候选数写成你的铅笔标记</translation>
    </message>
    <message>
        <source>Clear &amp;Marks</source>
        <translation>清除标记(&amp;M)</translation>
    </message>
    <message>
        <source>Remove every pencil mark</source>
        <translation>删除所有铅笔标记</translation>
    </message>
    <message>
        <source>Show &amp;Mistakes</source>
        <translation>显示错误(&amp;M)</translation>
    </message>
    <message>
        <source>Mark your digits that differ from the solution</source>
        <translation>标出你填的与答案不同的数字</translation>
    </message>
    <message>
        <source>Show C&amp;onflicts</source>
        <translation>显示冲突(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Generate Puzzle…</source>
        <translation>生成题目(&amp;G)…</translation>
    </message>
    <message>
        <source>A new puzzle with exactly one solution, at a chosen level</source>
        <translation>按选定难度生成一道唯一解的新题目</translation>
    </message>
    <message>
        <source>Export A&amp;nimation…</source>
        <translation>导出动画(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Check Puzzle</source>
        <translation>检查题目(&amp;C)</translation>
    </message>
    <message>
        <source>Count the solutions of the board: 0, 1 or at least 2</source>
        <translation>数一数盘面的解：0 个、1 个或至少 2 个</translation>
    </message>
    <message>
        <source>Chec&amp;k Steps</source>
        <translation>检查步骤(&amp;K)</translation>
    </message>
    <message>
        <source>Check every step of your own solvers&apos; runs (a program, a Python file, an opened run) against the rules and the puzzle&apos;s solution; the first fault pauses the run at its step</source>
        <translation>按规则和谜题的解检查你自己的求解器（程序、Python 文件、打开的运行记录）每次求解的每一步；发现第一个错误时，求解停在那一步</translation>
    </message>
    <message>
        <source>Check Built-in Strategies Too</source>
        <translation>也检查内置策略</translation>
    </message>
    <message>
        <source>Check the built-in strategies&apos; runs too (their claims are proved by the tests; off by default)</source>
        <translation>也检查内置策略的每次求解（它们的断言已由测试证明；默认关闭）</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <source>Show the simplest logical step, without applying it</source>
        <translation>显示最简单的逻辑步骤，但不应用</translation>
    </message>
    <message>
        <source>&amp;Apply Hint</source>
        <translation>应用提示(&amp;A)</translation>
    </message>
    <message>
        <source>Apply the simplest logical step (undoable)</source>
        <translation>应用最简单的逻辑步骤（可撤销）</translation>
    </message>
    <message>
        <source>Watch 2 to 6 algorithms solve this puzzle side by side, in step</source>
        <translation>并排观看 2 到 6 个算法同步求解本题</translation>
    </message>
    <message>
        <source>First &amp;Divergence</source>
        <translation>首个分歧(&amp;D)</translation>
    </message>
    <message>
        <source>In a race: the first step where two searches guess differently</source>
        <translation>比赛中：两个搜索首次做出不同猜测的那一步</translation>
    </message>
    <message>
        <source>Compare &amp;Trees…</source>
        <translation>比较搜索树(&amp;T)…</translation>
    </message>
    <message>
        <source>In a race: two racers&apos; search trees merged and drawn, each place where they part marked</source>
        <translation>比赛中：合并并绘制两名参赛者的搜索树，标出每个分歧处</translation>
    </message>
    <message>
        <source>&amp;Analyse Puzzle…</source>
        <translation>分析谜题(&amp;A)…</translation>
    </message>
    <message>
        <source>Why the puzzle is hard: its Sudoku Explainer rating, bottleneck, backdoors and T&amp;E depth</source>
        <translation>谜题为何难：Sudoku Explainer 评级、瓶颈、后门和试错深度（T&amp;E）</translation>
    </message>
    <message>
        <source>Co&amp;mpare Algorithms…</source>
        <translation>比较算法(&amp;M)…</translation>
    </message>
    <message>
        <source>Compare Tree With A&amp;nother Algorithm…</source>
        <translation>与另一算法对比搜索树(&amp;N)…</translation>
    </message>
    <message>
        <source>Merge this puzzle&apos;s search tree with another algorithm&apos;s (built-in or loaded): where they part, with each side&apos;s node count and board</source>
        <translation>把本题的搜索树与另一算法（内置或载入的）的合并：显示分歧之处、双方的节点数和盘面</translation>
    </message>
    <message>
        <source>&amp;Repeated Failures…</source>
        <translation>重复失败(&amp;R)…</translation>
    </message>
    <message>
        <source>The same dead end found wherever the search repeats it: failed subtrees grouped by sub-search or by shape, the most nodes wasted first, each with why it fails and the technique that would have spared it</source>
        <translation>找出搜索重复走进的同一条死路：失败子树按子搜索或形状分组，浪费节点最多的在前，并说明失败原因及可避免它的技巧</translation>
    </message>
    <message>
        <source>Faste&amp;r</source>
        <translation>加快(&amp;R)</translation>
    </message>
    <message>
        <source>Slo&amp;wer</source>
        <translation>减慢(&amp;W)</translation>
    </message>
    <message>
        <source>The light look</source>
        <translation>浅色外观</translation>
    </message>
    <message>
        <source>The dark look</source>
        <translation>深色外观</translation>
    </message>
    <message>
        <source>A&amp;lgorithm</source>
        <translation>算法(&amp;L)</translation>
    </message>
    <message>
        <source>Run every algorithm on this puzzle and compare them</source>
        <translation>用每个算法解这道题并比较它们</translation>
    </message>
    <message>
        <source>Pe&amp;ncil Mode</source>
        <translation>铅笔模式(&amp;N)</translation>
    </message>
    <message>
        <source>Rac&amp;e Algorithms…</source>
        <translation>算法比赛(&amp;E)…</translation>
    </message>
    <message>
        <source>Animate faster</source>
        <translation>动画加快</translation>
    </message>
    <message>
        <source>Animate slower</source>
        <translation>动画减慢</translation>
    </message>
    <message>
        <source>Step &amp;Log</source>
        <translation>步骤记录(&amp;L)</translation>
    </message>
    <message>
        <source>Show or hide the list of steps</source>
        <translation>显示或隐藏步骤列表</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>按键(&amp;K)</translation>
    </message>
    <message>
        <source>Keyboard reference</source>
        <translation>键盘参考</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>关于(&amp;A)</translation>
    </message>
    <message>
        <source>About this application</source>
        <translation>关于本程序</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>Copy &amp;As</source>
        <translation>复制为(&amp;A)</translation>
    </message>
    <message>
        <source>Copy the board as {value}</source>
        <translation>把盘面复制为{value}</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>Follow the &amp;System</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <source>Follow the desktop&apos;s light or dark scheme</source>
        <translation>跟随桌面的浅色或深色方案</translation>
    </message>
    <message>
        <source>P&amp;uzzles</source>
        <translation>题库(&amp;U)</translation>
    </message>
    <message>
        <source>Load {name}</source>
        <translation>载入 {name}</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>求解器</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>算法</translation>
    </message>
    <message>
        <source>Solving algorithm (also in Solve &gt; Algorithm)</source>
        <translation>求解算法（也在 求解 &gt; 算法 中）</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>Animation speed: 1 step per second up to max (Ctrl+= faster, Ctrl+- slower)</source>
        <translation>动画速度：每秒 1 步到最快（Ctrl+= 加快，Ctrl+- 减慢）</translation>
    </message>
    <message>
        <source>Time limit</source>
        <translation>时间限制</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Stop a solve after this much solving time (the strategy&apos;s own time; pauses and animation do not count); 0 = none</source>
        <translation>求解用时达到这个值就停止（只计策略本身的时间，暂停和动画不算）；0 = 不限</translation>
    </message>
    <message>
        <source>Solver settings</source>
        <translation>求解器设置</translation>
    </message>
    <message>
        <source>Editing</source>
        <translation>编辑中</translation>
    </message>
    <message>
        <source>Editing: arrows move the cursor, digits enter givens. Playing / Paused: Left/Right step, Home/End jump, Space plays or pauses, Esc stops.</source>
        <translation>编辑中：方向键移动光标，数字输入提示数。播放/暂停中：←/→ 单步，Home/End 跳转，空格播放或暂停，Esc 停止。</translation>
    </message>
    <message>
        <source>At the step shown: steps applied, guesses, backtracks, current search depth</source>
        <translation>到当前步骤为止：已执行步数、猜测、回溯、当前搜索深度</translation>
    </message>
    <message>
        <source>Solving: time spent inside the strategy. On screen: time the run has been playing (pauses excluded).</source>
        <translation>求解：策略本身花的时间。屏幕上：求解已播放的时间（不含暂停）。</translation>
    </message>
    <message>
        <source>Difficulty: -</source>
        <translation>难度：-</translation>
    </message>
    <message>
        <source>Type 1-9 in a cell, paste (Ctrl+V) or use the Puzzles menu; F5 solves.</source>
        <translation>在格子里输入 1-9、粘贴（Ctrl+V）或使用题库菜单；F5 求解。</translation>
    </message>
    <message>
        <source>{tip} ({key})</source>
        <translation>{tip}（{key}）</translation>
    </message>
    <message>
        <source>Load puzzle</source>
        <translation>载入题目</translation>
    </message>
    <message>
        <source>Nothing to paste: the clipboard holds no text.</source>
        <translation>没有可粘贴的内容：剪贴板里没有文字。</translation>
    </message>
    <message>
        <source>Not pasted, the board is unchanged: {e} (open a large file with File &gt; Open).</source>
        <translation>未粘贴，盘面没有改变：{e}（大文件请用 文件 &gt; 打开）。</translation>
    </message>
    <message>
        <source>no puzzle found</source>
        <translation>没有找到题目</translation>
    </message>
    <message>
        <source>Not pasted, the board is unchanged: {error}.</source>
        <translation>未粘贴，盘面没有改变：{error}。</translation>
    </message>
    <message>
        <source>Paste puzzle</source>
        <translation>粘贴题目</translation>
    </message>
    <message>
        <source>Pasted the first puzzle of the text (it holds more).</source>
        <translation>已粘贴文字中的第一道题（还有更多）。</translation>
    </message>
    <message>
        <source>Board copied as 81 characters.</source>
        <translation>盘面已复制为 81 个字符。</translation>
    </message>
    <message>
        <source>max</source>
        <translation>最快</translation>
    </message>
    <message>
        <source>{speed} steps/s</source>
        <translation>每秒 {speed} 步</translation>
    </message>
    <message>
        <source>1 step/s</source>
        <translation>每秒 1 步</translation>
    </message>
    <message>
        <source>Algorithm: {value} ({name}) - {description}</source>
        <translation>算法：{value}（{name}）- {description}</translation>
    </message>
    <message>
        <source>Pencil mode: digits toggle marks (Enter switches back).</source>
        <translation>铅笔模式：数字切换标记（按 Enter 切换回来）。</translation>
    </message>
    <message>
        <source>Pencil mode off.</source>
        <translation>铅笔模式已关闭。</translation>
    </message>
    <message>
        <source>Export Solution Path</source>
        <translation>导出解题过程</translation>
    </message>
    <message>
        <source>JSON Lines (*.jsonl);;All files (*)</source>
        <translation>JSON Lines (*.jsonl);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot compare: {value}.</source>
        <translation>无法比较：{value}。</translation>
    </message>
    <message>
        <source>No divergence to show: race two algorithms that guess (Ctrl+R).</source>
        <translation>没有可显示的分歧：请让两个会猜测的算法比赛（Ctrl+R）。</translation>
    </message>
    <message>
        <source>The board could not be saved for the next start (disk full or not writable): save it with File &gt; Save As to keep it.</source>
        <translation>盘面无法保存到下次启动（磁盘已满或不可写）：请用“文件 &gt; 另存为”保存它。</translation>
    </message>
    <message>
        <source>Step {position:,}: {last_text}</source>
        <translation>第 {position:,} 步：{last_text}</translation>
    </message>
    <message>
        <source>Branch {n} of {count} ([ and ] step through): {text}</source>
        <translation>第 {n} 个分支，共 {count} 个（[ 和 ] 逐个查看）：{text}</translation>
    </message>
    <message>
        <source>Conclusion ({n} of {count}): {text}</source>
        <translation>结论（第 {n} 个，共 {count} 个）：{text}</translation>
    </message>
    <message>
        <source>The step shown has no branches: only forcing chains and nets are shown branch by branch.</source>
        <translation>所显示的步骤没有分支：只有强制链和强制网才逐个分支显示。</translation>
    </message>
    <message>
        <source>That is the conclusion: the last of the branches.</source>
        <translation>这已是结论：最后一个分支。</translation>
    </message>
    <message>
        <source>That is the first branch.</source>
        <translation>这已是第一个分支。</translation>
    </message>
    <message>
        <source>Show less of the explanation</source>
        <translation>收起说明</translation>
    </message>
    <message>
        <source>Show more of the explanation (a forcing net&apos;s whole text)</source>
        <translation>展开说明（强制网的全文）</translation>
    </message>
    <message>
        <source>step {position:,} of {total:,}</source>
        <translation>第 {position:,} 步，共 {total:,} 步</translation>
    </message>
    <message>
        <source>Sudoku Explainer&apos;s rating (ER: its hardest step) and the level it gives: Easy up to 1.5, Medium 2.5, Hard 4.4, Expert 6.4, Extreme 8.9, Beyond above. Puzzles &gt; Analyse (Ctrl+I) tells why.</source>
        <translation>Sudoku Explainer 的评级（ER：最难的一步）及其对应等级：简单至 1.5，中等 2.5，困难 4.4，专家 6.4，极难 8.9，更高为超纲。“谜题 &gt; 分析谜题”（Ctrl+I）说明原因。</translation>
    </message>
    <message>
        <source>Steps {steps:,}  ·  Guesses {guesses:,}  ·  Backtracks {backtracks:,}  ·  Depth {depth}</source>
        <translation>步数 {steps:,}  ·  猜测 {guesses:,}  ·  回溯 {backtracks:,}  ·  深度 {depth}</translation>
    </message>
    <message>
        <source>Game: givens locked</source>
        <translation>游戏：提示数已锁定</translation>
    </message>
    <message>
        <source>solving {solving:.2f} s  ·  on screen {screen:.1f} s</source>
        <translation>求解 {solving:.2f} 秒  ·  屏幕上 {screen:.1f} 秒</translation>
    </message>
    <message>
        <source>Race: playing</source>
        <translation>比赛：播放中</translation>
    </message>
    <message>
        <source>Race: over</source>
        <translation>比赛：已结束</translation>
    </message>
    <message>
        <source>Race: paused</source>
        <translation>比赛：已暂停</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>播放中</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>Review (fault at step {n})</source>
        <translation>回看（第 {n} 步出错）</translation>
    </message>
    <message>
        <source>Review ({outcome})</source>
        <translation>回看（{outcome}）</translation>
    </message>
    <message>
        <source>no step for {seconds} s: Esc stops it</source>
        <translation>{seconds} 秒没有步骤：按 Esc 停止</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>回看</translation>
    </message>
    <message>
        <source>&amp;Undo {value}</source>
        <translation>撤销(&amp;U) {value}</translation>
    </message>
    <message>
        <source>&amp;Redo {value}</source>
        <translation>重做(&amp;R) {value}</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>播放(&amp;P)</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>已解出</translation>
    </message>
    <message>
        <source>multiple</source>
        <translation>多个解</translation>
    </message>
    <message>
        <source>no-solution</source>
        <translation>无解</translation>
    </message>
    <message>
        <source>time-limit</source>
        <translation>超时</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>wrong claim</source>
        <translation>错误的断言</translation>
    </message>
    <message>
        <source>The autosaved board could not be read ({problem}).</source>
        <translation>自动保存的盘面无法读取（{problem}）。</translation>
    </message>
    <message>
        <source>The settings file {path} could not be read whole; defaults are used.</source>
        <translation>设置文件 {path} 未能完整读取；已使用默认值。</translation>
    </message>
    <message>
        <source>Settings back to their defaults (unreadable): {keys}.</source>
        <translation>以下设置无法读取，已恢复默认值：{keys}。</translation>
    </message>
    <message>
        <source>&amp;Source</source>
        <translation>源代码(&amp;S)</translation>
    </message>
    <message>
        <source>Show or hide the solver&apos;s source, the line of each step marked</source>
        <translation>显示或隐藏求解器的源代码，标出每一步所在的行</translation>
    </message>
</context>
<context>
    <name>OpenRun</name>
    <message>
        <source>Open Run</source>
        <translation>打开运行记录</translation>
    </message>
    <message>
        <source>Step streams (*.jsonl *.json *.txt *.log);;All files (*)</source>
        <translation>步骤流 (*.jsonl *.json *.txt *.log);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot read {name}: {why}</source>
        <translation>无法读取 {name}：{why}</translation>
    </message>
    <message>
        <source>{name} is empty: no step to show.</source>
        <translation>{name} 是空的：没有可显示的步骤。</translation>
    </message>
    <message>
        <source>{name} names no puzzle (no start line): type or open the puzzle it starts from, then open the run again.</source>
        <translation>{name} 没有指明题目（没有 start 行）：请输入或打开它所对应的题目，再重新打开这次运行。</translation>
    </message>
    <message>
        <source>Reading {name}…</source>
        <translation>正在读取 {name}…</translation>
    </message>
    <message>
        <source>{name} is not a step stream: {why} (docs/step-protocol.md).</source>
        <translation>{name} 不是步骤流：{why}（docs/step-protocol.md）。</translation>
    </message>
    <message>
        <source>Not opened: {name} (cancelled).</source>
        <translation>未打开：{name}（已取消）。</translation>
    </message>
    <message>
        <source>This run is of another puzzle. Load its puzzle?</source>
        <translation>这次运行记录属于另一道题。载入它的题目吗？</translation>
    </message>
    <message>
        <source>Not opened: {name} is a run of another puzzle than the one on the board.</source>
        <translation>未打开：{name} 是另一道题的运行记录，不是盘面上这道题的。</translation>
    </message>
    <message>
        <source>Not opened: {name}: {why}.</source>
        <translation>未打开：{name}：{why}。</translation>
    </message>
    <message>
        <source>Not opened: the board changed while {name} was read; open the run again.</source>
        <translation>未打开：读取 {name} 时盘面变了；请重新打开这次运行记录。</translation>
    </message>
    <message>
        <source>Open run {name}</source>
        <translation>打开运行记录 {name}</translation>
    </message>
    <message>
        <source>Opened the run {name}: Space plays it, End jumps to its end, Home back to its start.</source>
        <translation>已打开运行记录 {name}：空格播放，End 跳到结尾，Home 回到开头。</translation>
    </message>
    <message>
        <source>Not opened: {name}: line 1 is longer than {mib} MiB.</source>
        <translation>未打开：{name}：第 1 行超过 {mib} MiB。</translation>
    </message>
    <message>
        <source>Cannot Open the Run</source>
        <translation>无法打开运行记录</translation>
    </message>
</context>
<context>
    <name>Pane</name>
    <message>
        <source>Save as &amp;PNG…</source>
        <translation>另存为 PNG(&amp;P)…</translation>
    </message>
    <message>
        <source>Save as &amp;SVG…</source>
        <translation>另存为 SVG(&amp;S)…</translation>
    </message>
    <message>
        <source>Save the picture</source>
        <translation>保存图片</translation>
    </message>
    <message>
        <source>cannot write {path}: {reason}</source>
        <translation>无法写入 {path}：{reason}</translation>
    </message>
    <message>
        <source>Not saved: {reason}</source>
        <translation>未保存：{reason}</translation>
    </message>
</context>
<context>
    <name>PuzzlePicker</name>
    <message>
        <source>Pick a puzzle: {name}</source>
        <translation>选择题目：{name}</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>正在读取…</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>题目</translation>
    </message>
    <message>
        <source>Givens</source>
        <translation>提示数</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>难度</translation>
    </message>
    <message>
        <source>#</source>
        <extracomment>The picker&apos;s column of each puzzle&apos;s number in its file.</extracomment>
        <translation>序号</translation>
    </message>
    <message>
        <source>Reading stopped: {message}</source>
        <translation>读取已停止：{message}</translation>
    </message>
    <message>
        <source>{n:,} puzzles (the first 10,000); difficulties are being rated in order.</source>
        <translation>{n:,} 道题（前 10,000 道）；正在依次评定难度。</translation>
    </message>
    <message>
        <source>{n:,} puzzles; difficulties are being rated in order.</source>
        <translation>{n:,} 道题；正在依次评定难度。</translation>
    </message>
    <message>
        <source>Skipped {skipped:,} that could not be read; the first: {error}</source>
        <translation>跳过了 {skipped:,} 处无法读取的内容；第一处：{error}</translation>
    </message>
    <message>
        <source>not one solution</source>
        <translation>不是唯一解</translation>
    </message>
</context>
<context>
    <name>PuzzleTools</name>
    <message>
        <source>Please wait</source>
        <translation>请稍候</translation>
    </message>
    <message>
        <source>Check: 0 solutions (the givens conflict).</source>
        <translation>检查：0 个解（提示数互相冲突）。</translation>
    </message>
    <message>
        <source>Counting solutions…</source>
        <translation>正在数解…</translation>
    </message>
    <message>
        <source>Check: exactly 1 solution (a proper puzzle).</source>
        <translation>检查：恰好 1 个解（合格的题目）。</translation>
    </message>
    <message>
        <source>Check: 0 solutions: no way to finish this board.</source>
        <translation>检查：0 个解：这个盘面无法完成。</translation>
    </message>
    <message>
        <source>Check: at least {n} solutions (not a proper puzzle).</source>
        <translation>检查：至少 {n} 个解（不是合格的题目）。</translation>
    </message>
    <message>
        <source>Generate failed: {message}</source>
        <translation>生成失败：{message}</translation>
    </message>
    <message>
        <source>Generating a {level} puzzle…</source>
        <translation>正在生成{level}题目…</translation>
    </message>
    <message>
        <source>Generate cancelled.</source>
        <translation>已取消生成。</translation>
    </message>
    <message>
        <source>Generate {level} puzzle</source>
        <translation>生成{level}题目</translation>
    </message>
    <message>
        <source>New {level} puzzle (ER {score:.1f}, hardest: {hardest}), exactly one solution.</source>
        <translation>新的{level}题目（ER {score:.1f}，最难：{hardest}），恰好一个解。</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>查找范围(&amp;L)：</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>文件类型(&amp;T)：</translation>
    </message>
</context>
<context>
    <name>RacePanel</name>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;&lt;br&gt;did not finish: {reason}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;&lt;br&gt;未完成：{reason}</translation>
    </message>
    <message>
        <source>finished {place}.</source>
        <translation>第 {place} 名完成</translation>
    </message>
    <message>
        <source> (step cap)</source>
        <translation>（步数上限）</translation>
    </message>
    <message>
        <source>racing</source>
        <translation>比赛中</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; — {how}&lt;br&gt;steps {steps:,} · guesses {guesses:,} · backtracks {backtracks:,} · depth {depth} · {seconds:.3f} s</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; — {how}&lt;br&gt;步数 {steps:,} · 猜测 {guesses:,} · 回溯 {backtracks:,} · 深度 {depth} · {seconds:.3f} 秒</translation>
    </message>
    <message>
        <source>By &amp;step</source>
        <translation>按步数(&amp;S)</translation>
    </message>
    <message>
        <source>By solving &amp;time</source>
        <translation>按求解时间(&amp;T)</translation>
    </message>
    <message>
        <source>Every board at the same step</source>
        <translation>所有盘面处于同一步</translation>
    </message>
    <message>
        <source>Every board where its solver was after the same solving time</source>
        <translation>每个盘面显示其求解器在相同求解时间后的状态</translation>
    </message>
    <message>
        <source>First &amp;divergence</source>
        <translation>首个分歧(&amp;D)</translation>
    </message>
    <message>
        <source>The first step where the followed racer&apos;s search differs from another&apos;s (Ctrl+D)</source>
        <translation>所跟随选手的搜索与另一选手首次不同的那一步（Ctrl+D）</translation>
    </message>
    <message>
        <source>Drag to any point of the race</source>
        <translation>拖动到比赛的任意位置</translation>
    </message>
    <message>
        <source>Finishing order: {order}</source>
        <translation>完成顺序：{order}</translation>
    </message>
    <message>
        <source>{now:.3f} s of {total:.3f} s solving</source>
        <translation>求解时间 {now:.3f} 秒，共 {total:.3f} 秒</translation>
    </message>
    <message>
        <source>step {position:,} of {total:,}</source>
        <translation>第 {position:,} 步，共 {total:,} 步</translation>
    </message>
</context>
<context>
    <name>RaceTools</name>
    <message>
        <source>Race algorithms</source>
        <translation>算法比赛</translation>
    </message>
    <message>
        <source>Pick {low} to {high} algorithms to race on this puzzle (Enter starts):</source>
        <translation>选择 {low} 到 {high} 个算法在本题上比赛（按 Enter 开始）：</translation>
    </message>
    <message>
        <source>Cannot race: the givens conflict. Fix the red cells first.</source>
        <translation>无法比赛：提示数互相冲突。请先修正红色格子。</translation>
    </message>
    <message>
        <source>Recording the race</source>
        <translation>正在记录比赛</translation>
    </message>
    <message>
        <source>Each racer runs in its own process, for at most {seconds:g} s.</source>
        <translation>每个选手在自己的进程中运行，最多 {seconds:g} 秒。</translation>
    </message>
    <message>
        <source>{place}. {algorithm}</source>
        <translation>{place}. {algorithm}</translation>
    </message>
    <message>
        <source>Finished:</source>
        <translation>已完成：</translation>
    </message>
    <message>
        <source>Race cancelled.</source>
        <translation>比赛已取消。</translation>
    </message>
</context>
<context>
    <name>Racing</name>
    <message>
        <source>{algorithm} did not finish: {reason}</source>
        <translation>{algorithm} 未完成：{reason}</translation>
    </message>
    <message>
        <source>Race: Space pauses every board in step; a click on a board makes the panes follow it.</source>
        <translation>比赛：空格键让所有盘面同步暂停；点击某个盘面，各窗格即跟随它。</translation>
    </message>
</context>
<context>
    <name>RepeatedFailures</name>
    <message>
        <source>Repeated Failures</source>
        <translation>重复失败</translation>
    </message>
    <message>
        <source>The same sub-search (branches and shape)</source>
        <translation>相同的子搜索（分支与形状）</translation>
    </message>
    <message>
        <source>The same shape (branches ignored)</source>
        <translation>相同的形状（忽略分支）</translation>
    </message>
    <message>
        <source>Failed subtrees with the same guess at their root and the same guesses below it</source>
        <translation>根部猜测相同、其下猜测也相同的失败子树</translation>
    </message>
    <message>
        <source>Failed subtrees of the same shape, whatever their guesses (CP-Profiler&apos;s similar subtrees)</source>
        <translation>形状相同的失败子树，不论猜测为何（CP-Profiler 的相似子树）</translation>
    </message>
    <message>
        <source>Branch</source>
        <translation>分支</translation>
    </message>
    <message>
        <source>Times</source>
        <translation>次数</translation>
    </message>
    <message>
        <source>Nodes each</source>
        <translation>每次节点数</translation>
    </message>
    <message>
        <source>Nodes wasted</source>
        <translation>浪费的节点</translation>
    </message>
    <message>
        <source>&amp;Next Occurrence</source>
        <translation>下一处(&amp;N)</translation>
    </message>
    <message>
        <source>Step the board to the next place this group occurs</source>
        <translation>将棋盘移到此组出现的下一处</translation>
    </message>
    <message>
        <source>{algorithm}: {nodes:,} nodes; {exact:,} repeated sub-searches, {shapes:,} repeated shapes, the most nodes wasted (count × size) first. A repeat found only inside a larger one is folded into it. Click a group: its occurrences are outlined in the Search Tree pane, and the board steps to the first.</source>
        <translation>{algorithm}：{nodes:,} 个节点；{exact:,} 个重复子搜索，{shapes:,} 个重复形状，浪费节点（次数 × 大小）最多的在前。只出现在更大重复之内的重复已并入其中。点击一组：其出现处在搜索树窗格中加框，棋盘移到第一处。</translation>
    </message>
    <message>
        <source>first at {branch}</source>
        <translation>首次在 {branch}</translation>
    </message>
    <message>
        <source>No failed subtree repeats in this search.</source>
        <translation>此次搜索没有重复的失败子树。</translation>
    </message>
    <message>
        <source>{branch} fails the same way {n:,} times (1 node each, {waste:,} nodes)</source>
        <translation>{branch} 以同样方式失败 {n:,} 次（每次 1 个节点，共 {waste:,} 个节点）</translation>
    </message>
    <message>
        <source>{branch} fails the same way {n:,} times ({size:,} nodes each, {waste:,} nodes)</source>
        <translation>{branch} 以同样方式失败 {n:,} 次（每次 {size:,} 个节点，共 {waste:,} 个节点）</translation>
    </message>
    <message>
        <source>A sub-search of 1 node fails in this shape {n:,} times ({waste:,} nodes); the first at {branch}</source>
        <translation>1 个节点的子搜索以此形状失败 {n:,} 次（共 {waste:,} 个节点）；首次在 {branch}</translation>
    </message>
    <message>
        <source>A sub-search of {size:,} nodes fails in this shape {n:,} times ({waste:,} nodes); the first at {branch}</source>
        <translation>{size:,} 个节点的子搜索以此形状失败 {n:,} 次（共 {waste:,} 个节点）；首次在 {branch}</translation>
    </message>
    <message>
        <source>No contradiction was recorded at its leaves.</source>
        <translation>其叶节点未记录矛盾。</translation>
    </message>
    <message>
        <source>It fails because {reason}.</source>
        <translation>失败原因：{reason}。</translation>
    </message>
    <message>
        <source>{reason} ({n} of {leaves} leaves)</source>
        <translation>{reason}（{leaves} 个叶节点中的 {n} 个）</translation>
    </message>
    <message>
        <source>Its leaves fail: {parts}.</source>
        <translation>其叶节点失败：{parts}。</translation>
    </message>
    <message>
        <source>The board before the guess is no longer kept (the run passed the timeline&apos;s cap).</source>
        <translation>猜测前的棋盘已不再保留（运行超过了时间轴的上限）。</translation>
    </message>
    <message>
        <source>The digit was no candidate there already.</source>
        <translation>该数字在那里本就不是候选数。</translation>
    </message>
    <message>
        <source>Before the guess, this step removes the branch: {step}</source>
        <translation>猜测之前，这一步就能去掉该分支：{step}</translation>
    </message>
    <message>
        <source>No technique up to the forcing chains removes this branch before the guess.</source>
        <translation>在强制链之前的技巧都无法在猜测前去掉该分支。</translation>
    </message>
    <message>
        <source>(Reason and technique read at the first occurrence.)</source>
        <translation>（原因与技巧取自第一处。）</translation>
    </message>
    <message>
        <source>The board shows occurrence {i:,} of {n:,}.</source>
        <translation>棋盘显示第 {i:,} 处，共 {n:,} 处。</translation>
    </message>
    <message>
        <source>Building the search tree first…</source>
        <translation>先建立搜索树…</translation>
    </message>
    <message>
        <source>Repeated failures need a puzzle: type or open one first.</source>
        <translation>查找重复失败需要题目：请先输入或打开一道。</translation>
    </message>
    <message>
        <source>Finding the repeated failures of {algorithm}…</source>
        <translation>正在查找 {algorithm} 的重复失败…</translation>
    </message>
    <message>
        <source>Recording {algorithm} with its search tree…</source>
        <translation>正在记录 {algorithm} 及其搜索树…</translation>
    </message>
    <message>
        <source>{n:,} steps recorded</source>
        <translation>已记录 {n:,} 步</translation>
    </message>
    <message>
        <source>Repeated failures failed: {why}</source>
        <translation>查找重复失败出错：{why}</translation>
    </message>
    <message>
        <source>Repeated failures cancelled.</source>
        <translation>已取消查找重复失败。</translation>
    </message>
    <message>
        <source>{algorithm}: {exact:,} repeated sub-searches, {shapes:,} repeated shapes.</source>
        <translation>{algorithm}：{exact:,} 个重复子搜索，{shapes:,} 个重复形状。</translation>
    </message>
</context>
<context>
    <name>SeRules</name>
    <message>
        <source>puzzle bank</source>
        <translation>Sudoku Exchange 题库</translation>
    </message>
    <message>
        <source>Sukaku Explainer</source>
        <translation>Sukaku Explainer</translation>
    </message>
    <message>
        <source>classic</source>
        <translation>经典</translation>
    </message>
    <message>
        <source>Puzzle &amp;Bank (default)</source>
        <translation>Sudoku Exchange 题库(&amp;B)（默认）</translation>
    </message>
    <message>
        <source>As the Sudoku Exchange puzzle bank was rated: Sukaku Explainer&apos;s techniques without the UVWXYZ- and TUVWXYZ-Wings</source>
        <translation>与 Sudoku Exchange 题库评级时相同：Sukaku Explainer 的技巧，不含 UVWXYZ-Wing 和 TUVWXYZ-Wing</translation>
    </message>
    <message>
        <source>&amp;Sukaku Explainer</source>
        <translation>Sukaku Explainer(&amp;S)</translation>
    </message>
    <message>
        <source>Sukaku Explainer&apos;s current default techniques: Sudoku Explainer&apos;s, chains of strong links, and WXYZ- to TUVWXYZ-Wings</source>
        <translation>Sukaku Explainer 当前默认的技巧：Sudoku Explainer 的技巧、强链链条，以及 WXYZ-Wing 到 TUVWXYZ-Wing</translation>
    </message>
    <message>
        <source>&amp;Classic (Sudoku Explainer 1.2.1.3)</source>
        <translation>经典(&amp;C)（Sudoku Explainer 1.2.1.3）</translation>
    </message>
    <message>
        <source>Sudoku Explainer 1.2.1.3&apos;s techniques, which the forums&apos; historical ratings (the hardest lists) were made with</source>
        <translation>Sudoku Explainer 1.2.1.3 的技巧，论坛上历来的评级（最难题目列表）都用它得出</translation>
    </message>
    <message>
        <source>Sudoku Explainer &amp;Rules</source>
        <translation>Sudoku Explainer 规则(&amp;R)</translation>
    </message>
</context>
<context>
    <name>SearchTreePane</name>
    <message>
        <source>Search Tree</source>
        <translation>搜索树</translation>
    </message>
    <message>
        <source>The run&apos;s search: its guesses as a tree, and the steps of each as an overview</source>
        <translation>这次求解的搜索：猜测画成一棵树，每个猜测的步数画成总览</translation>
    </message>
    <message>
        <source>No run shown: solve the puzzle to see its search.</source>
        <translation>没有显示求解过程：求解题目即可看到它的搜索。</translation>
    </message>
    <message>
        <source>This run passed the timeline&apos;s cap before its tree was wanted: its first steps are gone, so its tree can not be built. Show this pane before solving to keep the tree of a long run.</source>
        <translation>这次运行在需要搜索树之前已超过时间线的上限：最早的步骤已被丢弃，因此无法构建它的搜索树。要保留长时间运行的搜索树，请在求解前显示此窗格。</translation>
    </message>
    <message>
        <source>Building the search tree from the run… {share:.0%}</source>
        <translation>正在根据运行过程构建搜索树… {share:.0%}</translation>
    </message>
    <message>
        <source>No guesses: this run needed no search.</source>
        <translation>没有猜测：这次求解不需要搜索。</translation>
    </message>
    <message>
        <source>No guesses so far.</source>
        <translation>目前还没有猜测。</translation>
    </message>
    <message>
        <source>Nodes: {nodes}, solutions: {solutions}</source>
        <translation>节点：{nodes}，解：{solutions}</translation>
    </message>
    <message>
        <source> (later guesses not kept)</source>
        <translation>（之后的猜测未保留）</translation>
    </message>
    <message>
        <source>Selected: {label} at depth {depth}, {outcome}</source>
        <translation>选中：{label}，深度 {depth}，{outcome}</translation>
    </message>
    <message>
        <source>; a size-1 backdoor of the puzzle: placed in the puzzle alone, it lets singles finish</source>
        <translation>；谜题的大小为 1 的后门：只把它填入谜题，仅靠唯一数即可解完</translation>
    </message>
    <message>
        <source>: {reason} (Enter shows it on the board)</source>
        <translation>：{reason}（按 Enter 在盘面上显示）</translation>
    </message>
    <message>
        <source>Step {step}: {label}</source>
        <translation>第 {step} 步：{label}</translation>
    </message>
    <message>
        <source>choice</source>
        <translation>选择</translation>
    </message>
    <message>
        <source>being searched</source>
        <translation>搜索中</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>solution</source>
        <translation>解</translation>
    </message>
    <message>
        <source>collapsed subtree</source>
        <translation>折叠的子树</translation>
    </message>
    <message>
        <source>backdoor guess</source>
        <translation>后门猜测</translation>
    </message>
    <message>
        <source>fault or wrong claim</source>
        <translation>错误或错误的断言</translation>
    </message>
    <message>
        <source>failed (no solution below)</source>
        <translation>失败（其下无解）</translation>
    </message>
    <message>
        <source>holds a solution</source>
        <translation>含有解</translation>
    </message>
    <message>
        <source>cut by the time limit</source>
        <translation>因时间限制中止</translation>
    </message>
    <message>
        <source>the puzzle</source>
        <translation>题目</translation>
    </message>
    <message>
        <source>{label} (depth {depth}): {outcome}</source>
        <translation>{label}（深度 {depth}）：{outcome}</translation>
    </message>
    <message>
        <source>{count} nodes in its subtree, steps {first} to {last}</source>
        <translation>子树有 {count} 个节点，第 {first} 步到第 {last} 步</translation>
    </message>
    <message>
        <source>Why it failed: {reason}</source>
        <translation>失败原因：{reason}</translation>
    </message>
    <message>
        <source>Click to expand</source>
        <translation>单击展开</translation>
    </message>
</context>
<context>
    <name>SourcePane</name>
    <message>
        <source>The files the run&apos;s steps came from so far</source>
        <translation>到目前为止本次运行的步骤来自的文件</translation>
    </message>
    <message>
        <source>Follow</source>
        <translation>跟随</translation>
    </message>
    <message>
        <source>Show the file of the step shown (off: stay on the file picked)</source>
        <translation>显示当前步骤所在的文件（关闭：停留在所选文件）</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>源代码</translation>
    </message>
    <message>
        <source>No run shown</source>
        <translation>未显示运行</translation>
    </message>
    <message>
        <source>This run kept no source lines</source>
        <translation>本次运行未记录源代码行</translation>
    </message>
    <message>
        <source>The steps name no source file yet</source>
        <translation>步骤尚未指明源文件</translation>
    </message>
    <message>
        <source>Cannot read {why}: line numbers and hit counts only</source>
        <translation>无法读取 {why}：仅显示行号和命中次数</translation>
    </message>
    <message>
        <source>Before the first step</source>
        <translation>第一步之前</translation>
    </message>
    <message>
        <source>Step {n}: its line is not known</source>
        <translation>第 {n} 步：所在行未知</translation>
    </message>
    <message>
        <source>Step {n}: {file}, line {line}</source>
        <translation>第 {n} 步：{file} 第 {line} 行</translation>
    </message>
    <message>
        <source>Line {line}: {n} steps so far</source>
        <translation>第 {line} 行：到目前为止 {n} 步</translation>
    </message>
    <message>
        <source>(the first {n} listed)</source>
        <translation>（列出前 {n} 个）</translation>
    </message>
</context>
<context>
    <name>SourceView</name>
    <message>
        <source>line {line}: {hits} steps so far; click to list them</source>
        <translation>第 {line} 行：到目前为止 {hits} 步；点击列出</translation>
    </message>
</context>
<context>
    <name>StepListView</name>
    <message>
        <source>Step log</source>
        <translation>步骤记录</translation>
    </message>
</context>
<context>
    <name>StepLog</name>
    <message>
        <source>Steps</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>Every step of the run, with why it was taken; click one to see the board after it</source>
        <translation>求解的每一步及其理由；点击一步查看之后的盘面</translation>
    </message>
</context>
<context>
    <name>TreeCompare</name>
    <message>
        <source>Search Trees Compared</source>
        <translation>搜索树对比</translation>
    </message>
    <message>
        <source>{a}: {na:,} nodes · {b}: {nb:,} nodes · merged: {nm:,} nodes</source>
        <translation>{a}：{na:,} 个节点 · {b}：{nb:,} 个节点 · 合并后：{nm:,} 个节点</translation>
    </message>
    <message>
        <source>The two trees are identical: the same search, branch for branch.</source>
        <translation>两棵树完全相同：同样的搜索，分支一一对应。</translation>
    </message>
    <message>
        <source>One place where they part: under {where}.</source>
        <translation>只有一处分歧：在 {where} 之下。</translation>
    </message>
    <message>
        <source>{n:,} places where they part; the first under {where}.</source>
        <translation>有 {n:,} 处分歧；第一处在 {where} 之下。</translation>
    </message>
    <message>
        <source>Where they part</source>
        <translation>分歧之处</translation>
    </message>
    <message>
        <source>Merged tree</source>
        <translation>合并后的树</translation>
    </message>
    <message>
        <source>Each place the searches part (a pentagon), the largest first; click one to see both boards</source>
        <translation>两次搜索分歧的每一处（五边形），最大的在前；点击一处查看双方的盘面</translation>
    </message>
    <message>
        <source>This search made no guess under this node.</source>
        <translation>这个搜索在此节点之下没有做过猜测。</translation>
    </message>
    <message>
        <source>Show the run of {name} in the window, the timeline at its first step of this place</source>
        <translation>在窗口中显示 {name} 的运行，时间轴定位到它在此处的第一步</translation>
    </message>
    <message>
        <source>Open {name}&apos;s run here</source>
        <translation>在此处打开 {name} 的运行</translation>
    </message>
    <message>
        <source>the root (before any guess)</source>
        <translation>根节点（任何猜测之前）</translation>
    </message>
    <message>
        <source>nothing here</source>
        <translation>此处没有节点</translation>
    </message>
    <message>
        <source>{branch} (1 node)</source>
        <translation>{branch}（1 个节点）</translation>
    </message>
    <message>
        <source>{branch} … ({n:,} nodes)</source>
        <translation>{branch} …（{n:,} 个节点）</translation>
    </message>
    <message>
        <source>Compare trees needs a puzzle: type or open one first.</source>
        <translation>对比搜索树需要一道题目：请先输入或打开一道。</translation>
    </message>
    <message>
        <source>Compare Search Trees</source>
        <translation>对比搜索树</translation>
    </message>
    <message>
        <source>Merge the search tree of {mine} with the tree of:</source>
        <translation>把 {mine} 的搜索树与以下算法的合并：</translation>
    </message>
    <message>
        <source>Compare trees failed: {why}</source>
        <translation>对比搜索树失败：{why}</translation>
    </message>
    <message>
        <source>Recording {a} and {b}…</source>
        <translation>正在记录 {a} 和 {b}…</translation>
    </message>
    <message>
        <source>{n:,} steps recorded</source>
        <translation>已记录 {n:,} 步</translation>
    </message>
    <message>
        <source>Compare trees cancelled.</source>
        <translation>已取消对比搜索树。</translation>
    </message>
    <message>
        <source>Compare trees needs two racers that finished recording.</source>
        <translation>比较搜索树需要两名已完成记录的参赛者。</translation>
    </message>
    <message>
        <source>Merge the search trees of:</source>
        <translation>合并以下的搜索树：</translation>
    </message>
    <message>
        <source>Merging the trees of {a} and {b}…</source>
        <translation>正在合并 {a} 与 {b} 的搜索树…</translation>
    </message>
    <message>
        <source>{run_algorithm}&apos;s run at step {step:,}, where the searches part.</source>
        <translation>{run_algorithm} 的运行，位于第 {step:,} 步，即两次搜索分歧处。</translation>
    </message>
    <message>
        <source>Trees of {a} and {b}: identical.</source>
        <translation>{a} 与 {b} 的搜索树：完全相同。</translation>
    </message>
    <message>
        <source>Trees of {a} and {b}: they part in one place.</source>
        <translation>{a} 与 {b} 的搜索树：只有一处分歧。</translation>
    </message>
    <message>
        <source>Trees of {a} and {b}: they part in {n:,} places.</source>
        <translation>{a} 与 {b} 的搜索树：有 {n:,} 处分歧。</translation>
    </message>
    <message>
        <source>shared node</source>
        <translation>共有节点</translation>
    </message>
    <message>
        <source>{a} has more nodes</source>
        <translation>{a} 的节点更多</translation>
    </message>
    <message>
        <source>{b} has more nodes</source>
        <translation>{b} 的节点更多</translation>
    </message>
    <message>
        <source>as many</source>
        <translation>一样多</translation>
    </message>
    <message>
        <source>collapsed subtree</source>
        <translation>折叠的子树</translation>
    </message>
    <message>
        <source>Under {where}: {a} {text} {b}</source>
        <translation>在 {where} 之下：{a} {text} {b}</translation>
    </message>
    <message>
        <source>{where}: {n:,} merged nodes, {k:,} places where they part ({a:,} / {b:,} nodes)</source>
        <translation>{where}：合并后 {n:,} 个节点，{k:,} 处分歧（{a:,} / {b:,} 个节点）</translation>
    </message>
</context>
<context>
    <name>formats</name>
    <message>
        <source>81 characters</source>
        <translation>81 个字符</translation>
    </message>
    <message>
        <source>SadMan Sudoku (.sdk)</source>
        <translation>SadMan 数独 (.sdk)</translation>
    </message>
    <message>
        <source>Pencil-mark grid</source>
        <translation>铅笔标记盘面</translation>
    </message>
    <message>
        <source>HoDoKu library line</source>
        <translation>HoDoKu 题库行</translation>
    </message>
    <message>
        <source>Candidate line (729 characters)</source>
        <translation>候选数行（729 个字符）</translation>
    </message>
    <message>
        <source>your digits ({n}): they would come back as givens</source>
        <translation>你填的数字（{n} 个）：会变成提示数</translation>
    </message>
    <message>
        <source>the pencil marks ({n} cells): they would be dropped</source>
        <translation>铅笔标记（{n} 格）：会被丢弃</translation>
    </message>
</context>
<context>
    <name>grid</name>
    <message>
        <source>row {n}</source>
        <translation>第{n}行</translation>
    </message>
    <message>
        <source>column {n}</source>
        <translation>第{n}列</translation>
    </message>
    <message>
        <source>box {n}</source>
        <translation>第{n}宫</translation>
    </message>
    <message>
        <source>rows {list}</source>
        <translation>第{list}行</translation>
    </message>
    <message>
        <source>columns {list}</source>
        <translation>第{list}列</translation>
    </message>
    <message>
        <source>boxes {list}</source>
        <translation>第{list}宫</translation>
    </message>
    <message>
        <source> and </source>
        <translation>和</translation>
    </message>
</context>
<context>
    <name>level</name>
    <message>
        <source>Beyond</source>
        <translation>超纲</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>中等</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>专家</translation>
    </message>
    <message>
        <source>Extreme</source>
        <translation>极难</translation>
    </message>
    <message>
        <source>Unfair</source>
        <translation>不公平</translation>
    </message>
</context>
<context>
    <name>library</name>
    <message>
        <source>Project Euler 96 (Norvig&apos;s easy50)</source>
        <translation>欧拉计划 96（Norvig 的 easy50）</translation>
    </message>
    <message>
        <source>top95 (Norvig&apos;s hard set, from the Sudoku forums)</source>
        <translation>top95（Norvig 的难题集，来自数独论坛）</translation>
    </message>
    <message>
        <source>Norvig&apos;s &quot;hardest&quot; 11</source>
        <translation>Norvig 的“最难” 11 题</translation>
    </message>
    <message>
        <source>Ruby solver article</source>
        <translation>Ruby 求解器文章</translation>
    </message>
    <message>
        <source>Python solver article</source>
        <translation>Python 求解器文章</translation>
    </message>
    <message>
        <source>Java solver article</source>
        <translation>Java 求解器文章</translation>
    </message>
    <message>
        <source>JavaScript visualizer article</source>
        <translation>JavaScript 可视化文章</translation>
    </message>
    <message>
        <source>C solver article</source>
        <translation>C 求解器文章</translation>
    </message>
</context>
<context>
    <name>steps</name>
    <message>
        <source>Wrong solution: {cell} is empty</source>
        <translation>错误的解：{cell} 是空的</translation>
    </message>
    <message>
        <source>Wrong solution: it changes the {digit} in {cell}</source>
        <translation>错误的解：它改动了 {cell} 中的 {digit}</translation>
    </message>
    <message>
        <source>Wrong solution: {cell} and {cell2} both hold {digit}</source>
        <translation>错误的解：{cell} 和 {cell2} 都是 {digit}</translation>
    </message>
    <message>
        <source>Wrong claim: no solution, but the puzzle has one</source>
        <translation>错误的断言：无解，但此题有解</translation>
    </message>
    <message>
        <source>Wrong claim: {n} solutions, but the run showed {m}</source>
        <translation>错误的断言：{n} 个解，但运行给出了 {m} 个</translation>
    </message>
    <message>
        <source>Wrong claim: exactly {n} solutions, but the puzzle has more</source>
        <translation>错误的断言：恰好 {n} 个解，但此题还有更多</translation>
    </message>
    <message>
        <source>Hint: {msg}</source>
        <translation>提示：{msg}</translation>
    </message>
    <message>
        <source>a puzzle has 81 cells, this text has {n}</source>
        <translation>一道题有 81 个格子，这段文字有 {n} 个</translation>
    </message>
    <message>
        <source>unexpected character {char} at line {line}, column {col}; use 1-9 for digits and 0 or . for empty cells</source>
        <translation>第 {line} 行第 {col} 个字符 {char} 无法识别；数字请用 1-9，空格用 0 或 .</translation>
    </message>
    <message>
        <source>unexpected character {char} at position {n}; use 1-9 for digits and 0 or . for empty cells</source>
        <translation>第 {n} 个字符 {char} 无法识别；数字请用 1-9，空格用 0 或 .</translation>
    </message>
    <message>
        <source>{digit} appears {n} times in {unit} ({cells})</source>
        <translation>{digit} 在{unit}出现了 {n} 次（{cells}）</translation>
    </message>
    <message>
        <source>Puzzle {name} (as named in the article)</source>
        <translation>题目 {name}（文章中的名称）</translation>
    </message>
    <message>
        <source>Test puzzle, {name}</source>
        <translation>测试题，{name}</translation>
    </message>
    <message>
        <source>The article&apos;s puzzle (sudoku_map)</source>
        <translation>文章中的题目（sudoku_map）</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>已解出</translation>
    </message>
    <message>
        <source>No solution</source>
        <translation>无解</translation>
    </message>
    <message>
        <source>Time limit reached</source>
        <translation>已到时间限制</translation>
    </message>
    <message>
        <source>Place {digit} in {cell}</source>
        <translation>在 {cell} 填入 {digit}</translation>
    </message>
    <message>
        <source>{cell} has no candidate left</source>
        <translation>{cell} 没有候选数了</translation>
    </message>
    <message>
        <source>{technique}: {elims}</source>
        <translation>{technique}：{elims}</translation>
    </message>
    <message>
        <source>line {n}: {problem}</source>
        <translation>第 {n} 行：{problem}</translation>
    </message>
    <message>
        <source>{digit} twice in {unit} ({cells})</source>
        <translation>{digit} 在{unit}出现两次（{cells}）</translation>
    </message>
    <message>
        <source>{digit} has no place left in {unit}</source>
        <translation>{digit} 在{unit}已无处可填</translation>
    </message>
    <message>
        <source>No solution (searched {n} branches)</source>
        <translation>无解（搜索了 {n} 个分支）</translation>
    </message>
    <message>
        <source>Solved at once ({n} branches searched)</source>
        <translation>瞬间解出（搜索了 {n} 个分支）</translation>
    </message>
    <message>
        <source>And a second solution: the puzzle is not proper</source>
        <translation>还有第二个解：此题不是唯一解</translation>
    </message>
    <message>
        <source>The puzzle has exactly one solution</source>
        <translation>这道题恰好有一个解</translation>
    </message>
    <message>
        <source>The puzzle has at least 2 solutions (one is shown)</source>
        <translation>这道题至少有 2 个解（显示其中一个）</translation>
    </message>
    <message>
        <source>{unitcap} holds {list}: {elims}</source>
        <translation>{unitcap}已有 {list}：{elims}</translation>
    </message>
    <message>
        <source>Naked Single: {cell} can only be {digit}</source>
        <translation>唯一余数：{cell} 只能是 {digit}</translation>
    </message>
    <message>
        <source>Hidden Single: {digit} fits nowhere else in {unit}, so {cell} = {digit}</source>
        <translation>隐性唯一数：{digit} 在{unit}没有别处可填，所以 {cell} = {digit}</translation>
    </message>
    <message>
        <source>Trial {cell} = {digit} (of {digits}), depth {depth}</source>
        <translation>试数 {cell} = {digit}（候选 {digits}），深度 {depth}</translation>
    </message>
    <message>
        <source>Trial {cell} = {digit} failed: back to depth {depth}, remove {digit} from {cell}</source>
        <translation>试数 {cell} = {digit} 失败：回到深度 {depth}，从 {cell} 删去 {digit}</translation>
    </message>
    <message>
        <source>uniqueness techniques left out: the puzzle has no solution</source>
        <translation>不使用唯一性技巧：这道题无解</translation>
    </message>
    <message>
        <source>uniqueness techniques left out: the puzzle has more than one solution</source>
        <translation>不使用唯一性技巧：这道题不止一个解</translation>
    </message>
    <message>
        <source>{msg} ({msg2})</source>
        <translation>{msg}（{msg2}）</translation>
    </message>
    <message>
        <source>No technique applies: guess {cell} = {digit} (of {digits}), depth {depth}</source>
        <translation>没有可用的技巧：猜 {cell} = {digit}（候选 {digits}），深度 {depth}</translation>
    </message>
    <message>
        <source>Guess {cell} = {digit} led to a contradiction: back to depth {depth}, remove {digit} from {cell}</source>
        <translation>猜 {cell} = {digit} 导致矛盾：回到深度 {depth}，从 {cell} 删去 {digit}</translation>
    </message>
    <message>
        <source>Solution {n}</source>
        <translation>第 {n} 个解</translation>
    </message>
    <message>
        <source>Try {cell} = {digit}, depth {depth}</source>
        <translation>试 {cell} = {digit}，深度 {depth}</translation>
    </message>
    <message>
        <source>{cell} = {digit}: remove {digit} from {cells}</source>
        <translation>{cell} = {digit}：从 {cells} 删去 {digit}</translation>
    </message>
    <message>
        <source>{cells} left with no candidate</source>
        <translation>{cells} 没有候选数了</translation>
    </message>
    <message>
        <source>Stopped after {n} solutions (the limit)</source>
        <translation>找到 {n} 个解后停止（上限）</translation>
    </message>
    <message>
        <source>Back to depth {depth}: undo {cell} = {digit}</source>
        <translation>回到深度 {depth}：撤销 {cell} = {digit}</translation>
    </message>
    <message>
        <source>Search complete: exactly one solution</source>
        <translation>搜索完成：恰好一个解</translation>
    </message>
    <message>
        <source>Search complete: {n} solutions</source>
        <translation>搜索完成：{n} 个解</translation>
    </message>
    <message>
        <source>{cell} has no possible digit</source>
        <translation>{cell} 没有可填的数字</translation>
    </message>
    <message>
        <source>Backtrack: nothing fits after {cell} = {digit}; empty {cell}</source>
        <translation>回溯：{cell} = {digit} 之后无数可填；清空 {cell}</translation>
    </message>
    <message>
        <source>Guess {cell} = {digit} (of {digits}), depth {depth}</source>
        <translation>猜 {cell} = {digit}（候选 {digits}），深度 {depth}</translation>
    </message>
    <message>
        <source>Naked Single: {cell} = {digit}</source>
        <translation>唯一余数：{cell} = {digit}</translation>
    </message>
    <message>
        <source>{cell} = {digit}: {elims}</source>
        <translation>{cell} = {digit}：{elims}</translation>
    </message>
    <message>
        <source>{n} cells of {unit} ({cells}) share only the {n2} candidates {digits}</source>
        <translation>{unit}的 {n} 个格子（{cells}）只有这 {n2} 个候选数 {digits}</translation>
    </message>
    <message>
        <source>{technique} {digits} in {unit} ({cells}): {elims}</source>
        <translation>{technique} {digits}，在{unit}（{cells}）：{elims}</translation>
    </message>
    <message>
        <source>Backtrack to depth {depth}: {cell} = {digit} failed; remove {digit} from {cell}</source>
        <translation>回溯到深度 {depth}：{cell} = {digit} 失败；从 {cell} 删去 {digit}</translation>
    </message>
    <message>
        <source>Full House: {cell} is the last empty cell of {unit}, so {digit}</source>
        <translation>唯一空格：{cell} 是{unit}最后一个空格，所以是 {digit}</translation>
    </message>
    <message>
        <source>Guess {cell} = {digit}, depth {depth}</source>
        <translation>猜 {cell} = {digit}，深度 {depth}</translation>
    </message>
    <message>
        <source>Backtrack to depth {depth}: {cell} = {digit} failed</source>
        <translation>回溯到深度 {depth}：{cell} = {digit} 失败</translation>
    </message>
    <message>
        <source>Hidden Single: in {unit}, {digit} fits only {cell}</source>
        <translation>隐性唯一数：在{unit}，{digit} 只能填在 {cell}</translation>
    </message>
    <message>
        <source>{technique}: in {unit}, {digit} lies only in {unit2} ({cells}): {elims}</source>
        <translation>{technique}：在{unit}，{digit} 只出现在{unit2}（{cells}）：{elims}</translation>
    </message>
    <message>
        <source>{technique} {digits} in {houses} ({cells}): {elims}</source>
        <translation>{technique} {digits}，在{houses}（{cells}）：{elims}</translation>
    </message>
    <message>
        <source>X-Chain on {digit}: {chain}; {cell} or {cell2} is {digit}: {elims}</source>
        <translation>X 链（数字 {digit}）：{chain}；{cell} 或 {cell2} 是 {digit}：{elims}</translation>
    </message>
    <message>
        <source>XY-Chain: {chain}; {cell} or {cell2} is {digit}: {elims}</source>
        <translation>XY 链：{chain}；{cell} 或 {cell2} 是 {digit}：{elims}</translation>
    </message>
    <message>
        <source>{technique} on {digit}: {msg}: {elims}</source>
        <translation>{technique}（数字 {digit}）：{msg}：{elims}</translation>
    </message>
    <message>
        <source>two of {cells} share a house, so that color is false</source>
        <translation>{cells} 中有两个在同一单元，所以这种颜色为假</translation>
    </message>
    <message>
        <source>colors {cells} / {cells2}; one color is true</source>
        <translation>颜色 {cells} / {cells2}；其中一种颜色为真</translation>
    </message>
    <message>
        <source>{cells} see both colors of another cluster</source>
        <translation>{cells} 同时看到另一组的两种颜色</translation>
    </message>
    <message>
        <source>{cells} or {cells2} is true</source>
        <translation>{cells} 或 {cells2} 为真</translation>
    </message>
    <message>
        <source>two clusters touch, so {msg}</source>
        <translation>两组颜色相接，所以{msg}</translation>
    </message>
    <message>
        <source>{msg}; {msg2}</source>
        <translation>{msg}；{msg2}</translation>
    </message>
    <message>
        <source>{technique} on {digit}: {lines} hold {digit} only in {lines2} ({cells}): {elims}</source>
        <translation>{technique}（数字 {digit}）：{lines}的 {digit} 只在{lines2}（{cells}）：{elims}</translation>
    </message>
    <message>
        <source>{technique} on {digit}: {lines} in {lines2} ({cells}), fins {cells2}: {elims}</source>
        <translation>{technique}（数字 {digit}）：{lines}在{lines2}（{cells}），鳍 {cells2}：{elims}</translation>
    </message>
    <message>
        <source>{technique} on {digit}: {lines} in {lines2} ({cells}), fin {cells2}: {elims}</source>
        <translation>{technique}（数字 {digit}）：{lines}在{lines2}（{cells}），鳍 {cells2}：{elims}</translation>
    </message>
    <message>
        <source>{technique} on {digit}: strong links in {units}; {cell} or {cell2} is {digit}: {elims}</source>
        <translation>{technique}（数字 {digit}）：强链在{units}；{cell} 或 {cell2} 是 {digit}：{elims}</translation>
    </message>
    <message>
        <source>Empty Rectangle on {digit} in {unit} with the strong link {cell}-{cell2} in {unit2}: {elims}</source>
        <translation>空矩形（数字 {digit}）在{unit}，配合{unit2}的强链 {cell}-{cell2}：{elims}</translation>
    </message>
    <message>
        <source>Sue de Coq: {cells} {digits} with {cells2} {digits2} and {cells3} {digits3}: {elims}</source>
        <translation>Sue de Coq：交叉格 {cells} {digits}，配合 {cells2} {digits2} 和 {cells3} {digits3}：{elims}</translation>
    </message>
    <message>
        <source>{technique}: {cells} would be a deadly pattern on {digits}; {msg}: {elims}</source>
        <translation>{technique}：{cells} 会在 {digits} 上形成致命模式；{msg}：{elims}</translation>
    </message>
    <message>
        <source>{cell} must hold something else</source>
        <translation>{cell} 必须是别的数字</translation>
    </message>
    <message>
        <source>{cells} cannot all avoid {digit}</source>
        <translation>{cells} 不能都不含 {digit}</translation>
    </message>
    <message>
        <source>one of {cells} is {digit}</source>
        <translation>{cells} 之一是 {digit}</translation>
    </message>
    <message>
        <source>{digit} has no place outside the rectangle in {unit} and {unit2}, so {cell} = {digit2} would leave {cell2} only {digit2}</source>
        <translation>{digit} 在{unit}和{unit2}中只能放在矩形内，所以 {cell} = {digit2} 会使 {cell2} 只剩 {digit2}</translation>
    </message>
    <message>
        <source>{cells} were placed, not given, so {cell} cannot be {digit}</source>
        <translation>{cells} 是解题时填入的，不是题目给定的，所以 {cell} 不能是 {digit}</translation>
    </message>
    <message>
        <source>{cells} were placed, not given, so one of {cells2} is {digit}</source>
        <translation>{cells} 是解题时填入的，不是题目给定的，所以 {cells2} 之一是 {digit}</translation>
    </message>
    <message>
        <source>{digit} is locked to {cells} in {unit}, so neither is {digit2}</source>
        <translation>{digit} 在{unit}被锁定在 {cells}，所以两格都不是 {digit2}</translation>
    </message>
    <message>
        <source>{cells} act as one cell {digits} in a naked subset {digits2} with {cells2} in {houses}</source>
        <translation>{cells} 作为一个候选 {digits} 的格子，与{houses}的 {cells2} 组成显性数组 {digits2}</translation>
    </message>
    <message>
        <source>{digit} is confined to the rectangle in its rows and columns, so it takes {cells}</source>
        <translation>{digit} 在所在的行和列中被限制在矩形内，所以占据 {cells}</translation>
    </message>
    <message>
        <source>BUG+1: without {digit} in {cell} every cell would have two candidates and every digit two places per house (no unique solution), so {cell} = {digit}: {elims}</source>
        <translation>BUG+1：如果 {cell} 没有 {digit}，每格都只剩两个候选数，每个数字在每个单元都只有两个位置（没有唯一解），所以 {cell} = {digit}：{elims}</translation>
    </message>
    <message>
        <source>XY-Wing: pivot {cell} {digits}, pincers {cell2} {digits2} and {cell3} {digits3}; one pincer is {digit}: {elims}</source>
        <translation>XY 翼：枢纽 {cell} {digits}，钳子 {cell2} {digits2} 和 {cell3} {digits3}；有一个钳子是 {digit}：{elims}</translation>
    </message>
    <message>
        <source>XYZ-Wing: pivot {cell} {digits}, pincers {cell2} {digits2} and {cell3} {digits3}; one of the three is {digit}: {elims}</source>
        <translation>XYZ 翼：枢纽 {cell} {digits}，钳子 {cell2} {digits2} 和 {cell3} {digits3}；三格之一是 {digit}：{elims}</translation>
    </message>
    <message>
        <source>W-Wing: {cell} and {cell2} {digits} joined by the strong link on {digit} {cell3}={cell4}; one of them is {digit2}: {elims}</source>
        <translation>W 翼：{cell} 和 {cell2} {digits} 由数字 {digit} 的强链 {cell3}={cell4} 相连；两格之一是 {digit2}：{elims}</translation>
    </message>
    <message>
        <source>Remote Pair {digits}: {path}; cells an odd number of links apart differ: {elims}</source>
        <translation>远程数对 {digits}：{path}；相隔奇数条链的格子数字不同：{elims}</translation>
    </message>
    <message>
        <source>remove {parts}</source>
        <translation>删去 {parts}</translation>
    </message>
    <message>
        <source>{digit} from {cells}</source>
        <translation>{cells} 的 {digit}</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>no {level} puzzle found in {n} grids</source>
        <translation>在 {n} 个盘面中没有找到{level}题目</translation>
    </message>
    <message>
        <source>{score}+ {level} (needs a guess; hardest technique before it: {technique})</source>
        <translation>{score}+ {level}（需要猜测；之前最难的技巧：{technique}）</translation>
    </message>
    <message>
        <source>{score}+ {level} (needs a guess; hardest technique before it: none)</source>
        <translation>{score}+ {level}（需要猜测；之前没有用到技巧）</translation>
    </message>
    <message>
        <source>{score} {level} (hardest: None)</source>
        <translation>{score} {level}（最难：无）</translation>
    </message>
    <message>
        <source>{score} {level} (hardest: {technique})</source>
        <translation>{score} {level}（最难：{technique}）</translation>
    </message>
    <message>
        <source>{technique}: {chain}; {cand} or {cand2} is true: {elims}</source>
        <translation>{technique}：{chain}；{cand} 或 {cand2} 为真：{elims}</translation>
    </message>
    <message>
        <source>{technique}: {chain}; every weak link of the loop is also strong: {elims}</source>
        <translation>{technique}：{chain}；环中每条弱链也是强链：{elims}</translation>
    </message>
    <message>
        <source>{technique}: {chain}; if {cand} were false it would be true, so it is true: {elims}</source>
        <translation>{technique}：{chain}；若 {cand} 为假则它为真，所以它为真：{elims}</translation>
    </message>
    <message>
        <source>{technique}: {chain}; if {cand} were true it would be false, so it is false: {elims}</source>
        <translation>{technique}：{chain}；若 {cand} 为真则它为假，所以它为假：{elims}</translation>
    </message>
    <message>
        <source>{cell} would have no candidate</source>
        <translation>{cell} 将没有候选数</translation>
    </message>
    <message>
        <source>{unit} would have no place for {digit}</source>
        <translation>{digit} 在{unit}将无处可填</translation>
    </message>
    <message>
        <source>{cell} would be {digit} after all</source>
        <translation>{cell} 反而必须是 {digit}</translation>
    </message>
    <message>
        <source>{cell} would be both {digit} and {digit2}</source>
        <translation>{cell} 将同时是 {digit} 和 {digit2}</translation>
    </message>
    <message>
        <source>{unit} would have {digit} twice</source>
        <translation>{digit} 在{unit}将出现两次</translation>
    </message>
    <message>
        <source>{technique}: if {cell} were {digit}: {chain} =&gt; {msg}; so {cell}&lt;&gt;{digit}</source>
        <translation>{technique}：若 {cell} 为 {digit}：{chain} =&gt; {msg}；所以 {cell}&lt;&gt;{digit}</translation>
    </message>
    <message>
        <source>{msg}; so {cell}&lt;&gt;{digit}</source>
        <translation>{msg}；所以 {cell}&lt;&gt;{digit}</translation>
    </message>
    <message>
        <source>{technique}: if {cell} were not {digit}: {chain} =&gt; {msg}; so {cell}={digit}</source>
        <translation>{technique}：若 {cell} 不为 {digit}：{chain} =&gt; {msg}；所以 {cell}={digit}</translation>
    </message>
    <message>
        <source>{msg}; so {cell}={digit}</source>
        <translation>{msg}；所以 {cell}={digit}</translation>
    </message>
    <message>
        <source>each branch leads to {fact}</source>
        <translation>每个分支都导致 {fact}</translation>
    </message>
    <message>
        <source>{technique}: {cell} is one of {digits}, and each leads to {fact}: {chains}</source>
        <translation>{technique}：{cell} 是 {digits} 之一，每种情况都导致 {fact}：{chains}</translation>
    </message>
    <message>
        <source>{technique}: {unitcap} has {digit} in one of {cells}, and each leads to {fact}: {chains}</source>
        <translation>{technique}：{unitcap}的 {digit} 在 {cells} 之一，每种情况都导致 {fact}：{chains}</translation>
    </message>
    <message>
        <source>{technique}: {cell} is {digit} or not, and both lead to {fact}: {chains}</source>
        <translation>{technique}：无论 {cell} 是否为 {digit}，都导致 {fact}：{chains}</translation>
    </message>
    <message>
        <source>ALS-XZ: A={als} B={als2}, x={x}, z={z}: {elims}</source>
        <translation>几乎锁定集 XZ：A={als}，B={als2}，x={x}，z={z}：{elims}</translation>
    </message>
    <message>
        <source>ALS-XZ: A={als} B={als2}, doubly linked by x={x}: {elims}</source>
        <translation>几乎锁定集 XZ：A={als}，B={als2}，由 x={x} 双重连接：{elims}</translation>
    </message>
    <message>
        <source>ALS-XY-Wing: A={als} B={als2} C={als3}, x={x}, y={y}, z={z}: {elims}</source>
        <translation>几乎锁定集 XY 翼：A={als}，B={als2}，C={als3}，x={x}，y={y}，z={z}：{elims}</translation>
    </message>
    <message>
        <source>ALS-XY-Chain: {chain}: {elims}</source>
        <translation>几乎锁定集 XY 链：{chain}：{elims}</translation>
    </message>
    <message>
        <source>Death Blossom: stem {cell} {digits}, petals {petals}; z={z}: {elims}</source>
        <translation>死亡绽放：花茎 {cell} {digits}，花瓣 {petals}；z={z}：{elims}</translation>
    </message>
    <message>
        <source>{fact} because {chain} =&gt; {msg}</source>
        <translation>{fact}，因为 {chain} =&gt; {msg}</translation>
    </message>
    <message>
        <source>{technique}: if {cell} were {digit}: {chain} =&gt; {msg}; so {cell}&lt;&gt;{digit}. Nested: {msg2}</source>
        <translation>{technique}：若 {cell} 为 {digit}：{chain} =&gt; {msg}；所以 {cell}&lt;&gt;{digit}。嵌套：{msg2}</translation>
    </message>
    <message>
        <source>{figures} {level} (hardest: {technique}; rules: {rules})</source>
        <translation>{figures} {level}（最难：{technique}；规则：{rules}）</translation>
    </message>
    <message>
        <source>&gt;={score} {level} (stopped while looking for {technique}; rules: {rules})</source>
        <translation>&gt;={score} {level}（在寻找{technique}时停止；规则：{rules}）</translation>
    </message>
    <message>
        <source>{msg}; human techniques: {score}+ (needs a guess)</source>
        <translation>{msg}；人工技巧：{score}+（需要猜测）</translation>
    </message>
    <message>
        <source>{msg}; human techniques: {score} (hardest: {technique})</source>
        <translation>{msg}；人工技巧：{score}（最难：{technique}）</translation>
    </message>
    <message>
        <source>{msg}; HoDoKu: {level} (score {n})</source>
        <translation>{msg}；HoDoKu：{level}（{n} 分）</translation>
    </message>
    <message>
        <source>places {digit} in {cell}, but {cell2} in the same house already holds {digit}</source>
        <translation>在 {cell} 填入 {digit}，但同一区域的 {cell2} 已有 {digit}</translation>
    </message>
    <message>
        <source>places {digit} in {cell}, which already holds {digit2}</source>
        <translation>在 {cell} 填入 {digit}，但该格已有 {digit2}</translation>
    </message>
    <message>
        <source>places {digit} in {cell}, which no longer has {digit} as a candidate</source>
        <translation>在 {cell} 填入 {digit}，但该格的候选数已没有 {digit}</translation>
    </message>
    <message>
        <source>places {digit} in {cell} with no guess open, but the solution has {digit2} there</source>
        <translation>在没有未结猜测时于 {cell} 填入 {digit}，但解在该格是 {digit2}</translation>
    </message>
    <message>
        <source>removes {digit} from {cell} with no guess open, but the solution has {digit} there</source>
        <translation>在没有未结猜测时从 {cell} 删去 {digit}，但解在该格正是 {digit}</translation>
    </message>
    <message>
        <source>backtracks from {cell} = {digit}, but no guess is open</source>
        <translation>从 {cell} = {digit} 回溯，但没有未结的猜测</translation>
    </message>
    <message>
        <source>backtracks from {cell} = {digit}, but the innermost open guess is {cell2} = {digit2}</source>
        <translation>从 {cell} = {digit} 回溯，但最内层未结束的猜测是 {cell2} = {digit2}</translation>
    </message>
    <message>
        <source>claims a solution, but {cell} is empty</source>
        <translation>声称已解出，但 {cell} 仍是空格</translation>
    </message>
    <message>
        <source>claims a solution, but {cell} and {cell2} both hold {digit}</source>
        <translation>声称已解出，但 {cell} 和 {cell2} 都是 {digit}</translation>
    </message>
    <message>
        <source>claims a solution, but it changes the given {digit} in {cell}</source>
        <translation>声称已解出，但改动了 {cell} 的提示数 {digit}</translation>
    </message>
    <message>
        <source>claims a solution, but it is the one step {n} reported</source>
        <translation>声称找到一个解，但它就是第 {n} 步报告过的那个</translation>
    </message>
    <message>
        <source>claims no solution, but the puzzle has one</source>
        <translation>声称无解，但此题有解</translation>
    </message>
    <message>
        <source>says {n} solutions, but the run reported {m}</source>
        <translation>说有 {n} 个解，但运行报告了 {m} 个</translation>
    </message>
    <message>
        <source>says the search is complete with {n} solutions, but the puzzle has more</source>
        <translation>说搜索已完成、共 {n} 个解，但此题还有更多</translation>
    </message>
    <message>
        <source>comes after the run ended (step {n})</source>
        <translation>出现在求解结束（第 {n} 步）之后</translation>
    </message>
    <message>
        <source>is not a step: {msg}</source>
        <translation>不是一个步骤：{msg}</translation>
    </message>
    <message>
        <source>cut by the time limit ({n} s)</source>
        <translation>被时间限制截断（{n} 秒）</translation>
    </message>
    <message>
        <source>the solver said nothing for {n} s</source>
        <translation>求解器 {n} 秒没有输出</translation>
    </message>
    <message>
        <source>the steps end without solved, no-solution or search-done</source>
        <translation>步骤结束了，却没有 solved、no-solution 或 search-done</translation>
    </message>
    <message>
        <source>the solver raised {msg} at {place}</source>
        <translation>求解器在 {place} 抛出了 {msg}</translation>
    </message>
    <message>
        <source>{msg}</source>
        <translation>{msg}</translation>
    </message>
    <message>
        <source>Check: step {n} {msg}</source>
        <translation>检查：第 {n} 步{msg}</translation>
    </message>
    <message>
        <source>this run does not fit the puzzle on the board: step {n} places {digit} in {cell}, which holds {digit2}</source>
        <translation>这次运行记录与盘面上的题目不符：第 {n} 步在 {cell} 填入 {digit}，但该格是 {digit2}</translation>
    </message>
    <message>
        <source>this run does not fit the puzzle on the board: step {n} guesses {digit} in {cell}, which holds {digit2}</source>
        <translation>这次运行记录与盘面上的题目不符：第 {n} 步在 {cell} 试 {digit}，但该格是 {digit2}</translation>
    </message>
    <message>
        <source>cannot use {file}: {why}</source>
        <translation>无法使用 {file}：{why}</translation>
    </message>
    <message>
        <source>no Python file {file}</source>
        <translation>没有 Python 文件 {file}</translation>
    </message>
    <message>
        <source>no file {file} to replay</source>
        <translation>没有可重放的文件 {file}</translation>
    </message>
    <message>
        <source>cannot read the command {command}: {why}</source>
        <translation>无法解析命令 {command}：{why}</translation>
    </message>
    <message>
        <source>exec: needs a command, as in exec:&apos;./solver --fast&apos;</source>
        <translation>exec: 需要一个命令，例如 exec:&apos;./solver --fast&apos;</translation>
    </message>
    <message>
        <source>no program {program} found: give its path, or a command on the PATH</source>
        <translation>找不到程序 {program}：请给出它的路径，或 PATH 中的命令</translation>
    </message>
    <message>
        <source>{name} is not an algorithm; one of {names} (any case), path/to/solver.py[:function], exec:COMMAND or an installed solver</source>
        <translation>{name} 不是算法；应为 {names} 之一（不分大小写）、path/to/solver.py[:function]、exec:命令或已安装的求解器</translation>
    </message>
    <message>
        <source>{name}: cannot load {value}: {msg}</source>
        <translation>{name}：无法载入 {value}：{msg}</translation>
    </message>
    <message>
        <source>{name}: {value} is not a function</source>
        <translation>{name}：{value} 不是函数</translation>
    </message>
    <message>
        <source>cannot read {file}</source>
        <translation>无法读取 {file}</translation>
    </message>
    <message>
        <source>{file}:{line}: syntax error: {why}</source>
        <translation>{file}:{line}：语法错误：{why}</translation>
    </message>
    <message>
        <source>{file} has no function {function} (name one as {file}:FUNCTION)</source>
        <translation>{file} 中没有函数 {function}（用 {file}:函数名 指定一个）</translation>
    </message>
    <message>
        <source>out of memory{where}</source>
        <translation>内存不足{where}</translation>
    </message>
    <message>
        <source>{file}: out of memory (the cap is {mb} MB)</source>
        <translation>{file}：内存不足（上限为 {mb} MB）</translation>
    </message>
    <message>
        <source>{file}: its process out of memory or killed</source>
        <translation>{file}：它的进程内存不足或被终止</translation>
    </message>
    <message>
        <source>{file}: its process ended with code {code}</source>
        <translation>{file}：它的进程以代码 {code} 结束</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>内存不足</translation>
    </message>
    <message>
        <source>said nothing for {seconds} s</source>
        <translation>{seconds} 秒没有输出</translation>
    </message>
    <message>
        <source>cannot run {command}: {why}</source>
        <translation>无法运行 {command}：{why}</translation>
    </message>
    <message>
        <source>{source}: out of memory or killed after line {n}{msg}</source>
        <translation>{source}: 在第 {n} 行之后内存不足或被终止{msg}</translation>
    </message>
    <message>
        <source>{source}: killed by signal {signal} after line {n}{msg}</source>
        <translation>{source}: 在第 {n} 行之后被信号 {signal} 终止{msg}</translation>
    </message>
    <message>
        <source>{source}: ended with exit code {code} after line {n}{msg}</source>
        <translation>{source}: 在第 {n} 行之后以退出码 {code} 结束{msg}</translation>
    </message>
    <message>
        <source>{source}: ended after line {n} without a solved or no-solution line{msg}</source>
        <translation>{source}: 在第 {n} 行之后结束，没有 solved 或 no solution 行{msg}</translation>
    </message>
    <message>
        <source>cannot read {file}: {why}</source>
        <translation>无法读取 {file}：{why}</translation>
    </message>
    <message>
        <source>{source}: ends after line {n} without a solved or no-solution line</source>
        <translation>{source}: 在第 {n} 行之后结束，没有 solved 或 no solution 行</translation>
    </message>
    <message>
        <source>; its error on standard error: {line}</source>
        <translation>；它在标准错误上报告的错误：{line}</translation>
    </message>
    <message>
        <source>; its last line on standard error: {line}</source>
        <translation>；它在标准错误上的最后一行：{line}</translation>
    </message>
    <message>
        <source>the racer&apos;s process out of memory or killed</source>
        <translation>选手的进程内存不足或被终止</translation>
    </message>
    <message>
        <source>the racer&apos;s process ended with code {code}</source>
        <translation>选手的进程以代码 {code} 结束</translation>
    </message>
    <message>
        <source>stopped before it finished</source>
        <translation>在完成前被停止</translation>
    </message>
    <message>
        <source>stopped before it started</source>
        <translation>在开始前被停止</translation>
    </message>
</context>
<context>
    <name>strategy</name>
    <message>
        <source>Naked-subset elimination, then guess the cell with fewest candidates; record stack</source>
        <translation>显性数组删数，再猜候选数最少的格子；记录栈</translation>
    </message>
    <message>
        <source>Elimination + guessing (JavaScript article)</source>
        <translation>删数 + 猜测（JavaScript 文章）</translation>
    </message>
    <message>
        <source>Plain backtracking: first empty cell, digits 1-9 in order, no candidates kept</source>
        <translation>朴素回溯：第一个空格，按 1-9 顺序试，不记候选数</translation>
    </message>
    <message>
        <source>Plain backtracking (C article)</source>
        <translation>朴素回溯（C 文章）</translation>
    </message>
    <message>
        <source>Backtracking on the fewest-candidates cell; counts every solution</source>
        <translation>在候选数最少的格子上回溯；数出所有解</translation>
    </message>
    <message>
        <source>Fewest candidates first, every solution (Java article)</source>
        <translation>候选数最少优先，找出所有解（Java 文章）</translation>
    </message>
    <message>
        <source>Fill the last cell of any unit, place naked singles, then guess the fewest-candidates cell</source>
        <translation>填单元里最后一个空格、填唯一余数，再猜候选数最少的格子</translation>
    </message>
    <message>
        <source>Last cell of a unit + singles (Ruby article)</source>
        <translation>单元最后一格 + 唯一数（Ruby 文章）</translation>
    </message>
    <message>
        <source>Elimination and naked/hidden singles until stuck, then nested trials</source>
        <translation>删数和显性/隐性唯一数直到卡住，再嵌套试数</translation>
    </message>
    <message>
        <source>Singles + nested trials (Python article)</source>
        <translation>唯一数 + 嵌套试数（Python 文章）</translation>
    </message>
    <message>
        <source>Human techniques, simplest first, each step explained; guesses only when none applies</source>
        <translation>人工技巧，从简单的开始，每步都有解释；只有无技巧可用时才猜</translation>
    </message>
    <message>
        <source>Human techniques, explained</source>
        <translation>人工技巧，附解释</translation>
    </message>
    <message>
        <source>The answer at once, no steps: exact-cover bitboards, singles and fewest-options branching</source>
        <translation>立即给出答案，没有步骤：精确覆盖位棋盘、唯一数和最少选项分支</translation>
    </message>
    <message>
        <source>Instant answer (exact-cover bitboards)</source>
        <translation>瞬间求解（精确覆盖位棋盘）</translation>
    </message>
    <message>
        <source>a program speaking the step protocol</source>
        <translation>使用步骤协议的程序</translation>
    </message>
    <message>
        <source>a saved run</source>
        <translation>保存的运行记录</translation>
    </message>
    <message>
        <source>a Python file</source>
        <translation>Python 文件</translation>
    </message>
    <message>
        <source>A solver of your own, run in a process of its own</source>
        <translation>你自己的求解器，在独立进程中运行</translation>
    </message>
</context>
<context>
    <name>technique</name>
    <message>
        <source>Full House</source>
        <translation>唯一空格</translation>
    </message>
    <message>
        <source>Hidden Single</source>
        <translation>隐性唯一数</translation>
    </message>
    <message>
        <source>Naked Single</source>
        <translation>唯一余数</translation>
    </message>
    <message>
        <source>Naked Subset of 5</source>
        <translation>显性数组（5 格）</translation>
    </message>
    <message>
        <source>Naked Subset of 6</source>
        <translation>显性数组（6 格）</translation>
    </message>
    <message>
        <source>Naked Subset of 7</source>
        <translation>显性数组（7 格）</translation>
    </message>
    <message>
        <source>Naked Subset of 8</source>
        <translation>显性数组（8 格）</translation>
    </message>
    <message>
        <source>Locked Candidates Type 1 (Pointing)</source>
        <translation>区块摒除 1（宫对行列）</translation>
    </message>
    <message>
        <source>Locked Candidates Type 2 (Claiming)</source>
        <translation>区块摒除 2（行列对宫）</translation>
    </message>
    <message>
        <source>Locked Pair</source>
        <translation>锁定数对</translation>
    </message>
    <message>
        <source>Naked Pair</source>
        <translation>显性数对</translation>
    </message>
    <message>
        <source>X-Wing</source>
        <translation>X 翼</translation>
    </message>
    <message>
        <source>Hidden Pair</source>
        <translation>隐性数对</translation>
    </message>
    <message>
        <source>Locked Triple</source>
        <translation>锁定三数组</translation>
    </message>
    <message>
        <source>Naked Triple</source>
        <translation>显性三数组</translation>
    </message>
    <message>
        <source>Swordfish</source>
        <translation>剑鱼</translation>
    </message>
    <message>
        <source>Hidden Triple</source>
        <translation>隐性三数组</translation>
    </message>
    <message>
        <source>XY-Wing</source>
        <translation>XY 翼</translation>
    </message>
    <message>
        <source>XYZ-Wing</source>
        <translation>XYZ 翼</translation>
    </message>
    <message>
        <source>Uniqueness Test 1</source>
        <translation>唯一矩形 1</translation>
    </message>
    <message>
        <source>Uniqueness Test 2</source>
        <translation>唯一矩形 2</translation>
    </message>
    <message>
        <source>Uniqueness Test 4</source>
        <translation>唯一矩形 4</translation>
    </message>
    <message>
        <source>Uniqueness Test 3</source>
        <translation>唯一矩形 3</translation>
    </message>
    <message>
        <source>Uniqueness Test 5</source>
        <translation>唯一矩形 5</translation>
    </message>
    <message>
        <source>Uniqueness Test 6</source>
        <translation>唯一矩形 6</translation>
    </message>
    <message>
        <source>Avoidable Rectangle Type 1</source>
        <translation>可避免矩形 1</translation>
    </message>
    <message>
        <source>Avoidable Rectangle Type 2</source>
        <translation>可避免矩形 2</translation>
    </message>
    <message>
        <source>Hidden Rectangle</source>
        <translation>隐藏矩形</translation>
    </message>
    <message>
        <source>Naked Quad</source>
        <translation>显性四数组</translation>
    </message>
    <message>
        <source>Jellyfish</source>
        <translation>水母</translation>
    </message>
    <message>
        <source>Hidden Quad</source>
        <translation>隐性四数组</translation>
    </message>
    <message>
        <source>BUG+1</source>
        <translation>BUG+1</translation>
    </message>
    <message>
        <source>Skyscraper</source>
        <translation>摩天楼</translation>
    </message>
    <message>
        <source>2-String Kite</source>
        <translation>双线风筝</translation>
    </message>
    <message>
        <source>Turbot Fish</source>
        <translation>多宝鱼</translation>
    </message>
    <message>
        <source>Empty Rectangle</source>
        <translation>空矩形</translation>
    </message>
    <message>
        <source>Finned X-Wing</source>
        <translation>鳍 X 翼</translation>
    </message>
    <message>
        <source>Sashimi X-Wing</source>
        <translation>刺身 X 翼</translation>
    </message>
    <message>
        <source>W-Wing</source>
        <translation>W 翼</translation>
    </message>
    <message>
        <source>Remote Pair</source>
        <translation>远程数对</translation>
    </message>
    <message>
        <source>Simple Colors Trap</source>
        <translation>简单染色（陷阱）</translation>
    </message>
    <message>
        <source>Simple Colors Wrap</source>
        <translation>简单染色（包裹）</translation>
    </message>
    <message>
        <source>Finned Swordfish</source>
        <translation>鳍剑鱼</translation>
    </message>
    <message>
        <source>Sashimi Swordfish</source>
        <translation>刺身剑鱼</translation>
    </message>
    <message>
        <source>X-Chain</source>
        <translation>X 链</translation>
    </message>
    <message>
        <source>XY-Chain</source>
        <translation>XY 链</translation>
    </message>
    <message>
        <source>Multi-Colors 1</source>
        <translation>多重染色 1</translation>
    </message>
    <message>
        <source>Multi-Colors 2</source>
        <translation>多重染色 2</translation>
    </message>
    <message>
        <source>Finned Jellyfish</source>
        <translation>鳍水母</translation>
    </message>
    <message>
        <source>Sashimi Jellyfish</source>
        <translation>刺身水母</translation>
    </message>
    <message>
        <source>Continuous Nice Loop</source>
        <translation>连续环</translation>
    </message>
    <message>
        <source>Discontinuous Nice Loop</source>
        <translation>不连续环</translation>
    </message>
    <message>
        <source>AIC</source>
        <translation>交替推理链</translation>
    </message>
    <message>
        <source>Grouped Continuous Nice Loop</source>
        <translation>分组连续环</translation>
    </message>
    <message>
        <source>Grouped Discontinuous Nice Loop</source>
        <translation>分组不连续环</translation>
    </message>
    <message>
        <source>Grouped AIC</source>
        <translation>分组交替推理链</translation>
    </message>
    <message>
        <source>Sue de Coq</source>
        <translation>Sue de Coq（宫线交叉数组）</translation>
    </message>
    <message>
        <source>ALS-XZ</source>
        <translation>几乎锁定集 XZ</translation>
    </message>
    <message>
        <source>ALS-XY-Wing</source>
        <translation>几乎锁定集 XY 翼</translation>
    </message>
    <message>
        <source>ALS-XY-Chain</source>
        <translation>几乎锁定集 XY 链</translation>
    </message>
    <message>
        <source>Death Blossom</source>
        <translation>死亡绽放</translation>
    </message>
    <message>
        <source>Elimination</source>
        <translation>删数</translation>
    </message>
    <message>
        <source>Naked Subset</source>
        <translation>显性数组</translation>
    </message>
    <message>
        <source>Forcing Chain Contradiction</source>
        <translation>强制链矛盾</translation>
    </message>
    <message>
        <source>Forcing Chain Verity</source>
        <translation>强制链必然</translation>
    </message>
    <message>
        <source>Forcing Net Contradiction</source>
        <translation>强制网矛盾</translation>
    </message>
    <message>
        <source>Forcing Net Verity</source>
        <translation>强制网必然</translation>
    </message>
    <message>
        <source>Nested Forcing Net</source>
        <translation>嵌套强制网</translation>
    </message>
    <message>
        <source>Direct Pointing</source>
        <translation>直接区块摒除</translation>
    </message>
    <message>
        <source>Direct Hidden Pair</source>
        <translation>直接隐性数对</translation>
    </message>
    <message>
        <source>Direct Hidden Triplet</source>
        <translation>直接隐性三数组</translation>
    </message>
    <message>
        <source>Pointing</source>
        <translation>区块摒除 1（宫对行列）</translation>
    </message>
    <message>
        <source>Claiming</source>
        <translation>区块摒除 2（行列对宫）</translation>
    </message>
    <message>
        <source>Naked Triplet</source>
        <translation>显性三数组</translation>
    </message>
    <message>
        <source>Hidden Triplet</source>
        <translation>隐性三数组</translation>
    </message>
    <message>
        <source>WXYZ-Wing</source>
        <translation>WXYZ 翼</translation>
    </message>
    <message>
        <source>VWXYZ-Wing</source>
        <translation>VWXYZ 翼</translation>
    </message>
    <message>
        <source>Aligned Pair Exclusion</source>
        <translation>数对排除</translation>
    </message>
    <message>
        <source>Aligned Triplet Exclusion</source>
        <translation>三数组排除</translation>
    </message>
    <message>
        <source>Bidirectional Cycle</source>
        <translation>双向环</translation>
    </message>
    <message>
        <source>Bidirectional X-Cycle</source>
        <translation>双向 X 环</translation>
    </message>
    <message>
        <source>Bidirectional Y-Cycle</source>
        <translation>双向 Y 环</translation>
    </message>
    <message>
        <source>Forcing Chain</source>
        <translation>强制链</translation>
    </message>
    <message>
        <source>Forcing X-Chain</source>
        <translation>X 强制链</translation>
    </message>
    <message>
        <source>Forcing Y-Chain</source>
        <translation>Y 强制链</translation>
    </message>
    <message>
        <source>Forcing Chains &amp; Cycles</source>
        <translation>强制链与环</translation>
    </message>
    <message>
        <source>Forcing Chains</source>
        <translation>强制链</translation>
    </message>
    <message>
        <source>Multiple Forcing Chains</source>
        <translation>多重强制链</translation>
    </message>
    <message>
        <source>Contradiction Forcing Chains</source>
        <translation>矛盾强制链</translation>
    </message>
    <message>
        <source>Double Forcing Chains</source>
        <translation>双重强制链</translation>
    </message>
    <message>
        <source>Cell Forcing Chains</source>
        <translation>单元格强制链</translation>
    </message>
    <message>
        <source>Region Forcing Chains</source>
        <translation>区域强制链</translation>
    </message>
    <message>
        <source>Dynamic Forcing Chains</source>
        <translation>动态强制链</translation>
    </message>
    <message>
        <source>Nishio Forcing Chains</source>
        <translation>Nishio 强制链</translation>
    </message>
    <message>
        <source>Unique Rectangle</source>
        <translation>唯一矩形</translation>
    </message>
    <message>
        <source>Unique Loop</source>
        <translation>唯一环</translation>
    </message>
    <message>
        <source>BUG</source>
        <translation>BUG</translation>
    </message>
    <message>
        <source>{name} type {n}</source>
        <translation>{name} 类型 {n}</translation>
    </message>
    <message>
        <source>Unique Loop {n}</source>
        <translation>唯一环（{n} 格）</translation>
    </message>
    <message>
        <source>{n} Strong Links</source>
        <translation>{n} 条强链</translation>
    </message>
    <message>
        <source>Grouped {name}</source>
        <translation>分组{name}</translation>
    </message>
    <message>
        <source>Dynamic {name}</source>
        <translation>动态{name}</translation>
    </message>
    <message>
        <source>Nishio {name}</source>
        <translation>Nishio {name}</translation>
    </message>
    <message>
        <source>{name} (+)</source>
        <translation>{name}（+）</translation>
    </message>
    <message>
        <source>{name} (+ {inner})</source>
        <translation>{name}（嵌套{inner}）</translation>
    </message>
</context>
</TS>
