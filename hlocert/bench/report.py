"""The bench table on screen."""
from __future__ import annotations

from .configs import BF16

_F32 = ("xla", "iree", "jax", "torch", "torch.compile")
ORDER = _F32 + tuple(k + BF16 for k in _F32)


def _mb(b) -> str:
    if not b:
        return "-"
    return f"{b / 2**20:,.0f} MiB" if b >= 2**20 else f"{b / 2**10:,.0f} KiB"


def _s(x) -> str:
    return "-" if x is None else f"{x:.1f}"


def format_table(r: dict) -> str:
    m = r["machine"]
    peer = m.get("torch") or {}
    lines = [f"hlocert bench {r['config']} ({r.get('timed', 'train step')}): {r['about']}",
             f"variant {r['variant']}; each contender in its own process, {r['threads']} thread(s); "
             f"{r['reps']} rotated rounds after {r['warmup']} warm-up; {r['date']}; "
             f"JAX reference compiled with {'the lowerer' if r['reference_options'] == 'lowerer' else 'jax.jit'}'s XLA options",
             *(f"  {ln} runs {vn}" for ln, vn in r["variants"].items()),
             f"machine: {m.get('nproc')} × {m.get('cpu')}" + (f"; GPU {', '.join(m['gpu'])}" if m.get("gpu") else "")
             + (f"; torch {peer.get('torch')}, timm {peer.get('timm')}" if peer else "")
             + f"; load average before {r['load_average_before']} after {r['load_average_after']}",
             "",
             f"{'contender':<14} {'median s':>9} {'min s':>8} {'img/s':>8} {'× torch':>8} {'compile s':>10} "
             f"{'1st step cold':>14} {'warm':>6} {'peak RSS':>10} {'steps RSS':>10} {'warm RSS':>10} {'XLA peak':>10}"]
    for k in ORDER:
        if k not in r["step"]:
            if k in r["errors"]:
                lines.append(f"{k:<14} {r['errors'][k]}")
            continue
        s, f, mem = r["step"][k], r["first_step"][k], r["memory"][k]
        ratio = r["ratios"].get(f"{k}/torch", 1.0 if k == "torch" else None)
        lines.append(f"{k:<14} {s['median_s']:>9.4g} {s['min_s']:>8.4g} {s['images_per_s']:>8.1f} "
                     f"{'-' if ratio is None else f'{ratio:.2f}×':>8} {f['compile_s']:>10.1f} "
                     f"{_s(f['cold_s']) + ' s':>14} {_s(f.get('warm_s')):>6} {_mb(mem['rss_peak_bytes']):>10} {_mb(mem.get('steps_rss_peak_bytes')):>10} {_mb(f.get('warm_rss_peak_bytes')):>10} "
                     f"{_mb((mem['memory'] or {}).get('peak_bytes')):>10}")
        if "roofline_fraction" in s:
            lines.append("       roofline: " + ", ".join(f"{v:.1%} of {p}" for p, v in s["roofline_fraction"].items()))
    lines += [f"note: {k}: {e}" for k, e in r["errors"].items() if k not in ORDER]
    if r["ratios"]:
        lines.append("ratios of medians: " + "  ".join(f"{k} {v:.2f}×" for k, v in r["ratios"].items()))
        lines.append("median per-round ratios: " + "  ".join(f"{k} {v:.2f}×" for k, v in r["ratios_paired"].items()))
    if r["step"]:
        lines.append("each turn: a step right after the other contenders' (untimed; median s: "
                     + ", ".join(f"{k} {s['after_idle_median_s']:.3f}" for k, s in r["step"].items())
                     + "), then the timed step back to back with it")
    if "loader" in r:
        ld = r["loader"]
        lines.append(f"loader @224 RRC+flip ({ld['images']} JPEGs 500×375, batch {ld['batch']}): "
                     f"{ld['workers0_img_s']:.0f} img/s with 0 workers (1 core), "
                     f"{ld['workers2_img_s']:.0f} img/s with 2 workers")
    lines.append(f"{r['gflop_per_image']:.2f} GFLOP per image; peak RSS: each contender's own process, "
                 "compile included; steps RSS: its peak from the end of the build through the steps; "
                 "warm RSS: the peak of its warm start (compile cache hit); "
                 "XLA peak: compiled arguments + outputs − aliased + temporaries")
    return "\n".join(lines) + "\n"
