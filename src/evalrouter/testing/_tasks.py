"""Bundled task sets, generated procedurally (no downloads), and their graders.

Every task set is a pure function of its name, so the same benchmark version always has the same
tasks, ids and answers. Each task also carries plausible wrong answers (the result of a typical
slip), which is what a simulated model says when it gets the task wrong.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from functools import cache

LETTERS = "ABCD"


@dataclass(frozen=True, slots=True)
class Task:
    id: str
    prompt: str
    target: str
    kind: str  # "numeric" or "choice"
    difficulty: float  # 0 (easy) .. 1 (hard)
    wrong_answers: tuple[str, ...]
    category: str

    @property
    def input_tokens(self) -> int:
        # A rough tokenizer: about four characters per token, plus the instruction wrapper.
        return 40 + len(self.prompt) // 4


# ---------------------------------------------------------------------------------------------
# Graders


_NUMBER = re.compile(r"-?\$?\d[\d,]*(?:\.\d+)?")
_ANSWER_LETTER = re.compile(r"answer\s*(?:is)?\s*[:\-]?\s*\(?([A-D])\)?\b", re.IGNORECASE)
_LONE_LETTER = re.compile(r"\b([A-D])\b")


def _number(text: str) -> Decimal | None:
    try:
        return Decimal(text.replace("$", "").replace(",", ""))
    except InvalidOperation:
        return None


def grade_numeric(response: str, target: str) -> bool:
    """Exact match of the last number in the response with the target, numerically."""
    found = _NUMBER.findall(response)
    if not found:
        return False
    value = _number(found[-1])
    expected = _number(target)
    return value is not None and expected is not None and value == expected


def grade_choice(response: str, target: str) -> bool:
    """The chosen letter (``Answer: C``, else the last lone capital A-D) equals the target."""
    explicit = _ANSWER_LETTER.findall(response)
    letters = explicit or _LONE_LETTER.findall(response)
    return bool(letters) and letters[-1].upper() == target.upper()


def grade(task: Task, response: str) -> bool:
    if task.kind == "choice":
        return grade_choice(response, task.target)
    return grade_numeric(response, task.target)


# ---------------------------------------------------------------------------------------------
# Arithmetic word problems

_NAMES = ("Ana", "Ben", "Chloe", "Dev", "Elena", "Farid", "Grace", "Hugo", "Ines", "Jonas")
_THINGS = ("apples", "stickers", "marbles", "books", "pencils", "cookies", "stamps", "shells")

WordProblem = tuple[str, int, tuple[int, ...], float]


def _shopping(rng: random.Random) -> WordProblem:
    name, thing = rng.choice(_NAMES), rng.choice(_THINGS)
    have, bags, per_bag = rng.randint(3, 40), rng.randint(2, 9), rng.randint(3, 12)
    text = (
        f"{name} has {have} {thing}. {name} buys {bags} bags with {per_bag} {thing} in each bag. "
        f"How many {thing} does {name} have now?"
    )
    return text, have + bags * per_bag, (have + bags + per_bag, bags * per_bag), 0.2


def _trip(rng: random.Random) -> WordProblem:
    s1, h1, s2, h2 = rng.randint(30, 90), rng.randint(2, 5), rng.randint(20, 70), rng.randint(1, 4)
    text = (
        f"A train travels at {s1} km per hour for {h1} hours, then at {s2} km per hour for "
        f"{h2} hours. How many kilometres does it travel in total?"
    )
    return text, s1 * h1 + s2 * h2, (s1 * h1 + s2, (s1 + s2) * (h1 + h2)), 0.4


def _wages(rng: random.Random) -> WordProblem:
    name = rng.choice(_NAMES)
    wage, hours, weeks = rng.randint(9, 25), rng.randint(5, 20), rng.randint(2, 6)
    spent = rng.randint(10, wage * hours * weeks - 1)
    earned = wage * hours * weeks
    text = (
        f"{name} earns ${wage} per hour and works {hours} hours each week. After {weeks} weeks, "
        f"{name} spends ${spent} on a bicycle. How many dollars does {name} have left?"
    )
    return text, earned - spent, (wage * hours - spent, earned), 0.55


def _bakery(rng: random.Random) -> WordProblem:
    morning, price = rng.randint(10, 60), rng.randint(2, 6)
    text = (
        f"A bakery sells {morning} muffins in the morning and twice as many in the afternoon. "
        f"Each muffin costs ${price}. How many dollars does the bakery make that day?"
    )
    return text, 3 * morning * price, (2 * morning * price, morning * price + 2), 0.45


def _classroom(rng: random.Random) -> WordProblem:
    students = rng.choice((20, 25, 40, 50, 60, 80, 100, 120))
    percent = rng.choice((10, 20, 25, 40, 50, 60, 75))
    girls = students * percent // 100
    text = (
        f"A school club has {students} members and {percent}% of them are girls. "
        f"How many members are boys?"
    )
    return text, students - girls, (girls, students - percent), 0.5


def _reading(rng: random.Random) -> WordProblem:
    per_day, days = rng.randint(8, 30), rng.randint(3, 9)
    total = per_day * days + rng.randint(5, 200)
    name = rng.choice(_NAMES)
    text = (
        f"{name}'s book has {total} pages. {name} reads {per_day} pages every day for {days} "
        f"days. How many pages are left to read?"
    )
    return text, total - per_day * days, (per_day * days, total - per_day), 0.3


def _garden(rng: random.Random) -> WordProblem:
    rows, per_row, eaten = rng.randint(4, 12), rng.randint(5, 15), rng.randint(2, 9)
    harvest = rng.randint(2, 4)
    text = (
        f"A garden has {rows} rows of {per_row} tomato plants. Each plant gives {harvest} "
        f"tomatoes, and birds eat {eaten} tomatoes. How many tomatoes are left?"
    )
    plants = rows * per_row
    return text, plants * harvest - eaten, (plants - eaten, plants * harvest), 0.6


def _savings(rng: random.Random) -> WordProblem:
    name = rng.choice(_NAMES)
    start, weekly, weeks, gift = (
        rng.randint(5, 50),
        rng.randint(3, 15),
        rng.randint(4, 12),
        rng.randint(10, 40),
    )
    text = (
        f"{name} has ${start} saved, adds ${weekly} every week for {weeks} weeks, and then gets "
        f"${gift} as a birthday gift. How many dollars has {name} saved in total?"
    )
    return text, start + weekly * weeks + gift, (start + weekly * weeks, weekly * weeks + gift), 0.5


_V2_TEMPLATES: tuple[Callable[[random.Random], WordProblem], ...] = (
    _shopping,
    _trip,
    _wages,
    _bakery,
    _classroom,
    _reading,
)
_V3_TEMPLATES = (*_V2_TEMPLATES, _garden, _savings)


def _word_problems(
    prefix: str,
    count: int,
    seed: str,
    templates: tuple[Callable[[random.Random], WordProblem], ...],
) -> tuple[Task, ...]:
    rng = random.Random(seed)
    tasks = []
    for index in range(count):
        template = templates[index % len(templates)]
        text, answer, slips, base = template(rng)
        wrong = tuple(dict.fromkeys(str(s) for s in (*slips, answer + 1, answer - 10)))
        wrong = tuple(w for w in wrong if w != str(answer))
        difficulty = min(1.0, max(0.0, base + rng.uniform(-0.15, 0.15)))
        tasks.append(
            Task(
                id=f"{prefix}-{index + 1:04d}",
                prompt=text,
                target=str(answer),
                kind="numeric",
                difficulty=round(difficulty, 3),
                wrong_answers=wrong,
                category=template.__name__.strip("_"),
            )
        )
    return tuple(tasks)


# ---------------------------------------------------------------------------------------------
# Multiple choice


ChoiceQuestion = tuple[str, str, list[str], float, str]


def _product(rng: random.Random) -> ChoiceQuestion:
    a, b = rng.randint(6, 19), rng.randint(6, 19)
    right = a * b
    wrong = [right + a, right - b, (a + 1) * (b - 1) if (a + 1) * (b - 1) != right else right + 2]
    return f"What is {a} times {b}?", str(right), [str(w) for w in wrong], 0.3, "arithmetic"


def _prime(rng: random.Random) -> ChoiceQuestion:
    primes = [53, 59, 61, 67, 71, 73, 79, 83, 89, 97, 101, 103, 107, 109, 113]
    composites = [51, 57, 63, 69, 77, 81, 87, 91, 93, 99, 111, 117, 119, 121]
    right = rng.choice(primes)
    wrong = rng.sample(composites, 3)
    return "Which of these numbers is prime?", str(right), [str(w) for w in wrong], 0.6, "numbers"


def _remainder(rng: random.Random) -> ChoiceQuestion:
    b = rng.randint(3, 9)
    a = rng.randint(30, 200)
    right = a % b
    wrong = sorted({(right + k) % b for k in range(1, b)} - {right})[:3]
    while len(wrong) < 3:
        wrong.append(b + len(wrong))
    return (
        f"What is the remainder when {a} is divided by {b}?",
        str(right),
        [str(w) for w in wrong],
        0.45,
        "numbers",
    )


def _fraction(rng: random.Random) -> ChoiceQuestion:
    pairs = [("0.25", "1/4"), ("0.5", "1/2"), ("0.75", "3/4"), ("0.2", "1/5"), ("0.125", "1/8")]
    decimal, right = rng.choice(pairs)
    pool = ["1/3", "2/5", "3/8", "1/6", "2/3", "4/5", "1/4", "1/2", "3/4", "1/5", "1/8"]
    wrong = rng.sample([p for p in pool if p != right], 3)
    return f"Which fraction is equal to {decimal}?", right, wrong, 0.35, "fractions"


def _area(rng: random.Random) -> ChoiceQuestion:
    w, h = rng.randint(3, 15), rng.randint(3, 15)
    right = w * h
    wrong = [2 * (w + h), w + h, right + w]
    if 2 * (w + h) == right:
        wrong[0] = right + h + 1
    return (
        f"A rectangle is {w} cm wide and {h} cm tall. What is its area in square centimetres?",
        str(right),
        [str(x) for x in wrong],
        0.4,
        "geometry",
    )


def _minutes(rng: random.Random) -> ChoiceQuestion:
    hours, extra = rng.randint(2, 9), rng.choice((0, 15, 30, 45))
    right = hours * 60 + extra
    wrong = [hours * 100 + extra, hours * 60, right + 60]
    if extra == 0:
        wrong[1] = right - 30
    return (
        f"How many minutes are there in {hours} hours and {extra} minutes?",
        str(right),
        [str(x) for x in wrong],
        0.25,
        "units",
    )


_CHOICE_TEMPLATES: tuple[Callable[[random.Random], ChoiceQuestion], ...] = (
    _product,
    _prime,
    _remainder,
    _fraction,
    _area,
    _minutes,
)


def _choice_questions(prefix: str, count: int, seed: str) -> tuple[Task, ...]:
    rng = random.Random(seed)
    tasks = []
    for index in range(count):
        question, right, wrong, base, category = _CHOICE_TEMPLATES[index % len(_CHOICE_TEMPLATES)](
            rng
        )
        options = [right, *wrong[:3]]
        rng.shuffle(options)
        target = LETTERS[options.index(right)]
        lines = [question, *(f"{LETTERS[i]}. {option}" for i, option in enumerate(options))]
        wrong_letters = tuple(letter for letter in LETTERS if letter != target)
        difficulty = min(1.0, max(0.0, base + rng.uniform(-0.15, 0.15)))
        tasks.append(
            Task(
                id=f"{prefix}-{index + 1:04d}",
                prompt="\n".join(lines),
                target=target,
                kind="choice",
                difficulty=round(difficulty, 3),
                wrong_answers=wrong_letters,
                category=category,
            )
        )
    return tuple(tasks)


# ---------------------------------------------------------------------------------------------
# Long-context sums


def _long_sums(prefix: str, count: int, seed: str) -> tuple[Task, ...]:
    rng = random.Random(seed)
    tasks = []
    for index in range(count):
        numbers = [rng.randint(1, 99) for _ in range(rng.randint(150, 260))]
        total = sum(numbers)
        listing = ", ".join(str(n) for n in numbers)
        prompt = f"Add up all of the following numbers and give the total.\n{listing}"
        wrong = (str(total - numbers[-1]), str(total + numbers[0]), str(total - 10))
        tasks.append(
            Task(
                id=f"{prefix}-{index + 1:04d}",
                prompt=prompt,
                target=str(total),
                kind="numeric",
                difficulty=round(min(1.0, len(numbers) / 300), 3),
                wrong_answers=wrong,
                category="long_sum",
            )
        )
    return tuple(tasks)


@cache
def task_set(name: str) -> tuple[Task, ...]:
    """The tasks of a bundled task set, by name (``gsm8k@2``, ``mcq-mini@1``, …)."""
    if name == "gsm8k@2":
        return _word_problems("gsm8k-v2", 40, "evalrouter-local:gsm8k:2", _V2_TEMPLATES)
    if name == "gsm8k@3":
        return _word_problems("gsm8k-v3", 48, "evalrouter-local:gsm8k:3", _V3_TEMPLATES)
    if name == "mcq-mini@1":
        return _choice_questions("mcq-mini-v1", 30, "evalrouter-local:mcq-mini:1")
    if name == "longsum@1":
        return _long_sums("longsum-v1", 20, "evalrouter-local:longsum:1")
    raise KeyError(name)
