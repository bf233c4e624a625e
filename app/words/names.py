"""The default seat names (the program shows a seat's name in its language when none was typed).

The engine knows seats by number only (``Seat(n)`` in its phrases); names are the program's.
"""
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
