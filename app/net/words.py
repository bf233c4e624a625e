"""The network table's words, in Russian and English (merged into ``app.i18n.STRINGS``)."""

STRINGS = {
    "net": {"ru": "Сетевая игра", "en": "Network game"},
    "net_title": {"ru": "Сетевая игра", "en": "Network game"},
    "net_host": {"ru": "Открыть стол", "en": "Host a table"},
    "net_host_about": {"ru": "Игра, места и варианты — как выбраны в меню: места «человек» займут игроки "
                             "по сети (первое — вы), боты играют здесь.",
                       "en": "The game, seats and variants as chosen in the menu: the human seats are taken "
                             "by players over the network (the first by you); the bots play here."},
    "net_bot_after": {"ru": "Бот за отсутствующего: {when}", "en": "A bot for an absent player: {when}"},
    "net_bot_never": {"ru": "никогда", "en": "never"},
    "net_bot_seconds": {"ru": "через {n} с", "en": "after {n} s"},
    "net_bot_minutes": {"ru": "через {n} мин", "en": "after {n} min"},
    "net_join": {"ru": "Подключиться", "en": "Join a table"},
    "net_address": {"ru": "Адрес стола", "en": "Table address"},
    "net_code": {"ru": "Код стола", "en": "Table code"},
    "net_name": {"ru": "Ваше имя", "en": "Your name"},
    "net_joined": {"ru": "{name} садится за стол", "en": "{name} has joined the table"},
    "net_back": {"ru": "Назад", "en": "Back"},
    "net_need_human": {"ru": "Отметьте в меню хотя бы одно место «человек».",
                       "en": "Mark at least one seat “human” in the menu."},
    "net_need_fields": {"ru": "Укажите адрес и код стола.", "en": "Give the table's address and code."},
    "net_open_failed": {"ru": "Стол не открылся: {reason}", "en": "The table did not open: {reason}"},
    "net_share": {"ru": "Сообщите игрокам адрес и код:", "en": "Tell the players the address and code:"},
    "net_connecting": {"ru": "Подключение к {url}…", "en": "Connecting to {url}…"},
    "net_waiting": {"ru": "Ждём игроков: за столом {here} из {seats}", "en": "Waiting for players: {here} of {seats} seated"},
    "net_seat": {"ru": "Ваше место: {n}", "en": "Your seat: {n}"},
    "net_lost": {"ru": "Связь со столом потеряна: {reason}", "en": "The connection to the table is lost: {reason}"},
    "net_refused": {"ru": "Стол не принял ход: {reason}", "en": "The table refused the move: {reason}"},
    "net_away": {"ru": "{name} вышел из-за стола", "en": "{name} has left the table"},
    "net_is_back": {"ru": "{name} снова за столом", "en": "{name} is back at the table"},
    "net_wait_again": {"ru": "Ждём остальных…", "en": "Waiting for the others…"},
}
