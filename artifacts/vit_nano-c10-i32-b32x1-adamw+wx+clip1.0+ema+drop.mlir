// hlocert 0.1.0 render: vit_nano-c10-i32-b32x1-adamw+wx+clip1.0+ema+drop
// model: ViT-nano/8  classes: 10  image: 32  batch per replica: 32  replicas: 1
// variant: adamw+wx+clip1.0+ema+drop
// loss: softmax cross-entropy against soft targets, mean over the batch; label smoothing and mixup, if any, are in the host's targets
// grad_norm: the global L2 norm of the gradients before clipping (optax.tree.norm of the raw, replica-mean gradients)
// clip: optax clip_by_global_norm at 1.0: g·c/‖g‖ when ‖g‖ ≥ c, else g (no epsilon)
// adam: β1 0.9  β2 0.999  eps 1e-08 (outside the sqrt); m' = β1·m + (1−β1)·g, v' = β2·v + (1−β2)·g², u = (m'/bc1) / (sqrt(v'/bc2) + eps); m, v start at 0
// weight decay: 0.05, decoupled (u + wd·θ, scaled by lr with the update) on parameters of rank ≥ 2 only (none on biases, norm scales/shifts, γ)
// update: θ' = θ − lr·u
// ema: e' = d·e + (1−d)·θ' of the updated weights, e starts at θ₀
// host scalar lr: the learning rate of step t (the host's schedule)
// host scalar bc1: 1 − β1^t = 1 − 0.9^t (bias correction of m, t the 1-based step)
// host scalar bc2: 1 − β2^t = 1 − 0.999^t (bias correction of v)
// host scalar ema_decay: min(cap, (1 + t)/(10 + t)), the EMA decay of step t
// arguments: x 32x32x32x3; params (56 tensors, 214,218 scalars); m (56 tensors, 214,218 scalars); v (56 tensors, 214,218 scalars); ema (56 tensors, 214,218 scalars); scalars (lr, bc1, bc2, ema_decay); drop_mask 32x8; targets 32x10
// results: params' (56 tensors, 214,218 scalars); m' (56 tensors, 214,218 scalars); v' (56 tensors, 214,218 scalars); ema' (56 tensors, 214,218 scalars); loss scalar; grad_norm scalar
// aliasing: each of params, m, v, ema is updated in place into its primed result
// content sha256: adb9baca440854ebeb34a48487c0e74bd4e1ac1f9397cd038739f2f5aa5dd1df
module @vit_nano_c10_i32_b32x1_adamw_wx_clip1_0_ema_drop {
  func.func public @main(%x: tensor<32x32x32x3xf32>, %patch_embed.proj.w: tensor<8x8x3x64xf32> {tf.aliasing_output = 0 : i32}, %patch_embed.proj.b: tensor<64xf32> {tf.aliasing_output = 1 : i32}, %cls.token: tensor<1x1x64xf32> {tf.aliasing_output = 2 : i32}, %pos.table: tensor<1x17x64xf32> {tf.aliasing_output = 3 : i32}, %blocks.0.norm1.g: tensor<64xf32> {tf.aliasing_output = 4 : i32}, %blocks.0.norm1.b: tensor<64xf32> {tf.aliasing_output = 5 : i32}, %blocks.0.attn.qkv.w: tensor<64x192xf32> {tf.aliasing_output = 6 : i32}, %blocks.0.attn.qkv.b: tensor<192xf32> {tf.aliasing_output = 7 : i32}, %blocks.0.attn.proj.w: tensor<64x64xf32> {tf.aliasing_output = 8 : i32}, %blocks.0.attn.proj.b: tensor<64xf32> {tf.aliasing_output = 9 : i32}, %blocks.0.norm2.g: tensor<64xf32> {tf.aliasing_output = 10 : i32}, %blocks.0.norm2.b: tensor<64xf32> {tf.aliasing_output = 11 : i32}, %blocks.0.mlp.fc1.w: tensor<64x256xf32> {tf.aliasing_output = 12 : i32}, %blocks.0.mlp.fc1.b: tensor<256xf32> {tf.aliasing_output = 13 : i32}, %blocks.0.mlp.fc2.w: tensor<256x64xf32> {tf.aliasing_output = 14 : i32}, %blocks.0.mlp.fc2.b: tensor<64xf32> {tf.aliasing_output = 15 : i32}, %blocks.1.norm1.g: tensor<64xf32> {tf.aliasing_output = 16 : i32}, %blocks.1.norm1.b: tensor<64xf32> {tf.aliasing_output = 17 : i32}, %blocks.1.attn.qkv.w: tensor<64x192xf32> {tf.aliasing_output = 18 : i32}, %blocks.1.attn.qkv.b: tensor<192xf32> {tf.aliasing_output = 19 : i32}, %blocks.1.attn.proj.w: tensor<64x64xf32> {tf.aliasing_output = 20 : i32}, %blocks.1.attn.proj.b: tensor<64xf32> {tf.aliasing_output = 21 : i32}, %blocks.1.norm2.g: tensor<64xf32> {tf.aliasing_output = 22 : i32}, %blocks.1.norm2.b: tensor<64xf32> {tf.aliasing_output = 23 : i32}, %blocks.1.mlp.fc1.w: tensor<64x256xf32> {tf.aliasing_output = 24 : i32}, %blocks.1.mlp.fc1.b: tensor<256xf32> {tf.aliasing_output = 25 : i32}, %blocks.1.mlp.fc2.w: tensor<256x64xf32> {tf.aliasing_output = 26 : i32}, %blocks.1.mlp.fc2.b: tensor<64xf32> {tf.aliasing_output = 27 : i32}, %blocks.2.norm1.g: tensor<64xf32> {tf.aliasing_output = 28 : i32}, %blocks.2.norm1.b: tensor<64xf32> {tf.aliasing_output = 29 : i32}, %blocks.2.attn.qkv.w: tensor<64x192xf32> {tf.aliasing_output = 30 : i32}, %blocks.2.attn.qkv.b: tensor<192xf32> {tf.aliasing_output = 31 : i32}, %blocks.2.attn.proj.w: tensor<64x64xf32> {tf.aliasing_output = 32 : i32}, %blocks.2.attn.proj.b: tensor<64xf32> {tf.aliasing_output = 33 : i32}, %blocks.2.norm2.g: tensor<64xf32> {tf.aliasing_output = 34 : i32}, %blocks.2.norm2.b: tensor<64xf32> {tf.aliasing_output = 35 : i32}, %blocks.2.mlp.fc1.w: tensor<64x256xf32> {tf.aliasing_output = 36 : i32}, %blocks.2.mlp.fc1.b: tensor<256xf32> {tf.aliasing_output = 37 : i32}, %blocks.2.mlp.fc2.w: tensor<256x64xf32> {tf.aliasing_output = 38 : i32}, %blocks.2.mlp.fc2.b: tensor<64xf32> {tf.aliasing_output = 39 : i32}, %blocks.3.norm1.g: tensor<64xf32> {tf.aliasing_output = 40 : i32}, %blocks.3.norm1.b: tensor<64xf32> {tf.aliasing_output = 41 : i32}, %blocks.3.attn.qkv.w: tensor<64x192xf32> {tf.aliasing_output = 42 : i32}, %blocks.3.attn.qkv.b: tensor<192xf32> {tf.aliasing_output = 43 : i32}, %blocks.3.attn.proj.w: tensor<64x64xf32> {tf.aliasing_output = 44 : i32}, %blocks.3.attn.proj.b: tensor<64xf32> {tf.aliasing_output = 45 : i32}, %blocks.3.norm2.g: tensor<64xf32> {tf.aliasing_output = 46 : i32}, %blocks.3.norm2.b: tensor<64xf32> {tf.aliasing_output = 47 : i32}, %blocks.3.mlp.fc1.w: tensor<64x256xf32> {tf.aliasing_output = 48 : i32}, %blocks.3.mlp.fc1.b: tensor<256xf32> {tf.aliasing_output = 49 : i32}, %blocks.3.mlp.fc2.w: tensor<256x64xf32> {tf.aliasing_output = 50 : i32}, %blocks.3.mlp.fc2.b: tensor<64xf32> {tf.aliasing_output = 51 : i32}, %norm.g: tensor<64xf32> {tf.aliasing_output = 52 : i32}, %norm.b: tensor<64xf32> {tf.aliasing_output = 53 : i32}, %head.w: tensor<64x10xf32> {tf.aliasing_output = 54 : i32}, %head.b: tensor<10xf32> {tf.aliasing_output = 55 : i32}, %m.patch_embed.proj.w: tensor<8x8x3x64xf32> {tf.aliasing_output = 56 : i32}, %m.patch_embed.proj.b: tensor<64xf32> {tf.aliasing_output = 57 : i32}, %m.cls.token: tensor<1x1x64xf32> {tf.aliasing_output = 58 : i32}, %m.pos.table: tensor<1x17x64xf32> {tf.aliasing_output = 59 : i32}, %m.blocks.0.norm1.g: tensor<64xf32> {tf.aliasing_output = 60 : i32}, %m.blocks.0.norm1.b: tensor<64xf32> {tf.aliasing_output = 61 : i32}, %m.blocks.0.attn.qkv.w: tensor<64x192xf32> {tf.aliasing_output = 62 : i32}, %m.blocks.0.attn.qkv.b: tensor<192xf32> {tf.aliasing_output = 63 : i32}, %m.blocks.0.attn.proj.w: tensor<64x64xf32> {tf.aliasing_output = 64 : i32}, %m.blocks.0.attn.proj.b: tensor<64xf32> {tf.aliasing_output = 65 : i32}, %m.blocks.0.norm2.g: tensor<64xf32> {tf.aliasing_output = 66 : i32}, %m.blocks.0.norm2.b: tensor<64xf32> {tf.aliasing_output = 67 : i32}, %m.blocks.0.mlp.fc1.w: tensor<64x256xf32> {tf.aliasing_output = 68 : i32}, %m.blocks.0.mlp.fc1.b: tensor<256xf32> {tf.aliasing_output = 69 : i32}, %m.blocks.0.mlp.fc2.w: tensor<256x64xf32> {tf.aliasing_output = 70 : i32}, %m.blocks.0.mlp.fc2.b: tensor<64xf32> {tf.aliasing_output = 71 : i32}, %m.blocks.1.norm1.g: tensor<64xf32> {tf.aliasing_output = 72 : i32}, %m.blocks.1.norm1.b: tensor<64xf32> {tf.aliasing_output = 73 : i32}, %m.blocks.1.attn.qkv.w: tensor<64x192xf32> {tf.aliasing_output = 74 : i32}, %m.blocks.1.attn.qkv.b: tensor<192xf32> {tf.aliasing_output = 75 : i32}, %m.blocks.1.attn.proj.w: tensor<64x64xf32> {tf.aliasing_output = 76 : i32}, %m.blocks.1.attn.proj.b: tensor<64xf32> {tf.aliasing_output = 77 : i32}, %m.blocks.1.norm2.g: tensor<64xf32> {tf.aliasing_output = 78 : i32}, %m.blocks.1.norm2.b: tensor<64xf32> {tf.aliasing_output = 79 : i32}, %m.blocks.1.mlp.fc1.w: tensor<64x256xf32> {tf.aliasing_output = 80 : i32}, %m.blocks.1.mlp.fc1.b: tensor<256xf32> {tf.aliasing_output = 81 : i32}, %m.blocks.1.mlp.fc2.w: tensor<256x64xf32> {tf.aliasing_output = 82 : i32}, %m.blocks.1.mlp.fc2.b: tensor<64xf32> {tf.aliasing_output = 83 : i32}, %m.blocks.2.norm1.g: tensor<64xf32> {tf.aliasing_output = 84 : i32}, %m.blocks.2.norm1.b: tensor<64xf32> {tf.aliasing_output = 85 : i32}, %m.blocks.2.attn.qkv.w: tensor<64x192xf32> {tf.aliasing_output = 86 : i32}, %m.blocks.2.attn.qkv.b: tensor<192xf32> {tf.aliasing_output = 87 : i32}, %m.blocks.2.attn.proj.w: tensor<64x64xf32> {tf.aliasing_output = 88 : i32}, %m.blocks.2.attn.proj.b: tensor<64xf32> {tf.aliasing_output = 89 : i32}, %m.blocks.2.norm2.g: tensor<64xf32> {tf.aliasing_output = 90 : i32}, %m.blocks.2.norm2.b: tensor<64xf32> {tf.aliasing_output = 91 : i32}, %m.blocks.2.mlp.fc1.w: tensor<64x256xf32> {tf.aliasing_output = 92 : i32}, %m.blocks.2.mlp.fc1.b: tensor<256xf32> {tf.aliasing_output = 93 : i32}, %m.blocks.2.mlp.fc2.w: tensor<256x64xf32> {tf.aliasing_output = 94 : i32}, %m.blocks.2.mlp.fc2.b: tensor<64xf32> {tf.aliasing_output = 95 : i32}, %m.blocks.3.norm1.g: tensor<64xf32> {tf.aliasing_output = 96 : i32}, %m.blocks.3.norm1.b: tensor<64xf32> {tf.aliasing_output = 97 : i32}, %m.blocks.3.attn.qkv.w: tensor<64x192xf32> {tf.aliasing_output = 98 : i32}, %m.blocks.3.attn.qkv.b: tensor<192xf32> {tf.aliasing_output = 99 : i32}, %m.blocks.3.attn.proj.w: tensor<64x64xf32> {tf.aliasing_output = 100 : i32}, %m.blocks.3.attn.proj.b: tensor<64xf32> {tf.aliasing_output = 101 : i32}, %m.blocks.3.norm2.g: tensor<64xf32> {tf.aliasing_output = 102 : i32}, %m.blocks.3.norm2.b: tensor<64xf32> {tf.aliasing_output = 103 : i32}, %m.blocks.3.mlp.fc1.w: tensor<64x256xf32> {tf.aliasing_output = 104 : i32}, %m.blocks.3.mlp.fc1.b: tensor<256xf32> {tf.aliasing_output = 105 : i32}, %m.blocks.3.mlp.fc2.w: tensor<256x64xf32> {tf.aliasing_output = 106 : i32}, %m.blocks.3.mlp.fc2.b: tensor<64xf32> {tf.aliasing_output = 107 : i32}, %m.norm.g: tensor<64xf32> {tf.aliasing_output = 108 : i32}, %m.norm.b: tensor<64xf32> {tf.aliasing_output = 109 : i32}, %m.head.w: tensor<64x10xf32> {tf.aliasing_output = 110 : i32}, %m.head.b: tensor<10xf32> {tf.aliasing_output = 111 : i32}, %v.patch_embed.proj.w: tensor<8x8x3x64xf32> {tf.aliasing_output = 112 : i32}, %v.patch_embed.proj.b: tensor<64xf32> {tf.aliasing_output = 113 : i32}, %v.cls.token: tensor<1x1x64xf32> {tf.aliasing_output = 114 : i32}, %v.pos.table: tensor<1x17x64xf32> {tf.aliasing_output = 115 : i32}, %v.blocks.0.norm1.g: tensor<64xf32> {tf.aliasing_output = 116 : i32}, %v.blocks.0.norm1.b: tensor<64xf32> {tf.aliasing_output = 117 : i32}, %v.blocks.0.attn.qkv.w: tensor<64x192xf32> {tf.aliasing_output = 118 : i32}, %v.blocks.0.attn.qkv.b: tensor<192xf32> {tf.aliasing_output = 119 : i32}, %v.blocks.0.attn.proj.w: tensor<64x64xf32> {tf.aliasing_output = 120 : i32}, %v.blocks.0.attn.proj.b: tensor<64xf32> {tf.aliasing_output = 121 : i32}, %v.blocks.0.norm2.g: tensor<64xf32> {tf.aliasing_output = 122 : i32}, %v.blocks.0.norm2.b: tensor<64xf32> {tf.aliasing_output = 123 : i32}, %v.blocks.0.mlp.fc1.w: tensor<64x256xf32> {tf.aliasing_output = 124 : i32}, %v.blocks.0.mlp.fc1.b: tensor<256xf32> {tf.aliasing_output = 125 : i32}, %v.blocks.0.mlp.fc2.w: tensor<256x64xf32> {tf.aliasing_output = 126 : i32}, %v.blocks.0.mlp.fc2.b: tensor<64xf32> {tf.aliasing_output = 127 : i32}, %v.blocks.1.norm1.g: tensor<64xf32> {tf.aliasing_output = 128 : i32}, %v.blocks.1.norm1.b: tensor<64xf32> {tf.aliasing_output = 129 : i32}, %v.blocks.1.attn.qkv.w: tensor<64x192xf32> {tf.aliasing_output = 130 : i32}, %v.blocks.1.attn.qkv.b: tensor<192xf32> {tf.aliasing_output = 131 : i32}, %v.blocks.1.attn.proj.w: tensor<64x64xf32> {tf.aliasing_output = 132 : i32}, %v.blocks.1.attn.proj.b: tensor<64xf32> {tf.aliasing_output = 133 : i32}, %v.blocks.1.norm2.g: tensor<64xf32> {tf.aliasing_output = 134 : i32}, %v.blocks.1.norm2.b: tensor<64xf32> {tf.aliasing_output = 135 : i32}, %v.blocks.1.mlp.fc1.w: tensor<64x256xf32> {tf.aliasing_output = 136 : i32}, %v.blocks.1.mlp.fc1.b: tensor<256xf32> {tf.aliasing_output = 137 : i32}, %v.blocks.1.mlp.fc2.w: tensor<256x64xf32> {tf.aliasing_output = 138 : i32}, %v.blocks.1.mlp.fc2.b: tensor<64xf32> {tf.aliasing_output = 139 : i32}, %v.blocks.2.norm1.g: tensor<64xf32> {tf.aliasing_output = 140 : i32}, %v.blocks.2.norm1.b: tensor<64xf32> {tf.aliasing_output = 141 : i32}, %v.blocks.2.attn.qkv.w: tensor<64x192xf32> {tf.aliasing_output = 142 : i32}, %v.blocks.2.attn.qkv.b: tensor<192xf32> {tf.aliasing_output = 143 : i32}, %v.blocks.2.attn.proj.w: tensor<64x64xf32> {tf.aliasing_output = 144 : i32}, %v.blocks.2.attn.proj.b: tensor<64xf32> {tf.aliasing_output = 145 : i32}, %v.blocks.2.norm2.g: tensor<64xf32> {tf.aliasing_output = 146 : i32}, %v.blocks.2.norm2.b: tensor<64xf32> {tf.aliasing_output = 147 : i32}, %v.blocks.2.mlp.fc1.w: tensor<64x256xf32> {tf.aliasing_output = 148 : i32}, %v.blocks.2.mlp.fc1.b: tensor<256xf32> {tf.aliasing_output = 149 : i32}, %v.blocks.2.mlp.fc2.w: tensor<256x64xf32> {tf.aliasing_output = 150 : i32}, %v.blocks.2.mlp.fc2.b: tensor<64xf32> {tf.aliasing_output = 151 : i32}, %v.blocks.3.norm1.g: tensor<64xf32> {tf.aliasing_output = 152 : i32}, %v.blocks.3.norm1.b: tensor<64xf32> {tf.aliasing_output = 153 : i32}, %v.blocks.3.attn.qkv.w: tensor<64x192xf32> {tf.aliasing_output = 154 : i32}, %v.blocks.3.attn.qkv.b: tensor<192xf32> {tf.aliasing_output = 155 : i32}, %v.blocks.3.attn.proj.w: tensor<64x64xf32> {tf.aliasing_output = 156 : i32}, %v.blocks.3.attn.proj.b: tensor<64xf32> {tf.aliasing_output = 157 : i32}, %v.blocks.3.norm2.g: tensor<64xf32> {tf.aliasing_output = 158 : i32}, %v.blocks.3.norm2.b: tensor<64xf32> {tf.aliasing_output = 159 : i32}, %v.blocks.3.mlp.fc1.w: tensor<64x256xf32> {tf.aliasing_output = 160 : i32}, %v.blocks.3.mlp.fc1.b: tensor<256xf32> {tf.aliasing_output = 161 : i32}, %v.blocks.3.mlp.fc2.w: tensor<256x64xf32> {tf.aliasing_output = 162 : i32}, %v.blocks.3.mlp.fc2.b: tensor<64xf32> {tf.aliasing_output = 163 : i32}, %v.norm.g: tensor<64xf32> {tf.aliasing_output = 164 : i32}, %v.norm.b: tensor<64xf32> {tf.aliasing_output = 165 : i32}, %v.head.w: tensor<64x10xf32> {tf.aliasing_output = 166 : i32}, %v.head.b: tensor<10xf32> {tf.aliasing_output = 167 : i32}, %ema.patch_embed.proj.w: tensor<8x8x3x64xf32> {tf.aliasing_output = 168 : i32}, %ema.patch_embed.proj.b: tensor<64xf32> {tf.aliasing_output = 169 : i32}, %ema.cls.token: tensor<1x1x64xf32> {tf.aliasing_output = 170 : i32}, %ema.pos.table: tensor<1x17x64xf32> {tf.aliasing_output = 171 : i32}, %ema.blocks.0.norm1.g: tensor<64xf32> {tf.aliasing_output = 172 : i32}, %ema.blocks.0.norm1.b: tensor<64xf32> {tf.aliasing_output = 173 : i32}, %ema.blocks.0.attn.qkv.w: tensor<64x192xf32> {tf.aliasing_output = 174 : i32}, %ema.blocks.0.attn.qkv.b: tensor<192xf32> {tf.aliasing_output = 175 : i32}, %ema.blocks.0.attn.proj.w: tensor<64x64xf32> {tf.aliasing_output = 176 : i32}, %ema.blocks.0.attn.proj.b: tensor<64xf32> {tf.aliasing_output = 177 : i32}, %ema.blocks.0.norm2.g: tensor<64xf32> {tf.aliasing_output = 178 : i32}, %ema.blocks.0.norm2.b: tensor<64xf32> {tf.aliasing_output = 179 : i32}, %ema.blocks.0.mlp.fc1.w: tensor<64x256xf32> {tf.aliasing_output = 180 : i32}, %ema.blocks.0.mlp.fc1.b: tensor<256xf32> {tf.aliasing_output = 181 : i32}, %ema.blocks.0.mlp.fc2.w: tensor<256x64xf32> {tf.aliasing_output = 182 : i32}, %ema.blocks.0.mlp.fc2.b: tensor<64xf32> {tf.aliasing_output = 183 : i32}, %ema.blocks.1.norm1.g: tensor<64xf32> {tf.aliasing_output = 184 : i32}, %ema.blocks.1.norm1.b: tensor<64xf32> {tf.aliasing_output = 185 : i32}, %ema.blocks.1.attn.qkv.w: tensor<64x192xf32> {tf.aliasing_output = 186 : i32}, %ema.blocks.1.attn.qkv.b: tensor<192xf32> {tf.aliasing_output = 187 : i32}, %ema.blocks.1.attn.proj.w: tensor<64x64xf32> {tf.aliasing_output = 188 : i32}, %ema.blocks.1.attn.proj.b: tensor<64xf32> {tf.aliasing_output = 189 : i32}, %ema.blocks.1.norm2.g: tensor<64xf32> {tf.aliasing_output = 190 : i32}, %ema.blocks.1.norm2.b: tensor<64xf32> {tf.aliasing_output = 191 : i32}, %ema.blocks.1.mlp.fc1.w: tensor<64x256xf32> {tf.aliasing_output = 192 : i32}, %ema.blocks.1.mlp.fc1.b: tensor<256xf32> {tf.aliasing_output = 193 : i32}, %ema.blocks.1.mlp.fc2.w: tensor<256x64xf32> {tf.aliasing_output = 194 : i32}, %ema.blocks.1.mlp.fc2.b: tensor<64xf32> {tf.aliasing_output = 195 : i32}, %ema.blocks.2.norm1.g: tensor<64xf32> {tf.aliasing_output = 196 : i32}, %ema.blocks.2.norm1.b: tensor<64xf32> {tf.aliasing_output = 197 : i32}, %ema.blocks.2.attn.qkv.w: tensor<64x192xf32> {tf.aliasing_output = 198 : i32}, %ema.blocks.2.attn.qkv.b: tensor<192xf32> {tf.aliasing_output = 199 : i32}, %ema.blocks.2.attn.proj.w: tensor<64x64xf32> {tf.aliasing_output = 200 : i32}, %ema.blocks.2.attn.proj.b: tensor<64xf32> {tf.aliasing_output = 201 : i32}, %ema.blocks.2.norm2.g: tensor<64xf32> {tf.aliasing_output = 202 : i32}, %ema.blocks.2.norm2.b: tensor<64xf32> {tf.aliasing_output = 203 : i32}, %ema.blocks.2.mlp.fc1.w: tensor<64x256xf32> {tf.aliasing_output = 204 : i32}, %ema.blocks.2.mlp.fc1.b: tensor<256xf32> {tf.aliasing_output = 205 : i32}, %ema.blocks.2.mlp.fc2.w: tensor<256x64xf32> {tf.aliasing_output = 206 : i32}, %ema.blocks.2.mlp.fc2.b: tensor<64xf32> {tf.aliasing_output = 207 : i32}, %ema.blocks.3.norm1.g: tensor<64xf32> {tf.aliasing_output = 208 : i32}, %ema.blocks.3.norm1.b: tensor<64xf32> {tf.aliasing_output = 209 : i32}, %ema.blocks.3.attn.qkv.w: tensor<64x192xf32> {tf.aliasing_output = 210 : i32}, %ema.blocks.3.attn.qkv.b: tensor<192xf32> {tf.aliasing_output = 211 : i32}, %ema.blocks.3.attn.proj.w: tensor<64x64xf32> {tf.aliasing_output = 212 : i32}, %ema.blocks.3.attn.proj.b: tensor<64xf32> {tf.aliasing_output = 213 : i32}, %ema.blocks.3.norm2.g: tensor<64xf32> {tf.aliasing_output = 214 : i32}, %ema.blocks.3.norm2.b: tensor<64xf32> {tf.aliasing_output = 215 : i32}, %ema.blocks.3.mlp.fc1.w: tensor<64x256xf32> {tf.aliasing_output = 216 : i32}, %ema.blocks.3.mlp.fc1.b: tensor<256xf32> {tf.aliasing_output = 217 : i32}, %ema.blocks.3.mlp.fc2.w: tensor<256x64xf32> {tf.aliasing_output = 218 : i32}, %ema.blocks.3.mlp.fc2.b: tensor<64xf32> {tf.aliasing_output = 219 : i32}, %ema.norm.g: tensor<64xf32> {tf.aliasing_output = 220 : i32}, %ema.norm.b: tensor<64xf32> {tf.aliasing_output = 221 : i32}, %ema.head.w: tensor<64x10xf32> {tf.aliasing_output = 222 : i32}, %ema.head.b: tensor<10xf32> {tf.aliasing_output = 223 : i32}, %lr: tensor<f32>, %bc1: tensor<f32>, %bc2: tensor<f32>, %ema_decay: tensor<f32>, %drop_mask: tensor<32x8xf32>, %targets: tensor<32x10xf32>) -> (tensor<8x8x3x64xf32>, tensor<64xf32>, tensor<1x1x64xf32>, tensor<1x17x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x10xf32>, tensor<10xf32>, tensor<8x8x3x64xf32>, tensor<64xf32>, tensor<1x1x64xf32>, tensor<1x17x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x10xf32>, tensor<10xf32>, tensor<8x8x3x64xf32>, tensor<64xf32>, tensor<1x1x64xf32>, tensor<1x17x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x10xf32>, tensor<10xf32>, tensor<8x8x3x64xf32>, tensor<64xf32>, tensor<1x1x64xf32>, tensor<1x17x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x10xf32>, tensor<10xf32>, tensor<f32>, tensor<f32>) {
    // ── forward ──
    %0 = "stablehlo.convolution"(%x, %patch_embed.proj.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 8, 8>} : (tensor<32x32x32x3xf32>, tensor<8x8x3x64xf32>) -> tensor<32x4x4x64xf32>
    %1 = "stablehlo.broadcast_in_dim"(%patch_embed.proj.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x4x4x64xf32>
    %2 = stablehlo.add %0, %1 : tensor<32x4x4x64xf32>
    %3 = "stablehlo.reshape"(%2) : (tensor<32x4x4x64xf32>) -> tensor<32x16x64xf32>
    %4 = "stablehlo.reshape"(%cls.token) : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x1x64xf32>
    %6 = "stablehlo.concatenate"(%5, %3) {dimension = 1 : i64} : (tensor<32x1x64xf32>, tensor<32x16x64xf32>) -> tensor<32x17x64xf32>
    %7 = "stablehlo.reshape"(%pos.table) : (tensor<1x17x64xf32>) -> tensor<17x64xf32>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<17x64xf32>) -> tensor<32x17x64xf32>
    %9 = stablehlo.add %6, %8 : tensor<32x17x64xf32>
    %10 = stablehlo.constant dense<0.0> : tensor<f32>
    %11 = "stablehlo.reduce"(%9, %10) ({
    ^bb0(%_r0a: tensor<f32>, %_r0b: tensor<f32>):
      %_r0c = stablehlo.add %_r0a, %_r0b : tensor<f32>
      "stablehlo.return"(%_r0c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %12 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %13 = stablehlo.divide %11, %12 : tensor<32x17xf32>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %15 = stablehlo.subtract %9, %14 : tensor<32x17x64xf32>
    %16 = stablehlo.multiply %15, %15 : tensor<32x17x64xf32>
    %17 = stablehlo.constant dense<0.0> : tensor<f32>
    %18 = "stablehlo.reduce"(%16, %17) ({
    ^bb0(%_r1a: tensor<f32>, %_r1b: tensor<f32>):
      %_r1c = stablehlo.add %_r1a, %_r1b : tensor<f32>
      "stablehlo.return"(%_r1c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %19 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %20 = stablehlo.divide %18, %19 : tensor<32x17xf32>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %22 = stablehlo.constant dense<1.0e-06> : tensor<32x17x64xf32>
    %23 = stablehlo.add %21, %22 : tensor<32x17x64xf32>
    %24 = stablehlo.rsqrt %23 : tensor<32x17x64xf32>
    %25 = stablehlo.multiply %15, %24 : tensor<32x17x64xf32>
    %26 = "stablehlo.broadcast_in_dim"(%blocks.0.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x17x64xf32>
    %27 = stablehlo.multiply %25, %26 : tensor<32x17x64xf32>
    %28 = "stablehlo.broadcast_in_dim"(%blocks.0.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x17x64xf32>
    %29 = stablehlo.add %27, %28 : tensor<32x17x64xf32>
    %30 = "stablehlo.dot_general"(%29, %blocks.0.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<32x17x64xf32>, tensor<64x192xf32>) -> tensor<32x17x192xf32>
    %31 = "stablehlo.broadcast_in_dim"(%blocks.0.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<32x17x192xf32>
    %32 = stablehlo.add %30, %31 : tensor<32x17x192xf32>
    %33 = "stablehlo.reshape"(%32) : (tensor<32x17x192xf32>) -> tensor<32x17x3x2x32xf32>
    %34 = "stablehlo.transpose"(%33) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<32x17x3x2x32xf32>) -> tensor<32x3x2x17x32xf32>
    %35 = "stablehlo.slice"(%34) {limit_indices = array<i64: 32, 1, 2, 17, 32>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<32x3x2x17x32xf32>) -> tensor<32x1x2x17x32xf32>
    %36 = "stablehlo.reshape"(%35) : (tensor<32x1x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %37 = "stablehlo.slice"(%34) {limit_indices = array<i64: 32, 2, 2, 17, 32>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<32x3x2x17x32xf32>) -> tensor<32x1x2x17x32xf32>
    %38 = "stablehlo.reshape"(%37) : (tensor<32x1x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %39 = "stablehlo.slice"(%34) {limit_indices = array<i64: 32, 3, 2, 17, 32>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<32x3x2x17x32xf32>) -> tensor<32x1x2x17x32xf32>
    %40 = "stablehlo.reshape"(%39) : (tensor<32x1x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %41 = stablehlo.constant dense<0.17677669> : tensor<32x2x17x32xf32>
    %42 = stablehlo.multiply %36, %41 : tensor<32x2x17x32xf32>
    %43 = "stablehlo.dot_general"(%42, %38) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<32x2x17x32xf32>, tensor<32x2x17x32xf32>) -> tensor<32x2x17x17xf32>
    %44 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %45 = "stablehlo.reduce"(%43, %44) ({
    ^bb0(%_r2a: tensor<f32>, %_r2b: tensor<f32>):
      %_r2c = stablehlo.maximum %_r2a, %_r2b : tensor<f32>
      "stablehlo.return"(%_r2c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x17x17xf32>, tensor<f32>) -> tensor<32x2x17xf32>
    %46 = "stablehlo.broadcast_in_dim"(%45) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x17xf32>) -> tensor<32x2x17x17xf32>
    %47 = stablehlo.subtract %43, %46 : tensor<32x2x17x17xf32>
    %48 = stablehlo.exponential %47 : tensor<32x2x17x17xf32>
    %49 = stablehlo.constant dense<0.0> : tensor<f32>
    %50 = "stablehlo.reduce"(%48, %49) ({
    ^bb0(%_r3a: tensor<f32>, %_r3b: tensor<f32>):
      %_r3c = stablehlo.add %_r3a, %_r3b : tensor<f32>
      "stablehlo.return"(%_r3c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x17x17xf32>, tensor<f32>) -> tensor<32x2x17xf32>
    %51 = "stablehlo.broadcast_in_dim"(%50) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x17xf32>) -> tensor<32x2x17x17xf32>
    %52 = stablehlo.divide %48, %51 : tensor<32x2x17x17xf32>
    %53 = "stablehlo.dot_general"(%52, %40) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<32x2x17x17xf32>, tensor<32x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %54 = "stablehlo.transpose"(%53) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<32x2x17x32xf32>) -> tensor<32x17x2x32xf32>
    %55 = "stablehlo.reshape"(%54) : (tensor<32x17x2x32xf32>) -> tensor<32x17x64xf32>
    %56 = "stablehlo.dot_general"(%55, %blocks.0.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<32x17x64xf32>, tensor<64x64xf32>) -> tensor<32x17x64xf32>
    %57 = "stablehlo.broadcast_in_dim"(%blocks.0.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x17x64xf32>
    %58 = stablehlo.add %56, %57 : tensor<32x17x64xf32>
    %59 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<32x8xf32>) -> tensor<32x1xf32>
    %60 = "stablehlo.broadcast_in_dim"(%59) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<32x1xf32>) -> tensor<32x17x64xf32>
    %61 = stablehlo.multiply %58, %60 : tensor<32x17x64xf32>
    %62 = stablehlo.add %61, %9 : tensor<32x17x64xf32>
    %63 = stablehlo.constant dense<0.0> : tensor<f32>
    %64 = "stablehlo.reduce"(%62, %63) ({
    ^bb0(%_r4a: tensor<f32>, %_r4b: tensor<f32>):
      %_r4c = stablehlo.add %_r4a, %_r4b : tensor<f32>
      "stablehlo.return"(%_r4c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %65 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %66 = stablehlo.divide %64, %65 : tensor<32x17xf32>
    %67 = "stablehlo.broadcast_in_dim"(%66) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %68 = stablehlo.subtract %62, %67 : tensor<32x17x64xf32>
    %69 = stablehlo.multiply %68, %68 : tensor<32x17x64xf32>
    %70 = stablehlo.constant dense<0.0> : tensor<f32>
    %71 = "stablehlo.reduce"(%69, %70) ({
    ^bb0(%_r5a: tensor<f32>, %_r5b: tensor<f32>):
      %_r5c = stablehlo.add %_r5a, %_r5b : tensor<f32>
      "stablehlo.return"(%_r5c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %72 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %73 = stablehlo.divide %71, %72 : tensor<32x17xf32>
    %74 = "stablehlo.broadcast_in_dim"(%73) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %75 = stablehlo.constant dense<1.0e-06> : tensor<32x17x64xf32>
    %76 = stablehlo.add %74, %75 : tensor<32x17x64xf32>
    %77 = stablehlo.rsqrt %76 : tensor<32x17x64xf32>
    %78 = stablehlo.multiply %68, %77 : tensor<32x17x64xf32>
    %79 = "stablehlo.broadcast_in_dim"(%blocks.0.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x17x64xf32>
    %80 = stablehlo.multiply %78, %79 : tensor<32x17x64xf32>
    %81 = "stablehlo.broadcast_in_dim"(%blocks.0.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x17x64xf32>
    %82 = stablehlo.add %80, %81 : tensor<32x17x64xf32>
    %83 = "stablehlo.dot_general"(%82, %blocks.0.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<32x17x64xf32>, tensor<64x256xf32>) -> tensor<32x17x256xf32>
    %84 = "stablehlo.broadcast_in_dim"(%blocks.0.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<256xf32>) -> tensor<32x17x256xf32>
    %85 = stablehlo.add %83, %84 : tensor<32x17x256xf32>
    %86 = stablehlo.constant dense<0.70710677> : tensor<32x17x256xf32>
    %87 = stablehlo.multiply %85, %86 : tensor<32x17x256xf32>
    %88 = "chlo.erf"(%87) : (tensor<32x17x256xf32>) -> tensor<32x17x256xf32>
    %89 = stablehlo.constant dense<1.0> : tensor<32x17x256xf32>
    %90 = stablehlo.add %88, %89 : tensor<32x17x256xf32>
    %91 = stablehlo.constant dense<0.5> : tensor<32x17x256xf32>
    %92 = stablehlo.multiply %85, %91 : tensor<32x17x256xf32>
    %93 = stablehlo.multiply %92, %90 : tensor<32x17x256xf32>
    %94 = "stablehlo.dot_general"(%93, %blocks.0.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<32x17x256xf32>, tensor<256x64xf32>) -> tensor<32x17x64xf32>
    %95 = "stablehlo.broadcast_in_dim"(%blocks.0.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x17x64xf32>
    %96 = stablehlo.add %94, %95 : tensor<32x17x64xf32>
    %97 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>} : (tensor<32x8xf32>) -> tensor<32x1xf32>
    %98 = "stablehlo.broadcast_in_dim"(%97) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<32x1xf32>) -> tensor<32x17x64xf32>
    %99 = stablehlo.multiply %96, %98 : tensor<32x17x64xf32>
    %100 = stablehlo.add %99, %62 : tensor<32x17x64xf32>
    %101 = stablehlo.constant dense<0.0> : tensor<f32>
    %102 = "stablehlo.reduce"(%100, %101) ({
    ^bb0(%_r6a: tensor<f32>, %_r6b: tensor<f32>):
      %_r6c = stablehlo.add %_r6a, %_r6b : tensor<f32>
      "stablehlo.return"(%_r6c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %103 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %104 = stablehlo.divide %102, %103 : tensor<32x17xf32>
    %105 = "stablehlo.broadcast_in_dim"(%104) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %106 = stablehlo.subtract %100, %105 : tensor<32x17x64xf32>
    %107 = stablehlo.multiply %106, %106 : tensor<32x17x64xf32>
    %108 = stablehlo.constant dense<0.0> : tensor<f32>
    %109 = "stablehlo.reduce"(%107, %108) ({
    ^bb0(%_r7a: tensor<f32>, %_r7b: tensor<f32>):
      %_r7c = stablehlo.add %_r7a, %_r7b : tensor<f32>
      "stablehlo.return"(%_r7c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %110 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %111 = stablehlo.divide %109, %110 : tensor<32x17xf32>
    %112 = "stablehlo.broadcast_in_dim"(%111) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %113 = stablehlo.constant dense<1.0e-06> : tensor<32x17x64xf32>
    %114 = stablehlo.add %112, %113 : tensor<32x17x64xf32>
    %115 = stablehlo.rsqrt %114 : tensor<32x17x64xf32>
    %116 = stablehlo.multiply %106, %115 : tensor<32x17x64xf32>
    %117 = "stablehlo.broadcast_in_dim"(%blocks.1.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x17x64xf32>
    %118 = stablehlo.multiply %116, %117 : tensor<32x17x64xf32>
    %119 = "stablehlo.broadcast_in_dim"(%blocks.1.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x17x64xf32>
    %120 = stablehlo.add %118, %119 : tensor<32x17x64xf32>
    %121 = "stablehlo.dot_general"(%120, %blocks.1.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<32x17x64xf32>, tensor<64x192xf32>) -> tensor<32x17x192xf32>
    %122 = "stablehlo.broadcast_in_dim"(%blocks.1.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<32x17x192xf32>
    %123 = stablehlo.add %121, %122 : tensor<32x17x192xf32>
    %124 = "stablehlo.reshape"(%123) : (tensor<32x17x192xf32>) -> tensor<32x17x3x2x32xf32>
    %125 = "stablehlo.transpose"(%124) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<32x17x3x2x32xf32>) -> tensor<32x3x2x17x32xf32>
    %126 = "stablehlo.slice"(%125) {limit_indices = array<i64: 32, 1, 2, 17, 32>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<32x3x2x17x32xf32>) -> tensor<32x1x2x17x32xf32>
    %127 = "stablehlo.reshape"(%126) : (tensor<32x1x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %128 = "stablehlo.slice"(%125) {limit_indices = array<i64: 32, 2, 2, 17, 32>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<32x3x2x17x32xf32>) -> tensor<32x1x2x17x32xf32>
    %129 = "stablehlo.reshape"(%128) : (tensor<32x1x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %130 = "stablehlo.slice"(%125) {limit_indices = array<i64: 32, 3, 2, 17, 32>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<32x3x2x17x32xf32>) -> tensor<32x1x2x17x32xf32>
    %131 = "stablehlo.reshape"(%130) : (tensor<32x1x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %132 = stablehlo.constant dense<0.17677669> : tensor<32x2x17x32xf32>
    %133 = stablehlo.multiply %127, %132 : tensor<32x2x17x32xf32>
    %134 = "stablehlo.dot_general"(%133, %129) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<32x2x17x32xf32>, tensor<32x2x17x32xf32>) -> tensor<32x2x17x17xf32>
    %135 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %136 = "stablehlo.reduce"(%134, %135) ({
    ^bb0(%_r8a: tensor<f32>, %_r8b: tensor<f32>):
      %_r8c = stablehlo.maximum %_r8a, %_r8b : tensor<f32>
      "stablehlo.return"(%_r8c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x17x17xf32>, tensor<f32>) -> tensor<32x2x17xf32>
    %137 = "stablehlo.broadcast_in_dim"(%136) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x17xf32>) -> tensor<32x2x17x17xf32>
    %138 = stablehlo.subtract %134, %137 : tensor<32x2x17x17xf32>
    %139 = stablehlo.exponential %138 : tensor<32x2x17x17xf32>
    %140 = stablehlo.constant dense<0.0> : tensor<f32>
    %141 = "stablehlo.reduce"(%139, %140) ({
    ^bb0(%_r9a: tensor<f32>, %_r9b: tensor<f32>):
      %_r9c = stablehlo.add %_r9a, %_r9b : tensor<f32>
      "stablehlo.return"(%_r9c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x17x17xf32>, tensor<f32>) -> tensor<32x2x17xf32>
    %142 = "stablehlo.broadcast_in_dim"(%141) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x17xf32>) -> tensor<32x2x17x17xf32>
    %143 = stablehlo.divide %139, %142 : tensor<32x2x17x17xf32>
    %144 = "stablehlo.dot_general"(%143, %131) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<32x2x17x17xf32>, tensor<32x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %145 = "stablehlo.transpose"(%144) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<32x2x17x32xf32>) -> tensor<32x17x2x32xf32>
    %146 = "stablehlo.reshape"(%145) : (tensor<32x17x2x32xf32>) -> tensor<32x17x64xf32>
    %147 = "stablehlo.dot_general"(%146, %blocks.1.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<32x17x64xf32>, tensor<64x64xf32>) -> tensor<32x17x64xf32>
    %148 = "stablehlo.broadcast_in_dim"(%blocks.1.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x17x64xf32>
    %149 = stablehlo.add %147, %148 : tensor<32x17x64xf32>
    %150 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 3>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 1>} : (tensor<32x8xf32>) -> tensor<32x1xf32>
    %151 = "stablehlo.broadcast_in_dim"(%150) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<32x1xf32>) -> tensor<32x17x64xf32>
    %152 = stablehlo.multiply %149, %151 : tensor<32x17x64xf32>
    %153 = stablehlo.add %152, %100 : tensor<32x17x64xf32>
    %154 = stablehlo.constant dense<0.0> : tensor<f32>
    %155 = "stablehlo.reduce"(%153, %154) ({
    ^bb0(%_r10a: tensor<f32>, %_r10b: tensor<f32>):
      %_r10c = stablehlo.add %_r10a, %_r10b : tensor<f32>
      "stablehlo.return"(%_r10c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %156 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %157 = stablehlo.divide %155, %156 : tensor<32x17xf32>
    %158 = "stablehlo.broadcast_in_dim"(%157) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %159 = stablehlo.subtract %153, %158 : tensor<32x17x64xf32>
    %160 = stablehlo.multiply %159, %159 : tensor<32x17x64xf32>
    %161 = stablehlo.constant dense<0.0> : tensor<f32>
    %162 = "stablehlo.reduce"(%160, %161) ({
    ^bb0(%_r11a: tensor<f32>, %_r11b: tensor<f32>):
      %_r11c = stablehlo.add %_r11a, %_r11b : tensor<f32>
      "stablehlo.return"(%_r11c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %163 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %164 = stablehlo.divide %162, %163 : tensor<32x17xf32>
    %165 = "stablehlo.broadcast_in_dim"(%164) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %166 = stablehlo.constant dense<1.0e-06> : tensor<32x17x64xf32>
    %167 = stablehlo.add %165, %166 : tensor<32x17x64xf32>
    %168 = stablehlo.rsqrt %167 : tensor<32x17x64xf32>
    %169 = stablehlo.multiply %159, %168 : tensor<32x17x64xf32>
    %170 = "stablehlo.broadcast_in_dim"(%blocks.1.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x17x64xf32>
    %171 = stablehlo.multiply %169, %170 : tensor<32x17x64xf32>
    %172 = "stablehlo.broadcast_in_dim"(%blocks.1.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x17x64xf32>
    %173 = stablehlo.add %171, %172 : tensor<32x17x64xf32>
    %174 = "stablehlo.dot_general"(%173, %blocks.1.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<32x17x64xf32>, tensor<64x256xf32>) -> tensor<32x17x256xf32>
    %175 = "stablehlo.broadcast_in_dim"(%blocks.1.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<256xf32>) -> tensor<32x17x256xf32>
    %176 = stablehlo.add %174, %175 : tensor<32x17x256xf32>
    %177 = stablehlo.constant dense<0.70710677> : tensor<32x17x256xf32>
    %178 = stablehlo.multiply %176, %177 : tensor<32x17x256xf32>
    %179 = "chlo.erf"(%178) : (tensor<32x17x256xf32>) -> tensor<32x17x256xf32>
    %180 = stablehlo.constant dense<1.0> : tensor<32x17x256xf32>
    %181 = stablehlo.add %179, %180 : tensor<32x17x256xf32>
    %182 = stablehlo.constant dense<0.5> : tensor<32x17x256xf32>
    %183 = stablehlo.multiply %176, %182 : tensor<32x17x256xf32>
    %184 = stablehlo.multiply %183, %181 : tensor<32x17x256xf32>
    %185 = "stablehlo.dot_general"(%184, %blocks.1.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<32x17x256xf32>, tensor<256x64xf32>) -> tensor<32x17x64xf32>
    %186 = "stablehlo.broadcast_in_dim"(%blocks.1.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x17x64xf32>
    %187 = stablehlo.add %185, %186 : tensor<32x17x64xf32>
    %188 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 4>, start_indices = array<i64: 0, 3>, strides = array<i64: 1, 1>} : (tensor<32x8xf32>) -> tensor<32x1xf32>
    %189 = "stablehlo.broadcast_in_dim"(%188) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<32x1xf32>) -> tensor<32x17x64xf32>
    %190 = stablehlo.multiply %187, %189 : tensor<32x17x64xf32>
    %191 = stablehlo.add %190, %153 : tensor<32x17x64xf32>
    %192 = stablehlo.constant dense<0.0> : tensor<f32>
    %193 = "stablehlo.reduce"(%191, %192) ({
    ^bb0(%_r12a: tensor<f32>, %_r12b: tensor<f32>):
      %_r12c = stablehlo.add %_r12a, %_r12b : tensor<f32>
      "stablehlo.return"(%_r12c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %194 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %195 = stablehlo.divide %193, %194 : tensor<32x17xf32>
    %196 = "stablehlo.broadcast_in_dim"(%195) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %197 = stablehlo.subtract %191, %196 : tensor<32x17x64xf32>
    %198 = stablehlo.multiply %197, %197 : tensor<32x17x64xf32>
    %199 = stablehlo.constant dense<0.0> : tensor<f32>
    %200 = "stablehlo.reduce"(%198, %199) ({
    ^bb0(%_r13a: tensor<f32>, %_r13b: tensor<f32>):
      %_r13c = stablehlo.add %_r13a, %_r13b : tensor<f32>
      "stablehlo.return"(%_r13c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %201 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %202 = stablehlo.divide %200, %201 : tensor<32x17xf32>
    %203 = "stablehlo.broadcast_in_dim"(%202) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %204 = stablehlo.constant dense<1.0e-06> : tensor<32x17x64xf32>
    %205 = stablehlo.add %203, %204 : tensor<32x17x64xf32>
    %206 = stablehlo.rsqrt %205 : tensor<32x17x64xf32>
    %207 = stablehlo.multiply %197, %206 : tensor<32x17x64xf32>
    %208 = "stablehlo.broadcast_in_dim"(%blocks.2.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x17x64xf32>
    %209 = stablehlo.multiply %207, %208 : tensor<32x17x64xf32>
    %210 = "stablehlo.broadcast_in_dim"(%blocks.2.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x17x64xf32>
    %211 = stablehlo.add %209, %210 : tensor<32x17x64xf32>
    %212 = "stablehlo.dot_general"(%211, %blocks.2.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<32x17x64xf32>, tensor<64x192xf32>) -> tensor<32x17x192xf32>
    %213 = "stablehlo.broadcast_in_dim"(%blocks.2.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<32x17x192xf32>
    %214 = stablehlo.add %212, %213 : tensor<32x17x192xf32>
    %215 = "stablehlo.reshape"(%214) : (tensor<32x17x192xf32>) -> tensor<32x17x3x2x32xf32>
    %216 = "stablehlo.transpose"(%215) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<32x17x3x2x32xf32>) -> tensor<32x3x2x17x32xf32>
    %217 = "stablehlo.slice"(%216) {limit_indices = array<i64: 32, 1, 2, 17, 32>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<32x3x2x17x32xf32>) -> tensor<32x1x2x17x32xf32>
    %218 = "stablehlo.reshape"(%217) : (tensor<32x1x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %219 = "stablehlo.slice"(%216) {limit_indices = array<i64: 32, 2, 2, 17, 32>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<32x3x2x17x32xf32>) -> tensor<32x1x2x17x32xf32>
    %220 = "stablehlo.reshape"(%219) : (tensor<32x1x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %221 = "stablehlo.slice"(%216) {limit_indices = array<i64: 32, 3, 2, 17, 32>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<32x3x2x17x32xf32>) -> tensor<32x1x2x17x32xf32>
    %222 = "stablehlo.reshape"(%221) : (tensor<32x1x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %223 = stablehlo.constant dense<0.17677669> : tensor<32x2x17x32xf32>
    %224 = stablehlo.multiply %218, %223 : tensor<32x2x17x32xf32>
    %225 = "stablehlo.dot_general"(%224, %220) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<32x2x17x32xf32>, tensor<32x2x17x32xf32>) -> tensor<32x2x17x17xf32>
    %226 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %227 = "stablehlo.reduce"(%225, %226) ({
    ^bb0(%_r14a: tensor<f32>, %_r14b: tensor<f32>):
      %_r14c = stablehlo.maximum %_r14a, %_r14b : tensor<f32>
      "stablehlo.return"(%_r14c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x17x17xf32>, tensor<f32>) -> tensor<32x2x17xf32>
    %228 = "stablehlo.broadcast_in_dim"(%227) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x17xf32>) -> tensor<32x2x17x17xf32>
    %229 = stablehlo.subtract %225, %228 : tensor<32x2x17x17xf32>
    %230 = stablehlo.exponential %229 : tensor<32x2x17x17xf32>
    %231 = stablehlo.constant dense<0.0> : tensor<f32>
    %232 = "stablehlo.reduce"(%230, %231) ({
    ^bb0(%_r15a: tensor<f32>, %_r15b: tensor<f32>):
      %_r15c = stablehlo.add %_r15a, %_r15b : tensor<f32>
      "stablehlo.return"(%_r15c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x17x17xf32>, tensor<f32>) -> tensor<32x2x17xf32>
    %233 = "stablehlo.broadcast_in_dim"(%232) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x17xf32>) -> tensor<32x2x17x17xf32>
    %234 = stablehlo.divide %230, %233 : tensor<32x2x17x17xf32>
    %235 = "stablehlo.dot_general"(%234, %222) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<32x2x17x17xf32>, tensor<32x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %236 = "stablehlo.transpose"(%235) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<32x2x17x32xf32>) -> tensor<32x17x2x32xf32>
    %237 = "stablehlo.reshape"(%236) : (tensor<32x17x2x32xf32>) -> tensor<32x17x64xf32>
    %238 = "stablehlo.dot_general"(%237, %blocks.2.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<32x17x64xf32>, tensor<64x64xf32>) -> tensor<32x17x64xf32>
    %239 = "stablehlo.broadcast_in_dim"(%blocks.2.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x17x64xf32>
    %240 = stablehlo.add %238, %239 : tensor<32x17x64xf32>
    %241 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 5>, start_indices = array<i64: 0, 4>, strides = array<i64: 1, 1>} : (tensor<32x8xf32>) -> tensor<32x1xf32>
    %242 = "stablehlo.broadcast_in_dim"(%241) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<32x1xf32>) -> tensor<32x17x64xf32>
    %243 = stablehlo.multiply %240, %242 : tensor<32x17x64xf32>
    %244 = stablehlo.add %243, %191 : tensor<32x17x64xf32>
    %245 = stablehlo.constant dense<0.0> : tensor<f32>
    %246 = "stablehlo.reduce"(%244, %245) ({
    ^bb0(%_r16a: tensor<f32>, %_r16b: tensor<f32>):
      %_r16c = stablehlo.add %_r16a, %_r16b : tensor<f32>
      "stablehlo.return"(%_r16c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %247 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %248 = stablehlo.divide %246, %247 : tensor<32x17xf32>
    %249 = "stablehlo.broadcast_in_dim"(%248) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %250 = stablehlo.subtract %244, %249 : tensor<32x17x64xf32>
    %251 = stablehlo.multiply %250, %250 : tensor<32x17x64xf32>
    %252 = stablehlo.constant dense<0.0> : tensor<f32>
    %253 = "stablehlo.reduce"(%251, %252) ({
    ^bb0(%_r17a: tensor<f32>, %_r17b: tensor<f32>):
      %_r17c = stablehlo.add %_r17a, %_r17b : tensor<f32>
      "stablehlo.return"(%_r17c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %254 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %255 = stablehlo.divide %253, %254 : tensor<32x17xf32>
    %256 = "stablehlo.broadcast_in_dim"(%255) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %257 = stablehlo.constant dense<1.0e-06> : tensor<32x17x64xf32>
    %258 = stablehlo.add %256, %257 : tensor<32x17x64xf32>
    %259 = stablehlo.rsqrt %258 : tensor<32x17x64xf32>
    %260 = stablehlo.multiply %250, %259 : tensor<32x17x64xf32>
    %261 = "stablehlo.broadcast_in_dim"(%blocks.2.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x17x64xf32>
    %262 = stablehlo.multiply %260, %261 : tensor<32x17x64xf32>
    %263 = "stablehlo.broadcast_in_dim"(%blocks.2.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x17x64xf32>
    %264 = stablehlo.add %262, %263 : tensor<32x17x64xf32>
    %265 = "stablehlo.dot_general"(%264, %blocks.2.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<32x17x64xf32>, tensor<64x256xf32>) -> tensor<32x17x256xf32>
    %266 = "stablehlo.broadcast_in_dim"(%blocks.2.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<256xf32>) -> tensor<32x17x256xf32>
    %267 = stablehlo.add %265, %266 : tensor<32x17x256xf32>
    %268 = stablehlo.constant dense<0.70710677> : tensor<32x17x256xf32>
    %269 = stablehlo.multiply %267, %268 : tensor<32x17x256xf32>
    %270 = "chlo.erf"(%269) : (tensor<32x17x256xf32>) -> tensor<32x17x256xf32>
    %271 = stablehlo.constant dense<1.0> : tensor<32x17x256xf32>
    %272 = stablehlo.add %270, %271 : tensor<32x17x256xf32>
    %273 = stablehlo.constant dense<0.5> : tensor<32x17x256xf32>
    %274 = stablehlo.multiply %267, %273 : tensor<32x17x256xf32>
    %275 = stablehlo.multiply %274, %272 : tensor<32x17x256xf32>
    %276 = "stablehlo.dot_general"(%275, %blocks.2.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<32x17x256xf32>, tensor<256x64xf32>) -> tensor<32x17x64xf32>
    %277 = "stablehlo.broadcast_in_dim"(%blocks.2.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x17x64xf32>
    %278 = stablehlo.add %276, %277 : tensor<32x17x64xf32>
    %279 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 6>, start_indices = array<i64: 0, 5>, strides = array<i64: 1, 1>} : (tensor<32x8xf32>) -> tensor<32x1xf32>
    %280 = "stablehlo.broadcast_in_dim"(%279) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<32x1xf32>) -> tensor<32x17x64xf32>
    %281 = stablehlo.multiply %278, %280 : tensor<32x17x64xf32>
    %282 = stablehlo.add %281, %244 : tensor<32x17x64xf32>
    %283 = stablehlo.constant dense<0.0> : tensor<f32>
    %284 = "stablehlo.reduce"(%282, %283) ({
    ^bb0(%_r18a: tensor<f32>, %_r18b: tensor<f32>):
      %_r18c = stablehlo.add %_r18a, %_r18b : tensor<f32>
      "stablehlo.return"(%_r18c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %285 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %286 = stablehlo.divide %284, %285 : tensor<32x17xf32>
    %287 = "stablehlo.broadcast_in_dim"(%286) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %288 = stablehlo.subtract %282, %287 : tensor<32x17x64xf32>
    %289 = stablehlo.multiply %288, %288 : tensor<32x17x64xf32>
    %290 = stablehlo.constant dense<0.0> : tensor<f32>
    %291 = "stablehlo.reduce"(%289, %290) ({
    ^bb0(%_r19a: tensor<f32>, %_r19b: tensor<f32>):
      %_r19c = stablehlo.add %_r19a, %_r19b : tensor<f32>
      "stablehlo.return"(%_r19c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %292 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %293 = stablehlo.divide %291, %292 : tensor<32x17xf32>
    %294 = "stablehlo.broadcast_in_dim"(%293) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %295 = stablehlo.constant dense<1.0e-06> : tensor<32x17x64xf32>
    %296 = stablehlo.add %294, %295 : tensor<32x17x64xf32>
    %297 = stablehlo.rsqrt %296 : tensor<32x17x64xf32>
    %298 = stablehlo.multiply %288, %297 : tensor<32x17x64xf32>
    %299 = "stablehlo.broadcast_in_dim"(%blocks.3.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x17x64xf32>
    %300 = stablehlo.multiply %298, %299 : tensor<32x17x64xf32>
    %301 = "stablehlo.broadcast_in_dim"(%blocks.3.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x17x64xf32>
    %302 = stablehlo.add %300, %301 : tensor<32x17x64xf32>
    %303 = "stablehlo.dot_general"(%302, %blocks.3.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<32x17x64xf32>, tensor<64x192xf32>) -> tensor<32x17x192xf32>
    %304 = "stablehlo.broadcast_in_dim"(%blocks.3.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<32x17x192xf32>
    %305 = stablehlo.add %303, %304 : tensor<32x17x192xf32>
    %306 = "stablehlo.reshape"(%305) : (tensor<32x17x192xf32>) -> tensor<32x17x3x2x32xf32>
    %307 = "stablehlo.transpose"(%306) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<32x17x3x2x32xf32>) -> tensor<32x3x2x17x32xf32>
    %308 = "stablehlo.slice"(%307) {limit_indices = array<i64: 32, 1, 2, 17, 32>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<32x3x2x17x32xf32>) -> tensor<32x1x2x17x32xf32>
    %309 = "stablehlo.reshape"(%308) : (tensor<32x1x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %310 = "stablehlo.slice"(%307) {limit_indices = array<i64: 32, 2, 2, 17, 32>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<32x3x2x17x32xf32>) -> tensor<32x1x2x17x32xf32>
    %311 = "stablehlo.reshape"(%310) : (tensor<32x1x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %312 = "stablehlo.slice"(%307) {limit_indices = array<i64: 32, 3, 2, 17, 32>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<32x3x2x17x32xf32>) -> tensor<32x1x2x17x32xf32>
    %313 = "stablehlo.reshape"(%312) : (tensor<32x1x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %314 = stablehlo.constant dense<0.17677669> : tensor<32x2x17x32xf32>
    %315 = stablehlo.multiply %309, %314 : tensor<32x2x17x32xf32>
    %316 = "stablehlo.dot_general"(%315, %311) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<32x2x17x32xf32>, tensor<32x2x17x32xf32>) -> tensor<32x2x17x17xf32>
    %317 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %318 = "stablehlo.reduce"(%316, %317) ({
    ^bb0(%_r20a: tensor<f32>, %_r20b: tensor<f32>):
      %_r20c = stablehlo.maximum %_r20a, %_r20b : tensor<f32>
      "stablehlo.return"(%_r20c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x17x17xf32>, tensor<f32>) -> tensor<32x2x17xf32>
    %319 = "stablehlo.broadcast_in_dim"(%318) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x17xf32>) -> tensor<32x2x17x17xf32>
    %320 = stablehlo.subtract %316, %319 : tensor<32x2x17x17xf32>
    %321 = stablehlo.exponential %320 : tensor<32x2x17x17xf32>
    %322 = stablehlo.constant dense<0.0> : tensor<f32>
    %323 = "stablehlo.reduce"(%321, %322) ({
    ^bb0(%_r21a: tensor<f32>, %_r21b: tensor<f32>):
      %_r21c = stablehlo.add %_r21a, %_r21b : tensor<f32>
      "stablehlo.return"(%_r21c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x17x17xf32>, tensor<f32>) -> tensor<32x2x17xf32>
    %324 = "stablehlo.broadcast_in_dim"(%323) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x17xf32>) -> tensor<32x2x17x17xf32>
    %325 = stablehlo.divide %321, %324 : tensor<32x2x17x17xf32>
    %326 = "stablehlo.dot_general"(%325, %313) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<32x2x17x17xf32>, tensor<32x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %327 = "stablehlo.transpose"(%326) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<32x2x17x32xf32>) -> tensor<32x17x2x32xf32>
    %328 = "stablehlo.reshape"(%327) : (tensor<32x17x2x32xf32>) -> tensor<32x17x64xf32>
    %329 = "stablehlo.dot_general"(%328, %blocks.3.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<32x17x64xf32>, tensor<64x64xf32>) -> tensor<32x17x64xf32>
    %330 = "stablehlo.broadcast_in_dim"(%blocks.3.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x17x64xf32>
    %331 = stablehlo.add %329, %330 : tensor<32x17x64xf32>
    %332 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 7>, start_indices = array<i64: 0, 6>, strides = array<i64: 1, 1>} : (tensor<32x8xf32>) -> tensor<32x1xf32>
    %333 = "stablehlo.broadcast_in_dim"(%332) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<32x1xf32>) -> tensor<32x17x64xf32>
    %334 = stablehlo.multiply %331, %333 : tensor<32x17x64xf32>
    %335 = stablehlo.add %334, %282 : tensor<32x17x64xf32>
    %336 = stablehlo.constant dense<0.0> : tensor<f32>
    %337 = "stablehlo.reduce"(%335, %336) ({
    ^bb0(%_r22a: tensor<f32>, %_r22b: tensor<f32>):
      %_r22c = stablehlo.add %_r22a, %_r22b : tensor<f32>
      "stablehlo.return"(%_r22c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %338 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %339 = stablehlo.divide %337, %338 : tensor<32x17xf32>
    %340 = "stablehlo.broadcast_in_dim"(%339) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %341 = stablehlo.subtract %335, %340 : tensor<32x17x64xf32>
    %342 = stablehlo.multiply %341, %341 : tensor<32x17x64xf32>
    %343 = stablehlo.constant dense<0.0> : tensor<f32>
    %344 = "stablehlo.reduce"(%342, %343) ({
    ^bb0(%_r23a: tensor<f32>, %_r23b: tensor<f32>):
      %_r23c = stablehlo.add %_r23a, %_r23b : tensor<f32>
      "stablehlo.return"(%_r23c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %345 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %346 = stablehlo.divide %344, %345 : tensor<32x17xf32>
    %347 = "stablehlo.broadcast_in_dim"(%346) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %348 = stablehlo.constant dense<1.0e-06> : tensor<32x17x64xf32>
    %349 = stablehlo.add %347, %348 : tensor<32x17x64xf32>
    %350 = stablehlo.rsqrt %349 : tensor<32x17x64xf32>
    %351 = stablehlo.multiply %341, %350 : tensor<32x17x64xf32>
    %352 = "stablehlo.broadcast_in_dim"(%blocks.3.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x17x64xf32>
    %353 = stablehlo.multiply %351, %352 : tensor<32x17x64xf32>
    %354 = "stablehlo.broadcast_in_dim"(%blocks.3.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x17x64xf32>
    %355 = stablehlo.add %353, %354 : tensor<32x17x64xf32>
    %356 = "stablehlo.dot_general"(%355, %blocks.3.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<32x17x64xf32>, tensor<64x256xf32>) -> tensor<32x17x256xf32>
    %357 = "stablehlo.broadcast_in_dim"(%blocks.3.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<256xf32>) -> tensor<32x17x256xf32>
    %358 = stablehlo.add %356, %357 : tensor<32x17x256xf32>
    %359 = stablehlo.constant dense<0.70710677> : tensor<32x17x256xf32>
    %360 = stablehlo.multiply %358, %359 : tensor<32x17x256xf32>
    %361 = "chlo.erf"(%360) : (tensor<32x17x256xf32>) -> tensor<32x17x256xf32>
    %362 = stablehlo.constant dense<1.0> : tensor<32x17x256xf32>
    %363 = stablehlo.add %361, %362 : tensor<32x17x256xf32>
    %364 = stablehlo.constant dense<0.5> : tensor<32x17x256xf32>
    %365 = stablehlo.multiply %358, %364 : tensor<32x17x256xf32>
    %366 = stablehlo.multiply %365, %363 : tensor<32x17x256xf32>
    %367 = "stablehlo.dot_general"(%366, %blocks.3.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<32x17x256xf32>, tensor<256x64xf32>) -> tensor<32x17x64xf32>
    %368 = "stablehlo.broadcast_in_dim"(%blocks.3.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x17x64xf32>
    %369 = stablehlo.add %367, %368 : tensor<32x17x64xf32>
    %370 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 8>, start_indices = array<i64: 0, 7>, strides = array<i64: 1, 1>} : (tensor<32x8xf32>) -> tensor<32x1xf32>
    %371 = "stablehlo.broadcast_in_dim"(%370) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<32x1xf32>) -> tensor<32x17x64xf32>
    %372 = stablehlo.multiply %369, %371 : tensor<32x17x64xf32>
    %373 = stablehlo.add %372, %335 : tensor<32x17x64xf32>
    %374 = "stablehlo.slice"(%373) {limit_indices = array<i64: 32, 1, 64>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<32x17x64xf32>) -> tensor<32x1x64xf32>
    %375 = "stablehlo.reshape"(%374) : (tensor<32x1x64xf32>) -> tensor<32x64xf32>
    %376 = stablehlo.constant dense<0.0> : tensor<f32>
    %377 = "stablehlo.reduce"(%375, %376) ({
    ^bb0(%_r24a: tensor<f32>, %_r24b: tensor<f32>):
      %_r24c = stablehlo.add %_r24a, %_r24b : tensor<f32>
      "stablehlo.return"(%_r24c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %378 = stablehlo.constant dense<64.0> : tensor<32xf32>
    %379 = stablehlo.divide %377, %378 : tensor<32xf32>
    %380 = "stablehlo.broadcast_in_dim"(%379) {broadcast_dimensions = array<i64: 0>} : (tensor<32xf32>) -> tensor<32x64xf32>
    %381 = stablehlo.subtract %375, %380 : tensor<32x64xf32>
    %382 = stablehlo.multiply %381, %381 : tensor<32x64xf32>
    %383 = stablehlo.constant dense<0.0> : tensor<f32>
    %384 = "stablehlo.reduce"(%382, %383) ({
    ^bb0(%_r25a: tensor<f32>, %_r25b: tensor<f32>):
      %_r25c = stablehlo.add %_r25a, %_r25b : tensor<f32>
      "stablehlo.return"(%_r25c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %385 = stablehlo.constant dense<64.0> : tensor<32xf32>
    %386 = stablehlo.divide %384, %385 : tensor<32xf32>
    %387 = "stablehlo.broadcast_in_dim"(%386) {broadcast_dimensions = array<i64: 0>} : (tensor<32xf32>) -> tensor<32x64xf32>
    %388 = stablehlo.constant dense<1.0e-06> : tensor<32x64xf32>
    %389 = stablehlo.add %387, %388 : tensor<32x64xf32>
    %390 = stablehlo.rsqrt %389 : tensor<32x64xf32>
    %391 = stablehlo.multiply %381, %390 : tensor<32x64xf32>
    %392 = "stablehlo.broadcast_in_dim"(%norm.g) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<32x64xf32>
    %393 = stablehlo.multiply %391, %392 : tensor<32x64xf32>
    %394 = "stablehlo.broadcast_in_dim"(%norm.b) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<32x64xf32>
    %395 = stablehlo.add %393, %394 : tensor<32x64xf32>
    %396 = "stablehlo.dot_general"(%395, %head.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<32x64xf32>, tensor<64x10xf32>) -> tensor<32x10xf32>
    %397 = "stablehlo.broadcast_in_dim"(%head.b) {broadcast_dimensions = array<i64: 1>} : (tensor<10xf32>) -> tensor<32x10xf32>
    %398 = stablehlo.add %396, %397 : tensor<32x10xf32>
    // ── loss: softmax cross-entropy against soft targets, mean over the batch ──
    %399 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %400 = "stablehlo.reduce"(%398, %399) ({
    ^bb0(%_r26a: tensor<f32>, %_r26b: tensor<f32>):
      %_r26c = stablehlo.maximum %_r26a, %_r26b : tensor<f32>
      "stablehlo.return"(%_r26c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %401 = "stablehlo.broadcast_in_dim"(%400) {broadcast_dimensions = array<i64: 0>} : (tensor<32xf32>) -> tensor<32x10xf32>
    %402 = stablehlo.subtract %398, %401 : tensor<32x10xf32>
    %403 = stablehlo.exponential %402 : tensor<32x10xf32>
    %404 = stablehlo.constant dense<0.0> : tensor<f32>
    %405 = "stablehlo.reduce"(%403, %404) ({
    ^bb0(%_r27a: tensor<f32>, %_r27b: tensor<f32>):
      %_r27c = stablehlo.add %_r27a, %_r27b : tensor<f32>
      "stablehlo.return"(%_r27c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %406 = "stablehlo.broadcast_in_dim"(%405) {broadcast_dimensions = array<i64: 0>} : (tensor<32xf32>) -> tensor<32x10xf32>
    %407 = stablehlo.log %406 : tensor<32x10xf32>
    %408 = stablehlo.subtract %402, %407 : tensor<32x10xf32>
    %409 = stablehlo.multiply %targets, %408 : tensor<32x10xf32>
    %410 = stablehlo.constant dense<0.0> : tensor<f32>
    %411 = "stablehlo.reduce"(%409, %410) ({
    ^bb0(%_r28a: tensor<f32>, %_r28b: tensor<f32>):
      %_r28c = stablehlo.add %_r28a, %_r28b : tensor<f32>
      "stablehlo.return"(%_r28c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x10xf32>, tensor<f32>) -> tensor<f32>
    %412 = stablehlo.negate %411 : tensor<f32>
    %413 = stablehlo.constant dense<32.0> : tensor<f32>
    %414 = stablehlo.divide %412, %413 : tensor<f32>
    // ── backward ──
    %415 = stablehlo.constant dense<0.0> : tensor<f32>
    %416 = "stablehlo.reduce"(%targets, %415) ({
    ^bb0(%_r29a: tensor<f32>, %_r29b: tensor<f32>):
      %_r29c = stablehlo.add %_r29a, %_r29b : tensor<f32>
      "stablehlo.return"(%_r29c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %417 = "stablehlo.broadcast_in_dim"(%416) {broadcast_dimensions = array<i64: 0>} : (tensor<32xf32>) -> tensor<32x10xf32>
    %418 = stablehlo.divide %403, %406 : tensor<32x10xf32>
    %419 = stablehlo.multiply %418, %417 : tensor<32x10xf32>
    %420 = stablehlo.subtract %419, %targets : tensor<32x10xf32>
    %421 = stablehlo.constant dense<32.0> : tensor<32x10xf32>
    %422 = stablehlo.divide %420, %421 : tensor<32x10xf32>
    %423 = "stablehlo.dot_general"(%422, %head.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x10xf32>, tensor<64x10xf32>) -> tensor<32x64xf32>
    %424 = "stablehlo.dot_general"(%395, %422) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>} : (tensor<32x64xf32>, tensor<32x10xf32>) -> tensor<64x10xf32>
    %425 = stablehlo.constant dense<0.0> : tensor<f32>
    %426 = "stablehlo.reduce"(%422, %425) ({
    ^bb0(%_r30a: tensor<f32>, %_r30b: tensor<f32>):
      %_r30c = stablehlo.add %_r30a, %_r30b : tensor<f32>
      "stablehlo.return"(%_r30c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32x10xf32>, tensor<f32>) -> tensor<10xf32>
    %427 = stablehlo.multiply %423, %392 : tensor<32x64xf32>
    %428 = stablehlo.constant dense<0.0> : tensor<f32>
    %429 = "stablehlo.reduce"(%427, %428) ({
    ^bb0(%_r31a: tensor<f32>, %_r31b: tensor<f32>):
      %_r31c = stablehlo.add %_r31a, %_r31b : tensor<f32>
      "stablehlo.return"(%_r31c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %430 = stablehlo.constant dense<64.0> : tensor<32xf32>
    %431 = stablehlo.divide %429, %430 : tensor<32xf32>
    %432 = "stablehlo.broadcast_in_dim"(%431) {broadcast_dimensions = array<i64: 0>} : (tensor<32xf32>) -> tensor<32x64xf32>
    %433 = stablehlo.subtract %427, %432 : tensor<32x64xf32>
    %434 = stablehlo.multiply %427, %391 : tensor<32x64xf32>
    %435 = stablehlo.constant dense<0.0> : tensor<f32>
    %436 = "stablehlo.reduce"(%434, %435) ({
    ^bb0(%_r32a: tensor<f32>, %_r32b: tensor<f32>):
      %_r32c = stablehlo.add %_r32a, %_r32b : tensor<f32>
      "stablehlo.return"(%_r32c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %437 = stablehlo.constant dense<64.0> : tensor<32xf32>
    %438 = stablehlo.divide %436, %437 : tensor<32xf32>
    %439 = "stablehlo.broadcast_in_dim"(%438) {broadcast_dimensions = array<i64: 0>} : (tensor<32xf32>) -> tensor<32x64xf32>
    %440 = stablehlo.multiply %391, %439 : tensor<32x64xf32>
    %441 = stablehlo.subtract %433, %440 : tensor<32x64xf32>
    %442 = stablehlo.multiply %390, %441 : tensor<32x64xf32>
    %443 = stablehlo.multiply %423, %391 : tensor<32x64xf32>
    %444 = stablehlo.constant dense<0.0> : tensor<f32>
    %445 = "stablehlo.reduce"(%443, %444) ({
    ^bb0(%_r33a: tensor<f32>, %_r33b: tensor<f32>):
      %_r33c = stablehlo.add %_r33a, %_r33b : tensor<f32>
      "stablehlo.return"(%_r33c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %446 = stablehlo.constant dense<0.0> : tensor<f32>
    %447 = "stablehlo.reduce"(%423, %446) ({
    ^bb0(%_r34a: tensor<f32>, %_r34b: tensor<f32>):
      %_r34c = stablehlo.add %_r34a, %_r34b : tensor<f32>
      "stablehlo.return"(%_r34c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %448 = "stablehlo.reshape"(%442) : (tensor<32x64xf32>) -> tensor<32x1x64xf32>
    %449 = stablehlo.constant dense<0.0> : tensor<f32>
    %450 = "stablehlo.pad"(%448, %449) {edge_padding_high = array<i64: 0, 16, 0>, edge_padding_low = array<i64: 0, 0, 0>, interior_padding = array<i64: 0, 0, 0>} : (tensor<32x1x64xf32>, tensor<f32>) -> tensor<32x17x64xf32>
    %451 = stablehlo.multiply %450, %371 : tensor<32x17x64xf32>
    %452 = "stablehlo.dot_general"(%451, %blocks.3.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<32x17x64xf32>, tensor<256x64xf32>) -> tensor<32x17x256xf32>
    %453 = "stablehlo.dot_general"(%366, %451) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<32x17x256xf32>, tensor<32x17x64xf32>) -> tensor<256x64xf32>
    %454 = stablehlo.constant dense<0.0> : tensor<f32>
    %455 = "stablehlo.reduce"(%451, %454) ({
    ^bb0(%_r35a: tensor<f32>, %_r35b: tensor<f32>):
      %_r35c = stablehlo.add %_r35a, %_r35b : tensor<f32>
      "stablehlo.return"(%_r35c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %456 = stablehlo.constant dense<0.5> : tensor<32x17x256xf32>
    %457 = stablehlo.multiply %363, %456 : tensor<32x17x256xf32>
    %458 = stablehlo.multiply %360, %360 : tensor<32x17x256xf32>
    %459 = stablehlo.negate %458 : tensor<32x17x256xf32>
    %460 = stablehlo.exponential %459 : tensor<32x17x256xf32>
    %461 = stablehlo.constant dense<0.3989423> : tensor<32x17x256xf32>
    %462 = stablehlo.multiply %460, %461 : tensor<32x17x256xf32>
    %463 = stablehlo.multiply %358, %462 : tensor<32x17x256xf32>
    %464 = stablehlo.add %457, %463 : tensor<32x17x256xf32>
    %465 = stablehlo.multiply %452, %464 : tensor<32x17x256xf32>
    %466 = "stablehlo.dot_general"(%465, %blocks.3.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<32x17x256xf32>, tensor<64x256xf32>) -> tensor<32x17x64xf32>
    %467 = "stablehlo.dot_general"(%355, %465) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<32x17x64xf32>, tensor<32x17x256xf32>) -> tensor<64x256xf32>
    %468 = stablehlo.constant dense<0.0> : tensor<f32>
    %469 = "stablehlo.reduce"(%465, %468) ({
    ^bb0(%_r36a: tensor<f32>, %_r36b: tensor<f32>):
      %_r36c = stablehlo.add %_r36a, %_r36b : tensor<f32>
      "stablehlo.return"(%_r36c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x256xf32>, tensor<f32>) -> tensor<256xf32>
    %470 = stablehlo.multiply %466, %352 : tensor<32x17x64xf32>
    %471 = stablehlo.constant dense<0.0> : tensor<f32>
    %472 = "stablehlo.reduce"(%470, %471) ({
    ^bb0(%_r37a: tensor<f32>, %_r37b: tensor<f32>):
      %_r37c = stablehlo.add %_r37a, %_r37b : tensor<f32>
      "stablehlo.return"(%_r37c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %473 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %474 = stablehlo.divide %472, %473 : tensor<32x17xf32>
    %475 = "stablehlo.broadcast_in_dim"(%474) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %476 = stablehlo.subtract %470, %475 : tensor<32x17x64xf32>
    %477 = stablehlo.multiply %470, %351 : tensor<32x17x64xf32>
    %478 = stablehlo.constant dense<0.0> : tensor<f32>
    %479 = "stablehlo.reduce"(%477, %478) ({
    ^bb0(%_r38a: tensor<f32>, %_r38b: tensor<f32>):
      %_r38c = stablehlo.add %_r38a, %_r38b : tensor<f32>
      "stablehlo.return"(%_r38c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %480 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %481 = stablehlo.divide %479, %480 : tensor<32x17xf32>
    %482 = "stablehlo.broadcast_in_dim"(%481) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %483 = stablehlo.multiply %351, %482 : tensor<32x17x64xf32>
    %484 = stablehlo.subtract %476, %483 : tensor<32x17x64xf32>
    %485 = stablehlo.multiply %350, %484 : tensor<32x17x64xf32>
    %486 = stablehlo.multiply %466, %351 : tensor<32x17x64xf32>
    %487 = stablehlo.constant dense<0.0> : tensor<f32>
    %488 = "stablehlo.reduce"(%486, %487) ({
    ^bb0(%_r39a: tensor<f32>, %_r39b: tensor<f32>):
      %_r39c = stablehlo.add %_r39a, %_r39b : tensor<f32>
      "stablehlo.return"(%_r39c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %489 = stablehlo.constant dense<0.0> : tensor<f32>
    %490 = "stablehlo.reduce"(%466, %489) ({
    ^bb0(%_r40a: tensor<f32>, %_r40b: tensor<f32>):
      %_r40c = stablehlo.add %_r40a, %_r40b : tensor<f32>
      "stablehlo.return"(%_r40c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %491 = stablehlo.add %485, %450 : tensor<32x17x64xf32>
    %492 = stablehlo.multiply %491, %333 : tensor<32x17x64xf32>
    %493 = "stablehlo.dot_general"(%492, %blocks.3.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<32x17x64xf32>, tensor<64x64xf32>) -> tensor<32x17x64xf32>
    %494 = "stablehlo.dot_general"(%328, %492) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<32x17x64xf32>, tensor<32x17x64xf32>) -> tensor<64x64xf32>
    %495 = stablehlo.constant dense<0.0> : tensor<f32>
    %496 = "stablehlo.reduce"(%492, %495) ({
    ^bb0(%_r41a: tensor<f32>, %_r41b: tensor<f32>):
      %_r41c = stablehlo.add %_r41a, %_r41b : tensor<f32>
      "stablehlo.return"(%_r41c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %497 = "stablehlo.reshape"(%493) : (tensor<32x17x64xf32>) -> tensor<32x17x2x32xf32>
    %498 = "stablehlo.transpose"(%497) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<32x17x2x32xf32>) -> tensor<32x2x17x32xf32>
    %499 = "stablehlo.dot_general"(%325, %498) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<32x2x17x17xf32>, tensor<32x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %500 = "stablehlo.dot_general"(%498, %313) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<32x2x17x32xf32>, tensor<32x2x17x32xf32>) -> tensor<32x2x17x17xf32>
    %501 = stablehlo.multiply %500, %325 : tensor<32x2x17x17xf32>
    %502 = stablehlo.constant dense<0.0> : tensor<f32>
    %503 = "stablehlo.reduce"(%501, %502) ({
    ^bb0(%_r42a: tensor<f32>, %_r42b: tensor<f32>):
      %_r42c = stablehlo.add %_r42a, %_r42b : tensor<f32>
      "stablehlo.return"(%_r42c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x17x17xf32>, tensor<f32>) -> tensor<32x2x17xf32>
    %504 = "stablehlo.broadcast_in_dim"(%503) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x17xf32>) -> tensor<32x2x17x17xf32>
    %505 = stablehlo.subtract %500, %504 : tensor<32x2x17x17xf32>
    %506 = stablehlo.multiply %325, %505 : tensor<32x2x17x17xf32>
    %507 = "stablehlo.dot_general"(%506, %311) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<32x2x17x17xf32>, tensor<32x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %508 = stablehlo.constant dense<0.17677669> : tensor<32x2x17x32xf32>
    %509 = stablehlo.multiply %507, %508 : tensor<32x2x17x32xf32>
    %510 = "stablehlo.dot_general"(%506, %315) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<32x2x17x17xf32>, tensor<32x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %511 = "stablehlo.reshape"(%509) : (tensor<32x2x17x32xf32>) -> tensor<32x1x2x17x32xf32>
    %512 = "stablehlo.reshape"(%510) : (tensor<32x2x17x32xf32>) -> tensor<32x1x2x17x32xf32>
    %513 = "stablehlo.reshape"(%499) : (tensor<32x2x17x32xf32>) -> tensor<32x1x2x17x32xf32>
    %514 = "stablehlo.concatenate"(%511, %512, %513) {dimension = 1 : i64} : (tensor<32x1x2x17x32xf32>, tensor<32x1x2x17x32xf32>, tensor<32x1x2x17x32xf32>) -> tensor<32x3x2x17x32xf32>
    %515 = "stablehlo.transpose"(%514) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<32x3x2x17x32xf32>) -> tensor<32x17x3x2x32xf32>
    %516 = "stablehlo.reshape"(%515) : (tensor<32x17x3x2x32xf32>) -> tensor<32x17x192xf32>
    %517 = "stablehlo.dot_general"(%516, %blocks.3.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<32x17x192xf32>, tensor<64x192xf32>) -> tensor<32x17x64xf32>
    %518 = "stablehlo.dot_general"(%302, %516) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<32x17x64xf32>, tensor<32x17x192xf32>) -> tensor<64x192xf32>
    %519 = stablehlo.constant dense<0.0> : tensor<f32>
    %520 = "stablehlo.reduce"(%516, %519) ({
    ^bb0(%_r43a: tensor<f32>, %_r43b: tensor<f32>):
      %_r43c = stablehlo.add %_r43a, %_r43b : tensor<f32>
      "stablehlo.return"(%_r43c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x192xf32>, tensor<f32>) -> tensor<192xf32>
    %521 = stablehlo.multiply %517, %299 : tensor<32x17x64xf32>
    %522 = stablehlo.constant dense<0.0> : tensor<f32>
    %523 = "stablehlo.reduce"(%521, %522) ({
    ^bb0(%_r44a: tensor<f32>, %_r44b: tensor<f32>):
      %_r44c = stablehlo.add %_r44a, %_r44b : tensor<f32>
      "stablehlo.return"(%_r44c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %524 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %525 = stablehlo.divide %523, %524 : tensor<32x17xf32>
    %526 = "stablehlo.broadcast_in_dim"(%525) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %527 = stablehlo.subtract %521, %526 : tensor<32x17x64xf32>
    %528 = stablehlo.multiply %521, %298 : tensor<32x17x64xf32>
    %529 = stablehlo.constant dense<0.0> : tensor<f32>
    %530 = "stablehlo.reduce"(%528, %529) ({
    ^bb0(%_r45a: tensor<f32>, %_r45b: tensor<f32>):
      %_r45c = stablehlo.add %_r45a, %_r45b : tensor<f32>
      "stablehlo.return"(%_r45c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %531 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %532 = stablehlo.divide %530, %531 : tensor<32x17xf32>
    %533 = "stablehlo.broadcast_in_dim"(%532) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %534 = stablehlo.multiply %298, %533 : tensor<32x17x64xf32>
    %535 = stablehlo.subtract %527, %534 : tensor<32x17x64xf32>
    %536 = stablehlo.multiply %297, %535 : tensor<32x17x64xf32>
    %537 = stablehlo.multiply %517, %298 : tensor<32x17x64xf32>
    %538 = stablehlo.constant dense<0.0> : tensor<f32>
    %539 = "stablehlo.reduce"(%537, %538) ({
    ^bb0(%_r46a: tensor<f32>, %_r46b: tensor<f32>):
      %_r46c = stablehlo.add %_r46a, %_r46b : tensor<f32>
      "stablehlo.return"(%_r46c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %540 = stablehlo.constant dense<0.0> : tensor<f32>
    %541 = "stablehlo.reduce"(%517, %540) ({
    ^bb0(%_r47a: tensor<f32>, %_r47b: tensor<f32>):
      %_r47c = stablehlo.add %_r47a, %_r47b : tensor<f32>
      "stablehlo.return"(%_r47c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %542 = stablehlo.add %536, %491 : tensor<32x17x64xf32>
    %543 = stablehlo.multiply %542, %280 : tensor<32x17x64xf32>
    %544 = "stablehlo.dot_general"(%543, %blocks.2.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<32x17x64xf32>, tensor<256x64xf32>) -> tensor<32x17x256xf32>
    %545 = "stablehlo.dot_general"(%275, %543) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<32x17x256xf32>, tensor<32x17x64xf32>) -> tensor<256x64xf32>
    %546 = stablehlo.constant dense<0.0> : tensor<f32>
    %547 = "stablehlo.reduce"(%543, %546) ({
    ^bb0(%_r48a: tensor<f32>, %_r48b: tensor<f32>):
      %_r48c = stablehlo.add %_r48a, %_r48b : tensor<f32>
      "stablehlo.return"(%_r48c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %548 = stablehlo.constant dense<0.5> : tensor<32x17x256xf32>
    %549 = stablehlo.multiply %272, %548 : tensor<32x17x256xf32>
    %550 = stablehlo.multiply %269, %269 : tensor<32x17x256xf32>
    %551 = stablehlo.negate %550 : tensor<32x17x256xf32>
    %552 = stablehlo.exponential %551 : tensor<32x17x256xf32>
    %553 = stablehlo.constant dense<0.3989423> : tensor<32x17x256xf32>
    %554 = stablehlo.multiply %552, %553 : tensor<32x17x256xf32>
    %555 = stablehlo.multiply %267, %554 : tensor<32x17x256xf32>
    %556 = stablehlo.add %549, %555 : tensor<32x17x256xf32>
    %557 = stablehlo.multiply %544, %556 : tensor<32x17x256xf32>
    %558 = "stablehlo.dot_general"(%557, %blocks.2.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<32x17x256xf32>, tensor<64x256xf32>) -> tensor<32x17x64xf32>
    %559 = "stablehlo.dot_general"(%264, %557) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<32x17x64xf32>, tensor<32x17x256xf32>) -> tensor<64x256xf32>
    %560 = stablehlo.constant dense<0.0> : tensor<f32>
    %561 = "stablehlo.reduce"(%557, %560) ({
    ^bb0(%_r49a: tensor<f32>, %_r49b: tensor<f32>):
      %_r49c = stablehlo.add %_r49a, %_r49b : tensor<f32>
      "stablehlo.return"(%_r49c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x256xf32>, tensor<f32>) -> tensor<256xf32>
    %562 = stablehlo.multiply %558, %261 : tensor<32x17x64xf32>
    %563 = stablehlo.constant dense<0.0> : tensor<f32>
    %564 = "stablehlo.reduce"(%562, %563) ({
    ^bb0(%_r50a: tensor<f32>, %_r50b: tensor<f32>):
      %_r50c = stablehlo.add %_r50a, %_r50b : tensor<f32>
      "stablehlo.return"(%_r50c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %565 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %566 = stablehlo.divide %564, %565 : tensor<32x17xf32>
    %567 = "stablehlo.broadcast_in_dim"(%566) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %568 = stablehlo.subtract %562, %567 : tensor<32x17x64xf32>
    %569 = stablehlo.multiply %562, %260 : tensor<32x17x64xf32>
    %570 = stablehlo.constant dense<0.0> : tensor<f32>
    %571 = "stablehlo.reduce"(%569, %570) ({
    ^bb0(%_r51a: tensor<f32>, %_r51b: tensor<f32>):
      %_r51c = stablehlo.add %_r51a, %_r51b : tensor<f32>
      "stablehlo.return"(%_r51c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %572 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %573 = stablehlo.divide %571, %572 : tensor<32x17xf32>
    %574 = "stablehlo.broadcast_in_dim"(%573) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %575 = stablehlo.multiply %260, %574 : tensor<32x17x64xf32>
    %576 = stablehlo.subtract %568, %575 : tensor<32x17x64xf32>
    %577 = stablehlo.multiply %259, %576 : tensor<32x17x64xf32>
    %578 = stablehlo.multiply %558, %260 : tensor<32x17x64xf32>
    %579 = stablehlo.constant dense<0.0> : tensor<f32>
    %580 = "stablehlo.reduce"(%578, %579) ({
    ^bb0(%_r52a: tensor<f32>, %_r52b: tensor<f32>):
      %_r52c = stablehlo.add %_r52a, %_r52b : tensor<f32>
      "stablehlo.return"(%_r52c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %581 = stablehlo.constant dense<0.0> : tensor<f32>
    %582 = "stablehlo.reduce"(%558, %581) ({
    ^bb0(%_r53a: tensor<f32>, %_r53b: tensor<f32>):
      %_r53c = stablehlo.add %_r53a, %_r53b : tensor<f32>
      "stablehlo.return"(%_r53c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %583 = stablehlo.add %577, %542 : tensor<32x17x64xf32>
    %584 = stablehlo.multiply %583, %242 : tensor<32x17x64xf32>
    %585 = "stablehlo.dot_general"(%584, %blocks.2.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<32x17x64xf32>, tensor<64x64xf32>) -> tensor<32x17x64xf32>
    %586 = "stablehlo.dot_general"(%237, %584) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<32x17x64xf32>, tensor<32x17x64xf32>) -> tensor<64x64xf32>
    %587 = stablehlo.constant dense<0.0> : tensor<f32>
    %588 = "stablehlo.reduce"(%584, %587) ({
    ^bb0(%_r54a: tensor<f32>, %_r54b: tensor<f32>):
      %_r54c = stablehlo.add %_r54a, %_r54b : tensor<f32>
      "stablehlo.return"(%_r54c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %589 = "stablehlo.reshape"(%585) : (tensor<32x17x64xf32>) -> tensor<32x17x2x32xf32>
    %590 = "stablehlo.transpose"(%589) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<32x17x2x32xf32>) -> tensor<32x2x17x32xf32>
    %591 = "stablehlo.dot_general"(%234, %590) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<32x2x17x17xf32>, tensor<32x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %592 = "stablehlo.dot_general"(%590, %222) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<32x2x17x32xf32>, tensor<32x2x17x32xf32>) -> tensor<32x2x17x17xf32>
    %593 = stablehlo.multiply %592, %234 : tensor<32x2x17x17xf32>
    %594 = stablehlo.constant dense<0.0> : tensor<f32>
    %595 = "stablehlo.reduce"(%593, %594) ({
    ^bb0(%_r55a: tensor<f32>, %_r55b: tensor<f32>):
      %_r55c = stablehlo.add %_r55a, %_r55b : tensor<f32>
      "stablehlo.return"(%_r55c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x17x17xf32>, tensor<f32>) -> tensor<32x2x17xf32>
    %596 = "stablehlo.broadcast_in_dim"(%595) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x17xf32>) -> tensor<32x2x17x17xf32>
    %597 = stablehlo.subtract %592, %596 : tensor<32x2x17x17xf32>
    %598 = stablehlo.multiply %234, %597 : tensor<32x2x17x17xf32>
    %599 = "stablehlo.dot_general"(%598, %220) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<32x2x17x17xf32>, tensor<32x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %600 = stablehlo.constant dense<0.17677669> : tensor<32x2x17x32xf32>
    %601 = stablehlo.multiply %599, %600 : tensor<32x2x17x32xf32>
    %602 = "stablehlo.dot_general"(%598, %224) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<32x2x17x17xf32>, tensor<32x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %603 = "stablehlo.reshape"(%601) : (tensor<32x2x17x32xf32>) -> tensor<32x1x2x17x32xf32>
    %604 = "stablehlo.reshape"(%602) : (tensor<32x2x17x32xf32>) -> tensor<32x1x2x17x32xf32>
    %605 = "stablehlo.reshape"(%591) : (tensor<32x2x17x32xf32>) -> tensor<32x1x2x17x32xf32>
    %606 = "stablehlo.concatenate"(%603, %604, %605) {dimension = 1 : i64} : (tensor<32x1x2x17x32xf32>, tensor<32x1x2x17x32xf32>, tensor<32x1x2x17x32xf32>) -> tensor<32x3x2x17x32xf32>
    %607 = "stablehlo.transpose"(%606) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<32x3x2x17x32xf32>) -> tensor<32x17x3x2x32xf32>
    %608 = "stablehlo.reshape"(%607) : (tensor<32x17x3x2x32xf32>) -> tensor<32x17x192xf32>
    %609 = "stablehlo.dot_general"(%608, %blocks.2.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<32x17x192xf32>, tensor<64x192xf32>) -> tensor<32x17x64xf32>
    %610 = "stablehlo.dot_general"(%211, %608) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<32x17x64xf32>, tensor<32x17x192xf32>) -> tensor<64x192xf32>
    %611 = stablehlo.constant dense<0.0> : tensor<f32>
    %612 = "stablehlo.reduce"(%608, %611) ({
    ^bb0(%_r56a: tensor<f32>, %_r56b: tensor<f32>):
      %_r56c = stablehlo.add %_r56a, %_r56b : tensor<f32>
      "stablehlo.return"(%_r56c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x192xf32>, tensor<f32>) -> tensor<192xf32>
    %613 = stablehlo.multiply %609, %208 : tensor<32x17x64xf32>
    %614 = stablehlo.constant dense<0.0> : tensor<f32>
    %615 = "stablehlo.reduce"(%613, %614) ({
    ^bb0(%_r57a: tensor<f32>, %_r57b: tensor<f32>):
      %_r57c = stablehlo.add %_r57a, %_r57b : tensor<f32>
      "stablehlo.return"(%_r57c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %616 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %617 = stablehlo.divide %615, %616 : tensor<32x17xf32>
    %618 = "stablehlo.broadcast_in_dim"(%617) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %619 = stablehlo.subtract %613, %618 : tensor<32x17x64xf32>
    %620 = stablehlo.multiply %613, %207 : tensor<32x17x64xf32>
    %621 = stablehlo.constant dense<0.0> : tensor<f32>
    %622 = "stablehlo.reduce"(%620, %621) ({
    ^bb0(%_r58a: tensor<f32>, %_r58b: tensor<f32>):
      %_r58c = stablehlo.add %_r58a, %_r58b : tensor<f32>
      "stablehlo.return"(%_r58c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %623 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %624 = stablehlo.divide %622, %623 : tensor<32x17xf32>
    %625 = "stablehlo.broadcast_in_dim"(%624) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %626 = stablehlo.multiply %207, %625 : tensor<32x17x64xf32>
    %627 = stablehlo.subtract %619, %626 : tensor<32x17x64xf32>
    %628 = stablehlo.multiply %206, %627 : tensor<32x17x64xf32>
    %629 = stablehlo.multiply %609, %207 : tensor<32x17x64xf32>
    %630 = stablehlo.constant dense<0.0> : tensor<f32>
    %631 = "stablehlo.reduce"(%629, %630) ({
    ^bb0(%_r59a: tensor<f32>, %_r59b: tensor<f32>):
      %_r59c = stablehlo.add %_r59a, %_r59b : tensor<f32>
      "stablehlo.return"(%_r59c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %632 = stablehlo.constant dense<0.0> : tensor<f32>
    %633 = "stablehlo.reduce"(%609, %632) ({
    ^bb0(%_r60a: tensor<f32>, %_r60b: tensor<f32>):
      %_r60c = stablehlo.add %_r60a, %_r60b : tensor<f32>
      "stablehlo.return"(%_r60c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %634 = stablehlo.add %628, %583 : tensor<32x17x64xf32>
    %635 = stablehlo.multiply %634, %189 : tensor<32x17x64xf32>
    %636 = "stablehlo.dot_general"(%635, %blocks.1.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<32x17x64xf32>, tensor<256x64xf32>) -> tensor<32x17x256xf32>
    %637 = "stablehlo.dot_general"(%184, %635) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<32x17x256xf32>, tensor<32x17x64xf32>) -> tensor<256x64xf32>
    %638 = stablehlo.constant dense<0.0> : tensor<f32>
    %639 = "stablehlo.reduce"(%635, %638) ({
    ^bb0(%_r61a: tensor<f32>, %_r61b: tensor<f32>):
      %_r61c = stablehlo.add %_r61a, %_r61b : tensor<f32>
      "stablehlo.return"(%_r61c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %640 = stablehlo.constant dense<0.5> : tensor<32x17x256xf32>
    %641 = stablehlo.multiply %181, %640 : tensor<32x17x256xf32>
    %642 = stablehlo.multiply %178, %178 : tensor<32x17x256xf32>
    %643 = stablehlo.negate %642 : tensor<32x17x256xf32>
    %644 = stablehlo.exponential %643 : tensor<32x17x256xf32>
    %645 = stablehlo.constant dense<0.3989423> : tensor<32x17x256xf32>
    %646 = stablehlo.multiply %644, %645 : tensor<32x17x256xf32>
    %647 = stablehlo.multiply %176, %646 : tensor<32x17x256xf32>
    %648 = stablehlo.add %641, %647 : tensor<32x17x256xf32>
    %649 = stablehlo.multiply %636, %648 : tensor<32x17x256xf32>
    %650 = "stablehlo.dot_general"(%649, %blocks.1.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<32x17x256xf32>, tensor<64x256xf32>) -> tensor<32x17x64xf32>
    %651 = "stablehlo.dot_general"(%173, %649) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<32x17x64xf32>, tensor<32x17x256xf32>) -> tensor<64x256xf32>
    %652 = stablehlo.constant dense<0.0> : tensor<f32>
    %653 = "stablehlo.reduce"(%649, %652) ({
    ^bb0(%_r62a: tensor<f32>, %_r62b: tensor<f32>):
      %_r62c = stablehlo.add %_r62a, %_r62b : tensor<f32>
      "stablehlo.return"(%_r62c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x256xf32>, tensor<f32>) -> tensor<256xf32>
    %654 = stablehlo.multiply %650, %170 : tensor<32x17x64xf32>
    %655 = stablehlo.constant dense<0.0> : tensor<f32>
    %656 = "stablehlo.reduce"(%654, %655) ({
    ^bb0(%_r63a: tensor<f32>, %_r63b: tensor<f32>):
      %_r63c = stablehlo.add %_r63a, %_r63b : tensor<f32>
      "stablehlo.return"(%_r63c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %657 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %658 = stablehlo.divide %656, %657 : tensor<32x17xf32>
    %659 = "stablehlo.broadcast_in_dim"(%658) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %660 = stablehlo.subtract %654, %659 : tensor<32x17x64xf32>
    %661 = stablehlo.multiply %654, %169 : tensor<32x17x64xf32>
    %662 = stablehlo.constant dense<0.0> : tensor<f32>
    %663 = "stablehlo.reduce"(%661, %662) ({
    ^bb0(%_r64a: tensor<f32>, %_r64b: tensor<f32>):
      %_r64c = stablehlo.add %_r64a, %_r64b : tensor<f32>
      "stablehlo.return"(%_r64c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %664 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %665 = stablehlo.divide %663, %664 : tensor<32x17xf32>
    %666 = "stablehlo.broadcast_in_dim"(%665) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %667 = stablehlo.multiply %169, %666 : tensor<32x17x64xf32>
    %668 = stablehlo.subtract %660, %667 : tensor<32x17x64xf32>
    %669 = stablehlo.multiply %168, %668 : tensor<32x17x64xf32>
    %670 = stablehlo.multiply %650, %169 : tensor<32x17x64xf32>
    %671 = stablehlo.constant dense<0.0> : tensor<f32>
    %672 = "stablehlo.reduce"(%670, %671) ({
    ^bb0(%_r65a: tensor<f32>, %_r65b: tensor<f32>):
      %_r65c = stablehlo.add %_r65a, %_r65b : tensor<f32>
      "stablehlo.return"(%_r65c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %673 = stablehlo.constant dense<0.0> : tensor<f32>
    %674 = "stablehlo.reduce"(%650, %673) ({
    ^bb0(%_r66a: tensor<f32>, %_r66b: tensor<f32>):
      %_r66c = stablehlo.add %_r66a, %_r66b : tensor<f32>
      "stablehlo.return"(%_r66c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %675 = stablehlo.add %669, %634 : tensor<32x17x64xf32>
    %676 = stablehlo.multiply %675, %151 : tensor<32x17x64xf32>
    %677 = "stablehlo.dot_general"(%676, %blocks.1.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<32x17x64xf32>, tensor<64x64xf32>) -> tensor<32x17x64xf32>
    %678 = "stablehlo.dot_general"(%146, %676) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<32x17x64xf32>, tensor<32x17x64xf32>) -> tensor<64x64xf32>
    %679 = stablehlo.constant dense<0.0> : tensor<f32>
    %680 = "stablehlo.reduce"(%676, %679) ({
    ^bb0(%_r67a: tensor<f32>, %_r67b: tensor<f32>):
      %_r67c = stablehlo.add %_r67a, %_r67b : tensor<f32>
      "stablehlo.return"(%_r67c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %681 = "stablehlo.reshape"(%677) : (tensor<32x17x64xf32>) -> tensor<32x17x2x32xf32>
    %682 = "stablehlo.transpose"(%681) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<32x17x2x32xf32>) -> tensor<32x2x17x32xf32>
    %683 = "stablehlo.dot_general"(%143, %682) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<32x2x17x17xf32>, tensor<32x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %684 = "stablehlo.dot_general"(%682, %131) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<32x2x17x32xf32>, tensor<32x2x17x32xf32>) -> tensor<32x2x17x17xf32>
    %685 = stablehlo.multiply %684, %143 : tensor<32x2x17x17xf32>
    %686 = stablehlo.constant dense<0.0> : tensor<f32>
    %687 = "stablehlo.reduce"(%685, %686) ({
    ^bb0(%_r68a: tensor<f32>, %_r68b: tensor<f32>):
      %_r68c = stablehlo.add %_r68a, %_r68b : tensor<f32>
      "stablehlo.return"(%_r68c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x17x17xf32>, tensor<f32>) -> tensor<32x2x17xf32>
    %688 = "stablehlo.broadcast_in_dim"(%687) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x17xf32>) -> tensor<32x2x17x17xf32>
    %689 = stablehlo.subtract %684, %688 : tensor<32x2x17x17xf32>
    %690 = stablehlo.multiply %143, %689 : tensor<32x2x17x17xf32>
    %691 = "stablehlo.dot_general"(%690, %129) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<32x2x17x17xf32>, tensor<32x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %692 = stablehlo.constant dense<0.17677669> : tensor<32x2x17x32xf32>
    %693 = stablehlo.multiply %691, %692 : tensor<32x2x17x32xf32>
    %694 = "stablehlo.dot_general"(%690, %133) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<32x2x17x17xf32>, tensor<32x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %695 = "stablehlo.reshape"(%693) : (tensor<32x2x17x32xf32>) -> tensor<32x1x2x17x32xf32>
    %696 = "stablehlo.reshape"(%694) : (tensor<32x2x17x32xf32>) -> tensor<32x1x2x17x32xf32>
    %697 = "stablehlo.reshape"(%683) : (tensor<32x2x17x32xf32>) -> tensor<32x1x2x17x32xf32>
    %698 = "stablehlo.concatenate"(%695, %696, %697) {dimension = 1 : i64} : (tensor<32x1x2x17x32xf32>, tensor<32x1x2x17x32xf32>, tensor<32x1x2x17x32xf32>) -> tensor<32x3x2x17x32xf32>
    %699 = "stablehlo.transpose"(%698) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<32x3x2x17x32xf32>) -> tensor<32x17x3x2x32xf32>
    %700 = "stablehlo.reshape"(%699) : (tensor<32x17x3x2x32xf32>) -> tensor<32x17x192xf32>
    %701 = "stablehlo.dot_general"(%700, %blocks.1.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<32x17x192xf32>, tensor<64x192xf32>) -> tensor<32x17x64xf32>
    %702 = "stablehlo.dot_general"(%120, %700) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<32x17x64xf32>, tensor<32x17x192xf32>) -> tensor<64x192xf32>
    %703 = stablehlo.constant dense<0.0> : tensor<f32>
    %704 = "stablehlo.reduce"(%700, %703) ({
    ^bb0(%_r69a: tensor<f32>, %_r69b: tensor<f32>):
      %_r69c = stablehlo.add %_r69a, %_r69b : tensor<f32>
      "stablehlo.return"(%_r69c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x192xf32>, tensor<f32>) -> tensor<192xf32>
    %705 = stablehlo.multiply %701, %117 : tensor<32x17x64xf32>
    %706 = stablehlo.constant dense<0.0> : tensor<f32>
    %707 = "stablehlo.reduce"(%705, %706) ({
    ^bb0(%_r70a: tensor<f32>, %_r70b: tensor<f32>):
      %_r70c = stablehlo.add %_r70a, %_r70b : tensor<f32>
      "stablehlo.return"(%_r70c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %708 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %709 = stablehlo.divide %707, %708 : tensor<32x17xf32>
    %710 = "stablehlo.broadcast_in_dim"(%709) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %711 = stablehlo.subtract %705, %710 : tensor<32x17x64xf32>
    %712 = stablehlo.multiply %705, %116 : tensor<32x17x64xf32>
    %713 = stablehlo.constant dense<0.0> : tensor<f32>
    %714 = "stablehlo.reduce"(%712, %713) ({
    ^bb0(%_r71a: tensor<f32>, %_r71b: tensor<f32>):
      %_r71c = stablehlo.add %_r71a, %_r71b : tensor<f32>
      "stablehlo.return"(%_r71c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %715 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %716 = stablehlo.divide %714, %715 : tensor<32x17xf32>
    %717 = "stablehlo.broadcast_in_dim"(%716) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %718 = stablehlo.multiply %116, %717 : tensor<32x17x64xf32>
    %719 = stablehlo.subtract %711, %718 : tensor<32x17x64xf32>
    %720 = stablehlo.multiply %115, %719 : tensor<32x17x64xf32>
    %721 = stablehlo.multiply %701, %116 : tensor<32x17x64xf32>
    %722 = stablehlo.constant dense<0.0> : tensor<f32>
    %723 = "stablehlo.reduce"(%721, %722) ({
    ^bb0(%_r72a: tensor<f32>, %_r72b: tensor<f32>):
      %_r72c = stablehlo.add %_r72a, %_r72b : tensor<f32>
      "stablehlo.return"(%_r72c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %724 = stablehlo.constant dense<0.0> : tensor<f32>
    %725 = "stablehlo.reduce"(%701, %724) ({
    ^bb0(%_r73a: tensor<f32>, %_r73b: tensor<f32>):
      %_r73c = stablehlo.add %_r73a, %_r73b : tensor<f32>
      "stablehlo.return"(%_r73c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %726 = stablehlo.add %720, %675 : tensor<32x17x64xf32>
    %727 = stablehlo.multiply %726, %98 : tensor<32x17x64xf32>
    %728 = "stablehlo.dot_general"(%727, %blocks.0.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<32x17x64xf32>, tensor<256x64xf32>) -> tensor<32x17x256xf32>
    %729 = "stablehlo.dot_general"(%93, %727) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<32x17x256xf32>, tensor<32x17x64xf32>) -> tensor<256x64xf32>
    %730 = stablehlo.constant dense<0.0> : tensor<f32>
    %731 = "stablehlo.reduce"(%727, %730) ({
    ^bb0(%_r74a: tensor<f32>, %_r74b: tensor<f32>):
      %_r74c = stablehlo.add %_r74a, %_r74b : tensor<f32>
      "stablehlo.return"(%_r74c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %732 = stablehlo.constant dense<0.5> : tensor<32x17x256xf32>
    %733 = stablehlo.multiply %90, %732 : tensor<32x17x256xf32>
    %734 = stablehlo.multiply %87, %87 : tensor<32x17x256xf32>
    %735 = stablehlo.negate %734 : tensor<32x17x256xf32>
    %736 = stablehlo.exponential %735 : tensor<32x17x256xf32>
    %737 = stablehlo.constant dense<0.3989423> : tensor<32x17x256xf32>
    %738 = stablehlo.multiply %736, %737 : tensor<32x17x256xf32>
    %739 = stablehlo.multiply %85, %738 : tensor<32x17x256xf32>
    %740 = stablehlo.add %733, %739 : tensor<32x17x256xf32>
    %741 = stablehlo.multiply %728, %740 : tensor<32x17x256xf32>
    %742 = "stablehlo.dot_general"(%741, %blocks.0.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<32x17x256xf32>, tensor<64x256xf32>) -> tensor<32x17x64xf32>
    %743 = "stablehlo.dot_general"(%82, %741) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<32x17x64xf32>, tensor<32x17x256xf32>) -> tensor<64x256xf32>
    %744 = stablehlo.constant dense<0.0> : tensor<f32>
    %745 = "stablehlo.reduce"(%741, %744) ({
    ^bb0(%_r75a: tensor<f32>, %_r75b: tensor<f32>):
      %_r75c = stablehlo.add %_r75a, %_r75b : tensor<f32>
      "stablehlo.return"(%_r75c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x256xf32>, tensor<f32>) -> tensor<256xf32>
    %746 = stablehlo.multiply %742, %79 : tensor<32x17x64xf32>
    %747 = stablehlo.constant dense<0.0> : tensor<f32>
    %748 = "stablehlo.reduce"(%746, %747) ({
    ^bb0(%_r76a: tensor<f32>, %_r76b: tensor<f32>):
      %_r76c = stablehlo.add %_r76a, %_r76b : tensor<f32>
      "stablehlo.return"(%_r76c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %749 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %750 = stablehlo.divide %748, %749 : tensor<32x17xf32>
    %751 = "stablehlo.broadcast_in_dim"(%750) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %752 = stablehlo.subtract %746, %751 : tensor<32x17x64xf32>
    %753 = stablehlo.multiply %746, %78 : tensor<32x17x64xf32>
    %754 = stablehlo.constant dense<0.0> : tensor<f32>
    %755 = "stablehlo.reduce"(%753, %754) ({
    ^bb0(%_r77a: tensor<f32>, %_r77b: tensor<f32>):
      %_r77c = stablehlo.add %_r77a, %_r77b : tensor<f32>
      "stablehlo.return"(%_r77c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %756 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %757 = stablehlo.divide %755, %756 : tensor<32x17xf32>
    %758 = "stablehlo.broadcast_in_dim"(%757) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %759 = stablehlo.multiply %78, %758 : tensor<32x17x64xf32>
    %760 = stablehlo.subtract %752, %759 : tensor<32x17x64xf32>
    %761 = stablehlo.multiply %77, %760 : tensor<32x17x64xf32>
    %762 = stablehlo.multiply %742, %78 : tensor<32x17x64xf32>
    %763 = stablehlo.constant dense<0.0> : tensor<f32>
    %764 = "stablehlo.reduce"(%762, %763) ({
    ^bb0(%_r78a: tensor<f32>, %_r78b: tensor<f32>):
      %_r78c = stablehlo.add %_r78a, %_r78b : tensor<f32>
      "stablehlo.return"(%_r78c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %765 = stablehlo.constant dense<0.0> : tensor<f32>
    %766 = "stablehlo.reduce"(%742, %765) ({
    ^bb0(%_r79a: tensor<f32>, %_r79b: tensor<f32>):
      %_r79c = stablehlo.add %_r79a, %_r79b : tensor<f32>
      "stablehlo.return"(%_r79c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %767 = stablehlo.add %761, %726 : tensor<32x17x64xf32>
    %768 = stablehlo.multiply %767, %60 : tensor<32x17x64xf32>
    %769 = "stablehlo.dot_general"(%768, %blocks.0.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<32x17x64xf32>, tensor<64x64xf32>) -> tensor<32x17x64xf32>
    %770 = "stablehlo.dot_general"(%55, %768) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<32x17x64xf32>, tensor<32x17x64xf32>) -> tensor<64x64xf32>
    %771 = stablehlo.constant dense<0.0> : tensor<f32>
    %772 = "stablehlo.reduce"(%768, %771) ({
    ^bb0(%_r80a: tensor<f32>, %_r80b: tensor<f32>):
      %_r80c = stablehlo.add %_r80a, %_r80b : tensor<f32>
      "stablehlo.return"(%_r80c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %773 = "stablehlo.reshape"(%769) : (tensor<32x17x64xf32>) -> tensor<32x17x2x32xf32>
    %774 = "stablehlo.transpose"(%773) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<32x17x2x32xf32>) -> tensor<32x2x17x32xf32>
    %775 = "stablehlo.dot_general"(%52, %774) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<32x2x17x17xf32>, tensor<32x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %776 = "stablehlo.dot_general"(%774, %40) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<32x2x17x32xf32>, tensor<32x2x17x32xf32>) -> tensor<32x2x17x17xf32>
    %777 = stablehlo.multiply %776, %52 : tensor<32x2x17x17xf32>
    %778 = stablehlo.constant dense<0.0> : tensor<f32>
    %779 = "stablehlo.reduce"(%777, %778) ({
    ^bb0(%_r81a: tensor<f32>, %_r81b: tensor<f32>):
      %_r81c = stablehlo.add %_r81a, %_r81b : tensor<f32>
      "stablehlo.return"(%_r81c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x17x17xf32>, tensor<f32>) -> tensor<32x2x17xf32>
    %780 = "stablehlo.broadcast_in_dim"(%779) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x17xf32>) -> tensor<32x2x17x17xf32>
    %781 = stablehlo.subtract %776, %780 : tensor<32x2x17x17xf32>
    %782 = stablehlo.multiply %52, %781 : tensor<32x2x17x17xf32>
    %783 = "stablehlo.dot_general"(%782, %38) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<32x2x17x17xf32>, tensor<32x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %784 = stablehlo.constant dense<0.17677669> : tensor<32x2x17x32xf32>
    %785 = stablehlo.multiply %783, %784 : tensor<32x2x17x32xf32>
    %786 = "stablehlo.dot_general"(%782, %42) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<32x2x17x17xf32>, tensor<32x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %787 = "stablehlo.reshape"(%785) : (tensor<32x2x17x32xf32>) -> tensor<32x1x2x17x32xf32>
    %788 = "stablehlo.reshape"(%786) : (tensor<32x2x17x32xf32>) -> tensor<32x1x2x17x32xf32>
    %789 = "stablehlo.reshape"(%775) : (tensor<32x2x17x32xf32>) -> tensor<32x1x2x17x32xf32>
    %790 = "stablehlo.concatenate"(%787, %788, %789) {dimension = 1 : i64} : (tensor<32x1x2x17x32xf32>, tensor<32x1x2x17x32xf32>, tensor<32x1x2x17x32xf32>) -> tensor<32x3x2x17x32xf32>
    %791 = "stablehlo.transpose"(%790) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<32x3x2x17x32xf32>) -> tensor<32x17x3x2x32xf32>
    %792 = "stablehlo.reshape"(%791) : (tensor<32x17x3x2x32xf32>) -> tensor<32x17x192xf32>
    %793 = "stablehlo.dot_general"(%792, %blocks.0.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<32x17x192xf32>, tensor<64x192xf32>) -> tensor<32x17x64xf32>
    %794 = "stablehlo.dot_general"(%29, %792) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<32x17x64xf32>, tensor<32x17x192xf32>) -> tensor<64x192xf32>
    %795 = stablehlo.constant dense<0.0> : tensor<f32>
    %796 = "stablehlo.reduce"(%792, %795) ({
    ^bb0(%_r82a: tensor<f32>, %_r82b: tensor<f32>):
      %_r82c = stablehlo.add %_r82a, %_r82b : tensor<f32>
      "stablehlo.return"(%_r82c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x192xf32>, tensor<f32>) -> tensor<192xf32>
    %797 = stablehlo.multiply %793, %26 : tensor<32x17x64xf32>
    %798 = stablehlo.constant dense<0.0> : tensor<f32>
    %799 = "stablehlo.reduce"(%797, %798) ({
    ^bb0(%_r83a: tensor<f32>, %_r83b: tensor<f32>):
      %_r83c = stablehlo.add %_r83a, %_r83b : tensor<f32>
      "stablehlo.return"(%_r83c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %800 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %801 = stablehlo.divide %799, %800 : tensor<32x17xf32>
    %802 = "stablehlo.broadcast_in_dim"(%801) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %803 = stablehlo.subtract %797, %802 : tensor<32x17x64xf32>
    %804 = stablehlo.multiply %797, %25 : tensor<32x17x64xf32>
    %805 = stablehlo.constant dense<0.0> : tensor<f32>
    %806 = "stablehlo.reduce"(%804, %805) ({
    ^bb0(%_r84a: tensor<f32>, %_r84b: tensor<f32>):
      %_r84c = stablehlo.add %_r84a, %_r84b : tensor<f32>
      "stablehlo.return"(%_r84c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %807 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %808 = stablehlo.divide %806, %807 : tensor<32x17xf32>
    %809 = "stablehlo.broadcast_in_dim"(%808) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %810 = stablehlo.multiply %25, %809 : tensor<32x17x64xf32>
    %811 = stablehlo.subtract %803, %810 : tensor<32x17x64xf32>
    %812 = stablehlo.multiply %24, %811 : tensor<32x17x64xf32>
    %813 = stablehlo.multiply %793, %25 : tensor<32x17x64xf32>
    %814 = stablehlo.constant dense<0.0> : tensor<f32>
    %815 = "stablehlo.reduce"(%813, %814) ({
    ^bb0(%_r85a: tensor<f32>, %_r85b: tensor<f32>):
      %_r85c = stablehlo.add %_r85a, %_r85b : tensor<f32>
      "stablehlo.return"(%_r85c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %816 = stablehlo.constant dense<0.0> : tensor<f32>
    %817 = "stablehlo.reduce"(%793, %816) ({
    ^bb0(%_r86a: tensor<f32>, %_r86b: tensor<f32>):
      %_r86c = stablehlo.add %_r86a, %_r86b : tensor<f32>
      "stablehlo.return"(%_r86c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %818 = stablehlo.add %812, %767 : tensor<32x17x64xf32>
    %819 = stablehlo.constant dense<0.0> : tensor<f32>
    %820 = "stablehlo.reduce"(%818, %819) ({
    ^bb0(%_r87a: tensor<f32>, %_r87b: tensor<f32>):
      %_r87c = stablehlo.add %_r87a, %_r87b : tensor<f32>
      "stablehlo.return"(%_r87c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<17x64xf32>
    %821 = "stablehlo.reshape"(%820) : (tensor<17x64xf32>) -> tensor<1x17x64xf32>
    %822 = "stablehlo.slice"(%818) {limit_indices = array<i64: 32, 17, 64>, start_indices = array<i64: 0, 1, 0>, strides = array<i64: 1, 1, 1>} : (tensor<32x17x64xf32>) -> tensor<32x16x64xf32>
    %823 = "stablehlo.slice"(%818) {limit_indices = array<i64: 32, 1, 64>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<32x17x64xf32>) -> tensor<32x1x64xf32>
    %824 = stablehlo.constant dense<0.0> : tensor<f32>
    %825 = "stablehlo.reduce"(%823, %824) ({
    ^bb0(%_r88a: tensor<f32>, %_r88b: tensor<f32>):
      %_r88c = stablehlo.add %_r88a, %_r88b : tensor<f32>
      "stablehlo.return"(%_r88c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32x1x64xf32>, tensor<f32>) -> tensor<1x64xf32>
    %826 = "stablehlo.reshape"(%825) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %827 = "stablehlo.reshape"(%822) : (tensor<32x16x64xf32>) -> tensor<32x4x4x64xf32>
    %828 = "stablehlo.convolution"(%x, %827) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 8, 8>, window_strides = array<i64: 1, 1>} : (tensor<32x32x32x3xf32>, tensor<32x4x4x64xf32>) -> tensor<8x8x3x64xf32>
    %829 = stablehlo.constant dense<0.0> : tensor<f32>
    %830 = "stablehlo.reduce"(%827, %829) ({
    ^bb0(%_r89a: tensor<f32>, %_r89b: tensor<f32>):
      %_r89c = stablehlo.add %_r89a, %_r89b : tensor<f32>
      "stablehlo.return"(%_r89c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x64xf32>, tensor<f32>) -> tensor<64xf32>
    // ── optimizer ──
    %831 = stablehlo.multiply %828, %828 : tensor<8x8x3x64xf32>
    %832 = stablehlo.constant dense<0.0> : tensor<f32>
    %833 = "stablehlo.reduce"(%831, %832) ({
    ^bb0(%_r90a: tensor<f32>, %_r90b: tensor<f32>):
      %_r90c = stablehlo.add %_r90a, %_r90b : tensor<f32>
      "stablehlo.return"(%_r90c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x8x3x64xf32>, tensor<f32>) -> tensor<8x8x3xf32>
    %834 = stablehlo.constant dense<0.0> : tensor<f32>
    %835 = "stablehlo.reduce"(%833, %834) ({
    ^bb0(%_r91a: tensor<f32>, %_r91b: tensor<f32>):
      %_r91c = stablehlo.add %_r91a, %_r91b : tensor<f32>
      "stablehlo.return"(%_r91c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<8x8x3xf32>, tensor<f32>) -> tensor<f32>
    %836 = stablehlo.multiply %830, %830 : tensor<64xf32>
    %837 = stablehlo.constant dense<0.0> : tensor<f32>
    %838 = "stablehlo.reduce"(%836, %837) ({
    ^bb0(%_r92a: tensor<f32>, %_r92b: tensor<f32>):
      %_r92c = stablehlo.add %_r92a, %_r92b : tensor<f32>
      "stablehlo.return"(%_r92c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %839 = stablehlo.add %835, %838 : tensor<f32>
    %840 = stablehlo.multiply %826, %826 : tensor<1x1x64xf32>
    %841 = stablehlo.constant dense<0.0> : tensor<f32>
    %842 = "stablehlo.reduce"(%840, %841) ({
    ^bb0(%_r93a: tensor<f32>, %_r93b: tensor<f32>):
      %_r93c = stablehlo.add %_r93a, %_r93b : tensor<f32>
      "stablehlo.return"(%_r93c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<1x1xf32>
    %843 = stablehlo.constant dense<0.0> : tensor<f32>
    %844 = "stablehlo.reduce"(%842, %843) ({
    ^bb0(%_r94a: tensor<f32>, %_r94b: tensor<f32>):
      %_r94c = stablehlo.add %_r94a, %_r94b : tensor<f32>
      "stablehlo.return"(%_r94c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>, tensor<f32>) -> tensor<f32>
    %845 = stablehlo.add %839, %844 : tensor<f32>
    %846 = stablehlo.multiply %821, %821 : tensor<1x17x64xf32>
    %847 = stablehlo.constant dense<0.0> : tensor<f32>
    %848 = "stablehlo.reduce"(%846, %847) ({
    ^bb0(%_r95a: tensor<f32>, %_r95b: tensor<f32>):
      %_r95c = stablehlo.add %_r95a, %_r95b : tensor<f32>
      "stablehlo.return"(%_r95c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x17x64xf32>, tensor<f32>) -> tensor<1x17xf32>
    %849 = stablehlo.constant dense<0.0> : tensor<f32>
    %850 = "stablehlo.reduce"(%848, %849) ({
    ^bb0(%_r96a: tensor<f32>, %_r96b: tensor<f32>):
      %_r96c = stablehlo.add %_r96a, %_r96b : tensor<f32>
      "stablehlo.return"(%_r96c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<1x17xf32>, tensor<f32>) -> tensor<f32>
    %851 = stablehlo.add %845, %850 : tensor<f32>
    %852 = stablehlo.multiply %815, %815 : tensor<64xf32>
    %853 = stablehlo.constant dense<0.0> : tensor<f32>
    %854 = "stablehlo.reduce"(%852, %853) ({
    ^bb0(%_r97a: tensor<f32>, %_r97b: tensor<f32>):
      %_r97c = stablehlo.add %_r97a, %_r97b : tensor<f32>
      "stablehlo.return"(%_r97c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %855 = stablehlo.add %851, %854 : tensor<f32>
    %856 = stablehlo.multiply %817, %817 : tensor<64xf32>
    %857 = stablehlo.constant dense<0.0> : tensor<f32>
    %858 = "stablehlo.reduce"(%856, %857) ({
    ^bb0(%_r98a: tensor<f32>, %_r98b: tensor<f32>):
      %_r98c = stablehlo.add %_r98a, %_r98b : tensor<f32>
      "stablehlo.return"(%_r98c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %859 = stablehlo.add %855, %858 : tensor<f32>
    %860 = stablehlo.multiply %794, %794 : tensor<64x192xf32>
    %861 = stablehlo.constant dense<0.0> : tensor<f32>
    %862 = "stablehlo.reduce"(%860, %861) ({
    ^bb0(%_r99a: tensor<f32>, %_r99b: tensor<f32>):
      %_r99c = stablehlo.add %_r99a, %_r99b : tensor<f32>
      "stablehlo.return"(%_r99c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x192xf32>, tensor<f32>) -> tensor<64xf32>
    %863 = stablehlo.constant dense<0.0> : tensor<f32>
    %864 = "stablehlo.reduce"(%862, %863) ({
    ^bb0(%_r100a: tensor<f32>, %_r100b: tensor<f32>):
      %_r100c = stablehlo.add %_r100a, %_r100b : tensor<f32>
      "stablehlo.return"(%_r100c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %865 = stablehlo.add %859, %864 : tensor<f32>
    %866 = stablehlo.multiply %796, %796 : tensor<192xf32>
    %867 = stablehlo.constant dense<0.0> : tensor<f32>
    %868 = "stablehlo.reduce"(%866, %867) ({
    ^bb0(%_r101a: tensor<f32>, %_r101b: tensor<f32>):
      %_r101c = stablehlo.add %_r101a, %_r101b : tensor<f32>
      "stablehlo.return"(%_r101c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %869 = stablehlo.add %865, %868 : tensor<f32>
    %870 = stablehlo.multiply %770, %770 : tensor<64x64xf32>
    %871 = stablehlo.constant dense<0.0> : tensor<f32>
    %872 = "stablehlo.reduce"(%870, %871) ({
    ^bb0(%_r102a: tensor<f32>, %_r102b: tensor<f32>):
      %_r102c = stablehlo.add %_r102a, %_r102b : tensor<f32>
      "stablehlo.return"(%_r102c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
    %873 = stablehlo.constant dense<0.0> : tensor<f32>
    %874 = "stablehlo.reduce"(%872, %873) ({
    ^bb0(%_r103a: tensor<f32>, %_r103b: tensor<f32>):
      %_r103c = stablehlo.add %_r103a, %_r103b : tensor<f32>
      "stablehlo.return"(%_r103c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %875 = stablehlo.add %869, %874 : tensor<f32>
    %876 = stablehlo.multiply %772, %772 : tensor<64xf32>
    %877 = stablehlo.constant dense<0.0> : tensor<f32>
    %878 = "stablehlo.reduce"(%876, %877) ({
    ^bb0(%_r104a: tensor<f32>, %_r104b: tensor<f32>):
      %_r104c = stablehlo.add %_r104a, %_r104b : tensor<f32>
      "stablehlo.return"(%_r104c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %879 = stablehlo.add %875, %878 : tensor<f32>
    %880 = stablehlo.multiply %764, %764 : tensor<64xf32>
    %881 = stablehlo.constant dense<0.0> : tensor<f32>
    %882 = "stablehlo.reduce"(%880, %881) ({
    ^bb0(%_r105a: tensor<f32>, %_r105b: tensor<f32>):
      %_r105c = stablehlo.add %_r105a, %_r105b : tensor<f32>
      "stablehlo.return"(%_r105c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %883 = stablehlo.add %879, %882 : tensor<f32>
    %884 = stablehlo.multiply %766, %766 : tensor<64xf32>
    %885 = stablehlo.constant dense<0.0> : tensor<f32>
    %886 = "stablehlo.reduce"(%884, %885) ({
    ^bb0(%_r106a: tensor<f32>, %_r106b: tensor<f32>):
      %_r106c = stablehlo.add %_r106a, %_r106b : tensor<f32>
      "stablehlo.return"(%_r106c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %887 = stablehlo.add %883, %886 : tensor<f32>
    %888 = stablehlo.multiply %743, %743 : tensor<64x256xf32>
    %889 = stablehlo.constant dense<0.0> : tensor<f32>
    %890 = "stablehlo.reduce"(%888, %889) ({
    ^bb0(%_r107a: tensor<f32>, %_r107b: tensor<f32>):
      %_r107c = stablehlo.add %_r107a, %_r107b : tensor<f32>
      "stablehlo.return"(%_r107c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x256xf32>, tensor<f32>) -> tensor<64xf32>
    %891 = stablehlo.constant dense<0.0> : tensor<f32>
    %892 = "stablehlo.reduce"(%890, %891) ({
    ^bb0(%_r108a: tensor<f32>, %_r108b: tensor<f32>):
      %_r108c = stablehlo.add %_r108a, %_r108b : tensor<f32>
      "stablehlo.return"(%_r108c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %893 = stablehlo.add %887, %892 : tensor<f32>
    %894 = stablehlo.multiply %745, %745 : tensor<256xf32>
    %895 = stablehlo.constant dense<0.0> : tensor<f32>
    %896 = "stablehlo.reduce"(%894, %895) ({
    ^bb0(%_r109a: tensor<f32>, %_r109b: tensor<f32>):
      %_r109c = stablehlo.add %_r109a, %_r109b : tensor<f32>
      "stablehlo.return"(%_r109c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %897 = stablehlo.add %893, %896 : tensor<f32>
    %898 = stablehlo.multiply %729, %729 : tensor<256x64xf32>
    %899 = stablehlo.constant dense<0.0> : tensor<f32>
    %900 = "stablehlo.reduce"(%898, %899) ({
    ^bb0(%_r110a: tensor<f32>, %_r110b: tensor<f32>):
      %_r110c = stablehlo.add %_r110a, %_r110b : tensor<f32>
      "stablehlo.return"(%_r110c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x64xf32>, tensor<f32>) -> tensor<256xf32>
    %901 = stablehlo.constant dense<0.0> : tensor<f32>
    %902 = "stablehlo.reduce"(%900, %901) ({
    ^bb0(%_r111a: tensor<f32>, %_r111b: tensor<f32>):
      %_r111c = stablehlo.add %_r111a, %_r111b : tensor<f32>
      "stablehlo.return"(%_r111c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %903 = stablehlo.add %897, %902 : tensor<f32>
    %904 = stablehlo.multiply %731, %731 : tensor<64xf32>
    %905 = stablehlo.constant dense<0.0> : tensor<f32>
    %906 = "stablehlo.reduce"(%904, %905) ({
    ^bb0(%_r112a: tensor<f32>, %_r112b: tensor<f32>):
      %_r112c = stablehlo.add %_r112a, %_r112b : tensor<f32>
      "stablehlo.return"(%_r112c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %907 = stablehlo.add %903, %906 : tensor<f32>
    %908 = stablehlo.multiply %723, %723 : tensor<64xf32>
    %909 = stablehlo.constant dense<0.0> : tensor<f32>
    %910 = "stablehlo.reduce"(%908, %909) ({
    ^bb0(%_r113a: tensor<f32>, %_r113b: tensor<f32>):
      %_r113c = stablehlo.add %_r113a, %_r113b : tensor<f32>
      "stablehlo.return"(%_r113c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %911 = stablehlo.add %907, %910 : tensor<f32>
    %912 = stablehlo.multiply %725, %725 : tensor<64xf32>
    %913 = stablehlo.constant dense<0.0> : tensor<f32>
    %914 = "stablehlo.reduce"(%912, %913) ({
    ^bb0(%_r114a: tensor<f32>, %_r114b: tensor<f32>):
      %_r114c = stablehlo.add %_r114a, %_r114b : tensor<f32>
      "stablehlo.return"(%_r114c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %915 = stablehlo.add %911, %914 : tensor<f32>
    %916 = stablehlo.multiply %702, %702 : tensor<64x192xf32>
    %917 = stablehlo.constant dense<0.0> : tensor<f32>
    %918 = "stablehlo.reduce"(%916, %917) ({
    ^bb0(%_r115a: tensor<f32>, %_r115b: tensor<f32>):
      %_r115c = stablehlo.add %_r115a, %_r115b : tensor<f32>
      "stablehlo.return"(%_r115c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x192xf32>, tensor<f32>) -> tensor<64xf32>
    %919 = stablehlo.constant dense<0.0> : tensor<f32>
    %920 = "stablehlo.reduce"(%918, %919) ({
    ^bb0(%_r116a: tensor<f32>, %_r116b: tensor<f32>):
      %_r116c = stablehlo.add %_r116a, %_r116b : tensor<f32>
      "stablehlo.return"(%_r116c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %921 = stablehlo.add %915, %920 : tensor<f32>
    %922 = stablehlo.multiply %704, %704 : tensor<192xf32>
    %923 = stablehlo.constant dense<0.0> : tensor<f32>
    %924 = "stablehlo.reduce"(%922, %923) ({
    ^bb0(%_r117a: tensor<f32>, %_r117b: tensor<f32>):
      %_r117c = stablehlo.add %_r117a, %_r117b : tensor<f32>
      "stablehlo.return"(%_r117c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %925 = stablehlo.add %921, %924 : tensor<f32>
    %926 = stablehlo.multiply %678, %678 : tensor<64x64xf32>
    %927 = stablehlo.constant dense<0.0> : tensor<f32>
    %928 = "stablehlo.reduce"(%926, %927) ({
    ^bb0(%_r118a: tensor<f32>, %_r118b: tensor<f32>):
      %_r118c = stablehlo.add %_r118a, %_r118b : tensor<f32>
      "stablehlo.return"(%_r118c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
    %929 = stablehlo.constant dense<0.0> : tensor<f32>
    %930 = "stablehlo.reduce"(%928, %929) ({
    ^bb0(%_r119a: tensor<f32>, %_r119b: tensor<f32>):
      %_r119c = stablehlo.add %_r119a, %_r119b : tensor<f32>
      "stablehlo.return"(%_r119c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %931 = stablehlo.add %925, %930 : tensor<f32>
    %932 = stablehlo.multiply %680, %680 : tensor<64xf32>
    %933 = stablehlo.constant dense<0.0> : tensor<f32>
    %934 = "stablehlo.reduce"(%932, %933) ({
    ^bb0(%_r120a: tensor<f32>, %_r120b: tensor<f32>):
      %_r120c = stablehlo.add %_r120a, %_r120b : tensor<f32>
      "stablehlo.return"(%_r120c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %935 = stablehlo.add %931, %934 : tensor<f32>
    %936 = stablehlo.multiply %672, %672 : tensor<64xf32>
    %937 = stablehlo.constant dense<0.0> : tensor<f32>
    %938 = "stablehlo.reduce"(%936, %937) ({
    ^bb0(%_r121a: tensor<f32>, %_r121b: tensor<f32>):
      %_r121c = stablehlo.add %_r121a, %_r121b : tensor<f32>
      "stablehlo.return"(%_r121c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %939 = stablehlo.add %935, %938 : tensor<f32>
    %940 = stablehlo.multiply %674, %674 : tensor<64xf32>
    %941 = stablehlo.constant dense<0.0> : tensor<f32>
    %942 = "stablehlo.reduce"(%940, %941) ({
    ^bb0(%_r122a: tensor<f32>, %_r122b: tensor<f32>):
      %_r122c = stablehlo.add %_r122a, %_r122b : tensor<f32>
      "stablehlo.return"(%_r122c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %943 = stablehlo.add %939, %942 : tensor<f32>
    %944 = stablehlo.multiply %651, %651 : tensor<64x256xf32>
    %945 = stablehlo.constant dense<0.0> : tensor<f32>
    %946 = "stablehlo.reduce"(%944, %945) ({
    ^bb0(%_r123a: tensor<f32>, %_r123b: tensor<f32>):
      %_r123c = stablehlo.add %_r123a, %_r123b : tensor<f32>
      "stablehlo.return"(%_r123c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x256xf32>, tensor<f32>) -> tensor<64xf32>
    %947 = stablehlo.constant dense<0.0> : tensor<f32>
    %948 = "stablehlo.reduce"(%946, %947) ({
    ^bb0(%_r124a: tensor<f32>, %_r124b: tensor<f32>):
      %_r124c = stablehlo.add %_r124a, %_r124b : tensor<f32>
      "stablehlo.return"(%_r124c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %949 = stablehlo.add %943, %948 : tensor<f32>
    %950 = stablehlo.multiply %653, %653 : tensor<256xf32>
    %951 = stablehlo.constant dense<0.0> : tensor<f32>
    %952 = "stablehlo.reduce"(%950, %951) ({
    ^bb0(%_r125a: tensor<f32>, %_r125b: tensor<f32>):
      %_r125c = stablehlo.add %_r125a, %_r125b : tensor<f32>
      "stablehlo.return"(%_r125c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %953 = stablehlo.add %949, %952 : tensor<f32>
    %954 = stablehlo.multiply %637, %637 : tensor<256x64xf32>
    %955 = stablehlo.constant dense<0.0> : tensor<f32>
    %956 = "stablehlo.reduce"(%954, %955) ({
    ^bb0(%_r126a: tensor<f32>, %_r126b: tensor<f32>):
      %_r126c = stablehlo.add %_r126a, %_r126b : tensor<f32>
      "stablehlo.return"(%_r126c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x64xf32>, tensor<f32>) -> tensor<256xf32>
    %957 = stablehlo.constant dense<0.0> : tensor<f32>
    %958 = "stablehlo.reduce"(%956, %957) ({
    ^bb0(%_r127a: tensor<f32>, %_r127b: tensor<f32>):
      %_r127c = stablehlo.add %_r127a, %_r127b : tensor<f32>
      "stablehlo.return"(%_r127c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %959 = stablehlo.add %953, %958 : tensor<f32>
    %960 = stablehlo.multiply %639, %639 : tensor<64xf32>
    %961 = stablehlo.constant dense<0.0> : tensor<f32>
    %962 = "stablehlo.reduce"(%960, %961) ({
    ^bb0(%_r128a: tensor<f32>, %_r128b: tensor<f32>):
      %_r128c = stablehlo.add %_r128a, %_r128b : tensor<f32>
      "stablehlo.return"(%_r128c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %963 = stablehlo.add %959, %962 : tensor<f32>
    %964 = stablehlo.multiply %631, %631 : tensor<64xf32>
    %965 = stablehlo.constant dense<0.0> : tensor<f32>
    %966 = "stablehlo.reduce"(%964, %965) ({
    ^bb0(%_r129a: tensor<f32>, %_r129b: tensor<f32>):
      %_r129c = stablehlo.add %_r129a, %_r129b : tensor<f32>
      "stablehlo.return"(%_r129c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %967 = stablehlo.add %963, %966 : tensor<f32>
    %968 = stablehlo.multiply %633, %633 : tensor<64xf32>
    %969 = stablehlo.constant dense<0.0> : tensor<f32>
    %970 = "stablehlo.reduce"(%968, %969) ({
    ^bb0(%_r130a: tensor<f32>, %_r130b: tensor<f32>):
      %_r130c = stablehlo.add %_r130a, %_r130b : tensor<f32>
      "stablehlo.return"(%_r130c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %971 = stablehlo.add %967, %970 : tensor<f32>
    %972 = stablehlo.multiply %610, %610 : tensor<64x192xf32>
    %973 = stablehlo.constant dense<0.0> : tensor<f32>
    %974 = "stablehlo.reduce"(%972, %973) ({
    ^bb0(%_r131a: tensor<f32>, %_r131b: tensor<f32>):
      %_r131c = stablehlo.add %_r131a, %_r131b : tensor<f32>
      "stablehlo.return"(%_r131c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x192xf32>, tensor<f32>) -> tensor<64xf32>
    %975 = stablehlo.constant dense<0.0> : tensor<f32>
    %976 = "stablehlo.reduce"(%974, %975) ({
    ^bb0(%_r132a: tensor<f32>, %_r132b: tensor<f32>):
      %_r132c = stablehlo.add %_r132a, %_r132b : tensor<f32>
      "stablehlo.return"(%_r132c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %977 = stablehlo.add %971, %976 : tensor<f32>
    %978 = stablehlo.multiply %612, %612 : tensor<192xf32>
    %979 = stablehlo.constant dense<0.0> : tensor<f32>
    %980 = "stablehlo.reduce"(%978, %979) ({
    ^bb0(%_r133a: tensor<f32>, %_r133b: tensor<f32>):
      %_r133c = stablehlo.add %_r133a, %_r133b : tensor<f32>
      "stablehlo.return"(%_r133c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %981 = stablehlo.add %977, %980 : tensor<f32>
    %982 = stablehlo.multiply %586, %586 : tensor<64x64xf32>
    %983 = stablehlo.constant dense<0.0> : tensor<f32>
    %984 = "stablehlo.reduce"(%982, %983) ({
    ^bb0(%_r134a: tensor<f32>, %_r134b: tensor<f32>):
      %_r134c = stablehlo.add %_r134a, %_r134b : tensor<f32>
      "stablehlo.return"(%_r134c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
    %985 = stablehlo.constant dense<0.0> : tensor<f32>
    %986 = "stablehlo.reduce"(%984, %985) ({
    ^bb0(%_r135a: tensor<f32>, %_r135b: tensor<f32>):
      %_r135c = stablehlo.add %_r135a, %_r135b : tensor<f32>
      "stablehlo.return"(%_r135c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %987 = stablehlo.add %981, %986 : tensor<f32>
    %988 = stablehlo.multiply %588, %588 : tensor<64xf32>
    %989 = stablehlo.constant dense<0.0> : tensor<f32>
    %990 = "stablehlo.reduce"(%988, %989) ({
    ^bb0(%_r136a: tensor<f32>, %_r136b: tensor<f32>):
      %_r136c = stablehlo.add %_r136a, %_r136b : tensor<f32>
      "stablehlo.return"(%_r136c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %991 = stablehlo.add %987, %990 : tensor<f32>
    %992 = stablehlo.multiply %580, %580 : tensor<64xf32>
    %993 = stablehlo.constant dense<0.0> : tensor<f32>
    %994 = "stablehlo.reduce"(%992, %993) ({
    ^bb0(%_r137a: tensor<f32>, %_r137b: tensor<f32>):
      %_r137c = stablehlo.add %_r137a, %_r137b : tensor<f32>
      "stablehlo.return"(%_r137c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %995 = stablehlo.add %991, %994 : tensor<f32>
    %996 = stablehlo.multiply %582, %582 : tensor<64xf32>
    %997 = stablehlo.constant dense<0.0> : tensor<f32>
    %998 = "stablehlo.reduce"(%996, %997) ({
    ^bb0(%_r138a: tensor<f32>, %_r138b: tensor<f32>):
      %_r138c = stablehlo.add %_r138a, %_r138b : tensor<f32>
      "stablehlo.return"(%_r138c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %999 = stablehlo.add %995, %998 : tensor<f32>
    %1000 = stablehlo.multiply %559, %559 : tensor<64x256xf32>
    %1001 = stablehlo.constant dense<0.0> : tensor<f32>
    %1002 = "stablehlo.reduce"(%1000, %1001) ({
    ^bb0(%_r139a: tensor<f32>, %_r139b: tensor<f32>):
      %_r139c = stablehlo.add %_r139a, %_r139b : tensor<f32>
      "stablehlo.return"(%_r139c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x256xf32>, tensor<f32>) -> tensor<64xf32>
    %1003 = stablehlo.constant dense<0.0> : tensor<f32>
    %1004 = "stablehlo.reduce"(%1002, %1003) ({
    ^bb0(%_r140a: tensor<f32>, %_r140b: tensor<f32>):
      %_r140c = stablehlo.add %_r140a, %_r140b : tensor<f32>
      "stablehlo.return"(%_r140c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1005 = stablehlo.add %999, %1004 : tensor<f32>
    %1006 = stablehlo.multiply %561, %561 : tensor<256xf32>
    %1007 = stablehlo.constant dense<0.0> : tensor<f32>
    %1008 = "stablehlo.reduce"(%1006, %1007) ({
    ^bb0(%_r141a: tensor<f32>, %_r141b: tensor<f32>):
      %_r141c = stablehlo.add %_r141a, %_r141b : tensor<f32>
      "stablehlo.return"(%_r141c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %1009 = stablehlo.add %1005, %1008 : tensor<f32>
    %1010 = stablehlo.multiply %545, %545 : tensor<256x64xf32>
    %1011 = stablehlo.constant dense<0.0> : tensor<f32>
    %1012 = "stablehlo.reduce"(%1010, %1011) ({
    ^bb0(%_r142a: tensor<f32>, %_r142b: tensor<f32>):
      %_r142c = stablehlo.add %_r142a, %_r142b : tensor<f32>
      "stablehlo.return"(%_r142c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x64xf32>, tensor<f32>) -> tensor<256xf32>
    %1013 = stablehlo.constant dense<0.0> : tensor<f32>
    %1014 = "stablehlo.reduce"(%1012, %1013) ({
    ^bb0(%_r143a: tensor<f32>, %_r143b: tensor<f32>):
      %_r143c = stablehlo.add %_r143a, %_r143b : tensor<f32>
      "stablehlo.return"(%_r143c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %1015 = stablehlo.add %1009, %1014 : tensor<f32>
    %1016 = stablehlo.multiply %547, %547 : tensor<64xf32>
    %1017 = stablehlo.constant dense<0.0> : tensor<f32>
    %1018 = "stablehlo.reduce"(%1016, %1017) ({
    ^bb0(%_r144a: tensor<f32>, %_r144b: tensor<f32>):
      %_r144c = stablehlo.add %_r144a, %_r144b : tensor<f32>
      "stablehlo.return"(%_r144c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1019 = stablehlo.add %1015, %1018 : tensor<f32>
    %1020 = stablehlo.multiply %539, %539 : tensor<64xf32>
    %1021 = stablehlo.constant dense<0.0> : tensor<f32>
    %1022 = "stablehlo.reduce"(%1020, %1021) ({
    ^bb0(%_r145a: tensor<f32>, %_r145b: tensor<f32>):
      %_r145c = stablehlo.add %_r145a, %_r145b : tensor<f32>
      "stablehlo.return"(%_r145c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1023 = stablehlo.add %1019, %1022 : tensor<f32>
    %1024 = stablehlo.multiply %541, %541 : tensor<64xf32>
    %1025 = stablehlo.constant dense<0.0> : tensor<f32>
    %1026 = "stablehlo.reduce"(%1024, %1025) ({
    ^bb0(%_r146a: tensor<f32>, %_r146b: tensor<f32>):
      %_r146c = stablehlo.add %_r146a, %_r146b : tensor<f32>
      "stablehlo.return"(%_r146c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1027 = stablehlo.add %1023, %1026 : tensor<f32>
    %1028 = stablehlo.multiply %518, %518 : tensor<64x192xf32>
    %1029 = stablehlo.constant dense<0.0> : tensor<f32>
    %1030 = "stablehlo.reduce"(%1028, %1029) ({
    ^bb0(%_r147a: tensor<f32>, %_r147b: tensor<f32>):
      %_r147c = stablehlo.add %_r147a, %_r147b : tensor<f32>
      "stablehlo.return"(%_r147c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x192xf32>, tensor<f32>) -> tensor<64xf32>
    %1031 = stablehlo.constant dense<0.0> : tensor<f32>
    %1032 = "stablehlo.reduce"(%1030, %1031) ({
    ^bb0(%_r148a: tensor<f32>, %_r148b: tensor<f32>):
      %_r148c = stablehlo.add %_r148a, %_r148b : tensor<f32>
      "stablehlo.return"(%_r148c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1033 = stablehlo.add %1027, %1032 : tensor<f32>
    %1034 = stablehlo.multiply %520, %520 : tensor<192xf32>
    %1035 = stablehlo.constant dense<0.0> : tensor<f32>
    %1036 = "stablehlo.reduce"(%1034, %1035) ({
    ^bb0(%_r149a: tensor<f32>, %_r149b: tensor<f32>):
      %_r149c = stablehlo.add %_r149a, %_r149b : tensor<f32>
      "stablehlo.return"(%_r149c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %1037 = stablehlo.add %1033, %1036 : tensor<f32>
    %1038 = stablehlo.multiply %494, %494 : tensor<64x64xf32>
    %1039 = stablehlo.constant dense<0.0> : tensor<f32>
    %1040 = "stablehlo.reduce"(%1038, %1039) ({
    ^bb0(%_r150a: tensor<f32>, %_r150b: tensor<f32>):
      %_r150c = stablehlo.add %_r150a, %_r150b : tensor<f32>
      "stablehlo.return"(%_r150c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1041 = stablehlo.constant dense<0.0> : tensor<f32>
    %1042 = "stablehlo.reduce"(%1040, %1041) ({
    ^bb0(%_r151a: tensor<f32>, %_r151b: tensor<f32>):
      %_r151c = stablehlo.add %_r151a, %_r151b : tensor<f32>
      "stablehlo.return"(%_r151c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1043 = stablehlo.add %1037, %1042 : tensor<f32>
    %1044 = stablehlo.multiply %496, %496 : tensor<64xf32>
    %1045 = stablehlo.constant dense<0.0> : tensor<f32>
    %1046 = "stablehlo.reduce"(%1044, %1045) ({
    ^bb0(%_r152a: tensor<f32>, %_r152b: tensor<f32>):
      %_r152c = stablehlo.add %_r152a, %_r152b : tensor<f32>
      "stablehlo.return"(%_r152c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1047 = stablehlo.add %1043, %1046 : tensor<f32>
    %1048 = stablehlo.multiply %488, %488 : tensor<64xf32>
    %1049 = stablehlo.constant dense<0.0> : tensor<f32>
    %1050 = "stablehlo.reduce"(%1048, %1049) ({
    ^bb0(%_r153a: tensor<f32>, %_r153b: tensor<f32>):
      %_r153c = stablehlo.add %_r153a, %_r153b : tensor<f32>
      "stablehlo.return"(%_r153c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1051 = stablehlo.add %1047, %1050 : tensor<f32>
    %1052 = stablehlo.multiply %490, %490 : tensor<64xf32>
    %1053 = stablehlo.constant dense<0.0> : tensor<f32>
    %1054 = "stablehlo.reduce"(%1052, %1053) ({
    ^bb0(%_r154a: tensor<f32>, %_r154b: tensor<f32>):
      %_r154c = stablehlo.add %_r154a, %_r154b : tensor<f32>
      "stablehlo.return"(%_r154c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1055 = stablehlo.add %1051, %1054 : tensor<f32>
    %1056 = stablehlo.multiply %467, %467 : tensor<64x256xf32>
    %1057 = stablehlo.constant dense<0.0> : tensor<f32>
    %1058 = "stablehlo.reduce"(%1056, %1057) ({
    ^bb0(%_r155a: tensor<f32>, %_r155b: tensor<f32>):
      %_r155c = stablehlo.add %_r155a, %_r155b : tensor<f32>
      "stablehlo.return"(%_r155c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x256xf32>, tensor<f32>) -> tensor<64xf32>
    %1059 = stablehlo.constant dense<0.0> : tensor<f32>
    %1060 = "stablehlo.reduce"(%1058, %1059) ({
    ^bb0(%_r156a: tensor<f32>, %_r156b: tensor<f32>):
      %_r156c = stablehlo.add %_r156a, %_r156b : tensor<f32>
      "stablehlo.return"(%_r156c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1061 = stablehlo.add %1055, %1060 : tensor<f32>
    %1062 = stablehlo.multiply %469, %469 : tensor<256xf32>
    %1063 = stablehlo.constant dense<0.0> : tensor<f32>
    %1064 = "stablehlo.reduce"(%1062, %1063) ({
    ^bb0(%_r157a: tensor<f32>, %_r157b: tensor<f32>):
      %_r157c = stablehlo.add %_r157a, %_r157b : tensor<f32>
      "stablehlo.return"(%_r157c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %1065 = stablehlo.add %1061, %1064 : tensor<f32>
    %1066 = stablehlo.multiply %453, %453 : tensor<256x64xf32>
    %1067 = stablehlo.constant dense<0.0> : tensor<f32>
    %1068 = "stablehlo.reduce"(%1066, %1067) ({
    ^bb0(%_r158a: tensor<f32>, %_r158b: tensor<f32>):
      %_r158c = stablehlo.add %_r158a, %_r158b : tensor<f32>
      "stablehlo.return"(%_r158c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x64xf32>, tensor<f32>) -> tensor<256xf32>
    %1069 = stablehlo.constant dense<0.0> : tensor<f32>
    %1070 = "stablehlo.reduce"(%1068, %1069) ({
    ^bb0(%_r159a: tensor<f32>, %_r159b: tensor<f32>):
      %_r159c = stablehlo.add %_r159a, %_r159b : tensor<f32>
      "stablehlo.return"(%_r159c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %1071 = stablehlo.add %1065, %1070 : tensor<f32>
    %1072 = stablehlo.multiply %455, %455 : tensor<64xf32>
    %1073 = stablehlo.constant dense<0.0> : tensor<f32>
    %1074 = "stablehlo.reduce"(%1072, %1073) ({
    ^bb0(%_r160a: tensor<f32>, %_r160b: tensor<f32>):
      %_r160c = stablehlo.add %_r160a, %_r160b : tensor<f32>
      "stablehlo.return"(%_r160c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1075 = stablehlo.add %1071, %1074 : tensor<f32>
    %1076 = stablehlo.multiply %445, %445 : tensor<64xf32>
    %1077 = stablehlo.constant dense<0.0> : tensor<f32>
    %1078 = "stablehlo.reduce"(%1076, %1077) ({
    ^bb0(%_r161a: tensor<f32>, %_r161b: tensor<f32>):
      %_r161c = stablehlo.add %_r161a, %_r161b : tensor<f32>
      "stablehlo.return"(%_r161c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1079 = stablehlo.add %1075, %1078 : tensor<f32>
    %1080 = stablehlo.multiply %447, %447 : tensor<64xf32>
    %1081 = stablehlo.constant dense<0.0> : tensor<f32>
    %1082 = "stablehlo.reduce"(%1080, %1081) ({
    ^bb0(%_r162a: tensor<f32>, %_r162b: tensor<f32>):
      %_r162c = stablehlo.add %_r162a, %_r162b : tensor<f32>
      "stablehlo.return"(%_r162c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1083 = stablehlo.add %1079, %1082 : tensor<f32>
    %1084 = stablehlo.multiply %424, %424 : tensor<64x10xf32>
    %1085 = stablehlo.constant dense<0.0> : tensor<f32>
    %1086 = "stablehlo.reduce"(%1084, %1085) ({
    ^bb0(%_r163a: tensor<f32>, %_r163b: tensor<f32>):
      %_r163c = stablehlo.add %_r163a, %_r163b : tensor<f32>
      "stablehlo.return"(%_r163c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x10xf32>, tensor<f32>) -> tensor<64xf32>
    %1087 = stablehlo.constant dense<0.0> : tensor<f32>
    %1088 = "stablehlo.reduce"(%1086, %1087) ({
    ^bb0(%_r164a: tensor<f32>, %_r164b: tensor<f32>):
      %_r164c = stablehlo.add %_r164a, %_r164b : tensor<f32>
      "stablehlo.return"(%_r164c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1089 = stablehlo.add %1083, %1088 : tensor<f32>
    %1090 = stablehlo.multiply %426, %426 : tensor<10xf32>
    %1091 = stablehlo.constant dense<0.0> : tensor<f32>
    %1092 = "stablehlo.reduce"(%1090, %1091) ({
    ^bb0(%_r165a: tensor<f32>, %_r165b: tensor<f32>):
      %_r165c = stablehlo.add %_r165a, %_r165b : tensor<f32>
      "stablehlo.return"(%_r165c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<10xf32>, tensor<f32>) -> tensor<f32>
    %1093 = stablehlo.add %1089, %1092 : tensor<f32>
    %1094 = stablehlo.sqrt %1093 : tensor<f32>
    %1095 = stablehlo.constant dense<1.0> : tensor<f32>
    %1096 = "stablehlo.compare"(%1094, %1095) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %1097 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x8x3x64xf32>
    %1098 = stablehlo.divide %828, %1097 : tensor<8x8x3x64xf32>
    %1099 = stablehlo.constant dense<1.0> : tensor<8x8x3x64xf32>
    %1100 = stablehlo.multiply %1098, %1099 : tensor<8x8x3x64xf32>
    %1101 = "stablehlo.select"(%1096, %828, %1100) : (tensor<i1>, tensor<8x8x3x64xf32>, tensor<8x8x3x64xf32>) -> tensor<8x8x3x64xf32>
    %1102 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1103 = stablehlo.divide %830, %1102 : tensor<64xf32>
    %1104 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1105 = stablehlo.multiply %1103, %1104 : tensor<64xf32>
    %1106 = "stablehlo.select"(%1096, %830, %1105) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1107 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64xf32>
    %1108 = stablehlo.divide %826, %1107 : tensor<1x1x64xf32>
    %1109 = stablehlo.constant dense<1.0> : tensor<1x1x64xf32>
    %1110 = stablehlo.multiply %1108, %1109 : tensor<1x1x64xf32>
    %1111 = "stablehlo.select"(%1096, %826, %1110) : (tensor<i1>, tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %1112 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x17x64xf32>
    %1113 = stablehlo.divide %821, %1112 : tensor<1x17x64xf32>
    %1114 = stablehlo.constant dense<1.0> : tensor<1x17x64xf32>
    %1115 = stablehlo.multiply %1113, %1114 : tensor<1x17x64xf32>
    %1116 = "stablehlo.select"(%1096, %821, %1115) : (tensor<i1>, tensor<1x17x64xf32>, tensor<1x17x64xf32>) -> tensor<1x17x64xf32>
    %1117 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1118 = stablehlo.divide %815, %1117 : tensor<64xf32>
    %1119 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1120 = stablehlo.multiply %1118, %1119 : tensor<64xf32>
    %1121 = "stablehlo.select"(%1096, %815, %1120) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1122 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1123 = stablehlo.divide %817, %1122 : tensor<64xf32>
    %1124 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1125 = stablehlo.multiply %1123, %1124 : tensor<64xf32>
    %1126 = "stablehlo.select"(%1096, %817, %1125) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1127 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x192xf32>
    %1128 = stablehlo.divide %794, %1127 : tensor<64x192xf32>
    %1129 = stablehlo.constant dense<1.0> : tensor<64x192xf32>
    %1130 = stablehlo.multiply %1128, %1129 : tensor<64x192xf32>
    %1131 = "stablehlo.select"(%1096, %794, %1130) : (tensor<i1>, tensor<64x192xf32>, tensor<64x192xf32>) -> tensor<64x192xf32>
    %1132 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %1133 = stablehlo.divide %796, %1132 : tensor<192xf32>
    %1134 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %1135 = stablehlo.multiply %1133, %1134 : tensor<192xf32>
    %1136 = "stablehlo.select"(%1096, %796, %1135) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %1137 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x64xf32>
    %1138 = stablehlo.divide %770, %1137 : tensor<64x64xf32>
    %1139 = stablehlo.constant dense<1.0> : tensor<64x64xf32>
    %1140 = stablehlo.multiply %1138, %1139 : tensor<64x64xf32>
    %1141 = "stablehlo.select"(%1096, %770, %1140) : (tensor<i1>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %1142 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1143 = stablehlo.divide %772, %1142 : tensor<64xf32>
    %1144 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1145 = stablehlo.multiply %1143, %1144 : tensor<64xf32>
    %1146 = "stablehlo.select"(%1096, %772, %1145) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1147 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1148 = stablehlo.divide %764, %1147 : tensor<64xf32>
    %1149 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1150 = stablehlo.multiply %1148, %1149 : tensor<64xf32>
    %1151 = "stablehlo.select"(%1096, %764, %1150) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1152 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1153 = stablehlo.divide %766, %1152 : tensor<64xf32>
    %1154 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1155 = stablehlo.multiply %1153, %1154 : tensor<64xf32>
    %1156 = "stablehlo.select"(%1096, %766, %1155) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1157 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x256xf32>
    %1158 = stablehlo.divide %743, %1157 : tensor<64x256xf32>
    %1159 = stablehlo.constant dense<1.0> : tensor<64x256xf32>
    %1160 = stablehlo.multiply %1158, %1159 : tensor<64x256xf32>
    %1161 = "stablehlo.select"(%1096, %743, %1160) : (tensor<i1>, tensor<64x256xf32>, tensor<64x256xf32>) -> tensor<64x256xf32>
    %1162 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %1163 = stablehlo.divide %745, %1162 : tensor<256xf32>
    %1164 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %1165 = stablehlo.multiply %1163, %1164 : tensor<256xf32>
    %1166 = "stablehlo.select"(%1096, %745, %1165) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1167 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x64xf32>
    %1168 = stablehlo.divide %729, %1167 : tensor<256x64xf32>
    %1169 = stablehlo.constant dense<1.0> : tensor<256x64xf32>
    %1170 = stablehlo.multiply %1168, %1169 : tensor<256x64xf32>
    %1171 = "stablehlo.select"(%1096, %729, %1170) : (tensor<i1>, tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
    %1172 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1173 = stablehlo.divide %731, %1172 : tensor<64xf32>
    %1174 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1175 = stablehlo.multiply %1173, %1174 : tensor<64xf32>
    %1176 = "stablehlo.select"(%1096, %731, %1175) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1177 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1178 = stablehlo.divide %723, %1177 : tensor<64xf32>
    %1179 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1180 = stablehlo.multiply %1178, %1179 : tensor<64xf32>
    %1181 = "stablehlo.select"(%1096, %723, %1180) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1182 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1183 = stablehlo.divide %725, %1182 : tensor<64xf32>
    %1184 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1185 = stablehlo.multiply %1183, %1184 : tensor<64xf32>
    %1186 = "stablehlo.select"(%1096, %725, %1185) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1187 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x192xf32>
    %1188 = stablehlo.divide %702, %1187 : tensor<64x192xf32>
    %1189 = stablehlo.constant dense<1.0> : tensor<64x192xf32>
    %1190 = stablehlo.multiply %1188, %1189 : tensor<64x192xf32>
    %1191 = "stablehlo.select"(%1096, %702, %1190) : (tensor<i1>, tensor<64x192xf32>, tensor<64x192xf32>) -> tensor<64x192xf32>
    %1192 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %1193 = stablehlo.divide %704, %1192 : tensor<192xf32>
    %1194 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %1195 = stablehlo.multiply %1193, %1194 : tensor<192xf32>
    %1196 = "stablehlo.select"(%1096, %704, %1195) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %1197 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x64xf32>
    %1198 = stablehlo.divide %678, %1197 : tensor<64x64xf32>
    %1199 = stablehlo.constant dense<1.0> : tensor<64x64xf32>
    %1200 = stablehlo.multiply %1198, %1199 : tensor<64x64xf32>
    %1201 = "stablehlo.select"(%1096, %678, %1200) : (tensor<i1>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %1202 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1203 = stablehlo.divide %680, %1202 : tensor<64xf32>
    %1204 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1205 = stablehlo.multiply %1203, %1204 : tensor<64xf32>
    %1206 = "stablehlo.select"(%1096, %680, %1205) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1207 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1208 = stablehlo.divide %672, %1207 : tensor<64xf32>
    %1209 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1210 = stablehlo.multiply %1208, %1209 : tensor<64xf32>
    %1211 = "stablehlo.select"(%1096, %672, %1210) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1212 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1213 = stablehlo.divide %674, %1212 : tensor<64xf32>
    %1214 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1215 = stablehlo.multiply %1213, %1214 : tensor<64xf32>
    %1216 = "stablehlo.select"(%1096, %674, %1215) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1217 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x256xf32>
    %1218 = stablehlo.divide %651, %1217 : tensor<64x256xf32>
    %1219 = stablehlo.constant dense<1.0> : tensor<64x256xf32>
    %1220 = stablehlo.multiply %1218, %1219 : tensor<64x256xf32>
    %1221 = "stablehlo.select"(%1096, %651, %1220) : (tensor<i1>, tensor<64x256xf32>, tensor<64x256xf32>) -> tensor<64x256xf32>
    %1222 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %1223 = stablehlo.divide %653, %1222 : tensor<256xf32>
    %1224 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %1225 = stablehlo.multiply %1223, %1224 : tensor<256xf32>
    %1226 = "stablehlo.select"(%1096, %653, %1225) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1227 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x64xf32>
    %1228 = stablehlo.divide %637, %1227 : tensor<256x64xf32>
    %1229 = stablehlo.constant dense<1.0> : tensor<256x64xf32>
    %1230 = stablehlo.multiply %1228, %1229 : tensor<256x64xf32>
    %1231 = "stablehlo.select"(%1096, %637, %1230) : (tensor<i1>, tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
    %1232 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1233 = stablehlo.divide %639, %1232 : tensor<64xf32>
    %1234 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1235 = stablehlo.multiply %1233, %1234 : tensor<64xf32>
    %1236 = "stablehlo.select"(%1096, %639, %1235) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1237 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1238 = stablehlo.divide %631, %1237 : tensor<64xf32>
    %1239 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1240 = stablehlo.multiply %1238, %1239 : tensor<64xf32>
    %1241 = "stablehlo.select"(%1096, %631, %1240) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1242 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1243 = stablehlo.divide %633, %1242 : tensor<64xf32>
    %1244 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1245 = stablehlo.multiply %1243, %1244 : tensor<64xf32>
    %1246 = "stablehlo.select"(%1096, %633, %1245) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1247 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x192xf32>
    %1248 = stablehlo.divide %610, %1247 : tensor<64x192xf32>
    %1249 = stablehlo.constant dense<1.0> : tensor<64x192xf32>
    %1250 = stablehlo.multiply %1248, %1249 : tensor<64x192xf32>
    %1251 = "stablehlo.select"(%1096, %610, %1250) : (tensor<i1>, tensor<64x192xf32>, tensor<64x192xf32>) -> tensor<64x192xf32>
    %1252 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %1253 = stablehlo.divide %612, %1252 : tensor<192xf32>
    %1254 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %1255 = stablehlo.multiply %1253, %1254 : tensor<192xf32>
    %1256 = "stablehlo.select"(%1096, %612, %1255) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %1257 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x64xf32>
    %1258 = stablehlo.divide %586, %1257 : tensor<64x64xf32>
    %1259 = stablehlo.constant dense<1.0> : tensor<64x64xf32>
    %1260 = stablehlo.multiply %1258, %1259 : tensor<64x64xf32>
    %1261 = "stablehlo.select"(%1096, %586, %1260) : (tensor<i1>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %1262 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1263 = stablehlo.divide %588, %1262 : tensor<64xf32>
    %1264 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1265 = stablehlo.multiply %1263, %1264 : tensor<64xf32>
    %1266 = "stablehlo.select"(%1096, %588, %1265) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1267 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1268 = stablehlo.divide %580, %1267 : tensor<64xf32>
    %1269 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1270 = stablehlo.multiply %1268, %1269 : tensor<64xf32>
    %1271 = "stablehlo.select"(%1096, %580, %1270) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1272 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1273 = stablehlo.divide %582, %1272 : tensor<64xf32>
    %1274 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1275 = stablehlo.multiply %1273, %1274 : tensor<64xf32>
    %1276 = "stablehlo.select"(%1096, %582, %1275) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1277 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x256xf32>
    %1278 = stablehlo.divide %559, %1277 : tensor<64x256xf32>
    %1279 = stablehlo.constant dense<1.0> : tensor<64x256xf32>
    %1280 = stablehlo.multiply %1278, %1279 : tensor<64x256xf32>
    %1281 = "stablehlo.select"(%1096, %559, %1280) : (tensor<i1>, tensor<64x256xf32>, tensor<64x256xf32>) -> tensor<64x256xf32>
    %1282 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %1283 = stablehlo.divide %561, %1282 : tensor<256xf32>
    %1284 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %1285 = stablehlo.multiply %1283, %1284 : tensor<256xf32>
    %1286 = "stablehlo.select"(%1096, %561, %1285) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1287 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x64xf32>
    %1288 = stablehlo.divide %545, %1287 : tensor<256x64xf32>
    %1289 = stablehlo.constant dense<1.0> : tensor<256x64xf32>
    %1290 = stablehlo.multiply %1288, %1289 : tensor<256x64xf32>
    %1291 = "stablehlo.select"(%1096, %545, %1290) : (tensor<i1>, tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
    %1292 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1293 = stablehlo.divide %547, %1292 : tensor<64xf32>
    %1294 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1295 = stablehlo.multiply %1293, %1294 : tensor<64xf32>
    %1296 = "stablehlo.select"(%1096, %547, %1295) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1297 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1298 = stablehlo.divide %539, %1297 : tensor<64xf32>
    %1299 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1300 = stablehlo.multiply %1298, %1299 : tensor<64xf32>
    %1301 = "stablehlo.select"(%1096, %539, %1300) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1302 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1303 = stablehlo.divide %541, %1302 : tensor<64xf32>
    %1304 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1305 = stablehlo.multiply %1303, %1304 : tensor<64xf32>
    %1306 = "stablehlo.select"(%1096, %541, %1305) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1307 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x192xf32>
    %1308 = stablehlo.divide %518, %1307 : tensor<64x192xf32>
    %1309 = stablehlo.constant dense<1.0> : tensor<64x192xf32>
    %1310 = stablehlo.multiply %1308, %1309 : tensor<64x192xf32>
    %1311 = "stablehlo.select"(%1096, %518, %1310) : (tensor<i1>, tensor<64x192xf32>, tensor<64x192xf32>) -> tensor<64x192xf32>
    %1312 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %1313 = stablehlo.divide %520, %1312 : tensor<192xf32>
    %1314 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %1315 = stablehlo.multiply %1313, %1314 : tensor<192xf32>
    %1316 = "stablehlo.select"(%1096, %520, %1315) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %1317 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x64xf32>
    %1318 = stablehlo.divide %494, %1317 : tensor<64x64xf32>
    %1319 = stablehlo.constant dense<1.0> : tensor<64x64xf32>
    %1320 = stablehlo.multiply %1318, %1319 : tensor<64x64xf32>
    %1321 = "stablehlo.select"(%1096, %494, %1320) : (tensor<i1>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %1322 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1323 = stablehlo.divide %496, %1322 : tensor<64xf32>
    %1324 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1325 = stablehlo.multiply %1323, %1324 : tensor<64xf32>
    %1326 = "stablehlo.select"(%1096, %496, %1325) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1327 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1328 = stablehlo.divide %488, %1327 : tensor<64xf32>
    %1329 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1330 = stablehlo.multiply %1328, %1329 : tensor<64xf32>
    %1331 = "stablehlo.select"(%1096, %488, %1330) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1332 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1333 = stablehlo.divide %490, %1332 : tensor<64xf32>
    %1334 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1335 = stablehlo.multiply %1333, %1334 : tensor<64xf32>
    %1336 = "stablehlo.select"(%1096, %490, %1335) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1337 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x256xf32>
    %1338 = stablehlo.divide %467, %1337 : tensor<64x256xf32>
    %1339 = stablehlo.constant dense<1.0> : tensor<64x256xf32>
    %1340 = stablehlo.multiply %1338, %1339 : tensor<64x256xf32>
    %1341 = "stablehlo.select"(%1096, %467, %1340) : (tensor<i1>, tensor<64x256xf32>, tensor<64x256xf32>) -> tensor<64x256xf32>
    %1342 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %1343 = stablehlo.divide %469, %1342 : tensor<256xf32>
    %1344 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %1345 = stablehlo.multiply %1343, %1344 : tensor<256xf32>
    %1346 = "stablehlo.select"(%1096, %469, %1345) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1347 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x64xf32>
    %1348 = stablehlo.divide %453, %1347 : tensor<256x64xf32>
    %1349 = stablehlo.constant dense<1.0> : tensor<256x64xf32>
    %1350 = stablehlo.multiply %1348, %1349 : tensor<256x64xf32>
    %1351 = "stablehlo.select"(%1096, %453, %1350) : (tensor<i1>, tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
    %1352 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1353 = stablehlo.divide %455, %1352 : tensor<64xf32>
    %1354 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1355 = stablehlo.multiply %1353, %1354 : tensor<64xf32>
    %1356 = "stablehlo.select"(%1096, %455, %1355) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1357 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1358 = stablehlo.divide %445, %1357 : tensor<64xf32>
    %1359 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1360 = stablehlo.multiply %1358, %1359 : tensor<64xf32>
    %1361 = "stablehlo.select"(%1096, %445, %1360) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1362 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1363 = stablehlo.divide %447, %1362 : tensor<64xf32>
    %1364 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1365 = stablehlo.multiply %1363, %1364 : tensor<64xf32>
    %1366 = "stablehlo.select"(%1096, %447, %1365) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1367 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x10xf32>
    %1368 = stablehlo.divide %424, %1367 : tensor<64x10xf32>
    %1369 = stablehlo.constant dense<1.0> : tensor<64x10xf32>
    %1370 = stablehlo.multiply %1368, %1369 : tensor<64x10xf32>
    %1371 = "stablehlo.select"(%1096, %424, %1370) : (tensor<i1>, tensor<64x10xf32>, tensor<64x10xf32>) -> tensor<64x10xf32>
    %1372 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %1373 = stablehlo.divide %426, %1372 : tensor<10xf32>
    %1374 = stablehlo.constant dense<1.0> : tensor<10xf32>
    %1375 = stablehlo.multiply %1373, %1374 : tensor<10xf32>
    %1376 = "stablehlo.select"(%1096, %426, %1375) : (tensor<i1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %1377 = stablehlo.constant dense<0.9> : tensor<8x8x3x64xf32>
    %1378 = stablehlo.multiply %1377, %m.patch_embed.proj.w : tensor<8x8x3x64xf32>
    %1379 = stablehlo.constant dense<0.1> : tensor<8x8x3x64xf32>
    %1380 = stablehlo.multiply %1379, %1101 : tensor<8x8x3x64xf32>
    %1381 = stablehlo.add %1378, %1380 : tensor<8x8x3x64xf32>
    %1382 = stablehlo.constant dense<0.999> : tensor<8x8x3x64xf32>
    %1383 = stablehlo.multiply %1382, %v.patch_embed.proj.w : tensor<8x8x3x64xf32>
    %1384 = stablehlo.constant dense<0.001> : tensor<8x8x3x64xf32>
    %1385 = stablehlo.multiply %1101, %1101 : tensor<8x8x3x64xf32>
    %1386 = stablehlo.multiply %1384, %1385 : tensor<8x8x3x64xf32>
    %1387 = stablehlo.add %1383, %1386 : tensor<8x8x3x64xf32>
    %1388 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x8x3x64xf32>
    %1389 = stablehlo.divide %1381, %1388 : tensor<8x8x3x64xf32>
    %1390 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x8x3x64xf32>
    %1391 = stablehlo.divide %1387, %1390 : tensor<8x8x3x64xf32>
    %1392 = stablehlo.sqrt %1391 : tensor<8x8x3x64xf32>
    %1393 = stablehlo.constant dense<1.0e-08> : tensor<8x8x3x64xf32>
    %1394 = stablehlo.add %1392, %1393 : tensor<8x8x3x64xf32>
    %1395 = stablehlo.divide %1389, %1394 : tensor<8x8x3x64xf32>
    %1396 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %1397 = stablehlo.multiply %1396, %m.patch_embed.proj.b : tensor<64xf32>
    %1398 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %1399 = stablehlo.multiply %1398, %1106 : tensor<64xf32>
    %1400 = stablehlo.add %1397, %1399 : tensor<64xf32>
    %1401 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %1402 = stablehlo.multiply %1401, %v.patch_embed.proj.b : tensor<64xf32>
    %1403 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %1404 = stablehlo.multiply %1106, %1106 : tensor<64xf32>
    %1405 = stablehlo.multiply %1403, %1404 : tensor<64xf32>
    %1406 = stablehlo.add %1402, %1405 : tensor<64xf32>
    %1407 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1408 = stablehlo.divide %1400, %1407 : tensor<64xf32>
    %1409 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1410 = stablehlo.divide %1406, %1409 : tensor<64xf32>
    %1411 = stablehlo.sqrt %1410 : tensor<64xf32>
    %1412 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %1413 = stablehlo.add %1411, %1412 : tensor<64xf32>
    %1414 = stablehlo.divide %1408, %1413 : tensor<64xf32>
    %1415 = stablehlo.constant dense<0.9> : tensor<1x1x64xf32>
    %1416 = stablehlo.multiply %1415, %m.cls.token : tensor<1x1x64xf32>
    %1417 = stablehlo.constant dense<0.1> : tensor<1x1x64xf32>
    %1418 = stablehlo.multiply %1417, %1111 : tensor<1x1x64xf32>
    %1419 = stablehlo.add %1416, %1418 : tensor<1x1x64xf32>
    %1420 = stablehlo.constant dense<0.999> : tensor<1x1x64xf32>
    %1421 = stablehlo.multiply %1420, %v.cls.token : tensor<1x1x64xf32>
    %1422 = stablehlo.constant dense<0.001> : tensor<1x1x64xf32>
    %1423 = stablehlo.multiply %1111, %1111 : tensor<1x1x64xf32>
    %1424 = stablehlo.multiply %1422, %1423 : tensor<1x1x64xf32>
    %1425 = stablehlo.add %1421, %1424 : tensor<1x1x64xf32>
    %1426 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64xf32>
    %1427 = stablehlo.divide %1419, %1426 : tensor<1x1x64xf32>
    %1428 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64xf32>
    %1429 = stablehlo.divide %1425, %1428 : tensor<1x1x64xf32>
    %1430 = stablehlo.sqrt %1429 : tensor<1x1x64xf32>
    %1431 = stablehlo.constant dense<1.0e-08> : tensor<1x1x64xf32>
    %1432 = stablehlo.add %1430, %1431 : tensor<1x1x64xf32>
    %1433 = stablehlo.divide %1427, %1432 : tensor<1x1x64xf32>
    %1434 = stablehlo.constant dense<0.9> : tensor<1x17x64xf32>
    %1435 = stablehlo.multiply %1434, %m.pos.table : tensor<1x17x64xf32>
    %1436 = stablehlo.constant dense<0.1> : tensor<1x17x64xf32>
    %1437 = stablehlo.multiply %1436, %1116 : tensor<1x17x64xf32>
    %1438 = stablehlo.add %1435, %1437 : tensor<1x17x64xf32>
    %1439 = stablehlo.constant dense<0.999> : tensor<1x17x64xf32>
    %1440 = stablehlo.multiply %1439, %v.pos.table : tensor<1x17x64xf32>
    %1441 = stablehlo.constant dense<0.001> : tensor<1x17x64xf32>
    %1442 = stablehlo.multiply %1116, %1116 : tensor<1x17x64xf32>
    %1443 = stablehlo.multiply %1441, %1442 : tensor<1x17x64xf32>
    %1444 = stablehlo.add %1440, %1443 : tensor<1x17x64xf32>
    %1445 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x17x64xf32>
    %1446 = stablehlo.divide %1438, %1445 : tensor<1x17x64xf32>
    %1447 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x17x64xf32>
    %1448 = stablehlo.divide %1444, %1447 : tensor<1x17x64xf32>
    %1449 = stablehlo.sqrt %1448 : tensor<1x17x64xf32>
    %1450 = stablehlo.constant dense<1.0e-08> : tensor<1x17x64xf32>
    %1451 = stablehlo.add %1449, %1450 : tensor<1x17x64xf32>
    %1452 = stablehlo.divide %1446, %1451 : tensor<1x17x64xf32>
    %1453 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %1454 = stablehlo.multiply %1453, %m.blocks.0.norm1.g : tensor<64xf32>
    %1455 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %1456 = stablehlo.multiply %1455, %1121 : tensor<64xf32>
    %1457 = stablehlo.add %1454, %1456 : tensor<64xf32>
    %1458 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %1459 = stablehlo.multiply %1458, %v.blocks.0.norm1.g : tensor<64xf32>
    %1460 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %1461 = stablehlo.multiply %1121, %1121 : tensor<64xf32>
    %1462 = stablehlo.multiply %1460, %1461 : tensor<64xf32>
    %1463 = stablehlo.add %1459, %1462 : tensor<64xf32>
    %1464 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1465 = stablehlo.divide %1457, %1464 : tensor<64xf32>
    %1466 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1467 = stablehlo.divide %1463, %1466 : tensor<64xf32>
    %1468 = stablehlo.sqrt %1467 : tensor<64xf32>
    %1469 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %1470 = stablehlo.add %1468, %1469 : tensor<64xf32>
    %1471 = stablehlo.divide %1465, %1470 : tensor<64xf32>
    %1472 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %1473 = stablehlo.multiply %1472, %m.blocks.0.norm1.b : tensor<64xf32>
    %1474 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %1475 = stablehlo.multiply %1474, %1126 : tensor<64xf32>
    %1476 = stablehlo.add %1473, %1475 : tensor<64xf32>
    %1477 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %1478 = stablehlo.multiply %1477, %v.blocks.0.norm1.b : tensor<64xf32>
    %1479 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %1480 = stablehlo.multiply %1126, %1126 : tensor<64xf32>
    %1481 = stablehlo.multiply %1479, %1480 : tensor<64xf32>
    %1482 = stablehlo.add %1478, %1481 : tensor<64xf32>
    %1483 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1484 = stablehlo.divide %1476, %1483 : tensor<64xf32>
    %1485 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1486 = stablehlo.divide %1482, %1485 : tensor<64xf32>
    %1487 = stablehlo.sqrt %1486 : tensor<64xf32>
    %1488 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %1489 = stablehlo.add %1487, %1488 : tensor<64xf32>
    %1490 = stablehlo.divide %1484, %1489 : tensor<64xf32>
    %1491 = stablehlo.constant dense<0.9> : tensor<64x192xf32>
    %1492 = stablehlo.multiply %1491, %m.blocks.0.attn.qkv.w : tensor<64x192xf32>
    %1493 = stablehlo.constant dense<0.1> : tensor<64x192xf32>
    %1494 = stablehlo.multiply %1493, %1131 : tensor<64x192xf32>
    %1495 = stablehlo.add %1492, %1494 : tensor<64x192xf32>
    %1496 = stablehlo.constant dense<0.999> : tensor<64x192xf32>
    %1497 = stablehlo.multiply %1496, %v.blocks.0.attn.qkv.w : tensor<64x192xf32>
    %1498 = stablehlo.constant dense<0.001> : tensor<64x192xf32>
    %1499 = stablehlo.multiply %1131, %1131 : tensor<64x192xf32>
    %1500 = stablehlo.multiply %1498, %1499 : tensor<64x192xf32>
    %1501 = stablehlo.add %1497, %1500 : tensor<64x192xf32>
    %1502 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x192xf32>
    %1503 = stablehlo.divide %1495, %1502 : tensor<64x192xf32>
    %1504 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x192xf32>
    %1505 = stablehlo.divide %1501, %1504 : tensor<64x192xf32>
    %1506 = stablehlo.sqrt %1505 : tensor<64x192xf32>
    %1507 = stablehlo.constant dense<1.0e-08> : tensor<64x192xf32>
    %1508 = stablehlo.add %1506, %1507 : tensor<64x192xf32>
    %1509 = stablehlo.divide %1503, %1508 : tensor<64x192xf32>
    %1510 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %1511 = stablehlo.multiply %1510, %m.blocks.0.attn.qkv.b : tensor<192xf32>
    %1512 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %1513 = stablehlo.multiply %1512, %1136 : tensor<192xf32>
    %1514 = stablehlo.add %1511, %1513 : tensor<192xf32>
    %1515 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %1516 = stablehlo.multiply %1515, %v.blocks.0.attn.qkv.b : tensor<192xf32>
    %1517 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %1518 = stablehlo.multiply %1136, %1136 : tensor<192xf32>
    %1519 = stablehlo.multiply %1517, %1518 : tensor<192xf32>
    %1520 = stablehlo.add %1516, %1519 : tensor<192xf32>
    %1521 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %1522 = stablehlo.divide %1514, %1521 : tensor<192xf32>
    %1523 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %1524 = stablehlo.divide %1520, %1523 : tensor<192xf32>
    %1525 = stablehlo.sqrt %1524 : tensor<192xf32>
    %1526 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %1527 = stablehlo.add %1525, %1526 : tensor<192xf32>
    %1528 = stablehlo.divide %1522, %1527 : tensor<192xf32>
    %1529 = stablehlo.constant dense<0.9> : tensor<64x64xf32>
    %1530 = stablehlo.multiply %1529, %m.blocks.0.attn.proj.w : tensor<64x64xf32>
    %1531 = stablehlo.constant dense<0.1> : tensor<64x64xf32>
    %1532 = stablehlo.multiply %1531, %1141 : tensor<64x64xf32>
    %1533 = stablehlo.add %1530, %1532 : tensor<64x64xf32>
    %1534 = stablehlo.constant dense<0.999> : tensor<64x64xf32>
    %1535 = stablehlo.multiply %1534, %v.blocks.0.attn.proj.w : tensor<64x64xf32>
    %1536 = stablehlo.constant dense<0.001> : tensor<64x64xf32>
    %1537 = stablehlo.multiply %1141, %1141 : tensor<64x64xf32>
    %1538 = stablehlo.multiply %1536, %1537 : tensor<64x64xf32>
    %1539 = stablehlo.add %1535, %1538 : tensor<64x64xf32>
    %1540 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x64xf32>
    %1541 = stablehlo.divide %1533, %1540 : tensor<64x64xf32>
    %1542 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x64xf32>
    %1543 = stablehlo.divide %1539, %1542 : tensor<64x64xf32>
    %1544 = stablehlo.sqrt %1543 : tensor<64x64xf32>
    %1545 = stablehlo.constant dense<1.0e-08> : tensor<64x64xf32>
    %1546 = stablehlo.add %1544, %1545 : tensor<64x64xf32>
    %1547 = stablehlo.divide %1541, %1546 : tensor<64x64xf32>
    %1548 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %1549 = stablehlo.multiply %1548, %m.blocks.0.attn.proj.b : tensor<64xf32>
    %1550 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %1551 = stablehlo.multiply %1550, %1146 : tensor<64xf32>
    %1552 = stablehlo.add %1549, %1551 : tensor<64xf32>
    %1553 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %1554 = stablehlo.multiply %1553, %v.blocks.0.attn.proj.b : tensor<64xf32>
    %1555 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %1556 = stablehlo.multiply %1146, %1146 : tensor<64xf32>
    %1557 = stablehlo.multiply %1555, %1556 : tensor<64xf32>
    %1558 = stablehlo.add %1554, %1557 : tensor<64xf32>
    %1559 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1560 = stablehlo.divide %1552, %1559 : tensor<64xf32>
    %1561 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1562 = stablehlo.divide %1558, %1561 : tensor<64xf32>
    %1563 = stablehlo.sqrt %1562 : tensor<64xf32>
    %1564 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %1565 = stablehlo.add %1563, %1564 : tensor<64xf32>
    %1566 = stablehlo.divide %1560, %1565 : tensor<64xf32>
    %1567 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %1568 = stablehlo.multiply %1567, %m.blocks.0.norm2.g : tensor<64xf32>
    %1569 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %1570 = stablehlo.multiply %1569, %1151 : tensor<64xf32>
    %1571 = stablehlo.add %1568, %1570 : tensor<64xf32>
    %1572 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %1573 = stablehlo.multiply %1572, %v.blocks.0.norm2.g : tensor<64xf32>
    %1574 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %1575 = stablehlo.multiply %1151, %1151 : tensor<64xf32>
    %1576 = stablehlo.multiply %1574, %1575 : tensor<64xf32>
    %1577 = stablehlo.add %1573, %1576 : tensor<64xf32>
    %1578 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1579 = stablehlo.divide %1571, %1578 : tensor<64xf32>
    %1580 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1581 = stablehlo.divide %1577, %1580 : tensor<64xf32>
    %1582 = stablehlo.sqrt %1581 : tensor<64xf32>
    %1583 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %1584 = stablehlo.add %1582, %1583 : tensor<64xf32>
    %1585 = stablehlo.divide %1579, %1584 : tensor<64xf32>
    %1586 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %1587 = stablehlo.multiply %1586, %m.blocks.0.norm2.b : tensor<64xf32>
    %1588 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %1589 = stablehlo.multiply %1588, %1156 : tensor<64xf32>
    %1590 = stablehlo.add %1587, %1589 : tensor<64xf32>
    %1591 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %1592 = stablehlo.multiply %1591, %v.blocks.0.norm2.b : tensor<64xf32>
    %1593 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %1594 = stablehlo.multiply %1156, %1156 : tensor<64xf32>
    %1595 = stablehlo.multiply %1593, %1594 : tensor<64xf32>
    %1596 = stablehlo.add %1592, %1595 : tensor<64xf32>
    %1597 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1598 = stablehlo.divide %1590, %1597 : tensor<64xf32>
    %1599 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1600 = stablehlo.divide %1596, %1599 : tensor<64xf32>
    %1601 = stablehlo.sqrt %1600 : tensor<64xf32>
    %1602 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %1603 = stablehlo.add %1601, %1602 : tensor<64xf32>
    %1604 = stablehlo.divide %1598, %1603 : tensor<64xf32>
    %1605 = stablehlo.constant dense<0.9> : tensor<64x256xf32>
    %1606 = stablehlo.multiply %1605, %m.blocks.0.mlp.fc1.w : tensor<64x256xf32>
    %1607 = stablehlo.constant dense<0.1> : tensor<64x256xf32>
    %1608 = stablehlo.multiply %1607, %1161 : tensor<64x256xf32>
    %1609 = stablehlo.add %1606, %1608 : tensor<64x256xf32>
    %1610 = stablehlo.constant dense<0.999> : tensor<64x256xf32>
    %1611 = stablehlo.multiply %1610, %v.blocks.0.mlp.fc1.w : tensor<64x256xf32>
    %1612 = stablehlo.constant dense<0.001> : tensor<64x256xf32>
    %1613 = stablehlo.multiply %1161, %1161 : tensor<64x256xf32>
    %1614 = stablehlo.multiply %1612, %1613 : tensor<64x256xf32>
    %1615 = stablehlo.add %1611, %1614 : tensor<64x256xf32>
    %1616 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x256xf32>
    %1617 = stablehlo.divide %1609, %1616 : tensor<64x256xf32>
    %1618 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x256xf32>
    %1619 = stablehlo.divide %1615, %1618 : tensor<64x256xf32>
    %1620 = stablehlo.sqrt %1619 : tensor<64x256xf32>
    %1621 = stablehlo.constant dense<1.0e-08> : tensor<64x256xf32>
    %1622 = stablehlo.add %1620, %1621 : tensor<64x256xf32>
    %1623 = stablehlo.divide %1617, %1622 : tensor<64x256xf32>
    %1624 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %1625 = stablehlo.multiply %1624, %m.blocks.0.mlp.fc1.b : tensor<256xf32>
    %1626 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %1627 = stablehlo.multiply %1626, %1166 : tensor<256xf32>
    %1628 = stablehlo.add %1625, %1627 : tensor<256xf32>
    %1629 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %1630 = stablehlo.multiply %1629, %v.blocks.0.mlp.fc1.b : tensor<256xf32>
    %1631 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %1632 = stablehlo.multiply %1166, %1166 : tensor<256xf32>
    %1633 = stablehlo.multiply %1631, %1632 : tensor<256xf32>
    %1634 = stablehlo.add %1630, %1633 : tensor<256xf32>
    %1635 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %1636 = stablehlo.divide %1628, %1635 : tensor<256xf32>
    %1637 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %1638 = stablehlo.divide %1634, %1637 : tensor<256xf32>
    %1639 = stablehlo.sqrt %1638 : tensor<256xf32>
    %1640 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %1641 = stablehlo.add %1639, %1640 : tensor<256xf32>
    %1642 = stablehlo.divide %1636, %1641 : tensor<256xf32>
    %1643 = stablehlo.constant dense<0.9> : tensor<256x64xf32>
    %1644 = stablehlo.multiply %1643, %m.blocks.0.mlp.fc2.w : tensor<256x64xf32>
    %1645 = stablehlo.constant dense<0.1> : tensor<256x64xf32>
    %1646 = stablehlo.multiply %1645, %1171 : tensor<256x64xf32>
    %1647 = stablehlo.add %1644, %1646 : tensor<256x64xf32>
    %1648 = stablehlo.constant dense<0.999> : tensor<256x64xf32>
    %1649 = stablehlo.multiply %1648, %v.blocks.0.mlp.fc2.w : tensor<256x64xf32>
    %1650 = stablehlo.constant dense<0.001> : tensor<256x64xf32>
    %1651 = stablehlo.multiply %1171, %1171 : tensor<256x64xf32>
    %1652 = stablehlo.multiply %1650, %1651 : tensor<256x64xf32>
    %1653 = stablehlo.add %1649, %1652 : tensor<256x64xf32>
    %1654 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x64xf32>
    %1655 = stablehlo.divide %1647, %1654 : tensor<256x64xf32>
    %1656 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x64xf32>
    %1657 = stablehlo.divide %1653, %1656 : tensor<256x64xf32>
    %1658 = stablehlo.sqrt %1657 : tensor<256x64xf32>
    %1659 = stablehlo.constant dense<1.0e-08> : tensor<256x64xf32>
    %1660 = stablehlo.add %1658, %1659 : tensor<256x64xf32>
    %1661 = stablehlo.divide %1655, %1660 : tensor<256x64xf32>
    %1662 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %1663 = stablehlo.multiply %1662, %m.blocks.0.mlp.fc2.b : tensor<64xf32>
    %1664 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %1665 = stablehlo.multiply %1664, %1176 : tensor<64xf32>
    %1666 = stablehlo.add %1663, %1665 : tensor<64xf32>
    %1667 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %1668 = stablehlo.multiply %1667, %v.blocks.0.mlp.fc2.b : tensor<64xf32>
    %1669 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %1670 = stablehlo.multiply %1176, %1176 : tensor<64xf32>
    %1671 = stablehlo.multiply %1669, %1670 : tensor<64xf32>
    %1672 = stablehlo.add %1668, %1671 : tensor<64xf32>
    %1673 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1674 = stablehlo.divide %1666, %1673 : tensor<64xf32>
    %1675 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1676 = stablehlo.divide %1672, %1675 : tensor<64xf32>
    %1677 = stablehlo.sqrt %1676 : tensor<64xf32>
    %1678 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %1679 = stablehlo.add %1677, %1678 : tensor<64xf32>
    %1680 = stablehlo.divide %1674, %1679 : tensor<64xf32>
    %1681 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %1682 = stablehlo.multiply %1681, %m.blocks.1.norm1.g : tensor<64xf32>
    %1683 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %1684 = stablehlo.multiply %1683, %1181 : tensor<64xf32>
    %1685 = stablehlo.add %1682, %1684 : tensor<64xf32>
    %1686 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %1687 = stablehlo.multiply %1686, %v.blocks.1.norm1.g : tensor<64xf32>
    %1688 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %1689 = stablehlo.multiply %1181, %1181 : tensor<64xf32>
    %1690 = stablehlo.multiply %1688, %1689 : tensor<64xf32>
    %1691 = stablehlo.add %1687, %1690 : tensor<64xf32>
    %1692 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1693 = stablehlo.divide %1685, %1692 : tensor<64xf32>
    %1694 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1695 = stablehlo.divide %1691, %1694 : tensor<64xf32>
    %1696 = stablehlo.sqrt %1695 : tensor<64xf32>
    %1697 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %1698 = stablehlo.add %1696, %1697 : tensor<64xf32>
    %1699 = stablehlo.divide %1693, %1698 : tensor<64xf32>
    %1700 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %1701 = stablehlo.multiply %1700, %m.blocks.1.norm1.b : tensor<64xf32>
    %1702 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %1703 = stablehlo.multiply %1702, %1186 : tensor<64xf32>
    %1704 = stablehlo.add %1701, %1703 : tensor<64xf32>
    %1705 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %1706 = stablehlo.multiply %1705, %v.blocks.1.norm1.b : tensor<64xf32>
    %1707 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %1708 = stablehlo.multiply %1186, %1186 : tensor<64xf32>
    %1709 = stablehlo.multiply %1707, %1708 : tensor<64xf32>
    %1710 = stablehlo.add %1706, %1709 : tensor<64xf32>
    %1711 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1712 = stablehlo.divide %1704, %1711 : tensor<64xf32>
    %1713 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1714 = stablehlo.divide %1710, %1713 : tensor<64xf32>
    %1715 = stablehlo.sqrt %1714 : tensor<64xf32>
    %1716 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %1717 = stablehlo.add %1715, %1716 : tensor<64xf32>
    %1718 = stablehlo.divide %1712, %1717 : tensor<64xf32>
    %1719 = stablehlo.constant dense<0.9> : tensor<64x192xf32>
    %1720 = stablehlo.multiply %1719, %m.blocks.1.attn.qkv.w : tensor<64x192xf32>
    %1721 = stablehlo.constant dense<0.1> : tensor<64x192xf32>
    %1722 = stablehlo.multiply %1721, %1191 : tensor<64x192xf32>
    %1723 = stablehlo.add %1720, %1722 : tensor<64x192xf32>
    %1724 = stablehlo.constant dense<0.999> : tensor<64x192xf32>
    %1725 = stablehlo.multiply %1724, %v.blocks.1.attn.qkv.w : tensor<64x192xf32>
    %1726 = stablehlo.constant dense<0.001> : tensor<64x192xf32>
    %1727 = stablehlo.multiply %1191, %1191 : tensor<64x192xf32>
    %1728 = stablehlo.multiply %1726, %1727 : tensor<64x192xf32>
    %1729 = stablehlo.add %1725, %1728 : tensor<64x192xf32>
    %1730 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x192xf32>
    %1731 = stablehlo.divide %1723, %1730 : tensor<64x192xf32>
    %1732 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x192xf32>
    %1733 = stablehlo.divide %1729, %1732 : tensor<64x192xf32>
    %1734 = stablehlo.sqrt %1733 : tensor<64x192xf32>
    %1735 = stablehlo.constant dense<1.0e-08> : tensor<64x192xf32>
    %1736 = stablehlo.add %1734, %1735 : tensor<64x192xf32>
    %1737 = stablehlo.divide %1731, %1736 : tensor<64x192xf32>
    %1738 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %1739 = stablehlo.multiply %1738, %m.blocks.1.attn.qkv.b : tensor<192xf32>
    %1740 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %1741 = stablehlo.multiply %1740, %1196 : tensor<192xf32>
    %1742 = stablehlo.add %1739, %1741 : tensor<192xf32>
    %1743 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %1744 = stablehlo.multiply %1743, %v.blocks.1.attn.qkv.b : tensor<192xf32>
    %1745 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %1746 = stablehlo.multiply %1196, %1196 : tensor<192xf32>
    %1747 = stablehlo.multiply %1745, %1746 : tensor<192xf32>
    %1748 = stablehlo.add %1744, %1747 : tensor<192xf32>
    %1749 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %1750 = stablehlo.divide %1742, %1749 : tensor<192xf32>
    %1751 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %1752 = stablehlo.divide %1748, %1751 : tensor<192xf32>
    %1753 = stablehlo.sqrt %1752 : tensor<192xf32>
    %1754 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %1755 = stablehlo.add %1753, %1754 : tensor<192xf32>
    %1756 = stablehlo.divide %1750, %1755 : tensor<192xf32>
    %1757 = stablehlo.constant dense<0.9> : tensor<64x64xf32>
    %1758 = stablehlo.multiply %1757, %m.blocks.1.attn.proj.w : tensor<64x64xf32>
    %1759 = stablehlo.constant dense<0.1> : tensor<64x64xf32>
    %1760 = stablehlo.multiply %1759, %1201 : tensor<64x64xf32>
    %1761 = stablehlo.add %1758, %1760 : tensor<64x64xf32>
    %1762 = stablehlo.constant dense<0.999> : tensor<64x64xf32>
    %1763 = stablehlo.multiply %1762, %v.blocks.1.attn.proj.w : tensor<64x64xf32>
    %1764 = stablehlo.constant dense<0.001> : tensor<64x64xf32>
    %1765 = stablehlo.multiply %1201, %1201 : tensor<64x64xf32>
    %1766 = stablehlo.multiply %1764, %1765 : tensor<64x64xf32>
    %1767 = stablehlo.add %1763, %1766 : tensor<64x64xf32>
    %1768 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x64xf32>
    %1769 = stablehlo.divide %1761, %1768 : tensor<64x64xf32>
    %1770 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x64xf32>
    %1771 = stablehlo.divide %1767, %1770 : tensor<64x64xf32>
    %1772 = stablehlo.sqrt %1771 : tensor<64x64xf32>
    %1773 = stablehlo.constant dense<1.0e-08> : tensor<64x64xf32>
    %1774 = stablehlo.add %1772, %1773 : tensor<64x64xf32>
    %1775 = stablehlo.divide %1769, %1774 : tensor<64x64xf32>
    %1776 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %1777 = stablehlo.multiply %1776, %m.blocks.1.attn.proj.b : tensor<64xf32>
    %1778 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %1779 = stablehlo.multiply %1778, %1206 : tensor<64xf32>
    %1780 = stablehlo.add %1777, %1779 : tensor<64xf32>
    %1781 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %1782 = stablehlo.multiply %1781, %v.blocks.1.attn.proj.b : tensor<64xf32>
    %1783 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %1784 = stablehlo.multiply %1206, %1206 : tensor<64xf32>
    %1785 = stablehlo.multiply %1783, %1784 : tensor<64xf32>
    %1786 = stablehlo.add %1782, %1785 : tensor<64xf32>
    %1787 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1788 = stablehlo.divide %1780, %1787 : tensor<64xf32>
    %1789 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1790 = stablehlo.divide %1786, %1789 : tensor<64xf32>
    %1791 = stablehlo.sqrt %1790 : tensor<64xf32>
    %1792 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %1793 = stablehlo.add %1791, %1792 : tensor<64xf32>
    %1794 = stablehlo.divide %1788, %1793 : tensor<64xf32>
    %1795 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %1796 = stablehlo.multiply %1795, %m.blocks.1.norm2.g : tensor<64xf32>
    %1797 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %1798 = stablehlo.multiply %1797, %1211 : tensor<64xf32>
    %1799 = stablehlo.add %1796, %1798 : tensor<64xf32>
    %1800 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %1801 = stablehlo.multiply %1800, %v.blocks.1.norm2.g : tensor<64xf32>
    %1802 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %1803 = stablehlo.multiply %1211, %1211 : tensor<64xf32>
    %1804 = stablehlo.multiply %1802, %1803 : tensor<64xf32>
    %1805 = stablehlo.add %1801, %1804 : tensor<64xf32>
    %1806 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1807 = stablehlo.divide %1799, %1806 : tensor<64xf32>
    %1808 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1809 = stablehlo.divide %1805, %1808 : tensor<64xf32>
    %1810 = stablehlo.sqrt %1809 : tensor<64xf32>
    %1811 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %1812 = stablehlo.add %1810, %1811 : tensor<64xf32>
    %1813 = stablehlo.divide %1807, %1812 : tensor<64xf32>
    %1814 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %1815 = stablehlo.multiply %1814, %m.blocks.1.norm2.b : tensor<64xf32>
    %1816 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %1817 = stablehlo.multiply %1816, %1216 : tensor<64xf32>
    %1818 = stablehlo.add %1815, %1817 : tensor<64xf32>
    %1819 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %1820 = stablehlo.multiply %1819, %v.blocks.1.norm2.b : tensor<64xf32>
    %1821 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %1822 = stablehlo.multiply %1216, %1216 : tensor<64xf32>
    %1823 = stablehlo.multiply %1821, %1822 : tensor<64xf32>
    %1824 = stablehlo.add %1820, %1823 : tensor<64xf32>
    %1825 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1826 = stablehlo.divide %1818, %1825 : tensor<64xf32>
    %1827 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1828 = stablehlo.divide %1824, %1827 : tensor<64xf32>
    %1829 = stablehlo.sqrt %1828 : tensor<64xf32>
    %1830 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %1831 = stablehlo.add %1829, %1830 : tensor<64xf32>
    %1832 = stablehlo.divide %1826, %1831 : tensor<64xf32>
    %1833 = stablehlo.constant dense<0.9> : tensor<64x256xf32>
    %1834 = stablehlo.multiply %1833, %m.blocks.1.mlp.fc1.w : tensor<64x256xf32>
    %1835 = stablehlo.constant dense<0.1> : tensor<64x256xf32>
    %1836 = stablehlo.multiply %1835, %1221 : tensor<64x256xf32>
    %1837 = stablehlo.add %1834, %1836 : tensor<64x256xf32>
    %1838 = stablehlo.constant dense<0.999> : tensor<64x256xf32>
    %1839 = stablehlo.multiply %1838, %v.blocks.1.mlp.fc1.w : tensor<64x256xf32>
    %1840 = stablehlo.constant dense<0.001> : tensor<64x256xf32>
    %1841 = stablehlo.multiply %1221, %1221 : tensor<64x256xf32>
    %1842 = stablehlo.multiply %1840, %1841 : tensor<64x256xf32>
    %1843 = stablehlo.add %1839, %1842 : tensor<64x256xf32>
    %1844 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x256xf32>
    %1845 = stablehlo.divide %1837, %1844 : tensor<64x256xf32>
    %1846 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x256xf32>
    %1847 = stablehlo.divide %1843, %1846 : tensor<64x256xf32>
    %1848 = stablehlo.sqrt %1847 : tensor<64x256xf32>
    %1849 = stablehlo.constant dense<1.0e-08> : tensor<64x256xf32>
    %1850 = stablehlo.add %1848, %1849 : tensor<64x256xf32>
    %1851 = stablehlo.divide %1845, %1850 : tensor<64x256xf32>
    %1852 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %1853 = stablehlo.multiply %1852, %m.blocks.1.mlp.fc1.b : tensor<256xf32>
    %1854 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %1855 = stablehlo.multiply %1854, %1226 : tensor<256xf32>
    %1856 = stablehlo.add %1853, %1855 : tensor<256xf32>
    %1857 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %1858 = stablehlo.multiply %1857, %v.blocks.1.mlp.fc1.b : tensor<256xf32>
    %1859 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %1860 = stablehlo.multiply %1226, %1226 : tensor<256xf32>
    %1861 = stablehlo.multiply %1859, %1860 : tensor<256xf32>
    %1862 = stablehlo.add %1858, %1861 : tensor<256xf32>
    %1863 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %1864 = stablehlo.divide %1856, %1863 : tensor<256xf32>
    %1865 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %1866 = stablehlo.divide %1862, %1865 : tensor<256xf32>
    %1867 = stablehlo.sqrt %1866 : tensor<256xf32>
    %1868 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %1869 = stablehlo.add %1867, %1868 : tensor<256xf32>
    %1870 = stablehlo.divide %1864, %1869 : tensor<256xf32>
    %1871 = stablehlo.constant dense<0.9> : tensor<256x64xf32>
    %1872 = stablehlo.multiply %1871, %m.blocks.1.mlp.fc2.w : tensor<256x64xf32>
    %1873 = stablehlo.constant dense<0.1> : tensor<256x64xf32>
    %1874 = stablehlo.multiply %1873, %1231 : tensor<256x64xf32>
    %1875 = stablehlo.add %1872, %1874 : tensor<256x64xf32>
    %1876 = stablehlo.constant dense<0.999> : tensor<256x64xf32>
    %1877 = stablehlo.multiply %1876, %v.blocks.1.mlp.fc2.w : tensor<256x64xf32>
    %1878 = stablehlo.constant dense<0.001> : tensor<256x64xf32>
    %1879 = stablehlo.multiply %1231, %1231 : tensor<256x64xf32>
    %1880 = stablehlo.multiply %1878, %1879 : tensor<256x64xf32>
    %1881 = stablehlo.add %1877, %1880 : tensor<256x64xf32>
    %1882 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x64xf32>
    %1883 = stablehlo.divide %1875, %1882 : tensor<256x64xf32>
    %1884 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x64xf32>
    %1885 = stablehlo.divide %1881, %1884 : tensor<256x64xf32>
    %1886 = stablehlo.sqrt %1885 : tensor<256x64xf32>
    %1887 = stablehlo.constant dense<1.0e-08> : tensor<256x64xf32>
    %1888 = stablehlo.add %1886, %1887 : tensor<256x64xf32>
    %1889 = stablehlo.divide %1883, %1888 : tensor<256x64xf32>
    %1890 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %1891 = stablehlo.multiply %1890, %m.blocks.1.mlp.fc2.b : tensor<64xf32>
    %1892 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %1893 = stablehlo.multiply %1892, %1236 : tensor<64xf32>
    %1894 = stablehlo.add %1891, %1893 : tensor<64xf32>
    %1895 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %1896 = stablehlo.multiply %1895, %v.blocks.1.mlp.fc2.b : tensor<64xf32>
    %1897 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %1898 = stablehlo.multiply %1236, %1236 : tensor<64xf32>
    %1899 = stablehlo.multiply %1897, %1898 : tensor<64xf32>
    %1900 = stablehlo.add %1896, %1899 : tensor<64xf32>
    %1901 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1902 = stablehlo.divide %1894, %1901 : tensor<64xf32>
    %1903 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1904 = stablehlo.divide %1900, %1903 : tensor<64xf32>
    %1905 = stablehlo.sqrt %1904 : tensor<64xf32>
    %1906 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %1907 = stablehlo.add %1905, %1906 : tensor<64xf32>
    %1908 = stablehlo.divide %1902, %1907 : tensor<64xf32>
    %1909 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %1910 = stablehlo.multiply %1909, %m.blocks.2.norm1.g : tensor<64xf32>
    %1911 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %1912 = stablehlo.multiply %1911, %1241 : tensor<64xf32>
    %1913 = stablehlo.add %1910, %1912 : tensor<64xf32>
    %1914 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %1915 = stablehlo.multiply %1914, %v.blocks.2.norm1.g : tensor<64xf32>
    %1916 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %1917 = stablehlo.multiply %1241, %1241 : tensor<64xf32>
    %1918 = stablehlo.multiply %1916, %1917 : tensor<64xf32>
    %1919 = stablehlo.add %1915, %1918 : tensor<64xf32>
    %1920 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1921 = stablehlo.divide %1913, %1920 : tensor<64xf32>
    %1922 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1923 = stablehlo.divide %1919, %1922 : tensor<64xf32>
    %1924 = stablehlo.sqrt %1923 : tensor<64xf32>
    %1925 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %1926 = stablehlo.add %1924, %1925 : tensor<64xf32>
    %1927 = stablehlo.divide %1921, %1926 : tensor<64xf32>
    %1928 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %1929 = stablehlo.multiply %1928, %m.blocks.2.norm1.b : tensor<64xf32>
    %1930 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %1931 = stablehlo.multiply %1930, %1246 : tensor<64xf32>
    %1932 = stablehlo.add %1929, %1931 : tensor<64xf32>
    %1933 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %1934 = stablehlo.multiply %1933, %v.blocks.2.norm1.b : tensor<64xf32>
    %1935 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %1936 = stablehlo.multiply %1246, %1246 : tensor<64xf32>
    %1937 = stablehlo.multiply %1935, %1936 : tensor<64xf32>
    %1938 = stablehlo.add %1934, %1937 : tensor<64xf32>
    %1939 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1940 = stablehlo.divide %1932, %1939 : tensor<64xf32>
    %1941 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1942 = stablehlo.divide %1938, %1941 : tensor<64xf32>
    %1943 = stablehlo.sqrt %1942 : tensor<64xf32>
    %1944 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %1945 = stablehlo.add %1943, %1944 : tensor<64xf32>
    %1946 = stablehlo.divide %1940, %1945 : tensor<64xf32>
    %1947 = stablehlo.constant dense<0.9> : tensor<64x192xf32>
    %1948 = stablehlo.multiply %1947, %m.blocks.2.attn.qkv.w : tensor<64x192xf32>
    %1949 = stablehlo.constant dense<0.1> : tensor<64x192xf32>
    %1950 = stablehlo.multiply %1949, %1251 : tensor<64x192xf32>
    %1951 = stablehlo.add %1948, %1950 : tensor<64x192xf32>
    %1952 = stablehlo.constant dense<0.999> : tensor<64x192xf32>
    %1953 = stablehlo.multiply %1952, %v.blocks.2.attn.qkv.w : tensor<64x192xf32>
    %1954 = stablehlo.constant dense<0.001> : tensor<64x192xf32>
    %1955 = stablehlo.multiply %1251, %1251 : tensor<64x192xf32>
    %1956 = stablehlo.multiply %1954, %1955 : tensor<64x192xf32>
    %1957 = stablehlo.add %1953, %1956 : tensor<64x192xf32>
    %1958 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x192xf32>
    %1959 = stablehlo.divide %1951, %1958 : tensor<64x192xf32>
    %1960 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x192xf32>
    %1961 = stablehlo.divide %1957, %1960 : tensor<64x192xf32>
    %1962 = stablehlo.sqrt %1961 : tensor<64x192xf32>
    %1963 = stablehlo.constant dense<1.0e-08> : tensor<64x192xf32>
    %1964 = stablehlo.add %1962, %1963 : tensor<64x192xf32>
    %1965 = stablehlo.divide %1959, %1964 : tensor<64x192xf32>
    %1966 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %1967 = stablehlo.multiply %1966, %m.blocks.2.attn.qkv.b : tensor<192xf32>
    %1968 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %1969 = stablehlo.multiply %1968, %1256 : tensor<192xf32>
    %1970 = stablehlo.add %1967, %1969 : tensor<192xf32>
    %1971 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %1972 = stablehlo.multiply %1971, %v.blocks.2.attn.qkv.b : tensor<192xf32>
    %1973 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %1974 = stablehlo.multiply %1256, %1256 : tensor<192xf32>
    %1975 = stablehlo.multiply %1973, %1974 : tensor<192xf32>
    %1976 = stablehlo.add %1972, %1975 : tensor<192xf32>
    %1977 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %1978 = stablehlo.divide %1970, %1977 : tensor<192xf32>
    %1979 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %1980 = stablehlo.divide %1976, %1979 : tensor<192xf32>
    %1981 = stablehlo.sqrt %1980 : tensor<192xf32>
    %1982 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %1983 = stablehlo.add %1981, %1982 : tensor<192xf32>
    %1984 = stablehlo.divide %1978, %1983 : tensor<192xf32>
    %1985 = stablehlo.constant dense<0.9> : tensor<64x64xf32>
    %1986 = stablehlo.multiply %1985, %m.blocks.2.attn.proj.w : tensor<64x64xf32>
    %1987 = stablehlo.constant dense<0.1> : tensor<64x64xf32>
    %1988 = stablehlo.multiply %1987, %1261 : tensor<64x64xf32>
    %1989 = stablehlo.add %1986, %1988 : tensor<64x64xf32>
    %1990 = stablehlo.constant dense<0.999> : tensor<64x64xf32>
    %1991 = stablehlo.multiply %1990, %v.blocks.2.attn.proj.w : tensor<64x64xf32>
    %1992 = stablehlo.constant dense<0.001> : tensor<64x64xf32>
    %1993 = stablehlo.multiply %1261, %1261 : tensor<64x64xf32>
    %1994 = stablehlo.multiply %1992, %1993 : tensor<64x64xf32>
    %1995 = stablehlo.add %1991, %1994 : tensor<64x64xf32>
    %1996 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x64xf32>
    %1997 = stablehlo.divide %1989, %1996 : tensor<64x64xf32>
    %1998 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x64xf32>
    %1999 = stablehlo.divide %1995, %1998 : tensor<64x64xf32>
    %2000 = stablehlo.sqrt %1999 : tensor<64x64xf32>
    %2001 = stablehlo.constant dense<1.0e-08> : tensor<64x64xf32>
    %2002 = stablehlo.add %2000, %2001 : tensor<64x64xf32>
    %2003 = stablehlo.divide %1997, %2002 : tensor<64x64xf32>
    %2004 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2005 = stablehlo.multiply %2004, %m.blocks.2.attn.proj.b : tensor<64xf32>
    %2006 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2007 = stablehlo.multiply %2006, %1266 : tensor<64xf32>
    %2008 = stablehlo.add %2005, %2007 : tensor<64xf32>
    %2009 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2010 = stablehlo.multiply %2009, %v.blocks.2.attn.proj.b : tensor<64xf32>
    %2011 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2012 = stablehlo.multiply %1266, %1266 : tensor<64xf32>
    %2013 = stablehlo.multiply %2011, %2012 : tensor<64xf32>
    %2014 = stablehlo.add %2010, %2013 : tensor<64xf32>
    %2015 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2016 = stablehlo.divide %2008, %2015 : tensor<64xf32>
    %2017 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2018 = stablehlo.divide %2014, %2017 : tensor<64xf32>
    %2019 = stablehlo.sqrt %2018 : tensor<64xf32>
    %2020 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2021 = stablehlo.add %2019, %2020 : tensor<64xf32>
    %2022 = stablehlo.divide %2016, %2021 : tensor<64xf32>
    %2023 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2024 = stablehlo.multiply %2023, %m.blocks.2.norm2.g : tensor<64xf32>
    %2025 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2026 = stablehlo.multiply %2025, %1271 : tensor<64xf32>
    %2027 = stablehlo.add %2024, %2026 : tensor<64xf32>
    %2028 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2029 = stablehlo.multiply %2028, %v.blocks.2.norm2.g : tensor<64xf32>
    %2030 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2031 = stablehlo.multiply %1271, %1271 : tensor<64xf32>
    %2032 = stablehlo.multiply %2030, %2031 : tensor<64xf32>
    %2033 = stablehlo.add %2029, %2032 : tensor<64xf32>
    %2034 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2035 = stablehlo.divide %2027, %2034 : tensor<64xf32>
    %2036 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2037 = stablehlo.divide %2033, %2036 : tensor<64xf32>
    %2038 = stablehlo.sqrt %2037 : tensor<64xf32>
    %2039 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2040 = stablehlo.add %2038, %2039 : tensor<64xf32>
    %2041 = stablehlo.divide %2035, %2040 : tensor<64xf32>
    %2042 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2043 = stablehlo.multiply %2042, %m.blocks.2.norm2.b : tensor<64xf32>
    %2044 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2045 = stablehlo.multiply %2044, %1276 : tensor<64xf32>
    %2046 = stablehlo.add %2043, %2045 : tensor<64xf32>
    %2047 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2048 = stablehlo.multiply %2047, %v.blocks.2.norm2.b : tensor<64xf32>
    %2049 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2050 = stablehlo.multiply %1276, %1276 : tensor<64xf32>
    %2051 = stablehlo.multiply %2049, %2050 : tensor<64xf32>
    %2052 = stablehlo.add %2048, %2051 : tensor<64xf32>
    %2053 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2054 = stablehlo.divide %2046, %2053 : tensor<64xf32>
    %2055 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2056 = stablehlo.divide %2052, %2055 : tensor<64xf32>
    %2057 = stablehlo.sqrt %2056 : tensor<64xf32>
    %2058 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2059 = stablehlo.add %2057, %2058 : tensor<64xf32>
    %2060 = stablehlo.divide %2054, %2059 : tensor<64xf32>
    %2061 = stablehlo.constant dense<0.9> : tensor<64x256xf32>
    %2062 = stablehlo.multiply %2061, %m.blocks.2.mlp.fc1.w : tensor<64x256xf32>
    %2063 = stablehlo.constant dense<0.1> : tensor<64x256xf32>
    %2064 = stablehlo.multiply %2063, %1281 : tensor<64x256xf32>
    %2065 = stablehlo.add %2062, %2064 : tensor<64x256xf32>
    %2066 = stablehlo.constant dense<0.999> : tensor<64x256xf32>
    %2067 = stablehlo.multiply %2066, %v.blocks.2.mlp.fc1.w : tensor<64x256xf32>
    %2068 = stablehlo.constant dense<0.001> : tensor<64x256xf32>
    %2069 = stablehlo.multiply %1281, %1281 : tensor<64x256xf32>
    %2070 = stablehlo.multiply %2068, %2069 : tensor<64x256xf32>
    %2071 = stablehlo.add %2067, %2070 : tensor<64x256xf32>
    %2072 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x256xf32>
    %2073 = stablehlo.divide %2065, %2072 : tensor<64x256xf32>
    %2074 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x256xf32>
    %2075 = stablehlo.divide %2071, %2074 : tensor<64x256xf32>
    %2076 = stablehlo.sqrt %2075 : tensor<64x256xf32>
    %2077 = stablehlo.constant dense<1.0e-08> : tensor<64x256xf32>
    %2078 = stablehlo.add %2076, %2077 : tensor<64x256xf32>
    %2079 = stablehlo.divide %2073, %2078 : tensor<64x256xf32>
    %2080 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %2081 = stablehlo.multiply %2080, %m.blocks.2.mlp.fc1.b : tensor<256xf32>
    %2082 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %2083 = stablehlo.multiply %2082, %1286 : tensor<256xf32>
    %2084 = stablehlo.add %2081, %2083 : tensor<256xf32>
    %2085 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %2086 = stablehlo.multiply %2085, %v.blocks.2.mlp.fc1.b : tensor<256xf32>
    %2087 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %2088 = stablehlo.multiply %1286, %1286 : tensor<256xf32>
    %2089 = stablehlo.multiply %2087, %2088 : tensor<256xf32>
    %2090 = stablehlo.add %2086, %2089 : tensor<256xf32>
    %2091 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %2092 = stablehlo.divide %2084, %2091 : tensor<256xf32>
    %2093 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %2094 = stablehlo.divide %2090, %2093 : tensor<256xf32>
    %2095 = stablehlo.sqrt %2094 : tensor<256xf32>
    %2096 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %2097 = stablehlo.add %2095, %2096 : tensor<256xf32>
    %2098 = stablehlo.divide %2092, %2097 : tensor<256xf32>
    %2099 = stablehlo.constant dense<0.9> : tensor<256x64xf32>
    %2100 = stablehlo.multiply %2099, %m.blocks.2.mlp.fc2.w : tensor<256x64xf32>
    %2101 = stablehlo.constant dense<0.1> : tensor<256x64xf32>
    %2102 = stablehlo.multiply %2101, %1291 : tensor<256x64xf32>
    %2103 = stablehlo.add %2100, %2102 : tensor<256x64xf32>
    %2104 = stablehlo.constant dense<0.999> : tensor<256x64xf32>
    %2105 = stablehlo.multiply %2104, %v.blocks.2.mlp.fc2.w : tensor<256x64xf32>
    %2106 = stablehlo.constant dense<0.001> : tensor<256x64xf32>
    %2107 = stablehlo.multiply %1291, %1291 : tensor<256x64xf32>
    %2108 = stablehlo.multiply %2106, %2107 : tensor<256x64xf32>
    %2109 = stablehlo.add %2105, %2108 : tensor<256x64xf32>
    %2110 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x64xf32>
    %2111 = stablehlo.divide %2103, %2110 : tensor<256x64xf32>
    %2112 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x64xf32>
    %2113 = stablehlo.divide %2109, %2112 : tensor<256x64xf32>
    %2114 = stablehlo.sqrt %2113 : tensor<256x64xf32>
    %2115 = stablehlo.constant dense<1.0e-08> : tensor<256x64xf32>
    %2116 = stablehlo.add %2114, %2115 : tensor<256x64xf32>
    %2117 = stablehlo.divide %2111, %2116 : tensor<256x64xf32>
    %2118 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2119 = stablehlo.multiply %2118, %m.blocks.2.mlp.fc2.b : tensor<64xf32>
    %2120 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2121 = stablehlo.multiply %2120, %1296 : tensor<64xf32>
    %2122 = stablehlo.add %2119, %2121 : tensor<64xf32>
    %2123 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2124 = stablehlo.multiply %2123, %v.blocks.2.mlp.fc2.b : tensor<64xf32>
    %2125 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2126 = stablehlo.multiply %1296, %1296 : tensor<64xf32>
    %2127 = stablehlo.multiply %2125, %2126 : tensor<64xf32>
    %2128 = stablehlo.add %2124, %2127 : tensor<64xf32>
    %2129 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2130 = stablehlo.divide %2122, %2129 : tensor<64xf32>
    %2131 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2132 = stablehlo.divide %2128, %2131 : tensor<64xf32>
    %2133 = stablehlo.sqrt %2132 : tensor<64xf32>
    %2134 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2135 = stablehlo.add %2133, %2134 : tensor<64xf32>
    %2136 = stablehlo.divide %2130, %2135 : tensor<64xf32>
    %2137 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2138 = stablehlo.multiply %2137, %m.blocks.3.norm1.g : tensor<64xf32>
    %2139 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2140 = stablehlo.multiply %2139, %1301 : tensor<64xf32>
    %2141 = stablehlo.add %2138, %2140 : tensor<64xf32>
    %2142 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2143 = stablehlo.multiply %2142, %v.blocks.3.norm1.g : tensor<64xf32>
    %2144 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2145 = stablehlo.multiply %1301, %1301 : tensor<64xf32>
    %2146 = stablehlo.multiply %2144, %2145 : tensor<64xf32>
    %2147 = stablehlo.add %2143, %2146 : tensor<64xf32>
    %2148 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2149 = stablehlo.divide %2141, %2148 : tensor<64xf32>
    %2150 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2151 = stablehlo.divide %2147, %2150 : tensor<64xf32>
    %2152 = stablehlo.sqrt %2151 : tensor<64xf32>
    %2153 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2154 = stablehlo.add %2152, %2153 : tensor<64xf32>
    %2155 = stablehlo.divide %2149, %2154 : tensor<64xf32>
    %2156 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2157 = stablehlo.multiply %2156, %m.blocks.3.norm1.b : tensor<64xf32>
    %2158 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2159 = stablehlo.multiply %2158, %1306 : tensor<64xf32>
    %2160 = stablehlo.add %2157, %2159 : tensor<64xf32>
    %2161 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2162 = stablehlo.multiply %2161, %v.blocks.3.norm1.b : tensor<64xf32>
    %2163 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2164 = stablehlo.multiply %1306, %1306 : tensor<64xf32>
    %2165 = stablehlo.multiply %2163, %2164 : tensor<64xf32>
    %2166 = stablehlo.add %2162, %2165 : tensor<64xf32>
    %2167 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2168 = stablehlo.divide %2160, %2167 : tensor<64xf32>
    %2169 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2170 = stablehlo.divide %2166, %2169 : tensor<64xf32>
    %2171 = stablehlo.sqrt %2170 : tensor<64xf32>
    %2172 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2173 = stablehlo.add %2171, %2172 : tensor<64xf32>
    %2174 = stablehlo.divide %2168, %2173 : tensor<64xf32>
    %2175 = stablehlo.constant dense<0.9> : tensor<64x192xf32>
    %2176 = stablehlo.multiply %2175, %m.blocks.3.attn.qkv.w : tensor<64x192xf32>
    %2177 = stablehlo.constant dense<0.1> : tensor<64x192xf32>
    %2178 = stablehlo.multiply %2177, %1311 : tensor<64x192xf32>
    %2179 = stablehlo.add %2176, %2178 : tensor<64x192xf32>
    %2180 = stablehlo.constant dense<0.999> : tensor<64x192xf32>
    %2181 = stablehlo.multiply %2180, %v.blocks.3.attn.qkv.w : tensor<64x192xf32>
    %2182 = stablehlo.constant dense<0.001> : tensor<64x192xf32>
    %2183 = stablehlo.multiply %1311, %1311 : tensor<64x192xf32>
    %2184 = stablehlo.multiply %2182, %2183 : tensor<64x192xf32>
    %2185 = stablehlo.add %2181, %2184 : tensor<64x192xf32>
    %2186 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x192xf32>
    %2187 = stablehlo.divide %2179, %2186 : tensor<64x192xf32>
    %2188 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x192xf32>
    %2189 = stablehlo.divide %2185, %2188 : tensor<64x192xf32>
    %2190 = stablehlo.sqrt %2189 : tensor<64x192xf32>
    %2191 = stablehlo.constant dense<1.0e-08> : tensor<64x192xf32>
    %2192 = stablehlo.add %2190, %2191 : tensor<64x192xf32>
    %2193 = stablehlo.divide %2187, %2192 : tensor<64x192xf32>
    %2194 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %2195 = stablehlo.multiply %2194, %m.blocks.3.attn.qkv.b : tensor<192xf32>
    %2196 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %2197 = stablehlo.multiply %2196, %1316 : tensor<192xf32>
    %2198 = stablehlo.add %2195, %2197 : tensor<192xf32>
    %2199 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %2200 = stablehlo.multiply %2199, %v.blocks.3.attn.qkv.b : tensor<192xf32>
    %2201 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %2202 = stablehlo.multiply %1316, %1316 : tensor<192xf32>
    %2203 = stablehlo.multiply %2201, %2202 : tensor<192xf32>
    %2204 = stablehlo.add %2200, %2203 : tensor<192xf32>
    %2205 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2206 = stablehlo.divide %2198, %2205 : tensor<192xf32>
    %2207 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2208 = stablehlo.divide %2204, %2207 : tensor<192xf32>
    %2209 = stablehlo.sqrt %2208 : tensor<192xf32>
    %2210 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %2211 = stablehlo.add %2209, %2210 : tensor<192xf32>
    %2212 = stablehlo.divide %2206, %2211 : tensor<192xf32>
    %2213 = stablehlo.constant dense<0.9> : tensor<64x64xf32>
    %2214 = stablehlo.multiply %2213, %m.blocks.3.attn.proj.w : tensor<64x64xf32>
    %2215 = stablehlo.constant dense<0.1> : tensor<64x64xf32>
    %2216 = stablehlo.multiply %2215, %1321 : tensor<64x64xf32>
    %2217 = stablehlo.add %2214, %2216 : tensor<64x64xf32>
    %2218 = stablehlo.constant dense<0.999> : tensor<64x64xf32>
    %2219 = stablehlo.multiply %2218, %v.blocks.3.attn.proj.w : tensor<64x64xf32>
    %2220 = stablehlo.constant dense<0.001> : tensor<64x64xf32>
    %2221 = stablehlo.multiply %1321, %1321 : tensor<64x64xf32>
    %2222 = stablehlo.multiply %2220, %2221 : tensor<64x64xf32>
    %2223 = stablehlo.add %2219, %2222 : tensor<64x64xf32>
    %2224 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x64xf32>
    %2225 = stablehlo.divide %2217, %2224 : tensor<64x64xf32>
    %2226 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x64xf32>
    %2227 = stablehlo.divide %2223, %2226 : tensor<64x64xf32>
    %2228 = stablehlo.sqrt %2227 : tensor<64x64xf32>
    %2229 = stablehlo.constant dense<1.0e-08> : tensor<64x64xf32>
    %2230 = stablehlo.add %2228, %2229 : tensor<64x64xf32>
    %2231 = stablehlo.divide %2225, %2230 : tensor<64x64xf32>
    %2232 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2233 = stablehlo.multiply %2232, %m.blocks.3.attn.proj.b : tensor<64xf32>
    %2234 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2235 = stablehlo.multiply %2234, %1326 : tensor<64xf32>
    %2236 = stablehlo.add %2233, %2235 : tensor<64xf32>
    %2237 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2238 = stablehlo.multiply %2237, %v.blocks.3.attn.proj.b : tensor<64xf32>
    %2239 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2240 = stablehlo.multiply %1326, %1326 : tensor<64xf32>
    %2241 = stablehlo.multiply %2239, %2240 : tensor<64xf32>
    %2242 = stablehlo.add %2238, %2241 : tensor<64xf32>
    %2243 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2244 = stablehlo.divide %2236, %2243 : tensor<64xf32>
    %2245 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2246 = stablehlo.divide %2242, %2245 : tensor<64xf32>
    %2247 = stablehlo.sqrt %2246 : tensor<64xf32>
    %2248 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2249 = stablehlo.add %2247, %2248 : tensor<64xf32>
    %2250 = stablehlo.divide %2244, %2249 : tensor<64xf32>
    %2251 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2252 = stablehlo.multiply %2251, %m.blocks.3.norm2.g : tensor<64xf32>
    %2253 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2254 = stablehlo.multiply %2253, %1331 : tensor<64xf32>
    %2255 = stablehlo.add %2252, %2254 : tensor<64xf32>
    %2256 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2257 = stablehlo.multiply %2256, %v.blocks.3.norm2.g : tensor<64xf32>
    %2258 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2259 = stablehlo.multiply %1331, %1331 : tensor<64xf32>
    %2260 = stablehlo.multiply %2258, %2259 : tensor<64xf32>
    %2261 = stablehlo.add %2257, %2260 : tensor<64xf32>
    %2262 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2263 = stablehlo.divide %2255, %2262 : tensor<64xf32>
    %2264 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2265 = stablehlo.divide %2261, %2264 : tensor<64xf32>
    %2266 = stablehlo.sqrt %2265 : tensor<64xf32>
    %2267 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2268 = stablehlo.add %2266, %2267 : tensor<64xf32>
    %2269 = stablehlo.divide %2263, %2268 : tensor<64xf32>
    %2270 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2271 = stablehlo.multiply %2270, %m.blocks.3.norm2.b : tensor<64xf32>
    %2272 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2273 = stablehlo.multiply %2272, %1336 : tensor<64xf32>
    %2274 = stablehlo.add %2271, %2273 : tensor<64xf32>
    %2275 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2276 = stablehlo.multiply %2275, %v.blocks.3.norm2.b : tensor<64xf32>
    %2277 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2278 = stablehlo.multiply %1336, %1336 : tensor<64xf32>
    %2279 = stablehlo.multiply %2277, %2278 : tensor<64xf32>
    %2280 = stablehlo.add %2276, %2279 : tensor<64xf32>
    %2281 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2282 = stablehlo.divide %2274, %2281 : tensor<64xf32>
    %2283 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2284 = stablehlo.divide %2280, %2283 : tensor<64xf32>
    %2285 = stablehlo.sqrt %2284 : tensor<64xf32>
    %2286 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2287 = stablehlo.add %2285, %2286 : tensor<64xf32>
    %2288 = stablehlo.divide %2282, %2287 : tensor<64xf32>
    %2289 = stablehlo.constant dense<0.9> : tensor<64x256xf32>
    %2290 = stablehlo.multiply %2289, %m.blocks.3.mlp.fc1.w : tensor<64x256xf32>
    %2291 = stablehlo.constant dense<0.1> : tensor<64x256xf32>
    %2292 = stablehlo.multiply %2291, %1341 : tensor<64x256xf32>
    %2293 = stablehlo.add %2290, %2292 : tensor<64x256xf32>
    %2294 = stablehlo.constant dense<0.999> : tensor<64x256xf32>
    %2295 = stablehlo.multiply %2294, %v.blocks.3.mlp.fc1.w : tensor<64x256xf32>
    %2296 = stablehlo.constant dense<0.001> : tensor<64x256xf32>
    %2297 = stablehlo.multiply %1341, %1341 : tensor<64x256xf32>
    %2298 = stablehlo.multiply %2296, %2297 : tensor<64x256xf32>
    %2299 = stablehlo.add %2295, %2298 : tensor<64x256xf32>
    %2300 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x256xf32>
    %2301 = stablehlo.divide %2293, %2300 : tensor<64x256xf32>
    %2302 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x256xf32>
    %2303 = stablehlo.divide %2299, %2302 : tensor<64x256xf32>
    %2304 = stablehlo.sqrt %2303 : tensor<64x256xf32>
    %2305 = stablehlo.constant dense<1.0e-08> : tensor<64x256xf32>
    %2306 = stablehlo.add %2304, %2305 : tensor<64x256xf32>
    %2307 = stablehlo.divide %2301, %2306 : tensor<64x256xf32>
    %2308 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %2309 = stablehlo.multiply %2308, %m.blocks.3.mlp.fc1.b : tensor<256xf32>
    %2310 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %2311 = stablehlo.multiply %2310, %1346 : tensor<256xf32>
    %2312 = stablehlo.add %2309, %2311 : tensor<256xf32>
    %2313 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %2314 = stablehlo.multiply %2313, %v.blocks.3.mlp.fc1.b : tensor<256xf32>
    %2315 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %2316 = stablehlo.multiply %1346, %1346 : tensor<256xf32>
    %2317 = stablehlo.multiply %2315, %2316 : tensor<256xf32>
    %2318 = stablehlo.add %2314, %2317 : tensor<256xf32>
    %2319 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %2320 = stablehlo.divide %2312, %2319 : tensor<256xf32>
    %2321 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %2322 = stablehlo.divide %2318, %2321 : tensor<256xf32>
    %2323 = stablehlo.sqrt %2322 : tensor<256xf32>
    %2324 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %2325 = stablehlo.add %2323, %2324 : tensor<256xf32>
    %2326 = stablehlo.divide %2320, %2325 : tensor<256xf32>
    %2327 = stablehlo.constant dense<0.9> : tensor<256x64xf32>
    %2328 = stablehlo.multiply %2327, %m.blocks.3.mlp.fc2.w : tensor<256x64xf32>
    %2329 = stablehlo.constant dense<0.1> : tensor<256x64xf32>
    %2330 = stablehlo.multiply %2329, %1351 : tensor<256x64xf32>
    %2331 = stablehlo.add %2328, %2330 : tensor<256x64xf32>
    %2332 = stablehlo.constant dense<0.999> : tensor<256x64xf32>
    %2333 = stablehlo.multiply %2332, %v.blocks.3.mlp.fc2.w : tensor<256x64xf32>
    %2334 = stablehlo.constant dense<0.001> : tensor<256x64xf32>
    %2335 = stablehlo.multiply %1351, %1351 : tensor<256x64xf32>
    %2336 = stablehlo.multiply %2334, %2335 : tensor<256x64xf32>
    %2337 = stablehlo.add %2333, %2336 : tensor<256x64xf32>
    %2338 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x64xf32>
    %2339 = stablehlo.divide %2331, %2338 : tensor<256x64xf32>
    %2340 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x64xf32>
    %2341 = stablehlo.divide %2337, %2340 : tensor<256x64xf32>
    %2342 = stablehlo.sqrt %2341 : tensor<256x64xf32>
    %2343 = stablehlo.constant dense<1.0e-08> : tensor<256x64xf32>
    %2344 = stablehlo.add %2342, %2343 : tensor<256x64xf32>
    %2345 = stablehlo.divide %2339, %2344 : tensor<256x64xf32>
    %2346 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2347 = stablehlo.multiply %2346, %m.blocks.3.mlp.fc2.b : tensor<64xf32>
    %2348 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2349 = stablehlo.multiply %2348, %1356 : tensor<64xf32>
    %2350 = stablehlo.add %2347, %2349 : tensor<64xf32>
    %2351 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2352 = stablehlo.multiply %2351, %v.blocks.3.mlp.fc2.b : tensor<64xf32>
    %2353 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2354 = stablehlo.multiply %1356, %1356 : tensor<64xf32>
    %2355 = stablehlo.multiply %2353, %2354 : tensor<64xf32>
    %2356 = stablehlo.add %2352, %2355 : tensor<64xf32>
    %2357 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2358 = stablehlo.divide %2350, %2357 : tensor<64xf32>
    %2359 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2360 = stablehlo.divide %2356, %2359 : tensor<64xf32>
    %2361 = stablehlo.sqrt %2360 : tensor<64xf32>
    %2362 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2363 = stablehlo.add %2361, %2362 : tensor<64xf32>
    %2364 = stablehlo.divide %2358, %2363 : tensor<64xf32>
    %2365 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2366 = stablehlo.multiply %2365, %m.norm.g : tensor<64xf32>
    %2367 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2368 = stablehlo.multiply %2367, %1361 : tensor<64xf32>
    %2369 = stablehlo.add %2366, %2368 : tensor<64xf32>
    %2370 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2371 = stablehlo.multiply %2370, %v.norm.g : tensor<64xf32>
    %2372 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2373 = stablehlo.multiply %1361, %1361 : tensor<64xf32>
    %2374 = stablehlo.multiply %2372, %2373 : tensor<64xf32>
    %2375 = stablehlo.add %2371, %2374 : tensor<64xf32>
    %2376 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2377 = stablehlo.divide %2369, %2376 : tensor<64xf32>
    %2378 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2379 = stablehlo.divide %2375, %2378 : tensor<64xf32>
    %2380 = stablehlo.sqrt %2379 : tensor<64xf32>
    %2381 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2382 = stablehlo.add %2380, %2381 : tensor<64xf32>
    %2383 = stablehlo.divide %2377, %2382 : tensor<64xf32>
    %2384 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2385 = stablehlo.multiply %2384, %m.norm.b : tensor<64xf32>
    %2386 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2387 = stablehlo.multiply %2386, %1366 : tensor<64xf32>
    %2388 = stablehlo.add %2385, %2387 : tensor<64xf32>
    %2389 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2390 = stablehlo.multiply %2389, %v.norm.b : tensor<64xf32>
    %2391 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2392 = stablehlo.multiply %1366, %1366 : tensor<64xf32>
    %2393 = stablehlo.multiply %2391, %2392 : tensor<64xf32>
    %2394 = stablehlo.add %2390, %2393 : tensor<64xf32>
    %2395 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2396 = stablehlo.divide %2388, %2395 : tensor<64xf32>
    %2397 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2398 = stablehlo.divide %2394, %2397 : tensor<64xf32>
    %2399 = stablehlo.sqrt %2398 : tensor<64xf32>
    %2400 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2401 = stablehlo.add %2399, %2400 : tensor<64xf32>
    %2402 = stablehlo.divide %2396, %2401 : tensor<64xf32>
    %2403 = stablehlo.constant dense<0.9> : tensor<64x10xf32>
    %2404 = stablehlo.multiply %2403, %m.head.w : tensor<64x10xf32>
    %2405 = stablehlo.constant dense<0.1> : tensor<64x10xf32>
    %2406 = stablehlo.multiply %2405, %1371 : tensor<64x10xf32>
    %2407 = stablehlo.add %2404, %2406 : tensor<64x10xf32>
    %2408 = stablehlo.constant dense<0.999> : tensor<64x10xf32>
    %2409 = stablehlo.multiply %2408, %v.head.w : tensor<64x10xf32>
    %2410 = stablehlo.constant dense<0.001> : tensor<64x10xf32>
    %2411 = stablehlo.multiply %1371, %1371 : tensor<64x10xf32>
    %2412 = stablehlo.multiply %2410, %2411 : tensor<64x10xf32>
    %2413 = stablehlo.add %2409, %2412 : tensor<64x10xf32>
    %2414 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x10xf32>
    %2415 = stablehlo.divide %2407, %2414 : tensor<64x10xf32>
    %2416 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x10xf32>
    %2417 = stablehlo.divide %2413, %2416 : tensor<64x10xf32>
    %2418 = stablehlo.sqrt %2417 : tensor<64x10xf32>
    %2419 = stablehlo.constant dense<1.0e-08> : tensor<64x10xf32>
    %2420 = stablehlo.add %2418, %2419 : tensor<64x10xf32>
    %2421 = stablehlo.divide %2415, %2420 : tensor<64x10xf32>
    %2422 = stablehlo.constant dense<0.9> : tensor<10xf32>
    %2423 = stablehlo.multiply %2422, %m.head.b : tensor<10xf32>
    %2424 = stablehlo.constant dense<0.1> : tensor<10xf32>
    %2425 = stablehlo.multiply %2424, %1376 : tensor<10xf32>
    %2426 = stablehlo.add %2423, %2425 : tensor<10xf32>
    %2427 = stablehlo.constant dense<0.999> : tensor<10xf32>
    %2428 = stablehlo.multiply %2427, %v.head.b : tensor<10xf32>
    %2429 = stablehlo.constant dense<0.001> : tensor<10xf32>
    %2430 = stablehlo.multiply %1376, %1376 : tensor<10xf32>
    %2431 = stablehlo.multiply %2429, %2430 : tensor<10xf32>
    %2432 = stablehlo.add %2428, %2431 : tensor<10xf32>
    %2433 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %2434 = stablehlo.divide %2426, %2433 : tensor<10xf32>
    %2435 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %2436 = stablehlo.divide %2432, %2435 : tensor<10xf32>
    %2437 = stablehlo.sqrt %2436 : tensor<10xf32>
    %2438 = stablehlo.constant dense<1.0e-08> : tensor<10xf32>
    %2439 = stablehlo.add %2437, %2438 : tensor<10xf32>
    %2440 = stablehlo.divide %2434, %2439 : tensor<10xf32>
    %2441 = stablehlo.constant dense<0.05> : tensor<8x8x3x64xf32>
    %2442 = stablehlo.multiply %2441, %patch_embed.proj.w : tensor<8x8x3x64xf32>
    %2443 = stablehlo.add %1395, %2442 : tensor<8x8x3x64xf32>
    %2444 = stablehlo.constant dense<0.05> : tensor<1x1x64xf32>
    %2445 = stablehlo.multiply %2444, %cls.token : tensor<1x1x64xf32>
    %2446 = stablehlo.add %1433, %2445 : tensor<1x1x64xf32>
    %2447 = stablehlo.constant dense<0.05> : tensor<1x17x64xf32>
    %2448 = stablehlo.multiply %2447, %pos.table : tensor<1x17x64xf32>
    %2449 = stablehlo.add %1452, %2448 : tensor<1x17x64xf32>
    %2450 = stablehlo.constant dense<0.05> : tensor<64x192xf32>
    %2451 = stablehlo.multiply %2450, %blocks.0.attn.qkv.w : tensor<64x192xf32>
    %2452 = stablehlo.add %1509, %2451 : tensor<64x192xf32>
    %2453 = stablehlo.constant dense<0.05> : tensor<64x64xf32>
    %2454 = stablehlo.multiply %2453, %blocks.0.attn.proj.w : tensor<64x64xf32>
    %2455 = stablehlo.add %1547, %2454 : tensor<64x64xf32>
    %2456 = stablehlo.constant dense<0.05> : tensor<64x256xf32>
    %2457 = stablehlo.multiply %2456, %blocks.0.mlp.fc1.w : tensor<64x256xf32>
    %2458 = stablehlo.add %1623, %2457 : tensor<64x256xf32>
    %2459 = stablehlo.constant dense<0.05> : tensor<256x64xf32>
    %2460 = stablehlo.multiply %2459, %blocks.0.mlp.fc2.w : tensor<256x64xf32>
    %2461 = stablehlo.add %1661, %2460 : tensor<256x64xf32>
    %2462 = stablehlo.constant dense<0.05> : tensor<64x192xf32>
    %2463 = stablehlo.multiply %2462, %blocks.1.attn.qkv.w : tensor<64x192xf32>
    %2464 = stablehlo.add %1737, %2463 : tensor<64x192xf32>
    %2465 = stablehlo.constant dense<0.05> : tensor<64x64xf32>
    %2466 = stablehlo.multiply %2465, %blocks.1.attn.proj.w : tensor<64x64xf32>
    %2467 = stablehlo.add %1775, %2466 : tensor<64x64xf32>
    %2468 = stablehlo.constant dense<0.05> : tensor<64x256xf32>
    %2469 = stablehlo.multiply %2468, %blocks.1.mlp.fc1.w : tensor<64x256xf32>
    %2470 = stablehlo.add %1851, %2469 : tensor<64x256xf32>
    %2471 = stablehlo.constant dense<0.05> : tensor<256x64xf32>
    %2472 = stablehlo.multiply %2471, %blocks.1.mlp.fc2.w : tensor<256x64xf32>
    %2473 = stablehlo.add %1889, %2472 : tensor<256x64xf32>
    %2474 = stablehlo.constant dense<0.05> : tensor<64x192xf32>
    %2475 = stablehlo.multiply %2474, %blocks.2.attn.qkv.w : tensor<64x192xf32>
    %2476 = stablehlo.add %1965, %2475 : tensor<64x192xf32>
    %2477 = stablehlo.constant dense<0.05> : tensor<64x64xf32>
    %2478 = stablehlo.multiply %2477, %blocks.2.attn.proj.w : tensor<64x64xf32>
    %2479 = stablehlo.add %2003, %2478 : tensor<64x64xf32>
    %2480 = stablehlo.constant dense<0.05> : tensor<64x256xf32>
    %2481 = stablehlo.multiply %2480, %blocks.2.mlp.fc1.w : tensor<64x256xf32>
    %2482 = stablehlo.add %2079, %2481 : tensor<64x256xf32>
    %2483 = stablehlo.constant dense<0.05> : tensor<256x64xf32>
    %2484 = stablehlo.multiply %2483, %blocks.2.mlp.fc2.w : tensor<256x64xf32>
    %2485 = stablehlo.add %2117, %2484 : tensor<256x64xf32>
    %2486 = stablehlo.constant dense<0.05> : tensor<64x192xf32>
    %2487 = stablehlo.multiply %2486, %blocks.3.attn.qkv.w : tensor<64x192xf32>
    %2488 = stablehlo.add %2193, %2487 : tensor<64x192xf32>
    %2489 = stablehlo.constant dense<0.05> : tensor<64x64xf32>
    %2490 = stablehlo.multiply %2489, %blocks.3.attn.proj.w : tensor<64x64xf32>
    %2491 = stablehlo.add %2231, %2490 : tensor<64x64xf32>
    %2492 = stablehlo.constant dense<0.05> : tensor<64x256xf32>
    %2493 = stablehlo.multiply %2492, %blocks.3.mlp.fc1.w : tensor<64x256xf32>
    %2494 = stablehlo.add %2307, %2493 : tensor<64x256xf32>
    %2495 = stablehlo.constant dense<0.05> : tensor<256x64xf32>
    %2496 = stablehlo.multiply %2495, %blocks.3.mlp.fc2.w : tensor<256x64xf32>
    %2497 = stablehlo.add %2345, %2496 : tensor<256x64xf32>
    %2498 = stablehlo.constant dense<0.05> : tensor<64x10xf32>
    %2499 = stablehlo.multiply %2498, %head.w : tensor<64x10xf32>
    %2500 = stablehlo.add %2421, %2499 : tensor<64x10xf32>
    %2501 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x8x3x64xf32>
    %2502 = stablehlo.multiply %2501, %2443 : tensor<8x8x3x64xf32>
    %2503 = stablehlo.subtract %patch_embed.proj.w, %2502 : tensor<8x8x3x64xf32>
    %2504 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2505 = stablehlo.multiply %2504, %1414 : tensor<64xf32>
    %2506 = stablehlo.subtract %patch_embed.proj.b, %2505 : tensor<64xf32>
    %2507 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64xf32>
    %2508 = stablehlo.multiply %2507, %2446 : tensor<1x1x64xf32>
    %2509 = stablehlo.subtract %cls.token, %2508 : tensor<1x1x64xf32>
    %2510 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x17x64xf32>
    %2511 = stablehlo.multiply %2510, %2449 : tensor<1x17x64xf32>
    %2512 = stablehlo.subtract %pos.table, %2511 : tensor<1x17x64xf32>
    %2513 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2514 = stablehlo.multiply %2513, %1471 : tensor<64xf32>
    %2515 = stablehlo.subtract %blocks.0.norm1.g, %2514 : tensor<64xf32>
    %2516 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2517 = stablehlo.multiply %2516, %1490 : tensor<64xf32>
    %2518 = stablehlo.subtract %blocks.0.norm1.b, %2517 : tensor<64xf32>
    %2519 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x192xf32>
    %2520 = stablehlo.multiply %2519, %2452 : tensor<64x192xf32>
    %2521 = stablehlo.subtract %blocks.0.attn.qkv.w, %2520 : tensor<64x192xf32>
    %2522 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2523 = stablehlo.multiply %2522, %1528 : tensor<192xf32>
    %2524 = stablehlo.subtract %blocks.0.attn.qkv.b, %2523 : tensor<192xf32>
    %2525 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x64xf32>
    %2526 = stablehlo.multiply %2525, %2455 : tensor<64x64xf32>
    %2527 = stablehlo.subtract %blocks.0.attn.proj.w, %2526 : tensor<64x64xf32>
    %2528 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2529 = stablehlo.multiply %2528, %1566 : tensor<64xf32>
    %2530 = stablehlo.subtract %blocks.0.attn.proj.b, %2529 : tensor<64xf32>
    %2531 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2532 = stablehlo.multiply %2531, %1585 : tensor<64xf32>
    %2533 = stablehlo.subtract %blocks.0.norm2.g, %2532 : tensor<64xf32>
    %2534 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2535 = stablehlo.multiply %2534, %1604 : tensor<64xf32>
    %2536 = stablehlo.subtract %blocks.0.norm2.b, %2535 : tensor<64xf32>
    %2537 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x256xf32>
    %2538 = stablehlo.multiply %2537, %2458 : tensor<64x256xf32>
    %2539 = stablehlo.subtract %blocks.0.mlp.fc1.w, %2538 : tensor<64x256xf32>
    %2540 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %2541 = stablehlo.multiply %2540, %1642 : tensor<256xf32>
    %2542 = stablehlo.subtract %blocks.0.mlp.fc1.b, %2541 : tensor<256xf32>
    %2543 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x64xf32>
    %2544 = stablehlo.multiply %2543, %2461 : tensor<256x64xf32>
    %2545 = stablehlo.subtract %blocks.0.mlp.fc2.w, %2544 : tensor<256x64xf32>
    %2546 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2547 = stablehlo.multiply %2546, %1680 : tensor<64xf32>
    %2548 = stablehlo.subtract %blocks.0.mlp.fc2.b, %2547 : tensor<64xf32>
    %2549 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2550 = stablehlo.multiply %2549, %1699 : tensor<64xf32>
    %2551 = stablehlo.subtract %blocks.1.norm1.g, %2550 : tensor<64xf32>
    %2552 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2553 = stablehlo.multiply %2552, %1718 : tensor<64xf32>
    %2554 = stablehlo.subtract %blocks.1.norm1.b, %2553 : tensor<64xf32>
    %2555 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x192xf32>
    %2556 = stablehlo.multiply %2555, %2464 : tensor<64x192xf32>
    %2557 = stablehlo.subtract %blocks.1.attn.qkv.w, %2556 : tensor<64x192xf32>
    %2558 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2559 = stablehlo.multiply %2558, %1756 : tensor<192xf32>
    %2560 = stablehlo.subtract %blocks.1.attn.qkv.b, %2559 : tensor<192xf32>
    %2561 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x64xf32>
    %2562 = stablehlo.multiply %2561, %2467 : tensor<64x64xf32>
    %2563 = stablehlo.subtract %blocks.1.attn.proj.w, %2562 : tensor<64x64xf32>
    %2564 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2565 = stablehlo.multiply %2564, %1794 : tensor<64xf32>
    %2566 = stablehlo.subtract %blocks.1.attn.proj.b, %2565 : tensor<64xf32>
    %2567 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2568 = stablehlo.multiply %2567, %1813 : tensor<64xf32>
    %2569 = stablehlo.subtract %blocks.1.norm2.g, %2568 : tensor<64xf32>
    %2570 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2571 = stablehlo.multiply %2570, %1832 : tensor<64xf32>
    %2572 = stablehlo.subtract %blocks.1.norm2.b, %2571 : tensor<64xf32>
    %2573 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x256xf32>
    %2574 = stablehlo.multiply %2573, %2470 : tensor<64x256xf32>
    %2575 = stablehlo.subtract %blocks.1.mlp.fc1.w, %2574 : tensor<64x256xf32>
    %2576 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %2577 = stablehlo.multiply %2576, %1870 : tensor<256xf32>
    %2578 = stablehlo.subtract %blocks.1.mlp.fc1.b, %2577 : tensor<256xf32>
    %2579 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x64xf32>
    %2580 = stablehlo.multiply %2579, %2473 : tensor<256x64xf32>
    %2581 = stablehlo.subtract %blocks.1.mlp.fc2.w, %2580 : tensor<256x64xf32>
    %2582 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2583 = stablehlo.multiply %2582, %1908 : tensor<64xf32>
    %2584 = stablehlo.subtract %blocks.1.mlp.fc2.b, %2583 : tensor<64xf32>
    %2585 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2586 = stablehlo.multiply %2585, %1927 : tensor<64xf32>
    %2587 = stablehlo.subtract %blocks.2.norm1.g, %2586 : tensor<64xf32>
    %2588 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2589 = stablehlo.multiply %2588, %1946 : tensor<64xf32>
    %2590 = stablehlo.subtract %blocks.2.norm1.b, %2589 : tensor<64xf32>
    %2591 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x192xf32>
    %2592 = stablehlo.multiply %2591, %2476 : tensor<64x192xf32>
    %2593 = stablehlo.subtract %blocks.2.attn.qkv.w, %2592 : tensor<64x192xf32>
    %2594 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2595 = stablehlo.multiply %2594, %1984 : tensor<192xf32>
    %2596 = stablehlo.subtract %blocks.2.attn.qkv.b, %2595 : tensor<192xf32>
    %2597 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x64xf32>
    %2598 = stablehlo.multiply %2597, %2479 : tensor<64x64xf32>
    %2599 = stablehlo.subtract %blocks.2.attn.proj.w, %2598 : tensor<64x64xf32>
    %2600 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2601 = stablehlo.multiply %2600, %2022 : tensor<64xf32>
    %2602 = stablehlo.subtract %blocks.2.attn.proj.b, %2601 : tensor<64xf32>
    %2603 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2604 = stablehlo.multiply %2603, %2041 : tensor<64xf32>
    %2605 = stablehlo.subtract %blocks.2.norm2.g, %2604 : tensor<64xf32>
    %2606 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2607 = stablehlo.multiply %2606, %2060 : tensor<64xf32>
    %2608 = stablehlo.subtract %blocks.2.norm2.b, %2607 : tensor<64xf32>
    %2609 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x256xf32>
    %2610 = stablehlo.multiply %2609, %2482 : tensor<64x256xf32>
    %2611 = stablehlo.subtract %blocks.2.mlp.fc1.w, %2610 : tensor<64x256xf32>
    %2612 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %2613 = stablehlo.multiply %2612, %2098 : tensor<256xf32>
    %2614 = stablehlo.subtract %blocks.2.mlp.fc1.b, %2613 : tensor<256xf32>
    %2615 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x64xf32>
    %2616 = stablehlo.multiply %2615, %2485 : tensor<256x64xf32>
    %2617 = stablehlo.subtract %blocks.2.mlp.fc2.w, %2616 : tensor<256x64xf32>
    %2618 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2619 = stablehlo.multiply %2618, %2136 : tensor<64xf32>
    %2620 = stablehlo.subtract %blocks.2.mlp.fc2.b, %2619 : tensor<64xf32>
    %2621 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2622 = stablehlo.multiply %2621, %2155 : tensor<64xf32>
    %2623 = stablehlo.subtract %blocks.3.norm1.g, %2622 : tensor<64xf32>
    %2624 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2625 = stablehlo.multiply %2624, %2174 : tensor<64xf32>
    %2626 = stablehlo.subtract %blocks.3.norm1.b, %2625 : tensor<64xf32>
    %2627 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x192xf32>
    %2628 = stablehlo.multiply %2627, %2488 : tensor<64x192xf32>
    %2629 = stablehlo.subtract %blocks.3.attn.qkv.w, %2628 : tensor<64x192xf32>
    %2630 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2631 = stablehlo.multiply %2630, %2212 : tensor<192xf32>
    %2632 = stablehlo.subtract %blocks.3.attn.qkv.b, %2631 : tensor<192xf32>
    %2633 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x64xf32>
    %2634 = stablehlo.multiply %2633, %2491 : tensor<64x64xf32>
    %2635 = stablehlo.subtract %blocks.3.attn.proj.w, %2634 : tensor<64x64xf32>
    %2636 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2637 = stablehlo.multiply %2636, %2250 : tensor<64xf32>
    %2638 = stablehlo.subtract %blocks.3.attn.proj.b, %2637 : tensor<64xf32>
    %2639 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2640 = stablehlo.multiply %2639, %2269 : tensor<64xf32>
    %2641 = stablehlo.subtract %blocks.3.norm2.g, %2640 : tensor<64xf32>
    %2642 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2643 = stablehlo.multiply %2642, %2288 : tensor<64xf32>
    %2644 = stablehlo.subtract %blocks.3.norm2.b, %2643 : tensor<64xf32>
    %2645 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x256xf32>
    %2646 = stablehlo.multiply %2645, %2494 : tensor<64x256xf32>
    %2647 = stablehlo.subtract %blocks.3.mlp.fc1.w, %2646 : tensor<64x256xf32>
    %2648 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %2649 = stablehlo.multiply %2648, %2326 : tensor<256xf32>
    %2650 = stablehlo.subtract %blocks.3.mlp.fc1.b, %2649 : tensor<256xf32>
    %2651 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x64xf32>
    %2652 = stablehlo.multiply %2651, %2497 : tensor<256x64xf32>
    %2653 = stablehlo.subtract %blocks.3.mlp.fc2.w, %2652 : tensor<256x64xf32>
    %2654 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2655 = stablehlo.multiply %2654, %2364 : tensor<64xf32>
    %2656 = stablehlo.subtract %blocks.3.mlp.fc2.b, %2655 : tensor<64xf32>
    %2657 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2658 = stablehlo.multiply %2657, %2383 : tensor<64xf32>
    %2659 = stablehlo.subtract %norm.g, %2658 : tensor<64xf32>
    %2660 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2661 = stablehlo.multiply %2660, %2402 : tensor<64xf32>
    %2662 = stablehlo.subtract %norm.b, %2661 : tensor<64xf32>
    %2663 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x10xf32>
    %2664 = stablehlo.multiply %2663, %2500 : tensor<64x10xf32>
    %2665 = stablehlo.subtract %head.w, %2664 : tensor<64x10xf32>
    %2666 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %2667 = stablehlo.multiply %2666, %2440 : tensor<10xf32>
    %2668 = stablehlo.subtract %head.b, %2667 : tensor<10xf32>
    %2669 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x8x3x64xf32>
    %2670 = stablehlo.constant dense<1.0> : tensor<8x8x3x64xf32>
    %2671 = stablehlo.subtract %2670, %2669 : tensor<8x8x3x64xf32>
    %2672 = stablehlo.multiply %2669, %ema.patch_embed.proj.w : tensor<8x8x3x64xf32>
    %2673 = stablehlo.multiply %2671, %2503 : tensor<8x8x3x64xf32>
    %2674 = stablehlo.add %2672, %2673 : tensor<8x8x3x64xf32>
    %2675 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2676 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2677 = stablehlo.subtract %2676, %2675 : tensor<64xf32>
    %2678 = stablehlo.multiply %2675, %ema.patch_embed.proj.b : tensor<64xf32>
    %2679 = stablehlo.multiply %2677, %2506 : tensor<64xf32>
    %2680 = stablehlo.add %2678, %2679 : tensor<64xf32>
    %2681 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64xf32>
    %2682 = stablehlo.constant dense<1.0> : tensor<1x1x64xf32>
    %2683 = stablehlo.subtract %2682, %2681 : tensor<1x1x64xf32>
    %2684 = stablehlo.multiply %2681, %ema.cls.token : tensor<1x1x64xf32>
    %2685 = stablehlo.multiply %2683, %2509 : tensor<1x1x64xf32>
    %2686 = stablehlo.add %2684, %2685 : tensor<1x1x64xf32>
    %2687 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x17x64xf32>
    %2688 = stablehlo.constant dense<1.0> : tensor<1x17x64xf32>
    %2689 = stablehlo.subtract %2688, %2687 : tensor<1x17x64xf32>
    %2690 = stablehlo.multiply %2687, %ema.pos.table : tensor<1x17x64xf32>
    %2691 = stablehlo.multiply %2689, %2512 : tensor<1x17x64xf32>
    %2692 = stablehlo.add %2690, %2691 : tensor<1x17x64xf32>
    %2693 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2694 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2695 = stablehlo.subtract %2694, %2693 : tensor<64xf32>
    %2696 = stablehlo.multiply %2693, %ema.blocks.0.norm1.g : tensor<64xf32>
    %2697 = stablehlo.multiply %2695, %2515 : tensor<64xf32>
    %2698 = stablehlo.add %2696, %2697 : tensor<64xf32>
    %2699 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2700 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2701 = stablehlo.subtract %2700, %2699 : tensor<64xf32>
    %2702 = stablehlo.multiply %2699, %ema.blocks.0.norm1.b : tensor<64xf32>
    %2703 = stablehlo.multiply %2701, %2518 : tensor<64xf32>
    %2704 = stablehlo.add %2702, %2703 : tensor<64xf32>
    %2705 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x192xf32>
    %2706 = stablehlo.constant dense<1.0> : tensor<64x192xf32>
    %2707 = stablehlo.subtract %2706, %2705 : tensor<64x192xf32>
    %2708 = stablehlo.multiply %2705, %ema.blocks.0.attn.qkv.w : tensor<64x192xf32>
    %2709 = stablehlo.multiply %2707, %2521 : tensor<64x192xf32>
    %2710 = stablehlo.add %2708, %2709 : tensor<64x192xf32>
    %2711 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2712 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %2713 = stablehlo.subtract %2712, %2711 : tensor<192xf32>
    %2714 = stablehlo.multiply %2711, %ema.blocks.0.attn.qkv.b : tensor<192xf32>
    %2715 = stablehlo.multiply %2713, %2524 : tensor<192xf32>
    %2716 = stablehlo.add %2714, %2715 : tensor<192xf32>
    %2717 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x64xf32>
    %2718 = stablehlo.constant dense<1.0> : tensor<64x64xf32>
    %2719 = stablehlo.subtract %2718, %2717 : tensor<64x64xf32>
    %2720 = stablehlo.multiply %2717, %ema.blocks.0.attn.proj.w : tensor<64x64xf32>
    %2721 = stablehlo.multiply %2719, %2527 : tensor<64x64xf32>
    %2722 = stablehlo.add %2720, %2721 : tensor<64x64xf32>
    %2723 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2724 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2725 = stablehlo.subtract %2724, %2723 : tensor<64xf32>
    %2726 = stablehlo.multiply %2723, %ema.blocks.0.attn.proj.b : tensor<64xf32>
    %2727 = stablehlo.multiply %2725, %2530 : tensor<64xf32>
    %2728 = stablehlo.add %2726, %2727 : tensor<64xf32>
    %2729 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2730 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2731 = stablehlo.subtract %2730, %2729 : tensor<64xf32>
    %2732 = stablehlo.multiply %2729, %ema.blocks.0.norm2.g : tensor<64xf32>
    %2733 = stablehlo.multiply %2731, %2533 : tensor<64xf32>
    %2734 = stablehlo.add %2732, %2733 : tensor<64xf32>
    %2735 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2736 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2737 = stablehlo.subtract %2736, %2735 : tensor<64xf32>
    %2738 = stablehlo.multiply %2735, %ema.blocks.0.norm2.b : tensor<64xf32>
    %2739 = stablehlo.multiply %2737, %2536 : tensor<64xf32>
    %2740 = stablehlo.add %2738, %2739 : tensor<64xf32>
    %2741 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x256xf32>
    %2742 = stablehlo.constant dense<1.0> : tensor<64x256xf32>
    %2743 = stablehlo.subtract %2742, %2741 : tensor<64x256xf32>
    %2744 = stablehlo.multiply %2741, %ema.blocks.0.mlp.fc1.w : tensor<64x256xf32>
    %2745 = stablehlo.multiply %2743, %2539 : tensor<64x256xf32>
    %2746 = stablehlo.add %2744, %2745 : tensor<64x256xf32>
    %2747 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %2748 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %2749 = stablehlo.subtract %2748, %2747 : tensor<256xf32>
    %2750 = stablehlo.multiply %2747, %ema.blocks.0.mlp.fc1.b : tensor<256xf32>
    %2751 = stablehlo.multiply %2749, %2542 : tensor<256xf32>
    %2752 = stablehlo.add %2750, %2751 : tensor<256xf32>
    %2753 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x64xf32>
    %2754 = stablehlo.constant dense<1.0> : tensor<256x64xf32>
    %2755 = stablehlo.subtract %2754, %2753 : tensor<256x64xf32>
    %2756 = stablehlo.multiply %2753, %ema.blocks.0.mlp.fc2.w : tensor<256x64xf32>
    %2757 = stablehlo.multiply %2755, %2545 : tensor<256x64xf32>
    %2758 = stablehlo.add %2756, %2757 : tensor<256x64xf32>
    %2759 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2760 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2761 = stablehlo.subtract %2760, %2759 : tensor<64xf32>
    %2762 = stablehlo.multiply %2759, %ema.blocks.0.mlp.fc2.b : tensor<64xf32>
    %2763 = stablehlo.multiply %2761, %2548 : tensor<64xf32>
    %2764 = stablehlo.add %2762, %2763 : tensor<64xf32>
    %2765 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2766 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2767 = stablehlo.subtract %2766, %2765 : tensor<64xf32>
    %2768 = stablehlo.multiply %2765, %ema.blocks.1.norm1.g : tensor<64xf32>
    %2769 = stablehlo.multiply %2767, %2551 : tensor<64xf32>
    %2770 = stablehlo.add %2768, %2769 : tensor<64xf32>
    %2771 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2772 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2773 = stablehlo.subtract %2772, %2771 : tensor<64xf32>
    %2774 = stablehlo.multiply %2771, %ema.blocks.1.norm1.b : tensor<64xf32>
    %2775 = stablehlo.multiply %2773, %2554 : tensor<64xf32>
    %2776 = stablehlo.add %2774, %2775 : tensor<64xf32>
    %2777 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x192xf32>
    %2778 = stablehlo.constant dense<1.0> : tensor<64x192xf32>
    %2779 = stablehlo.subtract %2778, %2777 : tensor<64x192xf32>
    %2780 = stablehlo.multiply %2777, %ema.blocks.1.attn.qkv.w : tensor<64x192xf32>
    %2781 = stablehlo.multiply %2779, %2557 : tensor<64x192xf32>
    %2782 = stablehlo.add %2780, %2781 : tensor<64x192xf32>
    %2783 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2784 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %2785 = stablehlo.subtract %2784, %2783 : tensor<192xf32>
    %2786 = stablehlo.multiply %2783, %ema.blocks.1.attn.qkv.b : tensor<192xf32>
    %2787 = stablehlo.multiply %2785, %2560 : tensor<192xf32>
    %2788 = stablehlo.add %2786, %2787 : tensor<192xf32>
    %2789 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x64xf32>
    %2790 = stablehlo.constant dense<1.0> : tensor<64x64xf32>
    %2791 = stablehlo.subtract %2790, %2789 : tensor<64x64xf32>
    %2792 = stablehlo.multiply %2789, %ema.blocks.1.attn.proj.w : tensor<64x64xf32>
    %2793 = stablehlo.multiply %2791, %2563 : tensor<64x64xf32>
    %2794 = stablehlo.add %2792, %2793 : tensor<64x64xf32>
    %2795 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2796 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2797 = stablehlo.subtract %2796, %2795 : tensor<64xf32>
    %2798 = stablehlo.multiply %2795, %ema.blocks.1.attn.proj.b : tensor<64xf32>
    %2799 = stablehlo.multiply %2797, %2566 : tensor<64xf32>
    %2800 = stablehlo.add %2798, %2799 : tensor<64xf32>
    %2801 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2802 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2803 = stablehlo.subtract %2802, %2801 : tensor<64xf32>
    %2804 = stablehlo.multiply %2801, %ema.blocks.1.norm2.g : tensor<64xf32>
    %2805 = stablehlo.multiply %2803, %2569 : tensor<64xf32>
    %2806 = stablehlo.add %2804, %2805 : tensor<64xf32>
    %2807 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2808 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2809 = stablehlo.subtract %2808, %2807 : tensor<64xf32>
    %2810 = stablehlo.multiply %2807, %ema.blocks.1.norm2.b : tensor<64xf32>
    %2811 = stablehlo.multiply %2809, %2572 : tensor<64xf32>
    %2812 = stablehlo.add %2810, %2811 : tensor<64xf32>
    %2813 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x256xf32>
    %2814 = stablehlo.constant dense<1.0> : tensor<64x256xf32>
    %2815 = stablehlo.subtract %2814, %2813 : tensor<64x256xf32>
    %2816 = stablehlo.multiply %2813, %ema.blocks.1.mlp.fc1.w : tensor<64x256xf32>
    %2817 = stablehlo.multiply %2815, %2575 : tensor<64x256xf32>
    %2818 = stablehlo.add %2816, %2817 : tensor<64x256xf32>
    %2819 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %2820 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %2821 = stablehlo.subtract %2820, %2819 : tensor<256xf32>
    %2822 = stablehlo.multiply %2819, %ema.blocks.1.mlp.fc1.b : tensor<256xf32>
    %2823 = stablehlo.multiply %2821, %2578 : tensor<256xf32>
    %2824 = stablehlo.add %2822, %2823 : tensor<256xf32>
    %2825 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x64xf32>
    %2826 = stablehlo.constant dense<1.0> : tensor<256x64xf32>
    %2827 = stablehlo.subtract %2826, %2825 : tensor<256x64xf32>
    %2828 = stablehlo.multiply %2825, %ema.blocks.1.mlp.fc2.w : tensor<256x64xf32>
    %2829 = stablehlo.multiply %2827, %2581 : tensor<256x64xf32>
    %2830 = stablehlo.add %2828, %2829 : tensor<256x64xf32>
    %2831 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2832 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2833 = stablehlo.subtract %2832, %2831 : tensor<64xf32>
    %2834 = stablehlo.multiply %2831, %ema.blocks.1.mlp.fc2.b : tensor<64xf32>
    %2835 = stablehlo.multiply %2833, %2584 : tensor<64xf32>
    %2836 = stablehlo.add %2834, %2835 : tensor<64xf32>
    %2837 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2838 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2839 = stablehlo.subtract %2838, %2837 : tensor<64xf32>
    %2840 = stablehlo.multiply %2837, %ema.blocks.2.norm1.g : tensor<64xf32>
    %2841 = stablehlo.multiply %2839, %2587 : tensor<64xf32>
    %2842 = stablehlo.add %2840, %2841 : tensor<64xf32>
    %2843 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2844 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2845 = stablehlo.subtract %2844, %2843 : tensor<64xf32>
    %2846 = stablehlo.multiply %2843, %ema.blocks.2.norm1.b : tensor<64xf32>
    %2847 = stablehlo.multiply %2845, %2590 : tensor<64xf32>
    %2848 = stablehlo.add %2846, %2847 : tensor<64xf32>
    %2849 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x192xf32>
    %2850 = stablehlo.constant dense<1.0> : tensor<64x192xf32>
    %2851 = stablehlo.subtract %2850, %2849 : tensor<64x192xf32>
    %2852 = stablehlo.multiply %2849, %ema.blocks.2.attn.qkv.w : tensor<64x192xf32>
    %2853 = stablehlo.multiply %2851, %2593 : tensor<64x192xf32>
    %2854 = stablehlo.add %2852, %2853 : tensor<64x192xf32>
    %2855 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2856 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %2857 = stablehlo.subtract %2856, %2855 : tensor<192xf32>
    %2858 = stablehlo.multiply %2855, %ema.blocks.2.attn.qkv.b : tensor<192xf32>
    %2859 = stablehlo.multiply %2857, %2596 : tensor<192xf32>
    %2860 = stablehlo.add %2858, %2859 : tensor<192xf32>
    %2861 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x64xf32>
    %2862 = stablehlo.constant dense<1.0> : tensor<64x64xf32>
    %2863 = stablehlo.subtract %2862, %2861 : tensor<64x64xf32>
    %2864 = stablehlo.multiply %2861, %ema.blocks.2.attn.proj.w : tensor<64x64xf32>
    %2865 = stablehlo.multiply %2863, %2599 : tensor<64x64xf32>
    %2866 = stablehlo.add %2864, %2865 : tensor<64x64xf32>
    %2867 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2868 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2869 = stablehlo.subtract %2868, %2867 : tensor<64xf32>
    %2870 = stablehlo.multiply %2867, %ema.blocks.2.attn.proj.b : tensor<64xf32>
    %2871 = stablehlo.multiply %2869, %2602 : tensor<64xf32>
    %2872 = stablehlo.add %2870, %2871 : tensor<64xf32>
    %2873 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2874 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2875 = stablehlo.subtract %2874, %2873 : tensor<64xf32>
    %2876 = stablehlo.multiply %2873, %ema.blocks.2.norm2.g : tensor<64xf32>
    %2877 = stablehlo.multiply %2875, %2605 : tensor<64xf32>
    %2878 = stablehlo.add %2876, %2877 : tensor<64xf32>
    %2879 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2880 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2881 = stablehlo.subtract %2880, %2879 : tensor<64xf32>
    %2882 = stablehlo.multiply %2879, %ema.blocks.2.norm2.b : tensor<64xf32>
    %2883 = stablehlo.multiply %2881, %2608 : tensor<64xf32>
    %2884 = stablehlo.add %2882, %2883 : tensor<64xf32>
    %2885 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x256xf32>
    %2886 = stablehlo.constant dense<1.0> : tensor<64x256xf32>
    %2887 = stablehlo.subtract %2886, %2885 : tensor<64x256xf32>
    %2888 = stablehlo.multiply %2885, %ema.blocks.2.mlp.fc1.w : tensor<64x256xf32>
    %2889 = stablehlo.multiply %2887, %2611 : tensor<64x256xf32>
    %2890 = stablehlo.add %2888, %2889 : tensor<64x256xf32>
    %2891 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %2892 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %2893 = stablehlo.subtract %2892, %2891 : tensor<256xf32>
    %2894 = stablehlo.multiply %2891, %ema.blocks.2.mlp.fc1.b : tensor<256xf32>
    %2895 = stablehlo.multiply %2893, %2614 : tensor<256xf32>
    %2896 = stablehlo.add %2894, %2895 : tensor<256xf32>
    %2897 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x64xf32>
    %2898 = stablehlo.constant dense<1.0> : tensor<256x64xf32>
    %2899 = stablehlo.subtract %2898, %2897 : tensor<256x64xf32>
    %2900 = stablehlo.multiply %2897, %ema.blocks.2.mlp.fc2.w : tensor<256x64xf32>
    %2901 = stablehlo.multiply %2899, %2617 : tensor<256x64xf32>
    %2902 = stablehlo.add %2900, %2901 : tensor<256x64xf32>
    %2903 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2904 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2905 = stablehlo.subtract %2904, %2903 : tensor<64xf32>
    %2906 = stablehlo.multiply %2903, %ema.blocks.2.mlp.fc2.b : tensor<64xf32>
    %2907 = stablehlo.multiply %2905, %2620 : tensor<64xf32>
    %2908 = stablehlo.add %2906, %2907 : tensor<64xf32>
    %2909 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2910 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2911 = stablehlo.subtract %2910, %2909 : tensor<64xf32>
    %2912 = stablehlo.multiply %2909, %ema.blocks.3.norm1.g : tensor<64xf32>
    %2913 = stablehlo.multiply %2911, %2623 : tensor<64xf32>
    %2914 = stablehlo.add %2912, %2913 : tensor<64xf32>
    %2915 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2916 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2917 = stablehlo.subtract %2916, %2915 : tensor<64xf32>
    %2918 = stablehlo.multiply %2915, %ema.blocks.3.norm1.b : tensor<64xf32>
    %2919 = stablehlo.multiply %2917, %2626 : tensor<64xf32>
    %2920 = stablehlo.add %2918, %2919 : tensor<64xf32>
    %2921 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x192xf32>
    %2922 = stablehlo.constant dense<1.0> : tensor<64x192xf32>
    %2923 = stablehlo.subtract %2922, %2921 : tensor<64x192xf32>
    %2924 = stablehlo.multiply %2921, %ema.blocks.3.attn.qkv.w : tensor<64x192xf32>
    %2925 = stablehlo.multiply %2923, %2629 : tensor<64x192xf32>
    %2926 = stablehlo.add %2924, %2925 : tensor<64x192xf32>
    %2927 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2928 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %2929 = stablehlo.subtract %2928, %2927 : tensor<192xf32>
    %2930 = stablehlo.multiply %2927, %ema.blocks.3.attn.qkv.b : tensor<192xf32>
    %2931 = stablehlo.multiply %2929, %2632 : tensor<192xf32>
    %2932 = stablehlo.add %2930, %2931 : tensor<192xf32>
    %2933 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x64xf32>
    %2934 = stablehlo.constant dense<1.0> : tensor<64x64xf32>
    %2935 = stablehlo.subtract %2934, %2933 : tensor<64x64xf32>
    %2936 = stablehlo.multiply %2933, %ema.blocks.3.attn.proj.w : tensor<64x64xf32>
    %2937 = stablehlo.multiply %2935, %2635 : tensor<64x64xf32>
    %2938 = stablehlo.add %2936, %2937 : tensor<64x64xf32>
    %2939 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2940 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2941 = stablehlo.subtract %2940, %2939 : tensor<64xf32>
    %2942 = stablehlo.multiply %2939, %ema.blocks.3.attn.proj.b : tensor<64xf32>
    %2943 = stablehlo.multiply %2941, %2638 : tensor<64xf32>
    %2944 = stablehlo.add %2942, %2943 : tensor<64xf32>
    %2945 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2946 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2947 = stablehlo.subtract %2946, %2945 : tensor<64xf32>
    %2948 = stablehlo.multiply %2945, %ema.blocks.3.norm2.g : tensor<64xf32>
    %2949 = stablehlo.multiply %2947, %2641 : tensor<64xf32>
    %2950 = stablehlo.add %2948, %2949 : tensor<64xf32>
    %2951 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2952 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2953 = stablehlo.subtract %2952, %2951 : tensor<64xf32>
    %2954 = stablehlo.multiply %2951, %ema.blocks.3.norm2.b : tensor<64xf32>
    %2955 = stablehlo.multiply %2953, %2644 : tensor<64xf32>
    %2956 = stablehlo.add %2954, %2955 : tensor<64xf32>
    %2957 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x256xf32>
    %2958 = stablehlo.constant dense<1.0> : tensor<64x256xf32>
    %2959 = stablehlo.subtract %2958, %2957 : tensor<64x256xf32>
    %2960 = stablehlo.multiply %2957, %ema.blocks.3.mlp.fc1.w : tensor<64x256xf32>
    %2961 = stablehlo.multiply %2959, %2647 : tensor<64x256xf32>
    %2962 = stablehlo.add %2960, %2961 : tensor<64x256xf32>
    %2963 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %2964 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %2965 = stablehlo.subtract %2964, %2963 : tensor<256xf32>
    %2966 = stablehlo.multiply %2963, %ema.blocks.3.mlp.fc1.b : tensor<256xf32>
    %2967 = stablehlo.multiply %2965, %2650 : tensor<256xf32>
    %2968 = stablehlo.add %2966, %2967 : tensor<256xf32>
    %2969 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x64xf32>
    %2970 = stablehlo.constant dense<1.0> : tensor<256x64xf32>
    %2971 = stablehlo.subtract %2970, %2969 : tensor<256x64xf32>
    %2972 = stablehlo.multiply %2969, %ema.blocks.3.mlp.fc2.w : tensor<256x64xf32>
    %2973 = stablehlo.multiply %2971, %2653 : tensor<256x64xf32>
    %2974 = stablehlo.add %2972, %2973 : tensor<256x64xf32>
    %2975 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2976 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2977 = stablehlo.subtract %2976, %2975 : tensor<64xf32>
    %2978 = stablehlo.multiply %2975, %ema.blocks.3.mlp.fc2.b : tensor<64xf32>
    %2979 = stablehlo.multiply %2977, %2656 : tensor<64xf32>
    %2980 = stablehlo.add %2978, %2979 : tensor<64xf32>
    %2981 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2982 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2983 = stablehlo.subtract %2982, %2981 : tensor<64xf32>
    %2984 = stablehlo.multiply %2981, %ema.norm.g : tensor<64xf32>
    %2985 = stablehlo.multiply %2983, %2659 : tensor<64xf32>
    %2986 = stablehlo.add %2984, %2985 : tensor<64xf32>
    %2987 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2988 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2989 = stablehlo.subtract %2988, %2987 : tensor<64xf32>
    %2990 = stablehlo.multiply %2987, %ema.norm.b : tensor<64xf32>
    %2991 = stablehlo.multiply %2989, %2662 : tensor<64xf32>
    %2992 = stablehlo.add %2990, %2991 : tensor<64xf32>
    %2993 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x10xf32>
    %2994 = stablehlo.constant dense<1.0> : tensor<64x10xf32>
    %2995 = stablehlo.subtract %2994, %2993 : tensor<64x10xf32>
    %2996 = stablehlo.multiply %2993, %ema.head.w : tensor<64x10xf32>
    %2997 = stablehlo.multiply %2995, %2665 : tensor<64x10xf32>
    %2998 = stablehlo.add %2996, %2997 : tensor<64x10xf32>
    %2999 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %3000 = stablehlo.constant dense<1.0> : tensor<10xf32>
    %3001 = stablehlo.subtract %3000, %2999 : tensor<10xf32>
    %3002 = stablehlo.multiply %2999, %ema.head.b : tensor<10xf32>
    %3003 = stablehlo.multiply %3001, %2668 : tensor<10xf32>
    %3004 = stablehlo.add %3002, %3003 : tensor<10xf32>
    "func.return"(%2503, %2506, %2509, %2512, %2515, %2518, %2521, %2524, %2527, %2530, %2533, %2536, %2539, %2542, %2545, %2548, %2551, %2554, %2557, %2560, %2563, %2566, %2569, %2572, %2575, %2578, %2581, %2584, %2587, %2590, %2593, %2596, %2599, %2602, %2605, %2608, %2611, %2614, %2617, %2620, %2623, %2626, %2629, %2632, %2635, %2638, %2641, %2644, %2647, %2650, %2653, %2656, %2659, %2662, %2665, %2668, %1381, %1400, %1419, %1438, %1457, %1476, %1495, %1514, %1533, %1552, %1571, %1590, %1609, %1628, %1647, %1666, %1685, %1704, %1723, %1742, %1761, %1780, %1799, %1818, %1837, %1856, %1875, %1894, %1913, %1932, %1951, %1970, %1989, %2008, %2027, %2046, %2065, %2084, %2103, %2122, %2141, %2160, %2179, %2198, %2217, %2236, %2255, %2274, %2293, %2312, %2331, %2350, %2369, %2388, %2407, %2426, %1387, %1406, %1425, %1444, %1463, %1482, %1501, %1520, %1539, %1558, %1577, %1596, %1615, %1634, %1653, %1672, %1691, %1710, %1729, %1748, %1767, %1786, %1805, %1824, %1843, %1862, %1881, %1900, %1919, %1938, %1957, %1976, %1995, %2014, %2033, %2052, %2071, %2090, %2109, %2128, %2147, %2166, %2185, %2204, %2223, %2242, %2261, %2280, %2299, %2318, %2337, %2356, %2375, %2394, %2413, %2432, %2674, %2680, %2686, %2692, %2698, %2704, %2710, %2716, %2722, %2728, %2734, %2740, %2746, %2752, %2758, %2764, %2770, %2776, %2782, %2788, %2794, %2800, %2806, %2812, %2818, %2824, %2830, %2836, %2842, %2848, %2854, %2860, %2866, %2872, %2878, %2884, %2890, %2896, %2902, %2908, %2914, %2920, %2926, %2932, %2938, %2944, %2950, %2956, %2962, %2968, %2974, %2980, %2986, %2992, %2998, %3004, %414, %1094) : (tensor<8x8x3x64xf32>, tensor<64xf32>, tensor<1x1x64xf32>, tensor<1x17x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x10xf32>, tensor<10xf32>, tensor<8x8x3x64xf32>, tensor<64xf32>, tensor<1x1x64xf32>, tensor<1x17x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x10xf32>, tensor<10xf32>, tensor<8x8x3x64xf32>, tensor<64xf32>, tensor<1x1x64xf32>, tensor<1x17x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x10xf32>, tensor<10xf32>, tensor<8x8x3x64xf32>, tensor<64xf32>, tensor<1x1x64xf32>, tensor<1x17x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x10xf32>, tensor<10xf32>, tensor<f32>, tensor<f32>) -> ()
  }
}
