"""The default seat names, and a player's grammatical gender, for the Russian phrases that agree with him or her
(«Анна вытянула младшую карту», «Борис вытянул…»).

A name carries its gender: the default names have a known one (``DEFAULT_GENDER``, by
position in ``DEFAULT_NAMES``, the same in both languages); a typed name's gender is
guessed from its Russian ending (``guess_gender``) until the player sets it in the menu's
seat row (``SeatSpec.gender``). ``Name`` is a ``str`` that remembers the gender, so that the
lists of names the table, the log and the results already pass around carry it along.
"""
from __future__ import annotations

# the default seat names: the program shows a seat's name in its language when none was typed
# (the engine knows seats by number only, ``Seat(n)`` in its phrases; names are the program's)
DEFAULT_NAMES = {
    "ru": ["Анна", "Борис", "Вера", "Глеб", "Дарья", "Егор", "Жанна", "Зиновий",
           "Ирина", "Кирилл", "Лидия", "Максим", "Нина", "Олег", "Полина"],
    "en": ["Anna", "Boris", "Vera", "Gleb", "Darya", "Egor", "Zhanna", "Zinovy",
           "Irina", "Kirill", "Lidia", "Maxim", "Nina", "Oleg", "Polina"],
}


def default_names(seats: int, lang: str = "ru") -> list[str]:
    names = DEFAULT_NAMES["en" if lang == "en" else "ru"]
    return [names[i] if i < len(names) else f"#{i + 1}" for i in range(seats)]

MALE, FEMALE = "m", "f"
GENDERS = (MALE, FEMALE)

# the default names, seat by seat: Анна, Борис, Вера, Глеб, Дарья, Егор,
# Жанна, Зиновий, Ирина, Кирилл, Лидия, Максим, Нина, Олег, Полина
DEFAULT_GENDER = "fmfmfmfmfmfmfmf"

# Russian men's names ending in -а/-я (and their usual short forms): masculine despite the
# ending. Lower case, Cyrillic and the common Latin spellings.
MASCULINE_IN_A = frozenset("""
    никита илья фома кузьма лука савва иона гаврила данила миша саша паша гриша лёша леша
    алёша алеша петя вася коля толя юра дима вова ваня серёжа сережа костя витя федя
    лёва лева боря гоша жора сева слава стёпа степа тёма тема женя валя ерёма ерема
    митя гена кеша лёня леня сеня веня рома
    nikita ilya foma kuzma luka savva sasha misha pasha grisha petya vasya kolya tolya
    yura dima vova vanya seryozha kostya vitya fedya borya zhenya slava
""".split())

# women's names not ending in -а/-я (Любовь, Нинель, Агнесс…): feminine despite the ending
FEMININE_OTHER = frozenset("""
    любовь нинель агнесс изабель мишель рахиль эсфирь юдифь ассоль адель габриэль
    ruth agnes
""".split())


def guess_gender(name: str) -> str:
    """The gender a typed name most likely has: feminine if it ends in -а/-я (Latin -a too),
    except the men's names in ``MASCULINE_IN_A`` (Никита, Илья, Саша…); masculine
    otherwise, except ``FEMININE_OTHER`` (Любовь…). Only the first word counts («Анна К.»)."""
    words = (name or "").strip().split()
    if not words:
        return MALE
    first = words[0].lower().strip(".,!?-—«»\"'")
    if first in MASCULINE_IN_A:
        return MALE
    if first in FEMININE_OTHER:
        return FEMALE
    return FEMALE if first.endswith(("а", "я", "a", "ya")) else MALE


def default_gender(seat: int) -> str:
    """The gender of seat ``seat``'s default name (seats past the list: masculine, as «#16»)."""
    return DEFAULT_GENDER[seat] if 0 <= seat < len(DEFAULT_GENDER) else MALE


class Name(str):
    """A player's name that knows its gender (``MALE`` or ``FEMALE``)."""

    gender: str

    def __new__(cls, text: str, gender: str | None = None):
        self = super().__new__(cls, text)
        self.gender = gender if gender in GENDERS else guess_gender(text)
        return self

    def __reduce__(self):
        return (Name, (str(self), self.gender))


def gender_of(name) -> str:
    """The gender a name carries, or the guess from its ending for a plain string."""
    g = getattr(name, "gender", None)
    return g if g in GENDERS else guess_gender(str(name))
