#!/usr/bin/env python3
"""Writes the seed widgets' app-data fixtures into Sources/Products/Seeds/<Name>/Fixtures/.

Each folder holds what the widget's provider would find on a device: App Group UserDefaults
suites (UserDefaults/<suite>.json), and the files answering its downloads (urls.json maps each
URL to a file). Images are 8-bit RGB, non-interlaced PNGs drawn here and written with zlib, so
the script needs nothing beyond the Python standard library. Output is deterministic; run it
again after changing the data below and commit the result.
"""

import json
import os
import shutil
import struct
import zlib

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "Products", "Seeds")


# --- PNG ------------------------------------------------------------------------------------

def png(width, height, pixel_row):
    """Encodes an RGB image; pixel_row(y) returns a bytes-like of width * 3 bytes."""
    raw = bytearray()
    previous = None
    for y in range(height):
        row = bytes(pixel_row(y))
        assert len(row) == width * 3
        # Filter 2 (Up) when the row repeats the previous one, else 1 (Sub): both compress the
        # flat colours and gradients drawn here to almost nothing.
        if previous is not None and row == previous:
            raw.append(2)
            raw.extend(bytes(len(row)))
        else:
            raw.append(1)
            raw.extend(row[:3])
            raw.extend((row[i] - row[i - 3]) & 0xFF for i in range(3, len(row)))
        previous = row

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b""))


def mix(a, b, t):
    return tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(3))


def hex_rgb(value):
    value = value.lower().replace("0x", "").lstrip("#")
    return tuple(int(value[i:i + 2], 16) for i in (0, 2, 4))


def artwork(width, height, top, bottom, disc, disc_radius=0.3, stripe=None):
    """A vertical gradient with a centred disc and an optional horizontal stripe."""
    cx, cy, r = width / 2, height / 2, min(width, height) * disc_radius

    def row(y):
        base = mix(top, bottom, y / max(height - 1, 1))
        if stripe and abs(y - height * 0.78) < height * 0.04:
            base = stripe
        dy = y + 0.5 - cy
        out = bytearray()
        half = (r * r - dy * dy) ** 0.5 if dy * dy < r * r else -1
        for x in range(width):
            inside = half >= 0 and abs(x + 0.5 - cx) <= half
            out.extend(disc if inside else base)
        return out

    return png(width, height, row)


# --- writing --------------------------------------------------------------------------------

def reset(name):
    folder = os.path.join(ROOT, name, "Fixtures")
    if os.path.isdir(folder):
        shutil.rmtree(folder)
    os.makedirs(folder)
    return folder


def write_json(folder, path, value):
    target = os.path.join(folder, path)
    os.makedirs(os.path.dirname(target), exist_ok=True)
    with open(target, "w", encoding="utf-8") as f:
        json.dump(value, f, ensure_ascii=False, indent=2, sort_keys=True)
        f.write("\n")


def write_bytes(folder, path, data):
    target = os.path.join(folder, path)
    os.makedirs(os.path.dirname(target), exist_ok=True)
    with open(target, "wb") as f:
        f.write(data)


# --- 000 Podcast: App Group "group.cr2024im.data", key "episodes" (a JSON string) -----------

def podcast():
    folder = reset("Podcast")
    episodes = [
        ("rnr-1", "RNR 1: The First One", (31, 41, 84), (213, 70, 63)),
        ("rnr-2", "RNR 2: Widgets with Expo", (20, 90, 80), (240, 200, 90)),
        ("rnr-3", "RNR 3: Native Modules Without Fear", (60, 30, 90), (120, 200, 230)),
    ]
    urls = {}
    stored = []
    for guid, title, background, accent in episodes:
        url = f"https://images.reactnativeradio.example/episodes/{guid}/thumbnail.png"
        stored.append({"guid": guid, "title": title, "thumbnail": url})
        urls[url] = f"images/{guid}.png"
        write_bytes(folder, f"images/{guid}.png",
                    artwork(600, 600, background, mix(background, (0, 0, 0), 0.5), accent, 0.32, accent))
    # The app writes JSON.stringify(episodes) into the suite, so the value is a string.
    write_json(folder, "UserDefaults/group.cr2024im.data.json",
               {"episodes": json.dumps(stored, ensure_ascii=False, separators=(",", ":"))})
    write_json(folder, "urls.json", urls)
    # A second fixture: the app with no favourites yet, for the widget's empty state.
    write_json(folder, "NoFavorites/UserDefaults/group.cr2024im.data.json", {"episodes": "[]"})


# --- 001 MyVocabulary: Core Data rows, served through the App Group suite ------------------

def vocabulary():
    folder = reset("Vocabulary")
    translations = [
        ("apple", "manzana", 0), ("to remember", "recordar", 1), ("butterfly", "mariposa", 0),
        ("nevertheless", "sin embargo", 2), ("window", "ventana", 5), ("to borrow", "tomar prestado", 1),
        ("knowledge", "conocimiento", 3), ("bridge", "puente", 4), ("cloud", "nube", 2),
        ("to wander", "deambular", 0), ("library", "biblioteca", 5), ("thunderstorm", "tormenta", 3),
    ]
    write_json(folder, "UserDefaults/group.com.serg-ios.MyVocabulary.json", {
        "translations": [
            {"id": f"tr-{index + 1:02d}", "original": original, "translation": translated,
             "level": level, "originalLanguage": "en", "translationLanguage": "es"}
            for index, (original, translated, level) in enumerate(translations)
        ]
    })


# --- 002 InAppStory: App Group suite, key "widget_stories" ---------------------------------

def in_app_story():
    folder = reset("InAppStory")
    stories = [
        {"id": "2041", "title": "Autumn collection is here", "image": "", "color": "#E8603C"},
        {"id": "2042", "title": "Five tips for a calmer morning routine",
         "image": "https://cdn.inappstory.example/stories/2042/cover.png", "color": "#2E6FD8"},
        {"id": "2043", "title": "Weekly digest", "image": "", "color": "4A9"},
    ]
    write_json(folder, "UserDefaults/group.com.inappstory.widget.json", {"widget_stories": stories})
    write_json(folder, "urls.json", {stories[1]["image"]: "images/2042.png"})
    write_bytes(folder, "images/2042.png",
                artwork(160, 220, (46, 111, 216), (12, 40, 90), (250, 214, 120), 0.28))
    # A second fixture: the app has not been opened, so it stored an empty list (EmptyList).
    write_json(folder, "LoggedOut/UserDefaults/group.com.inappstory.widget.json", {"widget_stories": []})


# --- 003 GameStatus: the game server's status endpoint -------------------------------------

def game_status():
    folder = reset("GameStatus")
    write_json(folder, "responses/game-status.json", {"gameStatus": "Your turn · Round 12 vs. Mia"})
    write_json(folder, "urls.json", {"https://api.mygame.example/v1/game-status": "responses/game-status.json"})


# --- 004 ZhiHu Daily: news-at.zhihu.com/api/4/news/latest and its images --------------------

TOP_STORIES = [
    (9726632, "为什么沈阳人那么爱吃鸡架？", "作者 / 地道风物", "0xb3774e", "v2-868f475c699a5c1e29be0cc3ef16a81b"),
    (9726467, "35 岁真的就很容易失业吗？", "作者 / Sean Ye", "0x48586b", "v2-2b3a9a4f1c1e0d7f5b1f0c39d1a8e3c2"),
    (9726589, "有哪些适合在家做、简单又好吃的早餐？", "作者 / 吃货研究所", "0xc79a5a", "v2-5d0c7e1f2a3b4c5d6e7f8091a2b3c4d5"),
    (9726601, "为什么越来越多的年轻人开始喜欢逛博物馆？", "作者 / 小博", "0x5a7a9c", "v2-9f8e7d6c5b4a39281706f5e4d3c2b1a0"),
    (9726544, "如何评价电影《八佰》？", "作者 / 影视评论", "0x3d3d3d", "v2-0a1b2c3d4e5f60718293a4b5c6d7e8f9"),
]


def zhihu_daily():
    folder = reset("ZhiHuDaily")
    urls = {}
    top = []
    for index, (story_id, title, hint, hue, image) in enumerate(TOP_STORIES):
        url = f"https://pic{index % 4 + 1}.zhimg.com/{image}.jpg"
        urls[url] = f"images/{story_id}.png"
        colour = hex_rgb(hue)
        write_bytes(folder, f"images/{story_id}.png",
                    artwork(240, 240, mix(colour, (255, 255, 255), 0.25), colour, mix(colour, (0, 0, 0), 0.35), 0.25))
        top.append({"image_hue": hue, "hint": hint, "url": f"https://daily.zhihu.com/story/{story_id}",
                    "image": url, "title": title, "ga_prefix": f"0810{7 + index:02d}", "type": 0, "id": story_id})
    stories = [
        {"image_hue": "0x7d8a5c", "title": "小事 · 第一次独自旅行", "url": "https://daily.zhihu.com/story/9726650",
         "hint": "VOL.1024", "ga_prefix": "081022", "images": ["https://pic1.zhimg.com/v2-small-9726650.jpg"],
         "type": 0, "id": 9726650},
        {"image_hue": "0x8c6e5a", "title": "瞎扯 · 如何正确地吐槽", "url": "https://daily.zhihu.com/story/9726652",
         "hint": "作者 / 知乎日报", "ga_prefix": "081006", "images": ["https://pic2.zhimg.com/v2-small-9726652.jpg"],
         "type": 0, "id": 9726652},
    ]
    write_json(folder, "responses/news-latest.json", {"date": "20200810", "stories": stories, "top_stories": top})
    urls["https://news-at.zhihu.com/api/4/news/latest"] = "responses/news-latest.json"
    write_json(folder, "urls.json", urls)
    # Named images for the article's static `storyPairs` (`Image("9726467")`), as an app's
    # asset catalog would hold them.
    for story_id, _, _, hue, _ in TOP_STORIES[:3]:
        colour = hex_rgb(hue)
        write_bytes(folder, f"Assets/{story_id}.png",
                    artwork(240, 240, colour, mix(colour, (0, 0, 0), 0.4), mix(colour, (255, 255, 255), 0.5), 0.2))


if __name__ == "__main__":
    podcast()
    vocabulary()
    in_app_story()
    game_status()
    zhihu_daily()
    total = 0
    for name in sorted(os.listdir(ROOT)):
        for base, _, files in os.walk(os.path.join(ROOT, name, "Fixtures")):
            total += sum(os.path.getsize(os.path.join(base, f)) for f in files if f.endswith(".png"))
    assert total < 2 * 1024 * 1024, f"fixture images take {total} bytes"
    print(f"fixture images: {total} bytes")
