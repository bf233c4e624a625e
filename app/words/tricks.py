"""The words of the trick-taking family (rules/games/tricks): Мушка and its kin.

Each template is written as a {"ru": …, "en": …} pair and turned into the (ru, en) tuples
app/wording.py merges."""
from __future__ import annotations

from rules.cards import SUIT_SYMBOL

_PAIRS: dict = {
    'mushka.line_head': {"ru": 'В — списано, Р — ремиз', "en": 'T — tricks written off, R — remise'},
    'mushka.line_off': {"ru": '{who}: В −{n} → {left}', "en": '{who}: T −{n} → {left}'},
    'mushka.line_remise': {"ru": '{who}: Р +{n} → {left}', "en": '{who}: R +{n} → {left}'},
    'mushka.line_over': {"ru": '{who}: перебор ({n}) — снова {left}', "en": '{who}: overshoot ({n}) — {left} again'},
    'mushka.line_out': {"ru": '{who}: пас — {left}', "en": '{who}: passed — {left}'},
    'tricks.lot': {"ru": '{who} тянет жребий: {card}',
                  "en": '{who} draws {card} for the deal'},
    'tricks.first_dealer': {"ru": '{who:#вытянул|вытянула} младшую карту и сдаёт {who:первым|первой}',
                           "en": '{who} drew the lowest card and deals first'},
    'tricks.new_deal': {"ru": 'Сдача {n}, сдаёт {who}',
                       "en": 'Deal {n}, {who} deals'},
    'tricks.dealt': {"ru": 'Сдано по {n:#карте|карты|карт}, по одной',
                    "en": '{n:#card|cards} dealt to each, one at a time'},
    'tricks.trump': {"ru": 'Козырь открыт: {card} — {suit}',
                    "en": 'Trump turned: {card} — {suit}'},
    'tricks.lead': {"ru": '{who} ходит {card}',
                   "en": '{who} leads {card}'},
    'tricks.follow': {"ru": '{who} кладёт {card}',
                     "en": '{who} plays {card}'},
    'tricks.trumps': {"ru": '{who} бьёт козырем {card}',
                     "en": '{who} trumps with {card}'},
    'tricks.discards': {"ru": '{who} сносит {card}',
                       "en": '{who} throws {card}'},
    'tricks.takes': {"ru": '{who} берёт {n}-ю взятку',
                    "en": '{who} takes trick {n}'},
    'mushka.buy': {"ru": '{who} прикупает {n:#карту|карты|карт}',
                  "en": '{who} buys {n:#card|cards}'},
    'mushka.buy_seen': {"ru": '{who} прикупает {n:#карту|карты|карт}: {cards}',
                       "en": '{who} buys {n:#card|cards}: {cards}'},
    'mushka.keep': {"ru": '{who} играет своими',
                   "en": '{who} plays his own cards'},
    'mushka.lay_down': {"ru": '{who}: пас — кладёт карты и не играет',
                       "en": '{who} passes — lays his cards down and sits out'},
    'mushka.void_deal': {"ru": 'Играет меньше двух — сдача не в счёт',
                        "en": 'Fewer than two play — the deal does not count'},
    'mushka.play_begins': {"ru": 'Прикуп окончен; ходит {who}',
                          "en": 'The exchange is over; {who} leads'},
    'mushka.priv_beats': {"ru": '{who} перебивает козырного туза мушкой {card}!',
                         "en": '{who} beats the ace of trumps with the mouche {card}!'},
    'mushka.write_off': {"ru": '{who}: {tricks:#взятка|взятки|взяток} — списывает {n}, осталось {left}',
                        "en": '{who}: {tricks:#trick|tricks} — writes off {n}, {left} left'},
    'mushka.remise': {"ru": '{who}: ни одной взятки — ремиз {n}, осталось {left}',
                     "en": '{who}: no trick — a remise of {n}, {left} left'},
    'mushka.overshoot': {"ru": '{who}: перебор — {n} при {had} — снова пишет {left}',
                        "en": '{who} overshoots — {n} with {had} left — writes {left} again'},
    'mushka.winner': {"ru": '{who:#списал|списала} всё до нуля — пулька {who:его|её}!',
                     "en": '{who} wrote off everything — the pool (pulka) is his!'},
    'mushka.limit_winner': {"ru": 'Предел сдач: выигрывает {who} — {who:ему|ей} осталось меньше всех',
                           "en": 'The deal limit: {who} has least left and wins'},
    'mushka.pays': {"ru": '{who} (осталось {left}) платит {to:dat} {n}',
                   "en": '{who} ({left} left) pays {to} {n}'},
    'mushka.gets': {"ru": '{who} записывает +{n}',
                   "en": '{who} writes +{n}'},
    'mushka.act.buy': {"ru": 'Прикупить {n}',
                      "en": 'Buy {n}'},
    'mushka.act.throw': {"ru": 'сбросить {card}',
                        "en": 'discard {card}'},
    'mushka.throw': {"ru": '{who} сбрасывает карту',
                    "en": '{who} discards a card'},
    'mushka.throw_seen': {"ru": '{who} сбрасывает {card}',
                         "en": '{who} discards {card}'},
    'mushka.act.keep': {"ru": 'Играть своими',
                       "en": 'Keep my cards'},
    'mushka.bubble.keep': {"ru": 'Своими',
                          "en": 'I keep mine'},
    'mushka.show_five': {"ru": '{who} показывает пять одной масти: {cards}',
                        "en": '{who} shows five of a suit: {cards}'},
    'mushka.show_whole': {"ru": '{who} показывает четыре карты одной масти и короля треф пятым: {cards} — вся мушка {who:его|её}!',
                         "en": '{who} shows four of a suit and the king of clubs as the fifth: {cards} — the whole mouche is his!'},
    'mushka.show_declare': {"ru": '{who} объявляет памфил {cards}',
                           "en": '{who} declares the pamphile {cards}'},
    'mushka.show_five_spades': {"ru": '{who} показывает пять пик с дамой: {cards} — пулька {who:его|её}!',
                               "en": '{who} shows five spades with the queen: {cards} — the game is his!'},
    'mushka.side_pay': {"ru": 'Каждый платит {who:dat} по {each} (отдельно), всего {n}',
                       "en": 'Everyone pays {who} {each} (recorded apart), {n} in all'},
    'mushka.names_trump': {"ru": '{who:#открыл|открыла} памфил и назначает козыри: {suit}',
                          "en": '{who} turned the pamphile up and names trumps: {suit}'},
    'mushka.spades_trumps': {"ru": 'Козыри всегда {suit}',
                            "en": 'Trumps are always {suit}'},
    'mushka.deal_on': {"ru": '{who} получает карту',
                      "en": '{who} gets a card'},
    'mushka.deal_on_seen': {"ru": '{who} получает {card}',
                           "en": '{who} gets {card}'},
    'mushka.king_over_queen': {"ru": '{who} бьёт шутиху {target} королём {card}',
                              "en": '{who} beats the jester {target} with {card}'},
    'mushka.act.declare': {"ru": 'Объявить памфил {card}',
                          "en": 'Declare the pamphile {card}'},
    'mushka.act.trump': {"ru": 'Козыри — {suit}',
                        "en": 'Trumps: {suit}'},
}

TEMPLATES: dict = {k: (v["ru"], v["en"]) for k, v in _PAIRS.items()}


def _trumps(lang):
    word = "козыри" if lang == "ru" else "trumps"
    return lambda p, w: f"{word} {SUIT_SYMBOL[p['suit'].id]}"


# the table's notes (rules/games/tricks/notes.py)
TEMPLATES.update({
    "mushka.note.stock": ("{n}", "{n}"),
    "mushka.note.trumps": (_trumps("ru"), _trumps("en")),
    "mushka.note.discard": ("щёлкните карту, чтобы сбросить её", "click a card to discard it"),
    "mushka.note.shown": ("{cards}", "{cards}"),
    "mushka.note.priv.mouche": ("мушка!", "the mouche!"),
    "mushka.note.priv.king_clubs": ("король треф!", "the king of clubs!"),
    "mushka.note.priv.pamphile": ("памфил!", "the pamphile!"),
    "mushka.note.priv.jester": ("шутиха!", "the jester!"),
    "mushka.tag.passed": ("пас", "pass"),
    # the halves of a seat's arc: tricks written off, remises
    "mushka.tally.off": ("В", "T"),
    "mushka.tally.remise": ("Р", "R"),
})

WORDS: dict = {}
