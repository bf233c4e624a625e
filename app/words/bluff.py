"""The words of the bluffing family: «Веришь — не веришь (2)» and Сека «Три листа».

The announcement of a play («Три дамы», "Three queens") is worded here from its number
and rank: the Russian number agrees with the rank's gender and the noun takes its case.
"""
from __future__ import annotations

from .grammar import plural_ru

# rank: (nominative singular, genitive singular, genitive plural, feminine?)
_RANK_RU = {
    2: ("двойка", "двойки", "двоек", True), 3: ("тройка", "тройки", "троек", True),
    4: ("четвёрка", "четвёрки", "четвёрок", True), 5: ("пятёрка", "пятёрки", "пятёрок", True),
    6: ("шестёрка", "шестёрки", "шестёрок", True), 7: ("семёрка", "семёрки", "семёрок", True),
    8: ("восьмёрка", "восьмёрки", "восьмёрок", True), 9: ("девятка", "девятки", "девяток", True),
    10: ("десятка", "десятки", "десяток", True), 11: ("валет", "валета", "валетов", False),
    12: ("дама", "дамы", "дам", True), 13: ("король", "короля", "королей", False),
    14: ("туз", "туза", "тузов", False),
}
_RANK_EN = {2: ("two", "twos"), 3: ("three", "threes"), 4: ("four", "fours"), 5: ("five", "fives"),
            6: ("six", "sixes"), 7: ("seven", "sevens"), 8: ("eight", "eights"), 9: ("nine", "nines"),
            10: ("ten", "tens"), 11: ("jack", "jacks"), 12: ("queen", "queens"), 13: ("king", "kings"),
            14: ("ace", "aces")}
_NUM_RU = {2: ("два", "две"), 3: "три", 4: "четыре", 5: "пять", 6: "шесть", 7: "семь", 8: "восемь",
           9: "девять", 10: "десять", 11: "одиннадцать", 12: "двенадцать", 13: "тринадцать",
           14: "четырнадцать", 15: "пятнадцать", 16: "шестнадцать", 17: "семнадцать", 18: "восемнадцать",
           19: "девятнадцать", 20: "двадцать"}
_NUM_EN = {1: "a", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine",
           10: "ten", 11: "eleven", 12: "twelve", 13: "thirteen", 14: "fourteen", 15: "fifteen",
           16: "sixteen", 17: "seventeen", 18: "eighteen", 19: "nineteen", 20: "twenty"}


def claim_ru(n: int, rank: int) -> str:
    """«Дама», «Две дамы», «Пять тузов», «Двадцать одна дама» is beyond the seeds: digits."""
    nom, gen1, genp, fem = _RANK_RU[rank]
    if n == 1:
        text = nom
    else:
        word = _NUM_RU.get(n)
        if isinstance(word, tuple):
            word = word[1] if fem else word[0]
        if word is None:
            word = str(n)
        text = f"{word} {plural_ru(n, nom, gen1, genp)}"
    return text[:1].upper() + text[1:]


def claim_en(n: int, rank: int) -> str:
    one, many = _RANK_EN[rank]
    word = _NUM_EN.get(n, str(n))
    if n == 1:
        word = "an" if one[0] in "aei" else "a"
    text = f"{word} {one if n == 1 else many}"
    return text[:1].upper() + text[1:]


_RANKS_PL_RU = {2: "двойки", 3: "тройки", 4: "четвёрки", 5: "пятёрки", 6: "шестёрки", 7: "семёрки", 8: "восьмёрки",
                9: "девятки", 10: "десятки", 11: "валеты", 12: "дамы", 13: "короли", 14: "тузы"}


def _act_claim(p, w):
    """The button of an announcement: its rank («Дамы»); the count is the cards laid."""
    if w.lang == "ru":
        word = _RANKS_PL_RU[p["rank"]]
    else:
        word = _RANK_EN[p["rank"]][1]
    return word[:1].upper() + word[1:]


def _claim(p, w):
    return (claim_ru if w.lang == "ru" else claim_en)(p["n"], p["rank"])


def _shown(truth: bool):
    def say(p, w):
        cards = " ".join(w.card(c) for c in p["cards"])
        if w.lang == "ru":
            return f"Открыто — {w.value(p['who'])}: {cards} — " + ("правда" if truth else "обман!")
        return f"{w.value(p['who'])}'s cards turned over: {cards} — " + ("true" if truth else "a lie!")
    return say


TEMPLATES: dict = {
    # --- Веришь — не веришь (2) ---
    "bluff.dealt": ("Все карты розданы", "All the cards are dealt"),
    "bluff.claim": (_claim, _claim),
    "bluff.claim_said": ("{who}: «{what}»", "{who}: “{what}”"),
    "bluff.truth": (_shown(True), _shown(True)),
    "bluff.lie": (_shown(False), _shown(False)),
    "bluff.takes": ("{who} забирает центр: {n:#карту|карты|карт}", "{who} takes the centre: {n:#card|cards}"),
    "bluff.to_discard": ("Центр уходит в отбой", "The centre goes to the discard"),
    "bluff.quads": ("{who} сбрасывает четвёрку: {cards}", "{who} discards four of a kind: {cards}"),
    "bluff.stalemate": ("Предел ходов — партия окончена; выше тот, у кого меньше карт",
                        "The move limit — the deal ends; fewer cards place higher"),
    "bluff.loser": ("{who:Проиграл|Проиграла} — {who}", "{who} loses"),
    "bluff.bubble.truth": ("Правда!", "True!"),
    "bluff.bubble.lie": ("Обман!", "A lie!"),
    "bluff.act.lay": ("положить {card} рубашкой вверх", "lay {card} face down"),
    "bluff.act.claim": (_act_claim, _act_claim),
    "bluff.act.doubt_card": ("Не верю — открыть карту №{n}", "I don't believe — turn card #{n}"),
    # --- Сека «Три листа» ---
    "seka.new_deal": ("Сдача {n}, сдаёт {who}", "Deal {n}, {who} deals"),
    "seka.leave": ("{who} не может поставить в кон и выходит из-за стола", "{who} cannot ante and leaves the table"),
    "seka.ante": ("Все ставят в кон по {n:#фишке|фишки|фишек}", "Everyone antes {n:#chip|chips}"),
    "bluff.dealt3": ("Сдано по три карты", "Three cards dealt to each"),
    "seka.fold": ("{who}: пас", "{who} passes"),
    "seka.call": ("{who} поддерживает: {n:#фишка|фишки|фишек}", "{who} supports: {n:#chip|chips}"),
    "seka.raise": ("{who} поднимает до {n:#фишки|фишек|фишек}", "{who} raises to {n:#chip|chips}"),
    "seka.show": ("{who} вскрывает ({n:#фишка|фишки|фишек})", "{who} calls for the showdown ({n:#chip|chips})"),
    "seka.hand": ("{who}: {cards} — {n:#очко|очка|очков}", "{who}: {cards} — {n:#point|points}"),
    "seka.wins": ("{who} забирает кон: {n:#фишка|фишки|фишек}", "{who} takes the pot: {n:#chip|chips}"),
    "seka.wins_unseen": ("Все спасовали — {who} забирает кон: {n:#фишка|фишки|фишек}",
                         "Everyone passed — {who} takes the pot: {n:#chip|chips}"),
    "seka.svara": ("Свара: {who}! Остальные могут войти за {n:#фишку|фишки|фишек}",
                   "A svara: {who}! The others may buy in for {n:#chip|chips}"),
    "seka.join": ("{who} входит в свару", "{who} buys into the svara"),
    "seka.decline": ("{who} не входит в свару", "{who} stays out of the svara"),
    "seka.svara_deal": ("Свара: новая сдача — {who}", "The svara: a new deal for {who}"),
    "seka.share": ("Третья свара подряд — кон ({n}) делят {who}", "A third svara in a row — {who} share the pot ({n})"),
    "seka.act.deal": ("Сдать", "Deal"),
    "seka.act.fold": ("Пас", "Pass"),
    "seka.act.call": ("Поддержать", "Support"),
    "seka.act.raise": ("Поднять до {n}", "Raise to {n}"),
    "seka.act.show": ("Вскрыть", "Show"),
    "seka.act.join": ("Войти в свару", "Buy into the svara"),
    "seka.act.decline": ("Не входить", "Stay out"),
    "seka.bubble.fold": ("Пас", "Pass"),
    "seka.bubble.call": ("Поддерживаю: {n}", "Support: {n}"),
    "seka.bubble.raise": ("Поднимаю до {n}", "Raise to {n}"),
    "seka.bubble.show": ("Вскрываю!", "Show!"),
    "seka.bubble.join": ("Вхожу в свару", "I'm in the svara"),
    "seka.bubble.decline": ("Не вхожу", "I'm out"),
    # --- the table's notes (rules/games/bluff/notes.py) ---
    "bluff.note.claim": (lambda p, w: f"«{claim_ru(p['n'], p['rank'])}»", lambda p, w: f"“{claim_en(p['n'], p['rank'])}”"),
    "bluff.note.true_discard": ("правда — центр в отбой", "true — the centre goes to the discard"),
    "bluff.note.true_taken": ("правда — центр забрал проверявший", "true — the checker took the centre"),
    "bluff.note.lie_taken": ("обман — центр забрал обманувший", "a lie — the cheat took the centre"),
    "bluff.tag.true": ("правда", "true"),
    "bluff.tag.lie": ("обман", "lied"),
    "bluff.tag.record": ("ложь {lies} из {n}", "lies {lies} of {n}"),
    "bluff.note.centre": ("в центре: {n}", "in the centre: {n}"),
    "bluff.note.direction": ("↺ ход против часовой стрелки", "↺ play goes counter-clockwise"),
    "bluff.note.discard": ("отбой: {n}", "discard: {n}"),
    "seka.note.pot": ("кон", "pot"),
    "seka.note.points": ("{n:#очко|очка|очков}", "{n:#point|points}"),
    "seka.note.stake": ("ставка: {n} (предел {limit})", "stake: {n} (limit {limit})"),
    "seka.note.deal": ("сдача {n} из {total}", "deal {n} of {total}"),
    "seka.note.svara_join": ("СВАРА! войти — {n:#фишка|фишки|фишек}", "SVARA! buy-in {n:#chip|chips}"),
    "seka.note.svara": ("СВАРА", "SVARA"),
    "seka.tag.passed": ("пас", "passed"),
    "seka.tag.svara": ("в сваре", "in the svara"),
    "seka.note.own": ("у вас {n:#очко|очка|очков}", "your hand: {n:#point|points}"),
}
