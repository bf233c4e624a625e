"""The frozen executable: `python -m app.freeze` builds it into a temporary folder, and
the program unpacked from the zip — the file a user downloads — runs headless from a
read-only folder through a whole autoplay game.

Slow (a PyInstaller build: half a minute to a few minutes); CI runs it with
``python -m pytest -m slow``. Skipped where PyInstaller is not installed (it is in the
``freeze`` extra only).
"""
from __future__ import annotations

import hashlib
import importlib.util
import os
import shutil
import signal
import stat
import subprocess
import sys
import time
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from app import __version__  # noqa: E402

pytestmark = [
    pytest.mark.slow,
    # PyInstaller comes with the `freeze` extra only (pip install -e .[freeze])
    pytest.mark.skipif(importlib.util.find_spec("PyInstaller") is None,
                       reason="PyInstaller is not installed (the 'freeze' extra)"),
]

EXE_NAME = "lomber.exe" if sys.platform == "win32" else "lomber"
SIZE = (1024, 640)


# ---------------------------------------------------------------------- helpers
def _unzip(zip_path: Path, dest: Path) -> None:
    """Unpack as a user would: `unzip` where there is one (it restores the executable
    bits and symlinks), else the same by hand."""
    if shutil.which("unzip") and sys.platform != "win32":
        subprocess.run(["unzip", "-q", str(zip_path), "-d", str(dest)], check=True)
        return
    with zipfile.ZipFile(zip_path) as zf:
        for info in zf.infolist():
            target = dest / info.filename
            mode = info.external_attr >> 16
            if info.is_dir():
                target.mkdir(parents=True, exist_ok=True)
            elif stat.S_ISLNK(mode) and hasattr(os, "symlink"):
                target.parent.mkdir(parents=True, exist_ok=True)
                os.symlink(zf.read(info).decode(), target)
            else:
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_bytes(zf.read(info))
                if mode & 0o777:
                    os.chmod(target, mode & 0o777)


def _set_writable(folder: Path, writable: bool) -> None:
    for path in [folder, *folder.rglob("*")]:
        if path.is_symlink():
            continue
        mode = path.stat().st_mode
        if writable:
            mode |= stat.S_IWUSR
        else:
            mode &= ~(stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH)
        os.chmod(path, mode)


def _snapshot(folder: Path) -> dict:
    """Every entry under ``folder`` with its size and content hash: whatever the program
    might write beside itself shows up as a difference (this also holds for root, whom
    the read-only bits do not stop)."""
    snap = {}
    for path in sorted(folder.rglob("*")):
        rel = path.relative_to(folder).as_posix()
        if path.is_symlink():
            snap[rel] = ("link", os.readlink(path))
        elif path.is_dir():
            snap[rel] = ("dir",)
        else:
            snap[rel] = ("file", path.stat().st_size,
                         hashlib.blake2b(path.read_bytes(), digest_size=16).hexdigest())
    return snap


def _env(data_dir: Path, home: Path) -> dict:
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("PYTHON", "LOMBER_"))}   # nothing of this checkout leaks in
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", LOMBER_DATA_DIR=str(data_dir),
               HOME=str(home), XDG_DATA_HOME=str(home / ".local" / "share"))
    return env


# ---------------------------------------------------------------------- fixtures
@pytest.fixture(scope="module")
def build(tmp_path_factory):
    base = tmp_path_factory.mktemp("freeze")
    dist, work = base / "dist", base / "work"
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "app.freeze", "--distpath", str(dist), "--workpath", str(work)],
        cwd=str(base), env=env, capture_output=True, text=True, timeout=1800)
    took = time.perf_counter() - started
    assert done.returncode == 0, f"build failed:\n{done.stdout}\n{done.stderr[-6000:]}"
    print(f"\n[freeze] built in {took:.0f} s\n{done.stdout}")
    zips = sorted(dist.glob("lomber-*.zip"))
    assert len(zips) == 1, zips
    return {"dist": dist, "zip": zips[0], "base": base}


@pytest.fixture(scope="module")
def installed(build):
    """The zip unpacked into a fresh folder and made read-only, as a user's copy in a
    folder the program may not write to."""
    dest = build["base"] / "unpacked"
    dest.mkdir()
    _unzip(build["zip"], dest)
    folder = dest / "lomber"
    exe = folder / EXE_NAME
    assert exe.is_file()
    _set_writable(folder, False)
    before = _snapshot(folder)
    yield {"folder": folder, "exe": exe}
    after = _snapshot(folder)
    _set_writable(folder, True)
    changed = sorted(k for k in set(before) | set(after) if before.get(k) != after.get(k))
    assert not changed, f"the program wrote beside itself: {changed[:10]}"


@pytest.fixture
def sandbox(tmp_path):
    data, home, cwd = tmp_path / "data", tmp_path / "home", tmp_path / "cwd"
    for p in (data, home, cwd):
        p.mkdir()
    return {"data": data, "home": home, "cwd": cwd, "env": _env(data, home)}


# ---------------------------------------------------------------------- tests
def test_zip_is_named_and_complete(build):
    name = build["zip"].name
    assert name.startswith(f"lomber-{__version__}-") and name.endswith(".zip")
    with zipfile.ZipFile(build["zip"]) as zf:
        names = set(zf.namelist())
        assert f"lomber/{EXE_NAME}" in names
        assert any(n.endswith("assets/fonts/DejaVuSans.ttf") for n in names)
        assert any(n.endswith("assets/fonts/LICENSE-DejaVu.txt") for n in names)
        if sys.platform != "win32":
            mode = zf.getinfo(f"lomber/{EXE_NAME}").external_attr >> 16
            assert mode & stat.S_IXUSR, "the executable lost its x bit in the zip"
        # what the program never needs stays out
        for unwanted in ("numpy", "tkinter", "_tkinter", "pygame/tests", "pygame/examples"):
            assert not any(f"/{unwanted}/" in n or f"/{unwanted}." in n for n in names), unwanted
    size_mb = build["zip"].stat().st_size / 1e6
    print(f"[freeze] {name}: {size_mb:.1f} MB")
    assert size_mb <= 40, f"zip is {size_mb:.1f} MB, the goal is 40 MB at most"


def test_version(installed, sandbox):
    done = subprocess.run([str(installed["exe"]), "--version"], env=sandbox["env"],
                          cwd=sandbox["cwd"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"lomber {__version__}"


def test_menu_first_frame(installed, sandbox):
    """The menu comes up (the start-up probe reports its first frame and exits)."""
    env = dict(sandbox["env"], LOMBER_STARTUP_PROBE="1")
    t0 = time.time()
    done = subprocess.run([str(installed["exe"])], env=env, cwd=sandbox["cwd"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    line = next(ln for ln in done.stdout.splitlines() if ln.startswith("LOMBER_STARTUP_PROBE"))
    fields = dict(kv.split("=", 1) for kv in line.split()[1:])
    print(f"[freeze] first frame of the menu after "
          f"{(float(fields['first_flip_epoch']) - t0) * 1000:.0f} ms")
    assert list(sandbox["cwd"].iterdir()) == []


def test_saves_go_to_the_data_folder(installed, sandbox):
    """A game in progress is saved in LOMBER_DATA_DIR (killed midway, it stays there)."""
    proc = subprocess.Popen(
        [str(installed["exe"]), "--game", "priyom", "--seats", "human,bot:rule,bot:rule",
         "--seed", "5", "--speed", "instant"],
        env=sandbox["env"], cwd=sandbox["cwd"], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 90
        saves = sandbox["data"] / "saves"
        while not list(saves.glob("*.json")) and time.monotonic() < deadline and proc.poll() is None:
            time.sleep(0.2)
        assert list(saves.glob("*.json")), "no save in the data folder: " + \
            (proc.stderr.read().decode(errors="replace") if proc.poll() is not None else "")
    finally:
        if proc.poll() is None:
            proc.send_signal(signal.SIGTERM if hasattr(signal, "SIGTERM") else signal.SIGINT)
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        proc.stdout.close()
        proc.stderr.close()
    assert list(sandbox["cwd"].iterdir()) == []


def test_whole_autoplay_game_with_screenshot(installed, sandbox):
    shot = sandbox["home"] / "end.png"
    started = time.perf_counter()
    done = subprocess.run(
        [str(installed["exe"]), "--game", "priyom", "--seats", "bot:rule,bot:rule,bot:rule",
         "--autoplay", "--exit-when-over", "--speed", "instant", "--seed", "3",
         "--size", f"{SIZE[0]}x{SIZE[1]}", "--screenshot", str(shot), "--stats"],
        env=sandbox["env"], cwd=sandbox["cwd"], capture_output=True, text=True, timeout=900)
    took = time.perf_counter() - started
    assert done.returncode == 0, f"exit {done.returncode}\n{done.stdout}\n{done.stderr[-4000:]}"
    print(f"[freeze] autoplay game in {took:.1f} s: {done.stdout.strip()}")
    assert list(sandbox["cwd"].iterdir()) == [], "the program wrote into the current folder"

    from PIL import Image
    with Image.open(shot) as img:
        assert img.format == "PNG"
        assert img.size == SIZE
        rgb = img.convert("RGB")
    colours = rgb.getcolors(maxcolors=1 << 20)
    assert colours is not None and len(colours) > 500, "too few colours for the table"
    small = rgb.resize((128, 80))
    raw = small.tobytes()
    pixels = list(zip(raw[0::3], raw[1::3], raw[2::3]))
    greenish = sum(1 for r, g, b in pixels if g > r + 8 and g > b)
    assert greenish / len(pixels) > 0.5, f"baize not dominant: {greenish}/{len(pixels)} green"
    lum = [(r * 299 + g * 587 + b * 114) // 1000 for r, g, b in pixels]
    assert max(lum) - min(lum) > 80, "a flat image: no text or cards drawn"
