"""The bench table on screen."""
from __future__ import annotations

def _mb(b) -> str:
    if not b:
        return "-"
    return f"{b / 2**20:,.0f} MiB" if b >= 2**20 else f"{b / 2**10:,.0f} KiB"


def format_table(r: dict) -> str:
    m = r["machine"]
    lines = [f"hlocert bench {r['config']}: {r['about']}",
             f"variant {r['variant']}; {r['reps']} reps after {r['warmup']} warm-up; {r['date']}; "
             f"JAX reference compiled with {'the lowerer' if r['reference_options'] == 'lowerer' else 'jax.jit'}'s XLA options",
             *(f"  {ln} runs {vn}" for ln, vn in r["variants"].items()),
             f"machine: {m.get('nproc')} × {m.get('cpu')}" + (f"; GPU {', '.join(m['gpu'])}" if m.get("gpu") else "")
             + f"; load average before {r['load_average_before']} after {r['load_average_after']}",
             *(f"render {vn}: {d['seconds']:.2f} s, {d['bytes']:,} bytes, {d['lines']:,} lines"
               for vn, d in r["render"].items()),
             "",
             f"{'step':<6} {'median s':>9} {'min s':>8} {'img/s':>8} {'TFLOP/s':>8} {'compile s':>10} {'memory':>22}"]
    for k in ("xla", "iree", "jax"):
        if k not in r["step"]:
            if k in r["errors"]:
                lines.append(f"{k:<6} {r['errors'][k]}")
            continue
        s = r["step"][k]
        mem = r["memory"].get(k, {})
        memtxt = (f"peak {_mb(mem['peak_bytes'])}" if "peak_bytes" in mem
                  else f"RSS +{_mb(mem.get('rss_growth_bytes', mem.get('rss_bytes', 0)))}")
        lines.append(f"{k:<6} {s['median_s']:>9.3f} {s['min_s']:>8.3f} {s['images_per_s']:>8.1f} "
                     f"{s['achieved_tflops']:>8.3f} {r['compile_seconds'][k]:>10.1f} {memtxt:>22}")
        if "roofline_fraction" in s:
            lines.append("       roofline: " + ", ".join(f"{v:.1%} of {p}" for p, v in s["roofline_fraction"].items()))
    if r["ratios"]:
        lines.append("ratios of medians: " + "  ".join(f"{k} {v:.2f}×" for k, v in r["ratios"].items()))
        lines.append("median per-rep ratios: " + "  ".join(f"{k} {v:.2f}×" for k, v in r["ratios_paired"].items()))
    if "loader" in r:
        ld = r["loader"]
        lines.append(f"loader @224 RRC+flip ({ld['images']} JPEGs 500×375, batch {ld['batch']}): "
                     f"{ld['workers0_img_s']:.0f} img/s with 0 workers (1 core), "
                     f"{ld['workers2_img_s']:.0f} img/s with 2 workers")
    lines.append(f"process RSS peak {_mb(r['rss_peak_bytes'])}; {r['gflop_per_image']:.2f} GFLOP per image")
    return "\n".join(lines) + "\n"
