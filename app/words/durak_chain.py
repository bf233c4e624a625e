"""The words of the chain durak games (rules/games/durak_chain/words.py): Свои козыри,
Дурак наваленный and its Moscow modification. Written as {"ru", "en"} pairs (the i18n scan
reads them so) and handed to app/wording.py as ``TEMPLATES`` {id: (ru, en)}."""
from rules.cards import SUIT_SYMBOL

_PAIRS = {
    "chain.dealt_all": {"ru": "Роздано {n:#карта|карты|карт}",
                        "en": "{n:#card|cards} dealt"},
    "chain.trump_to_dealer": {"ru": "Последняя карта {card} — козырь; её забирает сдающий, {who}",
                              "en": "The last card {card} is trumps; the dealer, {who}, takes it"},
    "chain.names": {"ru": "{who} назначает свой козырь: {suit}",
                    "en": "{who} names his own trump: {suit}"},
    "chain.six": {"ru": "{who} отдаёт {card} игроку {to}",
                  "en": "{who} hands {card} to {to}"},
    "chain.blind": {"ru": "{who} вытягивает карту у игрока {of}, не глядя",
                    "en": "{who} draws a card blind from {of}"},
    "chain.blind_seen": {"ru": "{who} вытягивает у игрока {of}, не глядя: {card}",
                         "en": "{who} draws blind from {of}: {card}"},
    "chain.lead": {"ru": "{who} ходит {card} под игрока {to}",
                   "en": "{who} lays {card} on {to}"},
    "chain.cover": {"ru": "{who} кроет {target} картой {card}",
                    "en": "{who} beats {target} with {card}"},
    "chain.cover_trump": {"ru": "{who} кроет {target} козырем {card}",
                          "en": "{who} trumps {target} with {card}"},
    "chain.turn_lead": {"ru": "{who} открывает из колоды {card} и ходит под игрока {to}",
                        "en": "{who} turns {card} from the stack and lays it on {to}"},
    "chain.turn_cover": {"ru": "{who} открывает из колоды {card} — бьёт {target}",
                         "en": "{who} turns {card} from the stack — it beats {target}"},
    "chain.turn_fail": {"ru": "{who} открывает из колоды {card} — не бьёт, карта идёт на руки",
                        "en": "{who} turns {card} from the stack — it does not beat and is taken into the hand"},
    "chain.takes_all": {"ru": "{who} забирает всю середину — {n:#карту|карты|карт}",
                        "en": "{who} takes the whole centre — {n:#card|cards}"},
    "chain.takes_top": {"ru": "{who} берёт {n:#верхнюю карту|верхние карты|верхних карт} из середины",
                        "en": "{who} takes the {n} top {n:card|cards} of the centre"},
    "chain.takes_bottom": {"ru": "{who} берёт нижнюю карту середины: {card}",
                           "en": "{who} takes the bottom card of the centre: {card}"},
    "chain.takes_failed": {"ru": "{who} забирает и непобитую карту {card}",
                           "en": "{who} also takes the unbeaten card {card}"},
    "chain.otboi": {"ru": "{n:#карта|карты|карт} в середине — в отбой",
                    "en": "{n:#card|cards} in the centre — to the discard"},
    "chain.act.lead": {"ru": "Ходить: {what}",
                       "en": "Lay {what}"},
    "chain.act.cover": {"ru": "Крыть: {what}",
                        "en": "Beat with {what}"},
    "chain.act.turn": {"ru": "Открыть из колоды",
                       "en": "Turn from the stack"},
    "chain.act.name": {"ru": "{suit}",
                       "en": "{suit}"},
    "chain.bubble.name": {"ru": "Мой козырь — {suit}",
                          "en": "My trump: {suit}"},
    # the table's notes (rules/games/durak_chain/notes.py)
    "chain.note.centre": {"ru": "в середине: {n}", "en": "in the centre: {n}"},
    "chain.tag.cover": {"ru": "кроет", "en": "to beat"},
    "chain.tag.lead": {"ru": "ходит", "en": "leads"},
    "chain.note.name_trumps": {"ru": "Каждый назначает свой козырь — двух одинаковых быть не может",
                               "en": "Each player names his own trump — no two alike"},
    "chain.tag.own_trump": {"ru": "{suit}", "en": "{suit}"},
    "chain.note.stock": {"ru": "{n}", "en": "{n}"},
    "chain.note.trumps_word": {"ru": "козыри", "en": "trumps"},
    "chain.note.trumps": {"ru": "Козыри: {suit}", "en": "Trumps: {suit}"},
    "chain.note.discard": {"ru": "отбой: {n}", "en": "discard: {n}"},
    "chain.note.stack": {"ru": "{n}", "en": "{n}"},
}



def _suit_symbol(p, w) -> str:
    return SUIT_SYMBOL[p["suit"].id]


TEMPLATES = {k: (v["ru"], v["en"]) for k, v in _PAIRS.items()}
TEMPLATES["chain.note.trump_suit"] = (_suit_symbol, _suit_symbol)      # the trump suit written large
