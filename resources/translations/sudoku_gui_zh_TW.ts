<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
<context>
    <name>AnalyseDialog</name>
    <message>
        <source>Analyse Puzzle</source>
        <translation>分析謎題</translation>
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
        <translation>HoDoKu 等級：</translation>
    </message>
    <message>
        <source>HoDoKu&apos;s level of the human techniques&apos; path: the hardest technique&apos;s level, raised while the path&apos;s total score passes the level&apos;s bound (Easy 800, Medium 1000, Hard 1600, Unfair 1800)</source>
        <translation>HoDoKu 對人工技巧解題路徑給出的等級：取所用最難技巧的等級，路徑總分超過該等級上限時逐級上調（簡單 800，中等 1000，困難 1600，不公平 1800）</translation>
    </message>
    <message>
        <source>Backdoors for singles:</source>
        <translation>唯一數的後門：</translation>
    </message>
    <message>
        <source>Backdoors for singles + locked candidates:</source>
        <translation>唯一數 + 區塊摒除的後門：</translation>
    </message>
    <message>
        <source>Trial-and-error depth:</source>
        <translation>試錯深度：</translation>
    </message>
    <message>
        <source>working…</source>
        <translation>計算中…</translation>
    </message>
    <message>
        <source>ER: the hardest step of Sudoku Explainer&apos;s solution; EP: the hardest up to its first placed digit; ED: up to its first elimination. The level follows ER.</source>
        <translation>ER：Sudoku Explainer 解法中最難的一步；EP：第一次填數之前最難的一步；ED：第一次刪數之前最難的一步。難度等級依據 ER。</translation>
    </message>
    <message>
        <source>The fewest cells whose values let singles alone finish the puzzle (0: singles solve it), with up to 10 such sets</source>
        <translation>填入其值後僅靠唯一數就能解完謎題的最少格子（0：唯一數即可解出），最多列出 10 組</translation>
    </message>
    <message>
        <source>CSP-Rules&apos; T&amp;E(n): how deep contradiction tests must nest, with singles as the only rules, to solve the puzzle (0: singles solve it)</source>
        <translation>CSP-Rules 的 T&amp;E(n)：只用唯一數作為規則時，矛盾測試需要嵌套多深才能解出謎題（0：唯一數即可解出）</translation>
    </message>
    <message>
        <source>Click a step to see the board just before it</source>
        <translation>點擊一個步驟，查看它之前的棋盤</translation>
    </message>
    <message>
        <source>&amp;All steps</source>
        <translation>全部步驟(&amp;A)</translation>
    </message>
    <message>
        <source>List every step of the solution, not only the bottleneck</source>
        <translation>列出解法的每一步，而不只是瓶頸</translation>
    </message>
    <message>
        <source>Bottleneck: the steps that give the rating</source>
        <translation>瓶頸：決定難度的步驟</translation>
    </message>
    <message>
        <source>%v of %m</source>
        <translation>%v / %m</translation>
    </message>
    <message>
        <source>Stages worked out</source>
        <translation>已完成的分析階段</translation>
    </message>
    <message>
        <source>Rating…</source>
        <translation>正在評級…</translation>
    </message>
    <message>
        <source>&amp;Mark Backdoor Cells</source>
        <translation>在棋盤上標出後門格(&amp;M)</translation>
    </message>
    <message>
        <source>Tint the cells of the first smallest backdoor on the main board</source>
        <translation>在主棋盤上標出第一組最小後門的格子</translation>
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
        <translation>謎題無解：無可分析。</translation>
    </message>
    <message>
        <source>The puzzle has more than one solution: ratings assume one.</source>
        <translation>謎題有多個解：評級假定只有一個解。</translation>
    </message>
    <message>
        <source>Looking for backdoors…</source>
        <translation>正在尋找後門…</translation>
    </message>
    <message>
        <source>Measuring the trial-and-error depth…</source>
        <translation>正在測量試錯深度…</translation>
    </message>
    <message>
        <source>T&amp;E({depth})</source>
        <translation>{depth} 層試錯（T&amp;E）</translation>
    </message>
    <message>
        <source>more than 3</source>
        <translation>大於 3</translation>
    </message>
    <message>
        <source>{figures} {level} ({technique}; {rules} rules)</source>
        <translation>{figures} {level}（{technique}；{rules}規則）</translation>
    </message>
    <message>
        <source>at least {er:.1f} {level} (stopped while looking for {technique}; {rules} rules)</source>
        <translation>至少 {er:.1f} {level}（在尋找{technique}時停止；{rules}規則）</translation>
    </message>
    <message>
        <source>{score:.1f} (hardest: {technique})</source>
        <translation>{score:.1f}（最難：{technique}）</translation>
    </message>
    <message>
        <source>{score:.1f}+ (needs a guess)</source>
        <translation>{score:.1f}+（需要猜測）</translation>
    </message>
    <message>
        <source>{level} (score {score})</source>
        <translation>{level}（{score} 分）</translation>
    </message>
    <message>
        <source>none of 2 cells or fewer</source>
        <translation>沒有 2 格或更少的後門</translation>
    </message>
    <message>
        <source>0: these rules alone solve it</source>
        <translation>0：僅用這些規則即可解出</translation>
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
        <translation>關閉</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <source>Analyse needs a puzzle of at least 17 givens.</source>
        <translation>分析需要至少 17 個已知數的謎題。</translation>
    </message>
    <message>
        <source>Fix the red cells first: the givens conflict.</source>
        <translation>請先修正紅色格：已知數互相衝突。</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Sudoku Visualizer</source>
        <translation>數獨視覺化求解器</translation>
    </message>
    <message>
        <source>Open puzzle</source>
        <translation>開啟題目</translation>
    </message>
    <message>
        <source>Cannot open {arg}:
{problem}</source>
        <translation>無法開啟 {arg}：
{problem}</translation>
    </message>
</context>
<context>
    <name>Assistant</name>
    <message>
        <source>Difficulty: - (fewer than {min_givens_to_rate} givens)</source>
        <translation>難度：-（提示數少於 {min_givens_to_rate} 個）</translation>
    </message>
    <message>
        <source>Difficulty: - (conflicting givens)</source>
        <translation>難度：-（提示數互相沖突）</translation>
    </message>
    <message>
        <source>Difficulty: - (no solution)</source>
        <translation>難度：-（無解）</translation>
    </message>
    <message>
        <source>Difficulty: - (more than one solution)</source>
        <translation>難度：-（不止一個解）</translation>
    </message>
    <message>
        <source>Difficulty: ER {er:.1f} {level}</source>
        <translation>難度：ER {er:.1f} {level}</translation>
    </message>
    <message>
        <source>Sudoku Explainer ER/EP/ED {figures} (hardest: {technique}; {rules} rules); human techniques: {human}</source>
        <translation>Sudoku Explainer ER/EP/ED {figures}（最難：{technique}；{rules}規則）；人工技巧：{human}</translation>
    </message>
    <message>
        <source>Difficulty: ER ≥{er:.1f} {level}</source>
        <translation>難度：ER ≥{er:.1f} {level}</translation>
    </message>
    <message>
        <source>Sudoku Explainer ({rules} rules): at least {er:.1f} (stopped after {seconds:g} s while looking for {technique}; Puzzles &gt; Analyse rates it in full); human techniques: {human}</source>
        <translation>Sudoku Explainer（{rules}規則）：至少 {er:.1f}（尋找{technique}時於 {seconds:g} 秒後停止；“謎題 &gt; 分析謎題”會完整評級）；人工技巧：{human}</translation>
    </message>
    <message>
        <source>{difficulty} ({rules})</source>
        <translation>{difficulty}（{rules}）</translation>
    </message>
    <message>
        <source>Hints work on a board at rest: pause (Space) or stop (Esc) first.</source>
        <translation>提示只能用於靜止的盤面：請先暫停（空格）或停止（Esc）。</translation>
    </message>
    <message>
        <source>Fix the red cells first: the givens conflict.</source>
        <translation>請先修正紅色格子：提示數互相沖突。</translation>
    </message>
    <message>
        <source>The board is complete.</source>
        <translation>盤面已經填滿。</translation>
    </message>
    <message>
        <source>No logical step found with the implemented techniques: Solve (F5) will search.</source>
        <translation>現有技巧找不到邏輯步驟：求解（F5）會進行搜尋。</translation>
    </message>
    <message>
        <source>{cell} holds a wrong digit: a hint would build on it. Change it first (Ctrl+Z undoes).</source>
        <translation>{cell} 填了錯誤的數字：提示會建立在它之上。請先改正它（Ctrl+Z 可復原）。</translation>
    </message>
    <message>
        <source>The marks of {cell} leave out its digit: a hint would build on them. Mark it again first.</source>
        <translation>{cell} 的筆記漏掉了它的正確數字：提示會建立在錯誤之上。請先把它標回來。</translation>
    </message>
    <message>
        <source>Hint: {technique}. Shift+F12 applies it.</source>
        <translation>提示：{technique}。Shift+F12 應用它。</translation>
    </message>
    <message>
        <source>Hint: {technique}. Close the run (Esc) to apply hints.</source>
        <translation>提示：{technique}。關閉本次求解（Esc）後才能應用提示。</translation>
    </message>
    <message>
        <source>Applied: {technique} (Ctrl+Z undoes it).</source>
        <translation>已應用：{technique}（Ctrl+Z 可撤銷）。</translation>
    </message>
    <message>
        <source>Applied: {technique} (Ctrl+Z undoes it). The puzzle is solved.</source>
        <translation>已應用：{technique}（Ctrl+Z 可撤銷）。題目已解出。</translation>
    </message>
    <message>
        <source>Hints are applied to the puzzle: close the run (Esc) first.</source>
        <translation>提示會應用到題目上：請先關閉本次求解（Esc）。</translation>
    </message>
    <message>
        <source>Fix the red cells first: your {digit} in {cell} repeats the given {digit} in {other} ({unit}).</source>
        <translation>請先修正紅色格子：你在 {cell} 填的 {digit} 與 {other} 的提示數 {digit} 重複（{unit}）。</translation>
    </message>
    <message>
        <source>Fix the red cells first: your digits repeat {digit} in {unit} ({cells}).</source>
        <translation>請先修正紅色格子：你填的數字在{unit}中重複了 {digit}（{cells}）。</translation>
    </message>
    <message>
        <source>Difficulty: … (human techniques: {score:.1f})
{human}</source>
        <translation>難度：…（人工技巧：{score:.1f}）
{human}</translation>
    </message>
    <message>
        <source>Difficulty: …</source>
        <translation>難度：…</translation>
    </message>
    <message>
        <source>Difficulty: ?</source>
        <translation>難度：?</translation>
    </message>
    <message>
        <source>Rating failed: {message}</source>
        <translation>評級失敗：{message}</translation>
    </message>
    <message>
        <source>Cannot export: the givens conflict.</source>
        <translation>無法匯出：提示數互相沖突。</translation>
    </message>
    <message>
        <source>Writing the solution path ({algorithm})…</source>
        <translation>正在寫出解題過程（{algorithm}）…</translation>
    </message>
    <message>
        <source>Export Solution Path</source>
        <translation>匯出解題過程</translation>
    </message>
    <message>
        <source>{n:,} steps written</source>
        <translation>已寫出 {n:,} 步</translation>
    </message>
    <message>
        <source>Solution path written to {export_path}: {steps:,} steps ({outcome}).</source>
        <translation>解題過程已寫入 {export_path}：{steps:,} 步（{outcome}）。</translation>
    </message>
    <message>
        <source>cannot write {path}: {reason}</source>
        <translation>無法寫入 {path}：{reason}</translation>
    </message>
    <message>
        <source>Export failed: {reason}</source>
        <translation>匯出失敗：{reason}</translation>
    </message>
    <message>
        <source>Export cancelled: the file was not written.</source>
        <translation>匯出已取消：檔案未寫入。</translation>
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
        <translation>點選格子或用方向鍵選擇；輸入 1-9，或按 0/Delete/Backspace 清除</translation>
    </message>
    <message>
        <source>Sudoku board</source>
        <translation>數獨盤面</translation>
    </message>
    <message>
        <source>selected {cell}</source>
        <translation>已選 {cell}</translation>
    </message>
    <message>
        <source>Mark {d}</source>
        <translation>標記 {d}</translation>
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
        <translation>剩餘候選數</translation>
    </message>
    <message>
        <source>Guesses, backtracks</source>
        <translation>猜測、回溯</translation>
    </message>
    <message>
        <source>Guesses</source>
        <translation>猜測</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>回溯</translation>
    </message>
    <message>
        <source>1000 {n}k; 1000000 {n}M</source>
        <comment>axis labels of large numbers: each unit as its size and a template, smallest first</comment>
        <translation>10000 {n}萬; 100000000 {n}億</translation>
    </message>
    <message>
        <source>Charts appear here during a run.</source>
        <translation>求解時圖表顯示在這裡。</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>圖表</translation>
    </message>
    <message>
        <source>C&amp;harts</source>
        <translation>圖表(&amp;H)</translation>
    </message>
    <message>
        <source>Show or hide the charts of the run: depth, candidates left, guesses and backtracks</source>
        <translation>顯示或隱藏求解圖表：深度、剩餘候選數、猜測與回溯</translation>
    </message>
</context>
<context>
    <name>Chrome</name>
    <message>
        <source>Project Euler problem 96, as in Peter Norvig&apos;s pytudes (MIT)</source>
        <translation>尤拉計劃第 96 題，取自 Peter Norvig 的 pytudes（MIT）</translation>
    </message>
    <message>
        <source>collected on the Sudoku forums; Peter Norvig&apos;s pytudes (MIT)</source>
        <translation>收集自數獨論壇；Peter Norvig 的 pytudes（MIT）</translation>
    </message>
    <message>
        <source>found by Peter Norvig searching for &quot;hardest sudoku&quot;; pytudes (MIT)</source>
        <translation>Peter Norvig 搜尋“最難數獨”所得；pytudes（MIT）</translation>
    </message>
    <message>
        <source>(puzzle list unavailable: {error})</source>
        <translation>（題目列表不可用：{error}）</translation>
    </message>
    <message>
        <source>A puzzle from the {article}</source>
        <translation>出自{article}的題目</translation>
    </message>
    <message>
        <source>Source: {value}</source>
        <translation>來源：{value}</translation>
    </message>
    <message>
        <source>(unavailable: {error})</source>
        <translation>（不可用：{error}）</translation>
    </message>
    <message>
        <source>{collection}, puzzle {name}</source>
        <translation>{collection}，第 {name} 題</translation>
    </message>
    <message>
        <source>{title}  -  ER {score} {level}, {givens} givens</source>
        <translation>{title}  -  ER {score} {level}，{givens} 個提示數</translation>
    </message>
    <message>
        <source>{title}  ({givens} givens)</source>
        <translation>{title}（{givens} 個提示數）</translation>
    </message>
    <message>
        <source>{app}: keys</source>
        <translation>{app}：按鍵</translation>
    </message>
    <message>
        <source>About {app_title}</source>
        <translation>關於{app_title}</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>版本 {version}</translation>
    </message>
    <message>
        <source>Watch backtracking, constraint propagation and human techniques solve a Sudoku step by step.</source>
        <translation>一步一步觀看回溯、約束傳播和人工技巧如何解開數獨。</translation>
    </message>
    <message>
        <source>License: GPL-3.0-or-later.</source>
        <translation>許可證：GPL-3.0 或更高版本。</translation>
    </message>
</context>
<context>
    <name>CloseRunCommand</name>
    <message>
        <source>That run is no longer kept (only the last {n} runs are).</source>
        <translation>那次執行已不再保留（只保留最近 {n} 次）。</translation>
    </message>
    <message>
        <source>Run {algorithm}</source>
        <translation>執行 {algorithm}</translation>
    </message>
    <message>
        <source>Close the {algorithm} run</source>
        <translation>關閉 {algorithm} 求解</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>比賽</translation>
    </message>
    <message>
        <source>Close the race</source>
        <translation>關閉比賽</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <source>Algorithm</source>
        <translation>演算法</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步數</translation>
    </message>
    <message>
        <source>Placements</source>
        <translation>填數</translation>
    </message>
    <message>
        <source>Eliminations</source>
        <translation>刪數</translation>
    </message>
    <message>
        <source>Guesses</source>
        <translation>猜測</translation>
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
        <translation>時間（秒）</translation>
    </message>
    <message>
        <source>Compare Algorithms</source>
        <translation>比較演算法</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>Each algorithm gets at most {limit:g} s.</source>
        <translation>每個演算法最多執行 {limit:g} 秒。</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>running…</source>
        <translation>執行中…</translation>
    </message>
    <message>
        <source>Running {name}…</source>
        <translation>正在執行 {name}…</translation>
    </message>
    <message>
        <source>Failed: {message}</source>
        <translation>失敗：{message}</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>Done: {done} algorithms compared.</source>
        <translation>完成：比較了 {done} 個演算法。</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
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
        <translation>求解正在播放：編輯前請先暫停（空格）或停止（Esc）。</translation>
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
        <translation>衝突：{value}。</translation>
    </message>
    <message>
        <source>Edit givens</source>
        <translation>編輯提示數</translation>
    </message>
    <message>
        <source>Fix the red cells first: the givens conflict.</source>
        <translation>請先修正紅色格子：提示數互相沖突。</translation>
    </message>
    <message>
        <source>Puzzle loaded: {givens} givens. Conflict: {conflict}.</source>
        <translation>題目已載入：{givens} 個提示數。衝突：{conflict}。</translation>
    </message>
    <message>
        <source>Puzzle loaded: {givens} givens.</source>
        <translation>題目已載入：{givens} 個提示數。</translation>
    </message>
    <message>
        <source>Puzzle loaded: {givens} givens, {placed} placed, pencil marks.</source>
        <translation>題目已載入：{givens} 個提示數，{placed} 個已填數字，帶鉛筆標記。</translation>
    </message>
    <message>
        <source>Puzzle loaded: {givens} givens, {placed} placed.</source>
        <translation>題目已載入：{givens} 個提示數，{placed} 個已填數字。</translation>
    </message>
    <message>
        <source>Puzzle loaded: {givens} givens, pencil marks.</source>
        <translation>題目已載入：{givens} 個提示數，帶鉛筆標記。</translation>
    </message>
    <message>
        <source>No later guess or backtrack.</source>
        <translation>後面沒有猜測或回溯了。</translation>
    </message>
    <message>
        <source>No earlier guess or backtrack.</source>
        <translation>前面沒有猜測或回溯了。</translation>
    </message>
    <message>
        <source>{cell} is a given: givens are locked in a game (Ctrl+G edits them).</source>
        <translation>{cell} 是提示數：遊戲中提示數已鎖定（Ctrl+G 可編輯）。</translation>
    </message>
    <message>
        <source>Editing givens: typed digits are givens again (Ctrl+G starts a game).</source>
        <translation>正在編輯提示數：輸入的數字又是提示數了（Ctrl+G 開始遊戲）。</translation>
    </message>
    <message>
        <source>Enter the puzzle&apos;s givens first, then start a game (Ctrl+G).</source>
        <translation>請先輸入題目的提示數，再開始遊戲（Ctrl+G）。</translation>
    </message>
    <message>
        <source>This puzzle has no solution: there is no game in it.</source>
        <translation>這道題無解：無法開始遊戲。</translation>
    </message>
    <message>
        <source>Start a game</source>
        <translation>開始遊戲</translation>
    </message>
    <message>
        <source>Game: givens locked; your digits are blue. Shift+digit or Enter toggles pencil marks.</source>
        <translation>遊戲：提示數已鎖定；你填的數字是藍色的。Shift+數字或 Enter 切換鉛筆標記。</translation>
    </message>
    <message>
        <source>Game: givens locked; your digits are blue. Shift+digit or Enter toggles pencil marks. Note: it has more than one solution, so mistakes cannot be shown.</source>
        <translation>遊戲：提示數已鎖定；你填的數字是藍色的。Shift+數字或 Enter 切換鉛筆標記。注意：這道題不止一個解，所以無法顯示錯誤。</translation>
    </message>
    <message>
        <source>{cell} holds a digit: marks go in empty cells.</source>
        <translation>{cell} 已有數字：標記只能寫在空格里。</translation>
    </message>
    <message>
        <source>Remove {digit} in {cell}</source>
        <translation>刪去 {cell} 的標記 {digit}</translation>
    </message>
    <message>
        <source>Mark {digit} in {cell}</source>
        <translation>在 {cell} 標記 {digit}</translation>
    </message>
    <message>
        <source>Fill all candidates</source>
        <translation>填入全部候選數</translation>
    </message>
    <message>
        <source>Clear marks</source>
        <translation>清除標記</translation>
    </message>
    <message>
        <source>Load puzzle</source>
        <translation>載入題目</translation>
    </message>
    <message>
        <source>Clear puzzle</source>
        <translation>清空題目</translation>
    </message>
    <message>
        <source>Hints are applied to the puzzle: close the run (Esc) first.</source>
        <translation>提示會應用到題目上：請先關閉本次求解（Esc）。</translation>
    </message>
    <message>
        <source>Hint: {technique}</source>
        <translation>提示：{technique}</translation>
    </message>
    <message>
        <source>Cannot solve: {value}. Fix the red cells first.</source>
        <translation>無法求解：{value}。請先修正紅色格子。</translation>
    </message>
    <message>
        <source>Solving instantly…</source>
        <translation>正在瞬間求解…</translation>
    </message>
    <message>
        <source>Solving with {run_algorithm}…</source>
        <translation>正在用 {run_algorithm} 求解…</translation>
    </message>
    <message>
        <source>F10 or Right steps, Space plays.</source>
        <translation>F10 或 → 單步前進，空格播放。</translation>
    </message>
    <message>
        <source>Left/Right step, Home/End jump, Space plays on, Esc stops.</source>
        <translation>←/→ 單步，Home/End 跳轉，空格繼續播放，Esc 停止。</translation>
    </message>
    <message>
        <source>Playing {run_algorithm}…</source>
        <translation>正在播放 {run_algorithm}…</translation>
    </message>
    <message>
        <source>Back to the puzzle from the race (Ctrl+Z shows it again).</source>
        <translation>已從比賽回到題目（Ctrl+Z 可再次顯示比賽）。</translation>
    </message>
    <message>
        <source>Space plays a run: press F5 to start one.</source>
        <translation>空格用於播放求解：請按 F5 開始求解。</translation>
    </message>
    <message>
        <source>This is the last step of the run.</source>
        <translation>這是本次求解的最後一步。</translation>
    </message>
    <message>
        <source>Stopped: the steps so far stay to review; Esc again returns to the puzzle.</source>
        <translation>已停止：目前的步驟保留供回看；再按 Esc 回到題目。</translation>
    </message>
    <message>
        <source>The board shows the puzzle as before the run (Ctrl+Z shows the run again).</source>
        <translation>盤面顯示求解前的題目（Ctrl+Z 可再次顯示求解）。</translation>
    </message>
    <message>
        <source>{steps:,} steps ({guesses:,} guesses, {backtracks:,} backtracks); solving {seconds:.2f} s</source>
        <translation>{steps:,} 步（{guesses:,} 次猜測，{backtracks:,} 次回溯）；求解 {seconds:.2f} 秒</translation>
    </message>
    <message>
        <source>fast solver, {ms:.1f} ms</source>
        <translation>快速求解器，{ms:.1f} 毫秒</translation>
    </message>
    <message>
        <source>{n:,} solutions: not a proper puzzle. One is shown; {counts}.</source>
        <translation>{n:,} 個解：不是合格的題目。顯示其中一個；{counts}。</translation>
    </message>
    <message>
        <source>{n:,} solutions (at least {n:,}): not a proper puzzle. One is shown; {counts}.</source>
        <translation>{n:,} 個解（至少 {n:,} 個）：不是合格的題目。顯示其中一個；{counts}。</translation>
    </message>
    <message>
        <source>Solved: {counts}.</source>
        <translation>已解出：{counts}。</translation>
    </message>
    <message>
        <source>No solution: searched {counts}.</source>
        <translation>無解：已搜尋 {counts}。</translation>
    </message>
    <message>
        <source>Time limit reached ({value:g} s of solving): {counts}.</source>
        <translation>已到時間限制（求解 {value:g} 秒）：{counts}。</translation>
    </message>
    <message>
        <source>The solver failed: {value}</source>
        <translation>求解器出錯：{value}</translation>
    </message>
    <message>
        <source>Check Steps: no fault.</source>
        <translation>檢查步驟：沒有錯誤。</translation>
    </message>
    <message>
        <source>Only the newest {value:,} steps are kept ({dropped:,} dropped).</source>
        <translation>只保留最新的 {value:,} 步（丟棄了 {dropped:,} 步）。</translation>
    </message>
</context>
<context>
    <name>DigitPad</name>
    <message>
        <source>Digit pad</source>
        <translation>數字面板</translation>
    </message>
    <message>
        <source>Pick {d}: click cells to enter it (or mark it in pencil mode)</source>
        <translation>選擇 {d}：點選格子填入（鉛筆模式下為標記）</translation>
    </message>
    <message>
        <source>Eraser: click cells to clear your digits</source>
        <translation>橡皮：點選格子清除你填的數字</translation>
    </message>
    <message>
        <source>Pencil mode: digits toggle marks instead of filling cells (Enter)</source>
        <translation>鉛筆模式：數字切換標記，而不是填入格子（Enter）</translation>
    </message>
    <message>
        <source>Eraser picked: a click on a cell clears your digit (click ⌫ again to put it down).</source>
        <translation>已選橡皮：點選格子清除你填的數字（再點一次 ⌫ 取消選擇）。</translation>
    </message>
    <message>
        <source>Nothing picked on the pad: clicks select cells.</source>
        <translation>數字面板上沒有選擇：點選格子只選取格子。</translation>
    </message>
    <message>
        <source>{d} picked: a click on a cell adds or removes its mark (click {d} again to put it down).</source>
        <translation>已選 {d}：點選格子新增或去掉它的標記（再點一次 {d} 取消選擇）。</translation>
    </message>
    <message>
        <source>{d} picked: a click on a cell enters it (click {d} again to put it down).</source>
        <translation>已選 {d}：點選格子填入它（再點一次 {d} 取消選擇）。</translation>
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
        <translation>WebP 動畫 (*.webp)</translation>
    </message>
    <message>
        <source>MP4 video (*.mp4)</source>
        <translation>MP4 影片 (*.mp4)</translation>
    </message>
    <message>
        <source>Export Animation</source>
        <translation>導出動畫</translation>
    </message>
    <message>
        <source>Each frame moves the run on by this many steps</source>
        <translation>每一幀讓求解前進這麼多步</translation>
    </message>
    <message>
        <source>From step</source>
        <translation>起始步</translation>
    </message>
    <message>
        <source>To step</source>
        <translation>結束步</translation>
    </message>
    <message>
        <source>Frames a second</source>
        <translation>每秒幀數</translation>
    </message>
    <message>
        <source>Steps a frame</source>
        <translation>每幀步數</translation>
    </message>
    <message>
        <source>(measuring on sample frames…)</source>
        <translation>（正在用樣本影格測量…）</translation>
    </message>
    <message>
        <source>Over the limit of {cap:,} frames: {k:,} steps a frame would fit.</source>
        <translation>超過 {cap:,} 幀的上限：每幀 {k:,} 步即可容納。</translation>
    </message>
    <message>
        <source>Use {k:,} Steps a Frame</source>
        <translation>改用每幀 {k:,} 步</translation>
    </message>
    <message>
        <source>Cannot export {name}: the file name must end in .gif, .webp or .mp4.</source>
        <translation>無法匯出 {name}：檔名須以 .gif、.webp 或 .mp4 結尾。</translation>
    </message>
    <message>
        <source>Nothing to export yet: solve (F5) or race (Ctrl+R) first.</source>
        <translation>還沒有可導出的內容：請先求解（F5）或比賽（Ctrl+R）。</translation>
    </message>
    <message>
        <source>About {gif} as GIF, {webp} as WebP, {mp4} as MP4.</source>
        <translation>GIF 約 {gif}，WebP 約 {webp}，MP4 約 {mp4}。</translation>
    </message>
    <message>
        <source>{frames:,} frames, {length}.</source>
        <translation>{frames:,} 幀，{length}。</translation>
    </message>
    <message>
        <source>This span makes {frames:,} frames; an export holds at most {cap:,}.

Export {k:,} steps a frame instead ({fit:,} frames)? {sizes}</source>
        <translation>這一範圍共 {frames:,} 幀；一次匯出最多 {cap:,} 幀。

改為每幀 {k:,} 步匯出嗎（{fit:,} 幀）？{sizes}</translation>
    </message>
    <message>
        <source>Drawing and encoding the frames…</source>
        <translation>正在繪制并編碼各幀…</translation>
    </message>
    <message>
        <source>Animation written to {path}: {frames:,} frames.</source>
        <translation>動畫已寫入 {path}：{frames:,} 幀。</translation>
    </message>
    <message>
        <source>cannot write {path}: {reason}</source>
        <translation>無法寫入 {path}：{reason}</translation>
    </message>
    <message>
        <source>Export cancelled: nothing written.</source>
        <translation>導出已取消：未寫入任何文件。</translation>
    </message>
    <message>
        <source>Export failed: {reason}</source>
        <translation>導出失敗：{reason}</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <source>Puzzles (*.txt *.sdk *.sdm *.ss *.pm);;All files (*)</source>
        <translation>題目 (*.txt *.sdk *.sdm *.ss *.pm);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>81 characters (*.txt)</source>
        <translation>81 個字元 (*.txt)</translation>
    </message>
    <message>
        <source>SadMan Sudoku (*.sdk)</source>
        <translation>SadMan 數獨 (*.sdk)</translation>
    </message>
    <message>
        <source>Pencil-mark grid (*.pm)</source>
        <translation>鉛筆標記盤面 (*.pm)</translation>
    </message>
    <message>
        <source>HoDoKu library line (*.txt)</source>
        <translation>HoDoKu 題庫行 (*.txt)</translation>
    </message>
    <message>
        <source>Candidate line, 729 characters (*.txt)</source>
        <translation>候選數行，729 個字元 (*.txt)</translation>
    </message>
    <message>
        <source>Open Puzzle</source>
        <translation>開啟題目</translation>
    </message>
    <message>
        <source>{message}.</source>
        <extracomment>A file that cannot be read: {message} is the reason, its first letter made a capital.</extracomment>
        <translation>{message}。</translation>
    </message>
    <message>
        <source>No puzzle found in {path}:
{value}</source>
        <translation>在 {path} 中沒有找到題目：
{value}</translation>
    </message>
    <message>
        <source>No puzzle found in {path}:
the file is empty</source>
        <translation>在 {path} 中沒有找到題目：
檔案是空的</translation>
    </message>
    <message>
        <source>Open {name}</source>
        <translation>開啟 {name}</translation>
    </message>
    <message>
        <source>{name}: skipped what could not be read: {error}</source>
        <translation>{name}：略過了無法讀取的內容：{error}</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>（還沒有）</translation>
    </message>
    <message>
        <source>Save Puzzle As</source>
        <translation>題目另存為</translation>
    </message>
    <message>
        <source>Cannot save {path}:
{reason}</source>
        <translation>無法儲存 {path}：
{reason}</translation>
    </message>
    <message>
        <source>Saved {name} ({value}).</source>
        <translation>已儲存 {name}（{value}）。</translation>
    </message>
    <message>
        <source>Board copied as {value}.</source>
        <translation>盤面已複製為{value}。</translation>
    </message>
    <message>
        <source>{name}[*] — {app}</source>
        <extracomment>The window title: a file&apos;s name, [*] (where a * shows unsaved changes), the app&apos;s name.</extracomment>
        <translation>{name}[*] — {app}</translation>
    </message>
    <message>
        <source>Save as {format}? It cannot keep all of this board.</source>
        <translation>要另存為{format}嗎？這種格式儲存不了這個盤面的全部內容。</translation>
    </message>
    <message>
        <source>Read back, the file would lose:</source>
        <translation>再次開啟時，檔案會遺失：</translation>
    </message>
    <message>
        <source>The pencil-mark grid and the HoDoKu library line keep everything.</source>
        <translation>鉛筆標記盤面和 HoDoKu 題庫行能儲存全部內容。</translation>
    </message>
    <message>
        <source>&amp;Save Anyway</source>
        <translation>仍然儲存(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Choose Another Format…</source>
        <translation>選擇其他格式(&amp;C)…</translation>
    </message>
</context>
<context>
    <name>GenerateDialog</name>
    <message>
        <source>Generate Puzzle</source>
        <translation>生成題目</translation>
    </message>
    <message>
        <source>Difficulty by the hardest technique needed (Sudoku Explainer scale)</source>
        <translation>按所需最難技巧定的難度（Sudoku Explainer 標度）</translation>
    </message>
    <message>
        <source>&amp;Level</source>
        <translation>難度(&amp;L)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>central</source>
        <translation>中心對稱</translation>
    </message>
    <message>
        <source>diagonal</source>
        <translation>對角線對稱</translation>
    </message>
    <message>
        <source>none; central: turned half a turn the givens look the same; diagonal: mirrored</source>
        <translation>無；中心對稱：轉半圈後提示數位置不變；對角線對稱：沿對角線映象</translation>
    </message>
    <message>
        <source>&amp;Symmetry</source>
        <translation>對稱(&amp;S)</translation>
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
        <translation>文件(&amp;D)</translation>
    </message>
    <message>
        <source>These pages in the browser: playing, keys, the command line, solvers of your own, techniques</source>
        <translation>在瀏覽器中開啟文件：遊戲、按鍵、命令列、自己的求解器、技巧</translation>
    </message>
    <message>
        <source>&amp;Step Protocol</source>
        <translation>步驟協定(&amp;S)</translation>
    </message>
    <message>
        <source>The step protocol a solver program of your own writes (docs/step-protocol.md)</source>
        <translation>自己的求解程式輸出的步驟協定（docs/step-protocol.md）</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>{name} is not installed here: it is in the project&apos;s source ({where}).</source>
        <translation>此處未安裝{name}：它在專案的原始碼中（{where}）。</translation>
    </message>
    <message>
        <source>Nothing on this desktop opens {path}: open it yourself.</source>
        <translation>此桌面沒有程式能開啟 {path}：請自行開啟。</translation>
    </message>
    <message>
        <source>Opened {name} as Markdown: with MkDocs (pip install -e &apos;.[docs]&apos;) Help builds the pages.</source>
        <translation>已以 Markdown 開啟{name}：裝好 MkDocs（pip install -e &apos;.[docs]&apos;）後，「幫助」選單會產生網頁。</translation>
    </message>
    <message>
        <source>Opened {name}.</source>
        <translation>已開啟{name}。</translation>
    </message>
    <message>
        <source>Building the documentation pages (mkdocs build)…</source>
        <translation>正在產生文件網頁（mkdocs build）…</translation>
    </message>
    <message>
        <source>The pages could not be built ({why}): opened {name} as Markdown.</source>
        <translation>無法產生網頁（{why}）：已以 Markdown 開啟{name}。</translation>
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
        <translation>{done:,} / {total:,} · 已用 {elapsed} · 約剩 {left}</translation>
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
        <translation>方向鍵、點選</translation>
    </message>
    <message>
        <source>select a cell</source>
        <translation>選擇格子</translation>
    </message>
    <message>
        <source>1-9</source>
        <translation>1-9</translation>
    </message>
    <message>
        <source>enter a digit: a given while editing, your own digit in a game (Ctrl+G)</source>
        <translation>輸入數字：編輯時是提示數，遊戲中是你自己的數字（Ctrl+G）</translation>
    </message>
    <message>
        <source>Shift+1-9, right-click</source>
        <translation>Shift+1-9、右鍵</translation>
    </message>
    <message>
        <source>add or remove a pencil mark</source>
        <translation>新增或刪除鉛筆標記</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>pencil mode on or off: typed digits toggle marks</source>
        <translation>鉛筆模式開關：輸入的數字切換標記</translation>
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
        <translation>數字面板</translation>
    </message>
    <message>
        <source>pick a digit (or the eraser), then click cells; a picked digit is highlighted</source>
        <translation>選一個數字（或橡皮），再點選格子；選中的數字會高亮</translation>
    </message>
    <message>
        <source>Drop a file</source>
        <translation>拖入檔案</translation>
    </message>
    <message>
        <source>open it</source>
        <translation>開啟它</translation>
    </message>
    <message>
        <source>Up / Down</source>
        <translation>Up / Down</translation>
    </message>
    <message>
        <source>Search tree: the parent / the first child</source>
        <translation>搜尋樹：父節點 / 第一個子節點</translation>
    </message>
    <message>
        <source>Left / Right</source>
        <translation>Left / Right</translation>
    </message>
    <message>
        <source>Search tree: the previous / next sibling</source>
        <translation>搜尋樹：上一個 / 下一個兄弟節點</translation>
    </message>
    <message>
        <source>Home / End</source>
        <translation>Home / End</translation>
    </message>
    <message>
        <source>Search tree: the root / the last node</source>
        <translation>搜尋樹：根節點 / 最後一個節點</translation>
    </message>
    <message>
        <source>Search tree: show on the board why the selected leaf failed</source>
        <translation>搜尋樹：在盤面上顯示所選葉節點失敗的原因</translation>
    </message>
    <message>
        <source>+ / -, wheel</source>
        <translation>+ / -、滾輪</translation>
    </message>
    <message>
        <source>Search tree: zoom in / out</source>
        <translation>搜尋樹：放大 / 縮小</translation>
    </message>
    <message>
        <source>0</source>
        <translation>0</translation>
    </message>
    <message>
        <source>Search tree: fit the tree to the pane</source>
        <translation>搜尋樹：讓整棵樹符合窗格大小</translation>
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
        <translation>尋找按鍵或操作（如：撤銷、F5、鉛筆）</translation>
    </message>
    <message>
        <source>Find a key</source>
        <translation>尋找按鍵</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按鍵</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>作用</translation>
    </message>
    <message>
        <source>No key matches.</source>
        <translation>沒有相符的按鍵。</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>Lan&amp;guage</source>
        <translation>語言(&amp;G)</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>系統語言</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>語言</translation>
    </message>
    <message>
        <source>The window will speak {language} from the next start. Restart now?</source>
        <translation>下次啟動時視窗將使用{language}。現在重新啟動嗎？</translation>
    </message>
    <message>
        <source>Restart Now</source>
        <translation>立即重啟</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>稍後</translation>
    </message>
    <message>
        <source>Could not start the app again; please restart it yourself.</source>
        <translation>無法重新啟動程式；請手動重啟。</translation>
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
        <translation>搜尋(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Racing</source>
        <translation>比賽(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Playing</source>
        <translation>遊戲(&amp;P)</translation>
    </message>
    <message>
        <source>Layout: the board, with the step log beside it</source>
        <translation>版面配置：盤面，旁邊是步驟記錄</translation>
    </message>
    <message>
        <source>Layout: the search tree beside the board, as tall as the window; the step log behind it</source>
        <translation>版面配置：搜尋樹在盤面旁邊，與視窗等高；步驟記錄在它後面</translation>
    </message>
    <message>
        <source>Layout: the charts under the board or the race, the step log beside</source>
        <translation>版面配置：圖表在盤面或比賽下方，步驟記錄在旁邊</translation>
    </message>
    <message>
        <source>Layout: the board alone, for a game</source>
        <translation>版面配置：只有盤面，用於遊戲</translation>
    </message>
    <message>
        <source>Rese&amp;t Layout</source>
        <translation>重設版面配置(&amp;T)</translation>
    </message>
    <message>
        <source>Arrange the panes of the layout chosen as they were at first</source>
        <translation>把所選版面的窗格恢復為最初的排列</translation>
    </message>
    <message>
        <source>La&amp;yout</source>
        <translation>版面配置(&amp;Y)</translation>
    </message>
    <message>
        <source>Layout: {name}, as you left it (View &gt; Layout &gt; Reset Layout arranges it as at first).</source>
        <translation>版面配置：{name}，保持你上次離開時的樣子（「檢視 &gt; 版面配置 &gt; 重設版面配置」恢復最初的排列）。</translation>
    </message>
</context>
<context>
    <name>Loader</name>
    <message>
        <source>cannot read {file}: {why}</source>
        <translation>無法讀取 {file}：{why}</translation>
    </message>
    <message>
        <source>{file}, line {line}: syntax error: {why}</source>
        <translation>{file} 第 {line} 行：語法錯誤：{why}</translation>
    </message>
    <message>
        <source>{file} defines no function to solve with (def solve(puzzle): ...)</source>
        <translation>{file} 沒有定義求解函式（def solve(puzzle): ...）</translation>
    </message>
    <message>
        <source>the command is empty: type a program and its arguments, as in python3 solver.py</source>
        <translation>命令為空：請輸入程式及其參數，例如 python3 solver.py</translation>
    </message>
    <message>
        <source>Remembered solvers left out (they cannot run now): {solvers}.</source>
        <translation>以下記住的求解器現在無法執行，已略去：{solvers}。</translation>
    </message>
    <message>
        <source>Remove {title}</source>
        <translation>移除 {title}</translation>
    </message>
    <message>
        <source>Remove {name} from the algorithm box</source>
        <translation>從演算法清單中移除 {name}</translation>
    </message>
    <message>
        <source>Load a Python Solver</source>
        <translation>載入 Python 求解器</translation>
    </message>
    <message>
        <source>Python files (*.py);;All files (*)</source>
        <translation>Python 檔案 (*.py);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>{file} is not a Python file (.py)</source>
        <translation>{file} 不是 Python 檔案（.py）</translation>
    </message>
    <message>
        <source>{file} has no solve function. Which function takes the puzzle and yields steps?</source>
        <translation>{file} 沒有 solve 函式。哪個函式接收題目並產生步驟？</translation>
    </message>
    <message>
        <source>Load a Program</source>
        <translation>載入程式</translation>
    </message>
    <message>
        <source>The command that runs your solver. It reads the puzzle (81 characters) on standard input
and writes one JSON step a line (docs/step-protocol.md), e.g. java examples/solvers/Backtrack.java</source>
        <translation>執行你的求解器的命令。它從標準輸入讀取題目（81 個字元），
每行輸出一個 JSON 步驟（docs/step-protocol.md），例如 java examples/solvers/Backtrack.java</translation>
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
        <translation>已從演算法中移除 {title}。</translation>
    </message>
    <message>
        <source>Cannot Load the Solver</source>
        <translation>無法載入求解器</translation>
    </message>
    <message>
        <source>Not loaded: {why}</source>
        <translation>未載入：{why}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>error: {message}</source>
        <translation>錯誤：{message}</translation>
    </message>
    <message>
        <source>What the step shown did, and why</source>
        <translation>當前這一步做了什麼，以及為什麼</translation>
    </message>
    <message>
        <source>Drag to any step of the run (Left/Right, Home/End and Ctrl+Left/Right too)</source>
        <translation>拖動到求解的任意一步（也可用 ←/→、Home/End 和 Ctrl+←/→）</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步驟</translation>
    </message>
    <message>
        <source>&amp;Open Puzzle…</source>
        <translation>開啟題目(&amp;O)…</translation>
    </message>
    <message>
        <source>Load a puzzle from a file (many formats)</source>
        <translation>從檔案載入題目（支援多種格式）</translation>
    </message>
    <message>
        <source>Open R&amp;un…</source>
        <translation>開啟執行記錄(&amp;U)…</translation>
    </message>
    <message>
        <source>Open a saved step stream (a --trace file or a solver program&apos;s output) as a run to rewind</source>
        <translation>把儲存的步驟流（--trace 檔案或求解程式的輸出）當作一次可倒轉的執行開啟</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>儲存(&amp;S)</translation>
    </message>
    <message>
        <source>Save the board: givens, your digits and marks</source>
        <translation>儲存盤面：提示數、你填的數字和標記</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存為(&amp;A)…</translation>
    </message>
    <message>
        <source>Save the board in a chosen format</source>
        <translation>以選定的格式儲存盤面</translation>
    </message>
    <message>
        <source>&amp;Export Solution Path…</source>
        <translation>匯出解題過程(&amp;E)…</translation>
    </message>
    <message>
        <source>Write the steps of a solve as JSON Lines</source>
        <translation>把求解的每一步寫成 JSON Lines</translation>
    </message>
    <message>
        <source>Write a span of the run (or the race) shown as GIF, WebP or MP4</source>
        <translation>把所示求解（或比賽）的一段寫成 GIF、WebP 或 MP4</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Quit the application</source>
        <translation>退出程式</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤銷(&amp;U)</translation>
    </message>
    <message>
        <source>Undo the last edit</source>
        <translation>撤銷上一次編輯</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Redo the edit undone last</source>
        <translation>重做剛撤銷的編輯</translation>
    </message>
    <message>
        <source>&amp;Copy Board</source>
        <translation>複製盤面(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the board as shown, as 81 characters</source>
        <translation>按顯示的樣子複製盤面，81 個字元</translation>
    </message>
    <message>
        <source>&amp;Paste Puzzle</source>
        <translation>貼上題目(&amp;P)</translation>
    </message>
    <message>
        <source>Paste a puzzle: 81 characters, or nine lines of nine</source>
        <translation>貼上題目：81 個字元，或九行、每行九個</translation>
    </message>
    <message>
        <source>C&amp;lear Puzzle</source>
        <translation>清空題目(&amp;L)</translation>
    </message>
    <message>
        <source>Empty every cell</source>
        <translation>清空所有格子</translation>
    </message>
    <message>
        <source>Tint cells that repeat a digit in a row, column or box: in the puzzle, and a solver&apos;s clash on a run&apos;s board</source>
        <translation>給在同一列、行或宮中重複數字的格子著色：題目中的，以及求解盤面上解題器造成的衝突</translation>
    </message>
    <message>
        <source>Show Chain &amp;Arrows</source>
        <translation>顯示鏈的箭頭(&amp;A)</translation>
    </message>
    <message>
        <source>Draw a chain&apos;s links as arrows on the board</source>
        <translation>在盤面上用箭頭畫出鏈的各個連結</translation>
    </message>
    <message>
        <source>Pre&amp;vious Branch</source>
        <translation>上一個分支(&amp;V)</translation>
    </message>
    <message>
        <source>A forcing net&apos;s previous branch</source>
        <translation>強制網的上一個分支</translation>
    </message>
    <message>
        <source>Ne&amp;xt Branch</source>
        <translation>下一個分支(&amp;X)</translation>
    </message>
    <message>
        <source>A forcing net&apos;s next branch, the contradiction last</source>
        <translation>強制網的下一個分支，矛盾在最後</translation>
    </message>
    <message>
        <source>&amp;Python File…</source>
        <translation>Python 檔案(&amp;P)…</translation>
    </message>
    <message>
        <source>Load a solver written in Python: a file whose solve(puzzle) yields steps</source>
        <translation>載入用 Python 寫的求解器：檔案中的 solve(puzzle) 逐一產生步驟</translation>
    </message>
    <message>
        <source>P&amp;rogram…</source>
        <translation>程式(&amp;R)…</translation>
    </message>
    <message>
        <source>Load a program in any language that writes the step protocol (exec:COMMAND)</source>
        <translation>載入任何語言撰寫、輸出步驟協定的程式（exec:命令）</translation>
    </message>
    <message>
        <source>&amp;Game Mode</source>
        <translation>遊戲模式(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>求解(&amp;S)</translation>
    </message>
    <message>
        <source>Se&amp;arch</source>
        <translation>搜尋(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Race</source>
        <translation>比賽(&amp;R)</translation>
    </message>
    <message>
        <source>Load &amp;Your Own Algorithm</source>
        <translation>載入自己的演算法(&amp;Y)</translation>
    </message>
    <message>
        <source>Start solving the board as shown, at the chosen speed</source>
        <translation>按選定的速度開始求解當前盤面</translation>
    </message>
    <message>
        <source>Solve &amp;Instantly</source>
        <translation>瞬間求解(&amp;I)</translation>
    </message>
    <message>
        <source>Show the answer at once (the fast solver: no steps to watch) and whether it is the only one</source>
        <translation>立即顯示答案（快速求解器：沒有可觀看的步驟）以及它是否唯一</translation>
    </message>
    <message>
        <source>&amp;Play/Pause</source>
        <translation>播放/暫停(&amp;P)</translation>
    </message>
    <message>
        <source>Play the run from the step shown, or pause it</source>
        <translation>從當前步驟播放求解，或暫停</translation>
    </message>
    <message>
        <source>S&amp;tep</source>
        <translation>單步(&amp;T)</translation>
    </message>
    <message>
        <source>Exactly one step forward (starts a paused run)</source>
        <translation>前進一步（會開始一次暫停的求解）</translation>
    </message>
    <message>
        <source>St&amp;op</source>
        <translation>停止(&amp;O)</translation>
    </message>
    <message>
        <source>Stop the solver; pressed again, return to the board as before the run</source>
        <translation>停止求解器；再按一次，回到求解前的盤面</translation>
    </message>
    <message>
        <source>Step &amp;Back</source>
        <translation>後退一步(&amp;B)</translation>
    </message>
    <message>
        <source>One step back</source>
        <translation>後退一步</translation>
    </message>
    <message>
        <source>Step &amp;Forward</source>
        <translation>前進一步(&amp;F)</translation>
    </message>
    <message>
        <source>One step forward</source>
        <translation>前進一步</translation>
    </message>
    <message>
        <source>Previous &amp;Guess or Backtrack</source>
        <translation>上一次猜測或回溯(&amp;G)</translation>
    </message>
    <message>
        <source>Back to the previous guess or backtrack</source>
        <translation>回到上一次猜測或回溯</translation>
    </message>
    <message>
        <source>Next G&amp;uess or Backtrack</source>
        <translation>下一次猜測或回溯(&amp;U)</translation>
    </message>
    <message>
        <source>On to the next guess or backtrack</source>
        <translation>前往下一次猜測或回溯</translation>
    </message>
    <message>
        <source>First Step</source>
        <translation>第一步</translation>
    </message>
    <message>
        <source>The board before the first step</source>
        <translation>第一步之前的盤面</translation>
    </message>
    <message>
        <source>Last Step</source>
        <translation>最後一步</translation>
    </message>
    <message>
        <source>The board after the last step recorded</source>
        <translation>記錄的最後一步之後的盤面</translation>
    </message>
    <message>
        <source>Show &amp;Candidates</source>
        <translation>顯示候選數(&amp;C)</translation>
    </message>
    <message>
        <source>Show every empty cell&apos;s pencil marks</source>
        <translation>顯示每個空格的鉛筆標記</translation>
    </message>
    <message>
        <source>Lock the givens; typed digits become your own (again: edit givens)</source>
        <translation>鎖定提示數；輸入的數字成為你自己的（再按一次：編輯提示數）</translation>
    </message>
    <message>
        <source>Typed digits toggle pencil marks (Enter on the board switches)</source>
        <translation>輸入的數字切換鉛筆標記（在盤面上按 Enter 切換）</translation>
    </message>
    <message>
        <source>&amp;Fill All Candidates</source>
        <translation>填入全部候選數(&amp;F)</translation>
    </message>
    <message>
        <source>Write every candidate as your pencil marks</source>
        <translation>把所有候選數寫成你的鉛筆標記</translation>
    </message>
    <message>
        <source>Clear &amp;Marks</source>
        <translation>清除標記(&amp;M)</translation>
    </message>
    <message>
        <source>Remove every pencil mark</source>
        <translation>刪除所有鉛筆標記</translation>
    </message>
    <message>
        <source>Show &amp;Mistakes</source>
        <translation>顯示錯誤(&amp;M)</translation>
    </message>
    <message>
        <source>Mark your digits that differ from the solution</source>
        <translation>標出你填的與答案不同的數字</translation>
    </message>
    <message>
        <source>Show C&amp;onflicts</source>
        <translation>顯示衝突(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Generate Puzzle…</source>
        <translation>生成題目(&amp;G)…</translation>
    </message>
    <message>
        <source>A new puzzle with exactly one solution, at a chosen level</source>
        <translation>按選定難度生成一道唯一解的新題目</translation>
    </message>
    <message>
        <source>Export A&amp;nimation…</source>
        <translation>導出動畫(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Check Puzzle</source>
        <translation>檢查題目(&amp;C)</translation>
    </message>
    <message>
        <source>Count the solutions of the board: 0, 1 or at least 2</source>
        <translation>數一數盤面的解：0 個、1 個或至少 2 個</translation>
    </message>
    <message>
        <source>Chec&amp;k Steps</source>
        <translation>檢查步驟(&amp;K)</translation>
    </message>
    <message>
        <source>Check every step of your own solvers&apos; runs (a program, a Python file, an opened run) against the rules and the puzzle&apos;s solution; the first fault pauses the run at its step</source>
        <translation>按規則和謎題的解檢查你自己的解題器（程式、Python 檔案、開啟的執行記錄）每次求解的每一步；發現第一個錯誤時，求解停在那一步</translation>
    </message>
    <message>
        <source>Check Built-in Strategies Too</source>
        <translation>也檢查內建策略</translation>
    </message>
    <message>
        <source>Check the built-in strategies&apos; runs too (their claims are proved by the tests; off by default)</source>
        <translation>也檢查內建策略的每次求解（它們的斷言已由測試證明；預設關閉）</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <source>Show the simplest logical step, without applying it</source>
        <translation>顯示最簡單的邏輯步驟，但不應用</translation>
    </message>
    <message>
        <source>&amp;Apply Hint</source>
        <translation>應用提示(&amp;A)</translation>
    </message>
    <message>
        <source>Apply the simplest logical step (undoable)</source>
        <translation>應用最簡單的邏輯步驟（可撤銷）</translation>
    </message>
    <message>
        <source>Watch 2 to 6 algorithms solve this puzzle side by side, in step</source>
        <translation>并排觀看 2 到 6 個演算法同步求解本題</translation>
    </message>
    <message>
        <source>First &amp;Divergence</source>
        <translation>首個分歧(&amp;D)</translation>
    </message>
    <message>
        <source>In a race: the first step where two searches guess differently</source>
        <translation>比賽中：两個搜索首次做出不同猜測的那一步</translation>
    </message>
    <message>
        <source>Compare &amp;Trees…</source>
        <translation>比較搜尋樹(&amp;T)…</translation>
    </message>
    <message>
        <source>In a race: two racers&apos; search trees merged and drawn, each place where they part marked</source>
        <translation>比賽中：合併並繪製兩名參賽者的搜尋樹，標出每個分歧處</translation>
    </message>
    <message>
        <source>&amp;Analyse Puzzle…</source>
        <translation>分析謎題(&amp;A)…</translation>
    </message>
    <message>
        <source>Why the puzzle is hard: its Sudoku Explainer rating, bottleneck, backdoors and T&amp;E depth</source>
        <translation>謎題為何難：Sudoku Explainer 評級、瓶頸、後門和試錯深度（T&amp;E）</translation>
    </message>
    <message>
        <source>Co&amp;mpare Algorithms…</source>
        <translation>比較演算法(&amp;M)…</translation>
    </message>
    <message>
        <source>Compare Tree With A&amp;nother Algorithm…</source>
        <translation>與另一演算法比較搜尋樹(&amp;N)…</translation>
    </message>
    <message>
        <source>Merge this puzzle&apos;s search tree with another algorithm&apos;s (built-in or loaded): where they part, with each side&apos;s node count and board</source>
        <translation>把本題的搜尋樹與另一演算法（內建或載入的）的合併：顯示分歧之處、雙方的節點數和盤面</translation>
    </message>
    <message>
        <source>&amp;Repeated Failures…</source>
        <translation>重複失敗(&amp;R)…</translation>
    </message>
    <message>
        <source>The same dead end found wherever the search repeats it: failed subtrees grouped by sub-search or by shape, the most nodes wasted first, each with why it fails and the technique that would have spared it</source>
        <translation>找出搜尋重複走進的同一條死路：失敗子樹按子搜尋或形狀分組，浪費節點最多的在前，並說明失敗原因及可避免它的技巧</translation>
    </message>
    <message>
        <source>Faste&amp;r</source>
        <translation>加快(&amp;R)</translation>
    </message>
    <message>
        <source>Slo&amp;wer</source>
        <translation>減慢(&amp;W)</translation>
    </message>
    <message>
        <source>The light look</source>
        <translation>淺色外觀</translation>
    </message>
    <message>
        <source>The dark look</source>
        <translation>深色外觀</translation>
    </message>
    <message>
        <source>A&amp;lgorithm</source>
        <translation>演算法(&amp;L)</translation>
    </message>
    <message>
        <source>Run every algorithm on this puzzle and compare them</source>
        <translation>用每個演算法解這道題並比較它們</translation>
    </message>
    <message>
        <source>Pe&amp;ncil Mode</source>
        <translation>鉛筆模式(&amp;N)</translation>
    </message>
    <message>
        <source>Rac&amp;e Algorithms…</source>
        <translation>演算法比賽(&amp;E)…</translation>
    </message>
    <message>
        <source>Animate faster</source>
        <translation>動畫加快</translation>
    </message>
    <message>
        <source>Animate slower</source>
        <translation>動畫減慢</translation>
    </message>
    <message>
        <source>Step &amp;Log</source>
        <translation>步驟記錄(&amp;L)</translation>
    </message>
    <message>
        <source>Show or hide the list of steps</source>
        <translation>顯示或隱藏步驟列表</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>按鍵(&amp;K)</translation>
    </message>
    <message>
        <source>Keyboard reference</source>
        <translation>鍵盤參考</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>關於(&amp;A)</translation>
    </message>
    <message>
        <source>About this application</source>
        <translation>關於本程式</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近開啟(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編輯(&amp;E)</translation>
    </message>
    <message>
        <source>Copy &amp;As</source>
        <translation>複製為(&amp;A)</translation>
    </message>
    <message>
        <source>Copy the board as {value}</source>
        <translation>把盤面複製為{value}</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主題(&amp;T)</translation>
    </message>
    <message>
        <source>Follow the &amp;System</source>
        <translation>跟隨系統(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>淺色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <source>Follow the desktop&apos;s light or dark scheme</source>
        <translation>跟隨桌面的淺色或深色方案</translation>
    </message>
    <message>
        <source>P&amp;uzzles</source>
        <translation>題庫(&amp;U)</translation>
    </message>
    <message>
        <source>Load {name}</source>
        <translation>載入 {name}</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>幫助(&amp;H)</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>求解器</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>演算法</translation>
    </message>
    <message>
        <source>Solving algorithm (also in Solve &gt; Algorithm)</source>
        <translation>求解演算法（也在 求解 &gt; 演算法 中）</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>Animation speed: 1 step per second up to max (Ctrl+= faster, Ctrl+- slower)</source>
        <translation>動畫速度：每秒 1 步到最快（Ctrl+= 加快，Ctrl+- 減慢）</translation>
    </message>
    <message>
        <source>Time limit</source>
        <translation>時間限制</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>Stop a solve after this much solving time (the strategy&apos;s own time; pauses and animation do not count); 0 = none</source>
        <translation>求解用時達到這個值就停止（只計策略本身的時間，暫停和動畫不算）；0 = 不限</translation>
    </message>
    <message>
        <source>Solver settings</source>
        <translation>求解器設定</translation>
    </message>
    <message>
        <source>Editing</source>
        <translation>編輯中</translation>
    </message>
    <message>
        <source>Editing: arrows move the cursor, digits enter givens. Playing / Paused: Left/Right step, Home/End jump, Space plays or pauses, Esc stops.</source>
        <translation>編輯中：方向鍵移動游標，數字輸入提示數。播放/暫停中：←/→ 單步，Home/End 跳轉，空格播放或暫停，Esc 停止。</translation>
    </message>
    <message>
        <source>At the step shown: steps applied, guesses, backtracks, current search depth</source>
        <translation>到當前步驟為止：已執行步數、猜測、回溯、當前搜尋深度</translation>
    </message>
    <message>
        <source>Solving: time spent inside the strategy. On screen: time the run has been playing (pauses excluded).</source>
        <translation>求解：策略本身花的時間。螢幕上：求解已播放的時間（不含暫停）。</translation>
    </message>
    <message>
        <source>Difficulty: -</source>
        <translation>難度：-</translation>
    </message>
    <message>
        <source>Type 1-9 in a cell, paste (Ctrl+V) or use the Puzzles menu; F5 solves.</source>
        <translation>在格子裡輸入 1-9、貼上（Ctrl+V）或使用題庫選單；F5 求解。</translation>
    </message>
    <message>
        <source>{tip} ({key})</source>
        <translation>{tip}（{key}）</translation>
    </message>
    <message>
        <source>Load puzzle</source>
        <translation>載入題目</translation>
    </message>
    <message>
        <source>Nothing to paste: the clipboard holds no text.</source>
        <translation>沒有可貼上的內容：剪貼簿裡沒有文字。</translation>
    </message>
    <message>
        <source>Not pasted, the board is unchanged: {e} (open a large file with File &gt; Open).</source>
        <translation>未貼上，盤面沒有改變：{e}（大檔案請用 檔案 &gt; 開啟）。</translation>
    </message>
    <message>
        <source>no puzzle found</source>
        <translation>沒有找到題目</translation>
    </message>
    <message>
        <source>Not pasted, the board is unchanged: {error}.</source>
        <translation>未貼上，盤面沒有改變：{error}。</translation>
    </message>
    <message>
        <source>Paste puzzle</source>
        <translation>貼上題目</translation>
    </message>
    <message>
        <source>Pasted the first puzzle of the text (it holds more).</source>
        <translation>已貼上文字中的第一道題（還有更多）。</translation>
    </message>
    <message>
        <source>Board copied as 81 characters.</source>
        <translation>盤面已複製為 81 個字元。</translation>
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
        <translation>演算法：{value}（{name}）- {description}</translation>
    </message>
    <message>
        <source>Pencil mode: digits toggle marks (Enter switches back).</source>
        <translation>鉛筆模式：數字切換標記（按 Enter 切換回來）。</translation>
    </message>
    <message>
        <source>Pencil mode off.</source>
        <translation>鉛筆模式已關閉。</translation>
    </message>
    <message>
        <source>Export Solution Path</source>
        <translation>匯出解題過程</translation>
    </message>
    <message>
        <source>JSON Lines (*.jsonl);;All files (*)</source>
        <translation>JSON Lines (*.jsonl);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Cannot compare: {value}.</source>
        <translation>無法比較：{value}。</translation>
    </message>
    <message>
        <source>No divergence to show: race two algorithms that guess (Ctrl+R).</source>
        <translation>沒有可顯示的分歧：請讓两個会猜測的演算法比賽（Ctrl+R）。</translation>
    </message>
    <message>
        <source>The board could not be saved for the next start (disk full or not writable): save it with File &gt; Save As to keep it.</source>
        <translation>盤面無法儲存到下次啟動（磁碟已滿或無法寫入）：請用「檔案 &gt; 另存新檔」儲存它。</translation>
    </message>
    <message>
        <source>Step {position:,}: {last_text}</source>
        <translation>第 {position:,} 步：{last_text}</translation>
    </message>
    <message>
        <source>Branch {n} of {count} ([ and ] step through): {text}</source>
        <translation>第 {n} 個分支，共 {count} 個（[ 和 ] 逐一查看）：{text}</translation>
    </message>
    <message>
        <source>Conclusion ({n} of {count}): {text}</source>
        <translation>結論（第 {n} 個，共 {count} 個）：{text}</translation>
    </message>
    <message>
        <source>The step shown has no branches: only forcing chains and nets are shown branch by branch.</source>
        <translation>所顯示的步驟沒有分支：只有強制鏈和強制網才逐一分支顯示。</translation>
    </message>
    <message>
        <source>That is the conclusion: the last of the branches.</source>
        <translation>這已是結論：最後一個分支。</translation>
    </message>
    <message>
        <source>That is the first branch.</source>
        <translation>這已是第一個分支。</translation>
    </message>
    <message>
        <source>Show less of the explanation</source>
        <translation>收起說明</translation>
    </message>
    <message>
        <source>Show more of the explanation (a forcing net&apos;s whole text)</source>
        <translation>展開說明（強制網的全文）</translation>
    </message>
    <message>
        <source>step {position:,} of {total:,}</source>
        <translation>第 {position:,} 步，共 {total:,} 步</translation>
    </message>
    <message>
        <source>Sudoku Explainer&apos;s rating (ER: its hardest step) and the level it gives: Easy up to 1.5, Medium 2.5, Hard 4.4, Expert 6.4, Extreme 8.9, Beyond above. Puzzles &gt; Analyse (Ctrl+I) tells why.</source>
        <translation>Sudoku Explainer 的評級（ER：最難的一步）及其對應等級：簡單至 1.5，中等 2.5，困難 4.4，專家 6.4，極難 8.9，更高為超綱。“謎題 &gt; 分析謎題”（Ctrl+I）說明原因。</translation>
    </message>
    <message>
        <source>Steps {steps:,}  ·  Guesses {guesses:,}  ·  Backtracks {backtracks:,}  ·  Depth {depth}</source>
        <translation>步數 {steps:,}  ·  猜測 {guesses:,}  ·  回溯 {backtracks:,}  ·  深度 {depth}</translation>
    </message>
    <message>
        <source>Game: givens locked</source>
        <translation>遊戲：提示數已鎖定</translation>
    </message>
    <message>
        <source>solving {solving:.2f} s  ·  on screen {screen:.1f} s</source>
        <translation>求解 {solving:.2f} 秒  ·  螢幕上 {screen:.1f} 秒</translation>
    </message>
    <message>
        <source>Race: playing</source>
        <translation>比賽：播放中</translation>
    </message>
    <message>
        <source>Race: over</source>
        <translation>比賽：已結束</translation>
    </message>
    <message>
        <source>Race: paused</source>
        <translation>比賽：已暫停</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>播放中</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>已暫停</translation>
    </message>
    <message>
        <source>Review (fault at step {n})</source>
        <translation>回看（第 {n} 步出錯）</translation>
    </message>
    <message>
        <source>Review ({outcome})</source>
        <translation>回看（{outcome}）</translation>
    </message>
    <message>
        <source>no step for {seconds} s: Esc stops it</source>
        <translation>{seconds} 秒沒有步驟：按 Esc 停止</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>回看</translation>
    </message>
    <message>
        <source>&amp;Undo {value}</source>
        <translation>撤銷(&amp;U) {value}</translation>
    </message>
    <message>
        <source>&amp;Redo {value}</source>
        <translation>重做(&amp;R) {value}</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暫停(&amp;P)</translation>
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
        <translation>多個解</translation>
    </message>
    <message>
        <source>no-solution</source>
        <translation>無解</translation>
    </message>
    <message>
        <source>time-limit</source>
        <translation>超時</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>wrong claim</source>
        <translation>錯誤的斷言</translation>
    </message>
    <message>
        <source>The autosaved board could not be read ({problem}).</source>
        <translation>自動儲存的盤面無法讀取（{problem}）。</translation>
    </message>
    <message>
        <source>The settings file {path} could not be read whole; defaults are used.</source>
        <translation>設定檔 {path} 未能完整讀取；已使用預設值。</translation>
    </message>
    <message>
        <source>Settings back to their defaults (unreadable): {keys}.</source>
        <translation>以下設定無法讀取，已恢復預設值：{keys}。</translation>
    </message>
    <message>
        <source>&amp;Source</source>
        <translation>原始碼(&amp;S)</translation>
    </message>
    <message>
        <source>Show or hide the solver&apos;s source, the line of each step marked</source>
        <translation>顯示或隱藏求解器的原始碼，標出每一步所在的行</translation>
    </message>
</context>
<context>
    <name>OpenRun</name>
    <message>
        <source>Open Run</source>
        <translation>開啟執行記錄</translation>
    </message>
    <message>
        <source>Step streams (*.jsonl *.json *.txt *.log);;All files (*)</source>
        <translation>步驟流 (*.jsonl *.json *.txt *.log);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Cannot read {name}: {why}</source>
        <translation>無法讀取 {name}：{why}</translation>
    </message>
    <message>
        <source>{name} is empty: no step to show.</source>
        <translation>{name} 是空的：沒有可顯示的步驟。</translation>
    </message>
    <message>
        <source>{name} names no puzzle (no start line): type or open the puzzle it starts from, then open the run again.</source>
        <translation>{name} 沒有指明題目（沒有 start 行）：請輸入或開啟它所對應的題目，再重新開啟這次執行。</translation>
    </message>
    <message>
        <source>Reading {name}…</source>
        <translation>正在讀取 {name}…</translation>
    </message>
    <message>
        <source>{name} is not a step stream: {why} (docs/step-protocol.md).</source>
        <translation>{name} 不是步驟流：{why}（docs/step-protocol.md）。</translation>
    </message>
    <message>
        <source>Not opened: {name} (cancelled).</source>
        <translation>未開啟：{name}（已取消）。</translation>
    </message>
    <message>
        <source>This run is of another puzzle. Load its puzzle?</source>
        <translation>這次執行記錄屬於另一道題。載入它的題目嗎？</translation>
    </message>
    <message>
        <source>Not opened: {name} is a run of another puzzle than the one on the board.</source>
        <translation>未開啟：{name} 是另一道題的執行記錄，不是盤面上這道題的。</translation>
    </message>
    <message>
        <source>Not opened: {name}: {why}.</source>
        <translation>未開啟：{name}：{why}。</translation>
    </message>
    <message>
        <source>Not opened: the board changed while {name} was read; open the run again.</source>
        <translation>未開啟：讀取 {name} 時盤面變了；請重新開啟這次執行記錄。</translation>
    </message>
    <message>
        <source>Open run {name}</source>
        <translation>開啟執行記錄 {name}</translation>
    </message>
    <message>
        <source>Opened the run {name}: Space plays it, End jumps to its end, Home back to its start.</source>
        <translation>已開啟執行記錄 {name}：空白鍵播放，End 跳到結尾，Home 回到開頭。</translation>
    </message>
    <message>
        <source>Not opened: {name}: line 1 is longer than {mib} MiB.</source>
        <translation>未開啟：{name}：第 1 行超過 {mib} MiB。</translation>
    </message>
    <message>
        <source>Cannot Open the Run</source>
        <translation>無法開啟執行記錄</translation>
    </message>
</context>
<context>
    <name>Pane</name>
    <message>
        <source>Save as &amp;PNG…</source>
        <translation>另存為 PNG(&amp;P)…</translation>
    </message>
    <message>
        <source>Save as &amp;SVG…</source>
        <translation>另存為 SVG(&amp;S)…</translation>
    </message>
    <message>
        <source>Save the picture</source>
        <translation>保存圖片</translation>
    </message>
    <message>
        <source>cannot write {path}: {reason}</source>
        <translation>無法寫入 {path}：{reason}</translation>
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
        <translation>選擇題目：{name}</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>正在讀取…</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>題目</translation>
    </message>
    <message>
        <source>Givens</source>
        <translation>提示數</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>難度</translation>
    </message>
    <message>
        <source>#</source>
        <extracomment>The picker&apos;s column of each puzzle&apos;s number in its file.</extracomment>
        <translation>序號</translation>
    </message>
    <message>
        <source>Reading stopped: {message}</source>
        <translation>讀取已停止：{message}</translation>
    </message>
    <message>
        <source>{n:,} puzzles (the first 10,000); difficulties are being rated in order.</source>
        <translation>{n:,} 道題（前 10,000 道）；正在依次評定難度。</translation>
    </message>
    <message>
        <source>{n:,} puzzles; difficulties are being rated in order.</source>
        <translation>{n:,} 道題；正在依次評定難度。</translation>
    </message>
    <message>
        <source>Skipped {skipped:,} that could not be read; the first: {error}</source>
        <translation>略過了 {skipped:,} 處無法讀取的內容；第一處：{error}</translation>
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
        <translation>請稍候</translation>
    </message>
    <message>
        <source>Check: 0 solutions (the givens conflict).</source>
        <translation>檢查：0 個解（提示數互相沖突）。</translation>
    </message>
    <message>
        <source>Counting solutions…</source>
        <translation>正在數解…</translation>
    </message>
    <message>
        <source>Check: exactly 1 solution (a proper puzzle).</source>
        <translation>檢查：恰好 1 個解（合格的題目）。</translation>
    </message>
    <message>
        <source>Check: 0 solutions: no way to finish this board.</source>
        <translation>檢查：0 個解：這個盤面無法完成。</translation>
    </message>
    <message>
        <source>Check: at least {n} solutions (not a proper puzzle).</source>
        <translation>檢查：至少 {n} 個解（不是合格的題目）。</translation>
    </message>
    <message>
        <source>Generate failed: {message}</source>
        <translation>生成失敗：{message}</translation>
    </message>
    <message>
        <source>Generating a {level} puzzle…</source>
        <translation>正在生成{level}題目…</translation>
    </message>
    <message>
        <source>Generate cancelled.</source>
        <translation>已取消產生。</translation>
    </message>
    <message>
        <source>Generate {level} puzzle</source>
        <translation>生成{level}題目</translation>
    </message>
    <message>
        <source>New {level} puzzle (ER {score:.1f}, hardest: {hardest}), exactly one solution.</source>
        <translation>新的{level}題目（ER {score:.1f}，最難：{hardest}），恰好一個解。</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>尋找於(&amp;L)：</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>檔案型態(&amp;T)：</translation>
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
        <translation>（步數上限）</translation>
    </message>
    <message>
        <source>racing</source>
        <translation>比賽中</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; — {how}&lt;br&gt;steps {steps:,} · guesses {guesses:,} · backtracks {backtracks:,} · depth {depth} · {seconds:.3f} s</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; — {how}&lt;br&gt;步數 {steps:,} · 猜測 {guesses:,} · 回溯 {backtracks:,} · 深度 {depth} · {seconds:.3f} 秒</translation>
    </message>
    <message>
        <source>By &amp;step</source>
        <translation>按步數(&amp;S)</translation>
    </message>
    <message>
        <source>By solving &amp;time</source>
        <translation>按求解時間(&amp;T)</translation>
    </message>
    <message>
        <source>Every board at the same step</source>
        <translation>所有盤面處於同一步</translation>
    </message>
    <message>
        <source>Every board where its solver was after the same solving time</source>
        <translation>每個盤面顯示其求解器在相同求解時間后的状態</translation>
    </message>
    <message>
        <source>First &amp;divergence</source>
        <translation>首個分歧(&amp;D)</translation>
    </message>
    <message>
        <source>The first step where the followed racer&apos;s search differs from another&apos;s (Ctrl+D)</source>
        <translation>所跟隨選手的搜尋與另一選手首次不同的那一步（Ctrl+D）</translation>
    </message>
    <message>
        <source>Drag to any point of the race</source>
        <translation>拖動到比賽的任意位置</translation>
    </message>
    <message>
        <source>Finishing order: {order}</source>
        <translation>完成順序：{order}</translation>
    </message>
    <message>
        <source>{now:.3f} s of {total:.3f} s solving</source>
        <translation>求解時間 {now:.3f} 秒，共 {total:.3f} 秒</translation>
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
        <translation>演算法比賽</translation>
    </message>
    <message>
        <source>Pick {low} to {high} algorithms to race on this puzzle (Enter starts):</source>
        <translation>選择 {low} 到 {high} 個演算法在本題上比賽（按 Enter 开始）：</translation>
    </message>
    <message>
        <source>Cannot race: the givens conflict. Fix the red cells first.</source>
        <translation>無法比賽：提示數互相衝突。請先修正紅色格子。</translation>
    </message>
    <message>
        <source>Recording the race</source>
        <translation>正在記錄比賽</translation>
    </message>
    <message>
        <source>Each racer runs in its own process, for at most {seconds:g} s.</source>
        <translation>每個選手在自己的行程中執行，最多 {seconds:g} 秒。</translation>
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
        <translation>比賽已取消。</translation>
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
        <translation>比賽：空格鍵讓所有盤面同步暫停；點擊某個盤面，各窗格即跟隨它。</translation>
    </message>
</context>
<context>
    <name>RepeatedFailures</name>
    <message>
        <source>Repeated Failures</source>
        <translation>重複失敗</translation>
    </message>
    <message>
        <source>The same sub-search (branches and shape)</source>
        <translation>相同的子搜尋（分支與形狀）</translation>
    </message>
    <message>
        <source>The same shape (branches ignored)</source>
        <translation>相同的形狀（忽略分支）</translation>
    </message>
    <message>
        <source>Failed subtrees with the same guess at their root and the same guesses below it</source>
        <translation>根部猜測相同、其下猜測也相同的失敗子樹</translation>
    </message>
    <message>
        <source>Failed subtrees of the same shape, whatever their guesses (CP-Profiler&apos;s similar subtrees)</source>
        <translation>形狀相同的失敗子樹，不論猜測為何（CP-Profiler 的相似子樹）</translation>
    </message>
    <message>
        <source>Branch</source>
        <translation>分支</translation>
    </message>
    <message>
        <source>Times</source>
        <translation>次數</translation>
    </message>
    <message>
        <source>Nodes each</source>
        <translation>每次節點數</translation>
    </message>
    <message>
        <source>Nodes wasted</source>
        <translation>浪費的節點</translation>
    </message>
    <message>
        <source>&amp;Next Occurrence</source>
        <translation>下一處(&amp;N)</translation>
    </message>
    <message>
        <source>Step the board to the next place this group occurs</source>
        <translation>將盤面移到此組出現的下一處</translation>
    </message>
    <message>
        <source>{algorithm}: {nodes:,} nodes; {exact:,} repeated sub-searches, {shapes:,} repeated shapes, the most nodes wasted (count × size) first. A repeat found only inside a larger one is folded into it. Click a group: its occurrences are outlined in the Search Tree pane, and the board steps to the first.</source>
        <translation>{algorithm}：{nodes:,} 個節點；{exact:,} 個重複子搜尋，{shapes:,} 個重複形狀，浪費節點（次數 × 大小）最多的在前。只出現在更大重複之內的重複已併入其中。點擊一組：其出現處在搜尋樹窗格中加框，盤面移到第一處。</translation>
    </message>
    <message>
        <source>first at {branch}</source>
        <translation>首次在 {branch}</translation>
    </message>
    <message>
        <source>No failed subtree repeats in this search.</source>
        <translation>此次搜尋沒有重複的失敗子樹。</translation>
    </message>
    <message>
        <source>{branch} fails the same way {n:,} times (1 node each, {waste:,} nodes)</source>
        <translation>{branch} 以同樣方式失敗 {n:,} 次（每次 1 個節點，共 {waste:,} 個節點）</translation>
    </message>
    <message>
        <source>{branch} fails the same way {n:,} times ({size:,} nodes each, {waste:,} nodes)</source>
        <translation>{branch} 以同樣方式失敗 {n:,} 次（每次 {size:,} 個節點，共 {waste:,} 個節點）</translation>
    </message>
    <message>
        <source>A sub-search of 1 node fails in this shape {n:,} times ({waste:,} nodes); the first at {branch}</source>
        <translation>1 個節點的子搜尋以此形狀失敗 {n:,} 次（共 {waste:,} 個節點）；首次在 {branch}</translation>
    </message>
    <message>
        <source>A sub-search of {size:,} nodes fails in this shape {n:,} times ({waste:,} nodes); the first at {branch}</source>
        <translation>{size:,} 個節點的子搜尋以此形狀失敗 {n:,} 次（共 {waste:,} 個節點）；首次在 {branch}</translation>
    </message>
    <message>
        <source>No contradiction was recorded at its leaves.</source>
        <translation>其葉節點未記錄矛盾。</translation>
    </message>
    <message>
        <source>It fails because {reason}.</source>
        <translation>失敗原因：{reason}。</translation>
    </message>
    <message>
        <source>{reason} ({n} of {leaves} leaves)</source>
        <translation>{reason}（{leaves} 個葉節點中的 {n} 個）</translation>
    </message>
    <message>
        <source>Its leaves fail: {parts}.</source>
        <translation>其葉節點失敗：{parts}。</translation>
    </message>
    <message>
        <source>The board before the guess is no longer kept (the run passed the timeline&apos;s cap).</source>
        <translation>猜測前的盤面已不再保留（執行超過了時間軸的上限）。</translation>
    </message>
    <message>
        <source>The digit was no candidate there already.</source>
        <translation>該數字在那裡本就不是候選數。</translation>
    </message>
    <message>
        <source>Before the guess, this step removes the branch: {step}</source>
        <translation>猜測之前，這一步就能去掉該分支：{step}</translation>
    </message>
    <message>
        <source>No technique up to the forcing chains removes this branch before the guess.</source>
        <translation>在強制鏈之前的技巧都無法在猜測前去掉該分支。</translation>
    </message>
    <message>
        <source>(Reason and technique read at the first occurrence.)</source>
        <translation>（原因與技巧取自第一處。）</translation>
    </message>
    <message>
        <source>The board shows occurrence {i:,} of {n:,}.</source>
        <translation>盤面顯示第 {i:,} 處，共 {n:,} 處。</translation>
    </message>
    <message>
        <source>Building the search tree first…</source>
        <translation>先建立搜尋樹…</translation>
    </message>
    <message>
        <source>Repeated failures need a puzzle: type or open one first.</source>
        <translation>查找重複失敗需要題目：請先輸入或開啟一道。</translation>
    </message>
    <message>
        <source>Finding the repeated failures of {algorithm}…</source>
        <translation>正在查找 {algorithm} 的重複失敗…</translation>
    </message>
    <message>
        <source>Recording {algorithm} with its search tree…</source>
        <translation>正在記錄 {algorithm} 及其搜尋樹…</translation>
    </message>
    <message>
        <source>{n:,} steps recorded</source>
        <translation>已記錄 {n:,} 步</translation>
    </message>
    <message>
        <source>Repeated failures failed: {why}</source>
        <translation>查找重複失敗出錯：{why}</translation>
    </message>
    <message>
        <source>Repeated failures cancelled.</source>
        <translation>已取消查找重複失敗。</translation>
    </message>
    <message>
        <source>{algorithm}: {exact:,} repeated sub-searches, {shapes:,} repeated shapes.</source>
        <translation>{algorithm}：{exact:,} 個重複子搜尋，{shapes:,} 個重複形狀。</translation>
    </message>
</context>
<context>
    <name>SeRules</name>
    <message>
        <source>puzzle bank</source>
        <translation>Sudoku Exchange 題庫</translation>
    </message>
    <message>
        <source>Sukaku Explainer</source>
        <translation>Sukaku Explainer</translation>
    </message>
    <message>
        <source>classic</source>
        <translation>經典</translation>
    </message>
    <message>
        <source>Puzzle &amp;Bank (default)</source>
        <translation>Sudoku Exchange 題庫(&amp;B)（預設）</translation>
    </message>
    <message>
        <source>As the Sudoku Exchange puzzle bank was rated: Sukaku Explainer&apos;s techniques without the UVWXYZ- and TUVWXYZ-Wings</source>
        <translation>與 Sudoku Exchange 題庫評級時相同：Sukaku Explainer 的技巧，不含 UVWXYZ-Wing 和 TUVWXYZ-Wing</translation>
    </message>
    <message>
        <source>&amp;Sukaku Explainer</source>
        <translation>Sukaku Explainer(&amp;S)</translation>
    </message>
    <message>
        <source>Sukaku Explainer&apos;s current default techniques: Sudoku Explainer&apos;s, chains of strong links, and WXYZ- to TUVWXYZ-Wings</source>
        <translation>Sukaku Explainer 目前預設的技巧：Sudoku Explainer 的技巧、強鏈鏈條，以及 WXYZ-Wing 到 TUVWXYZ-Wing</translation>
    </message>
    <message>
        <source>&amp;Classic (Sudoku Explainer 1.2.1.3)</source>
        <translation>經典(&amp;C)（Sudoku Explainer 1.2.1.3）</translation>
    </message>
    <message>
        <source>Sudoku Explainer 1.2.1.3&apos;s techniques, which the forums&apos; historical ratings (the hardest lists) were made with</source>
        <translation>Sudoku Explainer 1.2.1.3 的技巧，論壇上歷來的評級（最難題目列表）都用它得出</translation>
    </message>
    <message>
        <source>Sudoku Explainer &amp;Rules</source>
        <translation>Sudoku Explainer 規則(&amp;R)</translation>
    </message>
</context>
<context>
    <name>SearchTreePane</name>
    <message>
        <source>Search Tree</source>
        <translation>搜尋樹</translation>
    </message>
    <message>
        <source>The run&apos;s search: its guesses as a tree, and the steps of each as an overview</source>
        <translation>這次求解的搜尋：猜測畫成一棵樹，每個猜測的步數畫成總覽</translation>
    </message>
    <message>
        <source>No run shown: solve the puzzle to see its search.</source>
        <translation>沒有顯示求解過程：求解題目即可看到它的搜尋。</translation>
    </message>
    <message>
        <source>This run passed the timeline&apos;s cap before its tree was wanted: its first steps are gone, so its tree can not be built. Show this pane before solving to keep the tree of a long run.</source>
        <translation>這次執行在需要搜尋樹之前已超過時間軸的上限：最早的步驟已被丟棄，因此無法建構它的搜尋樹。要保留長時間執行的搜尋樹，請在求解前顯示此窗格。</translation>
    </message>
    <message>
        <source>Building the search tree from the run… {share:.0%}</source>
        <translation>正在根據執行過程建構搜尋樹… {share:.0%}</translation>
    </message>
    <message>
        <source>No guesses: this run needed no search.</source>
        <translation>沒有猜測：這次求解不需要搜尋。</translation>
    </message>
    <message>
        <source>No guesses so far.</source>
        <translation>目前還沒有猜測。</translation>
    </message>
    <message>
        <source>Nodes: {nodes}, solutions: {solutions}</source>
        <translation>節點：{nodes}，解：{solutions}</translation>
    </message>
    <message>
        <source> (later guesses not kept)</source>
        <translation>（之後的猜測未保留）</translation>
    </message>
    <message>
        <source>Selected: {label} at depth {depth}, {outcome}</source>
        <translation>選取：{label}，深度 {depth}，{outcome}</translation>
    </message>
    <message>
        <source>; a size-1 backdoor of the puzzle: placed in the puzzle alone, it lets singles finish</source>
        <translation>；謎題的大小為 1 的後門：只把它填入謎題，僅靠唯一數即可解完</translation>
    </message>
    <message>
        <source>: {reason} (Enter shows it on the board)</source>
        <translation>：{reason}（按 Enter 在盤面上顯示）</translation>
    </message>
    <message>
        <source>Step {step}: {label}</source>
        <translation>第 {step} 步：{label}</translation>
    </message>
    <message>
        <source>choice</source>
        <translation>選擇</translation>
    </message>
    <message>
        <source>being searched</source>
        <translation>搜尋中</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>solution</source>
        <translation>解</translation>
    </message>
    <message>
        <source>collapsed subtree</source>
        <translation>摺疊的子樹</translation>
    </message>
    <message>
        <source>backdoor guess</source>
        <translation>後門猜測</translation>
    </message>
    <message>
        <source>fault or wrong claim</source>
        <translation>錯誤或錯誤的斷言</translation>
    </message>
    <message>
        <source>failed (no solution below)</source>
        <translation>失敗（其下無解）</translation>
    </message>
    <message>
        <source>holds a solution</source>
        <translation>含有解</translation>
    </message>
    <message>
        <source>cut by the time limit</source>
        <translation>因時間限制中止</translation>
    </message>
    <message>
        <source>the puzzle</source>
        <translation>題目</translation>
    </message>
    <message>
        <source>{label} (depth {depth}): {outcome}</source>
        <translation>{label}（深度 {depth}）：{outcome}</translation>
    </message>
    <message>
        <source>{count} nodes in its subtree, steps {first} to {last}</source>
        <translation>子樹有 {count} 個節點，第 {first} 步到第 {last} 步</translation>
    </message>
    <message>
        <source>Why it failed: {reason}</source>
        <translation>失敗原因：{reason}</translation>
    </message>
    <message>
        <source>Click to expand</source>
        <translation>按一下展開</translation>
    </message>
</context>
<context>
    <name>SourcePane</name>
    <message>
        <source>The files the run&apos;s steps came from so far</source>
        <translation>到目前為止本次執行的步驟來自的檔案</translation>
    </message>
    <message>
        <source>Follow</source>
        <translation>跟隨</translation>
    </message>
    <message>
        <source>Show the file of the step shown (off: stay on the file picked)</source>
        <translation>顯示目前步驟所在的檔案（關閉：停留在所選檔案）</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>原始碼</translation>
    </message>
    <message>
        <source>No run shown</source>
        <translation>未顯示執行</translation>
    </message>
    <message>
        <source>This run kept no source lines</source>
        <translation>本次執行未記錄原始碼行</translation>
    </message>
    <message>
        <source>The steps name no source file yet</source>
        <translation>步驟尚未指明原始檔</translation>
    </message>
    <message>
        <source>Cannot read {why}: line numbers and hit counts only</source>
        <translation>無法讀取 {why}：僅顯示行號和命中次數</translation>
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
        <translation>第 {line} 行：到目前為止 {n} 步</translation>
    </message>
    <message>
        <source>(the first {n} listed)</source>
        <translation>（列出前 {n} 個）</translation>
    </message>
</context>
<context>
    <name>SourceView</name>
    <message>
        <source>line {line}: {hits} steps so far; click to list them</source>
        <translation>第 {line} 行：到目前為止 {hits} 步；點擊列出</translation>
    </message>
</context>
<context>
    <name>StepListView</name>
    <message>
        <source>Step log</source>
        <translation>步驟記錄</translation>
    </message>
</context>
<context>
    <name>StepLog</name>
    <message>
        <source>Steps</source>
        <translation>步數</translation>
    </message>
    <message>
        <source>Every step of the run, with why it was taken; click one to see the board after it</source>
        <translation>求解的每一步及其理由；點選一步檢視之後的盤面</translation>
    </message>
</context>
<context>
    <name>TreeCompare</name>
    <message>
        <source>Search Trees Compared</source>
        <translation>搜尋樹比較</translation>
    </message>
    <message>
        <source>{a}: {na:,} nodes · {b}: {nb:,} nodes · merged: {nm:,} nodes</source>
        <translation>{a}：{na:,} 個節點 · {b}：{nb:,} 個節點 · 合併後：{nm:,} 個節點</translation>
    </message>
    <message>
        <source>The two trees are identical: the same search, branch for branch.</source>
        <translation>兩棵樹完全相同：同樣的搜尋，分支一一對應。</translation>
    </message>
    <message>
        <source>One place where they part: under {where}.</source>
        <translation>只有一處分歧：在 {where} 之下。</translation>
    </message>
    <message>
        <source>{n:,} places where they part; the first under {where}.</source>
        <translation>有 {n:,} 處分歧；第一處在 {where} 之下。</translation>
    </message>
    <message>
        <source>Where they part</source>
        <translation>分歧之處</translation>
    </message>
    <message>
        <source>Merged tree</source>
        <translation>合併後的樹</translation>
    </message>
    <message>
        <source>Each place the searches part (a pentagon), the largest first; click one to see both boards</source>
        <translation>兩次搜尋分歧的每一處（五邊形），最大的在前；點選一處查看雙方的盤面</translation>
    </message>
    <message>
        <source>This search made no guess under this node.</source>
        <translation>這個搜尋在此節點之下沒有做過猜測。</translation>
    </message>
    <message>
        <source>Show the run of {name} in the window, the timeline at its first step of this place</source>
        <translation>在視窗中顯示 {name} 的執行，時間軸定位到它在此處的第一步</translation>
    </message>
    <message>
        <source>Open {name}&apos;s run here</source>
        <translation>在此處開啟 {name} 的執行</translation>
    </message>
    <message>
        <source>the root (before any guess)</source>
        <translation>根節點（任何猜測之前）</translation>
    </message>
    <message>
        <source>nothing here</source>
        <translation>此處沒有節點</translation>
    </message>
    <message>
        <source>{branch} (1 node)</source>
        <translation>{branch}（1 個節點）</translation>
    </message>
    <message>
        <source>{branch} … ({n:,} nodes)</source>
        <translation>{branch} …（{n:,} 個節點）</translation>
    </message>
    <message>
        <source>Compare trees needs a puzzle: type or open one first.</source>
        <translation>比較搜尋樹需要一道題目：請先輸入或開啟一道。</translation>
    </message>
    <message>
        <source>Compare Search Trees</source>
        <translation>比較搜尋樹</translation>
    </message>
    <message>
        <source>Merge the search tree of {mine} with the tree of:</source>
        <translation>把 {mine} 的搜尋樹與以下演算法的合併：</translation>
    </message>
    <message>
        <source>Compare trees failed: {why}</source>
        <translation>比較搜尋樹失敗：{why}</translation>
    </message>
    <message>
        <source>Recording {a} and {b}…</source>
        <translation>正在記錄 {a} 和 {b}…</translation>
    </message>
    <message>
        <source>{n:,} steps recorded</source>
        <translation>已記錄 {n:,} 步</translation>
    </message>
    <message>
        <source>Compare trees cancelled.</source>
        <translation>已取消比較搜尋樹。</translation>
    </message>
    <message>
        <source>Compare trees needs two racers that finished recording.</source>
        <translation>比較搜尋樹需要兩名已完成記錄的參賽者。</translation>
    </message>
    <message>
        <source>Merge the search trees of:</source>
        <translation>合併以下的搜尋樹：</translation>
    </message>
    <message>
        <source>Merging the trees of {a} and {b}…</source>
        <translation>正在合併 {a} 與 {b} 的搜尋樹…</translation>
    </message>
    <message>
        <source>{run_algorithm}&apos;s run at step {step:,}, where the searches part.</source>
        <translation>{run_algorithm} 的執行，位於第 {step:,} 步，即兩次搜尋分歧處。</translation>
    </message>
    <message>
        <source>Trees of {a} and {b}: identical.</source>
        <translation>{a} 與 {b} 的搜尋樹：完全相同。</translation>
    </message>
    <message>
        <source>Trees of {a} and {b}: they part in one place.</source>
        <translation>{a} 與 {b} 的搜尋樹：只有一處分歧。</translation>
    </message>
    <message>
        <source>Trees of {a} and {b}: they part in {n:,} places.</source>
        <translation>{a} 與 {b} 的搜尋樹：有 {n:,} 處分歧。</translation>
    </message>
    <message>
        <source>shared node</source>
        <translation>共有節點</translation>
    </message>
    <message>
        <source>{a} has more nodes</source>
        <translation>{a} 的節點更多</translation>
    </message>
    <message>
        <source>{b} has more nodes</source>
        <translation>{b} 的節點更多</translation>
    </message>
    <message>
        <source>as many</source>
        <translation>一樣多</translation>
    </message>
    <message>
        <source>collapsed subtree</source>
        <translation>摺疊的子樹</translation>
    </message>
    <message>
        <source>Under {where}: {a} {text} {b}</source>
        <translation>在 {where} 之下：{a} {text} {b}</translation>
    </message>
    <message>
        <source>{where}: {n:,} merged nodes, {k:,} places where they part ({a:,} / {b:,} nodes)</source>
        <translation>{where}：合併後 {n:,} 個節點，{k:,} 處分歧（{a:,} / {b:,} 個節點）</translation>
    </message>
</context>
<context>
    <name>formats</name>
    <message>
        <source>81 characters</source>
        <translation>81 個字元</translation>
    </message>
    <message>
        <source>SadMan Sudoku (.sdk)</source>
        <translation>SadMan 數獨 (.sdk)</translation>
    </message>
    <message>
        <source>Pencil-mark grid</source>
        <translation>鉛筆標記盤面</translation>
    </message>
    <message>
        <source>HoDoKu library line</source>
        <translation>HoDoKu 題庫行</translation>
    </message>
    <message>
        <source>Candidate line (729 characters)</source>
        <translation>候選數行（729 個字元）</translation>
    </message>
    <message>
        <source>your digits ({n}): they would come back as givens</source>
        <translation>你填的數字（{n} 個）：會變成提示數</translation>
    </message>
    <message>
        <source>the pencil marks ({n} cells): they would be dropped</source>
        <translation>鉛筆標記（{n} 格）：會被捨棄</translation>
    </message>
</context>
<context>
    <name>grid</name>
    <message>
        <source>row {n}</source>
        <translation>第{n}列</translation>
    </message>
    <message>
        <source>column {n}</source>
        <translation>第{n}行</translation>
    </message>
    <message>
        <source>box {n}</source>
        <translation>第{n}宮</translation>
    </message>
    <message>
        <source>rows {list}</source>
        <translation>第{list}列</translation>
    </message>
    <message>
        <source>columns {list}</source>
        <translation>第{list}行</translation>
    </message>
    <message>
        <source>boxes {list}</source>
        <translation>第{list}宮</translation>
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
        <translation>超綱</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>簡單</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>中等</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>困難</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>專家</translation>
    </message>
    <message>
        <source>Extreme</source>
        <translation>極難</translation>
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
        <translation>尤拉計劃 96（Norvig 的 easy50）</translation>
    </message>
    <message>
        <source>top95 (Norvig&apos;s hard set, from the Sudoku forums)</source>
        <translation>top95（Norvig 的難題集，來自數獨論壇）</translation>
    </message>
    <message>
        <source>Norvig&apos;s &quot;hardest&quot; 11</source>
        <translation>Norvig 的“最難” 11 題</translation>
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
        <translation>JavaScript 視覺化文章</translation>
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
        <translation>錯誤的解：{cell} 是空的</translation>
    </message>
    <message>
        <source>Wrong solution: it changes the {digit} in {cell}</source>
        <translation>錯誤的解：它改動了 {cell} 中的 {digit}</translation>
    </message>
    <message>
        <source>Wrong solution: {cell} and {cell2} both hold {digit}</source>
        <translation>錯誤的解：{cell} 和 {cell2} 都是 {digit}</translation>
    </message>
    <message>
        <source>Wrong claim: no solution, but the puzzle has one</source>
        <translation>錯誤的斷言：無解，但此題有解</translation>
    </message>
    <message>
        <source>Wrong claim: {n} solutions, but the run showed {m}</source>
        <translation>錯誤的斷言：{n} 個解，但執行給出了 {m} 個</translation>
    </message>
    <message>
        <source>Wrong claim: exactly {n} solutions, but the puzzle has more</source>
        <translation>錯誤的斷言：恰好 {n} 個解，但此題還有更多</translation>
    </message>
    <message>
        <source>Hint: {msg}</source>
        <translation>提示：{msg}</translation>
    </message>
    <message>
        <source>a puzzle has 81 cells, this text has {n}</source>
        <translation>一道題有 81 個格子，這段文字有 {n} 個</translation>
    </message>
    <message>
        <source>unexpected character {char} at line {line}, column {col}; use 1-9 for digits and 0 or . for empty cells</source>
        <translation>第 {line} 行第 {col} 個字元 {char} 無法識別；數字請用 1-9，空格用 0 或 .</translation>
    </message>
    <message>
        <source>unexpected character {char} at position {n}; use 1-9 for digits and 0 or . for empty cells</source>
        <translation>第 {n} 個字元 {char} 無法識別；數字請用 1-9，空格用 0 或 .</translation>
    </message>
    <message>
        <source>{digit} appears {n} times in {unit} ({cells})</source>
        <translation>{digit} 在{unit}出現了 {n} 次（{cells}）</translation>
    </message>
    <message>
        <source>Puzzle {name} (as named in the article)</source>
        <translation>題目 {name}（文章中的名稱）</translation>
    </message>
    <message>
        <source>Test puzzle, {name}</source>
        <translation>測試題，{name}</translation>
    </message>
    <message>
        <source>The article&apos;s puzzle (sudoku_map)</source>
        <translation>文章中的題目（sudoku_map）</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>已解出</translation>
    </message>
    <message>
        <source>No solution</source>
        <translation>無解</translation>
    </message>
    <message>
        <source>Time limit reached</source>
        <translation>已到時間限制</translation>
    </message>
    <message>
        <source>Place {digit} in {cell}</source>
        <translation>在 {cell} 填入 {digit}</translation>
    </message>
    <message>
        <source>{cell} has no candidate left</source>
        <translation>{cell} 沒有候選數了</translation>
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
        <translation>{digit} 在{unit}出現兩次（{cells}）</translation>
    </message>
    <message>
        <source>{digit} has no place left in {unit}</source>
        <translation>{digit} 在{unit}已無處可填</translation>
    </message>
    <message>
        <source>No solution (searched {n} branches)</source>
        <translation>無解（搜尋了 {n} 個分支）</translation>
    </message>
    <message>
        <source>Solved at once ({n} branches searched)</source>
        <translation>瞬間解出（搜尋了 {n} 個分支）</translation>
    </message>
    <message>
        <source>And a second solution: the puzzle is not proper</source>
        <translation>還有第二個解：此題不是唯一解</translation>
    </message>
    <message>
        <source>The puzzle has exactly one solution</source>
        <translation>這道題恰好有一個解</translation>
    </message>
    <message>
        <source>The puzzle has at least 2 solutions (one is shown)</source>
        <translation>這道題至少有 2 個解（顯示其中一個）</translation>
    </message>
    <message>
        <source>{unitcap} holds {list}: {elims}</source>
        <translation>{unitcap}已有 {list}：{elims}</translation>
    </message>
    <message>
        <source>Naked Single: {cell} can only be {digit}</source>
        <translation>唯一餘數：{cell} 只能是 {digit}</translation>
    </message>
    <message>
        <source>Hidden Single: {digit} fits nowhere else in {unit}, so {cell} = {digit}</source>
        <translation>隱性唯一數：{digit} 在{unit}沒有別處可填，所以 {cell} = {digit}</translation>
    </message>
    <message>
        <source>Trial {cell} = {digit} (of {digits}), depth {depth}</source>
        <translation>試數 {cell} = {digit}（候選 {digits}），深度 {depth}</translation>
    </message>
    <message>
        <source>Trial {cell} = {digit} failed: back to depth {depth}, remove {digit} from {cell}</source>
        <translation>試數 {cell} = {digit} 失敗：回到深度 {depth}，從 {cell} 刪去 {digit}</translation>
    </message>
    <message>
        <source>uniqueness techniques left out: the puzzle has no solution</source>
        <translation>不使用唯一性技巧：這道題無解</translation>
    </message>
    <message>
        <source>uniqueness techniques left out: the puzzle has more than one solution</source>
        <translation>不使用唯一性技巧：這道題不止一個解</translation>
    </message>
    <message>
        <source>{msg} ({msg2})</source>
        <translation>{msg}（{msg2}）</translation>
    </message>
    <message>
        <source>No technique applies: guess {cell} = {digit} (of {digits}), depth {depth}</source>
        <translation>沒有可用的技巧：猜 {cell} = {digit}（候選 {digits}），深度 {depth}</translation>
    </message>
    <message>
        <source>Guess {cell} = {digit} led to a contradiction: back to depth {depth}, remove {digit} from {cell}</source>
        <translation>猜 {cell} = {digit} 導致矛盾：回到深度 {depth}，從 {cell} 刪去 {digit}</translation>
    </message>
    <message>
        <source>Solution {n}</source>
        <translation>第 {n} 個解</translation>
    </message>
    <message>
        <source>Try {cell} = {digit}, depth {depth}</source>
        <translation>試 {cell} = {digit}，深度 {depth}</translation>
    </message>
    <message>
        <source>{cell} = {digit}: remove {digit} from {cells}</source>
        <translation>{cell} = {digit}：從 {cells} 刪去 {digit}</translation>
    </message>
    <message>
        <source>{cells} left with no candidate</source>
        <translation>{cells} 沒有候選數了</translation>
    </message>
    <message>
        <source>Stopped after {n} solutions (the limit)</source>
        <translation>找到 {n} 個解後停止（上限）</translation>
    </message>
    <message>
        <source>Back to depth {depth}: undo {cell} = {digit}</source>
        <translation>回到深度 {depth}：撤銷 {cell} = {digit}</translation>
    </message>
    <message>
        <source>Search complete: exactly one solution</source>
        <translation>搜尋完成：恰好一個解</translation>
    </message>
    <message>
        <source>Search complete: {n} solutions</source>
        <translation>搜尋完成：{n} 個解</translation>
    </message>
    <message>
        <source>{cell} has no possible digit</source>
        <translation>{cell} 沒有可填的數字</translation>
    </message>
    <message>
        <source>Backtrack: nothing fits after {cell} = {digit}; empty {cell}</source>
        <translation>回溯：{cell} = {digit} 之後無數可填；清空 {cell}</translation>
    </message>
    <message>
        <source>Guess {cell} = {digit} (of {digits}), depth {depth}</source>
        <translation>猜 {cell} = {digit}（候選 {digits}），深度 {depth}</translation>
    </message>
    <message>
        <source>Naked Single: {cell} = {digit}</source>
        <translation>唯一餘數：{cell} = {digit}</translation>
    </message>
    <message>
        <source>{cell} = {digit}: {elims}</source>
        <translation>{cell} = {digit}：{elims}</translation>
    </message>
    <message>
        <source>{n} cells of {unit} ({cells}) share only the {n2} candidates {digits}</source>
        <translation>{unit}的 {n} 個格子（{cells}）只有這 {n2} 個候選數 {digits}</translation>
    </message>
    <message>
        <source>{technique} {digits} in {unit} ({cells}): {elims}</source>
        <translation>{technique} {digits}，在{unit}（{cells}）：{elims}</translation>
    </message>
    <message>
        <source>Backtrack to depth {depth}: {cell} = {digit} failed; remove {digit} from {cell}</source>
        <translation>回溯到深度 {depth}：{cell} = {digit} 失敗；從 {cell} 刪去 {digit}</translation>
    </message>
    <message>
        <source>Full House: {cell} is the last empty cell of {unit}, so {digit}</source>
        <translation>唯一空格：{cell} 是{unit}最後一個空格，所以是 {digit}</translation>
    </message>
    <message>
        <source>Guess {cell} = {digit}, depth {depth}</source>
        <translation>猜 {cell} = {digit}，深度 {depth}</translation>
    </message>
    <message>
        <source>Backtrack to depth {depth}: {cell} = {digit} failed</source>
        <translation>回溯到深度 {depth}：{cell} = {digit} 失敗</translation>
    </message>
    <message>
        <source>Hidden Single: in {unit}, {digit} fits only {cell}</source>
        <translation>隱性唯一數：在{unit}，{digit} 只能填在 {cell}</translation>
    </message>
    <message>
        <source>{technique}: in {unit}, {digit} lies only in {unit2} ({cells}): {elims}</source>
        <translation>{technique}：在{unit}，{digit} 只出現在{unit2}（{cells}）：{elims}</translation>
    </message>
    <message>
        <source>{technique} {digits} in {houses} ({cells}): {elims}</source>
        <translation>{technique} {digits}，在{houses}（{cells}）：{elims}</translation>
    </message>
    <message>
        <source>X-Chain on {digit}: {chain}; {cell} or {cell2} is {digit}: {elims}</source>
        <translation>X 鏈（數字 {digit}）：{chain}；{cell} 或 {cell2} 是 {digit}：{elims}</translation>
    </message>
    <message>
        <source>XY-Chain: {chain}; {cell} or {cell2} is {digit}: {elims}</source>
        <translation>XY 鏈：{chain}；{cell} 或 {cell2} 是 {digit}：{elims}</translation>
    </message>
    <message>
        <source>{technique} on {digit}: {msg}: {elims}</source>
        <translation>{technique}（數字 {digit}）：{msg}：{elims}</translation>
    </message>
    <message>
        <source>two of {cells} share a house, so that color is false</source>
        <translation>{cells} 中有兩個在同一單元，所以這種顏色為假</translation>
    </message>
    <message>
        <source>colors {cells} / {cells2}; one color is true</source>
        <translation>顏色 {cells} / {cells2}；其中一種顏色為真</translation>
    </message>
    <message>
        <source>{cells} see both colors of another cluster</source>
        <translation>{cells} 同時看到另一組的兩種顏色</translation>
    </message>
    <message>
        <source>{cells} or {cells2} is true</source>
        <translation>{cells} 或 {cells2} 為真</translation>
    </message>
    <message>
        <source>two clusters touch, so {msg}</source>
        <translation>兩組顏色相接，所以{msg}</translation>
    </message>
    <message>
        <source>{msg}; {msg2}</source>
        <translation>{msg}；{msg2}</translation>
    </message>
    <message>
        <source>{technique} on {digit}: {lines} hold {digit} only in {lines2} ({cells}): {elims}</source>
        <translation>{technique}（數字 {digit}）：{lines}的 {digit} 只在{lines2}（{cells}）：{elims}</translation>
    </message>
    <message>
        <source>{technique} on {digit}: {lines} in {lines2} ({cells}), fins {cells2}: {elims}</source>
        <translation>{technique}（數字 {digit}）：{lines}在{lines2}（{cells}），鰭 {cells2}：{elims}</translation>
    </message>
    <message>
        <source>{technique} on {digit}: {lines} in {lines2} ({cells}), fin {cells2}: {elims}</source>
        <translation>{technique}（數字 {digit}）：{lines}在{lines2}（{cells}），鰭 {cells2}：{elims}</translation>
    </message>
    <message>
        <source>{technique} on {digit}: strong links in {units}; {cell} or {cell2} is {digit}: {elims}</source>
        <translation>{technique}（數字 {digit}）：強鏈在{units}；{cell} 或 {cell2} 是 {digit}：{elims}</translation>
    </message>
    <message>
        <source>Empty Rectangle on {digit} in {unit} with the strong link {cell}-{cell2} in {unit2}: {elims}</source>
        <translation>空矩形（數字 {digit}）在{unit}，配合{unit2}的強鏈 {cell}-{cell2}：{elims}</translation>
    </message>
    <message>
        <source>Sue de Coq: {cells} {digits} with {cells2} {digits2} and {cells3} {digits3}: {elims}</source>
        <translation>Sue de Coq：交叉格 {cells} {digits}，配合 {cells2} {digits2} 和 {cells3} {digits3}：{elims}</translation>
    </message>
    <message>
        <source>{technique}: {cells} would be a deadly pattern on {digits}; {msg}: {elims}</source>
        <translation>{technique}：{cells} 會在 {digits} 上形成致命模式；{msg}：{elims}</translation>
    </message>
    <message>
        <source>{cell} must hold something else</source>
        <translation>{cell} 必須是別的數字</translation>
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
        <translation>{digit} 在{unit}和{unit2}中只能放在矩形內，所以 {cell} = {digit2} 會使 {cell2} 只剩 {digit2}</translation>
    </message>
    <message>
        <source>{cells} were placed, not given, so {cell} cannot be {digit}</source>
        <translation>{cells} 是解題時填入的，不是題目給定的，所以 {cell} 不能是 {digit}</translation>
    </message>
    <message>
        <source>{cells} were placed, not given, so one of {cells2} is {digit}</source>
        <translation>{cells} 是解題時填入的，不是題目給定的，所以 {cells2} 之一是 {digit}</translation>
    </message>
    <message>
        <source>{digit} is locked to {cells} in {unit}, so neither is {digit2}</source>
        <translation>{digit} 在{unit}被鎖定在 {cells}，所以兩格都不是 {digit2}</translation>
    </message>
    <message>
        <source>{cells} act as one cell {digits} in a naked subset {digits2} with {cells2} in {houses}</source>
        <translation>{cells} 作為一個候選 {digits} 的格子，與{houses}的 {cells2} 組成顯性陣列 {digits2}</translation>
    </message>
    <message>
        <source>{digit} is confined to the rectangle in its rows and columns, so it takes {cells}</source>
        <translation>{digit} 在所在的列和行中被限制在矩形內，所以佔據 {cells}</translation>
    </message>
    <message>
        <source>BUG+1: without {digit} in {cell} every cell would have two candidates and every digit two places per house (no unique solution), so {cell} = {digit}: {elims}</source>
        <translation>BUG+1：如果 {cell} 沒有 {digit}，每格都只剩兩個候選數，每個數字在每個單元都只有兩個位置（沒有唯一解），所以 {cell} = {digit}：{elims}</translation>
    </message>
    <message>
        <source>XY-Wing: pivot {cell} {digits}, pincers {cell2} {digits2} and {cell3} {digits3}; one pincer is {digit}: {elims}</source>
        <translation>XY 翼：樞紐 {cell} {digits}，鉗子 {cell2} {digits2} 和 {cell3} {digits3}；有一個鉗子是 {digit}：{elims}</translation>
    </message>
    <message>
        <source>XYZ-Wing: pivot {cell} {digits}, pincers {cell2} {digits2} and {cell3} {digits3}; one of the three is {digit}: {elims}</source>
        <translation>XYZ 翼：樞紐 {cell} {digits}，鉗子 {cell2} {digits2} 和 {cell3} {digits3}；三格之一是 {digit}：{elims}</translation>
    </message>
    <message>
        <source>W-Wing: {cell} and {cell2} {digits} joined by the strong link on {digit} {cell3}={cell4}; one of them is {digit2}: {elims}</source>
        <translation>W 翼：{cell} 和 {cell2} {digits} 由數字 {digit} 的強鏈 {cell3}={cell4} 相連；兩格之一是 {digit2}：{elims}</translation>
    </message>
    <message>
        <source>Remote Pair {digits}: {path}; cells an odd number of links apart differ: {elims}</source>
        <translation>遠端數對 {digits}：{path}；相隔奇數條鏈的格子數字不同：{elims}</translation>
    </message>
    <message>
        <source>remove {parts}</source>
        <translation>刪去 {parts}</translation>
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
        <translation>在 {n} 個盤面中沒有找到{level}題目</translation>
    </message>
    <message>
        <source>{score}+ {level} (needs a guess; hardest technique before it: {technique})</source>
        <translation>{score}+ {level}（需要猜測；之前最難的技巧：{technique}）</translation>
    </message>
    <message>
        <source>{score}+ {level} (needs a guess; hardest technique before it: none)</source>
        <translation>{score}+ {level}（需要猜測；之前沒有用到技巧）</translation>
    </message>
    <message>
        <source>{score} {level} (hardest: None)</source>
        <translation>{score} {level}（最難：無）</translation>
    </message>
    <message>
        <source>{score} {level} (hardest: {technique})</source>
        <translation>{score} {level}（最難：{technique}）</translation>
    </message>
    <message>
        <source>{technique}: {chain}; {cand} or {cand2} is true: {elims}</source>
        <translation>{technique}：{chain}；{cand} 或 {cand2} 為真：{elims}</translation>
    </message>
    <message>
        <source>{technique}: {chain}; every weak link of the loop is also strong: {elims}</source>
        <translation>{technique}：{chain}；環中每條弱鏈也是強鏈：{elims}</translation>
    </message>
    <message>
        <source>{technique}: {chain}; if {cand} were false it would be true, so it is true: {elims}</source>
        <translation>{technique}：{chain}；若 {cand} 為假則它為真，所以它為真：{elims}</translation>
    </message>
    <message>
        <source>{technique}: {chain}; if {cand} were true it would be false, so it is false: {elims}</source>
        <translation>{technique}：{chain}；若 {cand} 為真則它為假，所以它為假：{elims}</translation>
    </message>
    <message>
        <source>{cell} would have no candidate</source>
        <translation>{cell} 將沒有候選數</translation>
    </message>
    <message>
        <source>{unit} would have no place for {digit}</source>
        <translation>{digit} 在{unit}將無處可填</translation>
    </message>
    <message>
        <source>{cell} would be {digit} after all</source>
        <translation>{cell} 反而必須是 {digit}</translation>
    </message>
    <message>
        <source>{cell} would be both {digit} and {digit2}</source>
        <translation>{cell} 將同時是 {digit} 和 {digit2}</translation>
    </message>
    <message>
        <source>{unit} would have {digit} twice</source>
        <translation>{digit} 在{unit}將出現兩次</translation>
    </message>
    <message>
        <source>{technique}: if {cell} were {digit}: {chain} =&gt; {msg}; so {cell}&lt;&gt;{digit}</source>
        <translation>{technique}：若 {cell} 為 {digit}：{chain} =&gt; {msg}；所以 {cell}&lt;&gt;{digit}</translation>
    </message>
    <message>
        <source>{msg}; so {cell}&lt;&gt;{digit}</source>
        <translation>{msg}；所以 {cell}&lt;&gt;{digit}</translation>
    </message>
    <message>
        <source>{technique}: if {cell} were not {digit}: {chain} =&gt; {msg}; so {cell}={digit}</source>
        <translation>{technique}：若 {cell} 不為 {digit}：{chain} =&gt; {msg}；所以 {cell}={digit}</translation>
    </message>
    <message>
        <source>{msg}; so {cell}={digit}</source>
        <translation>{msg}；所以 {cell}={digit}</translation>
    </message>
    <message>
        <source>each branch leads to {fact}</source>
        <translation>每個分支都導致 {fact}</translation>
    </message>
    <message>
        <source>{technique}: {cell} is one of {digits}, and each leads to {fact}: {chains}</source>
        <translation>{technique}：{cell} 是 {digits} 之一，每種情況都導致 {fact}：{chains}</translation>
    </message>
    <message>
        <source>{technique}: {unitcap} has {digit} in one of {cells}, and each leads to {fact}: {chains}</source>
        <translation>{technique}：{unitcap}的 {digit} 在 {cells} 之一，每種情況都導致 {fact}：{chains}</translation>
    </message>
    <message>
        <source>{technique}: {cell} is {digit} or not, and both lead to {fact}: {chains}</source>
        <translation>{technique}：無論 {cell} 是否為 {digit}，都導致 {fact}：{chains}</translation>
    </message>
    <message>
        <source>ALS-XZ: A={als} B={als2}, x={x}, z={z}: {elims}</source>
        <translation>幾乎鎖定集 XZ：A={als}，B={als2}，x={x}，z={z}：{elims}</translation>
    </message>
    <message>
        <source>ALS-XZ: A={als} B={als2}, doubly linked by x={x}: {elims}</source>
        <translation>幾乎鎖定集 XZ：A={als}，B={als2}，由 x={x} 雙重連結：{elims}</translation>
    </message>
    <message>
        <source>ALS-XY-Wing: A={als} B={als2} C={als3}, x={x}, y={y}, z={z}: {elims}</source>
        <translation>幾乎鎖定集 XY 翼：A={als}，B={als2}，C={als3}，x={x}，y={y}，z={z}：{elims}</translation>
    </message>
    <message>
        <source>ALS-XY-Chain: {chain}: {elims}</source>
        <translation>幾乎鎖定集 XY 鏈：{chain}：{elims}</translation>
    </message>
    <message>
        <source>Death Blossom: stem {cell} {digits}, petals {petals}; z={z}: {elims}</source>
        <translation>死亡綻放：花莖 {cell} {digits}，花瓣 {petals}；z={z}：{elims}</translation>
    </message>
    <message>
        <source>{fact} because {chain} =&gt; {msg}</source>
        <translation>{fact}，因為 {chain} =&gt; {msg}</translation>
    </message>
    <message>
        <source>{technique}: if {cell} were {digit}: {chain} =&gt; {msg}; so {cell}&lt;&gt;{digit}. Nested: {msg2}</source>
        <translation>{technique}：若 {cell} 為 {digit}：{chain} =&gt; {msg}；所以 {cell}&lt;&gt;{digit}。巢狀：{msg2}</translation>
    </message>
    <message>
        <source>{figures} {level} (hardest: {technique}; rules: {rules})</source>
        <translation>{figures} {level}（最難：{technique}；規則：{rules}）</translation>
    </message>
    <message>
        <source>&gt;={score} {level} (stopped while looking for {technique}; rules: {rules})</source>
        <translation>&gt;={score} {level}（在尋找{technique}時停止；規則：{rules}）</translation>
    </message>
    <message>
        <source>{msg}; human techniques: {score}+ (needs a guess)</source>
        <translation>{msg}；人工技巧：{score}+（需要猜測）</translation>
    </message>
    <message>
        <source>{msg}; human techniques: {score} (hardest: {technique})</source>
        <translation>{msg}；人工技巧：{score}（最難：{technique}）</translation>
    </message>
    <message>
        <source>{msg}; HoDoKu: {level} (score {n})</source>
        <translation>{msg}；HoDoKu：{level}（{n} 分）</translation>
    </message>
    <message>
        <source>places {digit} in {cell}, but {cell2} in the same house already holds {digit}</source>
        <translation>在 {cell} 填入 {digit}，但同一區域的 {cell2} 已有 {digit}</translation>
    </message>
    <message>
        <source>places {digit} in {cell}, which already holds {digit2}</source>
        <translation>在 {cell} 填入 {digit}，但該格已有 {digit2}</translation>
    </message>
    <message>
        <source>places {digit} in {cell}, which no longer has {digit} as a candidate</source>
        <translation>在 {cell} 填入 {digit}，但該格的候選數已沒有 {digit}</translation>
    </message>
    <message>
        <source>places {digit} in {cell} with no guess open, but the solution has {digit2} there</source>
        <translation>在沒有未結猜測時於 {cell} 填入 {digit}，但解在該格是 {digit2}</translation>
    </message>
    <message>
        <source>removes {digit} from {cell} with no guess open, but the solution has {digit} there</source>
        <translation>在沒有未結猜測時從 {cell} 刪去 {digit}，但解在該格正是 {digit}</translation>
    </message>
    <message>
        <source>backtracks from {cell} = {digit}, but no guess is open</source>
        <translation>從 {cell} = {digit} 回溯，但沒有未結的猜測</translation>
    </message>
    <message>
        <source>backtracks from {cell} = {digit}, but the innermost open guess is {cell2} = {digit2}</source>
        <translation>從 {cell} = {digit} 回溯，但最內層未結束的猜測是 {cell2} = {digit2}</translation>
    </message>
    <message>
        <source>claims a solution, but {cell} is empty</source>
        <translation>聲稱已解出，但 {cell} 仍是空格</translation>
    </message>
    <message>
        <source>claims a solution, but {cell} and {cell2} both hold {digit}</source>
        <translation>聲稱已解出，但 {cell} 和 {cell2} 都是 {digit}</translation>
    </message>
    <message>
        <source>claims a solution, but it changes the given {digit} in {cell}</source>
        <translation>聲稱已解出，但改動了 {cell} 的提示數 {digit}</translation>
    </message>
    <message>
        <source>claims a solution, but it is the one step {n} reported</source>
        <translation>聲稱找到一個解，但它就是第 {n} 步報告過的那個</translation>
    </message>
    <message>
        <source>claims no solution, but the puzzle has one</source>
        <translation>聲稱無解，但此題有解</translation>
    </message>
    <message>
        <source>says {n} solutions, but the run reported {m}</source>
        <translation>說有 {n} 個解，但執行報告了 {m} 個</translation>
    </message>
    <message>
        <source>says the search is complete with {n} solutions, but the puzzle has more</source>
        <translation>說搜尋已完成、共 {n} 個解，但此題還有更多</translation>
    </message>
    <message>
        <source>comes after the run ended (step {n})</source>
        <translation>出現在求解結束（第 {n} 步）之後</translation>
    </message>
    <message>
        <source>is not a step: {msg}</source>
        <translation>不是一個步驟：{msg}</translation>
    </message>
    <message>
        <source>cut by the time limit ({n} s)</source>
        <translation>被時間限制截斷（{n} 秒）</translation>
    </message>
    <message>
        <source>the solver said nothing for {n} s</source>
        <translation>求解器 {n} 秒沒有輸出</translation>
    </message>
    <message>
        <source>the steps end without solved, no-solution or search-done</source>
        <translation>步驟結束了，卻沒有 solved、no-solution 或 search-done</translation>
    </message>
    <message>
        <source>the solver raised {msg} at {place}</source>
        <translation>求解器在 {place} 拋出了 {msg}</translation>
    </message>
    <message>
        <source>{msg}</source>
        <translation>{msg}</translation>
    </message>
    <message>
        <source>Check: step {n} {msg}</source>
        <translation>檢查：第 {n} 步{msg}</translation>
    </message>
    <message>
        <source>this run does not fit the puzzle on the board: step {n} places {digit} in {cell}, which holds {digit2}</source>
        <translation>這次執行記錄與盤面上的題目不符：第 {n} 步在 {cell} 填入 {digit}，但該格是 {digit2}</translation>
    </message>
    <message>
        <source>this run does not fit the puzzle on the board: step {n} guesses {digit} in {cell}, which holds {digit2}</source>
        <translation>這次執行記錄與盤面上的題目不符：第 {n} 步在 {cell} 試 {digit}，但該格是 {digit2}</translation>
    </message>
    <message>
        <source>cannot use {file}: {why}</source>
        <translation>無法使用 {file}：{why}</translation>
    </message>
    <message>
        <source>no Python file {file}</source>
        <translation>沒有 Python 檔案 {file}</translation>
    </message>
    <message>
        <source>no file {file} to replay</source>
        <translation>沒有可重播的檔案 {file}</translation>
    </message>
    <message>
        <source>cannot read the command {command}: {why}</source>
        <translation>無法解析命令 {command}：{why}</translation>
    </message>
    <message>
        <source>exec: needs a command, as in exec:&apos;./solver --fast&apos;</source>
        <translation>exec: 需要一個命令，例如 exec:&apos;./solver --fast&apos;</translation>
    </message>
    <message>
        <source>no program {program} found: give its path, or a command on the PATH</source>
        <translation>找不到程式 {program}：請給出它的路徑，或 PATH 中的命令</translation>
    </message>
    <message>
        <source>{name} is not an algorithm; one of {names} (any case), path/to/solver.py[:function], exec:COMMAND or an installed solver</source>
        <translation>{name} 不是演算法；應為 {names} 之一（不分大小寫）、path/to/solver.py[:function]、exec:命令或已安裝的解題器</translation>
    </message>
    <message>
        <source>{name}: cannot load {value}: {msg}</source>
        <translation>{name}：無法載入 {value}：{msg}</translation>
    </message>
    <message>
        <source>{name}: {value} is not a function</source>
        <translation>{name}：{value} 不是函式</translation>
    </message>
    <message>
        <source>cannot read {file}</source>
        <translation>無法讀取 {file}</translation>
    </message>
    <message>
        <source>{file}:{line}: syntax error: {why}</source>
        <translation>{file}:{line}：語法錯誤：{why}</translation>
    </message>
    <message>
        <source>{file} has no function {function} (name one as {file}:FUNCTION)</source>
        <translation>{file} 中沒有函式 {function}（用 {file}:函式名 指定一個）</translation>
    </message>
    <message>
        <source>out of memory{where}</source>
        <translation>記憶體不足{where}</translation>
    </message>
    <message>
        <source>{file}: out of memory (the cap is {mb} MB)</source>
        <translation>{file}：記憶體不足（上限為 {mb} MB）</translation>
    </message>
    <message>
        <source>{file}: its process out of memory or killed</source>
        <translation>{file}：它的行程記憶體不足或被終止</translation>
    </message>
    <message>
        <source>{file}: its process ended with code {code}</source>
        <translation>{file}：它的行程以代碼 {code} 結束</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>記憶體不足</translation>
    </message>
    <message>
        <source>said nothing for {seconds} s</source>
        <translation>{seconds} 秒沒有輸出</translation>
    </message>
    <message>
        <source>cannot run {command}: {why}</source>
        <translation>無法執行 {command}：{why}</translation>
    </message>
    <message>
        <source>{source}: out of memory or killed after line {n}{msg}</source>
        <translation>{source}: 在第 {n} 行之後記憶體不足或被終止{msg}</translation>
    </message>
    <message>
        <source>{source}: killed by signal {signal} after line {n}{msg}</source>
        <translation>{source}: 在第 {n} 行之後被訊號 {signal} 終止{msg}</translation>
    </message>
    <message>
        <source>{source}: ended with exit code {code} after line {n}{msg}</source>
        <translation>{source}: 在第 {n} 行之後以結束碼 {code} 結束{msg}</translation>
    </message>
    <message>
        <source>{source}: ended after line {n} without a solved or no-solution line{msg}</source>
        <translation>{source}: 在第 {n} 行之後結束，沒有 solved 或 no solution 行{msg}</translation>
    </message>
    <message>
        <source>cannot read {file}: {why}</source>
        <translation>無法讀取 {file}：{why}</translation>
    </message>
    <message>
        <source>{source}: ends after line {n} without a solved or no-solution line</source>
        <translation>{source}: 在第 {n} 行之後結束，沒有 solved 或 no solution 行</translation>
    </message>
    <message>
        <source>; its error on standard error: {line}</source>
        <translation>；它在標準錯誤上報告的錯誤：{line}</translation>
    </message>
    <message>
        <source>; its last line on standard error: {line}</source>
        <translation>；它在標準錯誤上的最後一行：{line}</translation>
    </message>
    <message>
        <source>the racer&apos;s process out of memory or killed</source>
        <translation>選手的行程記憶體不足或被終止</translation>
    </message>
    <message>
        <source>the racer&apos;s process ended with code {code}</source>
        <translation>選手的行程以代碼 {code} 結束</translation>
    </message>
    <message>
        <source>stopped before it finished</source>
        <translation>在完成前被停止</translation>
    </message>
    <message>
        <source>stopped before it started</source>
        <translation>在開始前被停止</translation>
    </message>
</context>
<context>
    <name>strategy</name>
    <message>
        <source>Naked-subset elimination, then guess the cell with fewest candidates; record stack</source>
        <translation>顯性陣列刪數，再猜候選數最少的格子；記錄棧</translation>
    </message>
    <message>
        <source>Elimination + guessing (JavaScript article)</source>
        <translation>刪數 + 猜測（JavaScript 文章）</translation>
    </message>
    <message>
        <source>Plain backtracking: first empty cell, digits 1-9 in order, no candidates kept</source>
        <translation>樸素回溯：第一個空格，按 1-9 順序試，不記候選數</translation>
    </message>
    <message>
        <source>Plain backtracking (C article)</source>
        <translation>樸素回溯（C 文章）</translation>
    </message>
    <message>
        <source>Backtracking on the fewest-candidates cell; counts every solution</source>
        <translation>在候選數最少的格子上回溯；數出所有解</translation>
    </message>
    <message>
        <source>Fewest candidates first, every solution (Java article)</source>
        <translation>候選數最少優先，找出所有解（Java 文章）</translation>
    </message>
    <message>
        <source>Fill the last cell of any unit, place naked singles, then guess the fewest-candidates cell</source>
        <translation>填單元裡最後一個空格、填唯一餘數，再猜候選數最少的格子</translation>
    </message>
    <message>
        <source>Last cell of a unit + singles (Ruby article)</source>
        <translation>單元最後一格 + 唯一數（Ruby 文章）</translation>
    </message>
    <message>
        <source>Elimination and naked/hidden singles until stuck, then nested trials</source>
        <translation>刪數和顯性/隱性唯一數直到卡住，再巢狀試數</translation>
    </message>
    <message>
        <source>Singles + nested trials (Python article)</source>
        <translation>唯一數 + 巢狀試數（Python 文章）</translation>
    </message>
    <message>
        <source>Human techniques, simplest first, each step explained; guesses only when none applies</source>
        <translation>人工技巧，從簡單的開始，每步都有解釋；只有無技巧可用時才猜</translation>
    </message>
    <message>
        <source>Human techniques, explained</source>
        <translation>人工技巧，附解釋</translation>
    </message>
    <message>
        <source>The answer at once, no steps: exact-cover bitboards, singles and fewest-options branching</source>
        <translation>立即給出答案，沒有步驟：精確覆蓋位棋盤、唯一數和最少選項分支</translation>
    </message>
    <message>
        <source>Instant answer (exact-cover bitboards)</source>
        <translation>瞬間求解（精確覆蓋位棋盤）</translation>
    </message>
    <message>
        <source>a program speaking the step protocol</source>
        <translation>使用步驟協定的程式</translation>
    </message>
    <message>
        <source>a saved run</source>
        <translation>已儲存的執行紀錄</translation>
    </message>
    <message>
        <source>a Python file</source>
        <translation>Python 檔案</translation>
    </message>
    <message>
        <source>A solver of your own, run in a process of its own</source>
        <translation>你自己的解題器，在獨立行程中執行</translation>
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
        <translation>隱性唯一數</translation>
    </message>
    <message>
        <source>Naked Single</source>
        <translation>唯一餘數</translation>
    </message>
    <message>
        <source>Naked Subset of 5</source>
        <translation>顯性陣列（5 格）</translation>
    </message>
    <message>
        <source>Naked Subset of 6</source>
        <translation>顯性陣列（6 格）</translation>
    </message>
    <message>
        <source>Naked Subset of 7</source>
        <translation>顯性陣列（7 格）</translation>
    </message>
    <message>
        <source>Naked Subset of 8</source>
        <translation>顯性陣列（8 格）</translation>
    </message>
    <message>
        <source>Locked Candidates Type 1 (Pointing)</source>
        <translation>區塊摒除 1（宮對行列）</translation>
    </message>
    <message>
        <source>Locked Candidates Type 2 (Claiming)</source>
        <translation>區塊摒除 2（行列對宮）</translation>
    </message>
    <message>
        <source>Locked Pair</source>
        <translation>鎖定數對</translation>
    </message>
    <message>
        <source>Naked Pair</source>
        <translation>顯性數對</translation>
    </message>
    <message>
        <source>X-Wing</source>
        <translation>X 翼</translation>
    </message>
    <message>
        <source>Hidden Pair</source>
        <translation>隱性數對</translation>
    </message>
    <message>
        <source>Locked Triple</source>
        <translation>鎖定三陣列</translation>
    </message>
    <message>
        <source>Naked Triple</source>
        <translation>顯性三陣列</translation>
    </message>
    <message>
        <source>Swordfish</source>
        <translation>劍魚</translation>
    </message>
    <message>
        <source>Hidden Triple</source>
        <translation>隱性三陣列</translation>
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
        <translation>隱藏矩形</translation>
    </message>
    <message>
        <source>Naked Quad</source>
        <translation>顯性四陣列</translation>
    </message>
    <message>
        <source>Jellyfish</source>
        <translation>水母</translation>
    </message>
    <message>
        <source>Hidden Quad</source>
        <translation>隱性四陣列</translation>
    </message>
    <message>
        <source>BUG+1</source>
        <translation>BUG+1</translation>
    </message>
    <message>
        <source>Skyscraper</source>
        <translation>摩天樓</translation>
    </message>
    <message>
        <source>2-String Kite</source>
        <translation>雙線風箏</translation>
    </message>
    <message>
        <source>Turbot Fish</source>
        <translation>多寶魚</translation>
    </message>
    <message>
        <source>Empty Rectangle</source>
        <translation>空矩形</translation>
    </message>
    <message>
        <source>Finned X-Wing</source>
        <translation>鰭 X 翼</translation>
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
        <translation>遠端數對</translation>
    </message>
    <message>
        <source>Simple Colors Trap</source>
        <translation>簡單染色（陷阱）</translation>
    </message>
    <message>
        <source>Simple Colors Wrap</source>
        <translation>簡單染色（包裹）</translation>
    </message>
    <message>
        <source>Finned Swordfish</source>
        <translation>鰭劍魚</translation>
    </message>
    <message>
        <source>Sashimi Swordfish</source>
        <translation>刺身劍魚</translation>
    </message>
    <message>
        <source>X-Chain</source>
        <translation>X 鏈</translation>
    </message>
    <message>
        <source>XY-Chain</source>
        <translation>XY 鏈</translation>
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
        <translation>鰭水母</translation>
    </message>
    <message>
        <source>Sashimi Jellyfish</source>
        <translation>刺身水母</translation>
    </message>
    <message>
        <source>Continuous Nice Loop</source>
        <translation>連續環</translation>
    </message>
    <message>
        <source>Discontinuous Nice Loop</source>
        <translation>不連續環</translation>
    </message>
    <message>
        <source>AIC</source>
        <translation>交替推理鏈</translation>
    </message>
    <message>
        <source>Grouped Continuous Nice Loop</source>
        <translation>分組連續環</translation>
    </message>
    <message>
        <source>Grouped Discontinuous Nice Loop</source>
        <translation>分組不連續環</translation>
    </message>
    <message>
        <source>Grouped AIC</source>
        <translation>分組交替推理鏈</translation>
    </message>
    <message>
        <source>Sue de Coq</source>
        <translation>Sue de Coq（宮線交叉陣列）</translation>
    </message>
    <message>
        <source>ALS-XZ</source>
        <translation>幾乎鎖定集 XZ</translation>
    </message>
    <message>
        <source>ALS-XY-Wing</source>
        <translation>幾乎鎖定集 XY 翼</translation>
    </message>
    <message>
        <source>ALS-XY-Chain</source>
        <translation>幾乎鎖定集 XY 鏈</translation>
    </message>
    <message>
        <source>Death Blossom</source>
        <translation>死亡綻放</translation>
    </message>
    <message>
        <source>Elimination</source>
        <translation>刪數</translation>
    </message>
    <message>
        <source>Naked Subset</source>
        <translation>顯性陣列</translation>
    </message>
    <message>
        <source>Forcing Chain Contradiction</source>
        <translation>強制鏈矛盾</translation>
    </message>
    <message>
        <source>Forcing Chain Verity</source>
        <translation>強制鏈必然</translation>
    </message>
    <message>
        <source>Forcing Net Contradiction</source>
        <translation>強制網矛盾</translation>
    </message>
    <message>
        <source>Forcing Net Verity</source>
        <translation>強制網必然</translation>
    </message>
    <message>
        <source>Nested Forcing Net</source>
        <translation>巢狀強制網</translation>
    </message>
    <message>
        <source>Direct Pointing</source>
        <translation>直接區塊摒除</translation>
    </message>
    <message>
        <source>Direct Hidden Pair</source>
        <translation>直接隱性數對</translation>
    </message>
    <message>
        <source>Direct Hidden Triplet</source>
        <translation>直接隱性三數組</translation>
    </message>
    <message>
        <source>Pointing</source>
        <translation>區塊摒除 1（宮對行列）</translation>
    </message>
    <message>
        <source>Claiming</source>
        <translation>區塊摒除 2（行列對宮）</translation>
    </message>
    <message>
        <source>Naked Triplet</source>
        <translation>顯性三數組</translation>
    </message>
    <message>
        <source>Hidden Triplet</source>
        <translation>隱性三數組</translation>
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
        <translation>數對排除</translation>
    </message>
    <message>
        <source>Aligned Triplet Exclusion</source>
        <translation>三數組排除</translation>
    </message>
    <message>
        <source>Bidirectional Cycle</source>
        <translation>雙向環</translation>
    </message>
    <message>
        <source>Bidirectional X-Cycle</source>
        <translation>雙向 X 環</translation>
    </message>
    <message>
        <source>Bidirectional Y-Cycle</source>
        <translation>雙向 Y 環</translation>
    </message>
    <message>
        <source>Forcing Chain</source>
        <translation>強制鏈</translation>
    </message>
    <message>
        <source>Forcing X-Chain</source>
        <translation>X 強制鏈</translation>
    </message>
    <message>
        <source>Forcing Y-Chain</source>
        <translation>Y 強制鏈</translation>
    </message>
    <message>
        <source>Forcing Chains &amp; Cycles</source>
        <translation>強制鏈與環</translation>
    </message>
    <message>
        <source>Forcing Chains</source>
        <translation>強制鏈</translation>
    </message>
    <message>
        <source>Multiple Forcing Chains</source>
        <translation>多重強制鏈</translation>
    </message>
    <message>
        <source>Contradiction Forcing Chains</source>
        <translation>矛盾強制鏈</translation>
    </message>
    <message>
        <source>Double Forcing Chains</source>
        <translation>雙重強制鏈</translation>
    </message>
    <message>
        <source>Cell Forcing Chains</source>
        <translation>儲存格強制鏈</translation>
    </message>
    <message>
        <source>Region Forcing Chains</source>
        <translation>區域強制鏈</translation>
    </message>
    <message>
        <source>Dynamic Forcing Chains</source>
        <translation>動態強制鏈</translation>
    </message>
    <message>
        <source>Nishio Forcing Chains</source>
        <translation>Nishio 強制鏈</translation>
    </message>
    <message>
        <source>Unique Rectangle</source>
        <translation>唯一矩形</translation>
    </message>
    <message>
        <source>Unique Loop</source>
        <translation>唯一環</translation>
    </message>
    <message>
        <source>BUG</source>
        <translation>BUG</translation>
    </message>
    <message>
        <source>{name} type {n}</source>
        <translation>{name} 類型 {n}</translation>
    </message>
    <message>
        <source>Unique Loop {n}</source>
        <translation>唯一環（{n} 格）</translation>
    </message>
    <message>
        <source>{n} Strong Links</source>
        <translation>{n} 條強鏈</translation>
    </message>
    <message>
        <source>Grouped {name}</source>
        <translation>分組{name}</translation>
    </message>
    <message>
        <source>Dynamic {name}</source>
        <translation>動態{name}</translation>
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
        <translation>{name}（巢狀{inner}）</translation>
    </message>
</context>
</TS>
