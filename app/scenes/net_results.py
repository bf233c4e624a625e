"""The results of a network deal: the same screen as at home (the result, the sheet, the
tally, from the match's public side the host sent), with «Ещё раз» asking the host for the
next deal — it comes once every player at the table has asked — and no replay or review
(this computer never had the other seats' cards)."""
from __future__ import annotations

from .results import ResultsScene


class NetResultsScene(ResultsScene):
    def __init__(self, app, session):
        super().__init__(app, session)
        self.asked = False

    def layout(self, size) -> None:
        super().layout(size)
        self.btn_replay.visible = self.btn_review.visible = False
        if self.asked:
            self.btn_again.label = self.app.t("net_wait_again")

    def again(self) -> None:
        if not self.asked:
            self.asked = True
            self.session.again()
            self.layout(self.app.size)

    def back_to_menu(self) -> None:
        self.session.close()
        self.app.open_menu()

    def update(self, dt: float) -> None:
        s = self.session
        s.pump()
        if s.fatal:
            reason = s.fatal
            s.close()
            self.app.open_menu(self.app.t("net_lost", reason=reason))
            return
        s.notices.clear()
        for _ in range(50):                 # what waits of this deal; the next deal opens the table
            nxt = s.peek()
            if nxt is None:
                break
            if nxt["deal"] != s.deal:
                s.pop(self.app.lang)
                from .table import TableScene
                self.app.switch(TableScene(self.app, s))
                return
            s.pop(self.app.lang)
        if self.frames_drawn >= 2 and self.app.games_over < self.app.options.games:
            self.again()                    # --games N: «Ещё раз» presses itself

    def wake_in_ms(self):
        return 50
