// hlocert 0.1.0 render: vit_nano-c10-i32-b32x1-adamw+wx+clip1.0+ema+drop
// model: ViT-nano/8  classes: 10  image: 32  batch per replica: 32  replicas: 1
// variant: adamw+wx+clip1.0+ema+drop
// loss: softmax cross-entropy against soft targets, mean over the batch; label smoothing and mixup, if any, are in the host's targets
// grad_norm: the global L2 norm of the gradients before clipping (optax.tree.norm of the raw, replica-mean gradients)
// clip: optax clip_by_global_norm at 1.0: g·c/‖g‖ when ‖g‖ ≥ c, else g (no epsilon)
// adam: β1 0.9  β2 0.999  eps 1e-08 (outside the sqrt); m' = β1·m + (1−β1)·g, v' = β2·v + (1−β2)·g², u = (m'/bc1) / (sqrt(v'/bc2) + eps); m, v start at 0
// weight decay: 0.05, decoupled (u + wd·θ, scaled by lr with the update) on parameters of rank ≥ 2 only (none on biases, norm scales/shifts, γ); none on cls.token, pos.table either (the net's no_weight_decay, as timm's model)
// update: θ' = θ − lr·u
// ema: e' = d·e + (1−d)·θ' of the updated weights, e starts at θ₀
// host scalar lr: the learning rate of step t (the host's schedule)
// host scalar bc1: 1 − β1^t = 1 − 0.9^t (bias correction of m, t the 1-based step)
// host scalar bc2: 1 − β2^t = 1 − 0.999^t (bias correction of v)
// host scalar ema_decay: min(cap, (1 + t)/(10 + t)), the EMA decay of step t
// arguments: x 32x32x32x3; params (56 tensors, 214,218 scalars); m (56 tensors, 214,218 scalars); v (56 tensors, 214,218 scalars); ema (56 tensors, 214,218 scalars); scalars (lr, bc1, bc2, ema_decay); drop_mask 32x8; targets 32x10
// results: params' (56 tensors, 214,218 scalars); m' (56 tensors, 214,218 scalars); v' (56 tensors, 214,218 scalars); ema' (56 tensors, 214,218 scalars); loss scalar; grad_norm scalar
// aliasing: each of params, m, v, ema is updated in place into its primed result
// content sha256: 4fa507e8dd50c627bb8b6c3d6564c35873c8ce31a3288e829a05521b6520553b
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
    %424 = "stablehlo.dot_general"(%422, %395) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>} : (tensor<32x10xf32>, tensor<32x64xf32>) -> tensor<10x64xf32>
    %425 = "stablehlo.transpose"(%424) {permutation = array<i64: 1, 0>} : (tensor<10x64xf32>) -> tensor<64x10xf32>
    %426 = stablehlo.constant dense<0.0> : tensor<f32>
    %427 = "stablehlo.reduce"(%422, %426) ({
    ^bb0(%_r30a: tensor<f32>, %_r30b: tensor<f32>):
      %_r30c = stablehlo.add %_r30a, %_r30b : tensor<f32>
      "stablehlo.return"(%_r30c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32x10xf32>, tensor<f32>) -> tensor<10xf32>
    %428 = stablehlo.multiply %423, %392 : tensor<32x64xf32>
    %429 = stablehlo.constant dense<0.0> : tensor<f32>
    %430 = "stablehlo.reduce"(%428, %429) ({
    ^bb0(%_r31a: tensor<f32>, %_r31b: tensor<f32>):
      %_r31c = stablehlo.add %_r31a, %_r31b : tensor<f32>
      "stablehlo.return"(%_r31c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %431 = stablehlo.constant dense<64.0> : tensor<32xf32>
    %432 = stablehlo.divide %430, %431 : tensor<32xf32>
    %433 = "stablehlo.broadcast_in_dim"(%432) {broadcast_dimensions = array<i64: 0>} : (tensor<32xf32>) -> tensor<32x64xf32>
    %434 = stablehlo.subtract %428, %433 : tensor<32x64xf32>
    %435 = stablehlo.multiply %428, %391 : tensor<32x64xf32>
    %436 = stablehlo.constant dense<0.0> : tensor<f32>
    %437 = "stablehlo.reduce"(%435, %436) ({
    ^bb0(%_r32a: tensor<f32>, %_r32b: tensor<f32>):
      %_r32c = stablehlo.add %_r32a, %_r32b : tensor<f32>
      "stablehlo.return"(%_r32c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %438 = stablehlo.constant dense<64.0> : tensor<32xf32>
    %439 = stablehlo.divide %437, %438 : tensor<32xf32>
    %440 = "stablehlo.broadcast_in_dim"(%439) {broadcast_dimensions = array<i64: 0>} : (tensor<32xf32>) -> tensor<32x64xf32>
    %441 = stablehlo.multiply %391, %440 : tensor<32x64xf32>
    %442 = stablehlo.subtract %434, %441 : tensor<32x64xf32>
    %443 = stablehlo.multiply %390, %442 : tensor<32x64xf32>
    %444 = stablehlo.multiply %423, %391 : tensor<32x64xf32>
    %445 = stablehlo.constant dense<0.0> : tensor<f32>
    %446 = "stablehlo.reduce"(%444, %445) ({
    ^bb0(%_r33a: tensor<f32>, %_r33b: tensor<f32>):
      %_r33c = stablehlo.add %_r33a, %_r33b : tensor<f32>
      "stablehlo.return"(%_r33c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %447 = stablehlo.constant dense<0.0> : tensor<f32>
    %448 = "stablehlo.reduce"(%423, %447) ({
    ^bb0(%_r34a: tensor<f32>, %_r34b: tensor<f32>):
      %_r34c = stablehlo.add %_r34a, %_r34b : tensor<f32>
      "stablehlo.return"(%_r34c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %449 = "stablehlo.reshape"(%443) : (tensor<32x64xf32>) -> tensor<32x1x64xf32>
    %450 = stablehlo.constant dense<0.0> : tensor<f32>
    %451 = "stablehlo.pad"(%449, %450) {edge_padding_high = array<i64: 0, 16, 0>, edge_padding_low = array<i64: 0, 0, 0>, interior_padding = array<i64: 0, 0, 0>} : (tensor<32x1x64xf32>, tensor<f32>) -> tensor<32x17x64xf32>
    %452 = stablehlo.multiply %451, %371 : tensor<32x17x64xf32>
    %453 = "stablehlo.dot_general"(%452, %blocks.3.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<32x17x64xf32>, tensor<256x64xf32>) -> tensor<32x17x256xf32>
    %454 = "stablehlo.dot_general"(%452, %366) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<32x17x64xf32>, tensor<32x17x256xf32>) -> tensor<64x256xf32>
    %455 = "stablehlo.transpose"(%454) {permutation = array<i64: 1, 0>} : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %456 = stablehlo.constant dense<0.0> : tensor<f32>
    %457 = "stablehlo.reduce"(%452, %456) ({
    ^bb0(%_r35a: tensor<f32>, %_r35b: tensor<f32>):
      %_r35c = stablehlo.add %_r35a, %_r35b : tensor<f32>
      "stablehlo.return"(%_r35c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %458 = stablehlo.constant dense<0.5> : tensor<32x17x256xf32>
    %459 = stablehlo.multiply %363, %458 : tensor<32x17x256xf32>
    %460 = stablehlo.multiply %360, %360 : tensor<32x17x256xf32>
    %461 = stablehlo.negate %460 : tensor<32x17x256xf32>
    %462 = stablehlo.exponential %461 : tensor<32x17x256xf32>
    %463 = stablehlo.constant dense<0.3989423> : tensor<32x17x256xf32>
    %464 = stablehlo.multiply %462, %463 : tensor<32x17x256xf32>
    %465 = stablehlo.multiply %358, %464 : tensor<32x17x256xf32>
    %466 = stablehlo.add %459, %465 : tensor<32x17x256xf32>
    %467 = stablehlo.multiply %453, %466 : tensor<32x17x256xf32>
    %468 = "stablehlo.dot_general"(%467, %blocks.3.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<32x17x256xf32>, tensor<64x256xf32>) -> tensor<32x17x64xf32>
    %469 = "stablehlo.dot_general"(%355, %467) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<32x17x64xf32>, tensor<32x17x256xf32>) -> tensor<64x256xf32>
    %470 = stablehlo.constant dense<0.0> : tensor<f32>
    %471 = "stablehlo.reduce"(%467, %470) ({
    ^bb0(%_r36a: tensor<f32>, %_r36b: tensor<f32>):
      %_r36c = stablehlo.add %_r36a, %_r36b : tensor<f32>
      "stablehlo.return"(%_r36c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x256xf32>, tensor<f32>) -> tensor<256xf32>
    %472 = stablehlo.multiply %468, %352 : tensor<32x17x64xf32>
    %473 = stablehlo.constant dense<0.0> : tensor<f32>
    %474 = "stablehlo.reduce"(%472, %473) ({
    ^bb0(%_r37a: tensor<f32>, %_r37b: tensor<f32>):
      %_r37c = stablehlo.add %_r37a, %_r37b : tensor<f32>
      "stablehlo.return"(%_r37c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %475 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %476 = stablehlo.divide %474, %475 : tensor<32x17xf32>
    %477 = "stablehlo.broadcast_in_dim"(%476) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %478 = stablehlo.subtract %472, %477 : tensor<32x17x64xf32>
    %479 = stablehlo.multiply %472, %351 : tensor<32x17x64xf32>
    %480 = stablehlo.constant dense<0.0> : tensor<f32>
    %481 = "stablehlo.reduce"(%479, %480) ({
    ^bb0(%_r38a: tensor<f32>, %_r38b: tensor<f32>):
      %_r38c = stablehlo.add %_r38a, %_r38b : tensor<f32>
      "stablehlo.return"(%_r38c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %482 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %483 = stablehlo.divide %481, %482 : tensor<32x17xf32>
    %484 = "stablehlo.broadcast_in_dim"(%483) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %485 = stablehlo.multiply %351, %484 : tensor<32x17x64xf32>
    %486 = stablehlo.subtract %478, %485 : tensor<32x17x64xf32>
    %487 = stablehlo.multiply %350, %486 : tensor<32x17x64xf32>
    %488 = stablehlo.multiply %468, %351 : tensor<32x17x64xf32>
    %489 = stablehlo.constant dense<0.0> : tensor<f32>
    %490 = "stablehlo.reduce"(%488, %489) ({
    ^bb0(%_r39a: tensor<f32>, %_r39b: tensor<f32>):
      %_r39c = stablehlo.add %_r39a, %_r39b : tensor<f32>
      "stablehlo.return"(%_r39c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %491 = stablehlo.constant dense<0.0> : tensor<f32>
    %492 = "stablehlo.reduce"(%468, %491) ({
    ^bb0(%_r40a: tensor<f32>, %_r40b: tensor<f32>):
      %_r40c = stablehlo.add %_r40a, %_r40b : tensor<f32>
      "stablehlo.return"(%_r40c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %493 = stablehlo.add %487, %451 : tensor<32x17x64xf32>
    %494 = stablehlo.multiply %493, %333 : tensor<32x17x64xf32>
    %495 = "stablehlo.dot_general"(%494, %blocks.3.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<32x17x64xf32>, tensor<64x64xf32>) -> tensor<32x17x64xf32>
    %496 = "stablehlo.dot_general"(%328, %494) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<32x17x64xf32>, tensor<32x17x64xf32>) -> tensor<64x64xf32>
    %497 = stablehlo.constant dense<0.0> : tensor<f32>
    %498 = "stablehlo.reduce"(%494, %497) ({
    ^bb0(%_r41a: tensor<f32>, %_r41b: tensor<f32>):
      %_r41c = stablehlo.add %_r41a, %_r41b : tensor<f32>
      "stablehlo.return"(%_r41c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %499 = "stablehlo.reshape"(%495) : (tensor<32x17x64xf32>) -> tensor<32x17x2x32xf32>
    %500 = "stablehlo.transpose"(%499) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<32x17x2x32xf32>) -> tensor<32x2x17x32xf32>
    %501 = "stablehlo.dot_general"(%325, %500) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<32x2x17x17xf32>, tensor<32x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %502 = "stablehlo.dot_general"(%500, %313) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<32x2x17x32xf32>, tensor<32x2x17x32xf32>) -> tensor<32x2x17x17xf32>
    %503 = stablehlo.multiply %502, %325 : tensor<32x2x17x17xf32>
    %504 = stablehlo.constant dense<0.0> : tensor<f32>
    %505 = "stablehlo.reduce"(%503, %504) ({
    ^bb0(%_r42a: tensor<f32>, %_r42b: tensor<f32>):
      %_r42c = stablehlo.add %_r42a, %_r42b : tensor<f32>
      "stablehlo.return"(%_r42c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x17x17xf32>, tensor<f32>) -> tensor<32x2x17xf32>
    %506 = "stablehlo.broadcast_in_dim"(%505) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x17xf32>) -> tensor<32x2x17x17xf32>
    %507 = stablehlo.subtract %502, %506 : tensor<32x2x17x17xf32>
    %508 = stablehlo.multiply %325, %507 : tensor<32x2x17x17xf32>
    %509 = "stablehlo.dot_general"(%508, %311) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<32x2x17x17xf32>, tensor<32x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %510 = stablehlo.constant dense<0.17677669> : tensor<32x2x17x32xf32>
    %511 = stablehlo.multiply %509, %510 : tensor<32x2x17x32xf32>
    %512 = "stablehlo.dot_general"(%508, %315) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<32x2x17x17xf32>, tensor<32x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %513 = "stablehlo.reshape"(%511) : (tensor<32x2x17x32xf32>) -> tensor<32x1x2x17x32xf32>
    %514 = "stablehlo.reshape"(%512) : (tensor<32x2x17x32xf32>) -> tensor<32x1x2x17x32xf32>
    %515 = "stablehlo.reshape"(%501) : (tensor<32x2x17x32xf32>) -> tensor<32x1x2x17x32xf32>
    %516 = "stablehlo.concatenate"(%513, %514, %515) {dimension = 1 : i64} : (tensor<32x1x2x17x32xf32>, tensor<32x1x2x17x32xf32>, tensor<32x1x2x17x32xf32>) -> tensor<32x3x2x17x32xf32>
    %517 = "stablehlo.transpose"(%516) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<32x3x2x17x32xf32>) -> tensor<32x17x3x2x32xf32>
    %518 = "stablehlo.reshape"(%517) : (tensor<32x17x3x2x32xf32>) -> tensor<32x17x192xf32>
    %519 = "stablehlo.dot_general"(%518, %blocks.3.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<32x17x192xf32>, tensor<64x192xf32>) -> tensor<32x17x64xf32>
    %520 = "stablehlo.dot_general"(%302, %518) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<32x17x64xf32>, tensor<32x17x192xf32>) -> tensor<64x192xf32>
    %521 = stablehlo.constant dense<0.0> : tensor<f32>
    %522 = "stablehlo.reduce"(%518, %521) ({
    ^bb0(%_r43a: tensor<f32>, %_r43b: tensor<f32>):
      %_r43c = stablehlo.add %_r43a, %_r43b : tensor<f32>
      "stablehlo.return"(%_r43c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x192xf32>, tensor<f32>) -> tensor<192xf32>
    %523 = stablehlo.multiply %519, %299 : tensor<32x17x64xf32>
    %524 = stablehlo.constant dense<0.0> : tensor<f32>
    %525 = "stablehlo.reduce"(%523, %524) ({
    ^bb0(%_r44a: tensor<f32>, %_r44b: tensor<f32>):
      %_r44c = stablehlo.add %_r44a, %_r44b : tensor<f32>
      "stablehlo.return"(%_r44c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %526 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %527 = stablehlo.divide %525, %526 : tensor<32x17xf32>
    %528 = "stablehlo.broadcast_in_dim"(%527) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %529 = stablehlo.subtract %523, %528 : tensor<32x17x64xf32>
    %530 = stablehlo.multiply %523, %298 : tensor<32x17x64xf32>
    %531 = stablehlo.constant dense<0.0> : tensor<f32>
    %532 = "stablehlo.reduce"(%530, %531) ({
    ^bb0(%_r45a: tensor<f32>, %_r45b: tensor<f32>):
      %_r45c = stablehlo.add %_r45a, %_r45b : tensor<f32>
      "stablehlo.return"(%_r45c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %533 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %534 = stablehlo.divide %532, %533 : tensor<32x17xf32>
    %535 = "stablehlo.broadcast_in_dim"(%534) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %536 = stablehlo.multiply %298, %535 : tensor<32x17x64xf32>
    %537 = stablehlo.subtract %529, %536 : tensor<32x17x64xf32>
    %538 = stablehlo.multiply %297, %537 : tensor<32x17x64xf32>
    %539 = stablehlo.multiply %519, %298 : tensor<32x17x64xf32>
    %540 = stablehlo.constant dense<0.0> : tensor<f32>
    %541 = "stablehlo.reduce"(%539, %540) ({
    ^bb0(%_r46a: tensor<f32>, %_r46b: tensor<f32>):
      %_r46c = stablehlo.add %_r46a, %_r46b : tensor<f32>
      "stablehlo.return"(%_r46c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %542 = stablehlo.constant dense<0.0> : tensor<f32>
    %543 = "stablehlo.reduce"(%519, %542) ({
    ^bb0(%_r47a: tensor<f32>, %_r47b: tensor<f32>):
      %_r47c = stablehlo.add %_r47a, %_r47b : tensor<f32>
      "stablehlo.return"(%_r47c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %544 = stablehlo.add %538, %493 : tensor<32x17x64xf32>
    %545 = stablehlo.multiply %544, %280 : tensor<32x17x64xf32>
    %546 = "stablehlo.dot_general"(%545, %blocks.2.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<32x17x64xf32>, tensor<256x64xf32>) -> tensor<32x17x256xf32>
    %547 = "stablehlo.dot_general"(%545, %275) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<32x17x64xf32>, tensor<32x17x256xf32>) -> tensor<64x256xf32>
    %548 = "stablehlo.transpose"(%547) {permutation = array<i64: 1, 0>} : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %549 = stablehlo.constant dense<0.0> : tensor<f32>
    %550 = "stablehlo.reduce"(%545, %549) ({
    ^bb0(%_r48a: tensor<f32>, %_r48b: tensor<f32>):
      %_r48c = stablehlo.add %_r48a, %_r48b : tensor<f32>
      "stablehlo.return"(%_r48c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %551 = stablehlo.constant dense<0.5> : tensor<32x17x256xf32>
    %552 = stablehlo.multiply %272, %551 : tensor<32x17x256xf32>
    %553 = stablehlo.multiply %269, %269 : tensor<32x17x256xf32>
    %554 = stablehlo.negate %553 : tensor<32x17x256xf32>
    %555 = stablehlo.exponential %554 : tensor<32x17x256xf32>
    %556 = stablehlo.constant dense<0.3989423> : tensor<32x17x256xf32>
    %557 = stablehlo.multiply %555, %556 : tensor<32x17x256xf32>
    %558 = stablehlo.multiply %267, %557 : tensor<32x17x256xf32>
    %559 = stablehlo.add %552, %558 : tensor<32x17x256xf32>
    %560 = stablehlo.multiply %546, %559 : tensor<32x17x256xf32>
    %561 = "stablehlo.dot_general"(%560, %blocks.2.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<32x17x256xf32>, tensor<64x256xf32>) -> tensor<32x17x64xf32>
    %562 = "stablehlo.dot_general"(%264, %560) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<32x17x64xf32>, tensor<32x17x256xf32>) -> tensor<64x256xf32>
    %563 = stablehlo.constant dense<0.0> : tensor<f32>
    %564 = "stablehlo.reduce"(%560, %563) ({
    ^bb0(%_r49a: tensor<f32>, %_r49b: tensor<f32>):
      %_r49c = stablehlo.add %_r49a, %_r49b : tensor<f32>
      "stablehlo.return"(%_r49c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x256xf32>, tensor<f32>) -> tensor<256xf32>
    %565 = stablehlo.multiply %561, %261 : tensor<32x17x64xf32>
    %566 = stablehlo.constant dense<0.0> : tensor<f32>
    %567 = "stablehlo.reduce"(%565, %566) ({
    ^bb0(%_r50a: tensor<f32>, %_r50b: tensor<f32>):
      %_r50c = stablehlo.add %_r50a, %_r50b : tensor<f32>
      "stablehlo.return"(%_r50c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %568 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %569 = stablehlo.divide %567, %568 : tensor<32x17xf32>
    %570 = "stablehlo.broadcast_in_dim"(%569) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %571 = stablehlo.subtract %565, %570 : tensor<32x17x64xf32>
    %572 = stablehlo.multiply %565, %260 : tensor<32x17x64xf32>
    %573 = stablehlo.constant dense<0.0> : tensor<f32>
    %574 = "stablehlo.reduce"(%572, %573) ({
    ^bb0(%_r51a: tensor<f32>, %_r51b: tensor<f32>):
      %_r51c = stablehlo.add %_r51a, %_r51b : tensor<f32>
      "stablehlo.return"(%_r51c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %575 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %576 = stablehlo.divide %574, %575 : tensor<32x17xf32>
    %577 = "stablehlo.broadcast_in_dim"(%576) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %578 = stablehlo.multiply %260, %577 : tensor<32x17x64xf32>
    %579 = stablehlo.subtract %571, %578 : tensor<32x17x64xf32>
    %580 = stablehlo.multiply %259, %579 : tensor<32x17x64xf32>
    %581 = stablehlo.multiply %561, %260 : tensor<32x17x64xf32>
    %582 = stablehlo.constant dense<0.0> : tensor<f32>
    %583 = "stablehlo.reduce"(%581, %582) ({
    ^bb0(%_r52a: tensor<f32>, %_r52b: tensor<f32>):
      %_r52c = stablehlo.add %_r52a, %_r52b : tensor<f32>
      "stablehlo.return"(%_r52c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %584 = stablehlo.constant dense<0.0> : tensor<f32>
    %585 = "stablehlo.reduce"(%561, %584) ({
    ^bb0(%_r53a: tensor<f32>, %_r53b: tensor<f32>):
      %_r53c = stablehlo.add %_r53a, %_r53b : tensor<f32>
      "stablehlo.return"(%_r53c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %586 = stablehlo.add %580, %544 : tensor<32x17x64xf32>
    %587 = stablehlo.multiply %586, %242 : tensor<32x17x64xf32>
    %588 = "stablehlo.dot_general"(%587, %blocks.2.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<32x17x64xf32>, tensor<64x64xf32>) -> tensor<32x17x64xf32>
    %589 = "stablehlo.dot_general"(%237, %587) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<32x17x64xf32>, tensor<32x17x64xf32>) -> tensor<64x64xf32>
    %590 = stablehlo.constant dense<0.0> : tensor<f32>
    %591 = "stablehlo.reduce"(%587, %590) ({
    ^bb0(%_r54a: tensor<f32>, %_r54b: tensor<f32>):
      %_r54c = stablehlo.add %_r54a, %_r54b : tensor<f32>
      "stablehlo.return"(%_r54c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %592 = "stablehlo.reshape"(%588) : (tensor<32x17x64xf32>) -> tensor<32x17x2x32xf32>
    %593 = "stablehlo.transpose"(%592) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<32x17x2x32xf32>) -> tensor<32x2x17x32xf32>
    %594 = "stablehlo.dot_general"(%234, %593) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<32x2x17x17xf32>, tensor<32x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %595 = "stablehlo.dot_general"(%593, %222) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<32x2x17x32xf32>, tensor<32x2x17x32xf32>) -> tensor<32x2x17x17xf32>
    %596 = stablehlo.multiply %595, %234 : tensor<32x2x17x17xf32>
    %597 = stablehlo.constant dense<0.0> : tensor<f32>
    %598 = "stablehlo.reduce"(%596, %597) ({
    ^bb0(%_r55a: tensor<f32>, %_r55b: tensor<f32>):
      %_r55c = stablehlo.add %_r55a, %_r55b : tensor<f32>
      "stablehlo.return"(%_r55c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x17x17xf32>, tensor<f32>) -> tensor<32x2x17xf32>
    %599 = "stablehlo.broadcast_in_dim"(%598) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x17xf32>) -> tensor<32x2x17x17xf32>
    %600 = stablehlo.subtract %595, %599 : tensor<32x2x17x17xf32>
    %601 = stablehlo.multiply %234, %600 : tensor<32x2x17x17xf32>
    %602 = "stablehlo.dot_general"(%601, %220) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<32x2x17x17xf32>, tensor<32x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %603 = stablehlo.constant dense<0.17677669> : tensor<32x2x17x32xf32>
    %604 = stablehlo.multiply %602, %603 : tensor<32x2x17x32xf32>
    %605 = "stablehlo.dot_general"(%601, %224) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<32x2x17x17xf32>, tensor<32x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %606 = "stablehlo.reshape"(%604) : (tensor<32x2x17x32xf32>) -> tensor<32x1x2x17x32xf32>
    %607 = "stablehlo.reshape"(%605) : (tensor<32x2x17x32xf32>) -> tensor<32x1x2x17x32xf32>
    %608 = "stablehlo.reshape"(%594) : (tensor<32x2x17x32xf32>) -> tensor<32x1x2x17x32xf32>
    %609 = "stablehlo.concatenate"(%606, %607, %608) {dimension = 1 : i64} : (tensor<32x1x2x17x32xf32>, tensor<32x1x2x17x32xf32>, tensor<32x1x2x17x32xf32>) -> tensor<32x3x2x17x32xf32>
    %610 = "stablehlo.transpose"(%609) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<32x3x2x17x32xf32>) -> tensor<32x17x3x2x32xf32>
    %611 = "stablehlo.reshape"(%610) : (tensor<32x17x3x2x32xf32>) -> tensor<32x17x192xf32>
    %612 = "stablehlo.dot_general"(%611, %blocks.2.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<32x17x192xf32>, tensor<64x192xf32>) -> tensor<32x17x64xf32>
    %613 = "stablehlo.dot_general"(%211, %611) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<32x17x64xf32>, tensor<32x17x192xf32>) -> tensor<64x192xf32>
    %614 = stablehlo.constant dense<0.0> : tensor<f32>
    %615 = "stablehlo.reduce"(%611, %614) ({
    ^bb0(%_r56a: tensor<f32>, %_r56b: tensor<f32>):
      %_r56c = stablehlo.add %_r56a, %_r56b : tensor<f32>
      "stablehlo.return"(%_r56c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x192xf32>, tensor<f32>) -> tensor<192xf32>
    %616 = stablehlo.multiply %612, %208 : tensor<32x17x64xf32>
    %617 = stablehlo.constant dense<0.0> : tensor<f32>
    %618 = "stablehlo.reduce"(%616, %617) ({
    ^bb0(%_r57a: tensor<f32>, %_r57b: tensor<f32>):
      %_r57c = stablehlo.add %_r57a, %_r57b : tensor<f32>
      "stablehlo.return"(%_r57c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %619 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %620 = stablehlo.divide %618, %619 : tensor<32x17xf32>
    %621 = "stablehlo.broadcast_in_dim"(%620) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %622 = stablehlo.subtract %616, %621 : tensor<32x17x64xf32>
    %623 = stablehlo.multiply %616, %207 : tensor<32x17x64xf32>
    %624 = stablehlo.constant dense<0.0> : tensor<f32>
    %625 = "stablehlo.reduce"(%623, %624) ({
    ^bb0(%_r58a: tensor<f32>, %_r58b: tensor<f32>):
      %_r58c = stablehlo.add %_r58a, %_r58b : tensor<f32>
      "stablehlo.return"(%_r58c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %626 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %627 = stablehlo.divide %625, %626 : tensor<32x17xf32>
    %628 = "stablehlo.broadcast_in_dim"(%627) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %629 = stablehlo.multiply %207, %628 : tensor<32x17x64xf32>
    %630 = stablehlo.subtract %622, %629 : tensor<32x17x64xf32>
    %631 = stablehlo.multiply %206, %630 : tensor<32x17x64xf32>
    %632 = stablehlo.multiply %612, %207 : tensor<32x17x64xf32>
    %633 = stablehlo.constant dense<0.0> : tensor<f32>
    %634 = "stablehlo.reduce"(%632, %633) ({
    ^bb0(%_r59a: tensor<f32>, %_r59b: tensor<f32>):
      %_r59c = stablehlo.add %_r59a, %_r59b : tensor<f32>
      "stablehlo.return"(%_r59c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %635 = stablehlo.constant dense<0.0> : tensor<f32>
    %636 = "stablehlo.reduce"(%612, %635) ({
    ^bb0(%_r60a: tensor<f32>, %_r60b: tensor<f32>):
      %_r60c = stablehlo.add %_r60a, %_r60b : tensor<f32>
      "stablehlo.return"(%_r60c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %637 = stablehlo.add %631, %586 : tensor<32x17x64xf32>
    %638 = stablehlo.multiply %637, %189 : tensor<32x17x64xf32>
    %639 = "stablehlo.dot_general"(%638, %blocks.1.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<32x17x64xf32>, tensor<256x64xf32>) -> tensor<32x17x256xf32>
    %640 = "stablehlo.dot_general"(%638, %184) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<32x17x64xf32>, tensor<32x17x256xf32>) -> tensor<64x256xf32>
    %641 = "stablehlo.transpose"(%640) {permutation = array<i64: 1, 0>} : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %642 = stablehlo.constant dense<0.0> : tensor<f32>
    %643 = "stablehlo.reduce"(%638, %642) ({
    ^bb0(%_r61a: tensor<f32>, %_r61b: tensor<f32>):
      %_r61c = stablehlo.add %_r61a, %_r61b : tensor<f32>
      "stablehlo.return"(%_r61c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %644 = stablehlo.constant dense<0.5> : tensor<32x17x256xf32>
    %645 = stablehlo.multiply %181, %644 : tensor<32x17x256xf32>
    %646 = stablehlo.multiply %178, %178 : tensor<32x17x256xf32>
    %647 = stablehlo.negate %646 : tensor<32x17x256xf32>
    %648 = stablehlo.exponential %647 : tensor<32x17x256xf32>
    %649 = stablehlo.constant dense<0.3989423> : tensor<32x17x256xf32>
    %650 = stablehlo.multiply %648, %649 : tensor<32x17x256xf32>
    %651 = stablehlo.multiply %176, %650 : tensor<32x17x256xf32>
    %652 = stablehlo.add %645, %651 : tensor<32x17x256xf32>
    %653 = stablehlo.multiply %639, %652 : tensor<32x17x256xf32>
    %654 = "stablehlo.dot_general"(%653, %blocks.1.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<32x17x256xf32>, tensor<64x256xf32>) -> tensor<32x17x64xf32>
    %655 = "stablehlo.dot_general"(%173, %653) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<32x17x64xf32>, tensor<32x17x256xf32>) -> tensor<64x256xf32>
    %656 = stablehlo.constant dense<0.0> : tensor<f32>
    %657 = "stablehlo.reduce"(%653, %656) ({
    ^bb0(%_r62a: tensor<f32>, %_r62b: tensor<f32>):
      %_r62c = stablehlo.add %_r62a, %_r62b : tensor<f32>
      "stablehlo.return"(%_r62c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x256xf32>, tensor<f32>) -> tensor<256xf32>
    %658 = stablehlo.multiply %654, %170 : tensor<32x17x64xf32>
    %659 = stablehlo.constant dense<0.0> : tensor<f32>
    %660 = "stablehlo.reduce"(%658, %659) ({
    ^bb0(%_r63a: tensor<f32>, %_r63b: tensor<f32>):
      %_r63c = stablehlo.add %_r63a, %_r63b : tensor<f32>
      "stablehlo.return"(%_r63c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %661 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %662 = stablehlo.divide %660, %661 : tensor<32x17xf32>
    %663 = "stablehlo.broadcast_in_dim"(%662) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %664 = stablehlo.subtract %658, %663 : tensor<32x17x64xf32>
    %665 = stablehlo.multiply %658, %169 : tensor<32x17x64xf32>
    %666 = stablehlo.constant dense<0.0> : tensor<f32>
    %667 = "stablehlo.reduce"(%665, %666) ({
    ^bb0(%_r64a: tensor<f32>, %_r64b: tensor<f32>):
      %_r64c = stablehlo.add %_r64a, %_r64b : tensor<f32>
      "stablehlo.return"(%_r64c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %668 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %669 = stablehlo.divide %667, %668 : tensor<32x17xf32>
    %670 = "stablehlo.broadcast_in_dim"(%669) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %671 = stablehlo.multiply %169, %670 : tensor<32x17x64xf32>
    %672 = stablehlo.subtract %664, %671 : tensor<32x17x64xf32>
    %673 = stablehlo.multiply %168, %672 : tensor<32x17x64xf32>
    %674 = stablehlo.multiply %654, %169 : tensor<32x17x64xf32>
    %675 = stablehlo.constant dense<0.0> : tensor<f32>
    %676 = "stablehlo.reduce"(%674, %675) ({
    ^bb0(%_r65a: tensor<f32>, %_r65b: tensor<f32>):
      %_r65c = stablehlo.add %_r65a, %_r65b : tensor<f32>
      "stablehlo.return"(%_r65c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %677 = stablehlo.constant dense<0.0> : tensor<f32>
    %678 = "stablehlo.reduce"(%654, %677) ({
    ^bb0(%_r66a: tensor<f32>, %_r66b: tensor<f32>):
      %_r66c = stablehlo.add %_r66a, %_r66b : tensor<f32>
      "stablehlo.return"(%_r66c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %679 = stablehlo.add %673, %637 : tensor<32x17x64xf32>
    %680 = stablehlo.multiply %679, %151 : tensor<32x17x64xf32>
    %681 = "stablehlo.dot_general"(%680, %blocks.1.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<32x17x64xf32>, tensor<64x64xf32>) -> tensor<32x17x64xf32>
    %682 = "stablehlo.dot_general"(%146, %680) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<32x17x64xf32>, tensor<32x17x64xf32>) -> tensor<64x64xf32>
    %683 = stablehlo.constant dense<0.0> : tensor<f32>
    %684 = "stablehlo.reduce"(%680, %683) ({
    ^bb0(%_r67a: tensor<f32>, %_r67b: tensor<f32>):
      %_r67c = stablehlo.add %_r67a, %_r67b : tensor<f32>
      "stablehlo.return"(%_r67c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %685 = "stablehlo.reshape"(%681) : (tensor<32x17x64xf32>) -> tensor<32x17x2x32xf32>
    %686 = "stablehlo.transpose"(%685) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<32x17x2x32xf32>) -> tensor<32x2x17x32xf32>
    %687 = "stablehlo.dot_general"(%143, %686) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<32x2x17x17xf32>, tensor<32x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %688 = "stablehlo.dot_general"(%686, %131) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<32x2x17x32xf32>, tensor<32x2x17x32xf32>) -> tensor<32x2x17x17xf32>
    %689 = stablehlo.multiply %688, %143 : tensor<32x2x17x17xf32>
    %690 = stablehlo.constant dense<0.0> : tensor<f32>
    %691 = "stablehlo.reduce"(%689, %690) ({
    ^bb0(%_r68a: tensor<f32>, %_r68b: tensor<f32>):
      %_r68c = stablehlo.add %_r68a, %_r68b : tensor<f32>
      "stablehlo.return"(%_r68c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x17x17xf32>, tensor<f32>) -> tensor<32x2x17xf32>
    %692 = "stablehlo.broadcast_in_dim"(%691) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x17xf32>) -> tensor<32x2x17x17xf32>
    %693 = stablehlo.subtract %688, %692 : tensor<32x2x17x17xf32>
    %694 = stablehlo.multiply %143, %693 : tensor<32x2x17x17xf32>
    %695 = "stablehlo.dot_general"(%694, %129) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<32x2x17x17xf32>, tensor<32x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %696 = stablehlo.constant dense<0.17677669> : tensor<32x2x17x32xf32>
    %697 = stablehlo.multiply %695, %696 : tensor<32x2x17x32xf32>
    %698 = "stablehlo.dot_general"(%694, %133) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<32x2x17x17xf32>, tensor<32x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %699 = "stablehlo.reshape"(%697) : (tensor<32x2x17x32xf32>) -> tensor<32x1x2x17x32xf32>
    %700 = "stablehlo.reshape"(%698) : (tensor<32x2x17x32xf32>) -> tensor<32x1x2x17x32xf32>
    %701 = "stablehlo.reshape"(%687) : (tensor<32x2x17x32xf32>) -> tensor<32x1x2x17x32xf32>
    %702 = "stablehlo.concatenate"(%699, %700, %701) {dimension = 1 : i64} : (tensor<32x1x2x17x32xf32>, tensor<32x1x2x17x32xf32>, tensor<32x1x2x17x32xf32>) -> tensor<32x3x2x17x32xf32>
    %703 = "stablehlo.transpose"(%702) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<32x3x2x17x32xf32>) -> tensor<32x17x3x2x32xf32>
    %704 = "stablehlo.reshape"(%703) : (tensor<32x17x3x2x32xf32>) -> tensor<32x17x192xf32>
    %705 = "stablehlo.dot_general"(%704, %blocks.1.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<32x17x192xf32>, tensor<64x192xf32>) -> tensor<32x17x64xf32>
    %706 = "stablehlo.dot_general"(%120, %704) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<32x17x64xf32>, tensor<32x17x192xf32>) -> tensor<64x192xf32>
    %707 = stablehlo.constant dense<0.0> : tensor<f32>
    %708 = "stablehlo.reduce"(%704, %707) ({
    ^bb0(%_r69a: tensor<f32>, %_r69b: tensor<f32>):
      %_r69c = stablehlo.add %_r69a, %_r69b : tensor<f32>
      "stablehlo.return"(%_r69c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x192xf32>, tensor<f32>) -> tensor<192xf32>
    %709 = stablehlo.multiply %705, %117 : tensor<32x17x64xf32>
    %710 = stablehlo.constant dense<0.0> : tensor<f32>
    %711 = "stablehlo.reduce"(%709, %710) ({
    ^bb0(%_r70a: tensor<f32>, %_r70b: tensor<f32>):
      %_r70c = stablehlo.add %_r70a, %_r70b : tensor<f32>
      "stablehlo.return"(%_r70c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %712 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %713 = stablehlo.divide %711, %712 : tensor<32x17xf32>
    %714 = "stablehlo.broadcast_in_dim"(%713) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %715 = stablehlo.subtract %709, %714 : tensor<32x17x64xf32>
    %716 = stablehlo.multiply %709, %116 : tensor<32x17x64xf32>
    %717 = stablehlo.constant dense<0.0> : tensor<f32>
    %718 = "stablehlo.reduce"(%716, %717) ({
    ^bb0(%_r71a: tensor<f32>, %_r71b: tensor<f32>):
      %_r71c = stablehlo.add %_r71a, %_r71b : tensor<f32>
      "stablehlo.return"(%_r71c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %719 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %720 = stablehlo.divide %718, %719 : tensor<32x17xf32>
    %721 = "stablehlo.broadcast_in_dim"(%720) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %722 = stablehlo.multiply %116, %721 : tensor<32x17x64xf32>
    %723 = stablehlo.subtract %715, %722 : tensor<32x17x64xf32>
    %724 = stablehlo.multiply %115, %723 : tensor<32x17x64xf32>
    %725 = stablehlo.multiply %705, %116 : tensor<32x17x64xf32>
    %726 = stablehlo.constant dense<0.0> : tensor<f32>
    %727 = "stablehlo.reduce"(%725, %726) ({
    ^bb0(%_r72a: tensor<f32>, %_r72b: tensor<f32>):
      %_r72c = stablehlo.add %_r72a, %_r72b : tensor<f32>
      "stablehlo.return"(%_r72c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %728 = stablehlo.constant dense<0.0> : tensor<f32>
    %729 = "stablehlo.reduce"(%705, %728) ({
    ^bb0(%_r73a: tensor<f32>, %_r73b: tensor<f32>):
      %_r73c = stablehlo.add %_r73a, %_r73b : tensor<f32>
      "stablehlo.return"(%_r73c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %730 = stablehlo.add %724, %679 : tensor<32x17x64xf32>
    %731 = stablehlo.multiply %730, %98 : tensor<32x17x64xf32>
    %732 = "stablehlo.dot_general"(%731, %blocks.0.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<32x17x64xf32>, tensor<256x64xf32>) -> tensor<32x17x256xf32>
    %733 = "stablehlo.dot_general"(%731, %93) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<32x17x64xf32>, tensor<32x17x256xf32>) -> tensor<64x256xf32>
    %734 = "stablehlo.transpose"(%733) {permutation = array<i64: 1, 0>} : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %735 = stablehlo.constant dense<0.0> : tensor<f32>
    %736 = "stablehlo.reduce"(%731, %735) ({
    ^bb0(%_r74a: tensor<f32>, %_r74b: tensor<f32>):
      %_r74c = stablehlo.add %_r74a, %_r74b : tensor<f32>
      "stablehlo.return"(%_r74c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %737 = stablehlo.constant dense<0.5> : tensor<32x17x256xf32>
    %738 = stablehlo.multiply %90, %737 : tensor<32x17x256xf32>
    %739 = stablehlo.multiply %87, %87 : tensor<32x17x256xf32>
    %740 = stablehlo.negate %739 : tensor<32x17x256xf32>
    %741 = stablehlo.exponential %740 : tensor<32x17x256xf32>
    %742 = stablehlo.constant dense<0.3989423> : tensor<32x17x256xf32>
    %743 = stablehlo.multiply %741, %742 : tensor<32x17x256xf32>
    %744 = stablehlo.multiply %85, %743 : tensor<32x17x256xf32>
    %745 = stablehlo.add %738, %744 : tensor<32x17x256xf32>
    %746 = stablehlo.multiply %732, %745 : tensor<32x17x256xf32>
    %747 = "stablehlo.dot_general"(%746, %blocks.0.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<32x17x256xf32>, tensor<64x256xf32>) -> tensor<32x17x64xf32>
    %748 = "stablehlo.dot_general"(%82, %746) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<32x17x64xf32>, tensor<32x17x256xf32>) -> tensor<64x256xf32>
    %749 = stablehlo.constant dense<0.0> : tensor<f32>
    %750 = "stablehlo.reduce"(%746, %749) ({
    ^bb0(%_r75a: tensor<f32>, %_r75b: tensor<f32>):
      %_r75c = stablehlo.add %_r75a, %_r75b : tensor<f32>
      "stablehlo.return"(%_r75c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x256xf32>, tensor<f32>) -> tensor<256xf32>
    %751 = stablehlo.multiply %747, %79 : tensor<32x17x64xf32>
    %752 = stablehlo.constant dense<0.0> : tensor<f32>
    %753 = "stablehlo.reduce"(%751, %752) ({
    ^bb0(%_r76a: tensor<f32>, %_r76b: tensor<f32>):
      %_r76c = stablehlo.add %_r76a, %_r76b : tensor<f32>
      "stablehlo.return"(%_r76c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %754 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %755 = stablehlo.divide %753, %754 : tensor<32x17xf32>
    %756 = "stablehlo.broadcast_in_dim"(%755) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %757 = stablehlo.subtract %751, %756 : tensor<32x17x64xf32>
    %758 = stablehlo.multiply %751, %78 : tensor<32x17x64xf32>
    %759 = stablehlo.constant dense<0.0> : tensor<f32>
    %760 = "stablehlo.reduce"(%758, %759) ({
    ^bb0(%_r77a: tensor<f32>, %_r77b: tensor<f32>):
      %_r77c = stablehlo.add %_r77a, %_r77b : tensor<f32>
      "stablehlo.return"(%_r77c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %761 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %762 = stablehlo.divide %760, %761 : tensor<32x17xf32>
    %763 = "stablehlo.broadcast_in_dim"(%762) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %764 = stablehlo.multiply %78, %763 : tensor<32x17x64xf32>
    %765 = stablehlo.subtract %757, %764 : tensor<32x17x64xf32>
    %766 = stablehlo.multiply %77, %765 : tensor<32x17x64xf32>
    %767 = stablehlo.multiply %747, %78 : tensor<32x17x64xf32>
    %768 = stablehlo.constant dense<0.0> : tensor<f32>
    %769 = "stablehlo.reduce"(%767, %768) ({
    ^bb0(%_r78a: tensor<f32>, %_r78b: tensor<f32>):
      %_r78c = stablehlo.add %_r78a, %_r78b : tensor<f32>
      "stablehlo.return"(%_r78c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %770 = stablehlo.constant dense<0.0> : tensor<f32>
    %771 = "stablehlo.reduce"(%747, %770) ({
    ^bb0(%_r79a: tensor<f32>, %_r79b: tensor<f32>):
      %_r79c = stablehlo.add %_r79a, %_r79b : tensor<f32>
      "stablehlo.return"(%_r79c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %772 = stablehlo.add %766, %730 : tensor<32x17x64xf32>
    %773 = stablehlo.multiply %772, %60 : tensor<32x17x64xf32>
    %774 = "stablehlo.dot_general"(%773, %blocks.0.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<32x17x64xf32>, tensor<64x64xf32>) -> tensor<32x17x64xf32>
    %775 = "stablehlo.dot_general"(%55, %773) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<32x17x64xf32>, tensor<32x17x64xf32>) -> tensor<64x64xf32>
    %776 = stablehlo.constant dense<0.0> : tensor<f32>
    %777 = "stablehlo.reduce"(%773, %776) ({
    ^bb0(%_r80a: tensor<f32>, %_r80b: tensor<f32>):
      %_r80c = stablehlo.add %_r80a, %_r80b : tensor<f32>
      "stablehlo.return"(%_r80c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %778 = "stablehlo.reshape"(%774) : (tensor<32x17x64xf32>) -> tensor<32x17x2x32xf32>
    %779 = "stablehlo.transpose"(%778) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<32x17x2x32xf32>) -> tensor<32x2x17x32xf32>
    %780 = "stablehlo.dot_general"(%52, %779) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<32x2x17x17xf32>, tensor<32x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %781 = "stablehlo.dot_general"(%779, %40) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<32x2x17x32xf32>, tensor<32x2x17x32xf32>) -> tensor<32x2x17x17xf32>
    %782 = stablehlo.multiply %781, %52 : tensor<32x2x17x17xf32>
    %783 = stablehlo.constant dense<0.0> : tensor<f32>
    %784 = "stablehlo.reduce"(%782, %783) ({
    ^bb0(%_r81a: tensor<f32>, %_r81b: tensor<f32>):
      %_r81c = stablehlo.add %_r81a, %_r81b : tensor<f32>
      "stablehlo.return"(%_r81c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x17x17xf32>, tensor<f32>) -> tensor<32x2x17xf32>
    %785 = "stablehlo.broadcast_in_dim"(%784) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x17xf32>) -> tensor<32x2x17x17xf32>
    %786 = stablehlo.subtract %781, %785 : tensor<32x2x17x17xf32>
    %787 = stablehlo.multiply %52, %786 : tensor<32x2x17x17xf32>
    %788 = "stablehlo.dot_general"(%787, %38) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<32x2x17x17xf32>, tensor<32x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %789 = stablehlo.constant dense<0.17677669> : tensor<32x2x17x32xf32>
    %790 = stablehlo.multiply %788, %789 : tensor<32x2x17x32xf32>
    %791 = "stablehlo.dot_general"(%787, %42) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<32x2x17x17xf32>, tensor<32x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %792 = "stablehlo.reshape"(%790) : (tensor<32x2x17x32xf32>) -> tensor<32x1x2x17x32xf32>
    %793 = "stablehlo.reshape"(%791) : (tensor<32x2x17x32xf32>) -> tensor<32x1x2x17x32xf32>
    %794 = "stablehlo.reshape"(%780) : (tensor<32x2x17x32xf32>) -> tensor<32x1x2x17x32xf32>
    %795 = "stablehlo.concatenate"(%792, %793, %794) {dimension = 1 : i64} : (tensor<32x1x2x17x32xf32>, tensor<32x1x2x17x32xf32>, tensor<32x1x2x17x32xf32>) -> tensor<32x3x2x17x32xf32>
    %796 = "stablehlo.transpose"(%795) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<32x3x2x17x32xf32>) -> tensor<32x17x3x2x32xf32>
    %797 = "stablehlo.reshape"(%796) : (tensor<32x17x3x2x32xf32>) -> tensor<32x17x192xf32>
    %798 = "stablehlo.dot_general"(%797, %blocks.0.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<32x17x192xf32>, tensor<64x192xf32>) -> tensor<32x17x64xf32>
    %799 = "stablehlo.dot_general"(%29, %797) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<32x17x64xf32>, tensor<32x17x192xf32>) -> tensor<64x192xf32>
    %800 = stablehlo.constant dense<0.0> : tensor<f32>
    %801 = "stablehlo.reduce"(%797, %800) ({
    ^bb0(%_r82a: tensor<f32>, %_r82b: tensor<f32>):
      %_r82c = stablehlo.add %_r82a, %_r82b : tensor<f32>
      "stablehlo.return"(%_r82c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x192xf32>, tensor<f32>) -> tensor<192xf32>
    %802 = stablehlo.multiply %798, %26 : tensor<32x17x64xf32>
    %803 = stablehlo.constant dense<0.0> : tensor<f32>
    %804 = "stablehlo.reduce"(%802, %803) ({
    ^bb0(%_r83a: tensor<f32>, %_r83b: tensor<f32>):
      %_r83c = stablehlo.add %_r83a, %_r83b : tensor<f32>
      "stablehlo.return"(%_r83c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %805 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %806 = stablehlo.divide %804, %805 : tensor<32x17xf32>
    %807 = "stablehlo.broadcast_in_dim"(%806) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %808 = stablehlo.subtract %802, %807 : tensor<32x17x64xf32>
    %809 = stablehlo.multiply %802, %25 : tensor<32x17x64xf32>
    %810 = stablehlo.constant dense<0.0> : tensor<f32>
    %811 = "stablehlo.reduce"(%809, %810) ({
    ^bb0(%_r84a: tensor<f32>, %_r84b: tensor<f32>):
      %_r84c = stablehlo.add %_r84a, %_r84b : tensor<f32>
      "stablehlo.return"(%_r84c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %812 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %813 = stablehlo.divide %811, %812 : tensor<32x17xf32>
    %814 = "stablehlo.broadcast_in_dim"(%813) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %815 = stablehlo.multiply %25, %814 : tensor<32x17x64xf32>
    %816 = stablehlo.subtract %808, %815 : tensor<32x17x64xf32>
    %817 = stablehlo.multiply %24, %816 : tensor<32x17x64xf32>
    %818 = stablehlo.multiply %798, %25 : tensor<32x17x64xf32>
    %819 = stablehlo.constant dense<0.0> : tensor<f32>
    %820 = "stablehlo.reduce"(%818, %819) ({
    ^bb0(%_r85a: tensor<f32>, %_r85b: tensor<f32>):
      %_r85c = stablehlo.add %_r85a, %_r85b : tensor<f32>
      "stablehlo.return"(%_r85c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %821 = stablehlo.constant dense<0.0> : tensor<f32>
    %822 = "stablehlo.reduce"(%798, %821) ({
    ^bb0(%_r86a: tensor<f32>, %_r86b: tensor<f32>):
      %_r86c = stablehlo.add %_r86a, %_r86b : tensor<f32>
      "stablehlo.return"(%_r86c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %823 = stablehlo.add %817, %772 : tensor<32x17x64xf32>
    %824 = stablehlo.constant dense<0.0> : tensor<f32>
    %825 = "stablehlo.reduce"(%823, %824) ({
    ^bb0(%_r87a: tensor<f32>, %_r87b: tensor<f32>):
      %_r87c = stablehlo.add %_r87a, %_r87b : tensor<f32>
      "stablehlo.return"(%_r87c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<17x64xf32>
    %826 = "stablehlo.reshape"(%825) : (tensor<17x64xf32>) -> tensor<1x17x64xf32>
    %827 = "stablehlo.slice"(%823) {limit_indices = array<i64: 32, 17, 64>, start_indices = array<i64: 0, 1, 0>, strides = array<i64: 1, 1, 1>} : (tensor<32x17x64xf32>) -> tensor<32x16x64xf32>
    %828 = "stablehlo.slice"(%823) {limit_indices = array<i64: 32, 1, 64>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<32x17x64xf32>) -> tensor<32x1x64xf32>
    %829 = stablehlo.constant dense<0.0> : tensor<f32>
    %830 = "stablehlo.reduce"(%828, %829) ({
    ^bb0(%_r88a: tensor<f32>, %_r88b: tensor<f32>):
      %_r88c = stablehlo.add %_r88a, %_r88b : tensor<f32>
      "stablehlo.return"(%_r88c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32x1x64xf32>, tensor<f32>) -> tensor<1x64xf32>
    %831 = "stablehlo.reshape"(%830) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %832 = "stablehlo.reshape"(%827) : (tensor<32x16x64xf32>) -> tensor<32x4x4x64xf32>
    %833 = "stablehlo.convolution"(%x, %832) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 8, 8>, window_strides = array<i64: 1, 1>} : (tensor<32x32x32x3xf32>, tensor<32x4x4x64xf32>) -> tensor<8x8x3x64xf32>
    %834 = stablehlo.constant dense<0.0> : tensor<f32>
    %835 = "stablehlo.reduce"(%832, %834) ({
    ^bb0(%_r89a: tensor<f32>, %_r89b: tensor<f32>):
      %_r89c = stablehlo.add %_r89a, %_r89b : tensor<f32>
      "stablehlo.return"(%_r89c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x64xf32>, tensor<f32>) -> tensor<64xf32>
    // ── optimizer ──
    %836 = stablehlo.multiply %833, %833 : tensor<8x8x3x64xf32>
    %837 = stablehlo.constant dense<0.0> : tensor<f32>
    %838 = "stablehlo.reduce"(%836, %837) ({
    ^bb0(%_r90a: tensor<f32>, %_r90b: tensor<f32>):
      %_r90c = stablehlo.add %_r90a, %_r90b : tensor<f32>
      "stablehlo.return"(%_r90c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<8x8x3x64xf32>, tensor<f32>) -> tensor<8x8x3xf32>
    %839 = stablehlo.constant dense<0.0> : tensor<f32>
    %840 = "stablehlo.reduce"(%838, %839) ({
    ^bb0(%_r91a: tensor<f32>, %_r91b: tensor<f32>):
      %_r91c = stablehlo.add %_r91a, %_r91b : tensor<f32>
      "stablehlo.return"(%_r91c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<8x8x3xf32>, tensor<f32>) -> tensor<f32>
    %841 = stablehlo.multiply %835, %835 : tensor<64xf32>
    %842 = stablehlo.constant dense<0.0> : tensor<f32>
    %843 = "stablehlo.reduce"(%841, %842) ({
    ^bb0(%_r92a: tensor<f32>, %_r92b: tensor<f32>):
      %_r92c = stablehlo.add %_r92a, %_r92b : tensor<f32>
      "stablehlo.return"(%_r92c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %844 = stablehlo.add %840, %843 : tensor<f32>
    %845 = stablehlo.multiply %831, %831 : tensor<1x1x64xf32>
    %846 = stablehlo.constant dense<0.0> : tensor<f32>
    %847 = "stablehlo.reduce"(%845, %846) ({
    ^bb0(%_r93a: tensor<f32>, %_r93b: tensor<f32>):
      %_r93c = stablehlo.add %_r93a, %_r93b : tensor<f32>
      "stablehlo.return"(%_r93c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<1x1xf32>
    %848 = stablehlo.constant dense<0.0> : tensor<f32>
    %849 = "stablehlo.reduce"(%847, %848) ({
    ^bb0(%_r94a: tensor<f32>, %_r94b: tensor<f32>):
      %_r94c = stablehlo.add %_r94a, %_r94b : tensor<f32>
      "stablehlo.return"(%_r94c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>, tensor<f32>) -> tensor<f32>
    %850 = stablehlo.add %844, %849 : tensor<f32>
    %851 = stablehlo.multiply %826, %826 : tensor<1x17x64xf32>
    %852 = stablehlo.constant dense<0.0> : tensor<f32>
    %853 = "stablehlo.reduce"(%851, %852) ({
    ^bb0(%_r95a: tensor<f32>, %_r95b: tensor<f32>):
      %_r95c = stablehlo.add %_r95a, %_r95b : tensor<f32>
      "stablehlo.return"(%_r95c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x17x64xf32>, tensor<f32>) -> tensor<1x17xf32>
    %854 = stablehlo.constant dense<0.0> : tensor<f32>
    %855 = "stablehlo.reduce"(%853, %854) ({
    ^bb0(%_r96a: tensor<f32>, %_r96b: tensor<f32>):
      %_r96c = stablehlo.add %_r96a, %_r96b : tensor<f32>
      "stablehlo.return"(%_r96c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<1x17xf32>, tensor<f32>) -> tensor<f32>
    %856 = stablehlo.add %850, %855 : tensor<f32>
    %857 = stablehlo.multiply %820, %820 : tensor<64xf32>
    %858 = stablehlo.constant dense<0.0> : tensor<f32>
    %859 = "stablehlo.reduce"(%857, %858) ({
    ^bb0(%_r97a: tensor<f32>, %_r97b: tensor<f32>):
      %_r97c = stablehlo.add %_r97a, %_r97b : tensor<f32>
      "stablehlo.return"(%_r97c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %860 = stablehlo.add %856, %859 : tensor<f32>
    %861 = stablehlo.multiply %822, %822 : tensor<64xf32>
    %862 = stablehlo.constant dense<0.0> : tensor<f32>
    %863 = "stablehlo.reduce"(%861, %862) ({
    ^bb0(%_r98a: tensor<f32>, %_r98b: tensor<f32>):
      %_r98c = stablehlo.add %_r98a, %_r98b : tensor<f32>
      "stablehlo.return"(%_r98c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %864 = stablehlo.add %860, %863 : tensor<f32>
    %865 = stablehlo.multiply %799, %799 : tensor<64x192xf32>
    %866 = stablehlo.constant dense<0.0> : tensor<f32>
    %867 = "stablehlo.reduce"(%865, %866) ({
    ^bb0(%_r99a: tensor<f32>, %_r99b: tensor<f32>):
      %_r99c = stablehlo.add %_r99a, %_r99b : tensor<f32>
      "stablehlo.return"(%_r99c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x192xf32>, tensor<f32>) -> tensor<64xf32>
    %868 = stablehlo.constant dense<0.0> : tensor<f32>
    %869 = "stablehlo.reduce"(%867, %868) ({
    ^bb0(%_r100a: tensor<f32>, %_r100b: tensor<f32>):
      %_r100c = stablehlo.add %_r100a, %_r100b : tensor<f32>
      "stablehlo.return"(%_r100c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %870 = stablehlo.add %864, %869 : tensor<f32>
    %871 = stablehlo.multiply %801, %801 : tensor<192xf32>
    %872 = stablehlo.constant dense<0.0> : tensor<f32>
    %873 = "stablehlo.reduce"(%871, %872) ({
    ^bb0(%_r101a: tensor<f32>, %_r101b: tensor<f32>):
      %_r101c = stablehlo.add %_r101a, %_r101b : tensor<f32>
      "stablehlo.return"(%_r101c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %874 = stablehlo.add %870, %873 : tensor<f32>
    %875 = stablehlo.multiply %775, %775 : tensor<64x64xf32>
    %876 = stablehlo.constant dense<0.0> : tensor<f32>
    %877 = "stablehlo.reduce"(%875, %876) ({
    ^bb0(%_r102a: tensor<f32>, %_r102b: tensor<f32>):
      %_r102c = stablehlo.add %_r102a, %_r102b : tensor<f32>
      "stablehlo.return"(%_r102c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
    %878 = stablehlo.constant dense<0.0> : tensor<f32>
    %879 = "stablehlo.reduce"(%877, %878) ({
    ^bb0(%_r103a: tensor<f32>, %_r103b: tensor<f32>):
      %_r103c = stablehlo.add %_r103a, %_r103b : tensor<f32>
      "stablehlo.return"(%_r103c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %880 = stablehlo.add %874, %879 : tensor<f32>
    %881 = stablehlo.multiply %777, %777 : tensor<64xf32>
    %882 = stablehlo.constant dense<0.0> : tensor<f32>
    %883 = "stablehlo.reduce"(%881, %882) ({
    ^bb0(%_r104a: tensor<f32>, %_r104b: tensor<f32>):
      %_r104c = stablehlo.add %_r104a, %_r104b : tensor<f32>
      "stablehlo.return"(%_r104c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %884 = stablehlo.add %880, %883 : tensor<f32>
    %885 = stablehlo.multiply %769, %769 : tensor<64xf32>
    %886 = stablehlo.constant dense<0.0> : tensor<f32>
    %887 = "stablehlo.reduce"(%885, %886) ({
    ^bb0(%_r105a: tensor<f32>, %_r105b: tensor<f32>):
      %_r105c = stablehlo.add %_r105a, %_r105b : tensor<f32>
      "stablehlo.return"(%_r105c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %888 = stablehlo.add %884, %887 : tensor<f32>
    %889 = stablehlo.multiply %771, %771 : tensor<64xf32>
    %890 = stablehlo.constant dense<0.0> : tensor<f32>
    %891 = "stablehlo.reduce"(%889, %890) ({
    ^bb0(%_r106a: tensor<f32>, %_r106b: tensor<f32>):
      %_r106c = stablehlo.add %_r106a, %_r106b : tensor<f32>
      "stablehlo.return"(%_r106c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %892 = stablehlo.add %888, %891 : tensor<f32>
    %893 = stablehlo.multiply %748, %748 : tensor<64x256xf32>
    %894 = stablehlo.constant dense<0.0> : tensor<f32>
    %895 = "stablehlo.reduce"(%893, %894) ({
    ^bb0(%_r107a: tensor<f32>, %_r107b: tensor<f32>):
      %_r107c = stablehlo.add %_r107a, %_r107b : tensor<f32>
      "stablehlo.return"(%_r107c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x256xf32>, tensor<f32>) -> tensor<64xf32>
    %896 = stablehlo.constant dense<0.0> : tensor<f32>
    %897 = "stablehlo.reduce"(%895, %896) ({
    ^bb0(%_r108a: tensor<f32>, %_r108b: tensor<f32>):
      %_r108c = stablehlo.add %_r108a, %_r108b : tensor<f32>
      "stablehlo.return"(%_r108c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %898 = stablehlo.add %892, %897 : tensor<f32>
    %899 = stablehlo.multiply %750, %750 : tensor<256xf32>
    %900 = stablehlo.constant dense<0.0> : tensor<f32>
    %901 = "stablehlo.reduce"(%899, %900) ({
    ^bb0(%_r109a: tensor<f32>, %_r109b: tensor<f32>):
      %_r109c = stablehlo.add %_r109a, %_r109b : tensor<f32>
      "stablehlo.return"(%_r109c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %902 = stablehlo.add %898, %901 : tensor<f32>
    %903 = stablehlo.multiply %734, %734 : tensor<256x64xf32>
    %904 = stablehlo.constant dense<0.0> : tensor<f32>
    %905 = "stablehlo.reduce"(%903, %904) ({
    ^bb0(%_r110a: tensor<f32>, %_r110b: tensor<f32>):
      %_r110c = stablehlo.add %_r110a, %_r110b : tensor<f32>
      "stablehlo.return"(%_r110c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x64xf32>, tensor<f32>) -> tensor<256xf32>
    %906 = stablehlo.constant dense<0.0> : tensor<f32>
    %907 = "stablehlo.reduce"(%905, %906) ({
    ^bb0(%_r111a: tensor<f32>, %_r111b: tensor<f32>):
      %_r111c = stablehlo.add %_r111a, %_r111b : tensor<f32>
      "stablehlo.return"(%_r111c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %908 = stablehlo.add %902, %907 : tensor<f32>
    %909 = stablehlo.multiply %736, %736 : tensor<64xf32>
    %910 = stablehlo.constant dense<0.0> : tensor<f32>
    %911 = "stablehlo.reduce"(%909, %910) ({
    ^bb0(%_r112a: tensor<f32>, %_r112b: tensor<f32>):
      %_r112c = stablehlo.add %_r112a, %_r112b : tensor<f32>
      "stablehlo.return"(%_r112c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %912 = stablehlo.add %908, %911 : tensor<f32>
    %913 = stablehlo.multiply %727, %727 : tensor<64xf32>
    %914 = stablehlo.constant dense<0.0> : tensor<f32>
    %915 = "stablehlo.reduce"(%913, %914) ({
    ^bb0(%_r113a: tensor<f32>, %_r113b: tensor<f32>):
      %_r113c = stablehlo.add %_r113a, %_r113b : tensor<f32>
      "stablehlo.return"(%_r113c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %916 = stablehlo.add %912, %915 : tensor<f32>
    %917 = stablehlo.multiply %729, %729 : tensor<64xf32>
    %918 = stablehlo.constant dense<0.0> : tensor<f32>
    %919 = "stablehlo.reduce"(%917, %918) ({
    ^bb0(%_r114a: tensor<f32>, %_r114b: tensor<f32>):
      %_r114c = stablehlo.add %_r114a, %_r114b : tensor<f32>
      "stablehlo.return"(%_r114c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %920 = stablehlo.add %916, %919 : tensor<f32>
    %921 = stablehlo.multiply %706, %706 : tensor<64x192xf32>
    %922 = stablehlo.constant dense<0.0> : tensor<f32>
    %923 = "stablehlo.reduce"(%921, %922) ({
    ^bb0(%_r115a: tensor<f32>, %_r115b: tensor<f32>):
      %_r115c = stablehlo.add %_r115a, %_r115b : tensor<f32>
      "stablehlo.return"(%_r115c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x192xf32>, tensor<f32>) -> tensor<64xf32>
    %924 = stablehlo.constant dense<0.0> : tensor<f32>
    %925 = "stablehlo.reduce"(%923, %924) ({
    ^bb0(%_r116a: tensor<f32>, %_r116b: tensor<f32>):
      %_r116c = stablehlo.add %_r116a, %_r116b : tensor<f32>
      "stablehlo.return"(%_r116c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %926 = stablehlo.add %920, %925 : tensor<f32>
    %927 = stablehlo.multiply %708, %708 : tensor<192xf32>
    %928 = stablehlo.constant dense<0.0> : tensor<f32>
    %929 = "stablehlo.reduce"(%927, %928) ({
    ^bb0(%_r117a: tensor<f32>, %_r117b: tensor<f32>):
      %_r117c = stablehlo.add %_r117a, %_r117b : tensor<f32>
      "stablehlo.return"(%_r117c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %930 = stablehlo.add %926, %929 : tensor<f32>
    %931 = stablehlo.multiply %682, %682 : tensor<64x64xf32>
    %932 = stablehlo.constant dense<0.0> : tensor<f32>
    %933 = "stablehlo.reduce"(%931, %932) ({
    ^bb0(%_r118a: tensor<f32>, %_r118b: tensor<f32>):
      %_r118c = stablehlo.add %_r118a, %_r118b : tensor<f32>
      "stablehlo.return"(%_r118c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
    %934 = stablehlo.constant dense<0.0> : tensor<f32>
    %935 = "stablehlo.reduce"(%933, %934) ({
    ^bb0(%_r119a: tensor<f32>, %_r119b: tensor<f32>):
      %_r119c = stablehlo.add %_r119a, %_r119b : tensor<f32>
      "stablehlo.return"(%_r119c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %936 = stablehlo.add %930, %935 : tensor<f32>
    %937 = stablehlo.multiply %684, %684 : tensor<64xf32>
    %938 = stablehlo.constant dense<0.0> : tensor<f32>
    %939 = "stablehlo.reduce"(%937, %938) ({
    ^bb0(%_r120a: tensor<f32>, %_r120b: tensor<f32>):
      %_r120c = stablehlo.add %_r120a, %_r120b : tensor<f32>
      "stablehlo.return"(%_r120c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %940 = stablehlo.add %936, %939 : tensor<f32>
    %941 = stablehlo.multiply %676, %676 : tensor<64xf32>
    %942 = stablehlo.constant dense<0.0> : tensor<f32>
    %943 = "stablehlo.reduce"(%941, %942) ({
    ^bb0(%_r121a: tensor<f32>, %_r121b: tensor<f32>):
      %_r121c = stablehlo.add %_r121a, %_r121b : tensor<f32>
      "stablehlo.return"(%_r121c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %944 = stablehlo.add %940, %943 : tensor<f32>
    %945 = stablehlo.multiply %678, %678 : tensor<64xf32>
    %946 = stablehlo.constant dense<0.0> : tensor<f32>
    %947 = "stablehlo.reduce"(%945, %946) ({
    ^bb0(%_r122a: tensor<f32>, %_r122b: tensor<f32>):
      %_r122c = stablehlo.add %_r122a, %_r122b : tensor<f32>
      "stablehlo.return"(%_r122c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %948 = stablehlo.add %944, %947 : tensor<f32>
    %949 = stablehlo.multiply %655, %655 : tensor<64x256xf32>
    %950 = stablehlo.constant dense<0.0> : tensor<f32>
    %951 = "stablehlo.reduce"(%949, %950) ({
    ^bb0(%_r123a: tensor<f32>, %_r123b: tensor<f32>):
      %_r123c = stablehlo.add %_r123a, %_r123b : tensor<f32>
      "stablehlo.return"(%_r123c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x256xf32>, tensor<f32>) -> tensor<64xf32>
    %952 = stablehlo.constant dense<0.0> : tensor<f32>
    %953 = "stablehlo.reduce"(%951, %952) ({
    ^bb0(%_r124a: tensor<f32>, %_r124b: tensor<f32>):
      %_r124c = stablehlo.add %_r124a, %_r124b : tensor<f32>
      "stablehlo.return"(%_r124c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %954 = stablehlo.add %948, %953 : tensor<f32>
    %955 = stablehlo.multiply %657, %657 : tensor<256xf32>
    %956 = stablehlo.constant dense<0.0> : tensor<f32>
    %957 = "stablehlo.reduce"(%955, %956) ({
    ^bb0(%_r125a: tensor<f32>, %_r125b: tensor<f32>):
      %_r125c = stablehlo.add %_r125a, %_r125b : tensor<f32>
      "stablehlo.return"(%_r125c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %958 = stablehlo.add %954, %957 : tensor<f32>
    %959 = stablehlo.multiply %641, %641 : tensor<256x64xf32>
    %960 = stablehlo.constant dense<0.0> : tensor<f32>
    %961 = "stablehlo.reduce"(%959, %960) ({
    ^bb0(%_r126a: tensor<f32>, %_r126b: tensor<f32>):
      %_r126c = stablehlo.add %_r126a, %_r126b : tensor<f32>
      "stablehlo.return"(%_r126c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x64xf32>, tensor<f32>) -> tensor<256xf32>
    %962 = stablehlo.constant dense<0.0> : tensor<f32>
    %963 = "stablehlo.reduce"(%961, %962) ({
    ^bb0(%_r127a: tensor<f32>, %_r127b: tensor<f32>):
      %_r127c = stablehlo.add %_r127a, %_r127b : tensor<f32>
      "stablehlo.return"(%_r127c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %964 = stablehlo.add %958, %963 : tensor<f32>
    %965 = stablehlo.multiply %643, %643 : tensor<64xf32>
    %966 = stablehlo.constant dense<0.0> : tensor<f32>
    %967 = "stablehlo.reduce"(%965, %966) ({
    ^bb0(%_r128a: tensor<f32>, %_r128b: tensor<f32>):
      %_r128c = stablehlo.add %_r128a, %_r128b : tensor<f32>
      "stablehlo.return"(%_r128c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %968 = stablehlo.add %964, %967 : tensor<f32>
    %969 = stablehlo.multiply %634, %634 : tensor<64xf32>
    %970 = stablehlo.constant dense<0.0> : tensor<f32>
    %971 = "stablehlo.reduce"(%969, %970) ({
    ^bb0(%_r129a: tensor<f32>, %_r129b: tensor<f32>):
      %_r129c = stablehlo.add %_r129a, %_r129b : tensor<f32>
      "stablehlo.return"(%_r129c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %972 = stablehlo.add %968, %971 : tensor<f32>
    %973 = stablehlo.multiply %636, %636 : tensor<64xf32>
    %974 = stablehlo.constant dense<0.0> : tensor<f32>
    %975 = "stablehlo.reduce"(%973, %974) ({
    ^bb0(%_r130a: tensor<f32>, %_r130b: tensor<f32>):
      %_r130c = stablehlo.add %_r130a, %_r130b : tensor<f32>
      "stablehlo.return"(%_r130c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %976 = stablehlo.add %972, %975 : tensor<f32>
    %977 = stablehlo.multiply %613, %613 : tensor<64x192xf32>
    %978 = stablehlo.constant dense<0.0> : tensor<f32>
    %979 = "stablehlo.reduce"(%977, %978) ({
    ^bb0(%_r131a: tensor<f32>, %_r131b: tensor<f32>):
      %_r131c = stablehlo.add %_r131a, %_r131b : tensor<f32>
      "stablehlo.return"(%_r131c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x192xf32>, tensor<f32>) -> tensor<64xf32>
    %980 = stablehlo.constant dense<0.0> : tensor<f32>
    %981 = "stablehlo.reduce"(%979, %980) ({
    ^bb0(%_r132a: tensor<f32>, %_r132b: tensor<f32>):
      %_r132c = stablehlo.add %_r132a, %_r132b : tensor<f32>
      "stablehlo.return"(%_r132c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %982 = stablehlo.add %976, %981 : tensor<f32>
    %983 = stablehlo.multiply %615, %615 : tensor<192xf32>
    %984 = stablehlo.constant dense<0.0> : tensor<f32>
    %985 = "stablehlo.reduce"(%983, %984) ({
    ^bb0(%_r133a: tensor<f32>, %_r133b: tensor<f32>):
      %_r133c = stablehlo.add %_r133a, %_r133b : tensor<f32>
      "stablehlo.return"(%_r133c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %986 = stablehlo.add %982, %985 : tensor<f32>
    %987 = stablehlo.multiply %589, %589 : tensor<64x64xf32>
    %988 = stablehlo.constant dense<0.0> : tensor<f32>
    %989 = "stablehlo.reduce"(%987, %988) ({
    ^bb0(%_r134a: tensor<f32>, %_r134b: tensor<f32>):
      %_r134c = stablehlo.add %_r134a, %_r134b : tensor<f32>
      "stablehlo.return"(%_r134c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
    %990 = stablehlo.constant dense<0.0> : tensor<f32>
    %991 = "stablehlo.reduce"(%989, %990) ({
    ^bb0(%_r135a: tensor<f32>, %_r135b: tensor<f32>):
      %_r135c = stablehlo.add %_r135a, %_r135b : tensor<f32>
      "stablehlo.return"(%_r135c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %992 = stablehlo.add %986, %991 : tensor<f32>
    %993 = stablehlo.multiply %591, %591 : tensor<64xf32>
    %994 = stablehlo.constant dense<0.0> : tensor<f32>
    %995 = "stablehlo.reduce"(%993, %994) ({
    ^bb0(%_r136a: tensor<f32>, %_r136b: tensor<f32>):
      %_r136c = stablehlo.add %_r136a, %_r136b : tensor<f32>
      "stablehlo.return"(%_r136c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %996 = stablehlo.add %992, %995 : tensor<f32>
    %997 = stablehlo.multiply %583, %583 : tensor<64xf32>
    %998 = stablehlo.constant dense<0.0> : tensor<f32>
    %999 = "stablehlo.reduce"(%997, %998) ({
    ^bb0(%_r137a: tensor<f32>, %_r137b: tensor<f32>):
      %_r137c = stablehlo.add %_r137a, %_r137b : tensor<f32>
      "stablehlo.return"(%_r137c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1000 = stablehlo.add %996, %999 : tensor<f32>
    %1001 = stablehlo.multiply %585, %585 : tensor<64xf32>
    %1002 = stablehlo.constant dense<0.0> : tensor<f32>
    %1003 = "stablehlo.reduce"(%1001, %1002) ({
    ^bb0(%_r138a: tensor<f32>, %_r138b: tensor<f32>):
      %_r138c = stablehlo.add %_r138a, %_r138b : tensor<f32>
      "stablehlo.return"(%_r138c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1004 = stablehlo.add %1000, %1003 : tensor<f32>
    %1005 = stablehlo.multiply %562, %562 : tensor<64x256xf32>
    %1006 = stablehlo.constant dense<0.0> : tensor<f32>
    %1007 = "stablehlo.reduce"(%1005, %1006) ({
    ^bb0(%_r139a: tensor<f32>, %_r139b: tensor<f32>):
      %_r139c = stablehlo.add %_r139a, %_r139b : tensor<f32>
      "stablehlo.return"(%_r139c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x256xf32>, tensor<f32>) -> tensor<64xf32>
    %1008 = stablehlo.constant dense<0.0> : tensor<f32>
    %1009 = "stablehlo.reduce"(%1007, %1008) ({
    ^bb0(%_r140a: tensor<f32>, %_r140b: tensor<f32>):
      %_r140c = stablehlo.add %_r140a, %_r140b : tensor<f32>
      "stablehlo.return"(%_r140c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1010 = stablehlo.add %1004, %1009 : tensor<f32>
    %1011 = stablehlo.multiply %564, %564 : tensor<256xf32>
    %1012 = stablehlo.constant dense<0.0> : tensor<f32>
    %1013 = "stablehlo.reduce"(%1011, %1012) ({
    ^bb0(%_r141a: tensor<f32>, %_r141b: tensor<f32>):
      %_r141c = stablehlo.add %_r141a, %_r141b : tensor<f32>
      "stablehlo.return"(%_r141c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %1014 = stablehlo.add %1010, %1013 : tensor<f32>
    %1015 = stablehlo.multiply %548, %548 : tensor<256x64xf32>
    %1016 = stablehlo.constant dense<0.0> : tensor<f32>
    %1017 = "stablehlo.reduce"(%1015, %1016) ({
    ^bb0(%_r142a: tensor<f32>, %_r142b: tensor<f32>):
      %_r142c = stablehlo.add %_r142a, %_r142b : tensor<f32>
      "stablehlo.return"(%_r142c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x64xf32>, tensor<f32>) -> tensor<256xf32>
    %1018 = stablehlo.constant dense<0.0> : tensor<f32>
    %1019 = "stablehlo.reduce"(%1017, %1018) ({
    ^bb0(%_r143a: tensor<f32>, %_r143b: tensor<f32>):
      %_r143c = stablehlo.add %_r143a, %_r143b : tensor<f32>
      "stablehlo.return"(%_r143c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %1020 = stablehlo.add %1014, %1019 : tensor<f32>
    %1021 = stablehlo.multiply %550, %550 : tensor<64xf32>
    %1022 = stablehlo.constant dense<0.0> : tensor<f32>
    %1023 = "stablehlo.reduce"(%1021, %1022) ({
    ^bb0(%_r144a: tensor<f32>, %_r144b: tensor<f32>):
      %_r144c = stablehlo.add %_r144a, %_r144b : tensor<f32>
      "stablehlo.return"(%_r144c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1024 = stablehlo.add %1020, %1023 : tensor<f32>
    %1025 = stablehlo.multiply %541, %541 : tensor<64xf32>
    %1026 = stablehlo.constant dense<0.0> : tensor<f32>
    %1027 = "stablehlo.reduce"(%1025, %1026) ({
    ^bb0(%_r145a: tensor<f32>, %_r145b: tensor<f32>):
      %_r145c = stablehlo.add %_r145a, %_r145b : tensor<f32>
      "stablehlo.return"(%_r145c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1028 = stablehlo.add %1024, %1027 : tensor<f32>
    %1029 = stablehlo.multiply %543, %543 : tensor<64xf32>
    %1030 = stablehlo.constant dense<0.0> : tensor<f32>
    %1031 = "stablehlo.reduce"(%1029, %1030) ({
    ^bb0(%_r146a: tensor<f32>, %_r146b: tensor<f32>):
      %_r146c = stablehlo.add %_r146a, %_r146b : tensor<f32>
      "stablehlo.return"(%_r146c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1032 = stablehlo.add %1028, %1031 : tensor<f32>
    %1033 = stablehlo.multiply %520, %520 : tensor<64x192xf32>
    %1034 = stablehlo.constant dense<0.0> : tensor<f32>
    %1035 = "stablehlo.reduce"(%1033, %1034) ({
    ^bb0(%_r147a: tensor<f32>, %_r147b: tensor<f32>):
      %_r147c = stablehlo.add %_r147a, %_r147b : tensor<f32>
      "stablehlo.return"(%_r147c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x192xf32>, tensor<f32>) -> tensor<64xf32>
    %1036 = stablehlo.constant dense<0.0> : tensor<f32>
    %1037 = "stablehlo.reduce"(%1035, %1036) ({
    ^bb0(%_r148a: tensor<f32>, %_r148b: tensor<f32>):
      %_r148c = stablehlo.add %_r148a, %_r148b : tensor<f32>
      "stablehlo.return"(%_r148c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1038 = stablehlo.add %1032, %1037 : tensor<f32>
    %1039 = stablehlo.multiply %522, %522 : tensor<192xf32>
    %1040 = stablehlo.constant dense<0.0> : tensor<f32>
    %1041 = "stablehlo.reduce"(%1039, %1040) ({
    ^bb0(%_r149a: tensor<f32>, %_r149b: tensor<f32>):
      %_r149c = stablehlo.add %_r149a, %_r149b : tensor<f32>
      "stablehlo.return"(%_r149c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %1042 = stablehlo.add %1038, %1041 : tensor<f32>
    %1043 = stablehlo.multiply %496, %496 : tensor<64x64xf32>
    %1044 = stablehlo.constant dense<0.0> : tensor<f32>
    %1045 = "stablehlo.reduce"(%1043, %1044) ({
    ^bb0(%_r150a: tensor<f32>, %_r150b: tensor<f32>):
      %_r150c = stablehlo.add %_r150a, %_r150b : tensor<f32>
      "stablehlo.return"(%_r150c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1046 = stablehlo.constant dense<0.0> : tensor<f32>
    %1047 = "stablehlo.reduce"(%1045, %1046) ({
    ^bb0(%_r151a: tensor<f32>, %_r151b: tensor<f32>):
      %_r151c = stablehlo.add %_r151a, %_r151b : tensor<f32>
      "stablehlo.return"(%_r151c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1048 = stablehlo.add %1042, %1047 : tensor<f32>
    %1049 = stablehlo.multiply %498, %498 : tensor<64xf32>
    %1050 = stablehlo.constant dense<0.0> : tensor<f32>
    %1051 = "stablehlo.reduce"(%1049, %1050) ({
    ^bb0(%_r152a: tensor<f32>, %_r152b: tensor<f32>):
      %_r152c = stablehlo.add %_r152a, %_r152b : tensor<f32>
      "stablehlo.return"(%_r152c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1052 = stablehlo.add %1048, %1051 : tensor<f32>
    %1053 = stablehlo.multiply %490, %490 : tensor<64xf32>
    %1054 = stablehlo.constant dense<0.0> : tensor<f32>
    %1055 = "stablehlo.reduce"(%1053, %1054) ({
    ^bb0(%_r153a: tensor<f32>, %_r153b: tensor<f32>):
      %_r153c = stablehlo.add %_r153a, %_r153b : tensor<f32>
      "stablehlo.return"(%_r153c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1056 = stablehlo.add %1052, %1055 : tensor<f32>
    %1057 = stablehlo.multiply %492, %492 : tensor<64xf32>
    %1058 = stablehlo.constant dense<0.0> : tensor<f32>
    %1059 = "stablehlo.reduce"(%1057, %1058) ({
    ^bb0(%_r154a: tensor<f32>, %_r154b: tensor<f32>):
      %_r154c = stablehlo.add %_r154a, %_r154b : tensor<f32>
      "stablehlo.return"(%_r154c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1060 = stablehlo.add %1056, %1059 : tensor<f32>
    %1061 = stablehlo.multiply %469, %469 : tensor<64x256xf32>
    %1062 = stablehlo.constant dense<0.0> : tensor<f32>
    %1063 = "stablehlo.reduce"(%1061, %1062) ({
    ^bb0(%_r155a: tensor<f32>, %_r155b: tensor<f32>):
      %_r155c = stablehlo.add %_r155a, %_r155b : tensor<f32>
      "stablehlo.return"(%_r155c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x256xf32>, tensor<f32>) -> tensor<64xf32>
    %1064 = stablehlo.constant dense<0.0> : tensor<f32>
    %1065 = "stablehlo.reduce"(%1063, %1064) ({
    ^bb0(%_r156a: tensor<f32>, %_r156b: tensor<f32>):
      %_r156c = stablehlo.add %_r156a, %_r156b : tensor<f32>
      "stablehlo.return"(%_r156c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1066 = stablehlo.add %1060, %1065 : tensor<f32>
    %1067 = stablehlo.multiply %471, %471 : tensor<256xf32>
    %1068 = stablehlo.constant dense<0.0> : tensor<f32>
    %1069 = "stablehlo.reduce"(%1067, %1068) ({
    ^bb0(%_r157a: tensor<f32>, %_r157b: tensor<f32>):
      %_r157c = stablehlo.add %_r157a, %_r157b : tensor<f32>
      "stablehlo.return"(%_r157c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %1070 = stablehlo.add %1066, %1069 : tensor<f32>
    %1071 = stablehlo.multiply %455, %455 : tensor<256x64xf32>
    %1072 = stablehlo.constant dense<0.0> : tensor<f32>
    %1073 = "stablehlo.reduce"(%1071, %1072) ({
    ^bb0(%_r158a: tensor<f32>, %_r158b: tensor<f32>):
      %_r158c = stablehlo.add %_r158a, %_r158b : tensor<f32>
      "stablehlo.return"(%_r158c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<256x64xf32>, tensor<f32>) -> tensor<256xf32>
    %1074 = stablehlo.constant dense<0.0> : tensor<f32>
    %1075 = "stablehlo.reduce"(%1073, %1074) ({
    ^bb0(%_r159a: tensor<f32>, %_r159b: tensor<f32>):
      %_r159c = stablehlo.add %_r159a, %_r159b : tensor<f32>
      "stablehlo.return"(%_r159c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %1076 = stablehlo.add %1070, %1075 : tensor<f32>
    %1077 = stablehlo.multiply %457, %457 : tensor<64xf32>
    %1078 = stablehlo.constant dense<0.0> : tensor<f32>
    %1079 = "stablehlo.reduce"(%1077, %1078) ({
    ^bb0(%_r160a: tensor<f32>, %_r160b: tensor<f32>):
      %_r160c = stablehlo.add %_r160a, %_r160b : tensor<f32>
      "stablehlo.return"(%_r160c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1080 = stablehlo.add %1076, %1079 : tensor<f32>
    %1081 = stablehlo.multiply %446, %446 : tensor<64xf32>
    %1082 = stablehlo.constant dense<0.0> : tensor<f32>
    %1083 = "stablehlo.reduce"(%1081, %1082) ({
    ^bb0(%_r161a: tensor<f32>, %_r161b: tensor<f32>):
      %_r161c = stablehlo.add %_r161a, %_r161b : tensor<f32>
      "stablehlo.return"(%_r161c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1084 = stablehlo.add %1080, %1083 : tensor<f32>
    %1085 = stablehlo.multiply %448, %448 : tensor<64xf32>
    %1086 = stablehlo.constant dense<0.0> : tensor<f32>
    %1087 = "stablehlo.reduce"(%1085, %1086) ({
    ^bb0(%_r162a: tensor<f32>, %_r162b: tensor<f32>):
      %_r162c = stablehlo.add %_r162a, %_r162b : tensor<f32>
      "stablehlo.return"(%_r162c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1088 = stablehlo.add %1084, %1087 : tensor<f32>
    %1089 = stablehlo.multiply %425, %425 : tensor<64x10xf32>
    %1090 = stablehlo.constant dense<0.0> : tensor<f32>
    %1091 = "stablehlo.reduce"(%1089, %1090) ({
    ^bb0(%_r163a: tensor<f32>, %_r163b: tensor<f32>):
      %_r163c = stablehlo.add %_r163a, %_r163b : tensor<f32>
      "stablehlo.return"(%_r163c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x10xf32>, tensor<f32>) -> tensor<64xf32>
    %1092 = stablehlo.constant dense<0.0> : tensor<f32>
    %1093 = "stablehlo.reduce"(%1091, %1092) ({
    ^bb0(%_r164a: tensor<f32>, %_r164b: tensor<f32>):
      %_r164c = stablehlo.add %_r164a, %_r164b : tensor<f32>
      "stablehlo.return"(%_r164c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1094 = stablehlo.add %1088, %1093 : tensor<f32>
    %1095 = stablehlo.multiply %427, %427 : tensor<10xf32>
    %1096 = stablehlo.constant dense<0.0> : tensor<f32>
    %1097 = "stablehlo.reduce"(%1095, %1096) ({
    ^bb0(%_r165a: tensor<f32>, %_r165b: tensor<f32>):
      %_r165c = stablehlo.add %_r165a, %_r165b : tensor<f32>
      "stablehlo.return"(%_r165c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<10xf32>, tensor<f32>) -> tensor<f32>
    %1098 = stablehlo.add %1094, %1097 : tensor<f32>
    %1099 = stablehlo.sqrt %1098 : tensor<f32>
    %1100 = stablehlo.constant dense<1.0> : tensor<f32>
    %1101 = "stablehlo.compare"(%1099, %1100) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %1102 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x8x3x64xf32>
    %1103 = stablehlo.divide %833, %1102 : tensor<8x8x3x64xf32>
    %1104 = stablehlo.constant dense<1.0> : tensor<8x8x3x64xf32>
    %1105 = stablehlo.multiply %1103, %1104 : tensor<8x8x3x64xf32>
    %1106 = "stablehlo.select"(%1101, %833, %1105) : (tensor<i1>, tensor<8x8x3x64xf32>, tensor<8x8x3x64xf32>) -> tensor<8x8x3x64xf32>
    %1107 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1108 = stablehlo.divide %835, %1107 : tensor<64xf32>
    %1109 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1110 = stablehlo.multiply %1108, %1109 : tensor<64xf32>
    %1111 = "stablehlo.select"(%1101, %835, %1110) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1112 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64xf32>
    %1113 = stablehlo.divide %831, %1112 : tensor<1x1x64xf32>
    %1114 = stablehlo.constant dense<1.0> : tensor<1x1x64xf32>
    %1115 = stablehlo.multiply %1113, %1114 : tensor<1x1x64xf32>
    %1116 = "stablehlo.select"(%1101, %831, %1115) : (tensor<i1>, tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %1117 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x17x64xf32>
    %1118 = stablehlo.divide %826, %1117 : tensor<1x17x64xf32>
    %1119 = stablehlo.constant dense<1.0> : tensor<1x17x64xf32>
    %1120 = stablehlo.multiply %1118, %1119 : tensor<1x17x64xf32>
    %1121 = "stablehlo.select"(%1101, %826, %1120) : (tensor<i1>, tensor<1x17x64xf32>, tensor<1x17x64xf32>) -> tensor<1x17x64xf32>
    %1122 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1123 = stablehlo.divide %820, %1122 : tensor<64xf32>
    %1124 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1125 = stablehlo.multiply %1123, %1124 : tensor<64xf32>
    %1126 = "stablehlo.select"(%1101, %820, %1125) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1127 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1128 = stablehlo.divide %822, %1127 : tensor<64xf32>
    %1129 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1130 = stablehlo.multiply %1128, %1129 : tensor<64xf32>
    %1131 = "stablehlo.select"(%1101, %822, %1130) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1132 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x192xf32>
    %1133 = stablehlo.divide %799, %1132 : tensor<64x192xf32>
    %1134 = stablehlo.constant dense<1.0> : tensor<64x192xf32>
    %1135 = stablehlo.multiply %1133, %1134 : tensor<64x192xf32>
    %1136 = "stablehlo.select"(%1101, %799, %1135) : (tensor<i1>, tensor<64x192xf32>, tensor<64x192xf32>) -> tensor<64x192xf32>
    %1137 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %1138 = stablehlo.divide %801, %1137 : tensor<192xf32>
    %1139 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %1140 = stablehlo.multiply %1138, %1139 : tensor<192xf32>
    %1141 = "stablehlo.select"(%1101, %801, %1140) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %1142 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x64xf32>
    %1143 = stablehlo.divide %775, %1142 : tensor<64x64xf32>
    %1144 = stablehlo.constant dense<1.0> : tensor<64x64xf32>
    %1145 = stablehlo.multiply %1143, %1144 : tensor<64x64xf32>
    %1146 = "stablehlo.select"(%1101, %775, %1145) : (tensor<i1>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %1147 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1148 = stablehlo.divide %777, %1147 : tensor<64xf32>
    %1149 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1150 = stablehlo.multiply %1148, %1149 : tensor<64xf32>
    %1151 = "stablehlo.select"(%1101, %777, %1150) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1152 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1153 = stablehlo.divide %769, %1152 : tensor<64xf32>
    %1154 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1155 = stablehlo.multiply %1153, %1154 : tensor<64xf32>
    %1156 = "stablehlo.select"(%1101, %769, %1155) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1157 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1158 = stablehlo.divide %771, %1157 : tensor<64xf32>
    %1159 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1160 = stablehlo.multiply %1158, %1159 : tensor<64xf32>
    %1161 = "stablehlo.select"(%1101, %771, %1160) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1162 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x256xf32>
    %1163 = stablehlo.divide %748, %1162 : tensor<64x256xf32>
    %1164 = stablehlo.constant dense<1.0> : tensor<64x256xf32>
    %1165 = stablehlo.multiply %1163, %1164 : tensor<64x256xf32>
    %1166 = "stablehlo.select"(%1101, %748, %1165) : (tensor<i1>, tensor<64x256xf32>, tensor<64x256xf32>) -> tensor<64x256xf32>
    %1167 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %1168 = stablehlo.divide %750, %1167 : tensor<256xf32>
    %1169 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %1170 = stablehlo.multiply %1168, %1169 : tensor<256xf32>
    %1171 = "stablehlo.select"(%1101, %750, %1170) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1172 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x64xf32>
    %1173 = stablehlo.divide %734, %1172 : tensor<256x64xf32>
    %1174 = stablehlo.constant dense<1.0> : tensor<256x64xf32>
    %1175 = stablehlo.multiply %1173, %1174 : tensor<256x64xf32>
    %1176 = "stablehlo.select"(%1101, %734, %1175) : (tensor<i1>, tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
    %1177 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1178 = stablehlo.divide %736, %1177 : tensor<64xf32>
    %1179 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1180 = stablehlo.multiply %1178, %1179 : tensor<64xf32>
    %1181 = "stablehlo.select"(%1101, %736, %1180) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1182 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1183 = stablehlo.divide %727, %1182 : tensor<64xf32>
    %1184 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1185 = stablehlo.multiply %1183, %1184 : tensor<64xf32>
    %1186 = "stablehlo.select"(%1101, %727, %1185) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1187 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1188 = stablehlo.divide %729, %1187 : tensor<64xf32>
    %1189 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1190 = stablehlo.multiply %1188, %1189 : tensor<64xf32>
    %1191 = "stablehlo.select"(%1101, %729, %1190) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1192 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x192xf32>
    %1193 = stablehlo.divide %706, %1192 : tensor<64x192xf32>
    %1194 = stablehlo.constant dense<1.0> : tensor<64x192xf32>
    %1195 = stablehlo.multiply %1193, %1194 : tensor<64x192xf32>
    %1196 = "stablehlo.select"(%1101, %706, %1195) : (tensor<i1>, tensor<64x192xf32>, tensor<64x192xf32>) -> tensor<64x192xf32>
    %1197 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %1198 = stablehlo.divide %708, %1197 : tensor<192xf32>
    %1199 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %1200 = stablehlo.multiply %1198, %1199 : tensor<192xf32>
    %1201 = "stablehlo.select"(%1101, %708, %1200) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %1202 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x64xf32>
    %1203 = stablehlo.divide %682, %1202 : tensor<64x64xf32>
    %1204 = stablehlo.constant dense<1.0> : tensor<64x64xf32>
    %1205 = stablehlo.multiply %1203, %1204 : tensor<64x64xf32>
    %1206 = "stablehlo.select"(%1101, %682, %1205) : (tensor<i1>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %1207 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1208 = stablehlo.divide %684, %1207 : tensor<64xf32>
    %1209 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1210 = stablehlo.multiply %1208, %1209 : tensor<64xf32>
    %1211 = "stablehlo.select"(%1101, %684, %1210) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1212 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1213 = stablehlo.divide %676, %1212 : tensor<64xf32>
    %1214 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1215 = stablehlo.multiply %1213, %1214 : tensor<64xf32>
    %1216 = "stablehlo.select"(%1101, %676, %1215) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1217 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1218 = stablehlo.divide %678, %1217 : tensor<64xf32>
    %1219 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1220 = stablehlo.multiply %1218, %1219 : tensor<64xf32>
    %1221 = "stablehlo.select"(%1101, %678, %1220) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1222 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x256xf32>
    %1223 = stablehlo.divide %655, %1222 : tensor<64x256xf32>
    %1224 = stablehlo.constant dense<1.0> : tensor<64x256xf32>
    %1225 = stablehlo.multiply %1223, %1224 : tensor<64x256xf32>
    %1226 = "stablehlo.select"(%1101, %655, %1225) : (tensor<i1>, tensor<64x256xf32>, tensor<64x256xf32>) -> tensor<64x256xf32>
    %1227 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %1228 = stablehlo.divide %657, %1227 : tensor<256xf32>
    %1229 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %1230 = stablehlo.multiply %1228, %1229 : tensor<256xf32>
    %1231 = "stablehlo.select"(%1101, %657, %1230) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1232 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x64xf32>
    %1233 = stablehlo.divide %641, %1232 : tensor<256x64xf32>
    %1234 = stablehlo.constant dense<1.0> : tensor<256x64xf32>
    %1235 = stablehlo.multiply %1233, %1234 : tensor<256x64xf32>
    %1236 = "stablehlo.select"(%1101, %641, %1235) : (tensor<i1>, tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
    %1237 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1238 = stablehlo.divide %643, %1237 : tensor<64xf32>
    %1239 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1240 = stablehlo.multiply %1238, %1239 : tensor<64xf32>
    %1241 = "stablehlo.select"(%1101, %643, %1240) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1242 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1243 = stablehlo.divide %634, %1242 : tensor<64xf32>
    %1244 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1245 = stablehlo.multiply %1243, %1244 : tensor<64xf32>
    %1246 = "stablehlo.select"(%1101, %634, %1245) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1247 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1248 = stablehlo.divide %636, %1247 : tensor<64xf32>
    %1249 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1250 = stablehlo.multiply %1248, %1249 : tensor<64xf32>
    %1251 = "stablehlo.select"(%1101, %636, %1250) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1252 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x192xf32>
    %1253 = stablehlo.divide %613, %1252 : tensor<64x192xf32>
    %1254 = stablehlo.constant dense<1.0> : tensor<64x192xf32>
    %1255 = stablehlo.multiply %1253, %1254 : tensor<64x192xf32>
    %1256 = "stablehlo.select"(%1101, %613, %1255) : (tensor<i1>, tensor<64x192xf32>, tensor<64x192xf32>) -> tensor<64x192xf32>
    %1257 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %1258 = stablehlo.divide %615, %1257 : tensor<192xf32>
    %1259 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %1260 = stablehlo.multiply %1258, %1259 : tensor<192xf32>
    %1261 = "stablehlo.select"(%1101, %615, %1260) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %1262 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x64xf32>
    %1263 = stablehlo.divide %589, %1262 : tensor<64x64xf32>
    %1264 = stablehlo.constant dense<1.0> : tensor<64x64xf32>
    %1265 = stablehlo.multiply %1263, %1264 : tensor<64x64xf32>
    %1266 = "stablehlo.select"(%1101, %589, %1265) : (tensor<i1>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %1267 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1268 = stablehlo.divide %591, %1267 : tensor<64xf32>
    %1269 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1270 = stablehlo.multiply %1268, %1269 : tensor<64xf32>
    %1271 = "stablehlo.select"(%1101, %591, %1270) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1272 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1273 = stablehlo.divide %583, %1272 : tensor<64xf32>
    %1274 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1275 = stablehlo.multiply %1273, %1274 : tensor<64xf32>
    %1276 = "stablehlo.select"(%1101, %583, %1275) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1277 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1278 = stablehlo.divide %585, %1277 : tensor<64xf32>
    %1279 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1280 = stablehlo.multiply %1278, %1279 : tensor<64xf32>
    %1281 = "stablehlo.select"(%1101, %585, %1280) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1282 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x256xf32>
    %1283 = stablehlo.divide %562, %1282 : tensor<64x256xf32>
    %1284 = stablehlo.constant dense<1.0> : tensor<64x256xf32>
    %1285 = stablehlo.multiply %1283, %1284 : tensor<64x256xf32>
    %1286 = "stablehlo.select"(%1101, %562, %1285) : (tensor<i1>, tensor<64x256xf32>, tensor<64x256xf32>) -> tensor<64x256xf32>
    %1287 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %1288 = stablehlo.divide %564, %1287 : tensor<256xf32>
    %1289 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %1290 = stablehlo.multiply %1288, %1289 : tensor<256xf32>
    %1291 = "stablehlo.select"(%1101, %564, %1290) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1292 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x64xf32>
    %1293 = stablehlo.divide %548, %1292 : tensor<256x64xf32>
    %1294 = stablehlo.constant dense<1.0> : tensor<256x64xf32>
    %1295 = stablehlo.multiply %1293, %1294 : tensor<256x64xf32>
    %1296 = "stablehlo.select"(%1101, %548, %1295) : (tensor<i1>, tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
    %1297 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1298 = stablehlo.divide %550, %1297 : tensor<64xf32>
    %1299 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1300 = stablehlo.multiply %1298, %1299 : tensor<64xf32>
    %1301 = "stablehlo.select"(%1101, %550, %1300) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1302 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1303 = stablehlo.divide %541, %1302 : tensor<64xf32>
    %1304 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1305 = stablehlo.multiply %1303, %1304 : tensor<64xf32>
    %1306 = "stablehlo.select"(%1101, %541, %1305) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1307 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1308 = stablehlo.divide %543, %1307 : tensor<64xf32>
    %1309 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1310 = stablehlo.multiply %1308, %1309 : tensor<64xf32>
    %1311 = "stablehlo.select"(%1101, %543, %1310) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1312 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x192xf32>
    %1313 = stablehlo.divide %520, %1312 : tensor<64x192xf32>
    %1314 = stablehlo.constant dense<1.0> : tensor<64x192xf32>
    %1315 = stablehlo.multiply %1313, %1314 : tensor<64x192xf32>
    %1316 = "stablehlo.select"(%1101, %520, %1315) : (tensor<i1>, tensor<64x192xf32>, tensor<64x192xf32>) -> tensor<64x192xf32>
    %1317 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %1318 = stablehlo.divide %522, %1317 : tensor<192xf32>
    %1319 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %1320 = stablehlo.multiply %1318, %1319 : tensor<192xf32>
    %1321 = "stablehlo.select"(%1101, %522, %1320) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %1322 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x64xf32>
    %1323 = stablehlo.divide %496, %1322 : tensor<64x64xf32>
    %1324 = stablehlo.constant dense<1.0> : tensor<64x64xf32>
    %1325 = stablehlo.multiply %1323, %1324 : tensor<64x64xf32>
    %1326 = "stablehlo.select"(%1101, %496, %1325) : (tensor<i1>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %1327 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1328 = stablehlo.divide %498, %1327 : tensor<64xf32>
    %1329 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1330 = stablehlo.multiply %1328, %1329 : tensor<64xf32>
    %1331 = "stablehlo.select"(%1101, %498, %1330) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1332 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1333 = stablehlo.divide %490, %1332 : tensor<64xf32>
    %1334 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1335 = stablehlo.multiply %1333, %1334 : tensor<64xf32>
    %1336 = "stablehlo.select"(%1101, %490, %1335) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1337 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1338 = stablehlo.divide %492, %1337 : tensor<64xf32>
    %1339 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1340 = stablehlo.multiply %1338, %1339 : tensor<64xf32>
    %1341 = "stablehlo.select"(%1101, %492, %1340) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1342 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x256xf32>
    %1343 = stablehlo.divide %469, %1342 : tensor<64x256xf32>
    %1344 = stablehlo.constant dense<1.0> : tensor<64x256xf32>
    %1345 = stablehlo.multiply %1343, %1344 : tensor<64x256xf32>
    %1346 = "stablehlo.select"(%1101, %469, %1345) : (tensor<i1>, tensor<64x256xf32>, tensor<64x256xf32>) -> tensor<64x256xf32>
    %1347 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %1348 = stablehlo.divide %471, %1347 : tensor<256xf32>
    %1349 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %1350 = stablehlo.multiply %1348, %1349 : tensor<256xf32>
    %1351 = "stablehlo.select"(%1101, %471, %1350) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1352 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x64xf32>
    %1353 = stablehlo.divide %455, %1352 : tensor<256x64xf32>
    %1354 = stablehlo.constant dense<1.0> : tensor<256x64xf32>
    %1355 = stablehlo.multiply %1353, %1354 : tensor<256x64xf32>
    %1356 = "stablehlo.select"(%1101, %455, %1355) : (tensor<i1>, tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
    %1357 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1358 = stablehlo.divide %457, %1357 : tensor<64xf32>
    %1359 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1360 = stablehlo.multiply %1358, %1359 : tensor<64xf32>
    %1361 = "stablehlo.select"(%1101, %457, %1360) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1362 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1363 = stablehlo.divide %446, %1362 : tensor<64xf32>
    %1364 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1365 = stablehlo.multiply %1363, %1364 : tensor<64xf32>
    %1366 = "stablehlo.select"(%1101, %446, %1365) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1367 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1368 = stablehlo.divide %448, %1367 : tensor<64xf32>
    %1369 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1370 = stablehlo.multiply %1368, %1369 : tensor<64xf32>
    %1371 = "stablehlo.select"(%1101, %448, %1370) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1372 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x10xf32>
    %1373 = stablehlo.divide %425, %1372 : tensor<64x10xf32>
    %1374 = stablehlo.constant dense<1.0> : tensor<64x10xf32>
    %1375 = stablehlo.multiply %1373, %1374 : tensor<64x10xf32>
    %1376 = "stablehlo.select"(%1101, %425, %1375) : (tensor<i1>, tensor<64x10xf32>, tensor<64x10xf32>) -> tensor<64x10xf32>
    %1377 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %1378 = stablehlo.divide %427, %1377 : tensor<10xf32>
    %1379 = stablehlo.constant dense<1.0> : tensor<10xf32>
    %1380 = stablehlo.multiply %1378, %1379 : tensor<10xf32>
    %1381 = "stablehlo.select"(%1101, %427, %1380) : (tensor<i1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %1382 = stablehlo.constant dense<0.9> : tensor<8x8x3x64xf32>
    %1383 = stablehlo.multiply %1382, %m.patch_embed.proj.w : tensor<8x8x3x64xf32>
    %1384 = stablehlo.constant dense<0.1> : tensor<8x8x3x64xf32>
    %1385 = stablehlo.multiply %1384, %1106 : tensor<8x8x3x64xf32>
    %1386 = stablehlo.add %1383, %1385 : tensor<8x8x3x64xf32>
    %1387 = stablehlo.constant dense<0.999> : tensor<8x8x3x64xf32>
    %1388 = stablehlo.multiply %1387, %v.patch_embed.proj.w : tensor<8x8x3x64xf32>
    %1389 = stablehlo.constant dense<0.001> : tensor<8x8x3x64xf32>
    %1390 = stablehlo.multiply %1106, %1106 : tensor<8x8x3x64xf32>
    %1391 = stablehlo.multiply %1389, %1390 : tensor<8x8x3x64xf32>
    %1392 = stablehlo.add %1388, %1391 : tensor<8x8x3x64xf32>
    %1393 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x8x3x64xf32>
    %1394 = stablehlo.divide %1386, %1393 : tensor<8x8x3x64xf32>
    %1395 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x8x3x64xf32>
    %1396 = stablehlo.divide %1392, %1395 : tensor<8x8x3x64xf32>
    %1397 = stablehlo.sqrt %1396 : tensor<8x8x3x64xf32>
    %1398 = stablehlo.constant dense<1.0e-08> : tensor<8x8x3x64xf32>
    %1399 = stablehlo.add %1397, %1398 : tensor<8x8x3x64xf32>
    %1400 = stablehlo.divide %1394, %1399 : tensor<8x8x3x64xf32>
    %1401 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %1402 = stablehlo.multiply %1401, %m.patch_embed.proj.b : tensor<64xf32>
    %1403 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %1404 = stablehlo.multiply %1403, %1111 : tensor<64xf32>
    %1405 = stablehlo.add %1402, %1404 : tensor<64xf32>
    %1406 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %1407 = stablehlo.multiply %1406, %v.patch_embed.proj.b : tensor<64xf32>
    %1408 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %1409 = stablehlo.multiply %1111, %1111 : tensor<64xf32>
    %1410 = stablehlo.multiply %1408, %1409 : tensor<64xf32>
    %1411 = stablehlo.add %1407, %1410 : tensor<64xf32>
    %1412 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1413 = stablehlo.divide %1405, %1412 : tensor<64xf32>
    %1414 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1415 = stablehlo.divide %1411, %1414 : tensor<64xf32>
    %1416 = stablehlo.sqrt %1415 : tensor<64xf32>
    %1417 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %1418 = stablehlo.add %1416, %1417 : tensor<64xf32>
    %1419 = stablehlo.divide %1413, %1418 : tensor<64xf32>
    %1420 = stablehlo.constant dense<0.9> : tensor<1x1x64xf32>
    %1421 = stablehlo.multiply %1420, %m.cls.token : tensor<1x1x64xf32>
    %1422 = stablehlo.constant dense<0.1> : tensor<1x1x64xf32>
    %1423 = stablehlo.multiply %1422, %1116 : tensor<1x1x64xf32>
    %1424 = stablehlo.add %1421, %1423 : tensor<1x1x64xf32>
    %1425 = stablehlo.constant dense<0.999> : tensor<1x1x64xf32>
    %1426 = stablehlo.multiply %1425, %v.cls.token : tensor<1x1x64xf32>
    %1427 = stablehlo.constant dense<0.001> : tensor<1x1x64xf32>
    %1428 = stablehlo.multiply %1116, %1116 : tensor<1x1x64xf32>
    %1429 = stablehlo.multiply %1427, %1428 : tensor<1x1x64xf32>
    %1430 = stablehlo.add %1426, %1429 : tensor<1x1x64xf32>
    %1431 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64xf32>
    %1432 = stablehlo.divide %1424, %1431 : tensor<1x1x64xf32>
    %1433 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64xf32>
    %1434 = stablehlo.divide %1430, %1433 : tensor<1x1x64xf32>
    %1435 = stablehlo.sqrt %1434 : tensor<1x1x64xf32>
    %1436 = stablehlo.constant dense<1.0e-08> : tensor<1x1x64xf32>
    %1437 = stablehlo.add %1435, %1436 : tensor<1x1x64xf32>
    %1438 = stablehlo.divide %1432, %1437 : tensor<1x1x64xf32>
    %1439 = stablehlo.constant dense<0.9> : tensor<1x17x64xf32>
    %1440 = stablehlo.multiply %1439, %m.pos.table : tensor<1x17x64xf32>
    %1441 = stablehlo.constant dense<0.1> : tensor<1x17x64xf32>
    %1442 = stablehlo.multiply %1441, %1121 : tensor<1x17x64xf32>
    %1443 = stablehlo.add %1440, %1442 : tensor<1x17x64xf32>
    %1444 = stablehlo.constant dense<0.999> : tensor<1x17x64xf32>
    %1445 = stablehlo.multiply %1444, %v.pos.table : tensor<1x17x64xf32>
    %1446 = stablehlo.constant dense<0.001> : tensor<1x17x64xf32>
    %1447 = stablehlo.multiply %1121, %1121 : tensor<1x17x64xf32>
    %1448 = stablehlo.multiply %1446, %1447 : tensor<1x17x64xf32>
    %1449 = stablehlo.add %1445, %1448 : tensor<1x17x64xf32>
    %1450 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x17x64xf32>
    %1451 = stablehlo.divide %1443, %1450 : tensor<1x17x64xf32>
    %1452 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x17x64xf32>
    %1453 = stablehlo.divide %1449, %1452 : tensor<1x17x64xf32>
    %1454 = stablehlo.sqrt %1453 : tensor<1x17x64xf32>
    %1455 = stablehlo.constant dense<1.0e-08> : tensor<1x17x64xf32>
    %1456 = stablehlo.add %1454, %1455 : tensor<1x17x64xf32>
    %1457 = stablehlo.divide %1451, %1456 : tensor<1x17x64xf32>
    %1458 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %1459 = stablehlo.multiply %1458, %m.blocks.0.norm1.g : tensor<64xf32>
    %1460 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %1461 = stablehlo.multiply %1460, %1126 : tensor<64xf32>
    %1462 = stablehlo.add %1459, %1461 : tensor<64xf32>
    %1463 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %1464 = stablehlo.multiply %1463, %v.blocks.0.norm1.g : tensor<64xf32>
    %1465 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %1466 = stablehlo.multiply %1126, %1126 : tensor<64xf32>
    %1467 = stablehlo.multiply %1465, %1466 : tensor<64xf32>
    %1468 = stablehlo.add %1464, %1467 : tensor<64xf32>
    %1469 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1470 = stablehlo.divide %1462, %1469 : tensor<64xf32>
    %1471 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1472 = stablehlo.divide %1468, %1471 : tensor<64xf32>
    %1473 = stablehlo.sqrt %1472 : tensor<64xf32>
    %1474 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %1475 = stablehlo.add %1473, %1474 : tensor<64xf32>
    %1476 = stablehlo.divide %1470, %1475 : tensor<64xf32>
    %1477 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %1478 = stablehlo.multiply %1477, %m.blocks.0.norm1.b : tensor<64xf32>
    %1479 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %1480 = stablehlo.multiply %1479, %1131 : tensor<64xf32>
    %1481 = stablehlo.add %1478, %1480 : tensor<64xf32>
    %1482 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %1483 = stablehlo.multiply %1482, %v.blocks.0.norm1.b : tensor<64xf32>
    %1484 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %1485 = stablehlo.multiply %1131, %1131 : tensor<64xf32>
    %1486 = stablehlo.multiply %1484, %1485 : tensor<64xf32>
    %1487 = stablehlo.add %1483, %1486 : tensor<64xf32>
    %1488 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1489 = stablehlo.divide %1481, %1488 : tensor<64xf32>
    %1490 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1491 = stablehlo.divide %1487, %1490 : tensor<64xf32>
    %1492 = stablehlo.sqrt %1491 : tensor<64xf32>
    %1493 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %1494 = stablehlo.add %1492, %1493 : tensor<64xf32>
    %1495 = stablehlo.divide %1489, %1494 : tensor<64xf32>
    %1496 = stablehlo.constant dense<0.9> : tensor<64x192xf32>
    %1497 = stablehlo.multiply %1496, %m.blocks.0.attn.qkv.w : tensor<64x192xf32>
    %1498 = stablehlo.constant dense<0.1> : tensor<64x192xf32>
    %1499 = stablehlo.multiply %1498, %1136 : tensor<64x192xf32>
    %1500 = stablehlo.add %1497, %1499 : tensor<64x192xf32>
    %1501 = stablehlo.constant dense<0.999> : tensor<64x192xf32>
    %1502 = stablehlo.multiply %1501, %v.blocks.0.attn.qkv.w : tensor<64x192xf32>
    %1503 = stablehlo.constant dense<0.001> : tensor<64x192xf32>
    %1504 = stablehlo.multiply %1136, %1136 : tensor<64x192xf32>
    %1505 = stablehlo.multiply %1503, %1504 : tensor<64x192xf32>
    %1506 = stablehlo.add %1502, %1505 : tensor<64x192xf32>
    %1507 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x192xf32>
    %1508 = stablehlo.divide %1500, %1507 : tensor<64x192xf32>
    %1509 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x192xf32>
    %1510 = stablehlo.divide %1506, %1509 : tensor<64x192xf32>
    %1511 = stablehlo.sqrt %1510 : tensor<64x192xf32>
    %1512 = stablehlo.constant dense<1.0e-08> : tensor<64x192xf32>
    %1513 = stablehlo.add %1511, %1512 : tensor<64x192xf32>
    %1514 = stablehlo.divide %1508, %1513 : tensor<64x192xf32>
    %1515 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %1516 = stablehlo.multiply %1515, %m.blocks.0.attn.qkv.b : tensor<192xf32>
    %1517 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %1518 = stablehlo.multiply %1517, %1141 : tensor<192xf32>
    %1519 = stablehlo.add %1516, %1518 : tensor<192xf32>
    %1520 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %1521 = stablehlo.multiply %1520, %v.blocks.0.attn.qkv.b : tensor<192xf32>
    %1522 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %1523 = stablehlo.multiply %1141, %1141 : tensor<192xf32>
    %1524 = stablehlo.multiply %1522, %1523 : tensor<192xf32>
    %1525 = stablehlo.add %1521, %1524 : tensor<192xf32>
    %1526 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %1527 = stablehlo.divide %1519, %1526 : tensor<192xf32>
    %1528 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %1529 = stablehlo.divide %1525, %1528 : tensor<192xf32>
    %1530 = stablehlo.sqrt %1529 : tensor<192xf32>
    %1531 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %1532 = stablehlo.add %1530, %1531 : tensor<192xf32>
    %1533 = stablehlo.divide %1527, %1532 : tensor<192xf32>
    %1534 = stablehlo.constant dense<0.9> : tensor<64x64xf32>
    %1535 = stablehlo.multiply %1534, %m.blocks.0.attn.proj.w : tensor<64x64xf32>
    %1536 = stablehlo.constant dense<0.1> : tensor<64x64xf32>
    %1537 = stablehlo.multiply %1536, %1146 : tensor<64x64xf32>
    %1538 = stablehlo.add %1535, %1537 : tensor<64x64xf32>
    %1539 = stablehlo.constant dense<0.999> : tensor<64x64xf32>
    %1540 = stablehlo.multiply %1539, %v.blocks.0.attn.proj.w : tensor<64x64xf32>
    %1541 = stablehlo.constant dense<0.001> : tensor<64x64xf32>
    %1542 = stablehlo.multiply %1146, %1146 : tensor<64x64xf32>
    %1543 = stablehlo.multiply %1541, %1542 : tensor<64x64xf32>
    %1544 = stablehlo.add %1540, %1543 : tensor<64x64xf32>
    %1545 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x64xf32>
    %1546 = stablehlo.divide %1538, %1545 : tensor<64x64xf32>
    %1547 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x64xf32>
    %1548 = stablehlo.divide %1544, %1547 : tensor<64x64xf32>
    %1549 = stablehlo.sqrt %1548 : tensor<64x64xf32>
    %1550 = stablehlo.constant dense<1.0e-08> : tensor<64x64xf32>
    %1551 = stablehlo.add %1549, %1550 : tensor<64x64xf32>
    %1552 = stablehlo.divide %1546, %1551 : tensor<64x64xf32>
    %1553 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %1554 = stablehlo.multiply %1553, %m.blocks.0.attn.proj.b : tensor<64xf32>
    %1555 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %1556 = stablehlo.multiply %1555, %1151 : tensor<64xf32>
    %1557 = stablehlo.add %1554, %1556 : tensor<64xf32>
    %1558 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %1559 = stablehlo.multiply %1558, %v.blocks.0.attn.proj.b : tensor<64xf32>
    %1560 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %1561 = stablehlo.multiply %1151, %1151 : tensor<64xf32>
    %1562 = stablehlo.multiply %1560, %1561 : tensor<64xf32>
    %1563 = stablehlo.add %1559, %1562 : tensor<64xf32>
    %1564 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1565 = stablehlo.divide %1557, %1564 : tensor<64xf32>
    %1566 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1567 = stablehlo.divide %1563, %1566 : tensor<64xf32>
    %1568 = stablehlo.sqrt %1567 : tensor<64xf32>
    %1569 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %1570 = stablehlo.add %1568, %1569 : tensor<64xf32>
    %1571 = stablehlo.divide %1565, %1570 : tensor<64xf32>
    %1572 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %1573 = stablehlo.multiply %1572, %m.blocks.0.norm2.g : tensor<64xf32>
    %1574 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %1575 = stablehlo.multiply %1574, %1156 : tensor<64xf32>
    %1576 = stablehlo.add %1573, %1575 : tensor<64xf32>
    %1577 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %1578 = stablehlo.multiply %1577, %v.blocks.0.norm2.g : tensor<64xf32>
    %1579 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %1580 = stablehlo.multiply %1156, %1156 : tensor<64xf32>
    %1581 = stablehlo.multiply %1579, %1580 : tensor<64xf32>
    %1582 = stablehlo.add %1578, %1581 : tensor<64xf32>
    %1583 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1584 = stablehlo.divide %1576, %1583 : tensor<64xf32>
    %1585 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1586 = stablehlo.divide %1582, %1585 : tensor<64xf32>
    %1587 = stablehlo.sqrt %1586 : tensor<64xf32>
    %1588 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %1589 = stablehlo.add %1587, %1588 : tensor<64xf32>
    %1590 = stablehlo.divide %1584, %1589 : tensor<64xf32>
    %1591 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %1592 = stablehlo.multiply %1591, %m.blocks.0.norm2.b : tensor<64xf32>
    %1593 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %1594 = stablehlo.multiply %1593, %1161 : tensor<64xf32>
    %1595 = stablehlo.add %1592, %1594 : tensor<64xf32>
    %1596 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %1597 = stablehlo.multiply %1596, %v.blocks.0.norm2.b : tensor<64xf32>
    %1598 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %1599 = stablehlo.multiply %1161, %1161 : tensor<64xf32>
    %1600 = stablehlo.multiply %1598, %1599 : tensor<64xf32>
    %1601 = stablehlo.add %1597, %1600 : tensor<64xf32>
    %1602 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1603 = stablehlo.divide %1595, %1602 : tensor<64xf32>
    %1604 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1605 = stablehlo.divide %1601, %1604 : tensor<64xf32>
    %1606 = stablehlo.sqrt %1605 : tensor<64xf32>
    %1607 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %1608 = stablehlo.add %1606, %1607 : tensor<64xf32>
    %1609 = stablehlo.divide %1603, %1608 : tensor<64xf32>
    %1610 = stablehlo.constant dense<0.9> : tensor<64x256xf32>
    %1611 = stablehlo.multiply %1610, %m.blocks.0.mlp.fc1.w : tensor<64x256xf32>
    %1612 = stablehlo.constant dense<0.1> : tensor<64x256xf32>
    %1613 = stablehlo.multiply %1612, %1166 : tensor<64x256xf32>
    %1614 = stablehlo.add %1611, %1613 : tensor<64x256xf32>
    %1615 = stablehlo.constant dense<0.999> : tensor<64x256xf32>
    %1616 = stablehlo.multiply %1615, %v.blocks.0.mlp.fc1.w : tensor<64x256xf32>
    %1617 = stablehlo.constant dense<0.001> : tensor<64x256xf32>
    %1618 = stablehlo.multiply %1166, %1166 : tensor<64x256xf32>
    %1619 = stablehlo.multiply %1617, %1618 : tensor<64x256xf32>
    %1620 = stablehlo.add %1616, %1619 : tensor<64x256xf32>
    %1621 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x256xf32>
    %1622 = stablehlo.divide %1614, %1621 : tensor<64x256xf32>
    %1623 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x256xf32>
    %1624 = stablehlo.divide %1620, %1623 : tensor<64x256xf32>
    %1625 = stablehlo.sqrt %1624 : tensor<64x256xf32>
    %1626 = stablehlo.constant dense<1.0e-08> : tensor<64x256xf32>
    %1627 = stablehlo.add %1625, %1626 : tensor<64x256xf32>
    %1628 = stablehlo.divide %1622, %1627 : tensor<64x256xf32>
    %1629 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %1630 = stablehlo.multiply %1629, %m.blocks.0.mlp.fc1.b : tensor<256xf32>
    %1631 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %1632 = stablehlo.multiply %1631, %1171 : tensor<256xf32>
    %1633 = stablehlo.add %1630, %1632 : tensor<256xf32>
    %1634 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %1635 = stablehlo.multiply %1634, %v.blocks.0.mlp.fc1.b : tensor<256xf32>
    %1636 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %1637 = stablehlo.multiply %1171, %1171 : tensor<256xf32>
    %1638 = stablehlo.multiply %1636, %1637 : tensor<256xf32>
    %1639 = stablehlo.add %1635, %1638 : tensor<256xf32>
    %1640 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %1641 = stablehlo.divide %1633, %1640 : tensor<256xf32>
    %1642 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %1643 = stablehlo.divide %1639, %1642 : tensor<256xf32>
    %1644 = stablehlo.sqrt %1643 : tensor<256xf32>
    %1645 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %1646 = stablehlo.add %1644, %1645 : tensor<256xf32>
    %1647 = stablehlo.divide %1641, %1646 : tensor<256xf32>
    %1648 = stablehlo.constant dense<0.9> : tensor<256x64xf32>
    %1649 = stablehlo.multiply %1648, %m.blocks.0.mlp.fc2.w : tensor<256x64xf32>
    %1650 = stablehlo.constant dense<0.1> : tensor<256x64xf32>
    %1651 = stablehlo.multiply %1650, %1176 : tensor<256x64xf32>
    %1652 = stablehlo.add %1649, %1651 : tensor<256x64xf32>
    %1653 = stablehlo.constant dense<0.999> : tensor<256x64xf32>
    %1654 = stablehlo.multiply %1653, %v.blocks.0.mlp.fc2.w : tensor<256x64xf32>
    %1655 = stablehlo.constant dense<0.001> : tensor<256x64xf32>
    %1656 = stablehlo.multiply %1176, %1176 : tensor<256x64xf32>
    %1657 = stablehlo.multiply %1655, %1656 : tensor<256x64xf32>
    %1658 = stablehlo.add %1654, %1657 : tensor<256x64xf32>
    %1659 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x64xf32>
    %1660 = stablehlo.divide %1652, %1659 : tensor<256x64xf32>
    %1661 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x64xf32>
    %1662 = stablehlo.divide %1658, %1661 : tensor<256x64xf32>
    %1663 = stablehlo.sqrt %1662 : tensor<256x64xf32>
    %1664 = stablehlo.constant dense<1.0e-08> : tensor<256x64xf32>
    %1665 = stablehlo.add %1663, %1664 : tensor<256x64xf32>
    %1666 = stablehlo.divide %1660, %1665 : tensor<256x64xf32>
    %1667 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %1668 = stablehlo.multiply %1667, %m.blocks.0.mlp.fc2.b : tensor<64xf32>
    %1669 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %1670 = stablehlo.multiply %1669, %1181 : tensor<64xf32>
    %1671 = stablehlo.add %1668, %1670 : tensor<64xf32>
    %1672 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %1673 = stablehlo.multiply %1672, %v.blocks.0.mlp.fc2.b : tensor<64xf32>
    %1674 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %1675 = stablehlo.multiply %1181, %1181 : tensor<64xf32>
    %1676 = stablehlo.multiply %1674, %1675 : tensor<64xf32>
    %1677 = stablehlo.add %1673, %1676 : tensor<64xf32>
    %1678 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1679 = stablehlo.divide %1671, %1678 : tensor<64xf32>
    %1680 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1681 = stablehlo.divide %1677, %1680 : tensor<64xf32>
    %1682 = stablehlo.sqrt %1681 : tensor<64xf32>
    %1683 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %1684 = stablehlo.add %1682, %1683 : tensor<64xf32>
    %1685 = stablehlo.divide %1679, %1684 : tensor<64xf32>
    %1686 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %1687 = stablehlo.multiply %1686, %m.blocks.1.norm1.g : tensor<64xf32>
    %1688 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %1689 = stablehlo.multiply %1688, %1186 : tensor<64xf32>
    %1690 = stablehlo.add %1687, %1689 : tensor<64xf32>
    %1691 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %1692 = stablehlo.multiply %1691, %v.blocks.1.norm1.g : tensor<64xf32>
    %1693 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %1694 = stablehlo.multiply %1186, %1186 : tensor<64xf32>
    %1695 = stablehlo.multiply %1693, %1694 : tensor<64xf32>
    %1696 = stablehlo.add %1692, %1695 : tensor<64xf32>
    %1697 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1698 = stablehlo.divide %1690, %1697 : tensor<64xf32>
    %1699 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1700 = stablehlo.divide %1696, %1699 : tensor<64xf32>
    %1701 = stablehlo.sqrt %1700 : tensor<64xf32>
    %1702 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %1703 = stablehlo.add %1701, %1702 : tensor<64xf32>
    %1704 = stablehlo.divide %1698, %1703 : tensor<64xf32>
    %1705 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %1706 = stablehlo.multiply %1705, %m.blocks.1.norm1.b : tensor<64xf32>
    %1707 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %1708 = stablehlo.multiply %1707, %1191 : tensor<64xf32>
    %1709 = stablehlo.add %1706, %1708 : tensor<64xf32>
    %1710 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %1711 = stablehlo.multiply %1710, %v.blocks.1.norm1.b : tensor<64xf32>
    %1712 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %1713 = stablehlo.multiply %1191, %1191 : tensor<64xf32>
    %1714 = stablehlo.multiply %1712, %1713 : tensor<64xf32>
    %1715 = stablehlo.add %1711, %1714 : tensor<64xf32>
    %1716 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1717 = stablehlo.divide %1709, %1716 : tensor<64xf32>
    %1718 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1719 = stablehlo.divide %1715, %1718 : tensor<64xf32>
    %1720 = stablehlo.sqrt %1719 : tensor<64xf32>
    %1721 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %1722 = stablehlo.add %1720, %1721 : tensor<64xf32>
    %1723 = stablehlo.divide %1717, %1722 : tensor<64xf32>
    %1724 = stablehlo.constant dense<0.9> : tensor<64x192xf32>
    %1725 = stablehlo.multiply %1724, %m.blocks.1.attn.qkv.w : tensor<64x192xf32>
    %1726 = stablehlo.constant dense<0.1> : tensor<64x192xf32>
    %1727 = stablehlo.multiply %1726, %1196 : tensor<64x192xf32>
    %1728 = stablehlo.add %1725, %1727 : tensor<64x192xf32>
    %1729 = stablehlo.constant dense<0.999> : tensor<64x192xf32>
    %1730 = stablehlo.multiply %1729, %v.blocks.1.attn.qkv.w : tensor<64x192xf32>
    %1731 = stablehlo.constant dense<0.001> : tensor<64x192xf32>
    %1732 = stablehlo.multiply %1196, %1196 : tensor<64x192xf32>
    %1733 = stablehlo.multiply %1731, %1732 : tensor<64x192xf32>
    %1734 = stablehlo.add %1730, %1733 : tensor<64x192xf32>
    %1735 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x192xf32>
    %1736 = stablehlo.divide %1728, %1735 : tensor<64x192xf32>
    %1737 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x192xf32>
    %1738 = stablehlo.divide %1734, %1737 : tensor<64x192xf32>
    %1739 = stablehlo.sqrt %1738 : tensor<64x192xf32>
    %1740 = stablehlo.constant dense<1.0e-08> : tensor<64x192xf32>
    %1741 = stablehlo.add %1739, %1740 : tensor<64x192xf32>
    %1742 = stablehlo.divide %1736, %1741 : tensor<64x192xf32>
    %1743 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %1744 = stablehlo.multiply %1743, %m.blocks.1.attn.qkv.b : tensor<192xf32>
    %1745 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %1746 = stablehlo.multiply %1745, %1201 : tensor<192xf32>
    %1747 = stablehlo.add %1744, %1746 : tensor<192xf32>
    %1748 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %1749 = stablehlo.multiply %1748, %v.blocks.1.attn.qkv.b : tensor<192xf32>
    %1750 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %1751 = stablehlo.multiply %1201, %1201 : tensor<192xf32>
    %1752 = stablehlo.multiply %1750, %1751 : tensor<192xf32>
    %1753 = stablehlo.add %1749, %1752 : tensor<192xf32>
    %1754 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %1755 = stablehlo.divide %1747, %1754 : tensor<192xf32>
    %1756 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %1757 = stablehlo.divide %1753, %1756 : tensor<192xf32>
    %1758 = stablehlo.sqrt %1757 : tensor<192xf32>
    %1759 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %1760 = stablehlo.add %1758, %1759 : tensor<192xf32>
    %1761 = stablehlo.divide %1755, %1760 : tensor<192xf32>
    %1762 = stablehlo.constant dense<0.9> : tensor<64x64xf32>
    %1763 = stablehlo.multiply %1762, %m.blocks.1.attn.proj.w : tensor<64x64xf32>
    %1764 = stablehlo.constant dense<0.1> : tensor<64x64xf32>
    %1765 = stablehlo.multiply %1764, %1206 : tensor<64x64xf32>
    %1766 = stablehlo.add %1763, %1765 : tensor<64x64xf32>
    %1767 = stablehlo.constant dense<0.999> : tensor<64x64xf32>
    %1768 = stablehlo.multiply %1767, %v.blocks.1.attn.proj.w : tensor<64x64xf32>
    %1769 = stablehlo.constant dense<0.001> : tensor<64x64xf32>
    %1770 = stablehlo.multiply %1206, %1206 : tensor<64x64xf32>
    %1771 = stablehlo.multiply %1769, %1770 : tensor<64x64xf32>
    %1772 = stablehlo.add %1768, %1771 : tensor<64x64xf32>
    %1773 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x64xf32>
    %1774 = stablehlo.divide %1766, %1773 : tensor<64x64xf32>
    %1775 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x64xf32>
    %1776 = stablehlo.divide %1772, %1775 : tensor<64x64xf32>
    %1777 = stablehlo.sqrt %1776 : tensor<64x64xf32>
    %1778 = stablehlo.constant dense<1.0e-08> : tensor<64x64xf32>
    %1779 = stablehlo.add %1777, %1778 : tensor<64x64xf32>
    %1780 = stablehlo.divide %1774, %1779 : tensor<64x64xf32>
    %1781 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %1782 = stablehlo.multiply %1781, %m.blocks.1.attn.proj.b : tensor<64xf32>
    %1783 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %1784 = stablehlo.multiply %1783, %1211 : tensor<64xf32>
    %1785 = stablehlo.add %1782, %1784 : tensor<64xf32>
    %1786 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %1787 = stablehlo.multiply %1786, %v.blocks.1.attn.proj.b : tensor<64xf32>
    %1788 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %1789 = stablehlo.multiply %1211, %1211 : tensor<64xf32>
    %1790 = stablehlo.multiply %1788, %1789 : tensor<64xf32>
    %1791 = stablehlo.add %1787, %1790 : tensor<64xf32>
    %1792 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1793 = stablehlo.divide %1785, %1792 : tensor<64xf32>
    %1794 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1795 = stablehlo.divide %1791, %1794 : tensor<64xf32>
    %1796 = stablehlo.sqrt %1795 : tensor<64xf32>
    %1797 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %1798 = stablehlo.add %1796, %1797 : tensor<64xf32>
    %1799 = stablehlo.divide %1793, %1798 : tensor<64xf32>
    %1800 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %1801 = stablehlo.multiply %1800, %m.blocks.1.norm2.g : tensor<64xf32>
    %1802 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %1803 = stablehlo.multiply %1802, %1216 : tensor<64xf32>
    %1804 = stablehlo.add %1801, %1803 : tensor<64xf32>
    %1805 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %1806 = stablehlo.multiply %1805, %v.blocks.1.norm2.g : tensor<64xf32>
    %1807 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %1808 = stablehlo.multiply %1216, %1216 : tensor<64xf32>
    %1809 = stablehlo.multiply %1807, %1808 : tensor<64xf32>
    %1810 = stablehlo.add %1806, %1809 : tensor<64xf32>
    %1811 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1812 = stablehlo.divide %1804, %1811 : tensor<64xf32>
    %1813 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1814 = stablehlo.divide %1810, %1813 : tensor<64xf32>
    %1815 = stablehlo.sqrt %1814 : tensor<64xf32>
    %1816 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %1817 = stablehlo.add %1815, %1816 : tensor<64xf32>
    %1818 = stablehlo.divide %1812, %1817 : tensor<64xf32>
    %1819 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %1820 = stablehlo.multiply %1819, %m.blocks.1.norm2.b : tensor<64xf32>
    %1821 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %1822 = stablehlo.multiply %1821, %1221 : tensor<64xf32>
    %1823 = stablehlo.add %1820, %1822 : tensor<64xf32>
    %1824 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %1825 = stablehlo.multiply %1824, %v.blocks.1.norm2.b : tensor<64xf32>
    %1826 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %1827 = stablehlo.multiply %1221, %1221 : tensor<64xf32>
    %1828 = stablehlo.multiply %1826, %1827 : tensor<64xf32>
    %1829 = stablehlo.add %1825, %1828 : tensor<64xf32>
    %1830 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1831 = stablehlo.divide %1823, %1830 : tensor<64xf32>
    %1832 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1833 = stablehlo.divide %1829, %1832 : tensor<64xf32>
    %1834 = stablehlo.sqrt %1833 : tensor<64xf32>
    %1835 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %1836 = stablehlo.add %1834, %1835 : tensor<64xf32>
    %1837 = stablehlo.divide %1831, %1836 : tensor<64xf32>
    %1838 = stablehlo.constant dense<0.9> : tensor<64x256xf32>
    %1839 = stablehlo.multiply %1838, %m.blocks.1.mlp.fc1.w : tensor<64x256xf32>
    %1840 = stablehlo.constant dense<0.1> : tensor<64x256xf32>
    %1841 = stablehlo.multiply %1840, %1226 : tensor<64x256xf32>
    %1842 = stablehlo.add %1839, %1841 : tensor<64x256xf32>
    %1843 = stablehlo.constant dense<0.999> : tensor<64x256xf32>
    %1844 = stablehlo.multiply %1843, %v.blocks.1.mlp.fc1.w : tensor<64x256xf32>
    %1845 = stablehlo.constant dense<0.001> : tensor<64x256xf32>
    %1846 = stablehlo.multiply %1226, %1226 : tensor<64x256xf32>
    %1847 = stablehlo.multiply %1845, %1846 : tensor<64x256xf32>
    %1848 = stablehlo.add %1844, %1847 : tensor<64x256xf32>
    %1849 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x256xf32>
    %1850 = stablehlo.divide %1842, %1849 : tensor<64x256xf32>
    %1851 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x256xf32>
    %1852 = stablehlo.divide %1848, %1851 : tensor<64x256xf32>
    %1853 = stablehlo.sqrt %1852 : tensor<64x256xf32>
    %1854 = stablehlo.constant dense<1.0e-08> : tensor<64x256xf32>
    %1855 = stablehlo.add %1853, %1854 : tensor<64x256xf32>
    %1856 = stablehlo.divide %1850, %1855 : tensor<64x256xf32>
    %1857 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %1858 = stablehlo.multiply %1857, %m.blocks.1.mlp.fc1.b : tensor<256xf32>
    %1859 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %1860 = stablehlo.multiply %1859, %1231 : tensor<256xf32>
    %1861 = stablehlo.add %1858, %1860 : tensor<256xf32>
    %1862 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %1863 = stablehlo.multiply %1862, %v.blocks.1.mlp.fc1.b : tensor<256xf32>
    %1864 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %1865 = stablehlo.multiply %1231, %1231 : tensor<256xf32>
    %1866 = stablehlo.multiply %1864, %1865 : tensor<256xf32>
    %1867 = stablehlo.add %1863, %1866 : tensor<256xf32>
    %1868 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %1869 = stablehlo.divide %1861, %1868 : tensor<256xf32>
    %1870 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %1871 = stablehlo.divide %1867, %1870 : tensor<256xf32>
    %1872 = stablehlo.sqrt %1871 : tensor<256xf32>
    %1873 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %1874 = stablehlo.add %1872, %1873 : tensor<256xf32>
    %1875 = stablehlo.divide %1869, %1874 : tensor<256xf32>
    %1876 = stablehlo.constant dense<0.9> : tensor<256x64xf32>
    %1877 = stablehlo.multiply %1876, %m.blocks.1.mlp.fc2.w : tensor<256x64xf32>
    %1878 = stablehlo.constant dense<0.1> : tensor<256x64xf32>
    %1879 = stablehlo.multiply %1878, %1236 : tensor<256x64xf32>
    %1880 = stablehlo.add %1877, %1879 : tensor<256x64xf32>
    %1881 = stablehlo.constant dense<0.999> : tensor<256x64xf32>
    %1882 = stablehlo.multiply %1881, %v.blocks.1.mlp.fc2.w : tensor<256x64xf32>
    %1883 = stablehlo.constant dense<0.001> : tensor<256x64xf32>
    %1884 = stablehlo.multiply %1236, %1236 : tensor<256x64xf32>
    %1885 = stablehlo.multiply %1883, %1884 : tensor<256x64xf32>
    %1886 = stablehlo.add %1882, %1885 : tensor<256x64xf32>
    %1887 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x64xf32>
    %1888 = stablehlo.divide %1880, %1887 : tensor<256x64xf32>
    %1889 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x64xf32>
    %1890 = stablehlo.divide %1886, %1889 : tensor<256x64xf32>
    %1891 = stablehlo.sqrt %1890 : tensor<256x64xf32>
    %1892 = stablehlo.constant dense<1.0e-08> : tensor<256x64xf32>
    %1893 = stablehlo.add %1891, %1892 : tensor<256x64xf32>
    %1894 = stablehlo.divide %1888, %1893 : tensor<256x64xf32>
    %1895 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %1896 = stablehlo.multiply %1895, %m.blocks.1.mlp.fc2.b : tensor<64xf32>
    %1897 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %1898 = stablehlo.multiply %1897, %1241 : tensor<64xf32>
    %1899 = stablehlo.add %1896, %1898 : tensor<64xf32>
    %1900 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %1901 = stablehlo.multiply %1900, %v.blocks.1.mlp.fc2.b : tensor<64xf32>
    %1902 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %1903 = stablehlo.multiply %1241, %1241 : tensor<64xf32>
    %1904 = stablehlo.multiply %1902, %1903 : tensor<64xf32>
    %1905 = stablehlo.add %1901, %1904 : tensor<64xf32>
    %1906 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1907 = stablehlo.divide %1899, %1906 : tensor<64xf32>
    %1908 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1909 = stablehlo.divide %1905, %1908 : tensor<64xf32>
    %1910 = stablehlo.sqrt %1909 : tensor<64xf32>
    %1911 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %1912 = stablehlo.add %1910, %1911 : tensor<64xf32>
    %1913 = stablehlo.divide %1907, %1912 : tensor<64xf32>
    %1914 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %1915 = stablehlo.multiply %1914, %m.blocks.2.norm1.g : tensor<64xf32>
    %1916 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %1917 = stablehlo.multiply %1916, %1246 : tensor<64xf32>
    %1918 = stablehlo.add %1915, %1917 : tensor<64xf32>
    %1919 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %1920 = stablehlo.multiply %1919, %v.blocks.2.norm1.g : tensor<64xf32>
    %1921 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %1922 = stablehlo.multiply %1246, %1246 : tensor<64xf32>
    %1923 = stablehlo.multiply %1921, %1922 : tensor<64xf32>
    %1924 = stablehlo.add %1920, %1923 : tensor<64xf32>
    %1925 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1926 = stablehlo.divide %1918, %1925 : tensor<64xf32>
    %1927 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1928 = stablehlo.divide %1924, %1927 : tensor<64xf32>
    %1929 = stablehlo.sqrt %1928 : tensor<64xf32>
    %1930 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %1931 = stablehlo.add %1929, %1930 : tensor<64xf32>
    %1932 = stablehlo.divide %1926, %1931 : tensor<64xf32>
    %1933 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %1934 = stablehlo.multiply %1933, %m.blocks.2.norm1.b : tensor<64xf32>
    %1935 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %1936 = stablehlo.multiply %1935, %1251 : tensor<64xf32>
    %1937 = stablehlo.add %1934, %1936 : tensor<64xf32>
    %1938 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %1939 = stablehlo.multiply %1938, %v.blocks.2.norm1.b : tensor<64xf32>
    %1940 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %1941 = stablehlo.multiply %1251, %1251 : tensor<64xf32>
    %1942 = stablehlo.multiply %1940, %1941 : tensor<64xf32>
    %1943 = stablehlo.add %1939, %1942 : tensor<64xf32>
    %1944 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1945 = stablehlo.divide %1937, %1944 : tensor<64xf32>
    %1946 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1947 = stablehlo.divide %1943, %1946 : tensor<64xf32>
    %1948 = stablehlo.sqrt %1947 : tensor<64xf32>
    %1949 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %1950 = stablehlo.add %1948, %1949 : tensor<64xf32>
    %1951 = stablehlo.divide %1945, %1950 : tensor<64xf32>
    %1952 = stablehlo.constant dense<0.9> : tensor<64x192xf32>
    %1953 = stablehlo.multiply %1952, %m.blocks.2.attn.qkv.w : tensor<64x192xf32>
    %1954 = stablehlo.constant dense<0.1> : tensor<64x192xf32>
    %1955 = stablehlo.multiply %1954, %1256 : tensor<64x192xf32>
    %1956 = stablehlo.add %1953, %1955 : tensor<64x192xf32>
    %1957 = stablehlo.constant dense<0.999> : tensor<64x192xf32>
    %1958 = stablehlo.multiply %1957, %v.blocks.2.attn.qkv.w : tensor<64x192xf32>
    %1959 = stablehlo.constant dense<0.001> : tensor<64x192xf32>
    %1960 = stablehlo.multiply %1256, %1256 : tensor<64x192xf32>
    %1961 = stablehlo.multiply %1959, %1960 : tensor<64x192xf32>
    %1962 = stablehlo.add %1958, %1961 : tensor<64x192xf32>
    %1963 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x192xf32>
    %1964 = stablehlo.divide %1956, %1963 : tensor<64x192xf32>
    %1965 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x192xf32>
    %1966 = stablehlo.divide %1962, %1965 : tensor<64x192xf32>
    %1967 = stablehlo.sqrt %1966 : tensor<64x192xf32>
    %1968 = stablehlo.constant dense<1.0e-08> : tensor<64x192xf32>
    %1969 = stablehlo.add %1967, %1968 : tensor<64x192xf32>
    %1970 = stablehlo.divide %1964, %1969 : tensor<64x192xf32>
    %1971 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %1972 = stablehlo.multiply %1971, %m.blocks.2.attn.qkv.b : tensor<192xf32>
    %1973 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %1974 = stablehlo.multiply %1973, %1261 : tensor<192xf32>
    %1975 = stablehlo.add %1972, %1974 : tensor<192xf32>
    %1976 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %1977 = stablehlo.multiply %1976, %v.blocks.2.attn.qkv.b : tensor<192xf32>
    %1978 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %1979 = stablehlo.multiply %1261, %1261 : tensor<192xf32>
    %1980 = stablehlo.multiply %1978, %1979 : tensor<192xf32>
    %1981 = stablehlo.add %1977, %1980 : tensor<192xf32>
    %1982 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %1983 = stablehlo.divide %1975, %1982 : tensor<192xf32>
    %1984 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %1985 = stablehlo.divide %1981, %1984 : tensor<192xf32>
    %1986 = stablehlo.sqrt %1985 : tensor<192xf32>
    %1987 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %1988 = stablehlo.add %1986, %1987 : tensor<192xf32>
    %1989 = stablehlo.divide %1983, %1988 : tensor<192xf32>
    %1990 = stablehlo.constant dense<0.9> : tensor<64x64xf32>
    %1991 = stablehlo.multiply %1990, %m.blocks.2.attn.proj.w : tensor<64x64xf32>
    %1992 = stablehlo.constant dense<0.1> : tensor<64x64xf32>
    %1993 = stablehlo.multiply %1992, %1266 : tensor<64x64xf32>
    %1994 = stablehlo.add %1991, %1993 : tensor<64x64xf32>
    %1995 = stablehlo.constant dense<0.999> : tensor<64x64xf32>
    %1996 = stablehlo.multiply %1995, %v.blocks.2.attn.proj.w : tensor<64x64xf32>
    %1997 = stablehlo.constant dense<0.001> : tensor<64x64xf32>
    %1998 = stablehlo.multiply %1266, %1266 : tensor<64x64xf32>
    %1999 = stablehlo.multiply %1997, %1998 : tensor<64x64xf32>
    %2000 = stablehlo.add %1996, %1999 : tensor<64x64xf32>
    %2001 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x64xf32>
    %2002 = stablehlo.divide %1994, %2001 : tensor<64x64xf32>
    %2003 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x64xf32>
    %2004 = stablehlo.divide %2000, %2003 : tensor<64x64xf32>
    %2005 = stablehlo.sqrt %2004 : tensor<64x64xf32>
    %2006 = stablehlo.constant dense<1.0e-08> : tensor<64x64xf32>
    %2007 = stablehlo.add %2005, %2006 : tensor<64x64xf32>
    %2008 = stablehlo.divide %2002, %2007 : tensor<64x64xf32>
    %2009 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2010 = stablehlo.multiply %2009, %m.blocks.2.attn.proj.b : tensor<64xf32>
    %2011 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2012 = stablehlo.multiply %2011, %1271 : tensor<64xf32>
    %2013 = stablehlo.add %2010, %2012 : tensor<64xf32>
    %2014 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2015 = stablehlo.multiply %2014, %v.blocks.2.attn.proj.b : tensor<64xf32>
    %2016 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2017 = stablehlo.multiply %1271, %1271 : tensor<64xf32>
    %2018 = stablehlo.multiply %2016, %2017 : tensor<64xf32>
    %2019 = stablehlo.add %2015, %2018 : tensor<64xf32>
    %2020 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2021 = stablehlo.divide %2013, %2020 : tensor<64xf32>
    %2022 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2023 = stablehlo.divide %2019, %2022 : tensor<64xf32>
    %2024 = stablehlo.sqrt %2023 : tensor<64xf32>
    %2025 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2026 = stablehlo.add %2024, %2025 : tensor<64xf32>
    %2027 = stablehlo.divide %2021, %2026 : tensor<64xf32>
    %2028 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2029 = stablehlo.multiply %2028, %m.blocks.2.norm2.g : tensor<64xf32>
    %2030 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2031 = stablehlo.multiply %2030, %1276 : tensor<64xf32>
    %2032 = stablehlo.add %2029, %2031 : tensor<64xf32>
    %2033 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2034 = stablehlo.multiply %2033, %v.blocks.2.norm2.g : tensor<64xf32>
    %2035 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2036 = stablehlo.multiply %1276, %1276 : tensor<64xf32>
    %2037 = stablehlo.multiply %2035, %2036 : tensor<64xf32>
    %2038 = stablehlo.add %2034, %2037 : tensor<64xf32>
    %2039 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2040 = stablehlo.divide %2032, %2039 : tensor<64xf32>
    %2041 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2042 = stablehlo.divide %2038, %2041 : tensor<64xf32>
    %2043 = stablehlo.sqrt %2042 : tensor<64xf32>
    %2044 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2045 = stablehlo.add %2043, %2044 : tensor<64xf32>
    %2046 = stablehlo.divide %2040, %2045 : tensor<64xf32>
    %2047 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2048 = stablehlo.multiply %2047, %m.blocks.2.norm2.b : tensor<64xf32>
    %2049 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2050 = stablehlo.multiply %2049, %1281 : tensor<64xf32>
    %2051 = stablehlo.add %2048, %2050 : tensor<64xf32>
    %2052 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2053 = stablehlo.multiply %2052, %v.blocks.2.norm2.b : tensor<64xf32>
    %2054 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2055 = stablehlo.multiply %1281, %1281 : tensor<64xf32>
    %2056 = stablehlo.multiply %2054, %2055 : tensor<64xf32>
    %2057 = stablehlo.add %2053, %2056 : tensor<64xf32>
    %2058 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2059 = stablehlo.divide %2051, %2058 : tensor<64xf32>
    %2060 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2061 = stablehlo.divide %2057, %2060 : tensor<64xf32>
    %2062 = stablehlo.sqrt %2061 : tensor<64xf32>
    %2063 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2064 = stablehlo.add %2062, %2063 : tensor<64xf32>
    %2065 = stablehlo.divide %2059, %2064 : tensor<64xf32>
    %2066 = stablehlo.constant dense<0.9> : tensor<64x256xf32>
    %2067 = stablehlo.multiply %2066, %m.blocks.2.mlp.fc1.w : tensor<64x256xf32>
    %2068 = stablehlo.constant dense<0.1> : tensor<64x256xf32>
    %2069 = stablehlo.multiply %2068, %1286 : tensor<64x256xf32>
    %2070 = stablehlo.add %2067, %2069 : tensor<64x256xf32>
    %2071 = stablehlo.constant dense<0.999> : tensor<64x256xf32>
    %2072 = stablehlo.multiply %2071, %v.blocks.2.mlp.fc1.w : tensor<64x256xf32>
    %2073 = stablehlo.constant dense<0.001> : tensor<64x256xf32>
    %2074 = stablehlo.multiply %1286, %1286 : tensor<64x256xf32>
    %2075 = stablehlo.multiply %2073, %2074 : tensor<64x256xf32>
    %2076 = stablehlo.add %2072, %2075 : tensor<64x256xf32>
    %2077 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x256xf32>
    %2078 = stablehlo.divide %2070, %2077 : tensor<64x256xf32>
    %2079 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x256xf32>
    %2080 = stablehlo.divide %2076, %2079 : tensor<64x256xf32>
    %2081 = stablehlo.sqrt %2080 : tensor<64x256xf32>
    %2082 = stablehlo.constant dense<1.0e-08> : tensor<64x256xf32>
    %2083 = stablehlo.add %2081, %2082 : tensor<64x256xf32>
    %2084 = stablehlo.divide %2078, %2083 : tensor<64x256xf32>
    %2085 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %2086 = stablehlo.multiply %2085, %m.blocks.2.mlp.fc1.b : tensor<256xf32>
    %2087 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %2088 = stablehlo.multiply %2087, %1291 : tensor<256xf32>
    %2089 = stablehlo.add %2086, %2088 : tensor<256xf32>
    %2090 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %2091 = stablehlo.multiply %2090, %v.blocks.2.mlp.fc1.b : tensor<256xf32>
    %2092 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %2093 = stablehlo.multiply %1291, %1291 : tensor<256xf32>
    %2094 = stablehlo.multiply %2092, %2093 : tensor<256xf32>
    %2095 = stablehlo.add %2091, %2094 : tensor<256xf32>
    %2096 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %2097 = stablehlo.divide %2089, %2096 : tensor<256xf32>
    %2098 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %2099 = stablehlo.divide %2095, %2098 : tensor<256xf32>
    %2100 = stablehlo.sqrt %2099 : tensor<256xf32>
    %2101 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %2102 = stablehlo.add %2100, %2101 : tensor<256xf32>
    %2103 = stablehlo.divide %2097, %2102 : tensor<256xf32>
    %2104 = stablehlo.constant dense<0.9> : tensor<256x64xf32>
    %2105 = stablehlo.multiply %2104, %m.blocks.2.mlp.fc2.w : tensor<256x64xf32>
    %2106 = stablehlo.constant dense<0.1> : tensor<256x64xf32>
    %2107 = stablehlo.multiply %2106, %1296 : tensor<256x64xf32>
    %2108 = stablehlo.add %2105, %2107 : tensor<256x64xf32>
    %2109 = stablehlo.constant dense<0.999> : tensor<256x64xf32>
    %2110 = stablehlo.multiply %2109, %v.blocks.2.mlp.fc2.w : tensor<256x64xf32>
    %2111 = stablehlo.constant dense<0.001> : tensor<256x64xf32>
    %2112 = stablehlo.multiply %1296, %1296 : tensor<256x64xf32>
    %2113 = stablehlo.multiply %2111, %2112 : tensor<256x64xf32>
    %2114 = stablehlo.add %2110, %2113 : tensor<256x64xf32>
    %2115 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x64xf32>
    %2116 = stablehlo.divide %2108, %2115 : tensor<256x64xf32>
    %2117 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x64xf32>
    %2118 = stablehlo.divide %2114, %2117 : tensor<256x64xf32>
    %2119 = stablehlo.sqrt %2118 : tensor<256x64xf32>
    %2120 = stablehlo.constant dense<1.0e-08> : tensor<256x64xf32>
    %2121 = stablehlo.add %2119, %2120 : tensor<256x64xf32>
    %2122 = stablehlo.divide %2116, %2121 : tensor<256x64xf32>
    %2123 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2124 = stablehlo.multiply %2123, %m.blocks.2.mlp.fc2.b : tensor<64xf32>
    %2125 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2126 = stablehlo.multiply %2125, %1301 : tensor<64xf32>
    %2127 = stablehlo.add %2124, %2126 : tensor<64xf32>
    %2128 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2129 = stablehlo.multiply %2128, %v.blocks.2.mlp.fc2.b : tensor<64xf32>
    %2130 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2131 = stablehlo.multiply %1301, %1301 : tensor<64xf32>
    %2132 = stablehlo.multiply %2130, %2131 : tensor<64xf32>
    %2133 = stablehlo.add %2129, %2132 : tensor<64xf32>
    %2134 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2135 = stablehlo.divide %2127, %2134 : tensor<64xf32>
    %2136 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2137 = stablehlo.divide %2133, %2136 : tensor<64xf32>
    %2138 = stablehlo.sqrt %2137 : tensor<64xf32>
    %2139 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2140 = stablehlo.add %2138, %2139 : tensor<64xf32>
    %2141 = stablehlo.divide %2135, %2140 : tensor<64xf32>
    %2142 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2143 = stablehlo.multiply %2142, %m.blocks.3.norm1.g : tensor<64xf32>
    %2144 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2145 = stablehlo.multiply %2144, %1306 : tensor<64xf32>
    %2146 = stablehlo.add %2143, %2145 : tensor<64xf32>
    %2147 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2148 = stablehlo.multiply %2147, %v.blocks.3.norm1.g : tensor<64xf32>
    %2149 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2150 = stablehlo.multiply %1306, %1306 : tensor<64xf32>
    %2151 = stablehlo.multiply %2149, %2150 : tensor<64xf32>
    %2152 = stablehlo.add %2148, %2151 : tensor<64xf32>
    %2153 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2154 = stablehlo.divide %2146, %2153 : tensor<64xf32>
    %2155 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2156 = stablehlo.divide %2152, %2155 : tensor<64xf32>
    %2157 = stablehlo.sqrt %2156 : tensor<64xf32>
    %2158 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2159 = stablehlo.add %2157, %2158 : tensor<64xf32>
    %2160 = stablehlo.divide %2154, %2159 : tensor<64xf32>
    %2161 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2162 = stablehlo.multiply %2161, %m.blocks.3.norm1.b : tensor<64xf32>
    %2163 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2164 = stablehlo.multiply %2163, %1311 : tensor<64xf32>
    %2165 = stablehlo.add %2162, %2164 : tensor<64xf32>
    %2166 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2167 = stablehlo.multiply %2166, %v.blocks.3.norm1.b : tensor<64xf32>
    %2168 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2169 = stablehlo.multiply %1311, %1311 : tensor<64xf32>
    %2170 = stablehlo.multiply %2168, %2169 : tensor<64xf32>
    %2171 = stablehlo.add %2167, %2170 : tensor<64xf32>
    %2172 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2173 = stablehlo.divide %2165, %2172 : tensor<64xf32>
    %2174 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2175 = stablehlo.divide %2171, %2174 : tensor<64xf32>
    %2176 = stablehlo.sqrt %2175 : tensor<64xf32>
    %2177 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2178 = stablehlo.add %2176, %2177 : tensor<64xf32>
    %2179 = stablehlo.divide %2173, %2178 : tensor<64xf32>
    %2180 = stablehlo.constant dense<0.9> : tensor<64x192xf32>
    %2181 = stablehlo.multiply %2180, %m.blocks.3.attn.qkv.w : tensor<64x192xf32>
    %2182 = stablehlo.constant dense<0.1> : tensor<64x192xf32>
    %2183 = stablehlo.multiply %2182, %1316 : tensor<64x192xf32>
    %2184 = stablehlo.add %2181, %2183 : tensor<64x192xf32>
    %2185 = stablehlo.constant dense<0.999> : tensor<64x192xf32>
    %2186 = stablehlo.multiply %2185, %v.blocks.3.attn.qkv.w : tensor<64x192xf32>
    %2187 = stablehlo.constant dense<0.001> : tensor<64x192xf32>
    %2188 = stablehlo.multiply %1316, %1316 : tensor<64x192xf32>
    %2189 = stablehlo.multiply %2187, %2188 : tensor<64x192xf32>
    %2190 = stablehlo.add %2186, %2189 : tensor<64x192xf32>
    %2191 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x192xf32>
    %2192 = stablehlo.divide %2184, %2191 : tensor<64x192xf32>
    %2193 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x192xf32>
    %2194 = stablehlo.divide %2190, %2193 : tensor<64x192xf32>
    %2195 = stablehlo.sqrt %2194 : tensor<64x192xf32>
    %2196 = stablehlo.constant dense<1.0e-08> : tensor<64x192xf32>
    %2197 = stablehlo.add %2195, %2196 : tensor<64x192xf32>
    %2198 = stablehlo.divide %2192, %2197 : tensor<64x192xf32>
    %2199 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %2200 = stablehlo.multiply %2199, %m.blocks.3.attn.qkv.b : tensor<192xf32>
    %2201 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %2202 = stablehlo.multiply %2201, %1321 : tensor<192xf32>
    %2203 = stablehlo.add %2200, %2202 : tensor<192xf32>
    %2204 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %2205 = stablehlo.multiply %2204, %v.blocks.3.attn.qkv.b : tensor<192xf32>
    %2206 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %2207 = stablehlo.multiply %1321, %1321 : tensor<192xf32>
    %2208 = stablehlo.multiply %2206, %2207 : tensor<192xf32>
    %2209 = stablehlo.add %2205, %2208 : tensor<192xf32>
    %2210 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2211 = stablehlo.divide %2203, %2210 : tensor<192xf32>
    %2212 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2213 = stablehlo.divide %2209, %2212 : tensor<192xf32>
    %2214 = stablehlo.sqrt %2213 : tensor<192xf32>
    %2215 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %2216 = stablehlo.add %2214, %2215 : tensor<192xf32>
    %2217 = stablehlo.divide %2211, %2216 : tensor<192xf32>
    %2218 = stablehlo.constant dense<0.9> : tensor<64x64xf32>
    %2219 = stablehlo.multiply %2218, %m.blocks.3.attn.proj.w : tensor<64x64xf32>
    %2220 = stablehlo.constant dense<0.1> : tensor<64x64xf32>
    %2221 = stablehlo.multiply %2220, %1326 : tensor<64x64xf32>
    %2222 = stablehlo.add %2219, %2221 : tensor<64x64xf32>
    %2223 = stablehlo.constant dense<0.999> : tensor<64x64xf32>
    %2224 = stablehlo.multiply %2223, %v.blocks.3.attn.proj.w : tensor<64x64xf32>
    %2225 = stablehlo.constant dense<0.001> : tensor<64x64xf32>
    %2226 = stablehlo.multiply %1326, %1326 : tensor<64x64xf32>
    %2227 = stablehlo.multiply %2225, %2226 : tensor<64x64xf32>
    %2228 = stablehlo.add %2224, %2227 : tensor<64x64xf32>
    %2229 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x64xf32>
    %2230 = stablehlo.divide %2222, %2229 : tensor<64x64xf32>
    %2231 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x64xf32>
    %2232 = stablehlo.divide %2228, %2231 : tensor<64x64xf32>
    %2233 = stablehlo.sqrt %2232 : tensor<64x64xf32>
    %2234 = stablehlo.constant dense<1.0e-08> : tensor<64x64xf32>
    %2235 = stablehlo.add %2233, %2234 : tensor<64x64xf32>
    %2236 = stablehlo.divide %2230, %2235 : tensor<64x64xf32>
    %2237 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2238 = stablehlo.multiply %2237, %m.blocks.3.attn.proj.b : tensor<64xf32>
    %2239 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2240 = stablehlo.multiply %2239, %1331 : tensor<64xf32>
    %2241 = stablehlo.add %2238, %2240 : tensor<64xf32>
    %2242 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2243 = stablehlo.multiply %2242, %v.blocks.3.attn.proj.b : tensor<64xf32>
    %2244 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2245 = stablehlo.multiply %1331, %1331 : tensor<64xf32>
    %2246 = stablehlo.multiply %2244, %2245 : tensor<64xf32>
    %2247 = stablehlo.add %2243, %2246 : tensor<64xf32>
    %2248 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2249 = stablehlo.divide %2241, %2248 : tensor<64xf32>
    %2250 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2251 = stablehlo.divide %2247, %2250 : tensor<64xf32>
    %2252 = stablehlo.sqrt %2251 : tensor<64xf32>
    %2253 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2254 = stablehlo.add %2252, %2253 : tensor<64xf32>
    %2255 = stablehlo.divide %2249, %2254 : tensor<64xf32>
    %2256 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2257 = stablehlo.multiply %2256, %m.blocks.3.norm2.g : tensor<64xf32>
    %2258 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2259 = stablehlo.multiply %2258, %1336 : tensor<64xf32>
    %2260 = stablehlo.add %2257, %2259 : tensor<64xf32>
    %2261 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2262 = stablehlo.multiply %2261, %v.blocks.3.norm2.g : tensor<64xf32>
    %2263 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2264 = stablehlo.multiply %1336, %1336 : tensor<64xf32>
    %2265 = stablehlo.multiply %2263, %2264 : tensor<64xf32>
    %2266 = stablehlo.add %2262, %2265 : tensor<64xf32>
    %2267 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2268 = stablehlo.divide %2260, %2267 : tensor<64xf32>
    %2269 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2270 = stablehlo.divide %2266, %2269 : tensor<64xf32>
    %2271 = stablehlo.sqrt %2270 : tensor<64xf32>
    %2272 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2273 = stablehlo.add %2271, %2272 : tensor<64xf32>
    %2274 = stablehlo.divide %2268, %2273 : tensor<64xf32>
    %2275 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2276 = stablehlo.multiply %2275, %m.blocks.3.norm2.b : tensor<64xf32>
    %2277 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2278 = stablehlo.multiply %2277, %1341 : tensor<64xf32>
    %2279 = stablehlo.add %2276, %2278 : tensor<64xf32>
    %2280 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2281 = stablehlo.multiply %2280, %v.blocks.3.norm2.b : tensor<64xf32>
    %2282 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2283 = stablehlo.multiply %1341, %1341 : tensor<64xf32>
    %2284 = stablehlo.multiply %2282, %2283 : tensor<64xf32>
    %2285 = stablehlo.add %2281, %2284 : tensor<64xf32>
    %2286 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2287 = stablehlo.divide %2279, %2286 : tensor<64xf32>
    %2288 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2289 = stablehlo.divide %2285, %2288 : tensor<64xf32>
    %2290 = stablehlo.sqrt %2289 : tensor<64xf32>
    %2291 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2292 = stablehlo.add %2290, %2291 : tensor<64xf32>
    %2293 = stablehlo.divide %2287, %2292 : tensor<64xf32>
    %2294 = stablehlo.constant dense<0.9> : tensor<64x256xf32>
    %2295 = stablehlo.multiply %2294, %m.blocks.3.mlp.fc1.w : tensor<64x256xf32>
    %2296 = stablehlo.constant dense<0.1> : tensor<64x256xf32>
    %2297 = stablehlo.multiply %2296, %1346 : tensor<64x256xf32>
    %2298 = stablehlo.add %2295, %2297 : tensor<64x256xf32>
    %2299 = stablehlo.constant dense<0.999> : tensor<64x256xf32>
    %2300 = stablehlo.multiply %2299, %v.blocks.3.mlp.fc1.w : tensor<64x256xf32>
    %2301 = stablehlo.constant dense<0.001> : tensor<64x256xf32>
    %2302 = stablehlo.multiply %1346, %1346 : tensor<64x256xf32>
    %2303 = stablehlo.multiply %2301, %2302 : tensor<64x256xf32>
    %2304 = stablehlo.add %2300, %2303 : tensor<64x256xf32>
    %2305 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x256xf32>
    %2306 = stablehlo.divide %2298, %2305 : tensor<64x256xf32>
    %2307 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x256xf32>
    %2308 = stablehlo.divide %2304, %2307 : tensor<64x256xf32>
    %2309 = stablehlo.sqrt %2308 : tensor<64x256xf32>
    %2310 = stablehlo.constant dense<1.0e-08> : tensor<64x256xf32>
    %2311 = stablehlo.add %2309, %2310 : tensor<64x256xf32>
    %2312 = stablehlo.divide %2306, %2311 : tensor<64x256xf32>
    %2313 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %2314 = stablehlo.multiply %2313, %m.blocks.3.mlp.fc1.b : tensor<256xf32>
    %2315 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %2316 = stablehlo.multiply %2315, %1351 : tensor<256xf32>
    %2317 = stablehlo.add %2314, %2316 : tensor<256xf32>
    %2318 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %2319 = stablehlo.multiply %2318, %v.blocks.3.mlp.fc1.b : tensor<256xf32>
    %2320 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %2321 = stablehlo.multiply %1351, %1351 : tensor<256xf32>
    %2322 = stablehlo.multiply %2320, %2321 : tensor<256xf32>
    %2323 = stablehlo.add %2319, %2322 : tensor<256xf32>
    %2324 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %2325 = stablehlo.divide %2317, %2324 : tensor<256xf32>
    %2326 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %2327 = stablehlo.divide %2323, %2326 : tensor<256xf32>
    %2328 = stablehlo.sqrt %2327 : tensor<256xf32>
    %2329 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %2330 = stablehlo.add %2328, %2329 : tensor<256xf32>
    %2331 = stablehlo.divide %2325, %2330 : tensor<256xf32>
    %2332 = stablehlo.constant dense<0.9> : tensor<256x64xf32>
    %2333 = stablehlo.multiply %2332, %m.blocks.3.mlp.fc2.w : tensor<256x64xf32>
    %2334 = stablehlo.constant dense<0.1> : tensor<256x64xf32>
    %2335 = stablehlo.multiply %2334, %1356 : tensor<256x64xf32>
    %2336 = stablehlo.add %2333, %2335 : tensor<256x64xf32>
    %2337 = stablehlo.constant dense<0.999> : tensor<256x64xf32>
    %2338 = stablehlo.multiply %2337, %v.blocks.3.mlp.fc2.w : tensor<256x64xf32>
    %2339 = stablehlo.constant dense<0.001> : tensor<256x64xf32>
    %2340 = stablehlo.multiply %1356, %1356 : tensor<256x64xf32>
    %2341 = stablehlo.multiply %2339, %2340 : tensor<256x64xf32>
    %2342 = stablehlo.add %2338, %2341 : tensor<256x64xf32>
    %2343 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x64xf32>
    %2344 = stablehlo.divide %2336, %2343 : tensor<256x64xf32>
    %2345 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x64xf32>
    %2346 = stablehlo.divide %2342, %2345 : tensor<256x64xf32>
    %2347 = stablehlo.sqrt %2346 : tensor<256x64xf32>
    %2348 = stablehlo.constant dense<1.0e-08> : tensor<256x64xf32>
    %2349 = stablehlo.add %2347, %2348 : tensor<256x64xf32>
    %2350 = stablehlo.divide %2344, %2349 : tensor<256x64xf32>
    %2351 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2352 = stablehlo.multiply %2351, %m.blocks.3.mlp.fc2.b : tensor<64xf32>
    %2353 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2354 = stablehlo.multiply %2353, %1361 : tensor<64xf32>
    %2355 = stablehlo.add %2352, %2354 : tensor<64xf32>
    %2356 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2357 = stablehlo.multiply %2356, %v.blocks.3.mlp.fc2.b : tensor<64xf32>
    %2358 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2359 = stablehlo.multiply %1361, %1361 : tensor<64xf32>
    %2360 = stablehlo.multiply %2358, %2359 : tensor<64xf32>
    %2361 = stablehlo.add %2357, %2360 : tensor<64xf32>
    %2362 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2363 = stablehlo.divide %2355, %2362 : tensor<64xf32>
    %2364 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2365 = stablehlo.divide %2361, %2364 : tensor<64xf32>
    %2366 = stablehlo.sqrt %2365 : tensor<64xf32>
    %2367 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2368 = stablehlo.add %2366, %2367 : tensor<64xf32>
    %2369 = stablehlo.divide %2363, %2368 : tensor<64xf32>
    %2370 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2371 = stablehlo.multiply %2370, %m.norm.g : tensor<64xf32>
    %2372 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2373 = stablehlo.multiply %2372, %1366 : tensor<64xf32>
    %2374 = stablehlo.add %2371, %2373 : tensor<64xf32>
    %2375 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2376 = stablehlo.multiply %2375, %v.norm.g : tensor<64xf32>
    %2377 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2378 = stablehlo.multiply %1366, %1366 : tensor<64xf32>
    %2379 = stablehlo.multiply %2377, %2378 : tensor<64xf32>
    %2380 = stablehlo.add %2376, %2379 : tensor<64xf32>
    %2381 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2382 = stablehlo.divide %2374, %2381 : tensor<64xf32>
    %2383 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2384 = stablehlo.divide %2380, %2383 : tensor<64xf32>
    %2385 = stablehlo.sqrt %2384 : tensor<64xf32>
    %2386 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2387 = stablehlo.add %2385, %2386 : tensor<64xf32>
    %2388 = stablehlo.divide %2382, %2387 : tensor<64xf32>
    %2389 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2390 = stablehlo.multiply %2389, %m.norm.b : tensor<64xf32>
    %2391 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2392 = stablehlo.multiply %2391, %1371 : tensor<64xf32>
    %2393 = stablehlo.add %2390, %2392 : tensor<64xf32>
    %2394 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2395 = stablehlo.multiply %2394, %v.norm.b : tensor<64xf32>
    %2396 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2397 = stablehlo.multiply %1371, %1371 : tensor<64xf32>
    %2398 = stablehlo.multiply %2396, %2397 : tensor<64xf32>
    %2399 = stablehlo.add %2395, %2398 : tensor<64xf32>
    %2400 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2401 = stablehlo.divide %2393, %2400 : tensor<64xf32>
    %2402 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2403 = stablehlo.divide %2399, %2402 : tensor<64xf32>
    %2404 = stablehlo.sqrt %2403 : tensor<64xf32>
    %2405 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2406 = stablehlo.add %2404, %2405 : tensor<64xf32>
    %2407 = stablehlo.divide %2401, %2406 : tensor<64xf32>
    %2408 = stablehlo.constant dense<0.9> : tensor<64x10xf32>
    %2409 = stablehlo.multiply %2408, %m.head.w : tensor<64x10xf32>
    %2410 = stablehlo.constant dense<0.1> : tensor<64x10xf32>
    %2411 = stablehlo.multiply %2410, %1376 : tensor<64x10xf32>
    %2412 = stablehlo.add %2409, %2411 : tensor<64x10xf32>
    %2413 = stablehlo.constant dense<0.999> : tensor<64x10xf32>
    %2414 = stablehlo.multiply %2413, %v.head.w : tensor<64x10xf32>
    %2415 = stablehlo.constant dense<0.001> : tensor<64x10xf32>
    %2416 = stablehlo.multiply %1376, %1376 : tensor<64x10xf32>
    %2417 = stablehlo.multiply %2415, %2416 : tensor<64x10xf32>
    %2418 = stablehlo.add %2414, %2417 : tensor<64x10xf32>
    %2419 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x10xf32>
    %2420 = stablehlo.divide %2412, %2419 : tensor<64x10xf32>
    %2421 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x10xf32>
    %2422 = stablehlo.divide %2418, %2421 : tensor<64x10xf32>
    %2423 = stablehlo.sqrt %2422 : tensor<64x10xf32>
    %2424 = stablehlo.constant dense<1.0e-08> : tensor<64x10xf32>
    %2425 = stablehlo.add %2423, %2424 : tensor<64x10xf32>
    %2426 = stablehlo.divide %2420, %2425 : tensor<64x10xf32>
    %2427 = stablehlo.constant dense<0.9> : tensor<10xf32>
    %2428 = stablehlo.multiply %2427, %m.head.b : tensor<10xf32>
    %2429 = stablehlo.constant dense<0.1> : tensor<10xf32>
    %2430 = stablehlo.multiply %2429, %1381 : tensor<10xf32>
    %2431 = stablehlo.add %2428, %2430 : tensor<10xf32>
    %2432 = stablehlo.constant dense<0.999> : tensor<10xf32>
    %2433 = stablehlo.multiply %2432, %v.head.b : tensor<10xf32>
    %2434 = stablehlo.constant dense<0.001> : tensor<10xf32>
    %2435 = stablehlo.multiply %1381, %1381 : tensor<10xf32>
    %2436 = stablehlo.multiply %2434, %2435 : tensor<10xf32>
    %2437 = stablehlo.add %2433, %2436 : tensor<10xf32>
    %2438 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %2439 = stablehlo.divide %2431, %2438 : tensor<10xf32>
    %2440 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %2441 = stablehlo.divide %2437, %2440 : tensor<10xf32>
    %2442 = stablehlo.sqrt %2441 : tensor<10xf32>
    %2443 = stablehlo.constant dense<1.0e-08> : tensor<10xf32>
    %2444 = stablehlo.add %2442, %2443 : tensor<10xf32>
    %2445 = stablehlo.divide %2439, %2444 : tensor<10xf32>
    %2446 = stablehlo.constant dense<0.05> : tensor<8x8x3x64xf32>
    %2447 = stablehlo.multiply %2446, %patch_embed.proj.w : tensor<8x8x3x64xf32>
    %2448 = stablehlo.add %1400, %2447 : tensor<8x8x3x64xf32>
    %2449 = stablehlo.constant dense<0.05> : tensor<64x192xf32>
    %2450 = stablehlo.multiply %2449, %blocks.0.attn.qkv.w : tensor<64x192xf32>
    %2451 = stablehlo.add %1514, %2450 : tensor<64x192xf32>
    %2452 = stablehlo.constant dense<0.05> : tensor<64x64xf32>
    %2453 = stablehlo.multiply %2452, %blocks.0.attn.proj.w : tensor<64x64xf32>
    %2454 = stablehlo.add %1552, %2453 : tensor<64x64xf32>
    %2455 = stablehlo.constant dense<0.05> : tensor<64x256xf32>
    %2456 = stablehlo.multiply %2455, %blocks.0.mlp.fc1.w : tensor<64x256xf32>
    %2457 = stablehlo.add %1628, %2456 : tensor<64x256xf32>
    %2458 = stablehlo.constant dense<0.05> : tensor<256x64xf32>
    %2459 = stablehlo.multiply %2458, %blocks.0.mlp.fc2.w : tensor<256x64xf32>
    %2460 = stablehlo.add %1666, %2459 : tensor<256x64xf32>
    %2461 = stablehlo.constant dense<0.05> : tensor<64x192xf32>
    %2462 = stablehlo.multiply %2461, %blocks.1.attn.qkv.w : tensor<64x192xf32>
    %2463 = stablehlo.add %1742, %2462 : tensor<64x192xf32>
    %2464 = stablehlo.constant dense<0.05> : tensor<64x64xf32>
    %2465 = stablehlo.multiply %2464, %blocks.1.attn.proj.w : tensor<64x64xf32>
    %2466 = stablehlo.add %1780, %2465 : tensor<64x64xf32>
    %2467 = stablehlo.constant dense<0.05> : tensor<64x256xf32>
    %2468 = stablehlo.multiply %2467, %blocks.1.mlp.fc1.w : tensor<64x256xf32>
    %2469 = stablehlo.add %1856, %2468 : tensor<64x256xf32>
    %2470 = stablehlo.constant dense<0.05> : tensor<256x64xf32>
    %2471 = stablehlo.multiply %2470, %blocks.1.mlp.fc2.w : tensor<256x64xf32>
    %2472 = stablehlo.add %1894, %2471 : tensor<256x64xf32>
    %2473 = stablehlo.constant dense<0.05> : tensor<64x192xf32>
    %2474 = stablehlo.multiply %2473, %blocks.2.attn.qkv.w : tensor<64x192xf32>
    %2475 = stablehlo.add %1970, %2474 : tensor<64x192xf32>
    %2476 = stablehlo.constant dense<0.05> : tensor<64x64xf32>
    %2477 = stablehlo.multiply %2476, %blocks.2.attn.proj.w : tensor<64x64xf32>
    %2478 = stablehlo.add %2008, %2477 : tensor<64x64xf32>
    %2479 = stablehlo.constant dense<0.05> : tensor<64x256xf32>
    %2480 = stablehlo.multiply %2479, %blocks.2.mlp.fc1.w : tensor<64x256xf32>
    %2481 = stablehlo.add %2084, %2480 : tensor<64x256xf32>
    %2482 = stablehlo.constant dense<0.05> : tensor<256x64xf32>
    %2483 = stablehlo.multiply %2482, %blocks.2.mlp.fc2.w : tensor<256x64xf32>
    %2484 = stablehlo.add %2122, %2483 : tensor<256x64xf32>
    %2485 = stablehlo.constant dense<0.05> : tensor<64x192xf32>
    %2486 = stablehlo.multiply %2485, %blocks.3.attn.qkv.w : tensor<64x192xf32>
    %2487 = stablehlo.add %2198, %2486 : tensor<64x192xf32>
    %2488 = stablehlo.constant dense<0.05> : tensor<64x64xf32>
    %2489 = stablehlo.multiply %2488, %blocks.3.attn.proj.w : tensor<64x64xf32>
    %2490 = stablehlo.add %2236, %2489 : tensor<64x64xf32>
    %2491 = stablehlo.constant dense<0.05> : tensor<64x256xf32>
    %2492 = stablehlo.multiply %2491, %blocks.3.mlp.fc1.w : tensor<64x256xf32>
    %2493 = stablehlo.add %2312, %2492 : tensor<64x256xf32>
    %2494 = stablehlo.constant dense<0.05> : tensor<256x64xf32>
    %2495 = stablehlo.multiply %2494, %blocks.3.mlp.fc2.w : tensor<256x64xf32>
    %2496 = stablehlo.add %2350, %2495 : tensor<256x64xf32>
    %2497 = stablehlo.constant dense<0.05> : tensor<64x10xf32>
    %2498 = stablehlo.multiply %2497, %head.w : tensor<64x10xf32>
    %2499 = stablehlo.add %2426, %2498 : tensor<64x10xf32>
    %2500 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x8x3x64xf32>
    %2501 = stablehlo.multiply %2500, %2448 : tensor<8x8x3x64xf32>
    %2502 = stablehlo.subtract %patch_embed.proj.w, %2501 : tensor<8x8x3x64xf32>
    %2503 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2504 = stablehlo.multiply %2503, %1419 : tensor<64xf32>
    %2505 = stablehlo.subtract %patch_embed.proj.b, %2504 : tensor<64xf32>
    %2506 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64xf32>
    %2507 = stablehlo.multiply %2506, %1438 : tensor<1x1x64xf32>
    %2508 = stablehlo.subtract %cls.token, %2507 : tensor<1x1x64xf32>
    %2509 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x17x64xf32>
    %2510 = stablehlo.multiply %2509, %1457 : tensor<1x17x64xf32>
    %2511 = stablehlo.subtract %pos.table, %2510 : tensor<1x17x64xf32>
    %2512 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2513 = stablehlo.multiply %2512, %1476 : tensor<64xf32>
    %2514 = stablehlo.subtract %blocks.0.norm1.g, %2513 : tensor<64xf32>
    %2515 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2516 = stablehlo.multiply %2515, %1495 : tensor<64xf32>
    %2517 = stablehlo.subtract %blocks.0.norm1.b, %2516 : tensor<64xf32>
    %2518 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x192xf32>
    %2519 = stablehlo.multiply %2518, %2451 : tensor<64x192xf32>
    %2520 = stablehlo.subtract %blocks.0.attn.qkv.w, %2519 : tensor<64x192xf32>
    %2521 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2522 = stablehlo.multiply %2521, %1533 : tensor<192xf32>
    %2523 = stablehlo.subtract %blocks.0.attn.qkv.b, %2522 : tensor<192xf32>
    %2524 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x64xf32>
    %2525 = stablehlo.multiply %2524, %2454 : tensor<64x64xf32>
    %2526 = stablehlo.subtract %blocks.0.attn.proj.w, %2525 : tensor<64x64xf32>
    %2527 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2528 = stablehlo.multiply %2527, %1571 : tensor<64xf32>
    %2529 = stablehlo.subtract %blocks.0.attn.proj.b, %2528 : tensor<64xf32>
    %2530 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2531 = stablehlo.multiply %2530, %1590 : tensor<64xf32>
    %2532 = stablehlo.subtract %blocks.0.norm2.g, %2531 : tensor<64xf32>
    %2533 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2534 = stablehlo.multiply %2533, %1609 : tensor<64xf32>
    %2535 = stablehlo.subtract %blocks.0.norm2.b, %2534 : tensor<64xf32>
    %2536 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x256xf32>
    %2537 = stablehlo.multiply %2536, %2457 : tensor<64x256xf32>
    %2538 = stablehlo.subtract %blocks.0.mlp.fc1.w, %2537 : tensor<64x256xf32>
    %2539 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %2540 = stablehlo.multiply %2539, %1647 : tensor<256xf32>
    %2541 = stablehlo.subtract %blocks.0.mlp.fc1.b, %2540 : tensor<256xf32>
    %2542 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x64xf32>
    %2543 = stablehlo.multiply %2542, %2460 : tensor<256x64xf32>
    %2544 = stablehlo.subtract %blocks.0.mlp.fc2.w, %2543 : tensor<256x64xf32>
    %2545 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2546 = stablehlo.multiply %2545, %1685 : tensor<64xf32>
    %2547 = stablehlo.subtract %blocks.0.mlp.fc2.b, %2546 : tensor<64xf32>
    %2548 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2549 = stablehlo.multiply %2548, %1704 : tensor<64xf32>
    %2550 = stablehlo.subtract %blocks.1.norm1.g, %2549 : tensor<64xf32>
    %2551 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2552 = stablehlo.multiply %2551, %1723 : tensor<64xf32>
    %2553 = stablehlo.subtract %blocks.1.norm1.b, %2552 : tensor<64xf32>
    %2554 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x192xf32>
    %2555 = stablehlo.multiply %2554, %2463 : tensor<64x192xf32>
    %2556 = stablehlo.subtract %blocks.1.attn.qkv.w, %2555 : tensor<64x192xf32>
    %2557 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2558 = stablehlo.multiply %2557, %1761 : tensor<192xf32>
    %2559 = stablehlo.subtract %blocks.1.attn.qkv.b, %2558 : tensor<192xf32>
    %2560 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x64xf32>
    %2561 = stablehlo.multiply %2560, %2466 : tensor<64x64xf32>
    %2562 = stablehlo.subtract %blocks.1.attn.proj.w, %2561 : tensor<64x64xf32>
    %2563 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2564 = stablehlo.multiply %2563, %1799 : tensor<64xf32>
    %2565 = stablehlo.subtract %blocks.1.attn.proj.b, %2564 : tensor<64xf32>
    %2566 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2567 = stablehlo.multiply %2566, %1818 : tensor<64xf32>
    %2568 = stablehlo.subtract %blocks.1.norm2.g, %2567 : tensor<64xf32>
    %2569 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2570 = stablehlo.multiply %2569, %1837 : tensor<64xf32>
    %2571 = stablehlo.subtract %blocks.1.norm2.b, %2570 : tensor<64xf32>
    %2572 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x256xf32>
    %2573 = stablehlo.multiply %2572, %2469 : tensor<64x256xf32>
    %2574 = stablehlo.subtract %blocks.1.mlp.fc1.w, %2573 : tensor<64x256xf32>
    %2575 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %2576 = stablehlo.multiply %2575, %1875 : tensor<256xf32>
    %2577 = stablehlo.subtract %blocks.1.mlp.fc1.b, %2576 : tensor<256xf32>
    %2578 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x64xf32>
    %2579 = stablehlo.multiply %2578, %2472 : tensor<256x64xf32>
    %2580 = stablehlo.subtract %blocks.1.mlp.fc2.w, %2579 : tensor<256x64xf32>
    %2581 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2582 = stablehlo.multiply %2581, %1913 : tensor<64xf32>
    %2583 = stablehlo.subtract %blocks.1.mlp.fc2.b, %2582 : tensor<64xf32>
    %2584 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2585 = stablehlo.multiply %2584, %1932 : tensor<64xf32>
    %2586 = stablehlo.subtract %blocks.2.norm1.g, %2585 : tensor<64xf32>
    %2587 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2588 = stablehlo.multiply %2587, %1951 : tensor<64xf32>
    %2589 = stablehlo.subtract %blocks.2.norm1.b, %2588 : tensor<64xf32>
    %2590 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x192xf32>
    %2591 = stablehlo.multiply %2590, %2475 : tensor<64x192xf32>
    %2592 = stablehlo.subtract %blocks.2.attn.qkv.w, %2591 : tensor<64x192xf32>
    %2593 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2594 = stablehlo.multiply %2593, %1989 : tensor<192xf32>
    %2595 = stablehlo.subtract %blocks.2.attn.qkv.b, %2594 : tensor<192xf32>
    %2596 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x64xf32>
    %2597 = stablehlo.multiply %2596, %2478 : tensor<64x64xf32>
    %2598 = stablehlo.subtract %blocks.2.attn.proj.w, %2597 : tensor<64x64xf32>
    %2599 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2600 = stablehlo.multiply %2599, %2027 : tensor<64xf32>
    %2601 = stablehlo.subtract %blocks.2.attn.proj.b, %2600 : tensor<64xf32>
    %2602 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2603 = stablehlo.multiply %2602, %2046 : tensor<64xf32>
    %2604 = stablehlo.subtract %blocks.2.norm2.g, %2603 : tensor<64xf32>
    %2605 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2606 = stablehlo.multiply %2605, %2065 : tensor<64xf32>
    %2607 = stablehlo.subtract %blocks.2.norm2.b, %2606 : tensor<64xf32>
    %2608 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x256xf32>
    %2609 = stablehlo.multiply %2608, %2481 : tensor<64x256xf32>
    %2610 = stablehlo.subtract %blocks.2.mlp.fc1.w, %2609 : tensor<64x256xf32>
    %2611 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %2612 = stablehlo.multiply %2611, %2103 : tensor<256xf32>
    %2613 = stablehlo.subtract %blocks.2.mlp.fc1.b, %2612 : tensor<256xf32>
    %2614 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x64xf32>
    %2615 = stablehlo.multiply %2614, %2484 : tensor<256x64xf32>
    %2616 = stablehlo.subtract %blocks.2.mlp.fc2.w, %2615 : tensor<256x64xf32>
    %2617 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2618 = stablehlo.multiply %2617, %2141 : tensor<64xf32>
    %2619 = stablehlo.subtract %blocks.2.mlp.fc2.b, %2618 : tensor<64xf32>
    %2620 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2621 = stablehlo.multiply %2620, %2160 : tensor<64xf32>
    %2622 = stablehlo.subtract %blocks.3.norm1.g, %2621 : tensor<64xf32>
    %2623 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2624 = stablehlo.multiply %2623, %2179 : tensor<64xf32>
    %2625 = stablehlo.subtract %blocks.3.norm1.b, %2624 : tensor<64xf32>
    %2626 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x192xf32>
    %2627 = stablehlo.multiply %2626, %2487 : tensor<64x192xf32>
    %2628 = stablehlo.subtract %blocks.3.attn.qkv.w, %2627 : tensor<64x192xf32>
    %2629 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2630 = stablehlo.multiply %2629, %2217 : tensor<192xf32>
    %2631 = stablehlo.subtract %blocks.3.attn.qkv.b, %2630 : tensor<192xf32>
    %2632 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x64xf32>
    %2633 = stablehlo.multiply %2632, %2490 : tensor<64x64xf32>
    %2634 = stablehlo.subtract %blocks.3.attn.proj.w, %2633 : tensor<64x64xf32>
    %2635 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2636 = stablehlo.multiply %2635, %2255 : tensor<64xf32>
    %2637 = stablehlo.subtract %blocks.3.attn.proj.b, %2636 : tensor<64xf32>
    %2638 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2639 = stablehlo.multiply %2638, %2274 : tensor<64xf32>
    %2640 = stablehlo.subtract %blocks.3.norm2.g, %2639 : tensor<64xf32>
    %2641 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2642 = stablehlo.multiply %2641, %2293 : tensor<64xf32>
    %2643 = stablehlo.subtract %blocks.3.norm2.b, %2642 : tensor<64xf32>
    %2644 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x256xf32>
    %2645 = stablehlo.multiply %2644, %2493 : tensor<64x256xf32>
    %2646 = stablehlo.subtract %blocks.3.mlp.fc1.w, %2645 : tensor<64x256xf32>
    %2647 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %2648 = stablehlo.multiply %2647, %2331 : tensor<256xf32>
    %2649 = stablehlo.subtract %blocks.3.mlp.fc1.b, %2648 : tensor<256xf32>
    %2650 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x64xf32>
    %2651 = stablehlo.multiply %2650, %2496 : tensor<256x64xf32>
    %2652 = stablehlo.subtract %blocks.3.mlp.fc2.w, %2651 : tensor<256x64xf32>
    %2653 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2654 = stablehlo.multiply %2653, %2369 : tensor<64xf32>
    %2655 = stablehlo.subtract %blocks.3.mlp.fc2.b, %2654 : tensor<64xf32>
    %2656 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2657 = stablehlo.multiply %2656, %2388 : tensor<64xf32>
    %2658 = stablehlo.subtract %norm.g, %2657 : tensor<64xf32>
    %2659 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2660 = stablehlo.multiply %2659, %2407 : tensor<64xf32>
    %2661 = stablehlo.subtract %norm.b, %2660 : tensor<64xf32>
    %2662 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x10xf32>
    %2663 = stablehlo.multiply %2662, %2499 : tensor<64x10xf32>
    %2664 = stablehlo.subtract %head.w, %2663 : tensor<64x10xf32>
    %2665 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %2666 = stablehlo.multiply %2665, %2445 : tensor<10xf32>
    %2667 = stablehlo.subtract %head.b, %2666 : tensor<10xf32>
    %2668 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x8x3x64xf32>
    %2669 = stablehlo.constant dense<1.0> : tensor<8x8x3x64xf32>
    %2670 = stablehlo.subtract %2669, %2668 : tensor<8x8x3x64xf32>
    %2671 = stablehlo.multiply %2668, %ema.patch_embed.proj.w : tensor<8x8x3x64xf32>
    %2672 = stablehlo.multiply %2670, %2502 : tensor<8x8x3x64xf32>
    %2673 = stablehlo.add %2671, %2672 : tensor<8x8x3x64xf32>
    %2674 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2675 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2676 = stablehlo.subtract %2675, %2674 : tensor<64xf32>
    %2677 = stablehlo.multiply %2674, %ema.patch_embed.proj.b : tensor<64xf32>
    %2678 = stablehlo.multiply %2676, %2505 : tensor<64xf32>
    %2679 = stablehlo.add %2677, %2678 : tensor<64xf32>
    %2680 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64xf32>
    %2681 = stablehlo.constant dense<1.0> : tensor<1x1x64xf32>
    %2682 = stablehlo.subtract %2681, %2680 : tensor<1x1x64xf32>
    %2683 = stablehlo.multiply %2680, %ema.cls.token : tensor<1x1x64xf32>
    %2684 = stablehlo.multiply %2682, %2508 : tensor<1x1x64xf32>
    %2685 = stablehlo.add %2683, %2684 : tensor<1x1x64xf32>
    %2686 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x17x64xf32>
    %2687 = stablehlo.constant dense<1.0> : tensor<1x17x64xf32>
    %2688 = stablehlo.subtract %2687, %2686 : tensor<1x17x64xf32>
    %2689 = stablehlo.multiply %2686, %ema.pos.table : tensor<1x17x64xf32>
    %2690 = stablehlo.multiply %2688, %2511 : tensor<1x17x64xf32>
    %2691 = stablehlo.add %2689, %2690 : tensor<1x17x64xf32>
    %2692 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2693 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2694 = stablehlo.subtract %2693, %2692 : tensor<64xf32>
    %2695 = stablehlo.multiply %2692, %ema.blocks.0.norm1.g : tensor<64xf32>
    %2696 = stablehlo.multiply %2694, %2514 : tensor<64xf32>
    %2697 = stablehlo.add %2695, %2696 : tensor<64xf32>
    %2698 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2699 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2700 = stablehlo.subtract %2699, %2698 : tensor<64xf32>
    %2701 = stablehlo.multiply %2698, %ema.blocks.0.norm1.b : tensor<64xf32>
    %2702 = stablehlo.multiply %2700, %2517 : tensor<64xf32>
    %2703 = stablehlo.add %2701, %2702 : tensor<64xf32>
    %2704 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x192xf32>
    %2705 = stablehlo.constant dense<1.0> : tensor<64x192xf32>
    %2706 = stablehlo.subtract %2705, %2704 : tensor<64x192xf32>
    %2707 = stablehlo.multiply %2704, %ema.blocks.0.attn.qkv.w : tensor<64x192xf32>
    %2708 = stablehlo.multiply %2706, %2520 : tensor<64x192xf32>
    %2709 = stablehlo.add %2707, %2708 : tensor<64x192xf32>
    %2710 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2711 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %2712 = stablehlo.subtract %2711, %2710 : tensor<192xf32>
    %2713 = stablehlo.multiply %2710, %ema.blocks.0.attn.qkv.b : tensor<192xf32>
    %2714 = stablehlo.multiply %2712, %2523 : tensor<192xf32>
    %2715 = stablehlo.add %2713, %2714 : tensor<192xf32>
    %2716 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x64xf32>
    %2717 = stablehlo.constant dense<1.0> : tensor<64x64xf32>
    %2718 = stablehlo.subtract %2717, %2716 : tensor<64x64xf32>
    %2719 = stablehlo.multiply %2716, %ema.blocks.0.attn.proj.w : tensor<64x64xf32>
    %2720 = stablehlo.multiply %2718, %2526 : tensor<64x64xf32>
    %2721 = stablehlo.add %2719, %2720 : tensor<64x64xf32>
    %2722 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2723 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2724 = stablehlo.subtract %2723, %2722 : tensor<64xf32>
    %2725 = stablehlo.multiply %2722, %ema.blocks.0.attn.proj.b : tensor<64xf32>
    %2726 = stablehlo.multiply %2724, %2529 : tensor<64xf32>
    %2727 = stablehlo.add %2725, %2726 : tensor<64xf32>
    %2728 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2729 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2730 = stablehlo.subtract %2729, %2728 : tensor<64xf32>
    %2731 = stablehlo.multiply %2728, %ema.blocks.0.norm2.g : tensor<64xf32>
    %2732 = stablehlo.multiply %2730, %2532 : tensor<64xf32>
    %2733 = stablehlo.add %2731, %2732 : tensor<64xf32>
    %2734 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2735 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2736 = stablehlo.subtract %2735, %2734 : tensor<64xf32>
    %2737 = stablehlo.multiply %2734, %ema.blocks.0.norm2.b : tensor<64xf32>
    %2738 = stablehlo.multiply %2736, %2535 : tensor<64xf32>
    %2739 = stablehlo.add %2737, %2738 : tensor<64xf32>
    %2740 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x256xf32>
    %2741 = stablehlo.constant dense<1.0> : tensor<64x256xf32>
    %2742 = stablehlo.subtract %2741, %2740 : tensor<64x256xf32>
    %2743 = stablehlo.multiply %2740, %ema.blocks.0.mlp.fc1.w : tensor<64x256xf32>
    %2744 = stablehlo.multiply %2742, %2538 : tensor<64x256xf32>
    %2745 = stablehlo.add %2743, %2744 : tensor<64x256xf32>
    %2746 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %2747 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %2748 = stablehlo.subtract %2747, %2746 : tensor<256xf32>
    %2749 = stablehlo.multiply %2746, %ema.blocks.0.mlp.fc1.b : tensor<256xf32>
    %2750 = stablehlo.multiply %2748, %2541 : tensor<256xf32>
    %2751 = stablehlo.add %2749, %2750 : tensor<256xf32>
    %2752 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x64xf32>
    %2753 = stablehlo.constant dense<1.0> : tensor<256x64xf32>
    %2754 = stablehlo.subtract %2753, %2752 : tensor<256x64xf32>
    %2755 = stablehlo.multiply %2752, %ema.blocks.0.mlp.fc2.w : tensor<256x64xf32>
    %2756 = stablehlo.multiply %2754, %2544 : tensor<256x64xf32>
    %2757 = stablehlo.add %2755, %2756 : tensor<256x64xf32>
    %2758 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2759 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2760 = stablehlo.subtract %2759, %2758 : tensor<64xf32>
    %2761 = stablehlo.multiply %2758, %ema.blocks.0.mlp.fc2.b : tensor<64xf32>
    %2762 = stablehlo.multiply %2760, %2547 : tensor<64xf32>
    %2763 = stablehlo.add %2761, %2762 : tensor<64xf32>
    %2764 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2765 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2766 = stablehlo.subtract %2765, %2764 : tensor<64xf32>
    %2767 = stablehlo.multiply %2764, %ema.blocks.1.norm1.g : tensor<64xf32>
    %2768 = stablehlo.multiply %2766, %2550 : tensor<64xf32>
    %2769 = stablehlo.add %2767, %2768 : tensor<64xf32>
    %2770 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2771 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2772 = stablehlo.subtract %2771, %2770 : tensor<64xf32>
    %2773 = stablehlo.multiply %2770, %ema.blocks.1.norm1.b : tensor<64xf32>
    %2774 = stablehlo.multiply %2772, %2553 : tensor<64xf32>
    %2775 = stablehlo.add %2773, %2774 : tensor<64xf32>
    %2776 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x192xf32>
    %2777 = stablehlo.constant dense<1.0> : tensor<64x192xf32>
    %2778 = stablehlo.subtract %2777, %2776 : tensor<64x192xf32>
    %2779 = stablehlo.multiply %2776, %ema.blocks.1.attn.qkv.w : tensor<64x192xf32>
    %2780 = stablehlo.multiply %2778, %2556 : tensor<64x192xf32>
    %2781 = stablehlo.add %2779, %2780 : tensor<64x192xf32>
    %2782 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2783 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %2784 = stablehlo.subtract %2783, %2782 : tensor<192xf32>
    %2785 = stablehlo.multiply %2782, %ema.blocks.1.attn.qkv.b : tensor<192xf32>
    %2786 = stablehlo.multiply %2784, %2559 : tensor<192xf32>
    %2787 = stablehlo.add %2785, %2786 : tensor<192xf32>
    %2788 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x64xf32>
    %2789 = stablehlo.constant dense<1.0> : tensor<64x64xf32>
    %2790 = stablehlo.subtract %2789, %2788 : tensor<64x64xf32>
    %2791 = stablehlo.multiply %2788, %ema.blocks.1.attn.proj.w : tensor<64x64xf32>
    %2792 = stablehlo.multiply %2790, %2562 : tensor<64x64xf32>
    %2793 = stablehlo.add %2791, %2792 : tensor<64x64xf32>
    %2794 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2795 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2796 = stablehlo.subtract %2795, %2794 : tensor<64xf32>
    %2797 = stablehlo.multiply %2794, %ema.blocks.1.attn.proj.b : tensor<64xf32>
    %2798 = stablehlo.multiply %2796, %2565 : tensor<64xf32>
    %2799 = stablehlo.add %2797, %2798 : tensor<64xf32>
    %2800 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2801 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2802 = stablehlo.subtract %2801, %2800 : tensor<64xf32>
    %2803 = stablehlo.multiply %2800, %ema.blocks.1.norm2.g : tensor<64xf32>
    %2804 = stablehlo.multiply %2802, %2568 : tensor<64xf32>
    %2805 = stablehlo.add %2803, %2804 : tensor<64xf32>
    %2806 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2807 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2808 = stablehlo.subtract %2807, %2806 : tensor<64xf32>
    %2809 = stablehlo.multiply %2806, %ema.blocks.1.norm2.b : tensor<64xf32>
    %2810 = stablehlo.multiply %2808, %2571 : tensor<64xf32>
    %2811 = stablehlo.add %2809, %2810 : tensor<64xf32>
    %2812 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x256xf32>
    %2813 = stablehlo.constant dense<1.0> : tensor<64x256xf32>
    %2814 = stablehlo.subtract %2813, %2812 : tensor<64x256xf32>
    %2815 = stablehlo.multiply %2812, %ema.blocks.1.mlp.fc1.w : tensor<64x256xf32>
    %2816 = stablehlo.multiply %2814, %2574 : tensor<64x256xf32>
    %2817 = stablehlo.add %2815, %2816 : tensor<64x256xf32>
    %2818 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %2819 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %2820 = stablehlo.subtract %2819, %2818 : tensor<256xf32>
    %2821 = stablehlo.multiply %2818, %ema.blocks.1.mlp.fc1.b : tensor<256xf32>
    %2822 = stablehlo.multiply %2820, %2577 : tensor<256xf32>
    %2823 = stablehlo.add %2821, %2822 : tensor<256xf32>
    %2824 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x64xf32>
    %2825 = stablehlo.constant dense<1.0> : tensor<256x64xf32>
    %2826 = stablehlo.subtract %2825, %2824 : tensor<256x64xf32>
    %2827 = stablehlo.multiply %2824, %ema.blocks.1.mlp.fc2.w : tensor<256x64xf32>
    %2828 = stablehlo.multiply %2826, %2580 : tensor<256x64xf32>
    %2829 = stablehlo.add %2827, %2828 : tensor<256x64xf32>
    %2830 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2831 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2832 = stablehlo.subtract %2831, %2830 : tensor<64xf32>
    %2833 = stablehlo.multiply %2830, %ema.blocks.1.mlp.fc2.b : tensor<64xf32>
    %2834 = stablehlo.multiply %2832, %2583 : tensor<64xf32>
    %2835 = stablehlo.add %2833, %2834 : tensor<64xf32>
    %2836 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2837 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2838 = stablehlo.subtract %2837, %2836 : tensor<64xf32>
    %2839 = stablehlo.multiply %2836, %ema.blocks.2.norm1.g : tensor<64xf32>
    %2840 = stablehlo.multiply %2838, %2586 : tensor<64xf32>
    %2841 = stablehlo.add %2839, %2840 : tensor<64xf32>
    %2842 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2843 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2844 = stablehlo.subtract %2843, %2842 : tensor<64xf32>
    %2845 = stablehlo.multiply %2842, %ema.blocks.2.norm1.b : tensor<64xf32>
    %2846 = stablehlo.multiply %2844, %2589 : tensor<64xf32>
    %2847 = stablehlo.add %2845, %2846 : tensor<64xf32>
    %2848 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x192xf32>
    %2849 = stablehlo.constant dense<1.0> : tensor<64x192xf32>
    %2850 = stablehlo.subtract %2849, %2848 : tensor<64x192xf32>
    %2851 = stablehlo.multiply %2848, %ema.blocks.2.attn.qkv.w : tensor<64x192xf32>
    %2852 = stablehlo.multiply %2850, %2592 : tensor<64x192xf32>
    %2853 = stablehlo.add %2851, %2852 : tensor<64x192xf32>
    %2854 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2855 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %2856 = stablehlo.subtract %2855, %2854 : tensor<192xf32>
    %2857 = stablehlo.multiply %2854, %ema.blocks.2.attn.qkv.b : tensor<192xf32>
    %2858 = stablehlo.multiply %2856, %2595 : tensor<192xf32>
    %2859 = stablehlo.add %2857, %2858 : tensor<192xf32>
    %2860 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x64xf32>
    %2861 = stablehlo.constant dense<1.0> : tensor<64x64xf32>
    %2862 = stablehlo.subtract %2861, %2860 : tensor<64x64xf32>
    %2863 = stablehlo.multiply %2860, %ema.blocks.2.attn.proj.w : tensor<64x64xf32>
    %2864 = stablehlo.multiply %2862, %2598 : tensor<64x64xf32>
    %2865 = stablehlo.add %2863, %2864 : tensor<64x64xf32>
    %2866 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2867 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2868 = stablehlo.subtract %2867, %2866 : tensor<64xf32>
    %2869 = stablehlo.multiply %2866, %ema.blocks.2.attn.proj.b : tensor<64xf32>
    %2870 = stablehlo.multiply %2868, %2601 : tensor<64xf32>
    %2871 = stablehlo.add %2869, %2870 : tensor<64xf32>
    %2872 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2873 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2874 = stablehlo.subtract %2873, %2872 : tensor<64xf32>
    %2875 = stablehlo.multiply %2872, %ema.blocks.2.norm2.g : tensor<64xf32>
    %2876 = stablehlo.multiply %2874, %2604 : tensor<64xf32>
    %2877 = stablehlo.add %2875, %2876 : tensor<64xf32>
    %2878 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2879 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2880 = stablehlo.subtract %2879, %2878 : tensor<64xf32>
    %2881 = stablehlo.multiply %2878, %ema.blocks.2.norm2.b : tensor<64xf32>
    %2882 = stablehlo.multiply %2880, %2607 : tensor<64xf32>
    %2883 = stablehlo.add %2881, %2882 : tensor<64xf32>
    %2884 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x256xf32>
    %2885 = stablehlo.constant dense<1.0> : tensor<64x256xf32>
    %2886 = stablehlo.subtract %2885, %2884 : tensor<64x256xf32>
    %2887 = stablehlo.multiply %2884, %ema.blocks.2.mlp.fc1.w : tensor<64x256xf32>
    %2888 = stablehlo.multiply %2886, %2610 : tensor<64x256xf32>
    %2889 = stablehlo.add %2887, %2888 : tensor<64x256xf32>
    %2890 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %2891 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %2892 = stablehlo.subtract %2891, %2890 : tensor<256xf32>
    %2893 = stablehlo.multiply %2890, %ema.blocks.2.mlp.fc1.b : tensor<256xf32>
    %2894 = stablehlo.multiply %2892, %2613 : tensor<256xf32>
    %2895 = stablehlo.add %2893, %2894 : tensor<256xf32>
    %2896 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x64xf32>
    %2897 = stablehlo.constant dense<1.0> : tensor<256x64xf32>
    %2898 = stablehlo.subtract %2897, %2896 : tensor<256x64xf32>
    %2899 = stablehlo.multiply %2896, %ema.blocks.2.mlp.fc2.w : tensor<256x64xf32>
    %2900 = stablehlo.multiply %2898, %2616 : tensor<256x64xf32>
    %2901 = stablehlo.add %2899, %2900 : tensor<256x64xf32>
    %2902 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2903 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2904 = stablehlo.subtract %2903, %2902 : tensor<64xf32>
    %2905 = stablehlo.multiply %2902, %ema.blocks.2.mlp.fc2.b : tensor<64xf32>
    %2906 = stablehlo.multiply %2904, %2619 : tensor<64xf32>
    %2907 = stablehlo.add %2905, %2906 : tensor<64xf32>
    %2908 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2909 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2910 = stablehlo.subtract %2909, %2908 : tensor<64xf32>
    %2911 = stablehlo.multiply %2908, %ema.blocks.3.norm1.g : tensor<64xf32>
    %2912 = stablehlo.multiply %2910, %2622 : tensor<64xf32>
    %2913 = stablehlo.add %2911, %2912 : tensor<64xf32>
    %2914 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2915 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2916 = stablehlo.subtract %2915, %2914 : tensor<64xf32>
    %2917 = stablehlo.multiply %2914, %ema.blocks.3.norm1.b : tensor<64xf32>
    %2918 = stablehlo.multiply %2916, %2625 : tensor<64xf32>
    %2919 = stablehlo.add %2917, %2918 : tensor<64xf32>
    %2920 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x192xf32>
    %2921 = stablehlo.constant dense<1.0> : tensor<64x192xf32>
    %2922 = stablehlo.subtract %2921, %2920 : tensor<64x192xf32>
    %2923 = stablehlo.multiply %2920, %ema.blocks.3.attn.qkv.w : tensor<64x192xf32>
    %2924 = stablehlo.multiply %2922, %2628 : tensor<64x192xf32>
    %2925 = stablehlo.add %2923, %2924 : tensor<64x192xf32>
    %2926 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2927 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %2928 = stablehlo.subtract %2927, %2926 : tensor<192xf32>
    %2929 = stablehlo.multiply %2926, %ema.blocks.3.attn.qkv.b : tensor<192xf32>
    %2930 = stablehlo.multiply %2928, %2631 : tensor<192xf32>
    %2931 = stablehlo.add %2929, %2930 : tensor<192xf32>
    %2932 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x64xf32>
    %2933 = stablehlo.constant dense<1.0> : tensor<64x64xf32>
    %2934 = stablehlo.subtract %2933, %2932 : tensor<64x64xf32>
    %2935 = stablehlo.multiply %2932, %ema.blocks.3.attn.proj.w : tensor<64x64xf32>
    %2936 = stablehlo.multiply %2934, %2634 : tensor<64x64xf32>
    %2937 = stablehlo.add %2935, %2936 : tensor<64x64xf32>
    %2938 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2939 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2940 = stablehlo.subtract %2939, %2938 : tensor<64xf32>
    %2941 = stablehlo.multiply %2938, %ema.blocks.3.attn.proj.b : tensor<64xf32>
    %2942 = stablehlo.multiply %2940, %2637 : tensor<64xf32>
    %2943 = stablehlo.add %2941, %2942 : tensor<64xf32>
    %2944 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2945 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2946 = stablehlo.subtract %2945, %2944 : tensor<64xf32>
    %2947 = stablehlo.multiply %2944, %ema.blocks.3.norm2.g : tensor<64xf32>
    %2948 = stablehlo.multiply %2946, %2640 : tensor<64xf32>
    %2949 = stablehlo.add %2947, %2948 : tensor<64xf32>
    %2950 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2951 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2952 = stablehlo.subtract %2951, %2950 : tensor<64xf32>
    %2953 = stablehlo.multiply %2950, %ema.blocks.3.norm2.b : tensor<64xf32>
    %2954 = stablehlo.multiply %2952, %2643 : tensor<64xf32>
    %2955 = stablehlo.add %2953, %2954 : tensor<64xf32>
    %2956 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x256xf32>
    %2957 = stablehlo.constant dense<1.0> : tensor<64x256xf32>
    %2958 = stablehlo.subtract %2957, %2956 : tensor<64x256xf32>
    %2959 = stablehlo.multiply %2956, %ema.blocks.3.mlp.fc1.w : tensor<64x256xf32>
    %2960 = stablehlo.multiply %2958, %2646 : tensor<64x256xf32>
    %2961 = stablehlo.add %2959, %2960 : tensor<64x256xf32>
    %2962 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %2963 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %2964 = stablehlo.subtract %2963, %2962 : tensor<256xf32>
    %2965 = stablehlo.multiply %2962, %ema.blocks.3.mlp.fc1.b : tensor<256xf32>
    %2966 = stablehlo.multiply %2964, %2649 : tensor<256xf32>
    %2967 = stablehlo.add %2965, %2966 : tensor<256xf32>
    %2968 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x64xf32>
    %2969 = stablehlo.constant dense<1.0> : tensor<256x64xf32>
    %2970 = stablehlo.subtract %2969, %2968 : tensor<256x64xf32>
    %2971 = stablehlo.multiply %2968, %ema.blocks.3.mlp.fc2.w : tensor<256x64xf32>
    %2972 = stablehlo.multiply %2970, %2652 : tensor<256x64xf32>
    %2973 = stablehlo.add %2971, %2972 : tensor<256x64xf32>
    %2974 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2975 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2976 = stablehlo.subtract %2975, %2974 : tensor<64xf32>
    %2977 = stablehlo.multiply %2974, %ema.blocks.3.mlp.fc2.b : tensor<64xf32>
    %2978 = stablehlo.multiply %2976, %2655 : tensor<64xf32>
    %2979 = stablehlo.add %2977, %2978 : tensor<64xf32>
    %2980 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2981 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2982 = stablehlo.subtract %2981, %2980 : tensor<64xf32>
    %2983 = stablehlo.multiply %2980, %ema.norm.g : tensor<64xf32>
    %2984 = stablehlo.multiply %2982, %2658 : tensor<64xf32>
    %2985 = stablehlo.add %2983, %2984 : tensor<64xf32>
    %2986 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2987 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2988 = stablehlo.subtract %2987, %2986 : tensor<64xf32>
    %2989 = stablehlo.multiply %2986, %ema.norm.b : tensor<64xf32>
    %2990 = stablehlo.multiply %2988, %2661 : tensor<64xf32>
    %2991 = stablehlo.add %2989, %2990 : tensor<64xf32>
    %2992 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x10xf32>
    %2993 = stablehlo.constant dense<1.0> : tensor<64x10xf32>
    %2994 = stablehlo.subtract %2993, %2992 : tensor<64x10xf32>
    %2995 = stablehlo.multiply %2992, %ema.head.w : tensor<64x10xf32>
    %2996 = stablehlo.multiply %2994, %2664 : tensor<64x10xf32>
    %2997 = stablehlo.add %2995, %2996 : tensor<64x10xf32>
    %2998 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %2999 = stablehlo.constant dense<1.0> : tensor<10xf32>
    %3000 = stablehlo.subtract %2999, %2998 : tensor<10xf32>
    %3001 = stablehlo.multiply %2998, %ema.head.b : tensor<10xf32>
    %3002 = stablehlo.multiply %3000, %2667 : tensor<10xf32>
    %3003 = stablehlo.add %3001, %3002 : tensor<10xf32>
    "func.return"(%2502, %2505, %2508, %2511, %2514, %2517, %2520, %2523, %2526, %2529, %2532, %2535, %2538, %2541, %2544, %2547, %2550, %2553, %2556, %2559, %2562, %2565, %2568, %2571, %2574, %2577, %2580, %2583, %2586, %2589, %2592, %2595, %2598, %2601, %2604, %2607, %2610, %2613, %2616, %2619, %2622, %2625, %2628, %2631, %2634, %2637, %2640, %2643, %2646, %2649, %2652, %2655, %2658, %2661, %2664, %2667, %1386, %1405, %1424, %1443, %1462, %1481, %1500, %1519, %1538, %1557, %1576, %1595, %1614, %1633, %1652, %1671, %1690, %1709, %1728, %1747, %1766, %1785, %1804, %1823, %1842, %1861, %1880, %1899, %1918, %1937, %1956, %1975, %1994, %2013, %2032, %2051, %2070, %2089, %2108, %2127, %2146, %2165, %2184, %2203, %2222, %2241, %2260, %2279, %2298, %2317, %2336, %2355, %2374, %2393, %2412, %2431, %1392, %1411, %1430, %1449, %1468, %1487, %1506, %1525, %1544, %1563, %1582, %1601, %1620, %1639, %1658, %1677, %1696, %1715, %1734, %1753, %1772, %1791, %1810, %1829, %1848, %1867, %1886, %1905, %1924, %1943, %1962, %1981, %2000, %2019, %2038, %2057, %2076, %2095, %2114, %2133, %2152, %2171, %2190, %2209, %2228, %2247, %2266, %2285, %2304, %2323, %2342, %2361, %2380, %2399, %2418, %2437, %2673, %2679, %2685, %2691, %2697, %2703, %2709, %2715, %2721, %2727, %2733, %2739, %2745, %2751, %2757, %2763, %2769, %2775, %2781, %2787, %2793, %2799, %2805, %2811, %2817, %2823, %2829, %2835, %2841, %2847, %2853, %2859, %2865, %2871, %2877, %2883, %2889, %2895, %2901, %2907, %2913, %2919, %2925, %2931, %2937, %2943, %2949, %2955, %2961, %2967, %2973, %2979, %2985, %2991, %2997, %3003, %414, %1099) : (tensor<8x8x3x64xf32>, tensor<64xf32>, tensor<1x1x64xf32>, tensor<1x17x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x10xf32>, tensor<10xf32>, tensor<8x8x3x64xf32>, tensor<64xf32>, tensor<1x1x64xf32>, tensor<1x17x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x10xf32>, tensor<10xf32>, tensor<8x8x3x64xf32>, tensor<64xf32>, tensor<1x1x64xf32>, tensor<1x17x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x10xf32>, tensor<10xf32>, tensor<8x8x3x64xf32>, tensor<64xf32>, tensor<1x1x64xf32>, tensor<1x17x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x10xf32>, tensor<10xf32>, tensor<f32>, tensor<f32>) -> ()
  }
}
