"""Words shared by every game: seat names, plural forms, labels for common actions."""
from __future__ import annotations

DEFAULT_NAMES = {
    "ru": ["Анна", "Борис", "Вера", "Глеб", "Дарья", "Егор", "Жанна", "Зиновий",
           "Ирина", "Кирилл", "Лидия", "Максим", "Нина", "Олег", "Полина"],
    "en": ["Anna", "Boris", "Vera", "Gleb", "Darya", "Egor", "Zhanna", "Zinovy",
           "Irina", "Kirill", "Lidia", "Maxim", "Nina", "Oleg", "Polina"],
}


def default_names(seats: int, lang: str = "ru") -> list[str]:
    names = DEFAULT_NAMES["en" if lang == "en" else "ru"]
    return [names[i] if i < len(names) else f"#{i + 1}" for i in range(seats)]


def plural_ru(n: int, one: str, few: str, many: str) -> str:
    """Russian plural: 1 карту, 2 карты, 5 карт (21 карту, 11 карт)."""
    n = abs(n)
    if n % 10 == 1 and n % 100 != 11:
        return one
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return few
    return many


def count_cards(n: int, lang: str = "ru", case: str = "acc") -> str:
    if lang == "en":
        return f"{n} card" + ("" if n == 1 else "s")
    one = "карту" if case == "acc" else "карта"
    return f"{n} " + plural_ru(n, one, "карты", "карт")
