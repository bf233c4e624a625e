"""The words of the engine's reasons why a move is not legal (rules/reasons/): one line each,
as a patient teacher at the table would say it."""
from __future__ import annotations

from rules.phrases import Phrase

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

def need_words(rank: int) -> dict:
    """«нужна девятка», "needs a nine": the rank a run needs next (the Лентюрлю table's note)."""
    r = _RANKS[rank]
    return {"ru": r[2], "en": r[3]}


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
    "shof": ("«Шоф»", "“Shof”"), "order": ("заказать игру", "choose the game"),
    "go_on": ("не ходить ещё раз", "not lead again"),
}

_GEN = {2: "двойки", 3: "тройки", 4: "четвёрки", 5: "пятёрки", 6: "шестёрки", 7: "семёрки", 8: "восьмёрки",
        9: "девятки", 10: "десятки", 11: "валета", 12: "дамы", 13: "короля", 14: "туза"}

WORDS: dict = {}
for _r, (_ru, _en, _nru, _nen, _aru, _aen) in _RANKS.items():
    WORDS[f"reason.rank.{_r}"] = (_ru, _en)
    WORDS[(f"reason.rank.{_r}", "need")] = (_nru, _nen)
    WORDS[(f"reason.rank.{_r}", "acc")] = (_aru, _aen)
    WORDS[(f"reason.rank.{_r}", "gen")] = (_GEN[_r], _aen)
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
    "reason.not_your_turn": ("Сейчас ходит {who}", "It is {who}'s turn"),
    "reason.not_in_hand": ("Этой карты у вас на руке нет", "You do not hold that card"),
    "reason.not_in_hand_card": ("На руке у вас нет {card}", "{card} is not in your hand"),
    "reason.blind_hand": ("Своих карт вы не видите — выбирайте карту по месту",
                          "You cannot see your own cards — choose one by its place"),
    "reason.no_such_place": ("Там нет карты", "There is no card there"),
    "reason.not_now": ("Сейчас так нельзя; можно: {can}", "Not now; you may: {can}"),
    "reason.value": ("Так нельзя; можно: {can}", "Not that; you may choose: {can}"),
    "reason.card_count": (lambda p, w: "Кладут по одной карте" if p["n"] == 1 else
                          w.render(Phrase("reason.card_count_n", n=p["n"])),
                          lambda p, w: "Play one card at a time" if p["n"] == 1 else
                          w.render(Phrase("reason.card_count_n", n=p["n"]))),
    "reason.card_count_n": ("Здесь кладут {n:#карту|карты|карт}", "Play {n:#card|cards} here"),
    "reason.card_not_now": ("{card} сейчас не сыграть", "{card} cannot be played now"),
    "reason.not_this": ("Такой ход сейчас невозможен", "That move is not possible now"),
}

TEMPLATES.update({
    # --- Дурак ---
    "reason.durak.beat": ("{card} не бьёт {target}: бить можно только старшей картой той же масти или козырем",
                          "{card} does not beat {target}: beat with a higher card of the same suit or a trump"),
    "reason.durak.beat_no_trump": ("{card} не бьёт {target}: бить можно только старшей картой той же масти",
                                   "{card} does not beat {target}: beat with a higher card of the same suit"),
    "reason.durak.spades_by_spades": ("{card} не бьёт {target}: пики бьются только старшими пиками",
                                      "{card} does not beat {target}: spades are beaten only by higher spades"),
    "reason.durak.unbeatable": ("{target} не бьётся ничем — её можно только взять",
                                "{target} cannot be beaten — it can only be taken"),
    "reason.durak.already_beaten": ("{target} уже побита", "{target} is already beaten"),
    "reason.durak.no_target": ("Укажите, какую карту бить", "Say which card to beat"),
    "reason.durak.throw_rank": ("Подкидывать можно только карты тех достоинств, что на столе: {ranks}",
                                "Throw in only ranks already on the table: {ranks}"),
    "reason.durak.first_bout": ("В первом отбое не больше {n:#карты|карт|карт}",
                                "No more than {n:#card|cards} in the first bout"),
    "reason.durak.defender_cards": ("Больше не подкинуть: у отбивающегося {n:#карта|карты|карт}",
                                    "No more: the defender holds only {n:#card|cards}"),
    "reason.durak.limit": ("Больше {n:#карты|карт|карт} под один отбой не кладут",
                           "No more than {n:#card|cards} in one bout"),
    "reason.durak.lead_rank": ("К ходу добавляют только карты того же достоинства: {rank}",
                               "Add to the lead only cards of its rank: {rank}"),
    "reason.durak.pattern": ("Ходят одной картой, «тройкой» (пара и любая карта) или «пятком» (две пары и любая карта)",
                             "Lead one card, a “three” (a pair and any card) or a “five” (two pairs and any card)"),
    "reason.durak.lead_suit": ("К ходу добавляют только карты той же масти: {suit}",
                               "Add to the lead only cards of its suit: {suit}"),
    "reason.durak.transfer_rank": ("Переводят только картой того же достоинства: {rank:need}",
                                   "Pass the attack on only with a card of the same rank: {rank:acc}"),
    "reason.durak.transfer_beaten": ("Переводить поздно: вы уже начали отбиваться",
                                     "Too late to pass on: you have begun to beat"),
    "reason.durak.transfer_room": ("Перевести нельзя: у следующего не хватит карт или стол полон",
                                   "Cannot pass on: the next player has too few cards, or the bout is full"),
    "reason.durak.own_hand": ("Играют только картами своей руки", "Play only from your own hand"),
    "reason.durak.defender_only": ("Вы отбиваетесь: бейте карты на столе или берите",
                                   "You are defending: beat the cards on the table or take them"),
})


def _ranks(form_ru, form_en, joiner=("или", "or")):
    """A tuple of rank words in one form: «туза или короля»."""
    def say(p, w):
        ru = w.lang == "ru"
        words = [w.word(x.id, form_ru if ru else form_en) for x in p["ranks"]]
        j = f" {joiner[0 if ru else 1]} "
        return ", ".join(words[:-1]) + j + words[-1] if len(words) > 1 else "".join(words)
    return say


def _first_lead(p, w):
    ranks = _ranks("gen", "acc")(p, w)
    return f"Сдачу начинают с {ranks}" if w.lang == "ru" else f"The deal opens with {ranks}"


def _need(p, w):
    need = w.word(p["rank"].id, "need")
    if "card" in p:
        return (f"{w.card(p['card'])} сюда не идёт: {need}" if w.lang == "ru"
                else f"{w.card(p['card'])} does not fit: the run {need}")
    return need[:1].upper() + need[1:] if w.lang == "ru" else f"The run {need}"


TEMPLATES.update({
    # --- Лентюрлю, Комета, Манилья ---
    "reason.run.need": (_need, _need),
    "reason.run.need_wild": ("{wild:cap} встаёт только той картой, что нужна: {rank:need}",
                             "{wild:cap} stands only for the card needed: the run {rank:need}"),
    "reason.run.first_lead": (_first_lead, _first_lead),
    "reason.run.must_play": ("Пасовать нельзя: у вас есть {rank}", "You cannot pass: you hold {rank:acc}"),
    "reason.run.same_rank": ("Вместе кладут только карты одного достоинства",
                             "Cards laid together must be of one rank"),
    "reason.run.wild": ("Скажите, какой картой встаёт {wild}", "Say which card {wild} stands for"),
})

TEMPLATES.update({
    # --- «Игра в приём» ---
    "reason.priyom.hand_first": ("Из кольца тянут, только когда рука пуста; у вас {n:#карта|карты|карт}",
                                 "Draw from the ring only with an empty hand; you hold {n:#card|cards}"),
    "reason.priyom.draw_first": ("Рука пуста — тяните карту из кольца", "Your hand is empty — draw from the ring"),
})

TEMPLATES.update({
    # --- Ворона, «Стушевываюсь», Свинки ---
    "reason.vorona.suit": ("На {top} кладут карту той же масти или пику",
                           "On {top} play a card of the same suit or a spade"),
    "reason.vorona.must_play": ("Брать нельзя: у вас есть что положить", "You cannot take: you have a card to lay"),
    "reason.shed.follow": ("Нужно положить карту той же масти: {suit}", "Lay a card of the same suit: {suit}"),
    "reason.shed.must_follow": ("«Стушевываюсь» говорят, только не имея масти, а у вас есть {suit:reason.one}",
                                "You may efface yourself only without the suit, and you hold {suit:reason.one}"),
    "reason.svinki.from_reserve": ("Подкладывают карты из резерва, а не из своего магазина",
                                   "Place cards from your reserve, not from your own magazine"),
    "reason.svinki.from_shop": ("Подкладывают карты из своего магазина", "Place cards from your own magazine"),
    "reason.svinki.ace": ("Тузы подкладывать никуда нельзя", "Aces are never placed"),
    "reason.svinki.draw_first": ("Сначала возьмите карту из колоды", "Draw from the stock first"),
    "reason.svinki.pig_first": ("{card} идёт на «свинью» — класть её туда", "{card} fits the pig — it must go there"),
    "reason.svinki.pig_next": ("На «свинью» — только следующая: {rank} {suit:reason.gen}",
                               "The pig takes only the next card: the {rank} of {suit:reason.gen}"),
    "reason.svinki.neighbours": ("Подкладывать можно только на магазины соседей — правого и левого",
                                 "Place only on your neighbours' magazines, left and right"),
    "reason.svinki.shop_lower": ("На {top} кладут карту на одну ниже: {rank}",
                                 "On {top} place one rank lower: {rank:acc}"),
    "reason.svinki.shop_empty": ("Этот магазин пуст", "That magazine is empty"),
    "reason.svinki.must_place": ("Пасовать нельзя: у вас есть куда положить карту",
                                 "You cannot pass: a card of yours fits somewhere"),
    "reason.svinki.drawn_only": ("Сейчас кладут взятую карту {card}", "Place the card you drew: {card}"),
    "reason.svinki.top_only": ("Из магазина кладут только верхнюю карту: {card}",
                               "Only the top card of your magazine may be placed: {card}"),
})

TEMPLATES.update({
    # --- взятки: Мушка, Кинг, Наполеон, Два ряда ---
    "reason.trick.follow": ("Нужно ходить в масть: {suit}", "You must follow suit: {suit}"),
    "reason.trick.must_trump": (lambda p, w: w.word(p["suit"].id, "reason.gen").capitalize()
                                + f" у вас нет — нужно бить козырем ({w.word(p['trump'].id)})",
                                "No {suit:reason.gen} — you must trump ({trump})"),
    "reason.trick.trump_king": ("Козыряя, кладут козырного короля: {card}",
                                "Trumping, you must play the trump king: {card}"),
    "reason.king.no_hearts_lead": ("С червей не ходят, пока есть другие масти",
                                   "Do not lead a heart while you hold another suit"),
    "reason.king.king_hearts": ("Масти нет — сбросьте {card} при первой возможности",
                                "Void in the suit — discard {card} at the first chance"),
    "reason.napoleon.bid_higher": ("Заявка должна быть выше {n}", "The bid must be higher than {n}"),
    "reason.mushka.buy_thrown": (lambda p, w: "Сначала сбросьте карты, которые хотите поменять" if not p["n"]
                                 else w.render(Phrase("reason.mushka.buy_n", n=p["n"])),
                                 lambda p, w: "Discard the cards you want to change first" if not p["n"]
                                 else w.render(Phrase("reason.mushka.buy_n", n=p["n"]))),
    "reason.mushka.buy_n": ("Прикупают столько карт, сколько сбросили: {n}", "Buy as many cards as you discarded: {n}"),
    "reason.mushka.no_pass_thrown": ("Вы уже сбросили карты — пасовать поздно",
                                     "You have discarded — too late to pass"),
    "reason.mushka.no_pass_priv": ("С {card} на руках пасовать нельзя", "Holding {card} you may not pass"),
})

TEMPLATES.update({
    # --- Наваленный, Московский, Свои козыри ---
    "reason.chain.must_beat": ("Брать нельзя, пока есть чем побить", "You may not take while you can beat"),
    "reason.chain.suit_taken": ("Эта масть уже названа: {suit}", "That suit is named already: {suit}"),
    # --- «Шиф-шоф-шум», «Я умираю» ---
    "reason.shif.same_rank": ("Кладут только карту того же достоинства: {rank:need}",
                              "Lay only a card of the same rank: the table {rank:need}"),
    "reason.shif.must_play": ("Пасовать нельзя: у вас есть {rank}", "You cannot pass: you hold {rank:acc}"),
    "reason.shif.shof_rank": ("«Шоф» говорят только с картой того же достоинства: {rank:need}",
                              "“Shof” only with a card of the same rank: the table {rank:need}"),
    "reason.ya.need": ("Сейчас нужно положить {card}", "You must play {card} now"),
    # --- «Веришь — не веришь», Сека ---
    "reason.verish.same_rank": ("Достоинство уже названо — {rank}; до проверки его не меняют",
                                "The rank is named already — {rank}; it stays until the pile is checked"),
    "reason.verish.rank_gone": ("Все четыре карты этого достоинства уже вышли: {rank}",
                                "All four of that rank are gone: {rank}"),
    "reason.verish.max_play": ("Больше за один ход не кладут: вы положили {n:#карту|карты|карт}",
                               "No more in one turn: you have laid {n:#card|cards}"),
    "reason.verish.lay_first": ("Сначала положите карты, потом называйте", "Lay your cards first, then name the rank"),
    "reason.seka.raise": (lambda p, w: f"Ставка может быть только {p['low']}" if p["low"] == p["high"]
                          else f"Ставка может быть от {p['low']} до {p['high']}",
                          lambda p, w: f"The bet may only be {p['low']}" if p["low"] == p["high"]
                          else f"The bet may be {p['low']} to {p['high']}"),
})
