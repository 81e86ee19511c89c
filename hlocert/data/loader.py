"""Deterministic, resumable, multi-process batch loader over an :class:`ImageFolder` or a packed split
(:class:`hlocert.data.packed.PackedSplit`: the same contract, samples read by offset from shards).

Determinism contract
--------------------
* The sample order of epoch ``e`` is a permutation drawn from ``(seed, e)`` (train) or the folder
  order (eval). Batch ``b`` covers positions ``b*B .. b*B+B-1`` of that order. With ``repeats``
  (timm's ``--aug-repeats``, repeat.py) the train order is timm's RepeatAugSampler on that
  permutation, its ``replicas`` streams laid out as the rows of each global batch: each image N
  times an epoch, each copy at its own position (so its own augmentation), the epoch truncated
  as timm's.
* The augmentation of the sample at position ``p`` (crop, flips, RandAugment or colour jitter,
  random erasing: augment.py) comes from a generator seeded with ``(seed, e, p)``; the mixup/cutmix draw of batch ``b`` from ``(seed, e, b)``. So a batch is a
  pure function of ``(seed, epoch, index)``: worker count and scheduling do not change it, and
  ``epoch(e, start=k)`` yields exactly batches ``k..`` of an uninterrupted epoch ``e``.
* ``step_rows`` (default B): the rows of one step, a global batch being B / step_rows of them
  (replicas × micro-batches, each as timm's per-process loader batch). With ``splits`` S > 1
  (timm's ``--aug-splits``) each step's rows hold step_rows/S images, each as S views
  (``Augment.train_views``: one crop shared, view 0 clean, the others through the secondary
  transforms), laid out split by split as timm's collate lays them: row s·(step_rows/S) + n of the
  step is view s of its image n; batch ``b`` covers positions ``b*B/S ..`` of the order. Random
  erasing draws per row; with ``resplit`` (timm's ``--resplit``) the first split's rows of each step
  are left unerased (timm's prefetcher erases from row step_rows/S on; without splits, from half).
* An image that cannot be decoded is skipped. In training it is replaced by the next decodable
  image in the epoch order (positions ``p+1, p+2, ...`` wrapping), keeping the transform key of
  position ``p``: a train batch is always full. In evaluation it is left out, never substituted
  (a substitute would be scored twice): the batch's decodable images move up and ``Batch.valid``
  counts them, so an eval pass scores each readable image once. Each skip is counted in
  ``Loader.skipped`` and its path kept in ``Loader.skipped_paths`` (and a warning is printed the
  first time a path fails). A zero image is never produced for a real row.
  ``Loader.skipped_images`` counts the distinct images left out: those the folder scan skipped
  (not regular files, see folder.py) and those that did not decode.
* ``rows=(start, stop)`` (a train loader of one process of a multi-process run): each batch holds
  only rows ``start .. stop-1`` of the global batch (``Batch.first_row`` = start), and only those
  are decoded, plus, under mixup/cutmix, the mirror rows ``B-1-r`` they mix with (the batch is
  mixed with itself reversed). Order, crops and the mix draw are the global ones, so every row
  holds the same bytes whatever the split.
* ``schedule`` (a :class:`hlocert.data.scheduled.SizeSchedule`, timm's ``--train-img-sizes``): batch
  ``b`` of epoch ``e`` is the schedule's choice ``c`` of that batch (``Batch.choice``): ``replicas``
  × its batch rows at its image size, covering positions ``replicas·offsets[b] ..`` of the epoch's
  order, the order cycled past the split's end (each further pass a permutation drawn from
  ``(seed, e, pass)``); the crops and mix draws keyed as above, so a batch is still a pure function
  of ``(seed, epoch, index)``.

Worker processes die with the process that started them (hlocert/children.py): on Linux each
asks the kernel for SIGKILL when its parent exits (``prctl(PR_SET_PDEATHSIG)``) as the first
thing it does, before it imports anything of its parent's, and every worker exits when it finds
it has been re-parented (the parent died before the request took effect, or on systems without
prctl, checked before each batch), so a killed trainer leaves no workers behind, even while they
start.
"""
from __future__ import annotations

import concurrent.futures as cf
import math
import multiprocessing.context
import os
import sys
from collections import deque
from dataclasses import dataclass
from typing import Iterator

import numpy as np

from ..children import ArmedName, die_with, exit_if_orphaned
from .errors import DataError
from .folder import ImageFolder
from .packed import PackedSplit
from .augment import Augment
from .mixup import Mixup, mix_rows
from .repeat import global_order, updates_per_epoch
from .scheduled import SizeSchedule
from .transforms import normalize

_ORDER_TAG = 0x0D0E
_SAMPLE_TAG = 0x5A3E
_MIX_TAG = 0x313C


@dataclass
class Batch:
    images: np.ndarray   # float32 [B, H, W, C] (C: the Augment's channels), normalised by the loader's Augment mean/std (ImageNet's by default)
    targets: np.ndarray  # float32 [B, K], soft targets (rows sum to 1 for real rows, 0 for padding)
    labels: np.ndarray   # int64 [B] (hard label of the first image; 0 for padding)
    valid: int           # real rows; < B only for the last eval batch
    index: int           # batch position within the epoch
    first_row: int = 0   # the global batch row of images[0] (a loader of some rows: Loader's rows)
    ids: np.ndarray | None = None  # int64 [B]: each row's sample (position in the split; -1 for padding)
    choice: int | None = None      # the schedule's choice of this batch (a scheduled loader: its size and batch)


# ----------------------------------------------------------------------------------------------
# decoding (runs in worker processes, or in-process when workers == 0)

class _Decoder:
    def __init__(self, cfg: dict):
        self.cfg = cfg
        self.source = cfg["source"]
        self.n = len(self.source)
        self._order_epoch = None
        self._order = None
        self._bad: dict[str, str] = {}

    def order(self, epoch: int, upto: int = 0) -> np.ndarray:
        """The sample order of `epoch`, at least `upto` long (a scheduled loader's: further passes
        appended, each its own permutation)."""
        if self._order_epoch != epoch:
            if self.cfg["train"]:
                rng = np.random.default_rng([_ORDER_TAG, self.cfg["seed"], epoch])
                self._order = rng.permutation(self.n)
                if self.cfg["repeats"]:
                    B, replicas = self.cfg["batch"], self.cfg["replicas"]
                    self._order = global_order(self._order, self.cfg["repeats"], replicas, B // replicas)
            else:
                self._order = np.arange(self.n)
            self._order_epoch = epoch
        if len(self._order) < upto:
            self._order = np.concatenate(
                [self._order] + [np.random.default_rng([_ORDER_TAG, self.cfg["seed"], epoch, k]).permutation(self.n)
                                 for k in range(len(self._order) // self.n, -(-upto // self.n))])
        return self._order

    def _load(self, i: int):
        """(image, None) or (None, why) for sample i; a failure is remembered by the sample's name."""
        name = self.source.name(i)
        if name in self._bad:
            return None, name, self._bad[name]
        try:
            return self.source.load(i), name, None
        except Exception as e:  # noqa: BLE001 - any decode failure is a skip, never a crash
            why = f"{type(e).__name__}: {e}"
            self._bad[name] = why
            return None, name, why

    def batch(self, epoch: int, b: int):
        """The decoded rows `cfg["decode"]` of batch `b` (every row when None), in that order."""
        cfg = self.cfg
        B, S = cfg["batch"], cfg["image_size"]
        order = self.order(epoch)
        start = b * B
        step = cfg["step_rows"]
        sched: SizeSchedule | None = cfg["schedule"]
        if sched is not None:
            c, R = int(sched.choices(epoch)[b]), cfg["replicas"]
            step, S = sched.batches[c], sched.sizes[c]
            B, start = R * step, R * int(sched.offsets(epoch)[b])
            order = self.order(epoch, start + B)
        valid = min(B, len(order) - start)
        rows = range(B) if cfg["decode"] is None else cfg["decode"]
        images = np.zeros((len(rows), S, S, cfg["augment"].channels), np.uint8)
        labels = np.zeros((len(rows),), np.int64)
        ids = np.full((len(rows),), -1, np.int64)
        erased: list[list] = [[] for _ in rows]   # per row: random erasing's boxes, applied once normalised
        skipped: list[tuple[str, str]] = []
        if not cfg["train"]:
            return (*self._eval_batch(order[start:start + valid], images, labels, ids, skipped), erased)
        augment = cfg["augment"]
        if cfg["splits"] > 1:
            return self._split_batch(epoch, b, images, labels, ids, erased, skipped)
        unerased = step // 2 if cfg["resplit"] else 0       # timm's prefetcher: from each step's second half on
        for i, r in enumerate(rows):
            if r >= valid:
                continue
            p = start + r
            im, j = self._decodable(order, p, skipped)
            rng = np.random.default_rng([_SAMPLE_TAG, cfg["seed"], epoch, p])
            images[i] = augment.train_image(im, S, rng)
            boxes = augment.erasures(S, rng)
            erased[i] = boxes if r % step >= unerased else []
            labels[i] = self.source.label(j)
            ids[i] = j
        return images, labels, ids, valid, skipped, erased

    def _decodable(self, order: np.ndarray, p: int, skipped: list):
        """(image, sample) at position p of `order`, or the next decodable one after it (wrapping)."""
        why = None
        for k in range(len(order)):
            j = int(order[(p + k) % len(order)])
            im, name, why = self._load(j)
            if im is not None:
                return im, j
            skipped.append((name, why))
        raise DataError(f"no image of {self.n} in the folder could be decoded (last error: {why})")

    def _split_batch(self, epoch: int, b: int, images, labels, ids, erased, skipped):
        """A train batch under aug splits (module docstring): B/S images, S views each, split by split
        within each step's rows."""
        cfg = self.cfg
        B, S, splits, step = cfg["batch"], cfg["image_size"], cfg["splits"], cfg["step_rows"]
        per_split = step // splits
        order = self.order(epoch)
        augment = cfg["augment"]
        for i in range(B // splits):
            p = b * (B // splits) + i
            im, j = self._decodable(order, p, skipped)
            rng = np.random.default_rng([_SAMPLE_TAG, cfg["seed"], epoch, p])
            first, n = divmod(i, per_split)
            for s, view in enumerate(augment.train_views(im, S, rng, splits)):
                r = first * step + s * per_split + n
                images[r] = view
                boxes = augment.erasures(S, rng)
                erased[r] = [] if cfg["resplit"] and s == 0 else boxes
                labels[r] = self.source.label(j)
                ids[r] = j
        return images, labels, ids, B, skipped, erased

    def _eval_batch(self, samples: np.ndarray, images: np.ndarray, labels: np.ndarray, ids: np.ndarray,
                    skipped: list):
        """An eval batch of the samples at `samples`: the decodable ones in order from row 0, the
        others skipped, never substituted (module docstring); valid = how many decoded."""
        valid = 0
        for s in samples:
            im, name, why = self._load(int(s))
            if im is None:
                skipped.append((name, why))
                continue
            images[valid] = self.cfg["augment"].eval_image(im, self.cfg["image_size"])
            labels[valid] = self.source.label(int(s))
            ids[valid] = int(s)
            valid += 1
        return images, labels, ids, valid, skipped


_WORKER: _Decoder | None = None
_PARENT: int | None = None


class _WorkerProcess(multiprocessing.context.SpawnProcess):
    """A spawned worker armed to die with this process before it imports anything (children.py)."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._name = ArmedName(self._name, os.getpid())


class _WorkerContext(multiprocessing.context.SpawnContext):
    Process = _WorkerProcess


def _worker_init(cfg: dict, parent: int) -> None:
    global _WORKER, _PARENT
    die_with(parent)
    _PARENT = parent
    _WORKER = _Decoder(cfg)


def _worker_batch(epoch: int, b: int):
    exit_if_orphaned(_PARENT)
    return _WORKER.batch(epoch, b)


# ----------------------------------------------------------------------------------------------

def smooth_one_hot(labels: np.ndarray, k: int, smoothing: float) -> np.ndarray:
    """timm convention: off = smoothing / K, on = 1 - smoothing + off."""
    off = smoothing / k
    t = np.full((labels.shape[0], k), off, np.float32)
    t[np.arange(labels.shape[0]), labels] = np.float32(1.0 - smoothing + off)
    return t


class Loader:
    def __init__(self, folder: ImageFolder | PackedSplit, batch: int, *, train: bool, image_size: int, seed: int,
                 workers: int = 2, num_classes: int | None = None, label_smoothing: float = 0.0,
                 mixup: float = 0.0, cutmix: float = 0.0, prefetch: int = 4,
                 augment: Augment = Augment(), rows: tuple[int, int] | None = None, mix: Mixup | None = None,
                 repeats: float = 0.0, replicas: int = 1, splits: int = 1, resplit: bool = False,
                 step_rows: int | None = None, schedule: SizeSchedule | None = None):
        """`augment`: the train pipeline (a train loader) or the eval resize, crop and normalisation
        (augment.py). `rows`: (start, stop), the rows of each global batch of `batch` this loader
        decodes and yields (a train loader of one process of a multi-process run; module docstring).
        `mix`: timm's whole Mixup (mixup.py); `mixup`, `cutmix`: its alphas alone, the other arguments timm's defaults.
        `repeats` N > 0 (a train loader): timm's repeated augmentation over `replicas` replicas, each
        `batch / replicas` rows of a global batch (repeat.py); 0: each image once an epoch.
        `splits` S > 1 (a train loader): timm's aug splits, each batch B/S images as S views (module
        docstring); `resplit`: random erasing left off the first split (timm's --resplit). `step_rows`:
        the rows of one step (a replica's micro-batch; default `batch`), each laid out on its own.
        `schedule` (a train loader): timm's scheduled sizes (module docstring), each batch `replicas`
        × its choice's batch at its size; `batch` and `image_size` then only checked."""
        k = len(folder.classes)
        if num_classes is not None and num_classes != k:
            raise DataError(f"class count mismatch: the model expects {num_classes} classes but "
                            f"{folder.split_dir!r} has {k}")
        if batch <= 0:
            raise DataError(f"batch must be positive, got {batch}")
        if image_size <= 0:
            raise DataError(f"image_size must be positive, got {image_size}")
        if not 0.0 <= label_smoothing < 1.0:
            raise DataError(f"label_smoothing must be in [0, 1), got {label_smoothing}")
        mix = mix if mix is not None else Mixup(mixup=float(mixup), cutmix=float(cutmix))
        mix.check_size(image_size)
        if schedule is not None:
            if not train or rows is not None or splits > 1 or repeats or (step_rows is not None and step_rows * replicas != batch):
                raise DataError("scheduled sizes: a train loader of one process, without aug splits, "
                                "--aug-repeats or micro-batches")
            for size in set(schedule.sizes):
                mix.check_size(size)
        if seed < 0:
            raise DataError(f"seed must be >= 0, got {seed}")
        if rows is not None and not (train and 0 <= rows[0] < rows[1] <= batch):
            raise DataError(f"rows {tuple(rows)} must be a (start, stop) range within a train batch of "
                            f"{batch} (0 <= start < stop <= {batch}); an eval loader yields whole batches")
        step_rows = batch if step_rows is None else int(step_rows)
        if step_rows < 1 or batch % step_rows:
            raise DataError(f"step_rows {step_rows} must divide the batch {batch}")
        if splits > 1 and not (train and step_rows % splits == 0 and not mix.active and rows is None and not repeats):
            raise DataError(f"aug splits {splits}: a train step of rows that is a multiple of {splits}, got {step_rows}, "
                            f"in one process, without mixup/cutmix or --aug-repeats"
                            if train else f"aug splits {splits}: an eval loader gives one view of each image")
        self.splits = max(1, int(splits)) if train else 1
        n = len(folder)
        if train and schedule is None and n < batch // self.splits:
            raise DataError(f"{folder.split_dir!r} has {n} images, fewer than one batch of {batch}")
        self._check_repeats(float(repeats), int(replicas), batch, n, train)
        self.folder = folder
        self.batch = int(batch)
        self.train = bool(train)
        self.image_size = int(image_size)
        self.seed = int(seed)
        self.workers = max(0, int(workers))
        self.num_classes = k
        self.label_smoothing = float(label_smoothing) if train else 0.0
        self.mix = mix if train else Mixup()
        self.prefetch = max(1, int(prefetch))
        self.augment = augment
        self.rows = range(self.batch) if rows is None else range(int(rows[0]), int(rows[1]))
        mixing = self.mix.active
        # under mixing a row also needs the row it mixes with, B-1-r
        decode = sorted(set(self.rows) | ({self.batch - 1 - r for r in self.rows} if mixing else set()))
        self._decoded = decode
        self.repeats = float(repeats) if train else 0.0
        self.replicas = int(replicas)
        self._cfg = dict(source=folder.source(), train=self.train, batch=self.batch,
                         image_size=self.image_size, seed=self.seed, augment=augment,
                         repeats=self.repeats, replicas=self.replicas, splits=self.splits, resplit=bool(resplit),
                         step_rows=step_rows, schedule=schedule,
                         decode=None if rows is None else decode)
        self.schedule = schedule
        self._local: _Decoder | None = None
        self._pool: cf.ProcessPoolExecutor | None = None
        self.skipped = 0
        self.skipped_paths: list[str] = []
        self.skip_reasons: dict[str, str] = {}

    @staticmethod
    def _check_repeats(repeats: float, replicas: int, batch: int, n: int, train: bool) -> None:
        if not (math.isfinite(repeats) and repeats >= 0):
            raise DataError(f"aug-repeats {repeats!r}: give a number > 0 (timm's --aug-repeats), or 0 for none")
        if replicas < 1 or batch % replicas:
            raise DataError(f"replicas {replicas} must be >= 1 and divide the global batch {batch}")
        if train and repeats and updates_per_epoch(n, repeats, replicas, batch // replicas) < 1:
            raise DataError(f"aug-repeats {repeats:g}: timm's sampler gives each of {replicas} replica(s) "
                            f"fewer than its {batch // replicas} rows of {n} images an epoch (give more images, "
                            f"or a smaller batch)")

    @property
    def skipped_images(self) -> int:
        """Distinct images of this split left out so far: by the folder scan, or undecodable."""
        return len(self.folder.skipped) + len(self.skipped_paths)

    # -- sizes ----------------------------------------------------------------------------------
    @property
    def batches_per_epoch(self) -> int:
        n = len(self.folder)
        if self.schedule is not None:
            return self.schedule.batches_per_epoch
        if self.train and self.repeats:
            return updates_per_epoch(n, self.repeats, self.replicas, self.batch // self.replicas)
        return n // (self.batch // self.splits) if self.train else -(-n // self.batch)

    def __len__(self) -> int:
        return self.batches_per_epoch

    # -- iteration ------------------------------------------------------------------------------
    def _get_pool(self) -> cf.ProcessPoolExecutor:
        if self._pool is None:
            self._pool = cf.ProcessPoolExecutor(
                max_workers=self.workers, mp_context=_WorkerContext(),
                initializer=_worker_init, initargs=(self._cfg, os.getpid()))
        return self._pool

    def _finish(self, epoch: int, b: int, raw) -> Batch:
        images_u8, labels, ids, valid, skipped, erased = raw
        for path, why in skipped:
            self.skipped += 1
            if path not in self.skip_reasons:
                self.skip_reasons[path] = why
                self.skipped_paths.append(path)
                print(f"hlocert.data: skipped unreadable image {path} ({why})", file=sys.stderr)
        x = normalize(images_u8, self.augment.mean, self.augment.std)
        for i, boxes in enumerate(erased):
            Augment.erase(x[i], boxes)
        t = smooth_one_hot(labels, self.num_classes, self.label_smoothing)
        B, rows, decoded, choice = self.batch, self.rows, self._decoded, None
        if self.schedule is not None:     # this batch's rows (one process: all of them)
            B, choice = len(x), int(self.schedule.choices(epoch)[b])
            rows = decoded = range(B)
        if valid < B:  # eval padding: zero images, zero targets, zero labels
            x[valid:] = 0.0
            t[valid:] = 0.0
            labels[valid:] = 0
        at = {r: i for i, r in enumerate(decoded)}     # batch row -> its place in the arrays
        own = [at[r] for r in rows]
        plan = None
        if self.train and self.mix.enabled(epoch):
            plan = self.mix.plan(np.random.default_rng([_MIX_TAG, self.seed, epoch, b]), B, *x.shape[1:3])
        if plan is not None:
            mirror = [at[B - 1 - r] for r in rows]
            x, t = mix_rows(x[own], t[own], x[mirror], t[mirror], plan, rows)
        elif own != list(range(len(x))):
            x, t = x[own], t[own]
        return Batch(images=x, targets=t, labels=labels[own], valid=min(int(valid), len(own)), index=b,
                     first_row=rows.start, ids=ids[own], choice=choice)

    def epoch(self, epoch: int, start: int = 0, stride: int = 1) -> Iterator[Batch]:
        """Batches start, start + stride, … of epoch `epoch` (a stride: one process's share of the
        eval batches, dealt round-robin); only those are decoded."""
        nb = self.batches_per_epoch
        if epoch < 0:
            raise DataError(f"epoch must be >= 0, got {epoch}")
        if not 0 <= start <= nb:
            raise DataError(f"start batch {start} outside 0..{nb}")
        if stride < 1:
            raise DataError(f"stride must be >= 1, got {stride}")
        return self._iter(int(epoch), range(int(start), nb, int(stride)))

    def _iter(self, epoch: int, todo: range) -> Iterator[Batch]:
        if self.workers == 0:
            if self._local is None:
                self._local = _Decoder(self._cfg)
            for b in todo:
                yield self._finish(epoch, b, self._local.batch(epoch, b))
            return
        pool = self._get_pool()
        ahead = max(self.prefetch, self.workers)
        pending: deque[tuple[int, cf.Future]] = deque()
        todo = iter(todo)
        nxt = next(todo, None)
        try:
            while nxt is not None or pending:
                while nxt is not None and len(pending) < ahead:
                    pending.append((nxt, pool.submit(_worker_batch, epoch, nxt)))
                    nxt = next(todo, None)
                b, fut = pending.popleft()
                yield self._finish(epoch, b, fut.result())
        finally:
            for _, fut in pending:
                fut.cancel()

    def __iter__(self):
        raise TypeError("iterate Loader.epoch(epoch, start) so the order is explicit")

    # -- lifecycle -------------------------------------------------------------------------------
    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __del__(self):
        try:
            self.close()
        except Exception:  # noqa: BLE001
            pass
