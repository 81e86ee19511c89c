"""timm's data set keys on local data (train.py's --dataset, --class-map, --input-key; create_dataset and
its folder reader): '' and the names timm reads as an image folder are --data's folder, its hub and
download prefixes refused in one line; the class map (a .txt, class i on line i) picks and orders the
folder's classes, the others left out (timm's find_images_and_targets); a folder's input key is its
file types; the iterable-only keys of an args.yaml (num_samples, target_key) and the scheduled-batch
one (train_batches_per_epoch) are ignored one line each, as timm's folders and fixed-size loader
ignore them."""
from pathlib import Path

import numpy as np
import pytest
import yaml
from PIL import Image

from hlocert.cli import main
from hlocert.data import DataError, ImageFolder, Loader
from hlocert.data.named import open_split, split_classes
from hlocert.data.packed import pack_folder
from hlocert.train.config import check_dataset
from hlocert.train.errors import TrainError
from hlocert.train.timm_args import load_args_yaml

TIMM_YAML = Path(__file__).parent.parent / "timm_args.yaml"
FAST = ["--workers", "0", "--epochs", "1", "--max-steps", "2", "--no-eval", "--no-plot"]


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    root = tmp_path_factory.mktemp("keys")
    rng = np.random.default_rng(0)
    for split in ("train", "val"):
        for c in ("a", "b", "c"):
            (root / split / c).mkdir(parents=True)
            for i in range(3):
                for ext in ("png", "bmp"):
                    Image.fromarray(rng.integers(0, 256, (12, 12, 3), dtype=np.uint8)).save(
                        root / split / c / f"{i}.{ext}")
    return root


@pytest.mark.parametrize("name", [None, "", "imagenet", "torch/image_folder", "TORCH/folder", "folder/mine"])
def test_the_names_timm_reads_as_an_image_folder_are_taken(name):
    check_dataset(name)


@pytest.mark.parametrize("name, said", [
    ("hfds/imagenet-1k", "--dataset hfds/imagenet-1k: timm's hfds/ reads Hugging Face datasets"),
    ("HFIDS/x", "timm's hfids/ reads Hugging Face streaming datasets"),
    ("tfds/imagenet2012", "timm's tfds/ reads TensorFlow datasets"),
    ("wds/shards", "timm's wds/ reads WebDataset shards"),
    ("torch/cifar10", "torchvision's cifar10 data set (downloaded by torchvision) is not an image folder"),
])
def test_a_hub_dataset_is_one_line(tmp_path, capsys, name, said):
    with pytest.raises(TrainError, match="drop --dataset"):
        check_dataset(name)
    assert main(["train", "--data", "digits", "--model", "tinycnn_S", "--dataset", name, *FAST,
                 "--out", str(tmp_path / "r")]) == 2
    err = capsys.readouterr().err.strip().splitlines()[-1]
    assert err.startswith("train: error:") and said in err, err


def test_a_class_map_picks_and_orders_the_classes(folder, tmp_path):
    (tmp_path / "map.txt").write_text("c\na\n")
    split = ImageFolder(folder, "train", progress=False, class_map=str(tmp_path / "map.txt"))
    assert split.classes == ["c", "a"] and split.left_out == ["b"]
    assert {Path(p).parent.name: y for p, y in split.samples} == {"c": 0, "a": 1}
    assert split_classes(str(folder), class_map=str(tmp_path / "map.txt")) == ["c", "a"]
    (folder / "in_root.txt").write_text("b\n")          # not found as given: tried under the root, as timm
    assert open_split(str(folder), "val", progress=False, class_map="in_root.txt").classes == ["b"]
    with Loader(split, 4, train=False, image_size=8, seed=0, workers=0) as ld:
        assert sorted(set(np.concatenate([b.labels[:b.valid] for b in ld.epoch(0)]))) == [0, 1]


@pytest.mark.parametrize("text, name, said", [
    ("c\nzz\n", "map.txt", "1 of its classes have no folder"),
    ("c\n\na\n", "map.txt", "line 2 is blank (timm would leave label 1 unused)"),
    ("c\na\nc\n", "map.txt", "names classes more than once: ['c']"),
    ("\n", "map.txt", "names no class"),
    ("c\n", "map.pkl", "hlocert reads timm's .txt class map"),
])
def test_a_bad_class_map_is_one_line(folder, tmp_path, text, name, said):
    (tmp_path / name).write_text(text)
    with pytest.raises(DataError) as e:
        ImageFolder(folder, "train", progress=False, class_map=str(tmp_path / name))
    assert said in str(e.value) and "\n" not in str(e.value)
    with pytest.raises(DataError, match="no such file"):
        ImageFolder(folder, "train", progress=False, class_map=str(tmp_path / "absent.txt"))


def test_a_folders_input_key_is_its_file_types(folder):
    both = open_split(str(folder), "train", progress=False)
    png = open_split(str(folder), "train", progress=False, input_key=".png")
    assert len(both) == 18 and len(png) == 9 and all(p.endswith(".png") for p, _ in png.samples)
    assert len(open_split(str(folder), "train", progress=False, input_key=".PNG;.bmp")) == 18
    with pytest.raises(DataError, match=r"--input-key 'png': a folder's input key is its image file types"):
        open_split(str(folder), "train", progress=False, input_key="png")


def test_a_packed_set_takes_neither(folder, tmp_path):
    packed = tmp_path / "packed"
    pack_folder(folder, packed)
    (tmp_path / "map.txt").write_text("a\n")
    for kw in ({"class_map": str(tmp_path / "map.txt")}, {"input_key": ".png"}):
        with pytest.raises(DataError, match="is a packed set") as e:
            open_split(str(packed), "train", **kw)
        assert "\n" not in str(e.value)


def test_a_digits_run_with_a_class_map_trains_three_classes(tmp_path, capsys):
    (tmp_path / "map.txt").write_text("3\n1\n7\n")
    out = tmp_path / "run"
    assert main(["train", "--data", "digits", "--model", "tinycnn_S", "--class-map", str(tmp_path / "map.txt"),
                 "--input-key", ".png", "--dataset", "torch/image_folder", "-b", "8", *FAST, "--out", str(out)]) == 0
    saved = yaml.safe_load((out / "args.yaml").read_text())
    assert saved["variant"].startswith("tinycnn_S-c3-") and saved["class_map"] == str(tmp_path / "map.txt")
    assert "7 class folder(s) it does not name left out (0, 2, 4, 5, 6, ...)" in capsys.readouterr().err


def test_an_args_yamls_data_keys(tmp_path, capsys):
    d = yaml.safe_load(TIMM_YAML.read_text())
    d.update(dataset="torch/image_folder", class_map="", input_key=".png", train_num_samples=1000,
             val_num_samples=100, train_batches_per_epoch=5, target_key="label")
    (tmp_path / "args.yaml").write_text(yaml.safe_dump(d))
    lines = []
    got = load_args_yaml(tmp_path / "args.yaml", lines.append)
    assert (got["dataset"], got.get("class_map"), got["input_key"]) == ("torch/image_folder", None, ".png")
    for key in ("train_num_samples", "val_num_samples", "train_batches_per_epoch", "target_key"):
        assert sum(f"ignored {key}:" in line for line in lines) == 1
    d["dataset"] = "hfds/x"
    (tmp_path / "args.yaml").write_text(yaml.safe_dump(d))
    assert main(["train", "-c", str(tmp_path / "args.yaml"), *FAST, "--out", str(tmp_path / "r")]) == 2
    assert "--dataset hfds/x: timm's hfds/ reads Hugging Face datasets" in capsys.readouterr().err.splitlines()[-1]
