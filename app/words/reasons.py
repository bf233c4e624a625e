"""The words of the engine's reasons why a move is not legal (rules/reasons/): one line each,
as a patient teacher at the table would say it."""
from __future__ import annotations

_RANKS = {
    2: ("двойка", "two", "нужна двойка", "needs a two", "двойку", "a two"),
    3: ("тройка", "three", "нужна тройка", "needs a three", "тройку", "a three"),
    4: ("четвёрка", "four", "нужна четвёрка", "needs a four", "четвёрку", "a four"),
    5: ("пятёрка", "five", "нужна пятёрка", "needs a five", "пятёрку", "a five"),
    6: ("шестёрка", "six", "нужна шестёрка", "needs a six", "шестёрку", "a six"),
    7: ("семёрка", "seven", "нужна семёрка", "needs a seven", "семёрку", "a seven"),
    8: ("восьмёрка", "eight", "нужна восьмёрка", "needs an eight", "восьмёрку", "an eight"),
    9: ("девятка", "nine", "нужна девятка", "needs a nine", "девятку", "a nine"),
    10: ("десятка", "ten", "нужна десятка", "needs a ten", "десятку", "a ten"),
    11: ("валет", "jack", "нужен валет", "needs a jack", "валета", "a jack"),
    12: ("дама", "queen", "нужна дама", "needs a queen", "даму", "a queen"),
    13: ("король", "king", "нужен король", "needs a king", "короля", "a king"),
    14: ("туз", "ace", "нужен туз", "needs an ace", "туза", "an ace"),
}

_KINDS = {
    "draw": ("тянуть карту", "draw"), "play": ("сыграть карту", "play a card"),
    "buy": ("прикупить", "buy"), "pass": ("пас", "pass"), "attack": ("ходить", "attack"),
    "bito": ("бито", "call it beaten"), "defend": ("бить", "beat"), "take": ("взять", "take"),
    "transfer": ("перевести", "pass the attack on"), "done": ("хватит", "done"),
    "believe": ("верю", "believe"), "disbelieve": ("не верю", "disbelieve"),
    "cover": ("покрыть", "cover"), "deal": ("сдать", "deal"), "place": ("положить карту", "place a card"),
    "throw": ("сбросить", "discard"), "declare": ("объявить", "declare"),
    "trump": ("назвать козыри", "name trumps"), "bid": ("торговаться", "bid"),
    "discard": ("снести карту", "discard"), "keep": ("оставить", "keep"),
    "napoleon": ("«Наполеон»", "“Napoleon”"), "zdes": ("«Здесь»", "“Here”"),
    "call": ("уравнять", "call"), "decline": ("отказаться", "decline"), "fold": ("сбросить карты", "fold"),
    "join": ("войти", "join"), "raise": ("поднять", "raise"), "show": ("вскрыться", "show"),
    "claim": ("назвать достоинство", "name a rank"), "doubt": ("не верю", "doubt"),
    "lay": ("положить карту", "lay a card"), "lead": ("ходить", "lead"),
    "turn": ("открыть карту", "turn a card"), "name": ("назвать козыри", "name trumps"),
    "shof": ("«Шоф»", "“Shof”"),
}

WORDS: dict = {}
for _r, (_ru, _en, _nru, _nen, _aru, _aen) in _RANKS.items():
    WORDS[f"reason.rank.{_r}"] = (_ru, _en)
    WORDS[(f"reason.rank.{_r}", "need")] = (_nru, _nen)
    WORDS[(f"reason.rank.{_r}", "acc")] = (_aru, _aen)
for _k, _pair in _KINDS.items():
    WORDS[f"kind.{_k}"] = _pair
# suits in other cases: «пику», «козырем» need the suit's own forms
WORDS.update({
    ("S", "reason.gen"): ("пик", "spades"), ("C", "reason.gen"): ("треф", "clubs"),
    ("H", "reason.gen"): ("червей", "hearts"), ("D", "reason.gen"): ("бубен", "diamonds"),
    ("S", "reason.one"): ("пика", "a spade"), ("C", "reason.one"): ("трефа", "a club"),
    ("H", "reason.one"): ("черва", "a heart"), ("D", "reason.one"): ("бубна", "a diamond"),
})


TEMPLATES: dict = {
    # --- what every game shares ---
    "reason.over": ("Игра окончена", "The game is over"),
    "reason.wait": ("Подождите: сейчас никто не ходит", "Wait: nobody is to move now"),
    "reason.not_your_turn": ("Сейчас ход {who}", "It is {who}'s turn"),
    "reason.not_in_hand": ("Этой карты у вас нет", "You do not hold that card"),
    "reason.not_in_hand_card": ("{card} — не ваша карта", "{card} is not in your hand"),
    "reason.no_such_place": ("Там нет карты", "There is no card there"),
    "reason.not_now": ("Сейчас так нельзя; можно: {can}", "Not now; you may: {can}"),
    "reason.value": ("Так нельзя; можно: {can}", "Not that; you may choose: {can}"),
    "reason.card_count": ("Здесь кладут {n:#карту|карты|карт}", "Play {n:#card|cards} here"),
    "reason.card_not_now": ("{card} сейчас не сыграть", "{card} cannot be played now"),
    "reason.not_this": ("Такой ход сейчас невозможен", "That move is not possible now"),
}
