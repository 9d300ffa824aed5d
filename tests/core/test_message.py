"""Messages: the English text is the str value; ``say`` rebuilds it from the template and data
through any translator, and falls back to English when a translation breaks a field."""

from __future__ import annotations

import pickle

from sudoku_gui.core.message import Message, say

FAKE = {
    ("steps", "Hidden Single: in {unit}, {digit} fits only {cell}"): "隐性唯一数：{unit}中，{digit}只能填在{cell}",
    ("grid", "row {n}"): "第{n}行",
    ("grid", "box {n}"): "第{n}宫",
    ("steps", "remove {parts}"): "删去{parts}",
    ("steps", "{digit} from {cells}"): "{cells}的{digit}",
    ("steps", "; "): "；",
    ("steps", "{msg} ({note})"): "{msg}（{note}）",
    ("technique", "X-Wing"): "X翼",
    ("steps", "Solved"): "完成",
}


def fake(context: str, text: str) -> str:
    return FAKE.get((context, text), text)


def test_english_is_the_string_and_say_rebuilds_it_in_another_language():
    m = Message("Hidden Single: in {unit}, {digit} fits only {cell}", unit=2, digit=5, cell=20)
    assert m == "Hidden Single: in row 3, 5 fits only r3c3"
    assert m.say(fake) == "隐性唯一数：第3行中，5只能填在r3c3"
    e = Message("{technique}: {elims}", technique="X-Wing", elims=((0, 2), (10, 2), (4, 7)))
    assert e == "X-Wing: remove 2 from r1c1, r2c2; 7 from r1c5"
    assert say(e, fake) == "X翼: 删去r1c1, r2c2的2；r1c5的7"
    nested = Message("{msg} ({note})", msg=m, note="x")
    assert say(nested, fake) == "隐性唯一数：第3行中，5只能填在r3c3（x）"
    assert say("Solved", fake) == "完成" and say("Other", fake) == "Other"


def test_a_broken_translation_falls_back_to_english_and_messages_survive_pickling():
    m = Message("Hidden Single: in {unit}, {digit} fits only {cell}", unit=18, digit=5, cell=0)
    assert m.say(lambda c, t: "{nonsense}" if c == "steps" else t) == str(m)
    back = pickle.loads(pickle.dumps(m))
    assert back == m and back.say(fake) == m.say(fake) and isinstance(back, Message)
    assert hash(back) == hash(str(m))
