"""The words for the engine's phrases (rules/phrases.py), in Russian and English.

The engine says what happened as ``Phrase(id, **typed params)``; this module holds, for
every phrase id, its Russian and English template, and renders a phrase in the chosen
language with the chosen card indices (Д♠ or Q♠, ``Settings.card_indices``) and the
players' names (``Setup.names(lang)``: typed names as typed, empty ones the default of
the language).

A template is a ``str.format`` string over the phrase's parameters, or a function
``(params, wording) -> str`` for the few that need more. Each value is worded by its type
(``Wording.value``); a format spec chooses a form:

* a number with forms: ``{n:#карту|карты|карт}`` → «1 карту», «2 карты», «5 карт»
  (``#`` prints the number; two forms for English: ``{n:#card|cards}``);
* a seat: ``{who}`` his name, ``{who:dat}`` its Russian dative («платит Анне»);
* a word that agrees with a seat's gender (app/words/names.py): ``{who:вытянул|вытянула}`` →
  «вытянул» or «вытянула», ``{who:#вытянул|вытянула}`` → «Анна вытянула» (the name first, as
  ``#`` does for numbers). Every Russian past-tense verb (and short adjective, pronoun) that
  agrees with a named seat takes this form; tests/test_words_gender.py checks the catalogue;
* a word id: ``{suit}``, or a form of it, ``{suit:gen}`` (a key ``(id, form)`` of WORDS);
* cards: ``{cards}`` joined by spaces, ``{cards:+}`` by « + », ``{cards:,}`` by commas.
"""
from __future__ import annotations

import string

from rules.cards import SUIT_SYMBOL, Card, rank_label
from rules.phrases import Phrase, Seat, Word

from .words.grammar import dative_ru, plural_ru
from .words.names import FEMALE, default_gender, default_names, gender_of


def plural(n: int, forms: list[str], lang: str) -> str:
    if lang == "en" or len(forms) == 2:
        return forms[0] if abs(n) == 1 else forms[-1]
    return plural_ru(n, *forms)


# --- words: the vocabulary of Word ids ----------------------------------------------
WORDS: dict = {
    # suits: «♥ черви» in the log and on the table's trump label
    "S": ("♠ пики", "♠ spades"), "C": ("♣ трефы", "♣ clubs"),
    "H": ("♥ черви", "♥ hearts"), "D": ("♦ бубны", "♦ diamonds"),
    # a durak seat's role, under its name
    "attacker": ("атакует", "attacks"), "defender": ("отбивается", "defends"),
    "thrower": ("подкидывает", "may throw in"), "idle": ("", ""), "out": ("вне игры", "out"),
}


# --- templates ----------------------------------------------------------------------
def _reveal(ok: bool):
    def say(p, w):
        on = " на " if w.lang == "ru" else " on "
        pairs = ", ".join(w.card(c) + on + w.card(t) for c, t in zip(p["cards"], p["targets"]))
        if w.lang == "ru":
            return f"Карты открыты: {pairs} — " + ("покрыто верно" if ok else "покрыто неверно")
        return f"Covers turned up: {pairs} — " + ("all correct" if ok else "not a proper defence")
    return say


def signed_chips(n: int, lang: str) -> str:
    """«+57 фишек», «−12 фишек», «0 фишек»: a gain or loss."""
    sign = "+" if n > 0 else ("−" if n < 0 else "")
    forms = ["фишка", "фишки", "фишек"] if lang == "ru" else ["chip", "chips"]
    return f"{sign}{abs(n)} " + plural(n, forms, lang)


def _signed_chips(n: int, w) -> str:
    return signed_chips(n, w.lang)


def _placings(p, w):
    """«1. Анна, 2. Борис, 2. Вера»."""
    return ", ".join(f"{n}. {w.value(s)}" for n, s in zip(p["places"], p["seats"]))


def _signed(p, w):
    return _signed_chips(p["n"], w)


def _gain(p, w):
    """«Анна: +57 фишек (на руках 257) — вышла из-за стола»."""
    ru = w.lang == "ru"
    line = f"{w.value(p['who'])}: " + _signed_chips(p["gain"], w)
    line += f" (на руках {p['stack']})" if ru else f" (holds {p['stack']})"
    if p.get("left"):
        line += f" — {w.agree(p['who'], 'вышел', 'вышла')} из-за стола" if ru else " — left the table"
    return line


def _by_cards(p, w):
    """A payment's reason: «3 карты, В♣ ×2»."""
    n = p["n"]
    head = f"{n} " + (plural_ru(n, "карта", "карты", "карт") if w.lang == "ru" else plural(n, ["card", "cards"], "en"))
    return head + "".join(f", {w.card(c)} ×2" for c in p.get("doubled", ()))


TEMPLATES: dict = {
    # --- shared by several games ---
    "say.pass": ("{who}: пас", "{who} passes"),
    "say.take": ("{who} берёт", "{who} takes"),
    "say.bito": ("{who}: «Бито»", "{who}: “Done” (бито)"),
    "say.believe": ("{who}: «Верю»", "{who}: “I believe”"),
    "say.disbelieve": ("{who}: «Не верю»", "{who}: “I don't believe”"),
    "out": ("{who} выходит из игры — {place}-е место", "{who} is out — place {place}"),
    # speech bubbles: what a player says aloud, in his own words
    "bubble.pass": ("Пас", "Pass"),
    "bubble.take": ("Беру", "I take"),
    "bubble.bito": ("Бито", "Done"),
    "bubble.believe": ("Верю", "I believe"),
    "bubble.disbelieve": ("Не верю", "I don't believe"),
    "bubble.no_ace": ("Нет туза — пас", "No ace — pass"),
    "bubble.lowest_trump": ("Младший козырь {card}", "Lowest trump {card}"),
    "bubble.buy": ("Прикупаю {n}", "Buying {n}"),
    # action labels (buttons, the hint, drop places)
    "act.pass": ("Пас", "Pass"),
    "act.take": ("Беру", "Take"),
    "act.bito": ("Бито", "Done"),
    "act.done": ("Готово", "That's all"),
    "act.believe": ("Верю", "I believe"),
    "act.disbelieve": ("Не верю", "I don't believe"),
    "act.lay": ("положить {card}", "lay {card}"),
    "cards": ("{cards:+}", "{cards:+}"),
    "card_no": ("карта №{n}", "card #{n}"),
    # the last line of ``python -m rules play`` (rules/cli.py): the seats from first to last
    "cli.result": (lambda p, w: "Итог: " + _placings(p, w), lambda p, w: "Result: " + _placings(p, w)),
    # --- durak family ---
    # the table's notes (rules/games/durak/notes.py)
    "durak.note.stock": ("{n}", "{n}"),
    "durak.note.trump_suit": (lambda p, w: SUIT_SYMBOL[p["suit"].id], lambda p, w: SUIT_SYMBOL[p["suit"].id]),
    "durak.note.trumps_word": ("козыри", "trumps"),
    "durak.note.trumps": ("Козыри: {suit}", "Trumps: {suit}"),
    "durak.note.discard": ("бито: {n}", "discard: {n}"),
    "durak.note.bout": ("карт в ходу: {n} из {limit}", "cards in the bout: {n} of {limit}"),
    "durak.tag.role": ("{role}", "{role}"),
    "durak.tag.takes": ("берёт", "takes"),
    "durak.tag.passed": ("пас", "passed"),
    "durak.tag.done": ("бито", "done"),
    "durak.dealt": ("Сдано по {n:#карте|карты|карт}", "{n:#card|cards} dealt to each"),
    "durak.names_trumps": ("{who} назначает козыри: {suit}", "{who} names trumps: {suit}"),
    "durak.reinsert": ("Открылась пика ({card}) — её кладут в середину колоды",
                       "A spade turned up ({card}) — it goes back into the middle of the stock"),
    "durak.trump_diamonds": ("Козыри — всегда бубны ♦", "Diamonds ♦ are always trumps"),
    "durak.trump_dealers_last": ("Вся колода роздана; последняя карта сдающего {card} — козыри {suit}",
                                 "The whole pack is dealt; the dealer's last card {card} shows trumps: {suit}"),
    "durak.trump_card": ("Козырь — {card}, под колодой", "Trump card {card}, under the stock"),
    "durak.spades_plain": ("Козыри — пики: играют как в обычного подкидного",
                           "Spades are trumps: the deal is played as ordinary podkidnoy"),
    "durak.lowest_trump": ("Младший козырь {card} — {who:первым|первой} ходит {who}", "Lowest trump {card} — {who} attacks first"),
    "durak.lead": ("{who} ходит {card}", "{who} leads {card}"),
    "durak.throw": ("{who} подкидывает {card}", "{who} throws in {card}"),
    "durak.lay_on": ("{who} кладёт {card} на {target}", "{who} lays {card} on {target}"),
    "durak.beat": ("{who} бьёт {target} картой {card}", "{who} beats {target} with {card}"),
    "durak.beat_trump": ("{who} бьёт {target} козырем {card}", "{who} trumps {target} with {card}"),
    "durak.cover": ("{who} кладёт карту рубашкой вверх на {target}", "{who} lays a card face down on {target}"),
    "durak.transfer": ("{who} переводит {card}", "{who} passes the attack on with {card}"),
    "durak.transfer_shown": ("{who} показывает козырь {card} и переводит",
                             "{who} shows the trump {card} and passes the attack on"),
    "durak.otkaz": ("{who} отказывает: переводит {card} назад", "{who} refuses («отказ»): passes {card} back"),
    "durak.reveal_ok": (_reveal(True), _reveal(True)),
    "durak.reveal_wrong": (_reveal(False), _reveal(False)),
    "durak.wrong_defend": ("Ошибка: {card} не бьёт {target}", "Wrong: {card} does not beat {target}"),
    "durak.wrong_throw": ("Ошибка: карты достоинства {card} нет на столе",
                          "Wrong: no card of the rank of {card} is on the table"),
    "durak.wrong_rank": ("Ошибка: {card} — не того достоинства", "Wrong: {card} is not of the attack's rank"),
    "durak.picks_up": ("{who} забирает {n:#карту|карты|карт}", "{who} picks up {n:#card|cards}"),
    "durak.bito": ("Бито", "Beaten — to the discard (бито)"),
    "durak.draws": ("{who} добирает {n:#карту|карты|карт}", "{who} draws {n:#card|cards}"),
    "durak.draws_trump": ("{who} добирает козырную карту {card} из-под колоды",
                          "{who} draws the trump card {card} from under the stock"),
    "durak.stalemate": ("Партия остановлена: слишком много ходов", "The deal is stopped: too many bouts"),
    "durak.draw": ("Ничья — дурака нет", "A draw — nobody is the fool"),
    "durak.fool": ("Дурак — {who}", "{who} is the fool"),
    "durak.fools": ("Дураки — {who}", "The fools: {who}"),
    "durak.act.attack": ("Ходить: {what}", "Play {what}"),
    "durak.act.defend": ("Бить: {what}", "Beat with {what}"),
    "durak.act.cover": ("Накрыть: {what}", "Cover with {what}"),
    "durak.act.transfer": ("Перевести: {what}", "Pass on with {what}"),
    "durak.act.transfer_show": ("Показать {what} и перевести", "Show {what} and pass on"),
    "durak.act.name": ("Козыри — {suit}", "Trumps: {suit}"),
    # --- «Игра в приём» ---
    "priyom.draw": ("{who} тянет из кольца: {card}", "{who} draws from the ring: {card}"),
    "priyom.draw_take": ("{who} тянет из кольца: {card} — масть совпала, забирает {n:#карту|карты|карт}",
                         "{who} draws from the ring: {card} — same suit, takes {n:#card|cards}"),
    "priyom.lay": ("{who} кладёт {card}", "{who} lays {card}"),
    "priyom.lay_take": ("{who} кладёт {card} — масть совпала, забирает {n:#карту|карты|карт}",
                        "{who} lays {card} — same suit, takes {n:#card|cards}"),
    "priyom.no_loser": ("Ни у кого не осталось карт — проигравшего нет",
                        "Nobody is left holding cards — nobody loses"),
    "priyom.stalemate": ("Игра пошла по кругу — партия окончена, выше тот, у кого меньше карт",
                         "Play goes round in a circle — the deal ends; fewer cards place higher"),
    "priyom.act.draw": ("тянуть из кольца", "draw from the ring"),
    # --- Лентюрлю ---
    "lenturlu.act.buy": ("Прикупить {n}", "Buy {n}"),
    "lenturlu.new_deal": ("Сдача {n} из {total}, сдаёт {who}", "Deal {n} of {total}, {who} deals"),
    "lenturlu.leave": ("{who} не может поставить {ante:#фишку|фишки|фишек} и выходит из-за стола",
                       "{who} cannot ante {ante:#chip|chips} and leaves the table"),
    "lenturlu.antes": ("Все ставят по {each:#фишку|фишки|фишек} на лентюрлю: {stakes}",
                       "Everyone antes {each:#chip|chips} on the lenturlu cards: {stakes}"),
    "lenturlu.stake": ("{card} {n}", "{card} {n}"),
    "lenturlu.talon": ("В прикупе {n:#карта|карты|карт}", "{n:#card|cards} in the talon"),
    "lenturlu.gets": ("{who} получает: {cards}", "{who} gets: {cards}"),
    "lenturlu.lead": ("{who} начинает ряд с {card}", "{who} starts a run with {card}"),
    "lenturlu.lead_take": ("{who} начинает ряд с {card} и забирает с лентюрлю {take:#фишку|фишки|фишек}",
                           "{who} starts a run with {card} and takes {take:#chip|chips} from the lenturlu card"),
    "lenturlu.lay": ("{who} кладёт {card}", "{who} lays {card}"),
    "lenturlu.lay_take": ("{who} кладёт {card} и забирает с лентюрлю {take:#фишку|фишки|фишек}",
                          "{who} lays {card} and takes {take:#chip|chips} from the lenturlu card"),
    "lenturlu.restake": ("Остальные ставят на {card} по {each:#фишку|фишки|фишек} (всего {total})",
                         "The others restake {card}, {each:#chip|chips} each ({total} in all)"),
    "lenturlu.buy": ("{who} прикупает {n:#карту|карты|карт}", "{who} buys {n:#card|cards}"),
    "lenturlu.buy_seen": ("{who} прикупает {n:#карту|карты|карт}: {cards}", "{who} buys {n:#card|cards}: {cards}"),
    "lenturlu.no_ace": ("{who}: нет туза — пас", "{who}: no ace — pass"),
    "lenturlu.closed_king": ("Король закрывает ряд — {who} ходит с любой карты",
                             "The king closes the run — {who} leads any card"),
    "lenturlu.closed_stop": ("Карта лентюрлю закрывает ряд — {who} ходит с любой карты",
                             "The lenturlu card closes the run — {who} leads any card"),
    "lenturlu.closed_passed": ("Все спасовали — {who} начинает новый ряд", "Everyone passed — {who} starts a new run"),
    "lenturlu.won_king": ("{who} кладёт первого короля и выигрывает сдачу", "{who} lays the first king and wins the deal"),
    "lenturlu.won_out": ("{who} выходит без карт и выигрывает сдачу", "{who} is out of cards and wins the deal"),
    "lenturlu.board": ("{who} забирает с лентюрлю {n:#фишку|фишки|фишек}",
                       "{who} takes {n:#chip|chips} from the lenturlu cards"),
    "lenturlu.cannot_pay": ("{who} не может заплатить {to:dat}: фишек нет (причиталось {owed})",
                            "{who} cannot pay {to}: no chips left ({owed} owed)"),
    "lenturlu.pays_part": ("{who} платит {to:dat} {paid:#фишку|фишки|фишек} из {owed} — больше нет: {why}",
                           "{who} pays {to} {paid:#chip|chips} of {owed} — all that is left: {why}"),
    "lenturlu.pays": ("{who} платит {to:dat} {paid:#фишку|фишки|фишек}: {why}",
                      "{who} pays {to} {paid:#chip|chips}: {why}"),
    "lenturlu.fixed": ("твёрдая плата", "the fixed payment"),
    "lenturlu.by_cards": (_by_cards, _by_cards),
    "lenturlu.match_over": ("Матч окончен", "The match is over"),
    "lenturlu.match_result": ("Итог матча после {n} {n:сдачи|сдач|сдач}:", "Match result after {n:#deal|deals}:"),
    "lenturlu.gain": (_gain, _gain),
    # --- the results screen ---
    "chips.signed": (_signed, _signed),
}


def _merge_families() -> None:
    """Add each family module's templates and words (app/words/); an id twice is a bug."""
    from .words import family_tables
    for name, templates, words in family_tables():
        for table, extra in ((TEMPLATES, templates), (WORDS, words)):
            twice = sorted(set(table) & set(extra))
            if twice:
                raise ValueError(f"app/words/{name}.py defines {twice} again")
            table.update(extra)


_merge_families()


class _Formatter(string.Formatter):
    def __init__(self, wording):
        self.w = wording

    def format_field(self, value, spec):
        return self.w.value(value, spec)


class Wording:
    """Renders phrases for one reader: a language, card indices, the table's names."""

    def __init__(self, lang: str = "ru", indices: str | None = None, names=None):
        self.lang = "en" if lang == "en" else "ru"
        self.indices = "en" if (indices or self.lang) == "en" else "ru"
        self.names = list(names) if names is not None else None
        self._fmt = _Formatter(self)

    # --- values ---
    def card(self, c: Card) -> str:
        return rank_label(c.rank, self.indices) + SUIT_SYMBOL[c.suit]

    def name(self, s: int) -> str:
        names = self.names if self.names is not None else default_names(s + 1, self.lang)
        return names[s] if 0 <= s < len(names) else f"#{s + 1}"

    def gender(self, s: int) -> str:
        """Seat ``s``'s gender: the one its name carries (``Setup.names``), or the default's."""
        if self.names is not None and 0 <= s < len(self.names):
            return gender_of(self.names[s])
        return default_gender(s)

    def agree(self, seat, masculine: str, feminine: str) -> str:
        """The form that agrees with ``seat`` (a Seat or a seat number) — in Russian; English
        has one form, the first."""
        s = seat.n if isinstance(seat, Seat) else seat
        if self.lang == "ru" and self.gender(s) == FEMALE:
            return feminine
        return masculine

    def word(self, w: str, form: str = "") -> str:
        pair = WORDS.get((w, form)) if form else None
        pair = pair or WORDS[w]
        return pair[0 if self.lang == "ru" else 1]

    def value(self, v, spec: str = "") -> str:
        if isinstance(v, Phrase):
            return self.render(v)
        if isinstance(v, Card):
            return self.card(v)
        if isinstance(v, Seat):
            name = self.name(v.n)
            if "|" in spec:
                lead = spec.startswith("#")
                m, _, f = spec.lstrip("#").partition("|")
                form = self.agree(v, m, f)
                return f"{name} {form}" if lead else form
            return dative_ru(name) if spec == "dat" and self.lang == "ru" else name
        if isinstance(v, Word):
            return self.word(v.id, spec)
        if isinstance(v, bool) or v is None:
            return ""
        if isinstance(v, int):
            if "|" in spec:
                lead = spec.startswith("#")
                form = plural(v, spec.lstrip("#").split("|"), self.lang)
                return f"{v} {form}" if lead else form
            return format(v, spec)
        if isinstance(v, tuple):
            parts = [self.value(x) for x in v]
            if v and all(isinstance(x, Seat) for x in v):
                return self._join_names(parts)
            if v and all(isinstance(x, Card) for x in v) and spec not in ("+", ","):
                return " ".join(parts)
            return {"+": " + "}.get(spec, ", ").join(parts)
        raise TypeError(f"cannot word {v!r}")

    def _join_names(self, who: list[str]) -> str:
        if len(who) <= 1:
            return "".join(who)
        return ", ".join(who[:-1]) + (" и " if self.lang == "ru" else " and ") + who[-1]

    # --- phrases ---
    def render(self, phrase: Phrase) -> str:
        try:
            tpl = TEMPLATES[phrase.id][0 if self.lang == "ru" else 1]
        except KeyError:
            raise KeyError(f"no wording for phrase {phrase.id!r} (add it to app/wording.py)") from None
        params = phrase.kwargs
        if callable(tpl):
            return tpl(params, self)
        return self._fmt.vformat(tpl, (), params)

    def lines(self, phrases) -> list[str]:
        return [self.render(p) for p in phrases]

    def capital(self, phrase: Phrase) -> str:
        text = self.render(phrase)
        return text[:1].upper() + text[1:]


def render(phrases, names=None, lang: str = "ru", indices: str | None = None) -> list[str]:
    """The lines of a list of phrases (or one phrase's line, in a list)."""
    if isinstance(phrases, Phrase):
        phrases = [phrases]
    return Wording(lang, indices, names).lines(phrases)


def say(game, events, names=None, lang: str = "ru", indices: str | None = None) -> list[str]:
    """The log lines for the events of one action of ``game``."""
    return Wording(lang, indices, names).lines(game.describe(events))


def label(game, action, lang: str = "ru", indices: str | None = None) -> str:
    """A button's words for an action of ``game``."""
    return Wording(lang, indices).render(game.action_phrase(action))


def cli_words(seats: int, lang: str = "ru"):
    """The words of ``python -m rules play`` (rules/cli.py): phrases → lines, with the seats'
    default names. Registered in pyproject.toml as the ``lomber.words`` entry point, so that
    the engine finds it without importing the program."""
    return Wording(lang, None, default_names(seats, lang)).lines


# --- words the table's layouts show beside the phrases --------------------------------
def suit_words(suit: str, lang: str = "ru") -> str:
    """«♥ черви», "♥ hearts" (the durak trump label)."""
    return Wording(lang).word(suit)

