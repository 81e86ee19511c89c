// hlocert 0.1.0 render: vit_S-c1000-i224-b128x1-adamw+wx+clip1.0+drop
// model: ViT-S/16  classes: 1000  image: 224  batch per replica: 128  replicas: 1
// variant: adamw+wx+clip1.0+drop  recipe batch: 128 per replica (DeiT's global 1024 = 8 replicas x 128)
// loss: softmax cross-entropy against soft targets, mean over the batch; label smoothing and mixup, if any, are in the host's targets
// grad_norm: the global L2 norm of the gradients before clipping (optax.tree.norm of the raw, replica-mean gradients)
// clip: optax clip_by_global_norm at 1.0: g·c/‖g‖ when ‖g‖ ≥ c, else g (no epsilon)
// adam: β1 0.9  β2 0.999  eps 1e-08 (outside the sqrt); m' = β1·m + (1−β1)·g, v' = β2·v + (1−β2)·g², u = (m'/bc1) / (sqrt(v'/bc2) + eps); m, v start at 0
// weight decay: 0.05, decoupled (u + wd·θ, scaled by lr with the update) on parameters of rank ≥ 2 only (none on biases, norm scales/shifts, γ)
// update: θ' = θ − lr·u
// host scalar lr: the learning rate of step t (the host's schedule)
// host scalar bc1: 1 − β1^t = 1 − 0.9^t (bias correction of m, t the 1-based step)
// host scalar bc2: 1 − β2^t = 1 − 0.999^t (bias correction of v)
// arguments: x 128x224x224x3; params (152 tensors, 22,050,664 scalars); m (152 tensors, 22,050,664 scalars); v (152 tensors, 22,050,664 scalars); scalars (lr, bc1, bc2); drop_mask 128x24; targets 128x1000
// results: params' (152 tensors, 22,050,664 scalars); m' (152 tensors, 22,050,664 scalars); v' (152 tensors, 22,050,664 scalars); loss scalar; grad_norm scalar
// aliasing: each of params, m, v is updated in place into its primed result
// content sha256: d6ad82f898bbf511ceec0fc57b22be0dcf4a2922ff2e7bf41ffee150037badf0
module @vit_S_c1000_i224_b128x1_adamw_wx_clip1_0_drop {
  func.func public @main(%x: tensor<128x224x224x3xf32>, %patch_embed.proj.w: tensor<16x16x3x384xf32> {tf.aliasing_output = 0 : i32}, %patch_embed.proj.b: tensor<384xf32> {tf.aliasing_output = 1 : i32}, %cls.token: tensor<1x1x384xf32> {tf.aliasing_output = 2 : i32}, %pos.table: tensor<1x197x384xf32> {tf.aliasing_output = 3 : i32}, %blocks.0.norm1.g: tensor<384xf32> {tf.aliasing_output = 4 : i32}, %blocks.0.norm1.b: tensor<384xf32> {tf.aliasing_output = 5 : i32}, %blocks.0.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 6 : i32}, %blocks.0.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 7 : i32}, %blocks.0.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 8 : i32}, %blocks.0.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 9 : i32}, %blocks.0.norm2.g: tensor<384xf32> {tf.aliasing_output = 10 : i32}, %blocks.0.norm2.b: tensor<384xf32> {tf.aliasing_output = 11 : i32}, %blocks.0.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 12 : i32}, %blocks.0.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 13 : i32}, %blocks.0.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 14 : i32}, %blocks.0.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 15 : i32}, %blocks.1.norm1.g: tensor<384xf32> {tf.aliasing_output = 16 : i32}, %blocks.1.norm1.b: tensor<384xf32> {tf.aliasing_output = 17 : i32}, %blocks.1.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 18 : i32}, %blocks.1.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 19 : i32}, %blocks.1.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 20 : i32}, %blocks.1.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 21 : i32}, %blocks.1.norm2.g: tensor<384xf32> {tf.aliasing_output = 22 : i32}, %blocks.1.norm2.b: tensor<384xf32> {tf.aliasing_output = 23 : i32}, %blocks.1.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 24 : i32}, %blocks.1.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 25 : i32}, %blocks.1.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 26 : i32}, %blocks.1.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 27 : i32}, %blocks.2.norm1.g: tensor<384xf32> {tf.aliasing_output = 28 : i32}, %blocks.2.norm1.b: tensor<384xf32> {tf.aliasing_output = 29 : i32}, %blocks.2.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 30 : i32}, %blocks.2.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 31 : i32}, %blocks.2.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 32 : i32}, %blocks.2.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 33 : i32}, %blocks.2.norm2.g: tensor<384xf32> {tf.aliasing_output = 34 : i32}, %blocks.2.norm2.b: tensor<384xf32> {tf.aliasing_output = 35 : i32}, %blocks.2.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 36 : i32}, %blocks.2.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 37 : i32}, %blocks.2.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 38 : i32}, %blocks.2.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 39 : i32}, %blocks.3.norm1.g: tensor<384xf32> {tf.aliasing_output = 40 : i32}, %blocks.3.norm1.b: tensor<384xf32> {tf.aliasing_output = 41 : i32}, %blocks.3.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 42 : i32}, %blocks.3.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 43 : i32}, %blocks.3.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 44 : i32}, %blocks.3.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 45 : i32}, %blocks.3.norm2.g: tensor<384xf32> {tf.aliasing_output = 46 : i32}, %blocks.3.norm2.b: tensor<384xf32> {tf.aliasing_output = 47 : i32}, %blocks.3.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 48 : i32}, %blocks.3.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 49 : i32}, %blocks.3.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 50 : i32}, %blocks.3.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 51 : i32}, %blocks.4.norm1.g: tensor<384xf32> {tf.aliasing_output = 52 : i32}, %blocks.4.norm1.b: tensor<384xf32> {tf.aliasing_output = 53 : i32}, %blocks.4.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 54 : i32}, %blocks.4.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 55 : i32}, %blocks.4.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 56 : i32}, %blocks.4.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 57 : i32}, %blocks.4.norm2.g: tensor<384xf32> {tf.aliasing_output = 58 : i32}, %blocks.4.norm2.b: tensor<384xf32> {tf.aliasing_output = 59 : i32}, %blocks.4.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 60 : i32}, %blocks.4.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 61 : i32}, %blocks.4.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 62 : i32}, %blocks.4.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 63 : i32}, %blocks.5.norm1.g: tensor<384xf32> {tf.aliasing_output = 64 : i32}, %blocks.5.norm1.b: tensor<384xf32> {tf.aliasing_output = 65 : i32}, %blocks.5.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 66 : i32}, %blocks.5.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 67 : i32}, %blocks.5.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 68 : i32}, %blocks.5.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 69 : i32}, %blocks.5.norm2.g: tensor<384xf32> {tf.aliasing_output = 70 : i32}, %blocks.5.norm2.b: tensor<384xf32> {tf.aliasing_output = 71 : i32}, %blocks.5.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 72 : i32}, %blocks.5.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 73 : i32}, %blocks.5.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 74 : i32}, %blocks.5.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 75 : i32}, %blocks.6.norm1.g: tensor<384xf32> {tf.aliasing_output = 76 : i32}, %blocks.6.norm1.b: tensor<384xf32> {tf.aliasing_output = 77 : i32}, %blocks.6.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 78 : i32}, %blocks.6.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 79 : i32}, %blocks.6.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 80 : i32}, %blocks.6.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 81 : i32}, %blocks.6.norm2.g: tensor<384xf32> {tf.aliasing_output = 82 : i32}, %blocks.6.norm2.b: tensor<384xf32> {tf.aliasing_output = 83 : i32}, %blocks.6.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 84 : i32}, %blocks.6.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 85 : i32}, %blocks.6.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 86 : i32}, %blocks.6.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 87 : i32}, %blocks.7.norm1.g: tensor<384xf32> {tf.aliasing_output = 88 : i32}, %blocks.7.norm1.b: tensor<384xf32> {tf.aliasing_output = 89 : i32}, %blocks.7.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 90 : i32}, %blocks.7.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 91 : i32}, %blocks.7.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 92 : i32}, %blocks.7.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 93 : i32}, %blocks.7.norm2.g: tensor<384xf32> {tf.aliasing_output = 94 : i32}, %blocks.7.norm2.b: tensor<384xf32> {tf.aliasing_output = 95 : i32}, %blocks.7.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 96 : i32}, %blocks.7.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 97 : i32}, %blocks.7.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 98 : i32}, %blocks.7.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 99 : i32}, %blocks.8.norm1.g: tensor<384xf32> {tf.aliasing_output = 100 : i32}, %blocks.8.norm1.b: tensor<384xf32> {tf.aliasing_output = 101 : i32}, %blocks.8.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 102 : i32}, %blocks.8.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 103 : i32}, %blocks.8.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 104 : i32}, %blocks.8.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 105 : i32}, %blocks.8.norm2.g: tensor<384xf32> {tf.aliasing_output = 106 : i32}, %blocks.8.norm2.b: tensor<384xf32> {tf.aliasing_output = 107 : i32}, %blocks.8.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 108 : i32}, %blocks.8.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 109 : i32}, %blocks.8.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 110 : i32}, %blocks.8.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 111 : i32}, %blocks.9.norm1.g: tensor<384xf32> {tf.aliasing_output = 112 : i32}, %blocks.9.norm1.b: tensor<384xf32> {tf.aliasing_output = 113 : i32}, %blocks.9.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 114 : i32}, %blocks.9.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 115 : i32}, %blocks.9.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 116 : i32}, %blocks.9.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 117 : i32}, %blocks.9.norm2.g: tensor<384xf32> {tf.aliasing_output = 118 : i32}, %blocks.9.norm2.b: tensor<384xf32> {tf.aliasing_output = 119 : i32}, %blocks.9.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 120 : i32}, %blocks.9.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 121 : i32}, %blocks.9.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 122 : i32}, %blocks.9.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 123 : i32}, %blocks.10.norm1.g: tensor<384xf32> {tf.aliasing_output = 124 : i32}, %blocks.10.norm1.b: tensor<384xf32> {tf.aliasing_output = 125 : i32}, %blocks.10.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 126 : i32}, %blocks.10.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 127 : i32}, %blocks.10.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 128 : i32}, %blocks.10.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 129 : i32}, %blocks.10.norm2.g: tensor<384xf32> {tf.aliasing_output = 130 : i32}, %blocks.10.norm2.b: tensor<384xf32> {tf.aliasing_output = 131 : i32}, %blocks.10.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 132 : i32}, %blocks.10.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 133 : i32}, %blocks.10.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 134 : i32}, %blocks.10.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 135 : i32}, %blocks.11.norm1.g: tensor<384xf32> {tf.aliasing_output = 136 : i32}, %blocks.11.norm1.b: tensor<384xf32> {tf.aliasing_output = 137 : i32}, %blocks.11.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 138 : i32}, %blocks.11.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 139 : i32}, %blocks.11.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 140 : i32}, %blocks.11.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 141 : i32}, %blocks.11.norm2.g: tensor<384xf32> {tf.aliasing_output = 142 : i32}, %blocks.11.norm2.b: tensor<384xf32> {tf.aliasing_output = 143 : i32}, %blocks.11.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 144 : i32}, %blocks.11.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 145 : i32}, %blocks.11.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 146 : i32}, %blocks.11.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 147 : i32}, %norm.g: tensor<384xf32> {tf.aliasing_output = 148 : i32}, %norm.b: tensor<384xf32> {tf.aliasing_output = 149 : i32}, %head.w: tensor<384x1000xf32> {tf.aliasing_output = 150 : i32}, %head.b: tensor<1000xf32> {tf.aliasing_output = 151 : i32}, %m.patch_embed.proj.w: tensor<16x16x3x384xf32> {tf.aliasing_output = 152 : i32}, %m.patch_embed.proj.b: tensor<384xf32> {tf.aliasing_output = 153 : i32}, %m.cls.token: tensor<1x1x384xf32> {tf.aliasing_output = 154 : i32}, %m.pos.table: tensor<1x197x384xf32> {tf.aliasing_output = 155 : i32}, %m.blocks.0.norm1.g: tensor<384xf32> {tf.aliasing_output = 156 : i32}, %m.blocks.0.norm1.b: tensor<384xf32> {tf.aliasing_output = 157 : i32}, %m.blocks.0.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 158 : i32}, %m.blocks.0.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 159 : i32}, %m.blocks.0.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 160 : i32}, %m.blocks.0.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 161 : i32}, %m.blocks.0.norm2.g: tensor<384xf32> {tf.aliasing_output = 162 : i32}, %m.blocks.0.norm2.b: tensor<384xf32> {tf.aliasing_output = 163 : i32}, %m.blocks.0.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 164 : i32}, %m.blocks.0.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 165 : i32}, %m.blocks.0.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 166 : i32}, %m.blocks.0.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 167 : i32}, %m.blocks.1.norm1.g: tensor<384xf32> {tf.aliasing_output = 168 : i32}, %m.blocks.1.norm1.b: tensor<384xf32> {tf.aliasing_output = 169 : i32}, %m.blocks.1.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 170 : i32}, %m.blocks.1.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 171 : i32}, %m.blocks.1.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 172 : i32}, %m.blocks.1.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 173 : i32}, %m.blocks.1.norm2.g: tensor<384xf32> {tf.aliasing_output = 174 : i32}, %m.blocks.1.norm2.b: tensor<384xf32> {tf.aliasing_output = 175 : i32}, %m.blocks.1.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 176 : i32}, %m.blocks.1.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 177 : i32}, %m.blocks.1.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 178 : i32}, %m.blocks.1.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 179 : i32}, %m.blocks.2.norm1.g: tensor<384xf32> {tf.aliasing_output = 180 : i32}, %m.blocks.2.norm1.b: tensor<384xf32> {tf.aliasing_output = 181 : i32}, %m.blocks.2.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 182 : i32}, %m.blocks.2.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 183 : i32}, %m.blocks.2.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 184 : i32}, %m.blocks.2.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 185 : i32}, %m.blocks.2.norm2.g: tensor<384xf32> {tf.aliasing_output = 186 : i32}, %m.blocks.2.norm2.b: tensor<384xf32> {tf.aliasing_output = 187 : i32}, %m.blocks.2.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 188 : i32}, %m.blocks.2.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 189 : i32}, %m.blocks.2.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 190 : i32}, %m.blocks.2.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 191 : i32}, %m.blocks.3.norm1.g: tensor<384xf32> {tf.aliasing_output = 192 : i32}, %m.blocks.3.norm1.b: tensor<384xf32> {tf.aliasing_output = 193 : i32}, %m.blocks.3.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 194 : i32}, %m.blocks.3.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 195 : i32}, %m.blocks.3.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 196 : i32}, %m.blocks.3.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 197 : i32}, %m.blocks.3.norm2.g: tensor<384xf32> {tf.aliasing_output = 198 : i32}, %m.blocks.3.norm2.b: tensor<384xf32> {tf.aliasing_output = 199 : i32}, %m.blocks.3.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 200 : i32}, %m.blocks.3.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 201 : i32}, %m.blocks.3.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 202 : i32}, %m.blocks.3.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 203 : i32}, %m.blocks.4.norm1.g: tensor<384xf32> {tf.aliasing_output = 204 : i32}, %m.blocks.4.norm1.b: tensor<384xf32> {tf.aliasing_output = 205 : i32}, %m.blocks.4.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 206 : i32}, %m.blocks.4.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 207 : i32}, %m.blocks.4.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 208 : i32}, %m.blocks.4.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 209 : i32}, %m.blocks.4.norm2.g: tensor<384xf32> {tf.aliasing_output = 210 : i32}, %m.blocks.4.norm2.b: tensor<384xf32> {tf.aliasing_output = 211 : i32}, %m.blocks.4.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 212 : i32}, %m.blocks.4.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 213 : i32}, %m.blocks.4.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 214 : i32}, %m.blocks.4.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 215 : i32}, %m.blocks.5.norm1.g: tensor<384xf32> {tf.aliasing_output = 216 : i32}, %m.blocks.5.norm1.b: tensor<384xf32> {tf.aliasing_output = 217 : i32}, %m.blocks.5.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 218 : i32}, %m.blocks.5.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 219 : i32}, %m.blocks.5.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 220 : i32}, %m.blocks.5.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 221 : i32}, %m.blocks.5.norm2.g: tensor<384xf32> {tf.aliasing_output = 222 : i32}, %m.blocks.5.norm2.b: tensor<384xf32> {tf.aliasing_output = 223 : i32}, %m.blocks.5.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 224 : i32}, %m.blocks.5.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 225 : i32}, %m.blocks.5.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 226 : i32}, %m.blocks.5.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 227 : i32}, %m.blocks.6.norm1.g: tensor<384xf32> {tf.aliasing_output = 228 : i32}, %m.blocks.6.norm1.b: tensor<384xf32> {tf.aliasing_output = 229 : i32}, %m.blocks.6.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 230 : i32}, %m.blocks.6.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 231 : i32}, %m.blocks.6.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 232 : i32}, %m.blocks.6.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 233 : i32}, %m.blocks.6.norm2.g: tensor<384xf32> {tf.aliasing_output = 234 : i32}, %m.blocks.6.norm2.b: tensor<384xf32> {tf.aliasing_output = 235 : i32}, %m.blocks.6.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 236 : i32}, %m.blocks.6.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 237 : i32}, %m.blocks.6.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 238 : i32}, %m.blocks.6.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 239 : i32}, %m.blocks.7.norm1.g: tensor<384xf32> {tf.aliasing_output = 240 : i32}, %m.blocks.7.norm1.b: tensor<384xf32> {tf.aliasing_output = 241 : i32}, %m.blocks.7.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 242 : i32}, %m.blocks.7.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 243 : i32}, %m.blocks.7.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 244 : i32}, %m.blocks.7.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 245 : i32}, %m.blocks.7.norm2.g: tensor<384xf32> {tf.aliasing_output = 246 : i32}, %m.blocks.7.norm2.b: tensor<384xf32> {tf.aliasing_output = 247 : i32}, %m.blocks.7.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 248 : i32}, %m.blocks.7.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 249 : i32}, %m.blocks.7.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 250 : i32}, %m.blocks.7.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 251 : i32}, %m.blocks.8.norm1.g: tensor<384xf32> {tf.aliasing_output = 252 : i32}, %m.blocks.8.norm1.b: tensor<384xf32> {tf.aliasing_output = 253 : i32}, %m.blocks.8.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 254 : i32}, %m.blocks.8.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 255 : i32}, %m.blocks.8.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 256 : i32}, %m.blocks.8.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 257 : i32}, %m.blocks.8.norm2.g: tensor<384xf32> {tf.aliasing_output = 258 : i32}, %m.blocks.8.norm2.b: tensor<384xf32> {tf.aliasing_output = 259 : i32}, %m.blocks.8.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 260 : i32}, %m.blocks.8.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 261 : i32}, %m.blocks.8.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 262 : i32}, %m.blocks.8.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 263 : i32}, %m.blocks.9.norm1.g: tensor<384xf32> {tf.aliasing_output = 264 : i32}, %m.blocks.9.norm1.b: tensor<384xf32> {tf.aliasing_output = 265 : i32}, %m.blocks.9.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 266 : i32}, %m.blocks.9.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 267 : i32}, %m.blocks.9.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 268 : i32}, %m.blocks.9.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 269 : i32}, %m.blocks.9.norm2.g: tensor<384xf32> {tf.aliasing_output = 270 : i32}, %m.blocks.9.norm2.b: tensor<384xf32> {tf.aliasing_output = 271 : i32}, %m.blocks.9.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 272 : i32}, %m.blocks.9.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 273 : i32}, %m.blocks.9.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 274 : i32}, %m.blocks.9.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 275 : i32}, %m.blocks.10.norm1.g: tensor<384xf32> {tf.aliasing_output = 276 : i32}, %m.blocks.10.norm1.b: tensor<384xf32> {tf.aliasing_output = 277 : i32}, %m.blocks.10.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 278 : i32}, %m.blocks.10.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 279 : i32}, %m.blocks.10.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 280 : i32}, %m.blocks.10.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 281 : i32}, %m.blocks.10.norm2.g: tensor<384xf32> {tf.aliasing_output = 282 : i32}, %m.blocks.10.norm2.b: tensor<384xf32> {tf.aliasing_output = 283 : i32}, %m.blocks.10.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 284 : i32}, %m.blocks.10.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 285 : i32}, %m.blocks.10.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 286 : i32}, %m.blocks.10.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 287 : i32}, %m.blocks.11.norm1.g: tensor<384xf32> {tf.aliasing_output = 288 : i32}, %m.blocks.11.norm1.b: tensor<384xf32> {tf.aliasing_output = 289 : i32}, %m.blocks.11.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 290 : i32}, %m.blocks.11.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 291 : i32}, %m.blocks.11.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 292 : i32}, %m.blocks.11.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 293 : i32}, %m.blocks.11.norm2.g: tensor<384xf32> {tf.aliasing_output = 294 : i32}, %m.blocks.11.norm2.b: tensor<384xf32> {tf.aliasing_output = 295 : i32}, %m.blocks.11.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 296 : i32}, %m.blocks.11.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 297 : i32}, %m.blocks.11.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 298 : i32}, %m.blocks.11.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 299 : i32}, %m.norm.g: tensor<384xf32> {tf.aliasing_output = 300 : i32}, %m.norm.b: tensor<384xf32> {tf.aliasing_output = 301 : i32}, %m.head.w: tensor<384x1000xf32> {tf.aliasing_output = 302 : i32}, %m.head.b: tensor<1000xf32> {tf.aliasing_output = 303 : i32}, %v.patch_embed.proj.w: tensor<16x16x3x384xf32> {tf.aliasing_output = 304 : i32}, %v.patch_embed.proj.b: tensor<384xf32> {tf.aliasing_output = 305 : i32}, %v.cls.token: tensor<1x1x384xf32> {tf.aliasing_output = 306 : i32}, %v.pos.table: tensor<1x197x384xf32> {tf.aliasing_output = 307 : i32}, %v.blocks.0.norm1.g: tensor<384xf32> {tf.aliasing_output = 308 : i32}, %v.blocks.0.norm1.b: tensor<384xf32> {tf.aliasing_output = 309 : i32}, %v.blocks.0.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 310 : i32}, %v.blocks.0.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 311 : i32}, %v.blocks.0.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 312 : i32}, %v.blocks.0.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 313 : i32}, %v.blocks.0.norm2.g: tensor<384xf32> {tf.aliasing_output = 314 : i32}, %v.blocks.0.norm2.b: tensor<384xf32> {tf.aliasing_output = 315 : i32}, %v.blocks.0.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 316 : i32}, %v.blocks.0.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 317 : i32}, %v.blocks.0.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 318 : i32}, %v.blocks.0.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 319 : i32}, %v.blocks.1.norm1.g: tensor<384xf32> {tf.aliasing_output = 320 : i32}, %v.blocks.1.norm1.b: tensor<384xf32> {tf.aliasing_output = 321 : i32}, %v.blocks.1.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 322 : i32}, %v.blocks.1.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 323 : i32}, %v.blocks.1.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 324 : i32}, %v.blocks.1.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 325 : i32}, %v.blocks.1.norm2.g: tensor<384xf32> {tf.aliasing_output = 326 : i32}, %v.blocks.1.norm2.b: tensor<384xf32> {tf.aliasing_output = 327 : i32}, %v.blocks.1.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 328 : i32}, %v.blocks.1.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 329 : i32}, %v.blocks.1.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 330 : i32}, %v.blocks.1.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 331 : i32}, %v.blocks.2.norm1.g: tensor<384xf32> {tf.aliasing_output = 332 : i32}, %v.blocks.2.norm1.b: tensor<384xf32> {tf.aliasing_output = 333 : i32}, %v.blocks.2.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 334 : i32}, %v.blocks.2.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 335 : i32}, %v.blocks.2.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 336 : i32}, %v.blocks.2.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 337 : i32}, %v.blocks.2.norm2.g: tensor<384xf32> {tf.aliasing_output = 338 : i32}, %v.blocks.2.norm2.b: tensor<384xf32> {tf.aliasing_output = 339 : i32}, %v.blocks.2.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 340 : i32}, %v.blocks.2.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 341 : i32}, %v.blocks.2.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 342 : i32}, %v.blocks.2.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 343 : i32}, %v.blocks.3.norm1.g: tensor<384xf32> {tf.aliasing_output = 344 : i32}, %v.blocks.3.norm1.b: tensor<384xf32> {tf.aliasing_output = 345 : i32}, %v.blocks.3.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 346 : i32}, %v.blocks.3.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 347 : i32}, %v.blocks.3.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 348 : i32}, %v.blocks.3.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 349 : i32}, %v.blocks.3.norm2.g: tensor<384xf32> {tf.aliasing_output = 350 : i32}, %v.blocks.3.norm2.b: tensor<384xf32> {tf.aliasing_output = 351 : i32}, %v.blocks.3.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 352 : i32}, %v.blocks.3.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 353 : i32}, %v.blocks.3.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 354 : i32}, %v.blocks.3.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 355 : i32}, %v.blocks.4.norm1.g: tensor<384xf32> {tf.aliasing_output = 356 : i32}, %v.blocks.4.norm1.b: tensor<384xf32> {tf.aliasing_output = 357 : i32}, %v.blocks.4.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 358 : i32}, %v.blocks.4.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 359 : i32}, %v.blocks.4.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 360 : i32}, %v.blocks.4.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 361 : i32}, %v.blocks.4.norm2.g: tensor<384xf32> {tf.aliasing_output = 362 : i32}, %v.blocks.4.norm2.b: tensor<384xf32> {tf.aliasing_output = 363 : i32}, %v.blocks.4.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 364 : i32}, %v.blocks.4.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 365 : i32}, %v.blocks.4.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 366 : i32}, %v.blocks.4.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 367 : i32}, %v.blocks.5.norm1.g: tensor<384xf32> {tf.aliasing_output = 368 : i32}, %v.blocks.5.norm1.b: tensor<384xf32> {tf.aliasing_output = 369 : i32}, %v.blocks.5.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 370 : i32}, %v.blocks.5.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 371 : i32}, %v.blocks.5.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 372 : i32}, %v.blocks.5.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 373 : i32}, %v.blocks.5.norm2.g: tensor<384xf32> {tf.aliasing_output = 374 : i32}, %v.blocks.5.norm2.b: tensor<384xf32> {tf.aliasing_output = 375 : i32}, %v.blocks.5.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 376 : i32}, %v.blocks.5.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 377 : i32}, %v.blocks.5.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 378 : i32}, %v.blocks.5.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 379 : i32}, %v.blocks.6.norm1.g: tensor<384xf32> {tf.aliasing_output = 380 : i32}, %v.blocks.6.norm1.b: tensor<384xf32> {tf.aliasing_output = 381 : i32}, %v.blocks.6.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 382 : i32}, %v.blocks.6.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 383 : i32}, %v.blocks.6.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 384 : i32}, %v.blocks.6.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 385 : i32}, %v.blocks.6.norm2.g: tensor<384xf32> {tf.aliasing_output = 386 : i32}, %v.blocks.6.norm2.b: tensor<384xf32> {tf.aliasing_output = 387 : i32}, %v.blocks.6.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 388 : i32}, %v.blocks.6.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 389 : i32}, %v.blocks.6.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 390 : i32}, %v.blocks.6.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 391 : i32}, %v.blocks.7.norm1.g: tensor<384xf32> {tf.aliasing_output = 392 : i32}, %v.blocks.7.norm1.b: tensor<384xf32> {tf.aliasing_output = 393 : i32}, %v.blocks.7.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 394 : i32}, %v.blocks.7.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 395 : i32}, %v.blocks.7.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 396 : i32}, %v.blocks.7.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 397 : i32}, %v.blocks.7.norm2.g: tensor<384xf32> {tf.aliasing_output = 398 : i32}, %v.blocks.7.norm2.b: tensor<384xf32> {tf.aliasing_output = 399 : i32}, %v.blocks.7.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 400 : i32}, %v.blocks.7.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 401 : i32}, %v.blocks.7.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 402 : i32}, %v.blocks.7.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 403 : i32}, %v.blocks.8.norm1.g: tensor<384xf32> {tf.aliasing_output = 404 : i32}, %v.blocks.8.norm1.b: tensor<384xf32> {tf.aliasing_output = 405 : i32}, %v.blocks.8.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 406 : i32}, %v.blocks.8.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 407 : i32}, %v.blocks.8.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 408 : i32}, %v.blocks.8.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 409 : i32}, %v.blocks.8.norm2.g: tensor<384xf32> {tf.aliasing_output = 410 : i32}, %v.blocks.8.norm2.b: tensor<384xf32> {tf.aliasing_output = 411 : i32}, %v.blocks.8.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 412 : i32}, %v.blocks.8.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 413 : i32}, %v.blocks.8.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 414 : i32}, %v.blocks.8.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 415 : i32}, %v.blocks.9.norm1.g: tensor<384xf32> {tf.aliasing_output = 416 : i32}, %v.blocks.9.norm1.b: tensor<384xf32> {tf.aliasing_output = 417 : i32}, %v.blocks.9.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 418 : i32}, %v.blocks.9.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 419 : i32}, %v.blocks.9.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 420 : i32}, %v.blocks.9.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 421 : i32}, %v.blocks.9.norm2.g: tensor<384xf32> {tf.aliasing_output = 422 : i32}, %v.blocks.9.norm2.b: tensor<384xf32> {tf.aliasing_output = 423 : i32}, %v.blocks.9.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 424 : i32}, %v.blocks.9.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 425 : i32}, %v.blocks.9.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 426 : i32}, %v.blocks.9.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 427 : i32}, %v.blocks.10.norm1.g: tensor<384xf32> {tf.aliasing_output = 428 : i32}, %v.blocks.10.norm1.b: tensor<384xf32> {tf.aliasing_output = 429 : i32}, %v.blocks.10.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 430 : i32}, %v.blocks.10.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 431 : i32}, %v.blocks.10.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 432 : i32}, %v.blocks.10.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 433 : i32}, %v.blocks.10.norm2.g: tensor<384xf32> {tf.aliasing_output = 434 : i32}, %v.blocks.10.norm2.b: tensor<384xf32> {tf.aliasing_output = 435 : i32}, %v.blocks.10.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 436 : i32}, %v.blocks.10.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 437 : i32}, %v.blocks.10.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 438 : i32}, %v.blocks.10.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 439 : i32}, %v.blocks.11.norm1.g: tensor<384xf32> {tf.aliasing_output = 440 : i32}, %v.blocks.11.norm1.b: tensor<384xf32> {tf.aliasing_output = 441 : i32}, %v.blocks.11.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 442 : i32}, %v.blocks.11.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 443 : i32}, %v.blocks.11.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 444 : i32}, %v.blocks.11.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 445 : i32}, %v.blocks.11.norm2.g: tensor<384xf32> {tf.aliasing_output = 446 : i32}, %v.blocks.11.norm2.b: tensor<384xf32> {tf.aliasing_output = 447 : i32}, %v.blocks.11.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 448 : i32}, %v.blocks.11.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 449 : i32}, %v.blocks.11.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 450 : i32}, %v.blocks.11.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 451 : i32}, %v.norm.g: tensor<384xf32> {tf.aliasing_output = 452 : i32}, %v.norm.b: tensor<384xf32> {tf.aliasing_output = 453 : i32}, %v.head.w: tensor<384x1000xf32> {tf.aliasing_output = 454 : i32}, %v.head.b: tensor<1000xf32> {tf.aliasing_output = 455 : i32}, %lr: tensor<f32>, %bc1: tensor<f32>, %bc2: tensor<f32>, %drop_mask: tensor<128x24xf32>, %targets: tensor<128x1000xf32>) -> (tensor<16x16x3x384xf32>, tensor<384xf32>, tensor<1x1x384xf32>, tensor<1x197x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1000xf32>, tensor<1000xf32>, tensor<16x16x3x384xf32>, tensor<384xf32>, tensor<1x1x384xf32>, tensor<1x197x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1000xf32>, tensor<1000xf32>, tensor<16x16x3x384xf32>, tensor<384xf32>, tensor<1x1x384xf32>, tensor<1x197x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1000xf32>, tensor<1000xf32>, tensor<f32>, tensor<f32>) {
    // ── forward ──
    %0 = "stablehlo.convolution"(%x, %patch_embed.proj.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 16, 16>} : (tensor<128x224x224x3xf32>, tensor<16x16x3x384xf32>) -> tensor<128x14x14x384xf32>
    %1 = "stablehlo.broadcast_in_dim"(%patch_embed.proj.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<128x14x14x384xf32>
    %2 = stablehlo.add %0, %1 : tensor<128x14x14x384xf32>
    %3 = "stablehlo.reshape"(%2) : (tensor<128x14x14x384xf32>) -> tensor<128x196x384xf32>
    %4 = "stablehlo.reshape"(%cls.token) : (tensor<1x1x384xf32>) -> tensor<384xf32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x1x384xf32>
    %6 = "stablehlo.concatenate"(%5, %3) {dimension = 1 : i64} : (tensor<128x1x384xf32>, tensor<128x196x384xf32>) -> tensor<128x197x384xf32>
    %7 = "stablehlo.reshape"(%pos.table) : (tensor<1x197x384xf32>) -> tensor<197x384xf32>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<197x384xf32>) -> tensor<128x197x384xf32>
    %9 = stablehlo.add %6, %8 : tensor<128x197x384xf32>
    %10 = stablehlo.constant dense<0.0> : tensor<f32>
    %11 = "stablehlo.reduce"(%9, %10) ({
    ^bb0(%_r0a: tensor<f32>, %_r0b: tensor<f32>):
      %_r0c = stablehlo.add %_r0a, %_r0b : tensor<f32>
      "stablehlo.return"(%_r0c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %12 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %13 = stablehlo.divide %11, %12 : tensor<128x197xf32>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %15 = stablehlo.subtract %9, %14 : tensor<128x197x384xf32>
    %16 = stablehlo.multiply %15, %15 : tensor<128x197x384xf32>
    %17 = stablehlo.constant dense<0.0> : tensor<f32>
    %18 = "stablehlo.reduce"(%16, %17) ({
    ^bb0(%_r1a: tensor<f32>, %_r1b: tensor<f32>):
      %_r1c = stablehlo.add %_r1a, %_r1b : tensor<f32>
      "stablehlo.return"(%_r1c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %19 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %20 = stablehlo.divide %18, %19 : tensor<128x197xf32>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %22 = stablehlo.constant dense<1.0e-06> : tensor<128x197x384xf32>
    %23 = stablehlo.add %21, %22 : tensor<128x197x384xf32>
    %24 = stablehlo.rsqrt %23 : tensor<128x197x384xf32>
    %25 = stablehlo.multiply %15, %24 : tensor<128x197x384xf32>
    %26 = "stablehlo.broadcast_in_dim"(%blocks.0.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %27 = stablehlo.multiply %25, %26 : tensor<128x197x384xf32>
    %28 = "stablehlo.broadcast_in_dim"(%blocks.0.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %29 = stablehlo.add %27, %28 : tensor<128x197x384xf32>
    %30 = "stablehlo.dot_general"(%29, %blocks.0.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x1152xf32>) -> tensor<128x197x1152xf32>
    %31 = "stablehlo.broadcast_in_dim"(%blocks.0.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<1152xf32>) -> tensor<128x197x1152xf32>
    %32 = stablehlo.add %30, %31 : tensor<128x197x1152xf32>
    %33 = "stablehlo.reshape"(%32) : (tensor<128x197x1152xf32>) -> tensor<128x197x3x6x64xf32>
    %34 = "stablehlo.transpose"(%33) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<128x197x3x6x64xf32>) -> tensor<128x3x6x197x64xf32>
    %35 = "stablehlo.slice"(%34) {limit_indices = array<i64: 128, 1, 6, 197, 64>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %36 = "stablehlo.reshape"(%35) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %37 = "stablehlo.slice"(%34) {limit_indices = array<i64: 128, 2, 6, 197, 64>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %38 = "stablehlo.reshape"(%37) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %39 = "stablehlo.slice"(%34) {limit_indices = array<i64: 128, 3, 6, 197, 64>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %40 = "stablehlo.reshape"(%39) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %41 = stablehlo.constant dense<0.125> : tensor<128x6x197x64xf32>
    %42 = stablehlo.multiply %36, %41 : tensor<128x6x197x64xf32>
    %43 = "stablehlo.dot_general"(%42, %38) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x6x197x64xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x197xf32>
    %44 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %45 = "stablehlo.reduce"(%43, %44) ({
    ^bb0(%_r2a: tensor<f32>, %_r2b: tensor<f32>):
      %_r2c = stablehlo.maximum %_r2a, %_r2b : tensor<f32>
      "stablehlo.return"(%_r2c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %46 = "stablehlo.broadcast_in_dim"(%45) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %47 = stablehlo.subtract %43, %46 : tensor<128x6x197x197xf32>
    %48 = stablehlo.exponential %47 : tensor<128x6x197x197xf32>
    %49 = stablehlo.constant dense<0.0> : tensor<f32>
    %50 = "stablehlo.reduce"(%48, %49) ({
    ^bb0(%_r3a: tensor<f32>, %_r3b: tensor<f32>):
      %_r3c = stablehlo.add %_r3a, %_r3b : tensor<f32>
      "stablehlo.return"(%_r3c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %51 = "stablehlo.broadcast_in_dim"(%50) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %52 = stablehlo.divide %48, %51 : tensor<128x6x197x197xf32>
    %53 = "stablehlo.dot_general"(%52, %40) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %54 = "stablehlo.transpose"(%53) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x6x197x64xf32>) -> tensor<128x197x6x64xf32>
    %55 = "stablehlo.reshape"(%54) : (tensor<128x197x6x64xf32>) -> tensor<128x197x384xf32>
    %56 = "stablehlo.dot_general"(%55, %blocks.0.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x384xf32>) -> tensor<128x197x384xf32>
    %57 = "stablehlo.broadcast_in_dim"(%blocks.0.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %58 = stablehlo.add %56, %57 : tensor<128x197x384xf32>
    %59 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %60 = "stablehlo.broadcast_in_dim"(%59) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x384xf32>
    %61 = stablehlo.multiply %58, %60 : tensor<128x197x384xf32>
    %62 = stablehlo.add %61, %9 : tensor<128x197x384xf32>
    %63 = stablehlo.constant dense<0.0> : tensor<f32>
    %64 = "stablehlo.reduce"(%62, %63) ({
    ^bb0(%_r4a: tensor<f32>, %_r4b: tensor<f32>):
      %_r4c = stablehlo.add %_r4a, %_r4b : tensor<f32>
      "stablehlo.return"(%_r4c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %65 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %66 = stablehlo.divide %64, %65 : tensor<128x197xf32>
    %67 = "stablehlo.broadcast_in_dim"(%66) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %68 = stablehlo.subtract %62, %67 : tensor<128x197x384xf32>
    %69 = stablehlo.multiply %68, %68 : tensor<128x197x384xf32>
    %70 = stablehlo.constant dense<0.0> : tensor<f32>
    %71 = "stablehlo.reduce"(%69, %70) ({
    ^bb0(%_r5a: tensor<f32>, %_r5b: tensor<f32>):
      %_r5c = stablehlo.add %_r5a, %_r5b : tensor<f32>
      "stablehlo.return"(%_r5c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %72 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %73 = stablehlo.divide %71, %72 : tensor<128x197xf32>
    %74 = "stablehlo.broadcast_in_dim"(%73) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %75 = stablehlo.constant dense<1.0e-06> : tensor<128x197x384xf32>
    %76 = stablehlo.add %74, %75 : tensor<128x197x384xf32>
    %77 = stablehlo.rsqrt %76 : tensor<128x197x384xf32>
    %78 = stablehlo.multiply %68, %77 : tensor<128x197x384xf32>
    %79 = "stablehlo.broadcast_in_dim"(%blocks.0.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %80 = stablehlo.multiply %78, %79 : tensor<128x197x384xf32>
    %81 = "stablehlo.broadcast_in_dim"(%blocks.0.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %82 = stablehlo.add %80, %81 : tensor<128x197x384xf32>
    %83 = "stablehlo.dot_general"(%82, %blocks.0.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x1536xf32>) -> tensor<128x197x1536xf32>
    %84 = "stablehlo.broadcast_in_dim"(%blocks.0.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<1536xf32>) -> tensor<128x197x1536xf32>
    %85 = stablehlo.add %83, %84 : tensor<128x197x1536xf32>
    %86 = stablehlo.constant dense<0.70710677> : tensor<128x197x1536xf32>
    %87 = stablehlo.multiply %85, %86 : tensor<128x197x1536xf32>
    %88 = "chlo.erf"(%87) : (tensor<128x197x1536xf32>) -> tensor<128x197x1536xf32>
    %89 = stablehlo.constant dense<1.0> : tensor<128x197x1536xf32>
    %90 = stablehlo.add %88, %89 : tensor<128x197x1536xf32>
    %91 = stablehlo.constant dense<0.5> : tensor<128x197x1536xf32>
    %92 = stablehlo.multiply %85, %91 : tensor<128x197x1536xf32>
    %93 = stablehlo.multiply %92, %90 : tensor<128x197x1536xf32>
    %94 = "stablehlo.dot_general"(%93, %blocks.0.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x1536xf32>, tensor<1536x384xf32>) -> tensor<128x197x384xf32>
    %95 = "stablehlo.broadcast_in_dim"(%blocks.0.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %96 = stablehlo.add %94, %95 : tensor<128x197x384xf32>
    %97 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %98 = "stablehlo.broadcast_in_dim"(%97) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x384xf32>
    %99 = stablehlo.multiply %96, %98 : tensor<128x197x384xf32>
    %100 = stablehlo.add %99, %62 : tensor<128x197x384xf32>
    %101 = stablehlo.constant dense<0.0> : tensor<f32>
    %102 = "stablehlo.reduce"(%100, %101) ({
    ^bb0(%_r6a: tensor<f32>, %_r6b: tensor<f32>):
      %_r6c = stablehlo.add %_r6a, %_r6b : tensor<f32>
      "stablehlo.return"(%_r6c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %103 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %104 = stablehlo.divide %102, %103 : tensor<128x197xf32>
    %105 = "stablehlo.broadcast_in_dim"(%104) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %106 = stablehlo.subtract %100, %105 : tensor<128x197x384xf32>
    %107 = stablehlo.multiply %106, %106 : tensor<128x197x384xf32>
    %108 = stablehlo.constant dense<0.0> : tensor<f32>
    %109 = "stablehlo.reduce"(%107, %108) ({
    ^bb0(%_r7a: tensor<f32>, %_r7b: tensor<f32>):
      %_r7c = stablehlo.add %_r7a, %_r7b : tensor<f32>
      "stablehlo.return"(%_r7c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %110 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %111 = stablehlo.divide %109, %110 : tensor<128x197xf32>
    %112 = "stablehlo.broadcast_in_dim"(%111) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %113 = stablehlo.constant dense<1.0e-06> : tensor<128x197x384xf32>
    %114 = stablehlo.add %112, %113 : tensor<128x197x384xf32>
    %115 = stablehlo.rsqrt %114 : tensor<128x197x384xf32>
    %116 = stablehlo.multiply %106, %115 : tensor<128x197x384xf32>
    %117 = "stablehlo.broadcast_in_dim"(%blocks.1.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %118 = stablehlo.multiply %116, %117 : tensor<128x197x384xf32>
    %119 = "stablehlo.broadcast_in_dim"(%blocks.1.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %120 = stablehlo.add %118, %119 : tensor<128x197x384xf32>
    %121 = "stablehlo.dot_general"(%120, %blocks.1.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x1152xf32>) -> tensor<128x197x1152xf32>
    %122 = "stablehlo.broadcast_in_dim"(%blocks.1.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<1152xf32>) -> tensor<128x197x1152xf32>
    %123 = stablehlo.add %121, %122 : tensor<128x197x1152xf32>
    %124 = "stablehlo.reshape"(%123) : (tensor<128x197x1152xf32>) -> tensor<128x197x3x6x64xf32>
    %125 = "stablehlo.transpose"(%124) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<128x197x3x6x64xf32>) -> tensor<128x3x6x197x64xf32>
    %126 = "stablehlo.slice"(%125) {limit_indices = array<i64: 128, 1, 6, 197, 64>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %127 = "stablehlo.reshape"(%126) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %128 = "stablehlo.slice"(%125) {limit_indices = array<i64: 128, 2, 6, 197, 64>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %129 = "stablehlo.reshape"(%128) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %130 = "stablehlo.slice"(%125) {limit_indices = array<i64: 128, 3, 6, 197, 64>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %131 = "stablehlo.reshape"(%130) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %132 = stablehlo.constant dense<0.125> : tensor<128x6x197x64xf32>
    %133 = stablehlo.multiply %127, %132 : tensor<128x6x197x64xf32>
    %134 = "stablehlo.dot_general"(%133, %129) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x6x197x64xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x197xf32>
    %135 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %136 = "stablehlo.reduce"(%134, %135) ({
    ^bb0(%_r8a: tensor<f32>, %_r8b: tensor<f32>):
      %_r8c = stablehlo.maximum %_r8a, %_r8b : tensor<f32>
      "stablehlo.return"(%_r8c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %137 = "stablehlo.broadcast_in_dim"(%136) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %138 = stablehlo.subtract %134, %137 : tensor<128x6x197x197xf32>
    %139 = stablehlo.exponential %138 : tensor<128x6x197x197xf32>
    %140 = stablehlo.constant dense<0.0> : tensor<f32>
    %141 = "stablehlo.reduce"(%139, %140) ({
    ^bb0(%_r9a: tensor<f32>, %_r9b: tensor<f32>):
      %_r9c = stablehlo.add %_r9a, %_r9b : tensor<f32>
      "stablehlo.return"(%_r9c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %142 = "stablehlo.broadcast_in_dim"(%141) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %143 = stablehlo.divide %139, %142 : tensor<128x6x197x197xf32>
    %144 = "stablehlo.dot_general"(%143, %131) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %145 = "stablehlo.transpose"(%144) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x6x197x64xf32>) -> tensor<128x197x6x64xf32>
    %146 = "stablehlo.reshape"(%145) : (tensor<128x197x6x64xf32>) -> tensor<128x197x384xf32>
    %147 = "stablehlo.dot_general"(%146, %blocks.1.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x384xf32>) -> tensor<128x197x384xf32>
    %148 = "stablehlo.broadcast_in_dim"(%blocks.1.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %149 = stablehlo.add %147, %148 : tensor<128x197x384xf32>
    %150 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 3>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %151 = "stablehlo.broadcast_in_dim"(%150) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x384xf32>
    %152 = stablehlo.multiply %149, %151 : tensor<128x197x384xf32>
    %153 = stablehlo.add %152, %100 : tensor<128x197x384xf32>
    %154 = stablehlo.constant dense<0.0> : tensor<f32>
    %155 = "stablehlo.reduce"(%153, %154) ({
    ^bb0(%_r10a: tensor<f32>, %_r10b: tensor<f32>):
      %_r10c = stablehlo.add %_r10a, %_r10b : tensor<f32>
      "stablehlo.return"(%_r10c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %156 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %157 = stablehlo.divide %155, %156 : tensor<128x197xf32>
    %158 = "stablehlo.broadcast_in_dim"(%157) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %159 = stablehlo.subtract %153, %158 : tensor<128x197x384xf32>
    %160 = stablehlo.multiply %159, %159 : tensor<128x197x384xf32>
    %161 = stablehlo.constant dense<0.0> : tensor<f32>
    %162 = "stablehlo.reduce"(%160, %161) ({
    ^bb0(%_r11a: tensor<f32>, %_r11b: tensor<f32>):
      %_r11c = stablehlo.add %_r11a, %_r11b : tensor<f32>
      "stablehlo.return"(%_r11c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %163 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %164 = stablehlo.divide %162, %163 : tensor<128x197xf32>
    %165 = "stablehlo.broadcast_in_dim"(%164) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %166 = stablehlo.constant dense<1.0e-06> : tensor<128x197x384xf32>
    %167 = stablehlo.add %165, %166 : tensor<128x197x384xf32>
    %168 = stablehlo.rsqrt %167 : tensor<128x197x384xf32>
    %169 = stablehlo.multiply %159, %168 : tensor<128x197x384xf32>
    %170 = "stablehlo.broadcast_in_dim"(%blocks.1.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %171 = stablehlo.multiply %169, %170 : tensor<128x197x384xf32>
    %172 = "stablehlo.broadcast_in_dim"(%blocks.1.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %173 = stablehlo.add %171, %172 : tensor<128x197x384xf32>
    %174 = "stablehlo.dot_general"(%173, %blocks.1.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x1536xf32>) -> tensor<128x197x1536xf32>
    %175 = "stablehlo.broadcast_in_dim"(%blocks.1.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<1536xf32>) -> tensor<128x197x1536xf32>
    %176 = stablehlo.add %174, %175 : tensor<128x197x1536xf32>
    %177 = stablehlo.constant dense<0.70710677> : tensor<128x197x1536xf32>
    %178 = stablehlo.multiply %176, %177 : tensor<128x197x1536xf32>
    %179 = "chlo.erf"(%178) : (tensor<128x197x1536xf32>) -> tensor<128x197x1536xf32>
    %180 = stablehlo.constant dense<1.0> : tensor<128x197x1536xf32>
    %181 = stablehlo.add %179, %180 : tensor<128x197x1536xf32>
    %182 = stablehlo.constant dense<0.5> : tensor<128x197x1536xf32>
    %183 = stablehlo.multiply %176, %182 : tensor<128x197x1536xf32>
    %184 = stablehlo.multiply %183, %181 : tensor<128x197x1536xf32>
    %185 = "stablehlo.dot_general"(%184, %blocks.1.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x1536xf32>, tensor<1536x384xf32>) -> tensor<128x197x384xf32>
    %186 = "stablehlo.broadcast_in_dim"(%blocks.1.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %187 = stablehlo.add %185, %186 : tensor<128x197x384xf32>
    %188 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 4>, start_indices = array<i64: 0, 3>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %189 = "stablehlo.broadcast_in_dim"(%188) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x384xf32>
    %190 = stablehlo.multiply %187, %189 : tensor<128x197x384xf32>
    %191 = stablehlo.add %190, %153 : tensor<128x197x384xf32>
    %192 = stablehlo.constant dense<0.0> : tensor<f32>
    %193 = "stablehlo.reduce"(%191, %192) ({
    ^bb0(%_r12a: tensor<f32>, %_r12b: tensor<f32>):
      %_r12c = stablehlo.add %_r12a, %_r12b : tensor<f32>
      "stablehlo.return"(%_r12c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %194 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %195 = stablehlo.divide %193, %194 : tensor<128x197xf32>
    %196 = "stablehlo.broadcast_in_dim"(%195) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %197 = stablehlo.subtract %191, %196 : tensor<128x197x384xf32>
    %198 = stablehlo.multiply %197, %197 : tensor<128x197x384xf32>
    %199 = stablehlo.constant dense<0.0> : tensor<f32>
    %200 = "stablehlo.reduce"(%198, %199) ({
    ^bb0(%_r13a: tensor<f32>, %_r13b: tensor<f32>):
      %_r13c = stablehlo.add %_r13a, %_r13b : tensor<f32>
      "stablehlo.return"(%_r13c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %201 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %202 = stablehlo.divide %200, %201 : tensor<128x197xf32>
    %203 = "stablehlo.broadcast_in_dim"(%202) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %204 = stablehlo.constant dense<1.0e-06> : tensor<128x197x384xf32>
    %205 = stablehlo.add %203, %204 : tensor<128x197x384xf32>
    %206 = stablehlo.rsqrt %205 : tensor<128x197x384xf32>
    %207 = stablehlo.multiply %197, %206 : tensor<128x197x384xf32>
    %208 = "stablehlo.broadcast_in_dim"(%blocks.2.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %209 = stablehlo.multiply %207, %208 : tensor<128x197x384xf32>
    %210 = "stablehlo.broadcast_in_dim"(%blocks.2.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %211 = stablehlo.add %209, %210 : tensor<128x197x384xf32>
    %212 = "stablehlo.dot_general"(%211, %blocks.2.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x1152xf32>) -> tensor<128x197x1152xf32>
    %213 = "stablehlo.broadcast_in_dim"(%blocks.2.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<1152xf32>) -> tensor<128x197x1152xf32>
    %214 = stablehlo.add %212, %213 : tensor<128x197x1152xf32>
    %215 = "stablehlo.reshape"(%214) : (tensor<128x197x1152xf32>) -> tensor<128x197x3x6x64xf32>
    %216 = "stablehlo.transpose"(%215) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<128x197x3x6x64xf32>) -> tensor<128x3x6x197x64xf32>
    %217 = "stablehlo.slice"(%216) {limit_indices = array<i64: 128, 1, 6, 197, 64>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %218 = "stablehlo.reshape"(%217) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %219 = "stablehlo.slice"(%216) {limit_indices = array<i64: 128, 2, 6, 197, 64>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %220 = "stablehlo.reshape"(%219) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %221 = "stablehlo.slice"(%216) {limit_indices = array<i64: 128, 3, 6, 197, 64>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %222 = "stablehlo.reshape"(%221) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %223 = stablehlo.constant dense<0.125> : tensor<128x6x197x64xf32>
    %224 = stablehlo.multiply %218, %223 : tensor<128x6x197x64xf32>
    %225 = "stablehlo.dot_general"(%224, %220) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x6x197x64xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x197xf32>
    %226 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %227 = "stablehlo.reduce"(%225, %226) ({
    ^bb0(%_r14a: tensor<f32>, %_r14b: tensor<f32>):
      %_r14c = stablehlo.maximum %_r14a, %_r14b : tensor<f32>
      "stablehlo.return"(%_r14c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %228 = "stablehlo.broadcast_in_dim"(%227) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %229 = stablehlo.subtract %225, %228 : tensor<128x6x197x197xf32>
    %230 = stablehlo.exponential %229 : tensor<128x6x197x197xf32>
    %231 = stablehlo.constant dense<0.0> : tensor<f32>
    %232 = "stablehlo.reduce"(%230, %231) ({
    ^bb0(%_r15a: tensor<f32>, %_r15b: tensor<f32>):
      %_r15c = stablehlo.add %_r15a, %_r15b : tensor<f32>
      "stablehlo.return"(%_r15c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %233 = "stablehlo.broadcast_in_dim"(%232) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %234 = stablehlo.divide %230, %233 : tensor<128x6x197x197xf32>
    %235 = "stablehlo.dot_general"(%234, %222) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %236 = "stablehlo.transpose"(%235) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x6x197x64xf32>) -> tensor<128x197x6x64xf32>
    %237 = "stablehlo.reshape"(%236) : (tensor<128x197x6x64xf32>) -> tensor<128x197x384xf32>
    %238 = "stablehlo.dot_general"(%237, %blocks.2.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x384xf32>) -> tensor<128x197x384xf32>
    %239 = "stablehlo.broadcast_in_dim"(%blocks.2.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %240 = stablehlo.add %238, %239 : tensor<128x197x384xf32>
    %241 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 5>, start_indices = array<i64: 0, 4>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %242 = "stablehlo.broadcast_in_dim"(%241) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x384xf32>
    %243 = stablehlo.multiply %240, %242 : tensor<128x197x384xf32>
    %244 = stablehlo.add %243, %191 : tensor<128x197x384xf32>
    %245 = stablehlo.constant dense<0.0> : tensor<f32>
    %246 = "stablehlo.reduce"(%244, %245) ({
    ^bb0(%_r16a: tensor<f32>, %_r16b: tensor<f32>):
      %_r16c = stablehlo.add %_r16a, %_r16b : tensor<f32>
      "stablehlo.return"(%_r16c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %247 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %248 = stablehlo.divide %246, %247 : tensor<128x197xf32>
    %249 = "stablehlo.broadcast_in_dim"(%248) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %250 = stablehlo.subtract %244, %249 : tensor<128x197x384xf32>
    %251 = stablehlo.multiply %250, %250 : tensor<128x197x384xf32>
    %252 = stablehlo.constant dense<0.0> : tensor<f32>
    %253 = "stablehlo.reduce"(%251, %252) ({
    ^bb0(%_r17a: tensor<f32>, %_r17b: tensor<f32>):
      %_r17c = stablehlo.add %_r17a, %_r17b : tensor<f32>
      "stablehlo.return"(%_r17c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %254 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %255 = stablehlo.divide %253, %254 : tensor<128x197xf32>
    %256 = "stablehlo.broadcast_in_dim"(%255) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %257 = stablehlo.constant dense<1.0e-06> : tensor<128x197x384xf32>
    %258 = stablehlo.add %256, %257 : tensor<128x197x384xf32>
    %259 = stablehlo.rsqrt %258 : tensor<128x197x384xf32>
    %260 = stablehlo.multiply %250, %259 : tensor<128x197x384xf32>
    %261 = "stablehlo.broadcast_in_dim"(%blocks.2.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %262 = stablehlo.multiply %260, %261 : tensor<128x197x384xf32>
    %263 = "stablehlo.broadcast_in_dim"(%blocks.2.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %264 = stablehlo.add %262, %263 : tensor<128x197x384xf32>
    %265 = "stablehlo.dot_general"(%264, %blocks.2.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x1536xf32>) -> tensor<128x197x1536xf32>
    %266 = "stablehlo.broadcast_in_dim"(%blocks.2.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<1536xf32>) -> tensor<128x197x1536xf32>
    %267 = stablehlo.add %265, %266 : tensor<128x197x1536xf32>
    %268 = stablehlo.constant dense<0.70710677> : tensor<128x197x1536xf32>
    %269 = stablehlo.multiply %267, %268 : tensor<128x197x1536xf32>
    %270 = "chlo.erf"(%269) : (tensor<128x197x1536xf32>) -> tensor<128x197x1536xf32>
    %271 = stablehlo.constant dense<1.0> : tensor<128x197x1536xf32>
    %272 = stablehlo.add %270, %271 : tensor<128x197x1536xf32>
    %273 = stablehlo.constant dense<0.5> : tensor<128x197x1536xf32>
    %274 = stablehlo.multiply %267, %273 : tensor<128x197x1536xf32>
    %275 = stablehlo.multiply %274, %272 : tensor<128x197x1536xf32>
    %276 = "stablehlo.dot_general"(%275, %blocks.2.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x1536xf32>, tensor<1536x384xf32>) -> tensor<128x197x384xf32>
    %277 = "stablehlo.broadcast_in_dim"(%blocks.2.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %278 = stablehlo.add %276, %277 : tensor<128x197x384xf32>
    %279 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 6>, start_indices = array<i64: 0, 5>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %280 = "stablehlo.broadcast_in_dim"(%279) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x384xf32>
    %281 = stablehlo.multiply %278, %280 : tensor<128x197x384xf32>
    %282 = stablehlo.add %281, %244 : tensor<128x197x384xf32>
    %283 = stablehlo.constant dense<0.0> : tensor<f32>
    %284 = "stablehlo.reduce"(%282, %283) ({
    ^bb0(%_r18a: tensor<f32>, %_r18b: tensor<f32>):
      %_r18c = stablehlo.add %_r18a, %_r18b : tensor<f32>
      "stablehlo.return"(%_r18c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %285 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %286 = stablehlo.divide %284, %285 : tensor<128x197xf32>
    %287 = "stablehlo.broadcast_in_dim"(%286) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %288 = stablehlo.subtract %282, %287 : tensor<128x197x384xf32>
    %289 = stablehlo.multiply %288, %288 : tensor<128x197x384xf32>
    %290 = stablehlo.constant dense<0.0> : tensor<f32>
    %291 = "stablehlo.reduce"(%289, %290) ({
    ^bb0(%_r19a: tensor<f32>, %_r19b: tensor<f32>):
      %_r19c = stablehlo.add %_r19a, %_r19b : tensor<f32>
      "stablehlo.return"(%_r19c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %292 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %293 = stablehlo.divide %291, %292 : tensor<128x197xf32>
    %294 = "stablehlo.broadcast_in_dim"(%293) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %295 = stablehlo.constant dense<1.0e-06> : tensor<128x197x384xf32>
    %296 = stablehlo.add %294, %295 : tensor<128x197x384xf32>
    %297 = stablehlo.rsqrt %296 : tensor<128x197x384xf32>
    %298 = stablehlo.multiply %288, %297 : tensor<128x197x384xf32>
    %299 = "stablehlo.broadcast_in_dim"(%blocks.3.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %300 = stablehlo.multiply %298, %299 : tensor<128x197x384xf32>
    %301 = "stablehlo.broadcast_in_dim"(%blocks.3.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %302 = stablehlo.add %300, %301 : tensor<128x197x384xf32>
    %303 = "stablehlo.dot_general"(%302, %blocks.3.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x1152xf32>) -> tensor<128x197x1152xf32>
    %304 = "stablehlo.broadcast_in_dim"(%blocks.3.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<1152xf32>) -> tensor<128x197x1152xf32>
    %305 = stablehlo.add %303, %304 : tensor<128x197x1152xf32>
    %306 = "stablehlo.reshape"(%305) : (tensor<128x197x1152xf32>) -> tensor<128x197x3x6x64xf32>
    %307 = "stablehlo.transpose"(%306) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<128x197x3x6x64xf32>) -> tensor<128x3x6x197x64xf32>
    %308 = "stablehlo.slice"(%307) {limit_indices = array<i64: 128, 1, 6, 197, 64>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %309 = "stablehlo.reshape"(%308) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %310 = "stablehlo.slice"(%307) {limit_indices = array<i64: 128, 2, 6, 197, 64>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %311 = "stablehlo.reshape"(%310) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %312 = "stablehlo.slice"(%307) {limit_indices = array<i64: 128, 3, 6, 197, 64>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %313 = "stablehlo.reshape"(%312) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %314 = stablehlo.constant dense<0.125> : tensor<128x6x197x64xf32>
    %315 = stablehlo.multiply %309, %314 : tensor<128x6x197x64xf32>
    %316 = "stablehlo.dot_general"(%315, %311) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x6x197x64xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x197xf32>
    %317 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %318 = "stablehlo.reduce"(%316, %317) ({
    ^bb0(%_r20a: tensor<f32>, %_r20b: tensor<f32>):
      %_r20c = stablehlo.maximum %_r20a, %_r20b : tensor<f32>
      "stablehlo.return"(%_r20c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %319 = "stablehlo.broadcast_in_dim"(%318) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %320 = stablehlo.subtract %316, %319 : tensor<128x6x197x197xf32>
    %321 = stablehlo.exponential %320 : tensor<128x6x197x197xf32>
    %322 = stablehlo.constant dense<0.0> : tensor<f32>
    %323 = "stablehlo.reduce"(%321, %322) ({
    ^bb0(%_r21a: tensor<f32>, %_r21b: tensor<f32>):
      %_r21c = stablehlo.add %_r21a, %_r21b : tensor<f32>
      "stablehlo.return"(%_r21c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %324 = "stablehlo.broadcast_in_dim"(%323) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %325 = stablehlo.divide %321, %324 : tensor<128x6x197x197xf32>
    %326 = "stablehlo.dot_general"(%325, %313) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %327 = "stablehlo.transpose"(%326) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x6x197x64xf32>) -> tensor<128x197x6x64xf32>
    %328 = "stablehlo.reshape"(%327) : (tensor<128x197x6x64xf32>) -> tensor<128x197x384xf32>
    %329 = "stablehlo.dot_general"(%328, %blocks.3.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x384xf32>) -> tensor<128x197x384xf32>
    %330 = "stablehlo.broadcast_in_dim"(%blocks.3.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %331 = stablehlo.add %329, %330 : tensor<128x197x384xf32>
    %332 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 7>, start_indices = array<i64: 0, 6>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %333 = "stablehlo.broadcast_in_dim"(%332) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x384xf32>
    %334 = stablehlo.multiply %331, %333 : tensor<128x197x384xf32>
    %335 = stablehlo.add %334, %282 : tensor<128x197x384xf32>
    %336 = stablehlo.constant dense<0.0> : tensor<f32>
    %337 = "stablehlo.reduce"(%335, %336) ({
    ^bb0(%_r22a: tensor<f32>, %_r22b: tensor<f32>):
      %_r22c = stablehlo.add %_r22a, %_r22b : tensor<f32>
      "stablehlo.return"(%_r22c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %338 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %339 = stablehlo.divide %337, %338 : tensor<128x197xf32>
    %340 = "stablehlo.broadcast_in_dim"(%339) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %341 = stablehlo.subtract %335, %340 : tensor<128x197x384xf32>
    %342 = stablehlo.multiply %341, %341 : tensor<128x197x384xf32>
    %343 = stablehlo.constant dense<0.0> : tensor<f32>
    %344 = "stablehlo.reduce"(%342, %343) ({
    ^bb0(%_r23a: tensor<f32>, %_r23b: tensor<f32>):
      %_r23c = stablehlo.add %_r23a, %_r23b : tensor<f32>
      "stablehlo.return"(%_r23c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %345 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %346 = stablehlo.divide %344, %345 : tensor<128x197xf32>
    %347 = "stablehlo.broadcast_in_dim"(%346) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %348 = stablehlo.constant dense<1.0e-06> : tensor<128x197x384xf32>
    %349 = stablehlo.add %347, %348 : tensor<128x197x384xf32>
    %350 = stablehlo.rsqrt %349 : tensor<128x197x384xf32>
    %351 = stablehlo.multiply %341, %350 : tensor<128x197x384xf32>
    %352 = "stablehlo.broadcast_in_dim"(%blocks.3.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %353 = stablehlo.multiply %351, %352 : tensor<128x197x384xf32>
    %354 = "stablehlo.broadcast_in_dim"(%blocks.3.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %355 = stablehlo.add %353, %354 : tensor<128x197x384xf32>
    %356 = "stablehlo.dot_general"(%355, %blocks.3.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x1536xf32>) -> tensor<128x197x1536xf32>
    %357 = "stablehlo.broadcast_in_dim"(%blocks.3.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<1536xf32>) -> tensor<128x197x1536xf32>
    %358 = stablehlo.add %356, %357 : tensor<128x197x1536xf32>
    %359 = stablehlo.constant dense<0.70710677> : tensor<128x197x1536xf32>
    %360 = stablehlo.multiply %358, %359 : tensor<128x197x1536xf32>
    %361 = "chlo.erf"(%360) : (tensor<128x197x1536xf32>) -> tensor<128x197x1536xf32>
    %362 = stablehlo.constant dense<1.0> : tensor<128x197x1536xf32>
    %363 = stablehlo.add %361, %362 : tensor<128x197x1536xf32>
    %364 = stablehlo.constant dense<0.5> : tensor<128x197x1536xf32>
    %365 = stablehlo.multiply %358, %364 : tensor<128x197x1536xf32>
    %366 = stablehlo.multiply %365, %363 : tensor<128x197x1536xf32>
    %367 = "stablehlo.dot_general"(%366, %blocks.3.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x1536xf32>, tensor<1536x384xf32>) -> tensor<128x197x384xf32>
    %368 = "stablehlo.broadcast_in_dim"(%blocks.3.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %369 = stablehlo.add %367, %368 : tensor<128x197x384xf32>
    %370 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 8>, start_indices = array<i64: 0, 7>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %371 = "stablehlo.broadcast_in_dim"(%370) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x384xf32>
    %372 = stablehlo.multiply %369, %371 : tensor<128x197x384xf32>
    %373 = stablehlo.add %372, %335 : tensor<128x197x384xf32>
    %374 = stablehlo.constant dense<0.0> : tensor<f32>
    %375 = "stablehlo.reduce"(%373, %374) ({
    ^bb0(%_r24a: tensor<f32>, %_r24b: tensor<f32>):
      %_r24c = stablehlo.add %_r24a, %_r24b : tensor<f32>
      "stablehlo.return"(%_r24c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %376 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %377 = stablehlo.divide %375, %376 : tensor<128x197xf32>
    %378 = "stablehlo.broadcast_in_dim"(%377) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %379 = stablehlo.subtract %373, %378 : tensor<128x197x384xf32>
    %380 = stablehlo.multiply %379, %379 : tensor<128x197x384xf32>
    %381 = stablehlo.constant dense<0.0> : tensor<f32>
    %382 = "stablehlo.reduce"(%380, %381) ({
    ^bb0(%_r25a: tensor<f32>, %_r25b: tensor<f32>):
      %_r25c = stablehlo.add %_r25a, %_r25b : tensor<f32>
      "stablehlo.return"(%_r25c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %383 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %384 = stablehlo.divide %382, %383 : tensor<128x197xf32>
    %385 = "stablehlo.broadcast_in_dim"(%384) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %386 = stablehlo.constant dense<1.0e-06> : tensor<128x197x384xf32>
    %387 = stablehlo.add %385, %386 : tensor<128x197x384xf32>
    %388 = stablehlo.rsqrt %387 : tensor<128x197x384xf32>
    %389 = stablehlo.multiply %379, %388 : tensor<128x197x384xf32>
    %390 = "stablehlo.broadcast_in_dim"(%blocks.4.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %391 = stablehlo.multiply %389, %390 : tensor<128x197x384xf32>
    %392 = "stablehlo.broadcast_in_dim"(%blocks.4.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %393 = stablehlo.add %391, %392 : tensor<128x197x384xf32>
    %394 = "stablehlo.dot_general"(%393, %blocks.4.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x1152xf32>) -> tensor<128x197x1152xf32>
    %395 = "stablehlo.broadcast_in_dim"(%blocks.4.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<1152xf32>) -> tensor<128x197x1152xf32>
    %396 = stablehlo.add %394, %395 : tensor<128x197x1152xf32>
    %397 = "stablehlo.reshape"(%396) : (tensor<128x197x1152xf32>) -> tensor<128x197x3x6x64xf32>
    %398 = "stablehlo.transpose"(%397) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<128x197x3x6x64xf32>) -> tensor<128x3x6x197x64xf32>
    %399 = "stablehlo.slice"(%398) {limit_indices = array<i64: 128, 1, 6, 197, 64>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %400 = "stablehlo.reshape"(%399) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %401 = "stablehlo.slice"(%398) {limit_indices = array<i64: 128, 2, 6, 197, 64>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %402 = "stablehlo.reshape"(%401) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %403 = "stablehlo.slice"(%398) {limit_indices = array<i64: 128, 3, 6, 197, 64>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %404 = "stablehlo.reshape"(%403) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %405 = stablehlo.constant dense<0.125> : tensor<128x6x197x64xf32>
    %406 = stablehlo.multiply %400, %405 : tensor<128x6x197x64xf32>
    %407 = "stablehlo.dot_general"(%406, %402) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x6x197x64xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x197xf32>
    %408 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %409 = "stablehlo.reduce"(%407, %408) ({
    ^bb0(%_r26a: tensor<f32>, %_r26b: tensor<f32>):
      %_r26c = stablehlo.maximum %_r26a, %_r26b : tensor<f32>
      "stablehlo.return"(%_r26c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %410 = "stablehlo.broadcast_in_dim"(%409) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %411 = stablehlo.subtract %407, %410 : tensor<128x6x197x197xf32>
    %412 = stablehlo.exponential %411 : tensor<128x6x197x197xf32>
    %413 = stablehlo.constant dense<0.0> : tensor<f32>
    %414 = "stablehlo.reduce"(%412, %413) ({
    ^bb0(%_r27a: tensor<f32>, %_r27b: tensor<f32>):
      %_r27c = stablehlo.add %_r27a, %_r27b : tensor<f32>
      "stablehlo.return"(%_r27c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %415 = "stablehlo.broadcast_in_dim"(%414) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %416 = stablehlo.divide %412, %415 : tensor<128x6x197x197xf32>
    %417 = "stablehlo.dot_general"(%416, %404) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %418 = "stablehlo.transpose"(%417) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x6x197x64xf32>) -> tensor<128x197x6x64xf32>
    %419 = "stablehlo.reshape"(%418) : (tensor<128x197x6x64xf32>) -> tensor<128x197x384xf32>
    %420 = "stablehlo.dot_general"(%419, %blocks.4.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x384xf32>) -> tensor<128x197x384xf32>
    %421 = "stablehlo.broadcast_in_dim"(%blocks.4.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %422 = stablehlo.add %420, %421 : tensor<128x197x384xf32>
    %423 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 9>, start_indices = array<i64: 0, 8>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %424 = "stablehlo.broadcast_in_dim"(%423) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x384xf32>
    %425 = stablehlo.multiply %422, %424 : tensor<128x197x384xf32>
    %426 = stablehlo.add %425, %373 : tensor<128x197x384xf32>
    %427 = stablehlo.constant dense<0.0> : tensor<f32>
    %428 = "stablehlo.reduce"(%426, %427) ({
    ^bb0(%_r28a: tensor<f32>, %_r28b: tensor<f32>):
      %_r28c = stablehlo.add %_r28a, %_r28b : tensor<f32>
      "stablehlo.return"(%_r28c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %429 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %430 = stablehlo.divide %428, %429 : tensor<128x197xf32>
    %431 = "stablehlo.broadcast_in_dim"(%430) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %432 = stablehlo.subtract %426, %431 : tensor<128x197x384xf32>
    %433 = stablehlo.multiply %432, %432 : tensor<128x197x384xf32>
    %434 = stablehlo.constant dense<0.0> : tensor<f32>
    %435 = "stablehlo.reduce"(%433, %434) ({
    ^bb0(%_r29a: tensor<f32>, %_r29b: tensor<f32>):
      %_r29c = stablehlo.add %_r29a, %_r29b : tensor<f32>
      "stablehlo.return"(%_r29c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %436 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %437 = stablehlo.divide %435, %436 : tensor<128x197xf32>
    %438 = "stablehlo.broadcast_in_dim"(%437) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %439 = stablehlo.constant dense<1.0e-06> : tensor<128x197x384xf32>
    %440 = stablehlo.add %438, %439 : tensor<128x197x384xf32>
    %441 = stablehlo.rsqrt %440 : tensor<128x197x384xf32>
    %442 = stablehlo.multiply %432, %441 : tensor<128x197x384xf32>
    %443 = "stablehlo.broadcast_in_dim"(%blocks.4.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %444 = stablehlo.multiply %442, %443 : tensor<128x197x384xf32>
    %445 = "stablehlo.broadcast_in_dim"(%blocks.4.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %446 = stablehlo.add %444, %445 : tensor<128x197x384xf32>
    %447 = "stablehlo.dot_general"(%446, %blocks.4.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x1536xf32>) -> tensor<128x197x1536xf32>
    %448 = "stablehlo.broadcast_in_dim"(%blocks.4.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<1536xf32>) -> tensor<128x197x1536xf32>
    %449 = stablehlo.add %447, %448 : tensor<128x197x1536xf32>
    %450 = stablehlo.constant dense<0.70710677> : tensor<128x197x1536xf32>
    %451 = stablehlo.multiply %449, %450 : tensor<128x197x1536xf32>
    %452 = "chlo.erf"(%451) : (tensor<128x197x1536xf32>) -> tensor<128x197x1536xf32>
    %453 = stablehlo.constant dense<1.0> : tensor<128x197x1536xf32>
    %454 = stablehlo.add %452, %453 : tensor<128x197x1536xf32>
    %455 = stablehlo.constant dense<0.5> : tensor<128x197x1536xf32>
    %456 = stablehlo.multiply %449, %455 : tensor<128x197x1536xf32>
    %457 = stablehlo.multiply %456, %454 : tensor<128x197x1536xf32>
    %458 = "stablehlo.dot_general"(%457, %blocks.4.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x1536xf32>, tensor<1536x384xf32>) -> tensor<128x197x384xf32>
    %459 = "stablehlo.broadcast_in_dim"(%blocks.4.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %460 = stablehlo.add %458, %459 : tensor<128x197x384xf32>
    %461 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 10>, start_indices = array<i64: 0, 9>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %462 = "stablehlo.broadcast_in_dim"(%461) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x384xf32>
    %463 = stablehlo.multiply %460, %462 : tensor<128x197x384xf32>
    %464 = stablehlo.add %463, %426 : tensor<128x197x384xf32>
    %465 = stablehlo.constant dense<0.0> : tensor<f32>
    %466 = "stablehlo.reduce"(%464, %465) ({
    ^bb0(%_r30a: tensor<f32>, %_r30b: tensor<f32>):
      %_r30c = stablehlo.add %_r30a, %_r30b : tensor<f32>
      "stablehlo.return"(%_r30c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %467 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %468 = stablehlo.divide %466, %467 : tensor<128x197xf32>
    %469 = "stablehlo.broadcast_in_dim"(%468) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %470 = stablehlo.subtract %464, %469 : tensor<128x197x384xf32>
    %471 = stablehlo.multiply %470, %470 : tensor<128x197x384xf32>
    %472 = stablehlo.constant dense<0.0> : tensor<f32>
    %473 = "stablehlo.reduce"(%471, %472) ({
    ^bb0(%_r31a: tensor<f32>, %_r31b: tensor<f32>):
      %_r31c = stablehlo.add %_r31a, %_r31b : tensor<f32>
      "stablehlo.return"(%_r31c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %474 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %475 = stablehlo.divide %473, %474 : tensor<128x197xf32>
    %476 = "stablehlo.broadcast_in_dim"(%475) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %477 = stablehlo.constant dense<1.0e-06> : tensor<128x197x384xf32>
    %478 = stablehlo.add %476, %477 : tensor<128x197x384xf32>
    %479 = stablehlo.rsqrt %478 : tensor<128x197x384xf32>
    %480 = stablehlo.multiply %470, %479 : tensor<128x197x384xf32>
    %481 = "stablehlo.broadcast_in_dim"(%blocks.5.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %482 = stablehlo.multiply %480, %481 : tensor<128x197x384xf32>
    %483 = "stablehlo.broadcast_in_dim"(%blocks.5.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %484 = stablehlo.add %482, %483 : tensor<128x197x384xf32>
    %485 = "stablehlo.dot_general"(%484, %blocks.5.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x1152xf32>) -> tensor<128x197x1152xf32>
    %486 = "stablehlo.broadcast_in_dim"(%blocks.5.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<1152xf32>) -> tensor<128x197x1152xf32>
    %487 = stablehlo.add %485, %486 : tensor<128x197x1152xf32>
    %488 = "stablehlo.reshape"(%487) : (tensor<128x197x1152xf32>) -> tensor<128x197x3x6x64xf32>
    %489 = "stablehlo.transpose"(%488) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<128x197x3x6x64xf32>) -> tensor<128x3x6x197x64xf32>
    %490 = "stablehlo.slice"(%489) {limit_indices = array<i64: 128, 1, 6, 197, 64>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %491 = "stablehlo.reshape"(%490) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %492 = "stablehlo.slice"(%489) {limit_indices = array<i64: 128, 2, 6, 197, 64>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %493 = "stablehlo.reshape"(%492) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %494 = "stablehlo.slice"(%489) {limit_indices = array<i64: 128, 3, 6, 197, 64>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %495 = "stablehlo.reshape"(%494) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %496 = stablehlo.constant dense<0.125> : tensor<128x6x197x64xf32>
    %497 = stablehlo.multiply %491, %496 : tensor<128x6x197x64xf32>
    %498 = "stablehlo.dot_general"(%497, %493) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x6x197x64xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x197xf32>
    %499 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %500 = "stablehlo.reduce"(%498, %499) ({
    ^bb0(%_r32a: tensor<f32>, %_r32b: tensor<f32>):
      %_r32c = stablehlo.maximum %_r32a, %_r32b : tensor<f32>
      "stablehlo.return"(%_r32c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %501 = "stablehlo.broadcast_in_dim"(%500) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %502 = stablehlo.subtract %498, %501 : tensor<128x6x197x197xf32>
    %503 = stablehlo.exponential %502 : tensor<128x6x197x197xf32>
    %504 = stablehlo.constant dense<0.0> : tensor<f32>
    %505 = "stablehlo.reduce"(%503, %504) ({
    ^bb0(%_r33a: tensor<f32>, %_r33b: tensor<f32>):
      %_r33c = stablehlo.add %_r33a, %_r33b : tensor<f32>
      "stablehlo.return"(%_r33c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %506 = "stablehlo.broadcast_in_dim"(%505) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %507 = stablehlo.divide %503, %506 : tensor<128x6x197x197xf32>
    %508 = "stablehlo.dot_general"(%507, %495) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %509 = "stablehlo.transpose"(%508) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x6x197x64xf32>) -> tensor<128x197x6x64xf32>
    %510 = "stablehlo.reshape"(%509) : (tensor<128x197x6x64xf32>) -> tensor<128x197x384xf32>
    %511 = "stablehlo.dot_general"(%510, %blocks.5.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x384xf32>) -> tensor<128x197x384xf32>
    %512 = "stablehlo.broadcast_in_dim"(%blocks.5.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %513 = stablehlo.add %511, %512 : tensor<128x197x384xf32>
    %514 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 11>, start_indices = array<i64: 0, 10>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %515 = "stablehlo.broadcast_in_dim"(%514) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x384xf32>
    %516 = stablehlo.multiply %513, %515 : tensor<128x197x384xf32>
    %517 = stablehlo.add %516, %464 : tensor<128x197x384xf32>
    %518 = stablehlo.constant dense<0.0> : tensor<f32>
    %519 = "stablehlo.reduce"(%517, %518) ({
    ^bb0(%_r34a: tensor<f32>, %_r34b: tensor<f32>):
      %_r34c = stablehlo.add %_r34a, %_r34b : tensor<f32>
      "stablehlo.return"(%_r34c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %520 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %521 = stablehlo.divide %519, %520 : tensor<128x197xf32>
    %522 = "stablehlo.broadcast_in_dim"(%521) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %523 = stablehlo.subtract %517, %522 : tensor<128x197x384xf32>
    %524 = stablehlo.multiply %523, %523 : tensor<128x197x384xf32>
    %525 = stablehlo.constant dense<0.0> : tensor<f32>
    %526 = "stablehlo.reduce"(%524, %525) ({
    ^bb0(%_r35a: tensor<f32>, %_r35b: tensor<f32>):
      %_r35c = stablehlo.add %_r35a, %_r35b : tensor<f32>
      "stablehlo.return"(%_r35c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %527 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %528 = stablehlo.divide %526, %527 : tensor<128x197xf32>
    %529 = "stablehlo.broadcast_in_dim"(%528) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %530 = stablehlo.constant dense<1.0e-06> : tensor<128x197x384xf32>
    %531 = stablehlo.add %529, %530 : tensor<128x197x384xf32>
    %532 = stablehlo.rsqrt %531 : tensor<128x197x384xf32>
    %533 = stablehlo.multiply %523, %532 : tensor<128x197x384xf32>
    %534 = "stablehlo.broadcast_in_dim"(%blocks.5.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %535 = stablehlo.multiply %533, %534 : tensor<128x197x384xf32>
    %536 = "stablehlo.broadcast_in_dim"(%blocks.5.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %537 = stablehlo.add %535, %536 : tensor<128x197x384xf32>
    %538 = "stablehlo.dot_general"(%537, %blocks.5.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x1536xf32>) -> tensor<128x197x1536xf32>
    %539 = "stablehlo.broadcast_in_dim"(%blocks.5.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<1536xf32>) -> tensor<128x197x1536xf32>
    %540 = stablehlo.add %538, %539 : tensor<128x197x1536xf32>
    %541 = stablehlo.constant dense<0.70710677> : tensor<128x197x1536xf32>
    %542 = stablehlo.multiply %540, %541 : tensor<128x197x1536xf32>
    %543 = "chlo.erf"(%542) : (tensor<128x197x1536xf32>) -> tensor<128x197x1536xf32>
    %544 = stablehlo.constant dense<1.0> : tensor<128x197x1536xf32>
    %545 = stablehlo.add %543, %544 : tensor<128x197x1536xf32>
    %546 = stablehlo.constant dense<0.5> : tensor<128x197x1536xf32>
    %547 = stablehlo.multiply %540, %546 : tensor<128x197x1536xf32>
    %548 = stablehlo.multiply %547, %545 : tensor<128x197x1536xf32>
    %549 = "stablehlo.dot_general"(%548, %blocks.5.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x1536xf32>, tensor<1536x384xf32>) -> tensor<128x197x384xf32>
    %550 = "stablehlo.broadcast_in_dim"(%blocks.5.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %551 = stablehlo.add %549, %550 : tensor<128x197x384xf32>
    %552 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 12>, start_indices = array<i64: 0, 11>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %553 = "stablehlo.broadcast_in_dim"(%552) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x384xf32>
    %554 = stablehlo.multiply %551, %553 : tensor<128x197x384xf32>
    %555 = stablehlo.add %554, %517 : tensor<128x197x384xf32>
    %556 = stablehlo.constant dense<0.0> : tensor<f32>
    %557 = "stablehlo.reduce"(%555, %556) ({
    ^bb0(%_r36a: tensor<f32>, %_r36b: tensor<f32>):
      %_r36c = stablehlo.add %_r36a, %_r36b : tensor<f32>
      "stablehlo.return"(%_r36c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %558 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %559 = stablehlo.divide %557, %558 : tensor<128x197xf32>
    %560 = "stablehlo.broadcast_in_dim"(%559) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %561 = stablehlo.subtract %555, %560 : tensor<128x197x384xf32>
    %562 = stablehlo.multiply %561, %561 : tensor<128x197x384xf32>
    %563 = stablehlo.constant dense<0.0> : tensor<f32>
    %564 = "stablehlo.reduce"(%562, %563) ({
    ^bb0(%_r37a: tensor<f32>, %_r37b: tensor<f32>):
      %_r37c = stablehlo.add %_r37a, %_r37b : tensor<f32>
      "stablehlo.return"(%_r37c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %565 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %566 = stablehlo.divide %564, %565 : tensor<128x197xf32>
    %567 = "stablehlo.broadcast_in_dim"(%566) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %568 = stablehlo.constant dense<1.0e-06> : tensor<128x197x384xf32>
    %569 = stablehlo.add %567, %568 : tensor<128x197x384xf32>
    %570 = stablehlo.rsqrt %569 : tensor<128x197x384xf32>
    %571 = stablehlo.multiply %561, %570 : tensor<128x197x384xf32>
    %572 = "stablehlo.broadcast_in_dim"(%blocks.6.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %573 = stablehlo.multiply %571, %572 : tensor<128x197x384xf32>
    %574 = "stablehlo.broadcast_in_dim"(%blocks.6.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %575 = stablehlo.add %573, %574 : tensor<128x197x384xf32>
    %576 = "stablehlo.dot_general"(%575, %blocks.6.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x1152xf32>) -> tensor<128x197x1152xf32>
    %577 = "stablehlo.broadcast_in_dim"(%blocks.6.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<1152xf32>) -> tensor<128x197x1152xf32>
    %578 = stablehlo.add %576, %577 : tensor<128x197x1152xf32>
    %579 = "stablehlo.reshape"(%578) : (tensor<128x197x1152xf32>) -> tensor<128x197x3x6x64xf32>
    %580 = "stablehlo.transpose"(%579) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<128x197x3x6x64xf32>) -> tensor<128x3x6x197x64xf32>
    %581 = "stablehlo.slice"(%580) {limit_indices = array<i64: 128, 1, 6, 197, 64>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %582 = "stablehlo.reshape"(%581) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %583 = "stablehlo.slice"(%580) {limit_indices = array<i64: 128, 2, 6, 197, 64>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %584 = "stablehlo.reshape"(%583) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %585 = "stablehlo.slice"(%580) {limit_indices = array<i64: 128, 3, 6, 197, 64>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %586 = "stablehlo.reshape"(%585) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %587 = stablehlo.constant dense<0.125> : tensor<128x6x197x64xf32>
    %588 = stablehlo.multiply %582, %587 : tensor<128x6x197x64xf32>
    %589 = "stablehlo.dot_general"(%588, %584) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x6x197x64xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x197xf32>
    %590 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %591 = "stablehlo.reduce"(%589, %590) ({
    ^bb0(%_r38a: tensor<f32>, %_r38b: tensor<f32>):
      %_r38c = stablehlo.maximum %_r38a, %_r38b : tensor<f32>
      "stablehlo.return"(%_r38c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %592 = "stablehlo.broadcast_in_dim"(%591) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %593 = stablehlo.subtract %589, %592 : tensor<128x6x197x197xf32>
    %594 = stablehlo.exponential %593 : tensor<128x6x197x197xf32>
    %595 = stablehlo.constant dense<0.0> : tensor<f32>
    %596 = "stablehlo.reduce"(%594, %595) ({
    ^bb0(%_r39a: tensor<f32>, %_r39b: tensor<f32>):
      %_r39c = stablehlo.add %_r39a, %_r39b : tensor<f32>
      "stablehlo.return"(%_r39c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %597 = "stablehlo.broadcast_in_dim"(%596) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %598 = stablehlo.divide %594, %597 : tensor<128x6x197x197xf32>
    %599 = "stablehlo.dot_general"(%598, %586) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %600 = "stablehlo.transpose"(%599) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x6x197x64xf32>) -> tensor<128x197x6x64xf32>
    %601 = "stablehlo.reshape"(%600) : (tensor<128x197x6x64xf32>) -> tensor<128x197x384xf32>
    %602 = "stablehlo.dot_general"(%601, %blocks.6.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x384xf32>) -> tensor<128x197x384xf32>
    %603 = "stablehlo.broadcast_in_dim"(%blocks.6.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %604 = stablehlo.add %602, %603 : tensor<128x197x384xf32>
    %605 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 13>, start_indices = array<i64: 0, 12>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %606 = "stablehlo.broadcast_in_dim"(%605) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x384xf32>
    %607 = stablehlo.multiply %604, %606 : tensor<128x197x384xf32>
    %608 = stablehlo.add %607, %555 : tensor<128x197x384xf32>
    %609 = stablehlo.constant dense<0.0> : tensor<f32>
    %610 = "stablehlo.reduce"(%608, %609) ({
    ^bb0(%_r40a: tensor<f32>, %_r40b: tensor<f32>):
      %_r40c = stablehlo.add %_r40a, %_r40b : tensor<f32>
      "stablehlo.return"(%_r40c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %611 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %612 = stablehlo.divide %610, %611 : tensor<128x197xf32>
    %613 = "stablehlo.broadcast_in_dim"(%612) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %614 = stablehlo.subtract %608, %613 : tensor<128x197x384xf32>
    %615 = stablehlo.multiply %614, %614 : tensor<128x197x384xf32>
    %616 = stablehlo.constant dense<0.0> : tensor<f32>
    %617 = "stablehlo.reduce"(%615, %616) ({
    ^bb0(%_r41a: tensor<f32>, %_r41b: tensor<f32>):
      %_r41c = stablehlo.add %_r41a, %_r41b : tensor<f32>
      "stablehlo.return"(%_r41c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %618 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %619 = stablehlo.divide %617, %618 : tensor<128x197xf32>
    %620 = "stablehlo.broadcast_in_dim"(%619) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %621 = stablehlo.constant dense<1.0e-06> : tensor<128x197x384xf32>
    %622 = stablehlo.add %620, %621 : tensor<128x197x384xf32>
    %623 = stablehlo.rsqrt %622 : tensor<128x197x384xf32>
    %624 = stablehlo.multiply %614, %623 : tensor<128x197x384xf32>
    %625 = "stablehlo.broadcast_in_dim"(%blocks.6.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %626 = stablehlo.multiply %624, %625 : tensor<128x197x384xf32>
    %627 = "stablehlo.broadcast_in_dim"(%blocks.6.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %628 = stablehlo.add %626, %627 : tensor<128x197x384xf32>
    %629 = "stablehlo.dot_general"(%628, %blocks.6.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x1536xf32>) -> tensor<128x197x1536xf32>
    %630 = "stablehlo.broadcast_in_dim"(%blocks.6.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<1536xf32>) -> tensor<128x197x1536xf32>
    %631 = stablehlo.add %629, %630 : tensor<128x197x1536xf32>
    %632 = stablehlo.constant dense<0.70710677> : tensor<128x197x1536xf32>
    %633 = stablehlo.multiply %631, %632 : tensor<128x197x1536xf32>
    %634 = "chlo.erf"(%633) : (tensor<128x197x1536xf32>) -> tensor<128x197x1536xf32>
    %635 = stablehlo.constant dense<1.0> : tensor<128x197x1536xf32>
    %636 = stablehlo.add %634, %635 : tensor<128x197x1536xf32>
    %637 = stablehlo.constant dense<0.5> : tensor<128x197x1536xf32>
    %638 = stablehlo.multiply %631, %637 : tensor<128x197x1536xf32>
    %639 = stablehlo.multiply %638, %636 : tensor<128x197x1536xf32>
    %640 = "stablehlo.dot_general"(%639, %blocks.6.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x1536xf32>, tensor<1536x384xf32>) -> tensor<128x197x384xf32>
    %641 = "stablehlo.broadcast_in_dim"(%blocks.6.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %642 = stablehlo.add %640, %641 : tensor<128x197x384xf32>
    %643 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 14>, start_indices = array<i64: 0, 13>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %644 = "stablehlo.broadcast_in_dim"(%643) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x384xf32>
    %645 = stablehlo.multiply %642, %644 : tensor<128x197x384xf32>
    %646 = stablehlo.add %645, %608 : tensor<128x197x384xf32>
    %647 = stablehlo.constant dense<0.0> : tensor<f32>
    %648 = "stablehlo.reduce"(%646, %647) ({
    ^bb0(%_r42a: tensor<f32>, %_r42b: tensor<f32>):
      %_r42c = stablehlo.add %_r42a, %_r42b : tensor<f32>
      "stablehlo.return"(%_r42c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %649 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %650 = stablehlo.divide %648, %649 : tensor<128x197xf32>
    %651 = "stablehlo.broadcast_in_dim"(%650) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %652 = stablehlo.subtract %646, %651 : tensor<128x197x384xf32>
    %653 = stablehlo.multiply %652, %652 : tensor<128x197x384xf32>
    %654 = stablehlo.constant dense<0.0> : tensor<f32>
    %655 = "stablehlo.reduce"(%653, %654) ({
    ^bb0(%_r43a: tensor<f32>, %_r43b: tensor<f32>):
      %_r43c = stablehlo.add %_r43a, %_r43b : tensor<f32>
      "stablehlo.return"(%_r43c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %656 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %657 = stablehlo.divide %655, %656 : tensor<128x197xf32>
    %658 = "stablehlo.broadcast_in_dim"(%657) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %659 = stablehlo.constant dense<1.0e-06> : tensor<128x197x384xf32>
    %660 = stablehlo.add %658, %659 : tensor<128x197x384xf32>
    %661 = stablehlo.rsqrt %660 : tensor<128x197x384xf32>
    %662 = stablehlo.multiply %652, %661 : tensor<128x197x384xf32>
    %663 = "stablehlo.broadcast_in_dim"(%blocks.7.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %664 = stablehlo.multiply %662, %663 : tensor<128x197x384xf32>
    %665 = "stablehlo.broadcast_in_dim"(%blocks.7.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %666 = stablehlo.add %664, %665 : tensor<128x197x384xf32>
    %667 = "stablehlo.dot_general"(%666, %blocks.7.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x1152xf32>) -> tensor<128x197x1152xf32>
    %668 = "stablehlo.broadcast_in_dim"(%blocks.7.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<1152xf32>) -> tensor<128x197x1152xf32>
    %669 = stablehlo.add %667, %668 : tensor<128x197x1152xf32>
    %670 = "stablehlo.reshape"(%669) : (tensor<128x197x1152xf32>) -> tensor<128x197x3x6x64xf32>
    %671 = "stablehlo.transpose"(%670) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<128x197x3x6x64xf32>) -> tensor<128x3x6x197x64xf32>
    %672 = "stablehlo.slice"(%671) {limit_indices = array<i64: 128, 1, 6, 197, 64>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %673 = "stablehlo.reshape"(%672) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %674 = "stablehlo.slice"(%671) {limit_indices = array<i64: 128, 2, 6, 197, 64>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %675 = "stablehlo.reshape"(%674) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %676 = "stablehlo.slice"(%671) {limit_indices = array<i64: 128, 3, 6, 197, 64>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %677 = "stablehlo.reshape"(%676) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %678 = stablehlo.constant dense<0.125> : tensor<128x6x197x64xf32>
    %679 = stablehlo.multiply %673, %678 : tensor<128x6x197x64xf32>
    %680 = "stablehlo.dot_general"(%679, %675) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x6x197x64xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x197xf32>
    %681 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %682 = "stablehlo.reduce"(%680, %681) ({
    ^bb0(%_r44a: tensor<f32>, %_r44b: tensor<f32>):
      %_r44c = stablehlo.maximum %_r44a, %_r44b : tensor<f32>
      "stablehlo.return"(%_r44c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %683 = "stablehlo.broadcast_in_dim"(%682) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %684 = stablehlo.subtract %680, %683 : tensor<128x6x197x197xf32>
    %685 = stablehlo.exponential %684 : tensor<128x6x197x197xf32>
    %686 = stablehlo.constant dense<0.0> : tensor<f32>
    %687 = "stablehlo.reduce"(%685, %686) ({
    ^bb0(%_r45a: tensor<f32>, %_r45b: tensor<f32>):
      %_r45c = stablehlo.add %_r45a, %_r45b : tensor<f32>
      "stablehlo.return"(%_r45c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %688 = "stablehlo.broadcast_in_dim"(%687) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %689 = stablehlo.divide %685, %688 : tensor<128x6x197x197xf32>
    %690 = "stablehlo.dot_general"(%689, %677) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %691 = "stablehlo.transpose"(%690) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x6x197x64xf32>) -> tensor<128x197x6x64xf32>
    %692 = "stablehlo.reshape"(%691) : (tensor<128x197x6x64xf32>) -> tensor<128x197x384xf32>
    %693 = "stablehlo.dot_general"(%692, %blocks.7.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x384xf32>) -> tensor<128x197x384xf32>
    %694 = "stablehlo.broadcast_in_dim"(%blocks.7.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %695 = stablehlo.add %693, %694 : tensor<128x197x384xf32>
    %696 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 15>, start_indices = array<i64: 0, 14>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %697 = "stablehlo.broadcast_in_dim"(%696) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x384xf32>
    %698 = stablehlo.multiply %695, %697 : tensor<128x197x384xf32>
    %699 = stablehlo.add %698, %646 : tensor<128x197x384xf32>
    %700 = stablehlo.constant dense<0.0> : tensor<f32>
    %701 = "stablehlo.reduce"(%699, %700) ({
    ^bb0(%_r46a: tensor<f32>, %_r46b: tensor<f32>):
      %_r46c = stablehlo.add %_r46a, %_r46b : tensor<f32>
      "stablehlo.return"(%_r46c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %702 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %703 = stablehlo.divide %701, %702 : tensor<128x197xf32>
    %704 = "stablehlo.broadcast_in_dim"(%703) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %705 = stablehlo.subtract %699, %704 : tensor<128x197x384xf32>
    %706 = stablehlo.multiply %705, %705 : tensor<128x197x384xf32>
    %707 = stablehlo.constant dense<0.0> : tensor<f32>
    %708 = "stablehlo.reduce"(%706, %707) ({
    ^bb0(%_r47a: tensor<f32>, %_r47b: tensor<f32>):
      %_r47c = stablehlo.add %_r47a, %_r47b : tensor<f32>
      "stablehlo.return"(%_r47c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %709 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %710 = stablehlo.divide %708, %709 : tensor<128x197xf32>
    %711 = "stablehlo.broadcast_in_dim"(%710) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %712 = stablehlo.constant dense<1.0e-06> : tensor<128x197x384xf32>
    %713 = stablehlo.add %711, %712 : tensor<128x197x384xf32>
    %714 = stablehlo.rsqrt %713 : tensor<128x197x384xf32>
    %715 = stablehlo.multiply %705, %714 : tensor<128x197x384xf32>
    %716 = "stablehlo.broadcast_in_dim"(%blocks.7.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %717 = stablehlo.multiply %715, %716 : tensor<128x197x384xf32>
    %718 = "stablehlo.broadcast_in_dim"(%blocks.7.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %719 = stablehlo.add %717, %718 : tensor<128x197x384xf32>
    %720 = "stablehlo.dot_general"(%719, %blocks.7.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x1536xf32>) -> tensor<128x197x1536xf32>
    %721 = "stablehlo.broadcast_in_dim"(%blocks.7.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<1536xf32>) -> tensor<128x197x1536xf32>
    %722 = stablehlo.add %720, %721 : tensor<128x197x1536xf32>
    %723 = stablehlo.constant dense<0.70710677> : tensor<128x197x1536xf32>
    %724 = stablehlo.multiply %722, %723 : tensor<128x197x1536xf32>
    %725 = "chlo.erf"(%724) : (tensor<128x197x1536xf32>) -> tensor<128x197x1536xf32>
    %726 = stablehlo.constant dense<1.0> : tensor<128x197x1536xf32>
    %727 = stablehlo.add %725, %726 : tensor<128x197x1536xf32>
    %728 = stablehlo.constant dense<0.5> : tensor<128x197x1536xf32>
    %729 = stablehlo.multiply %722, %728 : tensor<128x197x1536xf32>
    %730 = stablehlo.multiply %729, %727 : tensor<128x197x1536xf32>
    %731 = "stablehlo.dot_general"(%730, %blocks.7.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x1536xf32>, tensor<1536x384xf32>) -> tensor<128x197x384xf32>
    %732 = "stablehlo.broadcast_in_dim"(%blocks.7.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %733 = stablehlo.add %731, %732 : tensor<128x197x384xf32>
    %734 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 16>, start_indices = array<i64: 0, 15>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %735 = "stablehlo.broadcast_in_dim"(%734) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x384xf32>
    %736 = stablehlo.multiply %733, %735 : tensor<128x197x384xf32>
    %737 = stablehlo.add %736, %699 : tensor<128x197x384xf32>
    %738 = stablehlo.constant dense<0.0> : tensor<f32>
    %739 = "stablehlo.reduce"(%737, %738) ({
    ^bb0(%_r48a: tensor<f32>, %_r48b: tensor<f32>):
      %_r48c = stablehlo.add %_r48a, %_r48b : tensor<f32>
      "stablehlo.return"(%_r48c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %740 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %741 = stablehlo.divide %739, %740 : tensor<128x197xf32>
    %742 = "stablehlo.broadcast_in_dim"(%741) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %743 = stablehlo.subtract %737, %742 : tensor<128x197x384xf32>
    %744 = stablehlo.multiply %743, %743 : tensor<128x197x384xf32>
    %745 = stablehlo.constant dense<0.0> : tensor<f32>
    %746 = "stablehlo.reduce"(%744, %745) ({
    ^bb0(%_r49a: tensor<f32>, %_r49b: tensor<f32>):
      %_r49c = stablehlo.add %_r49a, %_r49b : tensor<f32>
      "stablehlo.return"(%_r49c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %747 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %748 = stablehlo.divide %746, %747 : tensor<128x197xf32>
    %749 = "stablehlo.broadcast_in_dim"(%748) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %750 = stablehlo.constant dense<1.0e-06> : tensor<128x197x384xf32>
    %751 = stablehlo.add %749, %750 : tensor<128x197x384xf32>
    %752 = stablehlo.rsqrt %751 : tensor<128x197x384xf32>
    %753 = stablehlo.multiply %743, %752 : tensor<128x197x384xf32>
    %754 = "stablehlo.broadcast_in_dim"(%blocks.8.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %755 = stablehlo.multiply %753, %754 : tensor<128x197x384xf32>
    %756 = "stablehlo.broadcast_in_dim"(%blocks.8.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %757 = stablehlo.add %755, %756 : tensor<128x197x384xf32>
    %758 = "stablehlo.dot_general"(%757, %blocks.8.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x1152xf32>) -> tensor<128x197x1152xf32>
    %759 = "stablehlo.broadcast_in_dim"(%blocks.8.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<1152xf32>) -> tensor<128x197x1152xf32>
    %760 = stablehlo.add %758, %759 : tensor<128x197x1152xf32>
    %761 = "stablehlo.reshape"(%760) : (tensor<128x197x1152xf32>) -> tensor<128x197x3x6x64xf32>
    %762 = "stablehlo.transpose"(%761) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<128x197x3x6x64xf32>) -> tensor<128x3x6x197x64xf32>
    %763 = "stablehlo.slice"(%762) {limit_indices = array<i64: 128, 1, 6, 197, 64>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %764 = "stablehlo.reshape"(%763) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %765 = "stablehlo.slice"(%762) {limit_indices = array<i64: 128, 2, 6, 197, 64>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %766 = "stablehlo.reshape"(%765) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %767 = "stablehlo.slice"(%762) {limit_indices = array<i64: 128, 3, 6, 197, 64>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %768 = "stablehlo.reshape"(%767) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %769 = stablehlo.constant dense<0.125> : tensor<128x6x197x64xf32>
    %770 = stablehlo.multiply %764, %769 : tensor<128x6x197x64xf32>
    %771 = "stablehlo.dot_general"(%770, %766) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x6x197x64xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x197xf32>
    %772 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %773 = "stablehlo.reduce"(%771, %772) ({
    ^bb0(%_r50a: tensor<f32>, %_r50b: tensor<f32>):
      %_r50c = stablehlo.maximum %_r50a, %_r50b : tensor<f32>
      "stablehlo.return"(%_r50c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %774 = "stablehlo.broadcast_in_dim"(%773) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %775 = stablehlo.subtract %771, %774 : tensor<128x6x197x197xf32>
    %776 = stablehlo.exponential %775 : tensor<128x6x197x197xf32>
    %777 = stablehlo.constant dense<0.0> : tensor<f32>
    %778 = "stablehlo.reduce"(%776, %777) ({
    ^bb0(%_r51a: tensor<f32>, %_r51b: tensor<f32>):
      %_r51c = stablehlo.add %_r51a, %_r51b : tensor<f32>
      "stablehlo.return"(%_r51c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %779 = "stablehlo.broadcast_in_dim"(%778) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %780 = stablehlo.divide %776, %779 : tensor<128x6x197x197xf32>
    %781 = "stablehlo.dot_general"(%780, %768) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %782 = "stablehlo.transpose"(%781) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x6x197x64xf32>) -> tensor<128x197x6x64xf32>
    %783 = "stablehlo.reshape"(%782) : (tensor<128x197x6x64xf32>) -> tensor<128x197x384xf32>
    %784 = "stablehlo.dot_general"(%783, %blocks.8.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x384xf32>) -> tensor<128x197x384xf32>
    %785 = "stablehlo.broadcast_in_dim"(%blocks.8.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %786 = stablehlo.add %784, %785 : tensor<128x197x384xf32>
    %787 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 17>, start_indices = array<i64: 0, 16>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %788 = "stablehlo.broadcast_in_dim"(%787) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x384xf32>
    %789 = stablehlo.multiply %786, %788 : tensor<128x197x384xf32>
    %790 = stablehlo.add %789, %737 : tensor<128x197x384xf32>
    %791 = stablehlo.constant dense<0.0> : tensor<f32>
    %792 = "stablehlo.reduce"(%790, %791) ({
    ^bb0(%_r52a: tensor<f32>, %_r52b: tensor<f32>):
      %_r52c = stablehlo.add %_r52a, %_r52b : tensor<f32>
      "stablehlo.return"(%_r52c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %793 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %794 = stablehlo.divide %792, %793 : tensor<128x197xf32>
    %795 = "stablehlo.broadcast_in_dim"(%794) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %796 = stablehlo.subtract %790, %795 : tensor<128x197x384xf32>
    %797 = stablehlo.multiply %796, %796 : tensor<128x197x384xf32>
    %798 = stablehlo.constant dense<0.0> : tensor<f32>
    %799 = "stablehlo.reduce"(%797, %798) ({
    ^bb0(%_r53a: tensor<f32>, %_r53b: tensor<f32>):
      %_r53c = stablehlo.add %_r53a, %_r53b : tensor<f32>
      "stablehlo.return"(%_r53c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %800 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %801 = stablehlo.divide %799, %800 : tensor<128x197xf32>
    %802 = "stablehlo.broadcast_in_dim"(%801) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %803 = stablehlo.constant dense<1.0e-06> : tensor<128x197x384xf32>
    %804 = stablehlo.add %802, %803 : tensor<128x197x384xf32>
    %805 = stablehlo.rsqrt %804 : tensor<128x197x384xf32>
    %806 = stablehlo.multiply %796, %805 : tensor<128x197x384xf32>
    %807 = "stablehlo.broadcast_in_dim"(%blocks.8.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %808 = stablehlo.multiply %806, %807 : tensor<128x197x384xf32>
    %809 = "stablehlo.broadcast_in_dim"(%blocks.8.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %810 = stablehlo.add %808, %809 : tensor<128x197x384xf32>
    %811 = "stablehlo.dot_general"(%810, %blocks.8.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x1536xf32>) -> tensor<128x197x1536xf32>
    %812 = "stablehlo.broadcast_in_dim"(%blocks.8.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<1536xf32>) -> tensor<128x197x1536xf32>
    %813 = stablehlo.add %811, %812 : tensor<128x197x1536xf32>
    %814 = stablehlo.constant dense<0.70710677> : tensor<128x197x1536xf32>
    %815 = stablehlo.multiply %813, %814 : tensor<128x197x1536xf32>
    %816 = "chlo.erf"(%815) : (tensor<128x197x1536xf32>) -> tensor<128x197x1536xf32>
    %817 = stablehlo.constant dense<1.0> : tensor<128x197x1536xf32>
    %818 = stablehlo.add %816, %817 : tensor<128x197x1536xf32>
    %819 = stablehlo.constant dense<0.5> : tensor<128x197x1536xf32>
    %820 = stablehlo.multiply %813, %819 : tensor<128x197x1536xf32>
    %821 = stablehlo.multiply %820, %818 : tensor<128x197x1536xf32>
    %822 = "stablehlo.dot_general"(%821, %blocks.8.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x1536xf32>, tensor<1536x384xf32>) -> tensor<128x197x384xf32>
    %823 = "stablehlo.broadcast_in_dim"(%blocks.8.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %824 = stablehlo.add %822, %823 : tensor<128x197x384xf32>
    %825 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 18>, start_indices = array<i64: 0, 17>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %826 = "stablehlo.broadcast_in_dim"(%825) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x384xf32>
    %827 = stablehlo.multiply %824, %826 : tensor<128x197x384xf32>
    %828 = stablehlo.add %827, %790 : tensor<128x197x384xf32>
    %829 = stablehlo.constant dense<0.0> : tensor<f32>
    %830 = "stablehlo.reduce"(%828, %829) ({
    ^bb0(%_r54a: tensor<f32>, %_r54b: tensor<f32>):
      %_r54c = stablehlo.add %_r54a, %_r54b : tensor<f32>
      "stablehlo.return"(%_r54c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %831 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %832 = stablehlo.divide %830, %831 : tensor<128x197xf32>
    %833 = "stablehlo.broadcast_in_dim"(%832) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %834 = stablehlo.subtract %828, %833 : tensor<128x197x384xf32>
    %835 = stablehlo.multiply %834, %834 : tensor<128x197x384xf32>
    %836 = stablehlo.constant dense<0.0> : tensor<f32>
    %837 = "stablehlo.reduce"(%835, %836) ({
    ^bb0(%_r55a: tensor<f32>, %_r55b: tensor<f32>):
      %_r55c = stablehlo.add %_r55a, %_r55b : tensor<f32>
      "stablehlo.return"(%_r55c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %838 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %839 = stablehlo.divide %837, %838 : tensor<128x197xf32>
    %840 = "stablehlo.broadcast_in_dim"(%839) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %841 = stablehlo.constant dense<1.0e-06> : tensor<128x197x384xf32>
    %842 = stablehlo.add %840, %841 : tensor<128x197x384xf32>
    %843 = stablehlo.rsqrt %842 : tensor<128x197x384xf32>
    %844 = stablehlo.multiply %834, %843 : tensor<128x197x384xf32>
    %845 = "stablehlo.broadcast_in_dim"(%blocks.9.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %846 = stablehlo.multiply %844, %845 : tensor<128x197x384xf32>
    %847 = "stablehlo.broadcast_in_dim"(%blocks.9.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %848 = stablehlo.add %846, %847 : tensor<128x197x384xf32>
    %849 = "stablehlo.dot_general"(%848, %blocks.9.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x1152xf32>) -> tensor<128x197x1152xf32>
    %850 = "stablehlo.broadcast_in_dim"(%blocks.9.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<1152xf32>) -> tensor<128x197x1152xf32>
    %851 = stablehlo.add %849, %850 : tensor<128x197x1152xf32>
    %852 = "stablehlo.reshape"(%851) : (tensor<128x197x1152xf32>) -> tensor<128x197x3x6x64xf32>
    %853 = "stablehlo.transpose"(%852) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<128x197x3x6x64xf32>) -> tensor<128x3x6x197x64xf32>
    %854 = "stablehlo.slice"(%853) {limit_indices = array<i64: 128, 1, 6, 197, 64>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %855 = "stablehlo.reshape"(%854) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %856 = "stablehlo.slice"(%853) {limit_indices = array<i64: 128, 2, 6, 197, 64>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %857 = "stablehlo.reshape"(%856) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %858 = "stablehlo.slice"(%853) {limit_indices = array<i64: 128, 3, 6, 197, 64>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %859 = "stablehlo.reshape"(%858) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %860 = stablehlo.constant dense<0.125> : tensor<128x6x197x64xf32>
    %861 = stablehlo.multiply %855, %860 : tensor<128x6x197x64xf32>
    %862 = "stablehlo.dot_general"(%861, %857) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x6x197x64xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x197xf32>
    %863 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %864 = "stablehlo.reduce"(%862, %863) ({
    ^bb0(%_r56a: tensor<f32>, %_r56b: tensor<f32>):
      %_r56c = stablehlo.maximum %_r56a, %_r56b : tensor<f32>
      "stablehlo.return"(%_r56c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %865 = "stablehlo.broadcast_in_dim"(%864) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %866 = stablehlo.subtract %862, %865 : tensor<128x6x197x197xf32>
    %867 = stablehlo.exponential %866 : tensor<128x6x197x197xf32>
    %868 = stablehlo.constant dense<0.0> : tensor<f32>
    %869 = "stablehlo.reduce"(%867, %868) ({
    ^bb0(%_r57a: tensor<f32>, %_r57b: tensor<f32>):
      %_r57c = stablehlo.add %_r57a, %_r57b : tensor<f32>
      "stablehlo.return"(%_r57c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %870 = "stablehlo.broadcast_in_dim"(%869) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %871 = stablehlo.divide %867, %870 : tensor<128x6x197x197xf32>
    %872 = "stablehlo.dot_general"(%871, %859) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %873 = "stablehlo.transpose"(%872) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x6x197x64xf32>) -> tensor<128x197x6x64xf32>
    %874 = "stablehlo.reshape"(%873) : (tensor<128x197x6x64xf32>) -> tensor<128x197x384xf32>
    %875 = "stablehlo.dot_general"(%874, %blocks.9.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x384xf32>) -> tensor<128x197x384xf32>
    %876 = "stablehlo.broadcast_in_dim"(%blocks.9.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %877 = stablehlo.add %875, %876 : tensor<128x197x384xf32>
    %878 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 19>, start_indices = array<i64: 0, 18>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %879 = "stablehlo.broadcast_in_dim"(%878) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x384xf32>
    %880 = stablehlo.multiply %877, %879 : tensor<128x197x384xf32>
    %881 = stablehlo.add %880, %828 : tensor<128x197x384xf32>
    %882 = stablehlo.constant dense<0.0> : tensor<f32>
    %883 = "stablehlo.reduce"(%881, %882) ({
    ^bb0(%_r58a: tensor<f32>, %_r58b: tensor<f32>):
      %_r58c = stablehlo.add %_r58a, %_r58b : tensor<f32>
      "stablehlo.return"(%_r58c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %884 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %885 = stablehlo.divide %883, %884 : tensor<128x197xf32>
    %886 = "stablehlo.broadcast_in_dim"(%885) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %887 = stablehlo.subtract %881, %886 : tensor<128x197x384xf32>
    %888 = stablehlo.multiply %887, %887 : tensor<128x197x384xf32>
    %889 = stablehlo.constant dense<0.0> : tensor<f32>
    %890 = "stablehlo.reduce"(%888, %889) ({
    ^bb0(%_r59a: tensor<f32>, %_r59b: tensor<f32>):
      %_r59c = stablehlo.add %_r59a, %_r59b : tensor<f32>
      "stablehlo.return"(%_r59c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %891 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %892 = stablehlo.divide %890, %891 : tensor<128x197xf32>
    %893 = "stablehlo.broadcast_in_dim"(%892) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %894 = stablehlo.constant dense<1.0e-06> : tensor<128x197x384xf32>
    %895 = stablehlo.add %893, %894 : tensor<128x197x384xf32>
    %896 = stablehlo.rsqrt %895 : tensor<128x197x384xf32>
    %897 = stablehlo.multiply %887, %896 : tensor<128x197x384xf32>
    %898 = "stablehlo.broadcast_in_dim"(%blocks.9.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %899 = stablehlo.multiply %897, %898 : tensor<128x197x384xf32>
    %900 = "stablehlo.broadcast_in_dim"(%blocks.9.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %901 = stablehlo.add %899, %900 : tensor<128x197x384xf32>
    %902 = "stablehlo.dot_general"(%901, %blocks.9.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x1536xf32>) -> tensor<128x197x1536xf32>
    %903 = "stablehlo.broadcast_in_dim"(%blocks.9.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<1536xf32>) -> tensor<128x197x1536xf32>
    %904 = stablehlo.add %902, %903 : tensor<128x197x1536xf32>
    %905 = stablehlo.constant dense<0.70710677> : tensor<128x197x1536xf32>
    %906 = stablehlo.multiply %904, %905 : tensor<128x197x1536xf32>
    %907 = "chlo.erf"(%906) : (tensor<128x197x1536xf32>) -> tensor<128x197x1536xf32>
    %908 = stablehlo.constant dense<1.0> : tensor<128x197x1536xf32>
    %909 = stablehlo.add %907, %908 : tensor<128x197x1536xf32>
    %910 = stablehlo.constant dense<0.5> : tensor<128x197x1536xf32>
    %911 = stablehlo.multiply %904, %910 : tensor<128x197x1536xf32>
    %912 = stablehlo.multiply %911, %909 : tensor<128x197x1536xf32>
    %913 = "stablehlo.dot_general"(%912, %blocks.9.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x1536xf32>, tensor<1536x384xf32>) -> tensor<128x197x384xf32>
    %914 = "stablehlo.broadcast_in_dim"(%blocks.9.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %915 = stablehlo.add %913, %914 : tensor<128x197x384xf32>
    %916 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 20>, start_indices = array<i64: 0, 19>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %917 = "stablehlo.broadcast_in_dim"(%916) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x384xf32>
    %918 = stablehlo.multiply %915, %917 : tensor<128x197x384xf32>
    %919 = stablehlo.add %918, %881 : tensor<128x197x384xf32>
    %920 = stablehlo.constant dense<0.0> : tensor<f32>
    %921 = "stablehlo.reduce"(%919, %920) ({
    ^bb0(%_r60a: tensor<f32>, %_r60b: tensor<f32>):
      %_r60c = stablehlo.add %_r60a, %_r60b : tensor<f32>
      "stablehlo.return"(%_r60c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %922 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %923 = stablehlo.divide %921, %922 : tensor<128x197xf32>
    %924 = "stablehlo.broadcast_in_dim"(%923) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %925 = stablehlo.subtract %919, %924 : tensor<128x197x384xf32>
    %926 = stablehlo.multiply %925, %925 : tensor<128x197x384xf32>
    %927 = stablehlo.constant dense<0.0> : tensor<f32>
    %928 = "stablehlo.reduce"(%926, %927) ({
    ^bb0(%_r61a: tensor<f32>, %_r61b: tensor<f32>):
      %_r61c = stablehlo.add %_r61a, %_r61b : tensor<f32>
      "stablehlo.return"(%_r61c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %929 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %930 = stablehlo.divide %928, %929 : tensor<128x197xf32>
    %931 = "stablehlo.broadcast_in_dim"(%930) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %932 = stablehlo.constant dense<1.0e-06> : tensor<128x197x384xf32>
    %933 = stablehlo.add %931, %932 : tensor<128x197x384xf32>
    %934 = stablehlo.rsqrt %933 : tensor<128x197x384xf32>
    %935 = stablehlo.multiply %925, %934 : tensor<128x197x384xf32>
    %936 = "stablehlo.broadcast_in_dim"(%blocks.10.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %937 = stablehlo.multiply %935, %936 : tensor<128x197x384xf32>
    %938 = "stablehlo.broadcast_in_dim"(%blocks.10.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %939 = stablehlo.add %937, %938 : tensor<128x197x384xf32>
    %940 = "stablehlo.dot_general"(%939, %blocks.10.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x1152xf32>) -> tensor<128x197x1152xf32>
    %941 = "stablehlo.broadcast_in_dim"(%blocks.10.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<1152xf32>) -> tensor<128x197x1152xf32>
    %942 = stablehlo.add %940, %941 : tensor<128x197x1152xf32>
    %943 = "stablehlo.reshape"(%942) : (tensor<128x197x1152xf32>) -> tensor<128x197x3x6x64xf32>
    %944 = "stablehlo.transpose"(%943) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<128x197x3x6x64xf32>) -> tensor<128x3x6x197x64xf32>
    %945 = "stablehlo.slice"(%944) {limit_indices = array<i64: 128, 1, 6, 197, 64>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %946 = "stablehlo.reshape"(%945) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %947 = "stablehlo.slice"(%944) {limit_indices = array<i64: 128, 2, 6, 197, 64>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %948 = "stablehlo.reshape"(%947) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %949 = "stablehlo.slice"(%944) {limit_indices = array<i64: 128, 3, 6, 197, 64>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %950 = "stablehlo.reshape"(%949) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %951 = stablehlo.constant dense<0.125> : tensor<128x6x197x64xf32>
    %952 = stablehlo.multiply %946, %951 : tensor<128x6x197x64xf32>
    %953 = "stablehlo.dot_general"(%952, %948) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x6x197x64xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x197xf32>
    %954 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %955 = "stablehlo.reduce"(%953, %954) ({
    ^bb0(%_r62a: tensor<f32>, %_r62b: tensor<f32>):
      %_r62c = stablehlo.maximum %_r62a, %_r62b : tensor<f32>
      "stablehlo.return"(%_r62c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %956 = "stablehlo.broadcast_in_dim"(%955) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %957 = stablehlo.subtract %953, %956 : tensor<128x6x197x197xf32>
    %958 = stablehlo.exponential %957 : tensor<128x6x197x197xf32>
    %959 = stablehlo.constant dense<0.0> : tensor<f32>
    %960 = "stablehlo.reduce"(%958, %959) ({
    ^bb0(%_r63a: tensor<f32>, %_r63b: tensor<f32>):
      %_r63c = stablehlo.add %_r63a, %_r63b : tensor<f32>
      "stablehlo.return"(%_r63c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %961 = "stablehlo.broadcast_in_dim"(%960) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %962 = stablehlo.divide %958, %961 : tensor<128x6x197x197xf32>
    %963 = "stablehlo.dot_general"(%962, %950) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %964 = "stablehlo.transpose"(%963) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x6x197x64xf32>) -> tensor<128x197x6x64xf32>
    %965 = "stablehlo.reshape"(%964) : (tensor<128x197x6x64xf32>) -> tensor<128x197x384xf32>
    %966 = "stablehlo.dot_general"(%965, %blocks.10.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x384xf32>) -> tensor<128x197x384xf32>
    %967 = "stablehlo.broadcast_in_dim"(%blocks.10.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %968 = stablehlo.add %966, %967 : tensor<128x197x384xf32>
    %969 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 21>, start_indices = array<i64: 0, 20>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %970 = "stablehlo.broadcast_in_dim"(%969) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x384xf32>
    %971 = stablehlo.multiply %968, %970 : tensor<128x197x384xf32>
    %972 = stablehlo.add %971, %919 : tensor<128x197x384xf32>
    %973 = stablehlo.constant dense<0.0> : tensor<f32>
    %974 = "stablehlo.reduce"(%972, %973) ({
    ^bb0(%_r64a: tensor<f32>, %_r64b: tensor<f32>):
      %_r64c = stablehlo.add %_r64a, %_r64b : tensor<f32>
      "stablehlo.return"(%_r64c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %975 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %976 = stablehlo.divide %974, %975 : tensor<128x197xf32>
    %977 = "stablehlo.broadcast_in_dim"(%976) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %978 = stablehlo.subtract %972, %977 : tensor<128x197x384xf32>
    %979 = stablehlo.multiply %978, %978 : tensor<128x197x384xf32>
    %980 = stablehlo.constant dense<0.0> : tensor<f32>
    %981 = "stablehlo.reduce"(%979, %980) ({
    ^bb0(%_r65a: tensor<f32>, %_r65b: tensor<f32>):
      %_r65c = stablehlo.add %_r65a, %_r65b : tensor<f32>
      "stablehlo.return"(%_r65c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %982 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %983 = stablehlo.divide %981, %982 : tensor<128x197xf32>
    %984 = "stablehlo.broadcast_in_dim"(%983) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %985 = stablehlo.constant dense<1.0e-06> : tensor<128x197x384xf32>
    %986 = stablehlo.add %984, %985 : tensor<128x197x384xf32>
    %987 = stablehlo.rsqrt %986 : tensor<128x197x384xf32>
    %988 = stablehlo.multiply %978, %987 : tensor<128x197x384xf32>
    %989 = "stablehlo.broadcast_in_dim"(%blocks.10.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %990 = stablehlo.multiply %988, %989 : tensor<128x197x384xf32>
    %991 = "stablehlo.broadcast_in_dim"(%blocks.10.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %992 = stablehlo.add %990, %991 : tensor<128x197x384xf32>
    %993 = "stablehlo.dot_general"(%992, %blocks.10.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x1536xf32>) -> tensor<128x197x1536xf32>
    %994 = "stablehlo.broadcast_in_dim"(%blocks.10.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<1536xf32>) -> tensor<128x197x1536xf32>
    %995 = stablehlo.add %993, %994 : tensor<128x197x1536xf32>
    %996 = stablehlo.constant dense<0.70710677> : tensor<128x197x1536xf32>
    %997 = stablehlo.multiply %995, %996 : tensor<128x197x1536xf32>
    %998 = "chlo.erf"(%997) : (tensor<128x197x1536xf32>) -> tensor<128x197x1536xf32>
    %999 = stablehlo.constant dense<1.0> : tensor<128x197x1536xf32>
    %1000 = stablehlo.add %998, %999 : tensor<128x197x1536xf32>
    %1001 = stablehlo.constant dense<0.5> : tensor<128x197x1536xf32>
    %1002 = stablehlo.multiply %995, %1001 : tensor<128x197x1536xf32>
    %1003 = stablehlo.multiply %1002, %1000 : tensor<128x197x1536xf32>
    %1004 = "stablehlo.dot_general"(%1003, %blocks.10.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x1536xf32>, tensor<1536x384xf32>) -> tensor<128x197x384xf32>
    %1005 = "stablehlo.broadcast_in_dim"(%blocks.10.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %1006 = stablehlo.add %1004, %1005 : tensor<128x197x384xf32>
    %1007 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 22>, start_indices = array<i64: 0, 21>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %1008 = "stablehlo.broadcast_in_dim"(%1007) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x384xf32>
    %1009 = stablehlo.multiply %1006, %1008 : tensor<128x197x384xf32>
    %1010 = stablehlo.add %1009, %972 : tensor<128x197x384xf32>
    %1011 = stablehlo.constant dense<0.0> : tensor<f32>
    %1012 = "stablehlo.reduce"(%1010, %1011) ({
    ^bb0(%_r66a: tensor<f32>, %_r66b: tensor<f32>):
      %_r66c = stablehlo.add %_r66a, %_r66b : tensor<f32>
      "stablehlo.return"(%_r66c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1013 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1014 = stablehlo.divide %1012, %1013 : tensor<128x197xf32>
    %1015 = "stablehlo.broadcast_in_dim"(%1014) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1016 = stablehlo.subtract %1010, %1015 : tensor<128x197x384xf32>
    %1017 = stablehlo.multiply %1016, %1016 : tensor<128x197x384xf32>
    %1018 = stablehlo.constant dense<0.0> : tensor<f32>
    %1019 = "stablehlo.reduce"(%1017, %1018) ({
    ^bb0(%_r67a: tensor<f32>, %_r67b: tensor<f32>):
      %_r67c = stablehlo.add %_r67a, %_r67b : tensor<f32>
      "stablehlo.return"(%_r67c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1020 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1021 = stablehlo.divide %1019, %1020 : tensor<128x197xf32>
    %1022 = "stablehlo.broadcast_in_dim"(%1021) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1023 = stablehlo.constant dense<1.0e-06> : tensor<128x197x384xf32>
    %1024 = stablehlo.add %1022, %1023 : tensor<128x197x384xf32>
    %1025 = stablehlo.rsqrt %1024 : tensor<128x197x384xf32>
    %1026 = stablehlo.multiply %1016, %1025 : tensor<128x197x384xf32>
    %1027 = "stablehlo.broadcast_in_dim"(%blocks.11.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %1028 = stablehlo.multiply %1026, %1027 : tensor<128x197x384xf32>
    %1029 = "stablehlo.broadcast_in_dim"(%blocks.11.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %1030 = stablehlo.add %1028, %1029 : tensor<128x197x384xf32>
    %1031 = "stablehlo.dot_general"(%1030, %blocks.11.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x1152xf32>) -> tensor<128x197x1152xf32>
    %1032 = "stablehlo.broadcast_in_dim"(%blocks.11.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<1152xf32>) -> tensor<128x197x1152xf32>
    %1033 = stablehlo.add %1031, %1032 : tensor<128x197x1152xf32>
    %1034 = "stablehlo.reshape"(%1033) : (tensor<128x197x1152xf32>) -> tensor<128x197x3x6x64xf32>
    %1035 = "stablehlo.transpose"(%1034) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<128x197x3x6x64xf32>) -> tensor<128x3x6x197x64xf32>
    %1036 = "stablehlo.slice"(%1035) {limit_indices = array<i64: 128, 1, 6, 197, 64>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1037 = "stablehlo.reshape"(%1036) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1038 = "stablehlo.slice"(%1035) {limit_indices = array<i64: 128, 2, 6, 197, 64>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1039 = "stablehlo.reshape"(%1038) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1040 = "stablehlo.slice"(%1035) {limit_indices = array<i64: 128, 3, 6, 197, 64>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1041 = "stablehlo.reshape"(%1040) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1042 = stablehlo.constant dense<0.125> : tensor<128x6x197x64xf32>
    %1043 = stablehlo.multiply %1037, %1042 : tensor<128x6x197x64xf32>
    %1044 = "stablehlo.dot_general"(%1043, %1039) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x6x197x64xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x197xf32>
    %1045 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1046 = "stablehlo.reduce"(%1044, %1045) ({
    ^bb0(%_r68a: tensor<f32>, %_r68b: tensor<f32>):
      %_r68c = stablehlo.maximum %_r68a, %_r68b : tensor<f32>
      "stablehlo.return"(%_r68c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %1047 = "stablehlo.broadcast_in_dim"(%1046) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %1048 = stablehlo.subtract %1044, %1047 : tensor<128x6x197x197xf32>
    %1049 = stablehlo.exponential %1048 : tensor<128x6x197x197xf32>
    %1050 = stablehlo.constant dense<0.0> : tensor<f32>
    %1051 = "stablehlo.reduce"(%1049, %1050) ({
    ^bb0(%_r69a: tensor<f32>, %_r69b: tensor<f32>):
      %_r69c = stablehlo.add %_r69a, %_r69b : tensor<f32>
      "stablehlo.return"(%_r69c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %1052 = "stablehlo.broadcast_in_dim"(%1051) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %1053 = stablehlo.divide %1049, %1052 : tensor<128x6x197x197xf32>
    %1054 = "stablehlo.dot_general"(%1053, %1041) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1055 = "stablehlo.transpose"(%1054) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x6x197x64xf32>) -> tensor<128x197x6x64xf32>
    %1056 = "stablehlo.reshape"(%1055) : (tensor<128x197x6x64xf32>) -> tensor<128x197x384xf32>
    %1057 = "stablehlo.dot_general"(%1056, %blocks.11.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x384xf32>) -> tensor<128x197x384xf32>
    %1058 = "stablehlo.broadcast_in_dim"(%blocks.11.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %1059 = stablehlo.add %1057, %1058 : tensor<128x197x384xf32>
    %1060 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 23>, start_indices = array<i64: 0, 22>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %1061 = "stablehlo.broadcast_in_dim"(%1060) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x384xf32>
    %1062 = stablehlo.multiply %1059, %1061 : tensor<128x197x384xf32>
    %1063 = stablehlo.add %1062, %1010 : tensor<128x197x384xf32>
    %1064 = stablehlo.constant dense<0.0> : tensor<f32>
    %1065 = "stablehlo.reduce"(%1063, %1064) ({
    ^bb0(%_r70a: tensor<f32>, %_r70b: tensor<f32>):
      %_r70c = stablehlo.add %_r70a, %_r70b : tensor<f32>
      "stablehlo.return"(%_r70c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1066 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1067 = stablehlo.divide %1065, %1066 : tensor<128x197xf32>
    %1068 = "stablehlo.broadcast_in_dim"(%1067) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1069 = stablehlo.subtract %1063, %1068 : tensor<128x197x384xf32>
    %1070 = stablehlo.multiply %1069, %1069 : tensor<128x197x384xf32>
    %1071 = stablehlo.constant dense<0.0> : tensor<f32>
    %1072 = "stablehlo.reduce"(%1070, %1071) ({
    ^bb0(%_r71a: tensor<f32>, %_r71b: tensor<f32>):
      %_r71c = stablehlo.add %_r71a, %_r71b : tensor<f32>
      "stablehlo.return"(%_r71c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1073 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1074 = stablehlo.divide %1072, %1073 : tensor<128x197xf32>
    %1075 = "stablehlo.broadcast_in_dim"(%1074) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1076 = stablehlo.constant dense<1.0e-06> : tensor<128x197x384xf32>
    %1077 = stablehlo.add %1075, %1076 : tensor<128x197x384xf32>
    %1078 = stablehlo.rsqrt %1077 : tensor<128x197x384xf32>
    %1079 = stablehlo.multiply %1069, %1078 : tensor<128x197x384xf32>
    %1080 = "stablehlo.broadcast_in_dim"(%blocks.11.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %1081 = stablehlo.multiply %1079, %1080 : tensor<128x197x384xf32>
    %1082 = "stablehlo.broadcast_in_dim"(%blocks.11.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %1083 = stablehlo.add %1081, %1082 : tensor<128x197x384xf32>
    %1084 = "stablehlo.dot_general"(%1083, %blocks.11.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x1536xf32>) -> tensor<128x197x1536xf32>
    %1085 = "stablehlo.broadcast_in_dim"(%blocks.11.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<1536xf32>) -> tensor<128x197x1536xf32>
    %1086 = stablehlo.add %1084, %1085 : tensor<128x197x1536xf32>
    %1087 = stablehlo.constant dense<0.70710677> : tensor<128x197x1536xf32>
    %1088 = stablehlo.multiply %1086, %1087 : tensor<128x197x1536xf32>
    %1089 = "chlo.erf"(%1088) : (tensor<128x197x1536xf32>) -> tensor<128x197x1536xf32>
    %1090 = stablehlo.constant dense<1.0> : tensor<128x197x1536xf32>
    %1091 = stablehlo.add %1089, %1090 : tensor<128x197x1536xf32>
    %1092 = stablehlo.constant dense<0.5> : tensor<128x197x1536xf32>
    %1093 = stablehlo.multiply %1086, %1092 : tensor<128x197x1536xf32>
    %1094 = stablehlo.multiply %1093, %1091 : tensor<128x197x1536xf32>
    %1095 = "stablehlo.dot_general"(%1094, %blocks.11.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x1536xf32>, tensor<1536x384xf32>) -> tensor<128x197x384xf32>
    %1096 = "stablehlo.broadcast_in_dim"(%blocks.11.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %1097 = stablehlo.add %1095, %1096 : tensor<128x197x384xf32>
    %1098 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 24>, start_indices = array<i64: 0, 23>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %1099 = "stablehlo.broadcast_in_dim"(%1098) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x384xf32>
    %1100 = stablehlo.multiply %1097, %1099 : tensor<128x197x384xf32>
    %1101 = stablehlo.add %1100, %1063 : tensor<128x197x384xf32>
    %1102 = "stablehlo.slice"(%1101) {limit_indices = array<i64: 128, 1, 384>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<128x197x384xf32>) -> tensor<128x1x384xf32>
    %1103 = "stablehlo.reshape"(%1102) : (tensor<128x1x384xf32>) -> tensor<128x384xf32>
    %1104 = stablehlo.constant dense<0.0> : tensor<f32>
    %1105 = "stablehlo.reduce"(%1103, %1104) ({
    ^bb0(%_r72a: tensor<f32>, %_r72b: tensor<f32>):
      %_r72c = stablehlo.add %_r72a, %_r72b : tensor<f32>
      "stablehlo.return"(%_r72c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<128x384xf32>, tensor<f32>) -> tensor<128xf32>
    %1106 = stablehlo.constant dense<384.0> : tensor<128xf32>
    %1107 = stablehlo.divide %1105, %1106 : tensor<128xf32>
    %1108 = "stablehlo.broadcast_in_dim"(%1107) {broadcast_dimensions = array<i64: 0>} : (tensor<128xf32>) -> tensor<128x384xf32>
    %1109 = stablehlo.subtract %1103, %1108 : tensor<128x384xf32>
    %1110 = stablehlo.multiply %1109, %1109 : tensor<128x384xf32>
    %1111 = stablehlo.constant dense<0.0> : tensor<f32>
    %1112 = "stablehlo.reduce"(%1110, %1111) ({
    ^bb0(%_r73a: tensor<f32>, %_r73b: tensor<f32>):
      %_r73c = stablehlo.add %_r73a, %_r73b : tensor<f32>
      "stablehlo.return"(%_r73c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<128x384xf32>, tensor<f32>) -> tensor<128xf32>
    %1113 = stablehlo.constant dense<384.0> : tensor<128xf32>
    %1114 = stablehlo.divide %1112, %1113 : tensor<128xf32>
    %1115 = "stablehlo.broadcast_in_dim"(%1114) {broadcast_dimensions = array<i64: 0>} : (tensor<128xf32>) -> tensor<128x384xf32>
    %1116 = stablehlo.constant dense<1.0e-06> : tensor<128x384xf32>
    %1117 = stablehlo.add %1115, %1116 : tensor<128x384xf32>
    %1118 = stablehlo.rsqrt %1117 : tensor<128x384xf32>
    %1119 = stablehlo.multiply %1109, %1118 : tensor<128x384xf32>
    %1120 = "stablehlo.broadcast_in_dim"(%norm.g) {broadcast_dimensions = array<i64: 1>} : (tensor<384xf32>) -> tensor<128x384xf32>
    %1121 = stablehlo.multiply %1119, %1120 : tensor<128x384xf32>
    %1122 = "stablehlo.broadcast_in_dim"(%norm.b) {broadcast_dimensions = array<i64: 1>} : (tensor<384xf32>) -> tensor<128x384xf32>
    %1123 = stablehlo.add %1121, %1122 : tensor<128x384xf32>
    %1124 = "stablehlo.dot_general"(%1123, %head.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<128x384xf32>, tensor<384x1000xf32>) -> tensor<128x1000xf32>
    %1125 = "stablehlo.broadcast_in_dim"(%head.b) {broadcast_dimensions = array<i64: 1>} : (tensor<1000xf32>) -> tensor<128x1000xf32>
    %1126 = stablehlo.add %1124, %1125 : tensor<128x1000xf32>
    // ── loss: softmax cross-entropy against soft targets, mean over the batch ──
    %1127 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1128 = "stablehlo.reduce"(%1126, %1127) ({
    ^bb0(%_r74a: tensor<f32>, %_r74b: tensor<f32>):
      %_r74c = stablehlo.maximum %_r74a, %_r74b : tensor<f32>
      "stablehlo.return"(%_r74c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<128x1000xf32>, tensor<f32>) -> tensor<128xf32>
    %1129 = "stablehlo.broadcast_in_dim"(%1128) {broadcast_dimensions = array<i64: 0>} : (tensor<128xf32>) -> tensor<128x1000xf32>
    %1130 = stablehlo.subtract %1126, %1129 : tensor<128x1000xf32>
    %1131 = stablehlo.exponential %1130 : tensor<128x1000xf32>
    %1132 = stablehlo.constant dense<0.0> : tensor<f32>
    %1133 = "stablehlo.reduce"(%1131, %1132) ({
    ^bb0(%_r75a: tensor<f32>, %_r75b: tensor<f32>):
      %_r75c = stablehlo.add %_r75a, %_r75b : tensor<f32>
      "stablehlo.return"(%_r75c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<128x1000xf32>, tensor<f32>) -> tensor<128xf32>
    %1134 = "stablehlo.broadcast_in_dim"(%1133) {broadcast_dimensions = array<i64: 0>} : (tensor<128xf32>) -> tensor<128x1000xf32>
    %1135 = stablehlo.log %1134 : tensor<128x1000xf32>
    %1136 = stablehlo.subtract %1130, %1135 : tensor<128x1000xf32>
    %1137 = stablehlo.multiply %targets, %1136 : tensor<128x1000xf32>
    %1138 = stablehlo.constant dense<0.0> : tensor<f32>
    %1139 = "stablehlo.reduce"(%1137, %1138) ({
    ^bb0(%_r76a: tensor<f32>, %_r76b: tensor<f32>):
      %_r76c = stablehlo.add %_r76a, %_r76b : tensor<f32>
      "stablehlo.return"(%_r76c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x1000xf32>, tensor<f32>) -> tensor<f32>
    %1140 = stablehlo.negate %1139 : tensor<f32>
    %1141 = stablehlo.constant dense<128.0> : tensor<f32>
    %1142 = stablehlo.divide %1140, %1141 : tensor<f32>
    // ── backward ──
    %1143 = stablehlo.constant dense<0.0> : tensor<f32>
    %1144 = "stablehlo.reduce"(%targets, %1143) ({
    ^bb0(%_r77a: tensor<f32>, %_r77b: tensor<f32>):
      %_r77c = stablehlo.add %_r77a, %_r77b : tensor<f32>
      "stablehlo.return"(%_r77c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<128x1000xf32>, tensor<f32>) -> tensor<128xf32>
    %1145 = "stablehlo.broadcast_in_dim"(%1144) {broadcast_dimensions = array<i64: 0>} : (tensor<128xf32>) -> tensor<128x1000xf32>
    %1146 = stablehlo.divide %1131, %1134 : tensor<128x1000xf32>
    %1147 = stablehlo.multiply %1146, %1145 : tensor<128x1000xf32>
    %1148 = stablehlo.subtract %1147, %targets : tensor<128x1000xf32>
    %1149 = stablehlo.constant dense<128.0> : tensor<128x1000xf32>
    %1150 = stablehlo.divide %1148, %1149 : tensor<128x1000xf32>
    %1151 = "stablehlo.dot_general"(%1150, %head.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x1000xf32>, tensor<384x1000xf32>) -> tensor<128x384xf32>
    %1152 = "stablehlo.dot_general"(%1123, %1150) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>} : (tensor<128x384xf32>, tensor<128x1000xf32>) -> tensor<384x1000xf32>
    %1153 = stablehlo.constant dense<0.0> : tensor<f32>
    %1154 = "stablehlo.reduce"(%1150, %1153) ({
    ^bb0(%_r78a: tensor<f32>, %_r78b: tensor<f32>):
      %_r78c = stablehlo.add %_r78a, %_r78b : tensor<f32>
      "stablehlo.return"(%_r78c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128x1000xf32>, tensor<f32>) -> tensor<1000xf32>
    %1155 = stablehlo.multiply %1151, %1120 : tensor<128x384xf32>
    %1156 = stablehlo.constant dense<0.0> : tensor<f32>
    %1157 = "stablehlo.reduce"(%1155, %1156) ({
    ^bb0(%_r79a: tensor<f32>, %_r79b: tensor<f32>):
      %_r79c = stablehlo.add %_r79a, %_r79b : tensor<f32>
      "stablehlo.return"(%_r79c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<128x384xf32>, tensor<f32>) -> tensor<128xf32>
    %1158 = stablehlo.constant dense<384.0> : tensor<128xf32>
    %1159 = stablehlo.divide %1157, %1158 : tensor<128xf32>
    %1160 = "stablehlo.broadcast_in_dim"(%1159) {broadcast_dimensions = array<i64: 0>} : (tensor<128xf32>) -> tensor<128x384xf32>
    %1161 = stablehlo.subtract %1155, %1160 : tensor<128x384xf32>
    %1162 = stablehlo.multiply %1155, %1119 : tensor<128x384xf32>
    %1163 = stablehlo.constant dense<0.0> : tensor<f32>
    %1164 = "stablehlo.reduce"(%1162, %1163) ({
    ^bb0(%_r80a: tensor<f32>, %_r80b: tensor<f32>):
      %_r80c = stablehlo.add %_r80a, %_r80b : tensor<f32>
      "stablehlo.return"(%_r80c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<128x384xf32>, tensor<f32>) -> tensor<128xf32>
    %1165 = stablehlo.constant dense<384.0> : tensor<128xf32>
    %1166 = stablehlo.divide %1164, %1165 : tensor<128xf32>
    %1167 = "stablehlo.broadcast_in_dim"(%1166) {broadcast_dimensions = array<i64: 0>} : (tensor<128xf32>) -> tensor<128x384xf32>
    %1168 = stablehlo.multiply %1119, %1167 : tensor<128x384xf32>
    %1169 = stablehlo.subtract %1161, %1168 : tensor<128x384xf32>
    %1170 = stablehlo.multiply %1118, %1169 : tensor<128x384xf32>
    %1171 = stablehlo.multiply %1151, %1119 : tensor<128x384xf32>
    %1172 = stablehlo.constant dense<0.0> : tensor<f32>
    %1173 = "stablehlo.reduce"(%1171, %1172) ({
    ^bb0(%_r81a: tensor<f32>, %_r81b: tensor<f32>):
      %_r81c = stablehlo.add %_r81a, %_r81b : tensor<f32>
      "stablehlo.return"(%_r81c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1174 = stablehlo.constant dense<0.0> : tensor<f32>
    %1175 = "stablehlo.reduce"(%1151, %1174) ({
    ^bb0(%_r82a: tensor<f32>, %_r82b: tensor<f32>):
      %_r82c = stablehlo.add %_r82a, %_r82b : tensor<f32>
      "stablehlo.return"(%_r82c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1176 = "stablehlo.reshape"(%1170) : (tensor<128x384xf32>) -> tensor<128x1x384xf32>
    %1177 = stablehlo.constant dense<0.0> : tensor<f32>
    %1178 = "stablehlo.pad"(%1176, %1177) {edge_padding_high = array<i64: 0, 196, 0>, edge_padding_low = array<i64: 0, 0, 0>, interior_padding = array<i64: 0, 0, 0>} : (tensor<128x1x384xf32>, tensor<f32>) -> tensor<128x197x384xf32>
    %1179 = stablehlo.multiply %1178, %1099 : tensor<128x197x384xf32>
    %1180 = "stablehlo.dot_general"(%1179, %blocks.11.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x384xf32>, tensor<1536x384xf32>) -> tensor<128x197x1536xf32>
    %1181 = "stablehlo.dot_general"(%1094, %1179) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x1536xf32>, tensor<128x197x384xf32>) -> tensor<1536x384xf32>
    %1182 = stablehlo.constant dense<0.0> : tensor<f32>
    %1183 = "stablehlo.reduce"(%1179, %1182) ({
    ^bb0(%_r83a: tensor<f32>, %_r83b: tensor<f32>):
      %_r83c = stablehlo.add %_r83a, %_r83b : tensor<f32>
      "stablehlo.return"(%_r83c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1184 = stablehlo.constant dense<0.5> : tensor<128x197x1536xf32>
    %1185 = stablehlo.multiply %1091, %1184 : tensor<128x197x1536xf32>
    %1186 = stablehlo.multiply %1088, %1088 : tensor<128x197x1536xf32>
    %1187 = stablehlo.negate %1186 : tensor<128x197x1536xf32>
    %1188 = stablehlo.exponential %1187 : tensor<128x197x1536xf32>
    %1189 = stablehlo.constant dense<0.3989423> : tensor<128x197x1536xf32>
    %1190 = stablehlo.multiply %1188, %1189 : tensor<128x197x1536xf32>
    %1191 = stablehlo.multiply %1086, %1190 : tensor<128x197x1536xf32>
    %1192 = stablehlo.add %1185, %1191 : tensor<128x197x1536xf32>
    %1193 = stablehlo.multiply %1180, %1192 : tensor<128x197x1536xf32>
    %1194 = "stablehlo.dot_general"(%1193, %blocks.11.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x1536xf32>, tensor<384x1536xf32>) -> tensor<128x197x384xf32>
    %1195 = "stablehlo.dot_general"(%1083, %1193) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1536xf32>) -> tensor<384x1536xf32>
    %1196 = stablehlo.constant dense<0.0> : tensor<f32>
    %1197 = "stablehlo.reduce"(%1193, %1196) ({
    ^bb0(%_r84a: tensor<f32>, %_r84b: tensor<f32>):
      %_r84c = stablehlo.add %_r84a, %_r84b : tensor<f32>
      "stablehlo.return"(%_r84c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1198 = stablehlo.multiply %1194, %1080 : tensor<128x197x384xf32>
    %1199 = stablehlo.constant dense<0.0> : tensor<f32>
    %1200 = "stablehlo.reduce"(%1198, %1199) ({
    ^bb0(%_r85a: tensor<f32>, %_r85b: tensor<f32>):
      %_r85c = stablehlo.add %_r85a, %_r85b : tensor<f32>
      "stablehlo.return"(%_r85c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1201 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1202 = stablehlo.divide %1200, %1201 : tensor<128x197xf32>
    %1203 = "stablehlo.broadcast_in_dim"(%1202) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1204 = stablehlo.subtract %1198, %1203 : tensor<128x197x384xf32>
    %1205 = stablehlo.multiply %1198, %1079 : tensor<128x197x384xf32>
    %1206 = stablehlo.constant dense<0.0> : tensor<f32>
    %1207 = "stablehlo.reduce"(%1205, %1206) ({
    ^bb0(%_r86a: tensor<f32>, %_r86b: tensor<f32>):
      %_r86c = stablehlo.add %_r86a, %_r86b : tensor<f32>
      "stablehlo.return"(%_r86c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1208 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1209 = stablehlo.divide %1207, %1208 : tensor<128x197xf32>
    %1210 = "stablehlo.broadcast_in_dim"(%1209) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1211 = stablehlo.multiply %1079, %1210 : tensor<128x197x384xf32>
    %1212 = stablehlo.subtract %1204, %1211 : tensor<128x197x384xf32>
    %1213 = stablehlo.multiply %1078, %1212 : tensor<128x197x384xf32>
    %1214 = stablehlo.multiply %1194, %1079 : tensor<128x197x384xf32>
    %1215 = stablehlo.constant dense<0.0> : tensor<f32>
    %1216 = "stablehlo.reduce"(%1214, %1215) ({
    ^bb0(%_r87a: tensor<f32>, %_r87b: tensor<f32>):
      %_r87c = stablehlo.add %_r87a, %_r87b : tensor<f32>
      "stablehlo.return"(%_r87c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1217 = stablehlo.constant dense<0.0> : tensor<f32>
    %1218 = "stablehlo.reduce"(%1194, %1217) ({
    ^bb0(%_r88a: tensor<f32>, %_r88b: tensor<f32>):
      %_r88c = stablehlo.add %_r88a, %_r88b : tensor<f32>
      "stablehlo.return"(%_r88c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1219 = stablehlo.add %1213, %1178 : tensor<128x197x384xf32>
    %1220 = stablehlo.multiply %1219, %1061 : tensor<128x197x384xf32>
    %1221 = "stablehlo.dot_general"(%1220, %blocks.11.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x384xf32>, tensor<384x384xf32>) -> tensor<128x197x384xf32>
    %1222 = "stablehlo.dot_general"(%1056, %1220) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x384xf32>) -> tensor<384x384xf32>
    %1223 = stablehlo.constant dense<0.0> : tensor<f32>
    %1224 = "stablehlo.reduce"(%1220, %1223) ({
    ^bb0(%_r89a: tensor<f32>, %_r89b: tensor<f32>):
      %_r89c = stablehlo.add %_r89a, %_r89b : tensor<f32>
      "stablehlo.return"(%_r89c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1225 = "stablehlo.reshape"(%1221) : (tensor<128x197x384xf32>) -> tensor<128x197x6x64xf32>
    %1226 = "stablehlo.transpose"(%1225) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x197x6x64xf32>) -> tensor<128x6x197x64xf32>
    %1227 = "stablehlo.dot_general"(%1053, %1226) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1228 = "stablehlo.dot_general"(%1226, %1041) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x6x197x64xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x197xf32>
    %1229 = stablehlo.multiply %1228, %1053 : tensor<128x6x197x197xf32>
    %1230 = stablehlo.constant dense<0.0> : tensor<f32>
    %1231 = "stablehlo.reduce"(%1229, %1230) ({
    ^bb0(%_r90a: tensor<f32>, %_r90b: tensor<f32>):
      %_r90c = stablehlo.add %_r90a, %_r90b : tensor<f32>
      "stablehlo.return"(%_r90c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %1232 = "stablehlo.broadcast_in_dim"(%1231) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %1233 = stablehlo.subtract %1228, %1232 : tensor<128x6x197x197xf32>
    %1234 = stablehlo.multiply %1053, %1233 : tensor<128x6x197x197xf32>
    %1235 = "stablehlo.dot_general"(%1234, %1039) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1236 = stablehlo.constant dense<0.125> : tensor<128x6x197x64xf32>
    %1237 = stablehlo.multiply %1235, %1236 : tensor<128x6x197x64xf32>
    %1238 = "stablehlo.dot_general"(%1234, %1043) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1239 = "stablehlo.reshape"(%1237) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1240 = "stablehlo.reshape"(%1238) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1241 = "stablehlo.reshape"(%1227) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1242 = "stablehlo.concatenate"(%1239, %1240, %1241) {dimension = 1 : i64} : (tensor<128x1x6x197x64xf32>, tensor<128x1x6x197x64xf32>, tensor<128x1x6x197x64xf32>) -> tensor<128x3x6x197x64xf32>
    %1243 = "stablehlo.transpose"(%1242) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x197x3x6x64xf32>
    %1244 = "stablehlo.reshape"(%1243) : (tensor<128x197x3x6x64xf32>) -> tensor<128x197x1152xf32>
    %1245 = "stablehlo.dot_general"(%1244, %blocks.11.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x1152xf32>, tensor<384x1152xf32>) -> tensor<128x197x384xf32>
    %1246 = "stablehlo.dot_general"(%1030, %1244) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1152xf32>) -> tensor<384x1152xf32>
    %1247 = stablehlo.constant dense<0.0> : tensor<f32>
    %1248 = "stablehlo.reduce"(%1244, %1247) ({
    ^bb0(%_r91a: tensor<f32>, %_r91b: tensor<f32>):
      %_r91c = stablehlo.add %_r91a, %_r91b : tensor<f32>
      "stablehlo.return"(%_r91c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x1152xf32>, tensor<f32>) -> tensor<1152xf32>
    %1249 = stablehlo.multiply %1245, %1027 : tensor<128x197x384xf32>
    %1250 = stablehlo.constant dense<0.0> : tensor<f32>
    %1251 = "stablehlo.reduce"(%1249, %1250) ({
    ^bb0(%_r92a: tensor<f32>, %_r92b: tensor<f32>):
      %_r92c = stablehlo.add %_r92a, %_r92b : tensor<f32>
      "stablehlo.return"(%_r92c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1252 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1253 = stablehlo.divide %1251, %1252 : tensor<128x197xf32>
    %1254 = "stablehlo.broadcast_in_dim"(%1253) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1255 = stablehlo.subtract %1249, %1254 : tensor<128x197x384xf32>
    %1256 = stablehlo.multiply %1249, %1026 : tensor<128x197x384xf32>
    %1257 = stablehlo.constant dense<0.0> : tensor<f32>
    %1258 = "stablehlo.reduce"(%1256, %1257) ({
    ^bb0(%_r93a: tensor<f32>, %_r93b: tensor<f32>):
      %_r93c = stablehlo.add %_r93a, %_r93b : tensor<f32>
      "stablehlo.return"(%_r93c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1259 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1260 = stablehlo.divide %1258, %1259 : tensor<128x197xf32>
    %1261 = "stablehlo.broadcast_in_dim"(%1260) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1262 = stablehlo.multiply %1026, %1261 : tensor<128x197x384xf32>
    %1263 = stablehlo.subtract %1255, %1262 : tensor<128x197x384xf32>
    %1264 = stablehlo.multiply %1025, %1263 : tensor<128x197x384xf32>
    %1265 = stablehlo.multiply %1245, %1026 : tensor<128x197x384xf32>
    %1266 = stablehlo.constant dense<0.0> : tensor<f32>
    %1267 = "stablehlo.reduce"(%1265, %1266) ({
    ^bb0(%_r94a: tensor<f32>, %_r94b: tensor<f32>):
      %_r94c = stablehlo.add %_r94a, %_r94b : tensor<f32>
      "stablehlo.return"(%_r94c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1268 = stablehlo.constant dense<0.0> : tensor<f32>
    %1269 = "stablehlo.reduce"(%1245, %1268) ({
    ^bb0(%_r95a: tensor<f32>, %_r95b: tensor<f32>):
      %_r95c = stablehlo.add %_r95a, %_r95b : tensor<f32>
      "stablehlo.return"(%_r95c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1270 = stablehlo.add %1264, %1219 : tensor<128x197x384xf32>
    %1271 = stablehlo.multiply %1270, %1008 : tensor<128x197x384xf32>
    %1272 = "stablehlo.dot_general"(%1271, %blocks.10.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x384xf32>, tensor<1536x384xf32>) -> tensor<128x197x1536xf32>
    %1273 = "stablehlo.dot_general"(%1003, %1271) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x1536xf32>, tensor<128x197x384xf32>) -> tensor<1536x384xf32>
    %1274 = stablehlo.constant dense<0.0> : tensor<f32>
    %1275 = "stablehlo.reduce"(%1271, %1274) ({
    ^bb0(%_r96a: tensor<f32>, %_r96b: tensor<f32>):
      %_r96c = stablehlo.add %_r96a, %_r96b : tensor<f32>
      "stablehlo.return"(%_r96c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1276 = stablehlo.constant dense<0.5> : tensor<128x197x1536xf32>
    %1277 = stablehlo.multiply %1000, %1276 : tensor<128x197x1536xf32>
    %1278 = stablehlo.multiply %997, %997 : tensor<128x197x1536xf32>
    %1279 = stablehlo.negate %1278 : tensor<128x197x1536xf32>
    %1280 = stablehlo.exponential %1279 : tensor<128x197x1536xf32>
    %1281 = stablehlo.constant dense<0.3989423> : tensor<128x197x1536xf32>
    %1282 = stablehlo.multiply %1280, %1281 : tensor<128x197x1536xf32>
    %1283 = stablehlo.multiply %995, %1282 : tensor<128x197x1536xf32>
    %1284 = stablehlo.add %1277, %1283 : tensor<128x197x1536xf32>
    %1285 = stablehlo.multiply %1272, %1284 : tensor<128x197x1536xf32>
    %1286 = "stablehlo.dot_general"(%1285, %blocks.10.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x1536xf32>, tensor<384x1536xf32>) -> tensor<128x197x384xf32>
    %1287 = "stablehlo.dot_general"(%992, %1285) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1536xf32>) -> tensor<384x1536xf32>
    %1288 = stablehlo.constant dense<0.0> : tensor<f32>
    %1289 = "stablehlo.reduce"(%1285, %1288) ({
    ^bb0(%_r97a: tensor<f32>, %_r97b: tensor<f32>):
      %_r97c = stablehlo.add %_r97a, %_r97b : tensor<f32>
      "stablehlo.return"(%_r97c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1290 = stablehlo.multiply %1286, %989 : tensor<128x197x384xf32>
    %1291 = stablehlo.constant dense<0.0> : tensor<f32>
    %1292 = "stablehlo.reduce"(%1290, %1291) ({
    ^bb0(%_r98a: tensor<f32>, %_r98b: tensor<f32>):
      %_r98c = stablehlo.add %_r98a, %_r98b : tensor<f32>
      "stablehlo.return"(%_r98c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1293 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1294 = stablehlo.divide %1292, %1293 : tensor<128x197xf32>
    %1295 = "stablehlo.broadcast_in_dim"(%1294) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1296 = stablehlo.subtract %1290, %1295 : tensor<128x197x384xf32>
    %1297 = stablehlo.multiply %1290, %988 : tensor<128x197x384xf32>
    %1298 = stablehlo.constant dense<0.0> : tensor<f32>
    %1299 = "stablehlo.reduce"(%1297, %1298) ({
    ^bb0(%_r99a: tensor<f32>, %_r99b: tensor<f32>):
      %_r99c = stablehlo.add %_r99a, %_r99b : tensor<f32>
      "stablehlo.return"(%_r99c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1300 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1301 = stablehlo.divide %1299, %1300 : tensor<128x197xf32>
    %1302 = "stablehlo.broadcast_in_dim"(%1301) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1303 = stablehlo.multiply %988, %1302 : tensor<128x197x384xf32>
    %1304 = stablehlo.subtract %1296, %1303 : tensor<128x197x384xf32>
    %1305 = stablehlo.multiply %987, %1304 : tensor<128x197x384xf32>
    %1306 = stablehlo.multiply %1286, %988 : tensor<128x197x384xf32>
    %1307 = stablehlo.constant dense<0.0> : tensor<f32>
    %1308 = "stablehlo.reduce"(%1306, %1307) ({
    ^bb0(%_r100a: tensor<f32>, %_r100b: tensor<f32>):
      %_r100c = stablehlo.add %_r100a, %_r100b : tensor<f32>
      "stablehlo.return"(%_r100c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1309 = stablehlo.constant dense<0.0> : tensor<f32>
    %1310 = "stablehlo.reduce"(%1286, %1309) ({
    ^bb0(%_r101a: tensor<f32>, %_r101b: tensor<f32>):
      %_r101c = stablehlo.add %_r101a, %_r101b : tensor<f32>
      "stablehlo.return"(%_r101c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1311 = stablehlo.add %1305, %1270 : tensor<128x197x384xf32>
    %1312 = stablehlo.multiply %1311, %970 : tensor<128x197x384xf32>
    %1313 = "stablehlo.dot_general"(%1312, %blocks.10.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x384xf32>, tensor<384x384xf32>) -> tensor<128x197x384xf32>
    %1314 = "stablehlo.dot_general"(%965, %1312) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x384xf32>) -> tensor<384x384xf32>
    %1315 = stablehlo.constant dense<0.0> : tensor<f32>
    %1316 = "stablehlo.reduce"(%1312, %1315) ({
    ^bb0(%_r102a: tensor<f32>, %_r102b: tensor<f32>):
      %_r102c = stablehlo.add %_r102a, %_r102b : tensor<f32>
      "stablehlo.return"(%_r102c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1317 = "stablehlo.reshape"(%1313) : (tensor<128x197x384xf32>) -> tensor<128x197x6x64xf32>
    %1318 = "stablehlo.transpose"(%1317) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x197x6x64xf32>) -> tensor<128x6x197x64xf32>
    %1319 = "stablehlo.dot_general"(%962, %1318) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1320 = "stablehlo.dot_general"(%1318, %950) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x6x197x64xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x197xf32>
    %1321 = stablehlo.multiply %1320, %962 : tensor<128x6x197x197xf32>
    %1322 = stablehlo.constant dense<0.0> : tensor<f32>
    %1323 = "stablehlo.reduce"(%1321, %1322) ({
    ^bb0(%_r103a: tensor<f32>, %_r103b: tensor<f32>):
      %_r103c = stablehlo.add %_r103a, %_r103b : tensor<f32>
      "stablehlo.return"(%_r103c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %1324 = "stablehlo.broadcast_in_dim"(%1323) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %1325 = stablehlo.subtract %1320, %1324 : tensor<128x6x197x197xf32>
    %1326 = stablehlo.multiply %962, %1325 : tensor<128x6x197x197xf32>
    %1327 = "stablehlo.dot_general"(%1326, %948) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1328 = stablehlo.constant dense<0.125> : tensor<128x6x197x64xf32>
    %1329 = stablehlo.multiply %1327, %1328 : tensor<128x6x197x64xf32>
    %1330 = "stablehlo.dot_general"(%1326, %952) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1331 = "stablehlo.reshape"(%1329) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1332 = "stablehlo.reshape"(%1330) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1333 = "stablehlo.reshape"(%1319) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1334 = "stablehlo.concatenate"(%1331, %1332, %1333) {dimension = 1 : i64} : (tensor<128x1x6x197x64xf32>, tensor<128x1x6x197x64xf32>, tensor<128x1x6x197x64xf32>) -> tensor<128x3x6x197x64xf32>
    %1335 = "stablehlo.transpose"(%1334) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x197x3x6x64xf32>
    %1336 = "stablehlo.reshape"(%1335) : (tensor<128x197x3x6x64xf32>) -> tensor<128x197x1152xf32>
    %1337 = "stablehlo.dot_general"(%1336, %blocks.10.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x1152xf32>, tensor<384x1152xf32>) -> tensor<128x197x384xf32>
    %1338 = "stablehlo.dot_general"(%939, %1336) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1152xf32>) -> tensor<384x1152xf32>
    %1339 = stablehlo.constant dense<0.0> : tensor<f32>
    %1340 = "stablehlo.reduce"(%1336, %1339) ({
    ^bb0(%_r104a: tensor<f32>, %_r104b: tensor<f32>):
      %_r104c = stablehlo.add %_r104a, %_r104b : tensor<f32>
      "stablehlo.return"(%_r104c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x1152xf32>, tensor<f32>) -> tensor<1152xf32>
    %1341 = stablehlo.multiply %1337, %936 : tensor<128x197x384xf32>
    %1342 = stablehlo.constant dense<0.0> : tensor<f32>
    %1343 = "stablehlo.reduce"(%1341, %1342) ({
    ^bb0(%_r105a: tensor<f32>, %_r105b: tensor<f32>):
      %_r105c = stablehlo.add %_r105a, %_r105b : tensor<f32>
      "stablehlo.return"(%_r105c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1344 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1345 = stablehlo.divide %1343, %1344 : tensor<128x197xf32>
    %1346 = "stablehlo.broadcast_in_dim"(%1345) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1347 = stablehlo.subtract %1341, %1346 : tensor<128x197x384xf32>
    %1348 = stablehlo.multiply %1341, %935 : tensor<128x197x384xf32>
    %1349 = stablehlo.constant dense<0.0> : tensor<f32>
    %1350 = "stablehlo.reduce"(%1348, %1349) ({
    ^bb0(%_r106a: tensor<f32>, %_r106b: tensor<f32>):
      %_r106c = stablehlo.add %_r106a, %_r106b : tensor<f32>
      "stablehlo.return"(%_r106c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1351 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1352 = stablehlo.divide %1350, %1351 : tensor<128x197xf32>
    %1353 = "stablehlo.broadcast_in_dim"(%1352) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1354 = stablehlo.multiply %935, %1353 : tensor<128x197x384xf32>
    %1355 = stablehlo.subtract %1347, %1354 : tensor<128x197x384xf32>
    %1356 = stablehlo.multiply %934, %1355 : tensor<128x197x384xf32>
    %1357 = stablehlo.multiply %1337, %935 : tensor<128x197x384xf32>
    %1358 = stablehlo.constant dense<0.0> : tensor<f32>
    %1359 = "stablehlo.reduce"(%1357, %1358) ({
    ^bb0(%_r107a: tensor<f32>, %_r107b: tensor<f32>):
      %_r107c = stablehlo.add %_r107a, %_r107b : tensor<f32>
      "stablehlo.return"(%_r107c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1360 = stablehlo.constant dense<0.0> : tensor<f32>
    %1361 = "stablehlo.reduce"(%1337, %1360) ({
    ^bb0(%_r108a: tensor<f32>, %_r108b: tensor<f32>):
      %_r108c = stablehlo.add %_r108a, %_r108b : tensor<f32>
      "stablehlo.return"(%_r108c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1362 = stablehlo.add %1356, %1311 : tensor<128x197x384xf32>
    %1363 = stablehlo.multiply %1362, %917 : tensor<128x197x384xf32>
    %1364 = "stablehlo.dot_general"(%1363, %blocks.9.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x384xf32>, tensor<1536x384xf32>) -> tensor<128x197x1536xf32>
    %1365 = "stablehlo.dot_general"(%912, %1363) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x1536xf32>, tensor<128x197x384xf32>) -> tensor<1536x384xf32>
    %1366 = stablehlo.constant dense<0.0> : tensor<f32>
    %1367 = "stablehlo.reduce"(%1363, %1366) ({
    ^bb0(%_r109a: tensor<f32>, %_r109b: tensor<f32>):
      %_r109c = stablehlo.add %_r109a, %_r109b : tensor<f32>
      "stablehlo.return"(%_r109c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1368 = stablehlo.constant dense<0.5> : tensor<128x197x1536xf32>
    %1369 = stablehlo.multiply %909, %1368 : tensor<128x197x1536xf32>
    %1370 = stablehlo.multiply %906, %906 : tensor<128x197x1536xf32>
    %1371 = stablehlo.negate %1370 : tensor<128x197x1536xf32>
    %1372 = stablehlo.exponential %1371 : tensor<128x197x1536xf32>
    %1373 = stablehlo.constant dense<0.3989423> : tensor<128x197x1536xf32>
    %1374 = stablehlo.multiply %1372, %1373 : tensor<128x197x1536xf32>
    %1375 = stablehlo.multiply %904, %1374 : tensor<128x197x1536xf32>
    %1376 = stablehlo.add %1369, %1375 : tensor<128x197x1536xf32>
    %1377 = stablehlo.multiply %1364, %1376 : tensor<128x197x1536xf32>
    %1378 = "stablehlo.dot_general"(%1377, %blocks.9.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x1536xf32>, tensor<384x1536xf32>) -> tensor<128x197x384xf32>
    %1379 = "stablehlo.dot_general"(%901, %1377) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1536xf32>) -> tensor<384x1536xf32>
    %1380 = stablehlo.constant dense<0.0> : tensor<f32>
    %1381 = "stablehlo.reduce"(%1377, %1380) ({
    ^bb0(%_r110a: tensor<f32>, %_r110b: tensor<f32>):
      %_r110c = stablehlo.add %_r110a, %_r110b : tensor<f32>
      "stablehlo.return"(%_r110c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1382 = stablehlo.multiply %1378, %898 : tensor<128x197x384xf32>
    %1383 = stablehlo.constant dense<0.0> : tensor<f32>
    %1384 = "stablehlo.reduce"(%1382, %1383) ({
    ^bb0(%_r111a: tensor<f32>, %_r111b: tensor<f32>):
      %_r111c = stablehlo.add %_r111a, %_r111b : tensor<f32>
      "stablehlo.return"(%_r111c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1385 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1386 = stablehlo.divide %1384, %1385 : tensor<128x197xf32>
    %1387 = "stablehlo.broadcast_in_dim"(%1386) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1388 = stablehlo.subtract %1382, %1387 : tensor<128x197x384xf32>
    %1389 = stablehlo.multiply %1382, %897 : tensor<128x197x384xf32>
    %1390 = stablehlo.constant dense<0.0> : tensor<f32>
    %1391 = "stablehlo.reduce"(%1389, %1390) ({
    ^bb0(%_r112a: tensor<f32>, %_r112b: tensor<f32>):
      %_r112c = stablehlo.add %_r112a, %_r112b : tensor<f32>
      "stablehlo.return"(%_r112c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1392 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1393 = stablehlo.divide %1391, %1392 : tensor<128x197xf32>
    %1394 = "stablehlo.broadcast_in_dim"(%1393) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1395 = stablehlo.multiply %897, %1394 : tensor<128x197x384xf32>
    %1396 = stablehlo.subtract %1388, %1395 : tensor<128x197x384xf32>
    %1397 = stablehlo.multiply %896, %1396 : tensor<128x197x384xf32>
    %1398 = stablehlo.multiply %1378, %897 : tensor<128x197x384xf32>
    %1399 = stablehlo.constant dense<0.0> : tensor<f32>
    %1400 = "stablehlo.reduce"(%1398, %1399) ({
    ^bb0(%_r113a: tensor<f32>, %_r113b: tensor<f32>):
      %_r113c = stablehlo.add %_r113a, %_r113b : tensor<f32>
      "stablehlo.return"(%_r113c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1401 = stablehlo.constant dense<0.0> : tensor<f32>
    %1402 = "stablehlo.reduce"(%1378, %1401) ({
    ^bb0(%_r114a: tensor<f32>, %_r114b: tensor<f32>):
      %_r114c = stablehlo.add %_r114a, %_r114b : tensor<f32>
      "stablehlo.return"(%_r114c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1403 = stablehlo.add %1397, %1362 : tensor<128x197x384xf32>
    %1404 = stablehlo.multiply %1403, %879 : tensor<128x197x384xf32>
    %1405 = "stablehlo.dot_general"(%1404, %blocks.9.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x384xf32>, tensor<384x384xf32>) -> tensor<128x197x384xf32>
    %1406 = "stablehlo.dot_general"(%874, %1404) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x384xf32>) -> tensor<384x384xf32>
    %1407 = stablehlo.constant dense<0.0> : tensor<f32>
    %1408 = "stablehlo.reduce"(%1404, %1407) ({
    ^bb0(%_r115a: tensor<f32>, %_r115b: tensor<f32>):
      %_r115c = stablehlo.add %_r115a, %_r115b : tensor<f32>
      "stablehlo.return"(%_r115c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1409 = "stablehlo.reshape"(%1405) : (tensor<128x197x384xf32>) -> tensor<128x197x6x64xf32>
    %1410 = "stablehlo.transpose"(%1409) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x197x6x64xf32>) -> tensor<128x6x197x64xf32>
    %1411 = "stablehlo.dot_general"(%871, %1410) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1412 = "stablehlo.dot_general"(%1410, %859) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x6x197x64xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x197xf32>
    %1413 = stablehlo.multiply %1412, %871 : tensor<128x6x197x197xf32>
    %1414 = stablehlo.constant dense<0.0> : tensor<f32>
    %1415 = "stablehlo.reduce"(%1413, %1414) ({
    ^bb0(%_r116a: tensor<f32>, %_r116b: tensor<f32>):
      %_r116c = stablehlo.add %_r116a, %_r116b : tensor<f32>
      "stablehlo.return"(%_r116c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %1416 = "stablehlo.broadcast_in_dim"(%1415) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %1417 = stablehlo.subtract %1412, %1416 : tensor<128x6x197x197xf32>
    %1418 = stablehlo.multiply %871, %1417 : tensor<128x6x197x197xf32>
    %1419 = "stablehlo.dot_general"(%1418, %857) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1420 = stablehlo.constant dense<0.125> : tensor<128x6x197x64xf32>
    %1421 = stablehlo.multiply %1419, %1420 : tensor<128x6x197x64xf32>
    %1422 = "stablehlo.dot_general"(%1418, %861) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1423 = "stablehlo.reshape"(%1421) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1424 = "stablehlo.reshape"(%1422) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1425 = "stablehlo.reshape"(%1411) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1426 = "stablehlo.concatenate"(%1423, %1424, %1425) {dimension = 1 : i64} : (tensor<128x1x6x197x64xf32>, tensor<128x1x6x197x64xf32>, tensor<128x1x6x197x64xf32>) -> tensor<128x3x6x197x64xf32>
    %1427 = "stablehlo.transpose"(%1426) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x197x3x6x64xf32>
    %1428 = "stablehlo.reshape"(%1427) : (tensor<128x197x3x6x64xf32>) -> tensor<128x197x1152xf32>
    %1429 = "stablehlo.dot_general"(%1428, %blocks.9.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x1152xf32>, tensor<384x1152xf32>) -> tensor<128x197x384xf32>
    %1430 = "stablehlo.dot_general"(%848, %1428) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1152xf32>) -> tensor<384x1152xf32>
    %1431 = stablehlo.constant dense<0.0> : tensor<f32>
    %1432 = "stablehlo.reduce"(%1428, %1431) ({
    ^bb0(%_r117a: tensor<f32>, %_r117b: tensor<f32>):
      %_r117c = stablehlo.add %_r117a, %_r117b : tensor<f32>
      "stablehlo.return"(%_r117c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x1152xf32>, tensor<f32>) -> tensor<1152xf32>
    %1433 = stablehlo.multiply %1429, %845 : tensor<128x197x384xf32>
    %1434 = stablehlo.constant dense<0.0> : tensor<f32>
    %1435 = "stablehlo.reduce"(%1433, %1434) ({
    ^bb0(%_r118a: tensor<f32>, %_r118b: tensor<f32>):
      %_r118c = stablehlo.add %_r118a, %_r118b : tensor<f32>
      "stablehlo.return"(%_r118c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1436 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1437 = stablehlo.divide %1435, %1436 : tensor<128x197xf32>
    %1438 = "stablehlo.broadcast_in_dim"(%1437) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1439 = stablehlo.subtract %1433, %1438 : tensor<128x197x384xf32>
    %1440 = stablehlo.multiply %1433, %844 : tensor<128x197x384xf32>
    %1441 = stablehlo.constant dense<0.0> : tensor<f32>
    %1442 = "stablehlo.reduce"(%1440, %1441) ({
    ^bb0(%_r119a: tensor<f32>, %_r119b: tensor<f32>):
      %_r119c = stablehlo.add %_r119a, %_r119b : tensor<f32>
      "stablehlo.return"(%_r119c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1443 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1444 = stablehlo.divide %1442, %1443 : tensor<128x197xf32>
    %1445 = "stablehlo.broadcast_in_dim"(%1444) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1446 = stablehlo.multiply %844, %1445 : tensor<128x197x384xf32>
    %1447 = stablehlo.subtract %1439, %1446 : tensor<128x197x384xf32>
    %1448 = stablehlo.multiply %843, %1447 : tensor<128x197x384xf32>
    %1449 = stablehlo.multiply %1429, %844 : tensor<128x197x384xf32>
    %1450 = stablehlo.constant dense<0.0> : tensor<f32>
    %1451 = "stablehlo.reduce"(%1449, %1450) ({
    ^bb0(%_r120a: tensor<f32>, %_r120b: tensor<f32>):
      %_r120c = stablehlo.add %_r120a, %_r120b : tensor<f32>
      "stablehlo.return"(%_r120c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1452 = stablehlo.constant dense<0.0> : tensor<f32>
    %1453 = "stablehlo.reduce"(%1429, %1452) ({
    ^bb0(%_r121a: tensor<f32>, %_r121b: tensor<f32>):
      %_r121c = stablehlo.add %_r121a, %_r121b : tensor<f32>
      "stablehlo.return"(%_r121c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1454 = stablehlo.add %1448, %1403 : tensor<128x197x384xf32>
    %1455 = stablehlo.multiply %1454, %826 : tensor<128x197x384xf32>
    %1456 = "stablehlo.dot_general"(%1455, %blocks.8.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x384xf32>, tensor<1536x384xf32>) -> tensor<128x197x1536xf32>
    %1457 = "stablehlo.dot_general"(%821, %1455) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x1536xf32>, tensor<128x197x384xf32>) -> tensor<1536x384xf32>
    %1458 = stablehlo.constant dense<0.0> : tensor<f32>
    %1459 = "stablehlo.reduce"(%1455, %1458) ({
    ^bb0(%_r122a: tensor<f32>, %_r122b: tensor<f32>):
      %_r122c = stablehlo.add %_r122a, %_r122b : tensor<f32>
      "stablehlo.return"(%_r122c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1460 = stablehlo.constant dense<0.5> : tensor<128x197x1536xf32>
    %1461 = stablehlo.multiply %818, %1460 : tensor<128x197x1536xf32>
    %1462 = stablehlo.multiply %815, %815 : tensor<128x197x1536xf32>
    %1463 = stablehlo.negate %1462 : tensor<128x197x1536xf32>
    %1464 = stablehlo.exponential %1463 : tensor<128x197x1536xf32>
    %1465 = stablehlo.constant dense<0.3989423> : tensor<128x197x1536xf32>
    %1466 = stablehlo.multiply %1464, %1465 : tensor<128x197x1536xf32>
    %1467 = stablehlo.multiply %813, %1466 : tensor<128x197x1536xf32>
    %1468 = stablehlo.add %1461, %1467 : tensor<128x197x1536xf32>
    %1469 = stablehlo.multiply %1456, %1468 : tensor<128x197x1536xf32>
    %1470 = "stablehlo.dot_general"(%1469, %blocks.8.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x1536xf32>, tensor<384x1536xf32>) -> tensor<128x197x384xf32>
    %1471 = "stablehlo.dot_general"(%810, %1469) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1536xf32>) -> tensor<384x1536xf32>
    %1472 = stablehlo.constant dense<0.0> : tensor<f32>
    %1473 = "stablehlo.reduce"(%1469, %1472) ({
    ^bb0(%_r123a: tensor<f32>, %_r123b: tensor<f32>):
      %_r123c = stablehlo.add %_r123a, %_r123b : tensor<f32>
      "stablehlo.return"(%_r123c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1474 = stablehlo.multiply %1470, %807 : tensor<128x197x384xf32>
    %1475 = stablehlo.constant dense<0.0> : tensor<f32>
    %1476 = "stablehlo.reduce"(%1474, %1475) ({
    ^bb0(%_r124a: tensor<f32>, %_r124b: tensor<f32>):
      %_r124c = stablehlo.add %_r124a, %_r124b : tensor<f32>
      "stablehlo.return"(%_r124c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1477 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1478 = stablehlo.divide %1476, %1477 : tensor<128x197xf32>
    %1479 = "stablehlo.broadcast_in_dim"(%1478) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1480 = stablehlo.subtract %1474, %1479 : tensor<128x197x384xf32>
    %1481 = stablehlo.multiply %1474, %806 : tensor<128x197x384xf32>
    %1482 = stablehlo.constant dense<0.0> : tensor<f32>
    %1483 = "stablehlo.reduce"(%1481, %1482) ({
    ^bb0(%_r125a: tensor<f32>, %_r125b: tensor<f32>):
      %_r125c = stablehlo.add %_r125a, %_r125b : tensor<f32>
      "stablehlo.return"(%_r125c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1484 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1485 = stablehlo.divide %1483, %1484 : tensor<128x197xf32>
    %1486 = "stablehlo.broadcast_in_dim"(%1485) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1487 = stablehlo.multiply %806, %1486 : tensor<128x197x384xf32>
    %1488 = stablehlo.subtract %1480, %1487 : tensor<128x197x384xf32>
    %1489 = stablehlo.multiply %805, %1488 : tensor<128x197x384xf32>
    %1490 = stablehlo.multiply %1470, %806 : tensor<128x197x384xf32>
    %1491 = stablehlo.constant dense<0.0> : tensor<f32>
    %1492 = "stablehlo.reduce"(%1490, %1491) ({
    ^bb0(%_r126a: tensor<f32>, %_r126b: tensor<f32>):
      %_r126c = stablehlo.add %_r126a, %_r126b : tensor<f32>
      "stablehlo.return"(%_r126c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1493 = stablehlo.constant dense<0.0> : tensor<f32>
    %1494 = "stablehlo.reduce"(%1470, %1493) ({
    ^bb0(%_r127a: tensor<f32>, %_r127b: tensor<f32>):
      %_r127c = stablehlo.add %_r127a, %_r127b : tensor<f32>
      "stablehlo.return"(%_r127c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1495 = stablehlo.add %1489, %1454 : tensor<128x197x384xf32>
    %1496 = stablehlo.multiply %1495, %788 : tensor<128x197x384xf32>
    %1497 = "stablehlo.dot_general"(%1496, %blocks.8.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x384xf32>, tensor<384x384xf32>) -> tensor<128x197x384xf32>
    %1498 = "stablehlo.dot_general"(%783, %1496) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x384xf32>) -> tensor<384x384xf32>
    %1499 = stablehlo.constant dense<0.0> : tensor<f32>
    %1500 = "stablehlo.reduce"(%1496, %1499) ({
    ^bb0(%_r128a: tensor<f32>, %_r128b: tensor<f32>):
      %_r128c = stablehlo.add %_r128a, %_r128b : tensor<f32>
      "stablehlo.return"(%_r128c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1501 = "stablehlo.reshape"(%1497) : (tensor<128x197x384xf32>) -> tensor<128x197x6x64xf32>
    %1502 = "stablehlo.transpose"(%1501) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x197x6x64xf32>) -> tensor<128x6x197x64xf32>
    %1503 = "stablehlo.dot_general"(%780, %1502) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1504 = "stablehlo.dot_general"(%1502, %768) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x6x197x64xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x197xf32>
    %1505 = stablehlo.multiply %1504, %780 : tensor<128x6x197x197xf32>
    %1506 = stablehlo.constant dense<0.0> : tensor<f32>
    %1507 = "stablehlo.reduce"(%1505, %1506) ({
    ^bb0(%_r129a: tensor<f32>, %_r129b: tensor<f32>):
      %_r129c = stablehlo.add %_r129a, %_r129b : tensor<f32>
      "stablehlo.return"(%_r129c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %1508 = "stablehlo.broadcast_in_dim"(%1507) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %1509 = stablehlo.subtract %1504, %1508 : tensor<128x6x197x197xf32>
    %1510 = stablehlo.multiply %780, %1509 : tensor<128x6x197x197xf32>
    %1511 = "stablehlo.dot_general"(%1510, %766) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1512 = stablehlo.constant dense<0.125> : tensor<128x6x197x64xf32>
    %1513 = stablehlo.multiply %1511, %1512 : tensor<128x6x197x64xf32>
    %1514 = "stablehlo.dot_general"(%1510, %770) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1515 = "stablehlo.reshape"(%1513) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1516 = "stablehlo.reshape"(%1514) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1517 = "stablehlo.reshape"(%1503) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1518 = "stablehlo.concatenate"(%1515, %1516, %1517) {dimension = 1 : i64} : (tensor<128x1x6x197x64xf32>, tensor<128x1x6x197x64xf32>, tensor<128x1x6x197x64xf32>) -> tensor<128x3x6x197x64xf32>
    %1519 = "stablehlo.transpose"(%1518) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x197x3x6x64xf32>
    %1520 = "stablehlo.reshape"(%1519) : (tensor<128x197x3x6x64xf32>) -> tensor<128x197x1152xf32>
    %1521 = "stablehlo.dot_general"(%1520, %blocks.8.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x1152xf32>, tensor<384x1152xf32>) -> tensor<128x197x384xf32>
    %1522 = "stablehlo.dot_general"(%757, %1520) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1152xf32>) -> tensor<384x1152xf32>
    %1523 = stablehlo.constant dense<0.0> : tensor<f32>
    %1524 = "stablehlo.reduce"(%1520, %1523) ({
    ^bb0(%_r130a: tensor<f32>, %_r130b: tensor<f32>):
      %_r130c = stablehlo.add %_r130a, %_r130b : tensor<f32>
      "stablehlo.return"(%_r130c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x1152xf32>, tensor<f32>) -> tensor<1152xf32>
    %1525 = stablehlo.multiply %1521, %754 : tensor<128x197x384xf32>
    %1526 = stablehlo.constant dense<0.0> : tensor<f32>
    %1527 = "stablehlo.reduce"(%1525, %1526) ({
    ^bb0(%_r131a: tensor<f32>, %_r131b: tensor<f32>):
      %_r131c = stablehlo.add %_r131a, %_r131b : tensor<f32>
      "stablehlo.return"(%_r131c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1528 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1529 = stablehlo.divide %1527, %1528 : tensor<128x197xf32>
    %1530 = "stablehlo.broadcast_in_dim"(%1529) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1531 = stablehlo.subtract %1525, %1530 : tensor<128x197x384xf32>
    %1532 = stablehlo.multiply %1525, %753 : tensor<128x197x384xf32>
    %1533 = stablehlo.constant dense<0.0> : tensor<f32>
    %1534 = "stablehlo.reduce"(%1532, %1533) ({
    ^bb0(%_r132a: tensor<f32>, %_r132b: tensor<f32>):
      %_r132c = stablehlo.add %_r132a, %_r132b : tensor<f32>
      "stablehlo.return"(%_r132c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1535 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1536 = stablehlo.divide %1534, %1535 : tensor<128x197xf32>
    %1537 = "stablehlo.broadcast_in_dim"(%1536) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1538 = stablehlo.multiply %753, %1537 : tensor<128x197x384xf32>
    %1539 = stablehlo.subtract %1531, %1538 : tensor<128x197x384xf32>
    %1540 = stablehlo.multiply %752, %1539 : tensor<128x197x384xf32>
    %1541 = stablehlo.multiply %1521, %753 : tensor<128x197x384xf32>
    %1542 = stablehlo.constant dense<0.0> : tensor<f32>
    %1543 = "stablehlo.reduce"(%1541, %1542) ({
    ^bb0(%_r133a: tensor<f32>, %_r133b: tensor<f32>):
      %_r133c = stablehlo.add %_r133a, %_r133b : tensor<f32>
      "stablehlo.return"(%_r133c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1544 = stablehlo.constant dense<0.0> : tensor<f32>
    %1545 = "stablehlo.reduce"(%1521, %1544) ({
    ^bb0(%_r134a: tensor<f32>, %_r134b: tensor<f32>):
      %_r134c = stablehlo.add %_r134a, %_r134b : tensor<f32>
      "stablehlo.return"(%_r134c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1546 = stablehlo.add %1540, %1495 : tensor<128x197x384xf32>
    %1547 = stablehlo.multiply %1546, %735 : tensor<128x197x384xf32>
    %1548 = "stablehlo.dot_general"(%1547, %blocks.7.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x384xf32>, tensor<1536x384xf32>) -> tensor<128x197x1536xf32>
    %1549 = "stablehlo.dot_general"(%730, %1547) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x1536xf32>, tensor<128x197x384xf32>) -> tensor<1536x384xf32>
    %1550 = stablehlo.constant dense<0.0> : tensor<f32>
    %1551 = "stablehlo.reduce"(%1547, %1550) ({
    ^bb0(%_r135a: tensor<f32>, %_r135b: tensor<f32>):
      %_r135c = stablehlo.add %_r135a, %_r135b : tensor<f32>
      "stablehlo.return"(%_r135c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1552 = stablehlo.constant dense<0.5> : tensor<128x197x1536xf32>
    %1553 = stablehlo.multiply %727, %1552 : tensor<128x197x1536xf32>
    %1554 = stablehlo.multiply %724, %724 : tensor<128x197x1536xf32>
    %1555 = stablehlo.negate %1554 : tensor<128x197x1536xf32>
    %1556 = stablehlo.exponential %1555 : tensor<128x197x1536xf32>
    %1557 = stablehlo.constant dense<0.3989423> : tensor<128x197x1536xf32>
    %1558 = stablehlo.multiply %1556, %1557 : tensor<128x197x1536xf32>
    %1559 = stablehlo.multiply %722, %1558 : tensor<128x197x1536xf32>
    %1560 = stablehlo.add %1553, %1559 : tensor<128x197x1536xf32>
    %1561 = stablehlo.multiply %1548, %1560 : tensor<128x197x1536xf32>
    %1562 = "stablehlo.dot_general"(%1561, %blocks.7.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x1536xf32>, tensor<384x1536xf32>) -> tensor<128x197x384xf32>
    %1563 = "stablehlo.dot_general"(%719, %1561) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1536xf32>) -> tensor<384x1536xf32>
    %1564 = stablehlo.constant dense<0.0> : tensor<f32>
    %1565 = "stablehlo.reduce"(%1561, %1564) ({
    ^bb0(%_r136a: tensor<f32>, %_r136b: tensor<f32>):
      %_r136c = stablehlo.add %_r136a, %_r136b : tensor<f32>
      "stablehlo.return"(%_r136c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1566 = stablehlo.multiply %1562, %716 : tensor<128x197x384xf32>
    %1567 = stablehlo.constant dense<0.0> : tensor<f32>
    %1568 = "stablehlo.reduce"(%1566, %1567) ({
    ^bb0(%_r137a: tensor<f32>, %_r137b: tensor<f32>):
      %_r137c = stablehlo.add %_r137a, %_r137b : tensor<f32>
      "stablehlo.return"(%_r137c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1569 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1570 = stablehlo.divide %1568, %1569 : tensor<128x197xf32>
    %1571 = "stablehlo.broadcast_in_dim"(%1570) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1572 = stablehlo.subtract %1566, %1571 : tensor<128x197x384xf32>
    %1573 = stablehlo.multiply %1566, %715 : tensor<128x197x384xf32>
    %1574 = stablehlo.constant dense<0.0> : tensor<f32>
    %1575 = "stablehlo.reduce"(%1573, %1574) ({
    ^bb0(%_r138a: tensor<f32>, %_r138b: tensor<f32>):
      %_r138c = stablehlo.add %_r138a, %_r138b : tensor<f32>
      "stablehlo.return"(%_r138c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1576 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1577 = stablehlo.divide %1575, %1576 : tensor<128x197xf32>
    %1578 = "stablehlo.broadcast_in_dim"(%1577) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1579 = stablehlo.multiply %715, %1578 : tensor<128x197x384xf32>
    %1580 = stablehlo.subtract %1572, %1579 : tensor<128x197x384xf32>
    %1581 = stablehlo.multiply %714, %1580 : tensor<128x197x384xf32>
    %1582 = stablehlo.multiply %1562, %715 : tensor<128x197x384xf32>
    %1583 = stablehlo.constant dense<0.0> : tensor<f32>
    %1584 = "stablehlo.reduce"(%1582, %1583) ({
    ^bb0(%_r139a: tensor<f32>, %_r139b: tensor<f32>):
      %_r139c = stablehlo.add %_r139a, %_r139b : tensor<f32>
      "stablehlo.return"(%_r139c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1585 = stablehlo.constant dense<0.0> : tensor<f32>
    %1586 = "stablehlo.reduce"(%1562, %1585) ({
    ^bb0(%_r140a: tensor<f32>, %_r140b: tensor<f32>):
      %_r140c = stablehlo.add %_r140a, %_r140b : tensor<f32>
      "stablehlo.return"(%_r140c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1587 = stablehlo.add %1581, %1546 : tensor<128x197x384xf32>
    %1588 = stablehlo.multiply %1587, %697 : tensor<128x197x384xf32>
    %1589 = "stablehlo.dot_general"(%1588, %blocks.7.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x384xf32>, tensor<384x384xf32>) -> tensor<128x197x384xf32>
    %1590 = "stablehlo.dot_general"(%692, %1588) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x384xf32>) -> tensor<384x384xf32>
    %1591 = stablehlo.constant dense<0.0> : tensor<f32>
    %1592 = "stablehlo.reduce"(%1588, %1591) ({
    ^bb0(%_r141a: tensor<f32>, %_r141b: tensor<f32>):
      %_r141c = stablehlo.add %_r141a, %_r141b : tensor<f32>
      "stablehlo.return"(%_r141c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1593 = "stablehlo.reshape"(%1589) : (tensor<128x197x384xf32>) -> tensor<128x197x6x64xf32>
    %1594 = "stablehlo.transpose"(%1593) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x197x6x64xf32>) -> tensor<128x6x197x64xf32>
    %1595 = "stablehlo.dot_general"(%689, %1594) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1596 = "stablehlo.dot_general"(%1594, %677) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x6x197x64xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x197xf32>
    %1597 = stablehlo.multiply %1596, %689 : tensor<128x6x197x197xf32>
    %1598 = stablehlo.constant dense<0.0> : tensor<f32>
    %1599 = "stablehlo.reduce"(%1597, %1598) ({
    ^bb0(%_r142a: tensor<f32>, %_r142b: tensor<f32>):
      %_r142c = stablehlo.add %_r142a, %_r142b : tensor<f32>
      "stablehlo.return"(%_r142c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %1600 = "stablehlo.broadcast_in_dim"(%1599) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %1601 = stablehlo.subtract %1596, %1600 : tensor<128x6x197x197xf32>
    %1602 = stablehlo.multiply %689, %1601 : tensor<128x6x197x197xf32>
    %1603 = "stablehlo.dot_general"(%1602, %675) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1604 = stablehlo.constant dense<0.125> : tensor<128x6x197x64xf32>
    %1605 = stablehlo.multiply %1603, %1604 : tensor<128x6x197x64xf32>
    %1606 = "stablehlo.dot_general"(%1602, %679) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1607 = "stablehlo.reshape"(%1605) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1608 = "stablehlo.reshape"(%1606) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1609 = "stablehlo.reshape"(%1595) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1610 = "stablehlo.concatenate"(%1607, %1608, %1609) {dimension = 1 : i64} : (tensor<128x1x6x197x64xf32>, tensor<128x1x6x197x64xf32>, tensor<128x1x6x197x64xf32>) -> tensor<128x3x6x197x64xf32>
    %1611 = "stablehlo.transpose"(%1610) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x197x3x6x64xf32>
    %1612 = "stablehlo.reshape"(%1611) : (tensor<128x197x3x6x64xf32>) -> tensor<128x197x1152xf32>
    %1613 = "stablehlo.dot_general"(%1612, %blocks.7.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x1152xf32>, tensor<384x1152xf32>) -> tensor<128x197x384xf32>
    %1614 = "stablehlo.dot_general"(%666, %1612) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1152xf32>) -> tensor<384x1152xf32>
    %1615 = stablehlo.constant dense<0.0> : tensor<f32>
    %1616 = "stablehlo.reduce"(%1612, %1615) ({
    ^bb0(%_r143a: tensor<f32>, %_r143b: tensor<f32>):
      %_r143c = stablehlo.add %_r143a, %_r143b : tensor<f32>
      "stablehlo.return"(%_r143c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x1152xf32>, tensor<f32>) -> tensor<1152xf32>
    %1617 = stablehlo.multiply %1613, %663 : tensor<128x197x384xf32>
    %1618 = stablehlo.constant dense<0.0> : tensor<f32>
    %1619 = "stablehlo.reduce"(%1617, %1618) ({
    ^bb0(%_r144a: tensor<f32>, %_r144b: tensor<f32>):
      %_r144c = stablehlo.add %_r144a, %_r144b : tensor<f32>
      "stablehlo.return"(%_r144c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1620 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1621 = stablehlo.divide %1619, %1620 : tensor<128x197xf32>
    %1622 = "stablehlo.broadcast_in_dim"(%1621) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1623 = stablehlo.subtract %1617, %1622 : tensor<128x197x384xf32>
    %1624 = stablehlo.multiply %1617, %662 : tensor<128x197x384xf32>
    %1625 = stablehlo.constant dense<0.0> : tensor<f32>
    %1626 = "stablehlo.reduce"(%1624, %1625) ({
    ^bb0(%_r145a: tensor<f32>, %_r145b: tensor<f32>):
      %_r145c = stablehlo.add %_r145a, %_r145b : tensor<f32>
      "stablehlo.return"(%_r145c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1627 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1628 = stablehlo.divide %1626, %1627 : tensor<128x197xf32>
    %1629 = "stablehlo.broadcast_in_dim"(%1628) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1630 = stablehlo.multiply %662, %1629 : tensor<128x197x384xf32>
    %1631 = stablehlo.subtract %1623, %1630 : tensor<128x197x384xf32>
    %1632 = stablehlo.multiply %661, %1631 : tensor<128x197x384xf32>
    %1633 = stablehlo.multiply %1613, %662 : tensor<128x197x384xf32>
    %1634 = stablehlo.constant dense<0.0> : tensor<f32>
    %1635 = "stablehlo.reduce"(%1633, %1634) ({
    ^bb0(%_r146a: tensor<f32>, %_r146b: tensor<f32>):
      %_r146c = stablehlo.add %_r146a, %_r146b : tensor<f32>
      "stablehlo.return"(%_r146c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1636 = stablehlo.constant dense<0.0> : tensor<f32>
    %1637 = "stablehlo.reduce"(%1613, %1636) ({
    ^bb0(%_r147a: tensor<f32>, %_r147b: tensor<f32>):
      %_r147c = stablehlo.add %_r147a, %_r147b : tensor<f32>
      "stablehlo.return"(%_r147c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1638 = stablehlo.add %1632, %1587 : tensor<128x197x384xf32>
    %1639 = stablehlo.multiply %1638, %644 : tensor<128x197x384xf32>
    %1640 = "stablehlo.dot_general"(%1639, %blocks.6.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x384xf32>, tensor<1536x384xf32>) -> tensor<128x197x1536xf32>
    %1641 = "stablehlo.dot_general"(%639, %1639) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x1536xf32>, tensor<128x197x384xf32>) -> tensor<1536x384xf32>
    %1642 = stablehlo.constant dense<0.0> : tensor<f32>
    %1643 = "stablehlo.reduce"(%1639, %1642) ({
    ^bb0(%_r148a: tensor<f32>, %_r148b: tensor<f32>):
      %_r148c = stablehlo.add %_r148a, %_r148b : tensor<f32>
      "stablehlo.return"(%_r148c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1644 = stablehlo.constant dense<0.5> : tensor<128x197x1536xf32>
    %1645 = stablehlo.multiply %636, %1644 : tensor<128x197x1536xf32>
    %1646 = stablehlo.multiply %633, %633 : tensor<128x197x1536xf32>
    %1647 = stablehlo.negate %1646 : tensor<128x197x1536xf32>
    %1648 = stablehlo.exponential %1647 : tensor<128x197x1536xf32>
    %1649 = stablehlo.constant dense<0.3989423> : tensor<128x197x1536xf32>
    %1650 = stablehlo.multiply %1648, %1649 : tensor<128x197x1536xf32>
    %1651 = stablehlo.multiply %631, %1650 : tensor<128x197x1536xf32>
    %1652 = stablehlo.add %1645, %1651 : tensor<128x197x1536xf32>
    %1653 = stablehlo.multiply %1640, %1652 : tensor<128x197x1536xf32>
    %1654 = "stablehlo.dot_general"(%1653, %blocks.6.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x1536xf32>, tensor<384x1536xf32>) -> tensor<128x197x384xf32>
    %1655 = "stablehlo.dot_general"(%628, %1653) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1536xf32>) -> tensor<384x1536xf32>
    %1656 = stablehlo.constant dense<0.0> : tensor<f32>
    %1657 = "stablehlo.reduce"(%1653, %1656) ({
    ^bb0(%_r149a: tensor<f32>, %_r149b: tensor<f32>):
      %_r149c = stablehlo.add %_r149a, %_r149b : tensor<f32>
      "stablehlo.return"(%_r149c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1658 = stablehlo.multiply %1654, %625 : tensor<128x197x384xf32>
    %1659 = stablehlo.constant dense<0.0> : tensor<f32>
    %1660 = "stablehlo.reduce"(%1658, %1659) ({
    ^bb0(%_r150a: tensor<f32>, %_r150b: tensor<f32>):
      %_r150c = stablehlo.add %_r150a, %_r150b : tensor<f32>
      "stablehlo.return"(%_r150c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1661 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1662 = stablehlo.divide %1660, %1661 : tensor<128x197xf32>
    %1663 = "stablehlo.broadcast_in_dim"(%1662) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1664 = stablehlo.subtract %1658, %1663 : tensor<128x197x384xf32>
    %1665 = stablehlo.multiply %1658, %624 : tensor<128x197x384xf32>
    %1666 = stablehlo.constant dense<0.0> : tensor<f32>
    %1667 = "stablehlo.reduce"(%1665, %1666) ({
    ^bb0(%_r151a: tensor<f32>, %_r151b: tensor<f32>):
      %_r151c = stablehlo.add %_r151a, %_r151b : tensor<f32>
      "stablehlo.return"(%_r151c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1668 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1669 = stablehlo.divide %1667, %1668 : tensor<128x197xf32>
    %1670 = "stablehlo.broadcast_in_dim"(%1669) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1671 = stablehlo.multiply %624, %1670 : tensor<128x197x384xf32>
    %1672 = stablehlo.subtract %1664, %1671 : tensor<128x197x384xf32>
    %1673 = stablehlo.multiply %623, %1672 : tensor<128x197x384xf32>
    %1674 = stablehlo.multiply %1654, %624 : tensor<128x197x384xf32>
    %1675 = stablehlo.constant dense<0.0> : tensor<f32>
    %1676 = "stablehlo.reduce"(%1674, %1675) ({
    ^bb0(%_r152a: tensor<f32>, %_r152b: tensor<f32>):
      %_r152c = stablehlo.add %_r152a, %_r152b : tensor<f32>
      "stablehlo.return"(%_r152c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1677 = stablehlo.constant dense<0.0> : tensor<f32>
    %1678 = "stablehlo.reduce"(%1654, %1677) ({
    ^bb0(%_r153a: tensor<f32>, %_r153b: tensor<f32>):
      %_r153c = stablehlo.add %_r153a, %_r153b : tensor<f32>
      "stablehlo.return"(%_r153c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1679 = stablehlo.add %1673, %1638 : tensor<128x197x384xf32>
    %1680 = stablehlo.multiply %1679, %606 : tensor<128x197x384xf32>
    %1681 = "stablehlo.dot_general"(%1680, %blocks.6.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x384xf32>, tensor<384x384xf32>) -> tensor<128x197x384xf32>
    %1682 = "stablehlo.dot_general"(%601, %1680) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x384xf32>) -> tensor<384x384xf32>
    %1683 = stablehlo.constant dense<0.0> : tensor<f32>
    %1684 = "stablehlo.reduce"(%1680, %1683) ({
    ^bb0(%_r154a: tensor<f32>, %_r154b: tensor<f32>):
      %_r154c = stablehlo.add %_r154a, %_r154b : tensor<f32>
      "stablehlo.return"(%_r154c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1685 = "stablehlo.reshape"(%1681) : (tensor<128x197x384xf32>) -> tensor<128x197x6x64xf32>
    %1686 = "stablehlo.transpose"(%1685) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x197x6x64xf32>) -> tensor<128x6x197x64xf32>
    %1687 = "stablehlo.dot_general"(%598, %1686) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1688 = "stablehlo.dot_general"(%1686, %586) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x6x197x64xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x197xf32>
    %1689 = stablehlo.multiply %1688, %598 : tensor<128x6x197x197xf32>
    %1690 = stablehlo.constant dense<0.0> : tensor<f32>
    %1691 = "stablehlo.reduce"(%1689, %1690) ({
    ^bb0(%_r155a: tensor<f32>, %_r155b: tensor<f32>):
      %_r155c = stablehlo.add %_r155a, %_r155b : tensor<f32>
      "stablehlo.return"(%_r155c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %1692 = "stablehlo.broadcast_in_dim"(%1691) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %1693 = stablehlo.subtract %1688, %1692 : tensor<128x6x197x197xf32>
    %1694 = stablehlo.multiply %598, %1693 : tensor<128x6x197x197xf32>
    %1695 = "stablehlo.dot_general"(%1694, %584) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1696 = stablehlo.constant dense<0.125> : tensor<128x6x197x64xf32>
    %1697 = stablehlo.multiply %1695, %1696 : tensor<128x6x197x64xf32>
    %1698 = "stablehlo.dot_general"(%1694, %588) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1699 = "stablehlo.reshape"(%1697) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1700 = "stablehlo.reshape"(%1698) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1701 = "stablehlo.reshape"(%1687) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1702 = "stablehlo.concatenate"(%1699, %1700, %1701) {dimension = 1 : i64} : (tensor<128x1x6x197x64xf32>, tensor<128x1x6x197x64xf32>, tensor<128x1x6x197x64xf32>) -> tensor<128x3x6x197x64xf32>
    %1703 = "stablehlo.transpose"(%1702) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x197x3x6x64xf32>
    %1704 = "stablehlo.reshape"(%1703) : (tensor<128x197x3x6x64xf32>) -> tensor<128x197x1152xf32>
    %1705 = "stablehlo.dot_general"(%1704, %blocks.6.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x1152xf32>, tensor<384x1152xf32>) -> tensor<128x197x384xf32>
    %1706 = "stablehlo.dot_general"(%575, %1704) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1152xf32>) -> tensor<384x1152xf32>
    %1707 = stablehlo.constant dense<0.0> : tensor<f32>
    %1708 = "stablehlo.reduce"(%1704, %1707) ({
    ^bb0(%_r156a: tensor<f32>, %_r156b: tensor<f32>):
      %_r156c = stablehlo.add %_r156a, %_r156b : tensor<f32>
      "stablehlo.return"(%_r156c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x1152xf32>, tensor<f32>) -> tensor<1152xf32>
    %1709 = stablehlo.multiply %1705, %572 : tensor<128x197x384xf32>
    %1710 = stablehlo.constant dense<0.0> : tensor<f32>
    %1711 = "stablehlo.reduce"(%1709, %1710) ({
    ^bb0(%_r157a: tensor<f32>, %_r157b: tensor<f32>):
      %_r157c = stablehlo.add %_r157a, %_r157b : tensor<f32>
      "stablehlo.return"(%_r157c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1712 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1713 = stablehlo.divide %1711, %1712 : tensor<128x197xf32>
    %1714 = "stablehlo.broadcast_in_dim"(%1713) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1715 = stablehlo.subtract %1709, %1714 : tensor<128x197x384xf32>
    %1716 = stablehlo.multiply %1709, %571 : tensor<128x197x384xf32>
    %1717 = stablehlo.constant dense<0.0> : tensor<f32>
    %1718 = "stablehlo.reduce"(%1716, %1717) ({
    ^bb0(%_r158a: tensor<f32>, %_r158b: tensor<f32>):
      %_r158c = stablehlo.add %_r158a, %_r158b : tensor<f32>
      "stablehlo.return"(%_r158c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1719 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1720 = stablehlo.divide %1718, %1719 : tensor<128x197xf32>
    %1721 = "stablehlo.broadcast_in_dim"(%1720) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1722 = stablehlo.multiply %571, %1721 : tensor<128x197x384xf32>
    %1723 = stablehlo.subtract %1715, %1722 : tensor<128x197x384xf32>
    %1724 = stablehlo.multiply %570, %1723 : tensor<128x197x384xf32>
    %1725 = stablehlo.multiply %1705, %571 : tensor<128x197x384xf32>
    %1726 = stablehlo.constant dense<0.0> : tensor<f32>
    %1727 = "stablehlo.reduce"(%1725, %1726) ({
    ^bb0(%_r159a: tensor<f32>, %_r159b: tensor<f32>):
      %_r159c = stablehlo.add %_r159a, %_r159b : tensor<f32>
      "stablehlo.return"(%_r159c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1728 = stablehlo.constant dense<0.0> : tensor<f32>
    %1729 = "stablehlo.reduce"(%1705, %1728) ({
    ^bb0(%_r160a: tensor<f32>, %_r160b: tensor<f32>):
      %_r160c = stablehlo.add %_r160a, %_r160b : tensor<f32>
      "stablehlo.return"(%_r160c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1730 = stablehlo.add %1724, %1679 : tensor<128x197x384xf32>
    %1731 = stablehlo.multiply %1730, %553 : tensor<128x197x384xf32>
    %1732 = "stablehlo.dot_general"(%1731, %blocks.5.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x384xf32>, tensor<1536x384xf32>) -> tensor<128x197x1536xf32>
    %1733 = "stablehlo.dot_general"(%548, %1731) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x1536xf32>, tensor<128x197x384xf32>) -> tensor<1536x384xf32>
    %1734 = stablehlo.constant dense<0.0> : tensor<f32>
    %1735 = "stablehlo.reduce"(%1731, %1734) ({
    ^bb0(%_r161a: tensor<f32>, %_r161b: tensor<f32>):
      %_r161c = stablehlo.add %_r161a, %_r161b : tensor<f32>
      "stablehlo.return"(%_r161c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1736 = stablehlo.constant dense<0.5> : tensor<128x197x1536xf32>
    %1737 = stablehlo.multiply %545, %1736 : tensor<128x197x1536xf32>
    %1738 = stablehlo.multiply %542, %542 : tensor<128x197x1536xf32>
    %1739 = stablehlo.negate %1738 : tensor<128x197x1536xf32>
    %1740 = stablehlo.exponential %1739 : tensor<128x197x1536xf32>
    %1741 = stablehlo.constant dense<0.3989423> : tensor<128x197x1536xf32>
    %1742 = stablehlo.multiply %1740, %1741 : tensor<128x197x1536xf32>
    %1743 = stablehlo.multiply %540, %1742 : tensor<128x197x1536xf32>
    %1744 = stablehlo.add %1737, %1743 : tensor<128x197x1536xf32>
    %1745 = stablehlo.multiply %1732, %1744 : tensor<128x197x1536xf32>
    %1746 = "stablehlo.dot_general"(%1745, %blocks.5.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x1536xf32>, tensor<384x1536xf32>) -> tensor<128x197x384xf32>
    %1747 = "stablehlo.dot_general"(%537, %1745) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1536xf32>) -> tensor<384x1536xf32>
    %1748 = stablehlo.constant dense<0.0> : tensor<f32>
    %1749 = "stablehlo.reduce"(%1745, %1748) ({
    ^bb0(%_r162a: tensor<f32>, %_r162b: tensor<f32>):
      %_r162c = stablehlo.add %_r162a, %_r162b : tensor<f32>
      "stablehlo.return"(%_r162c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1750 = stablehlo.multiply %1746, %534 : tensor<128x197x384xf32>
    %1751 = stablehlo.constant dense<0.0> : tensor<f32>
    %1752 = "stablehlo.reduce"(%1750, %1751) ({
    ^bb0(%_r163a: tensor<f32>, %_r163b: tensor<f32>):
      %_r163c = stablehlo.add %_r163a, %_r163b : tensor<f32>
      "stablehlo.return"(%_r163c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1753 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1754 = stablehlo.divide %1752, %1753 : tensor<128x197xf32>
    %1755 = "stablehlo.broadcast_in_dim"(%1754) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1756 = stablehlo.subtract %1750, %1755 : tensor<128x197x384xf32>
    %1757 = stablehlo.multiply %1750, %533 : tensor<128x197x384xf32>
    %1758 = stablehlo.constant dense<0.0> : tensor<f32>
    %1759 = "stablehlo.reduce"(%1757, %1758) ({
    ^bb0(%_r164a: tensor<f32>, %_r164b: tensor<f32>):
      %_r164c = stablehlo.add %_r164a, %_r164b : tensor<f32>
      "stablehlo.return"(%_r164c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1760 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1761 = stablehlo.divide %1759, %1760 : tensor<128x197xf32>
    %1762 = "stablehlo.broadcast_in_dim"(%1761) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1763 = stablehlo.multiply %533, %1762 : tensor<128x197x384xf32>
    %1764 = stablehlo.subtract %1756, %1763 : tensor<128x197x384xf32>
    %1765 = stablehlo.multiply %532, %1764 : tensor<128x197x384xf32>
    %1766 = stablehlo.multiply %1746, %533 : tensor<128x197x384xf32>
    %1767 = stablehlo.constant dense<0.0> : tensor<f32>
    %1768 = "stablehlo.reduce"(%1766, %1767) ({
    ^bb0(%_r165a: tensor<f32>, %_r165b: tensor<f32>):
      %_r165c = stablehlo.add %_r165a, %_r165b : tensor<f32>
      "stablehlo.return"(%_r165c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1769 = stablehlo.constant dense<0.0> : tensor<f32>
    %1770 = "stablehlo.reduce"(%1746, %1769) ({
    ^bb0(%_r166a: tensor<f32>, %_r166b: tensor<f32>):
      %_r166c = stablehlo.add %_r166a, %_r166b : tensor<f32>
      "stablehlo.return"(%_r166c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1771 = stablehlo.add %1765, %1730 : tensor<128x197x384xf32>
    %1772 = stablehlo.multiply %1771, %515 : tensor<128x197x384xf32>
    %1773 = "stablehlo.dot_general"(%1772, %blocks.5.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x384xf32>, tensor<384x384xf32>) -> tensor<128x197x384xf32>
    %1774 = "stablehlo.dot_general"(%510, %1772) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x384xf32>) -> tensor<384x384xf32>
    %1775 = stablehlo.constant dense<0.0> : tensor<f32>
    %1776 = "stablehlo.reduce"(%1772, %1775) ({
    ^bb0(%_r167a: tensor<f32>, %_r167b: tensor<f32>):
      %_r167c = stablehlo.add %_r167a, %_r167b : tensor<f32>
      "stablehlo.return"(%_r167c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1777 = "stablehlo.reshape"(%1773) : (tensor<128x197x384xf32>) -> tensor<128x197x6x64xf32>
    %1778 = "stablehlo.transpose"(%1777) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x197x6x64xf32>) -> tensor<128x6x197x64xf32>
    %1779 = "stablehlo.dot_general"(%507, %1778) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1780 = "stablehlo.dot_general"(%1778, %495) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x6x197x64xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x197xf32>
    %1781 = stablehlo.multiply %1780, %507 : tensor<128x6x197x197xf32>
    %1782 = stablehlo.constant dense<0.0> : tensor<f32>
    %1783 = "stablehlo.reduce"(%1781, %1782) ({
    ^bb0(%_r168a: tensor<f32>, %_r168b: tensor<f32>):
      %_r168c = stablehlo.add %_r168a, %_r168b : tensor<f32>
      "stablehlo.return"(%_r168c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %1784 = "stablehlo.broadcast_in_dim"(%1783) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %1785 = stablehlo.subtract %1780, %1784 : tensor<128x6x197x197xf32>
    %1786 = stablehlo.multiply %507, %1785 : tensor<128x6x197x197xf32>
    %1787 = "stablehlo.dot_general"(%1786, %493) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1788 = stablehlo.constant dense<0.125> : tensor<128x6x197x64xf32>
    %1789 = stablehlo.multiply %1787, %1788 : tensor<128x6x197x64xf32>
    %1790 = "stablehlo.dot_general"(%1786, %497) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1791 = "stablehlo.reshape"(%1789) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1792 = "stablehlo.reshape"(%1790) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1793 = "stablehlo.reshape"(%1779) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1794 = "stablehlo.concatenate"(%1791, %1792, %1793) {dimension = 1 : i64} : (tensor<128x1x6x197x64xf32>, tensor<128x1x6x197x64xf32>, tensor<128x1x6x197x64xf32>) -> tensor<128x3x6x197x64xf32>
    %1795 = "stablehlo.transpose"(%1794) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x197x3x6x64xf32>
    %1796 = "stablehlo.reshape"(%1795) : (tensor<128x197x3x6x64xf32>) -> tensor<128x197x1152xf32>
    %1797 = "stablehlo.dot_general"(%1796, %blocks.5.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x1152xf32>, tensor<384x1152xf32>) -> tensor<128x197x384xf32>
    %1798 = "stablehlo.dot_general"(%484, %1796) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1152xf32>) -> tensor<384x1152xf32>
    %1799 = stablehlo.constant dense<0.0> : tensor<f32>
    %1800 = "stablehlo.reduce"(%1796, %1799) ({
    ^bb0(%_r169a: tensor<f32>, %_r169b: tensor<f32>):
      %_r169c = stablehlo.add %_r169a, %_r169b : tensor<f32>
      "stablehlo.return"(%_r169c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x1152xf32>, tensor<f32>) -> tensor<1152xf32>
    %1801 = stablehlo.multiply %1797, %481 : tensor<128x197x384xf32>
    %1802 = stablehlo.constant dense<0.0> : tensor<f32>
    %1803 = "stablehlo.reduce"(%1801, %1802) ({
    ^bb0(%_r170a: tensor<f32>, %_r170b: tensor<f32>):
      %_r170c = stablehlo.add %_r170a, %_r170b : tensor<f32>
      "stablehlo.return"(%_r170c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1804 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1805 = stablehlo.divide %1803, %1804 : tensor<128x197xf32>
    %1806 = "stablehlo.broadcast_in_dim"(%1805) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1807 = stablehlo.subtract %1801, %1806 : tensor<128x197x384xf32>
    %1808 = stablehlo.multiply %1801, %480 : tensor<128x197x384xf32>
    %1809 = stablehlo.constant dense<0.0> : tensor<f32>
    %1810 = "stablehlo.reduce"(%1808, %1809) ({
    ^bb0(%_r171a: tensor<f32>, %_r171b: tensor<f32>):
      %_r171c = stablehlo.add %_r171a, %_r171b : tensor<f32>
      "stablehlo.return"(%_r171c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1811 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1812 = stablehlo.divide %1810, %1811 : tensor<128x197xf32>
    %1813 = "stablehlo.broadcast_in_dim"(%1812) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1814 = stablehlo.multiply %480, %1813 : tensor<128x197x384xf32>
    %1815 = stablehlo.subtract %1807, %1814 : tensor<128x197x384xf32>
    %1816 = stablehlo.multiply %479, %1815 : tensor<128x197x384xf32>
    %1817 = stablehlo.multiply %1797, %480 : tensor<128x197x384xf32>
    %1818 = stablehlo.constant dense<0.0> : tensor<f32>
    %1819 = "stablehlo.reduce"(%1817, %1818) ({
    ^bb0(%_r172a: tensor<f32>, %_r172b: tensor<f32>):
      %_r172c = stablehlo.add %_r172a, %_r172b : tensor<f32>
      "stablehlo.return"(%_r172c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1820 = stablehlo.constant dense<0.0> : tensor<f32>
    %1821 = "stablehlo.reduce"(%1797, %1820) ({
    ^bb0(%_r173a: tensor<f32>, %_r173b: tensor<f32>):
      %_r173c = stablehlo.add %_r173a, %_r173b : tensor<f32>
      "stablehlo.return"(%_r173c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1822 = stablehlo.add %1816, %1771 : tensor<128x197x384xf32>
    %1823 = stablehlo.multiply %1822, %462 : tensor<128x197x384xf32>
    %1824 = "stablehlo.dot_general"(%1823, %blocks.4.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x384xf32>, tensor<1536x384xf32>) -> tensor<128x197x1536xf32>
    %1825 = "stablehlo.dot_general"(%457, %1823) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x1536xf32>, tensor<128x197x384xf32>) -> tensor<1536x384xf32>
    %1826 = stablehlo.constant dense<0.0> : tensor<f32>
    %1827 = "stablehlo.reduce"(%1823, %1826) ({
    ^bb0(%_r174a: tensor<f32>, %_r174b: tensor<f32>):
      %_r174c = stablehlo.add %_r174a, %_r174b : tensor<f32>
      "stablehlo.return"(%_r174c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1828 = stablehlo.constant dense<0.5> : tensor<128x197x1536xf32>
    %1829 = stablehlo.multiply %454, %1828 : tensor<128x197x1536xf32>
    %1830 = stablehlo.multiply %451, %451 : tensor<128x197x1536xf32>
    %1831 = stablehlo.negate %1830 : tensor<128x197x1536xf32>
    %1832 = stablehlo.exponential %1831 : tensor<128x197x1536xf32>
    %1833 = stablehlo.constant dense<0.3989423> : tensor<128x197x1536xf32>
    %1834 = stablehlo.multiply %1832, %1833 : tensor<128x197x1536xf32>
    %1835 = stablehlo.multiply %449, %1834 : tensor<128x197x1536xf32>
    %1836 = stablehlo.add %1829, %1835 : tensor<128x197x1536xf32>
    %1837 = stablehlo.multiply %1824, %1836 : tensor<128x197x1536xf32>
    %1838 = "stablehlo.dot_general"(%1837, %blocks.4.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x1536xf32>, tensor<384x1536xf32>) -> tensor<128x197x384xf32>
    %1839 = "stablehlo.dot_general"(%446, %1837) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1536xf32>) -> tensor<384x1536xf32>
    %1840 = stablehlo.constant dense<0.0> : tensor<f32>
    %1841 = "stablehlo.reduce"(%1837, %1840) ({
    ^bb0(%_r175a: tensor<f32>, %_r175b: tensor<f32>):
      %_r175c = stablehlo.add %_r175a, %_r175b : tensor<f32>
      "stablehlo.return"(%_r175c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1842 = stablehlo.multiply %1838, %443 : tensor<128x197x384xf32>
    %1843 = stablehlo.constant dense<0.0> : tensor<f32>
    %1844 = "stablehlo.reduce"(%1842, %1843) ({
    ^bb0(%_r176a: tensor<f32>, %_r176b: tensor<f32>):
      %_r176c = stablehlo.add %_r176a, %_r176b : tensor<f32>
      "stablehlo.return"(%_r176c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1845 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1846 = stablehlo.divide %1844, %1845 : tensor<128x197xf32>
    %1847 = "stablehlo.broadcast_in_dim"(%1846) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1848 = stablehlo.subtract %1842, %1847 : tensor<128x197x384xf32>
    %1849 = stablehlo.multiply %1842, %442 : tensor<128x197x384xf32>
    %1850 = stablehlo.constant dense<0.0> : tensor<f32>
    %1851 = "stablehlo.reduce"(%1849, %1850) ({
    ^bb0(%_r177a: tensor<f32>, %_r177b: tensor<f32>):
      %_r177c = stablehlo.add %_r177a, %_r177b : tensor<f32>
      "stablehlo.return"(%_r177c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1852 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1853 = stablehlo.divide %1851, %1852 : tensor<128x197xf32>
    %1854 = "stablehlo.broadcast_in_dim"(%1853) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1855 = stablehlo.multiply %442, %1854 : tensor<128x197x384xf32>
    %1856 = stablehlo.subtract %1848, %1855 : tensor<128x197x384xf32>
    %1857 = stablehlo.multiply %441, %1856 : tensor<128x197x384xf32>
    %1858 = stablehlo.multiply %1838, %442 : tensor<128x197x384xf32>
    %1859 = stablehlo.constant dense<0.0> : tensor<f32>
    %1860 = "stablehlo.reduce"(%1858, %1859) ({
    ^bb0(%_r178a: tensor<f32>, %_r178b: tensor<f32>):
      %_r178c = stablehlo.add %_r178a, %_r178b : tensor<f32>
      "stablehlo.return"(%_r178c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1861 = stablehlo.constant dense<0.0> : tensor<f32>
    %1862 = "stablehlo.reduce"(%1838, %1861) ({
    ^bb0(%_r179a: tensor<f32>, %_r179b: tensor<f32>):
      %_r179c = stablehlo.add %_r179a, %_r179b : tensor<f32>
      "stablehlo.return"(%_r179c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1863 = stablehlo.add %1857, %1822 : tensor<128x197x384xf32>
    %1864 = stablehlo.multiply %1863, %424 : tensor<128x197x384xf32>
    %1865 = "stablehlo.dot_general"(%1864, %blocks.4.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x384xf32>, tensor<384x384xf32>) -> tensor<128x197x384xf32>
    %1866 = "stablehlo.dot_general"(%419, %1864) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x384xf32>) -> tensor<384x384xf32>
    %1867 = stablehlo.constant dense<0.0> : tensor<f32>
    %1868 = "stablehlo.reduce"(%1864, %1867) ({
    ^bb0(%_r180a: tensor<f32>, %_r180b: tensor<f32>):
      %_r180c = stablehlo.add %_r180a, %_r180b : tensor<f32>
      "stablehlo.return"(%_r180c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1869 = "stablehlo.reshape"(%1865) : (tensor<128x197x384xf32>) -> tensor<128x197x6x64xf32>
    %1870 = "stablehlo.transpose"(%1869) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x197x6x64xf32>) -> tensor<128x6x197x64xf32>
    %1871 = "stablehlo.dot_general"(%416, %1870) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1872 = "stablehlo.dot_general"(%1870, %404) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x6x197x64xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x197xf32>
    %1873 = stablehlo.multiply %1872, %416 : tensor<128x6x197x197xf32>
    %1874 = stablehlo.constant dense<0.0> : tensor<f32>
    %1875 = "stablehlo.reduce"(%1873, %1874) ({
    ^bb0(%_r181a: tensor<f32>, %_r181b: tensor<f32>):
      %_r181c = stablehlo.add %_r181a, %_r181b : tensor<f32>
      "stablehlo.return"(%_r181c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %1876 = "stablehlo.broadcast_in_dim"(%1875) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %1877 = stablehlo.subtract %1872, %1876 : tensor<128x6x197x197xf32>
    %1878 = stablehlo.multiply %416, %1877 : tensor<128x6x197x197xf32>
    %1879 = "stablehlo.dot_general"(%1878, %402) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1880 = stablehlo.constant dense<0.125> : tensor<128x6x197x64xf32>
    %1881 = stablehlo.multiply %1879, %1880 : tensor<128x6x197x64xf32>
    %1882 = "stablehlo.dot_general"(%1878, %406) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1883 = "stablehlo.reshape"(%1881) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1884 = "stablehlo.reshape"(%1882) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1885 = "stablehlo.reshape"(%1871) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1886 = "stablehlo.concatenate"(%1883, %1884, %1885) {dimension = 1 : i64} : (tensor<128x1x6x197x64xf32>, tensor<128x1x6x197x64xf32>, tensor<128x1x6x197x64xf32>) -> tensor<128x3x6x197x64xf32>
    %1887 = "stablehlo.transpose"(%1886) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x197x3x6x64xf32>
    %1888 = "stablehlo.reshape"(%1887) : (tensor<128x197x3x6x64xf32>) -> tensor<128x197x1152xf32>
    %1889 = "stablehlo.dot_general"(%1888, %blocks.4.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x1152xf32>, tensor<384x1152xf32>) -> tensor<128x197x384xf32>
    %1890 = "stablehlo.dot_general"(%393, %1888) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1152xf32>) -> tensor<384x1152xf32>
    %1891 = stablehlo.constant dense<0.0> : tensor<f32>
    %1892 = "stablehlo.reduce"(%1888, %1891) ({
    ^bb0(%_r182a: tensor<f32>, %_r182b: tensor<f32>):
      %_r182c = stablehlo.add %_r182a, %_r182b : tensor<f32>
      "stablehlo.return"(%_r182c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x1152xf32>, tensor<f32>) -> tensor<1152xf32>
    %1893 = stablehlo.multiply %1889, %390 : tensor<128x197x384xf32>
    %1894 = stablehlo.constant dense<0.0> : tensor<f32>
    %1895 = "stablehlo.reduce"(%1893, %1894) ({
    ^bb0(%_r183a: tensor<f32>, %_r183b: tensor<f32>):
      %_r183c = stablehlo.add %_r183a, %_r183b : tensor<f32>
      "stablehlo.return"(%_r183c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1896 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1897 = stablehlo.divide %1895, %1896 : tensor<128x197xf32>
    %1898 = "stablehlo.broadcast_in_dim"(%1897) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1899 = stablehlo.subtract %1893, %1898 : tensor<128x197x384xf32>
    %1900 = stablehlo.multiply %1893, %389 : tensor<128x197x384xf32>
    %1901 = stablehlo.constant dense<0.0> : tensor<f32>
    %1902 = "stablehlo.reduce"(%1900, %1901) ({
    ^bb0(%_r184a: tensor<f32>, %_r184b: tensor<f32>):
      %_r184c = stablehlo.add %_r184a, %_r184b : tensor<f32>
      "stablehlo.return"(%_r184c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1903 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1904 = stablehlo.divide %1902, %1903 : tensor<128x197xf32>
    %1905 = "stablehlo.broadcast_in_dim"(%1904) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1906 = stablehlo.multiply %389, %1905 : tensor<128x197x384xf32>
    %1907 = stablehlo.subtract %1899, %1906 : tensor<128x197x384xf32>
    %1908 = stablehlo.multiply %388, %1907 : tensor<128x197x384xf32>
    %1909 = stablehlo.multiply %1889, %389 : tensor<128x197x384xf32>
    %1910 = stablehlo.constant dense<0.0> : tensor<f32>
    %1911 = "stablehlo.reduce"(%1909, %1910) ({
    ^bb0(%_r185a: tensor<f32>, %_r185b: tensor<f32>):
      %_r185c = stablehlo.add %_r185a, %_r185b : tensor<f32>
      "stablehlo.return"(%_r185c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1912 = stablehlo.constant dense<0.0> : tensor<f32>
    %1913 = "stablehlo.reduce"(%1889, %1912) ({
    ^bb0(%_r186a: tensor<f32>, %_r186b: tensor<f32>):
      %_r186c = stablehlo.add %_r186a, %_r186b : tensor<f32>
      "stablehlo.return"(%_r186c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1914 = stablehlo.add %1908, %1863 : tensor<128x197x384xf32>
    %1915 = stablehlo.multiply %1914, %371 : tensor<128x197x384xf32>
    %1916 = "stablehlo.dot_general"(%1915, %blocks.3.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x384xf32>, tensor<1536x384xf32>) -> tensor<128x197x1536xf32>
    %1917 = "stablehlo.dot_general"(%366, %1915) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x1536xf32>, tensor<128x197x384xf32>) -> tensor<1536x384xf32>
    %1918 = stablehlo.constant dense<0.0> : tensor<f32>
    %1919 = "stablehlo.reduce"(%1915, %1918) ({
    ^bb0(%_r187a: tensor<f32>, %_r187b: tensor<f32>):
      %_r187c = stablehlo.add %_r187a, %_r187b : tensor<f32>
      "stablehlo.return"(%_r187c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1920 = stablehlo.constant dense<0.5> : tensor<128x197x1536xf32>
    %1921 = stablehlo.multiply %363, %1920 : tensor<128x197x1536xf32>
    %1922 = stablehlo.multiply %360, %360 : tensor<128x197x1536xf32>
    %1923 = stablehlo.negate %1922 : tensor<128x197x1536xf32>
    %1924 = stablehlo.exponential %1923 : tensor<128x197x1536xf32>
    %1925 = stablehlo.constant dense<0.3989423> : tensor<128x197x1536xf32>
    %1926 = stablehlo.multiply %1924, %1925 : tensor<128x197x1536xf32>
    %1927 = stablehlo.multiply %358, %1926 : tensor<128x197x1536xf32>
    %1928 = stablehlo.add %1921, %1927 : tensor<128x197x1536xf32>
    %1929 = stablehlo.multiply %1916, %1928 : tensor<128x197x1536xf32>
    %1930 = "stablehlo.dot_general"(%1929, %blocks.3.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x1536xf32>, tensor<384x1536xf32>) -> tensor<128x197x384xf32>
    %1931 = "stablehlo.dot_general"(%355, %1929) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1536xf32>) -> tensor<384x1536xf32>
    %1932 = stablehlo.constant dense<0.0> : tensor<f32>
    %1933 = "stablehlo.reduce"(%1929, %1932) ({
    ^bb0(%_r188a: tensor<f32>, %_r188b: tensor<f32>):
      %_r188c = stablehlo.add %_r188a, %_r188b : tensor<f32>
      "stablehlo.return"(%_r188c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1934 = stablehlo.multiply %1930, %352 : tensor<128x197x384xf32>
    %1935 = stablehlo.constant dense<0.0> : tensor<f32>
    %1936 = "stablehlo.reduce"(%1934, %1935) ({
    ^bb0(%_r189a: tensor<f32>, %_r189b: tensor<f32>):
      %_r189c = stablehlo.add %_r189a, %_r189b : tensor<f32>
      "stablehlo.return"(%_r189c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1937 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1938 = stablehlo.divide %1936, %1937 : tensor<128x197xf32>
    %1939 = "stablehlo.broadcast_in_dim"(%1938) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1940 = stablehlo.subtract %1934, %1939 : tensor<128x197x384xf32>
    %1941 = stablehlo.multiply %1934, %351 : tensor<128x197x384xf32>
    %1942 = stablehlo.constant dense<0.0> : tensor<f32>
    %1943 = "stablehlo.reduce"(%1941, %1942) ({
    ^bb0(%_r190a: tensor<f32>, %_r190b: tensor<f32>):
      %_r190c = stablehlo.add %_r190a, %_r190b : tensor<f32>
      "stablehlo.return"(%_r190c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1944 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1945 = stablehlo.divide %1943, %1944 : tensor<128x197xf32>
    %1946 = "stablehlo.broadcast_in_dim"(%1945) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1947 = stablehlo.multiply %351, %1946 : tensor<128x197x384xf32>
    %1948 = stablehlo.subtract %1940, %1947 : tensor<128x197x384xf32>
    %1949 = stablehlo.multiply %350, %1948 : tensor<128x197x384xf32>
    %1950 = stablehlo.multiply %1930, %351 : tensor<128x197x384xf32>
    %1951 = stablehlo.constant dense<0.0> : tensor<f32>
    %1952 = "stablehlo.reduce"(%1950, %1951) ({
    ^bb0(%_r191a: tensor<f32>, %_r191b: tensor<f32>):
      %_r191c = stablehlo.add %_r191a, %_r191b : tensor<f32>
      "stablehlo.return"(%_r191c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1953 = stablehlo.constant dense<0.0> : tensor<f32>
    %1954 = "stablehlo.reduce"(%1930, %1953) ({
    ^bb0(%_r192a: tensor<f32>, %_r192b: tensor<f32>):
      %_r192c = stablehlo.add %_r192a, %_r192b : tensor<f32>
      "stablehlo.return"(%_r192c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1955 = stablehlo.add %1949, %1914 : tensor<128x197x384xf32>
    %1956 = stablehlo.multiply %1955, %333 : tensor<128x197x384xf32>
    %1957 = "stablehlo.dot_general"(%1956, %blocks.3.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x384xf32>, tensor<384x384xf32>) -> tensor<128x197x384xf32>
    %1958 = "stablehlo.dot_general"(%328, %1956) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x384xf32>) -> tensor<384x384xf32>
    %1959 = stablehlo.constant dense<0.0> : tensor<f32>
    %1960 = "stablehlo.reduce"(%1956, %1959) ({
    ^bb0(%_r193a: tensor<f32>, %_r193b: tensor<f32>):
      %_r193c = stablehlo.add %_r193a, %_r193b : tensor<f32>
      "stablehlo.return"(%_r193c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1961 = "stablehlo.reshape"(%1957) : (tensor<128x197x384xf32>) -> tensor<128x197x6x64xf32>
    %1962 = "stablehlo.transpose"(%1961) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x197x6x64xf32>) -> tensor<128x6x197x64xf32>
    %1963 = "stablehlo.dot_general"(%325, %1962) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1964 = "stablehlo.dot_general"(%1962, %313) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x6x197x64xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x197xf32>
    %1965 = stablehlo.multiply %1964, %325 : tensor<128x6x197x197xf32>
    %1966 = stablehlo.constant dense<0.0> : tensor<f32>
    %1967 = "stablehlo.reduce"(%1965, %1966) ({
    ^bb0(%_r194a: tensor<f32>, %_r194b: tensor<f32>):
      %_r194c = stablehlo.add %_r194a, %_r194b : tensor<f32>
      "stablehlo.return"(%_r194c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %1968 = "stablehlo.broadcast_in_dim"(%1967) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %1969 = stablehlo.subtract %1964, %1968 : tensor<128x6x197x197xf32>
    %1970 = stablehlo.multiply %325, %1969 : tensor<128x6x197x197xf32>
    %1971 = "stablehlo.dot_general"(%1970, %311) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1972 = stablehlo.constant dense<0.125> : tensor<128x6x197x64xf32>
    %1973 = stablehlo.multiply %1971, %1972 : tensor<128x6x197x64xf32>
    %1974 = "stablehlo.dot_general"(%1970, %315) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1975 = "stablehlo.reshape"(%1973) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1976 = "stablehlo.reshape"(%1974) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1977 = "stablehlo.reshape"(%1963) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1978 = "stablehlo.concatenate"(%1975, %1976, %1977) {dimension = 1 : i64} : (tensor<128x1x6x197x64xf32>, tensor<128x1x6x197x64xf32>, tensor<128x1x6x197x64xf32>) -> tensor<128x3x6x197x64xf32>
    %1979 = "stablehlo.transpose"(%1978) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x197x3x6x64xf32>
    %1980 = "stablehlo.reshape"(%1979) : (tensor<128x197x3x6x64xf32>) -> tensor<128x197x1152xf32>
    %1981 = "stablehlo.dot_general"(%1980, %blocks.3.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x1152xf32>, tensor<384x1152xf32>) -> tensor<128x197x384xf32>
    %1982 = "stablehlo.dot_general"(%302, %1980) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1152xf32>) -> tensor<384x1152xf32>
    %1983 = stablehlo.constant dense<0.0> : tensor<f32>
    %1984 = "stablehlo.reduce"(%1980, %1983) ({
    ^bb0(%_r195a: tensor<f32>, %_r195b: tensor<f32>):
      %_r195c = stablehlo.add %_r195a, %_r195b : tensor<f32>
      "stablehlo.return"(%_r195c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x1152xf32>, tensor<f32>) -> tensor<1152xf32>
    %1985 = stablehlo.multiply %1981, %299 : tensor<128x197x384xf32>
    %1986 = stablehlo.constant dense<0.0> : tensor<f32>
    %1987 = "stablehlo.reduce"(%1985, %1986) ({
    ^bb0(%_r196a: tensor<f32>, %_r196b: tensor<f32>):
      %_r196c = stablehlo.add %_r196a, %_r196b : tensor<f32>
      "stablehlo.return"(%_r196c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1988 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1989 = stablehlo.divide %1987, %1988 : tensor<128x197xf32>
    %1990 = "stablehlo.broadcast_in_dim"(%1989) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1991 = stablehlo.subtract %1985, %1990 : tensor<128x197x384xf32>
    %1992 = stablehlo.multiply %1985, %298 : tensor<128x197x384xf32>
    %1993 = stablehlo.constant dense<0.0> : tensor<f32>
    %1994 = "stablehlo.reduce"(%1992, %1993) ({
    ^bb0(%_r197a: tensor<f32>, %_r197b: tensor<f32>):
      %_r197c = stablehlo.add %_r197a, %_r197b : tensor<f32>
      "stablehlo.return"(%_r197c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1995 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1996 = stablehlo.divide %1994, %1995 : tensor<128x197xf32>
    %1997 = "stablehlo.broadcast_in_dim"(%1996) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1998 = stablehlo.multiply %298, %1997 : tensor<128x197x384xf32>
    %1999 = stablehlo.subtract %1991, %1998 : tensor<128x197x384xf32>
    %2000 = stablehlo.multiply %297, %1999 : tensor<128x197x384xf32>
    %2001 = stablehlo.multiply %1981, %298 : tensor<128x197x384xf32>
    %2002 = stablehlo.constant dense<0.0> : tensor<f32>
    %2003 = "stablehlo.reduce"(%2001, %2002) ({
    ^bb0(%_r198a: tensor<f32>, %_r198b: tensor<f32>):
      %_r198c = stablehlo.add %_r198a, %_r198b : tensor<f32>
      "stablehlo.return"(%_r198c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2004 = stablehlo.constant dense<0.0> : tensor<f32>
    %2005 = "stablehlo.reduce"(%1981, %2004) ({
    ^bb0(%_r199a: tensor<f32>, %_r199b: tensor<f32>):
      %_r199c = stablehlo.add %_r199a, %_r199b : tensor<f32>
      "stablehlo.return"(%_r199c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2006 = stablehlo.add %2000, %1955 : tensor<128x197x384xf32>
    %2007 = stablehlo.multiply %2006, %280 : tensor<128x197x384xf32>
    %2008 = "stablehlo.dot_general"(%2007, %blocks.2.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x384xf32>, tensor<1536x384xf32>) -> tensor<128x197x1536xf32>
    %2009 = "stablehlo.dot_general"(%275, %2007) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x1536xf32>, tensor<128x197x384xf32>) -> tensor<1536x384xf32>
    %2010 = stablehlo.constant dense<0.0> : tensor<f32>
    %2011 = "stablehlo.reduce"(%2007, %2010) ({
    ^bb0(%_r200a: tensor<f32>, %_r200b: tensor<f32>):
      %_r200c = stablehlo.add %_r200a, %_r200b : tensor<f32>
      "stablehlo.return"(%_r200c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2012 = stablehlo.constant dense<0.5> : tensor<128x197x1536xf32>
    %2013 = stablehlo.multiply %272, %2012 : tensor<128x197x1536xf32>
    %2014 = stablehlo.multiply %269, %269 : tensor<128x197x1536xf32>
    %2015 = stablehlo.negate %2014 : tensor<128x197x1536xf32>
    %2016 = stablehlo.exponential %2015 : tensor<128x197x1536xf32>
    %2017 = stablehlo.constant dense<0.3989423> : tensor<128x197x1536xf32>
    %2018 = stablehlo.multiply %2016, %2017 : tensor<128x197x1536xf32>
    %2019 = stablehlo.multiply %267, %2018 : tensor<128x197x1536xf32>
    %2020 = stablehlo.add %2013, %2019 : tensor<128x197x1536xf32>
    %2021 = stablehlo.multiply %2008, %2020 : tensor<128x197x1536xf32>
    %2022 = "stablehlo.dot_general"(%2021, %blocks.2.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x1536xf32>, tensor<384x1536xf32>) -> tensor<128x197x384xf32>
    %2023 = "stablehlo.dot_general"(%264, %2021) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1536xf32>) -> tensor<384x1536xf32>
    %2024 = stablehlo.constant dense<0.0> : tensor<f32>
    %2025 = "stablehlo.reduce"(%2021, %2024) ({
    ^bb0(%_r201a: tensor<f32>, %_r201b: tensor<f32>):
      %_r201c = stablehlo.add %_r201a, %_r201b : tensor<f32>
      "stablehlo.return"(%_r201c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %2026 = stablehlo.multiply %2022, %261 : tensor<128x197x384xf32>
    %2027 = stablehlo.constant dense<0.0> : tensor<f32>
    %2028 = "stablehlo.reduce"(%2026, %2027) ({
    ^bb0(%_r202a: tensor<f32>, %_r202b: tensor<f32>):
      %_r202c = stablehlo.add %_r202a, %_r202b : tensor<f32>
      "stablehlo.return"(%_r202c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2029 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %2030 = stablehlo.divide %2028, %2029 : tensor<128x197xf32>
    %2031 = "stablehlo.broadcast_in_dim"(%2030) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %2032 = stablehlo.subtract %2026, %2031 : tensor<128x197x384xf32>
    %2033 = stablehlo.multiply %2026, %260 : tensor<128x197x384xf32>
    %2034 = stablehlo.constant dense<0.0> : tensor<f32>
    %2035 = "stablehlo.reduce"(%2033, %2034) ({
    ^bb0(%_r203a: tensor<f32>, %_r203b: tensor<f32>):
      %_r203c = stablehlo.add %_r203a, %_r203b : tensor<f32>
      "stablehlo.return"(%_r203c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2036 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %2037 = stablehlo.divide %2035, %2036 : tensor<128x197xf32>
    %2038 = "stablehlo.broadcast_in_dim"(%2037) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %2039 = stablehlo.multiply %260, %2038 : tensor<128x197x384xf32>
    %2040 = stablehlo.subtract %2032, %2039 : tensor<128x197x384xf32>
    %2041 = stablehlo.multiply %259, %2040 : tensor<128x197x384xf32>
    %2042 = stablehlo.multiply %2022, %260 : tensor<128x197x384xf32>
    %2043 = stablehlo.constant dense<0.0> : tensor<f32>
    %2044 = "stablehlo.reduce"(%2042, %2043) ({
    ^bb0(%_r204a: tensor<f32>, %_r204b: tensor<f32>):
      %_r204c = stablehlo.add %_r204a, %_r204b : tensor<f32>
      "stablehlo.return"(%_r204c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2045 = stablehlo.constant dense<0.0> : tensor<f32>
    %2046 = "stablehlo.reduce"(%2022, %2045) ({
    ^bb0(%_r205a: tensor<f32>, %_r205b: tensor<f32>):
      %_r205c = stablehlo.add %_r205a, %_r205b : tensor<f32>
      "stablehlo.return"(%_r205c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2047 = stablehlo.add %2041, %2006 : tensor<128x197x384xf32>
    %2048 = stablehlo.multiply %2047, %242 : tensor<128x197x384xf32>
    %2049 = "stablehlo.dot_general"(%2048, %blocks.2.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x384xf32>, tensor<384x384xf32>) -> tensor<128x197x384xf32>
    %2050 = "stablehlo.dot_general"(%237, %2048) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x384xf32>) -> tensor<384x384xf32>
    %2051 = stablehlo.constant dense<0.0> : tensor<f32>
    %2052 = "stablehlo.reduce"(%2048, %2051) ({
    ^bb0(%_r206a: tensor<f32>, %_r206b: tensor<f32>):
      %_r206c = stablehlo.add %_r206a, %_r206b : tensor<f32>
      "stablehlo.return"(%_r206c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2053 = "stablehlo.reshape"(%2049) : (tensor<128x197x384xf32>) -> tensor<128x197x6x64xf32>
    %2054 = "stablehlo.transpose"(%2053) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x197x6x64xf32>) -> tensor<128x6x197x64xf32>
    %2055 = "stablehlo.dot_general"(%234, %2054) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %2056 = "stablehlo.dot_general"(%2054, %222) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x6x197x64xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x197xf32>
    %2057 = stablehlo.multiply %2056, %234 : tensor<128x6x197x197xf32>
    %2058 = stablehlo.constant dense<0.0> : tensor<f32>
    %2059 = "stablehlo.reduce"(%2057, %2058) ({
    ^bb0(%_r207a: tensor<f32>, %_r207b: tensor<f32>):
      %_r207c = stablehlo.add %_r207a, %_r207b : tensor<f32>
      "stablehlo.return"(%_r207c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %2060 = "stablehlo.broadcast_in_dim"(%2059) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %2061 = stablehlo.subtract %2056, %2060 : tensor<128x6x197x197xf32>
    %2062 = stablehlo.multiply %234, %2061 : tensor<128x6x197x197xf32>
    %2063 = "stablehlo.dot_general"(%2062, %220) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %2064 = stablehlo.constant dense<0.125> : tensor<128x6x197x64xf32>
    %2065 = stablehlo.multiply %2063, %2064 : tensor<128x6x197x64xf32>
    %2066 = "stablehlo.dot_general"(%2062, %224) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %2067 = "stablehlo.reshape"(%2065) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %2068 = "stablehlo.reshape"(%2066) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %2069 = "stablehlo.reshape"(%2055) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %2070 = "stablehlo.concatenate"(%2067, %2068, %2069) {dimension = 1 : i64} : (tensor<128x1x6x197x64xf32>, tensor<128x1x6x197x64xf32>, tensor<128x1x6x197x64xf32>) -> tensor<128x3x6x197x64xf32>
    %2071 = "stablehlo.transpose"(%2070) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x197x3x6x64xf32>
    %2072 = "stablehlo.reshape"(%2071) : (tensor<128x197x3x6x64xf32>) -> tensor<128x197x1152xf32>
    %2073 = "stablehlo.dot_general"(%2072, %blocks.2.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x1152xf32>, tensor<384x1152xf32>) -> tensor<128x197x384xf32>
    %2074 = "stablehlo.dot_general"(%211, %2072) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1152xf32>) -> tensor<384x1152xf32>
    %2075 = stablehlo.constant dense<0.0> : tensor<f32>
    %2076 = "stablehlo.reduce"(%2072, %2075) ({
    ^bb0(%_r208a: tensor<f32>, %_r208b: tensor<f32>):
      %_r208c = stablehlo.add %_r208a, %_r208b : tensor<f32>
      "stablehlo.return"(%_r208c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x1152xf32>, tensor<f32>) -> tensor<1152xf32>
    %2077 = stablehlo.multiply %2073, %208 : tensor<128x197x384xf32>
    %2078 = stablehlo.constant dense<0.0> : tensor<f32>
    %2079 = "stablehlo.reduce"(%2077, %2078) ({
    ^bb0(%_r209a: tensor<f32>, %_r209b: tensor<f32>):
      %_r209c = stablehlo.add %_r209a, %_r209b : tensor<f32>
      "stablehlo.return"(%_r209c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2080 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %2081 = stablehlo.divide %2079, %2080 : tensor<128x197xf32>
    %2082 = "stablehlo.broadcast_in_dim"(%2081) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %2083 = stablehlo.subtract %2077, %2082 : tensor<128x197x384xf32>
    %2084 = stablehlo.multiply %2077, %207 : tensor<128x197x384xf32>
    %2085 = stablehlo.constant dense<0.0> : tensor<f32>
    %2086 = "stablehlo.reduce"(%2084, %2085) ({
    ^bb0(%_r210a: tensor<f32>, %_r210b: tensor<f32>):
      %_r210c = stablehlo.add %_r210a, %_r210b : tensor<f32>
      "stablehlo.return"(%_r210c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2087 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %2088 = stablehlo.divide %2086, %2087 : tensor<128x197xf32>
    %2089 = "stablehlo.broadcast_in_dim"(%2088) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %2090 = stablehlo.multiply %207, %2089 : tensor<128x197x384xf32>
    %2091 = stablehlo.subtract %2083, %2090 : tensor<128x197x384xf32>
    %2092 = stablehlo.multiply %206, %2091 : tensor<128x197x384xf32>
    %2093 = stablehlo.multiply %2073, %207 : tensor<128x197x384xf32>
    %2094 = stablehlo.constant dense<0.0> : tensor<f32>
    %2095 = "stablehlo.reduce"(%2093, %2094) ({
    ^bb0(%_r211a: tensor<f32>, %_r211b: tensor<f32>):
      %_r211c = stablehlo.add %_r211a, %_r211b : tensor<f32>
      "stablehlo.return"(%_r211c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2096 = stablehlo.constant dense<0.0> : tensor<f32>
    %2097 = "stablehlo.reduce"(%2073, %2096) ({
    ^bb0(%_r212a: tensor<f32>, %_r212b: tensor<f32>):
      %_r212c = stablehlo.add %_r212a, %_r212b : tensor<f32>
      "stablehlo.return"(%_r212c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2098 = stablehlo.add %2092, %2047 : tensor<128x197x384xf32>
    %2099 = stablehlo.multiply %2098, %189 : tensor<128x197x384xf32>
    %2100 = "stablehlo.dot_general"(%2099, %blocks.1.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x384xf32>, tensor<1536x384xf32>) -> tensor<128x197x1536xf32>
    %2101 = "stablehlo.dot_general"(%184, %2099) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x1536xf32>, tensor<128x197x384xf32>) -> tensor<1536x384xf32>
    %2102 = stablehlo.constant dense<0.0> : tensor<f32>
    %2103 = "stablehlo.reduce"(%2099, %2102) ({
    ^bb0(%_r213a: tensor<f32>, %_r213b: tensor<f32>):
      %_r213c = stablehlo.add %_r213a, %_r213b : tensor<f32>
      "stablehlo.return"(%_r213c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2104 = stablehlo.constant dense<0.5> : tensor<128x197x1536xf32>
    %2105 = stablehlo.multiply %181, %2104 : tensor<128x197x1536xf32>
    %2106 = stablehlo.multiply %178, %178 : tensor<128x197x1536xf32>
    %2107 = stablehlo.negate %2106 : tensor<128x197x1536xf32>
    %2108 = stablehlo.exponential %2107 : tensor<128x197x1536xf32>
    %2109 = stablehlo.constant dense<0.3989423> : tensor<128x197x1536xf32>
    %2110 = stablehlo.multiply %2108, %2109 : tensor<128x197x1536xf32>
    %2111 = stablehlo.multiply %176, %2110 : tensor<128x197x1536xf32>
    %2112 = stablehlo.add %2105, %2111 : tensor<128x197x1536xf32>
    %2113 = stablehlo.multiply %2100, %2112 : tensor<128x197x1536xf32>
    %2114 = "stablehlo.dot_general"(%2113, %blocks.1.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x1536xf32>, tensor<384x1536xf32>) -> tensor<128x197x384xf32>
    %2115 = "stablehlo.dot_general"(%173, %2113) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1536xf32>) -> tensor<384x1536xf32>
    %2116 = stablehlo.constant dense<0.0> : tensor<f32>
    %2117 = "stablehlo.reduce"(%2113, %2116) ({
    ^bb0(%_r214a: tensor<f32>, %_r214b: tensor<f32>):
      %_r214c = stablehlo.add %_r214a, %_r214b : tensor<f32>
      "stablehlo.return"(%_r214c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %2118 = stablehlo.multiply %2114, %170 : tensor<128x197x384xf32>
    %2119 = stablehlo.constant dense<0.0> : tensor<f32>
    %2120 = "stablehlo.reduce"(%2118, %2119) ({
    ^bb0(%_r215a: tensor<f32>, %_r215b: tensor<f32>):
      %_r215c = stablehlo.add %_r215a, %_r215b : tensor<f32>
      "stablehlo.return"(%_r215c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2121 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %2122 = stablehlo.divide %2120, %2121 : tensor<128x197xf32>
    %2123 = "stablehlo.broadcast_in_dim"(%2122) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %2124 = stablehlo.subtract %2118, %2123 : tensor<128x197x384xf32>
    %2125 = stablehlo.multiply %2118, %169 : tensor<128x197x384xf32>
    %2126 = stablehlo.constant dense<0.0> : tensor<f32>
    %2127 = "stablehlo.reduce"(%2125, %2126) ({
    ^bb0(%_r216a: tensor<f32>, %_r216b: tensor<f32>):
      %_r216c = stablehlo.add %_r216a, %_r216b : tensor<f32>
      "stablehlo.return"(%_r216c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2128 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %2129 = stablehlo.divide %2127, %2128 : tensor<128x197xf32>
    %2130 = "stablehlo.broadcast_in_dim"(%2129) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %2131 = stablehlo.multiply %169, %2130 : tensor<128x197x384xf32>
    %2132 = stablehlo.subtract %2124, %2131 : tensor<128x197x384xf32>
    %2133 = stablehlo.multiply %168, %2132 : tensor<128x197x384xf32>
    %2134 = stablehlo.multiply %2114, %169 : tensor<128x197x384xf32>
    %2135 = stablehlo.constant dense<0.0> : tensor<f32>
    %2136 = "stablehlo.reduce"(%2134, %2135) ({
    ^bb0(%_r217a: tensor<f32>, %_r217b: tensor<f32>):
      %_r217c = stablehlo.add %_r217a, %_r217b : tensor<f32>
      "stablehlo.return"(%_r217c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2137 = stablehlo.constant dense<0.0> : tensor<f32>
    %2138 = "stablehlo.reduce"(%2114, %2137) ({
    ^bb0(%_r218a: tensor<f32>, %_r218b: tensor<f32>):
      %_r218c = stablehlo.add %_r218a, %_r218b : tensor<f32>
      "stablehlo.return"(%_r218c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2139 = stablehlo.add %2133, %2098 : tensor<128x197x384xf32>
    %2140 = stablehlo.multiply %2139, %151 : tensor<128x197x384xf32>
    %2141 = "stablehlo.dot_general"(%2140, %blocks.1.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x384xf32>, tensor<384x384xf32>) -> tensor<128x197x384xf32>
    %2142 = "stablehlo.dot_general"(%146, %2140) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x384xf32>) -> tensor<384x384xf32>
    %2143 = stablehlo.constant dense<0.0> : tensor<f32>
    %2144 = "stablehlo.reduce"(%2140, %2143) ({
    ^bb0(%_r219a: tensor<f32>, %_r219b: tensor<f32>):
      %_r219c = stablehlo.add %_r219a, %_r219b : tensor<f32>
      "stablehlo.return"(%_r219c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2145 = "stablehlo.reshape"(%2141) : (tensor<128x197x384xf32>) -> tensor<128x197x6x64xf32>
    %2146 = "stablehlo.transpose"(%2145) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x197x6x64xf32>) -> tensor<128x6x197x64xf32>
    %2147 = "stablehlo.dot_general"(%143, %2146) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %2148 = "stablehlo.dot_general"(%2146, %131) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x6x197x64xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x197xf32>
    %2149 = stablehlo.multiply %2148, %143 : tensor<128x6x197x197xf32>
    %2150 = stablehlo.constant dense<0.0> : tensor<f32>
    %2151 = "stablehlo.reduce"(%2149, %2150) ({
    ^bb0(%_r220a: tensor<f32>, %_r220b: tensor<f32>):
      %_r220c = stablehlo.add %_r220a, %_r220b : tensor<f32>
      "stablehlo.return"(%_r220c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %2152 = "stablehlo.broadcast_in_dim"(%2151) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %2153 = stablehlo.subtract %2148, %2152 : tensor<128x6x197x197xf32>
    %2154 = stablehlo.multiply %143, %2153 : tensor<128x6x197x197xf32>
    %2155 = "stablehlo.dot_general"(%2154, %129) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %2156 = stablehlo.constant dense<0.125> : tensor<128x6x197x64xf32>
    %2157 = stablehlo.multiply %2155, %2156 : tensor<128x6x197x64xf32>
    %2158 = "stablehlo.dot_general"(%2154, %133) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %2159 = "stablehlo.reshape"(%2157) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %2160 = "stablehlo.reshape"(%2158) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %2161 = "stablehlo.reshape"(%2147) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %2162 = "stablehlo.concatenate"(%2159, %2160, %2161) {dimension = 1 : i64} : (tensor<128x1x6x197x64xf32>, tensor<128x1x6x197x64xf32>, tensor<128x1x6x197x64xf32>) -> tensor<128x3x6x197x64xf32>
    %2163 = "stablehlo.transpose"(%2162) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x197x3x6x64xf32>
    %2164 = "stablehlo.reshape"(%2163) : (tensor<128x197x3x6x64xf32>) -> tensor<128x197x1152xf32>
    %2165 = "stablehlo.dot_general"(%2164, %blocks.1.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x1152xf32>, tensor<384x1152xf32>) -> tensor<128x197x384xf32>
    %2166 = "stablehlo.dot_general"(%120, %2164) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1152xf32>) -> tensor<384x1152xf32>
    %2167 = stablehlo.constant dense<0.0> : tensor<f32>
    %2168 = "stablehlo.reduce"(%2164, %2167) ({
    ^bb0(%_r221a: tensor<f32>, %_r221b: tensor<f32>):
      %_r221c = stablehlo.add %_r221a, %_r221b : tensor<f32>
      "stablehlo.return"(%_r221c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x1152xf32>, tensor<f32>) -> tensor<1152xf32>
    %2169 = stablehlo.multiply %2165, %117 : tensor<128x197x384xf32>
    %2170 = stablehlo.constant dense<0.0> : tensor<f32>
    %2171 = "stablehlo.reduce"(%2169, %2170) ({
    ^bb0(%_r222a: tensor<f32>, %_r222b: tensor<f32>):
      %_r222c = stablehlo.add %_r222a, %_r222b : tensor<f32>
      "stablehlo.return"(%_r222c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2172 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %2173 = stablehlo.divide %2171, %2172 : tensor<128x197xf32>
    %2174 = "stablehlo.broadcast_in_dim"(%2173) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %2175 = stablehlo.subtract %2169, %2174 : tensor<128x197x384xf32>
    %2176 = stablehlo.multiply %2169, %116 : tensor<128x197x384xf32>
    %2177 = stablehlo.constant dense<0.0> : tensor<f32>
    %2178 = "stablehlo.reduce"(%2176, %2177) ({
    ^bb0(%_r223a: tensor<f32>, %_r223b: tensor<f32>):
      %_r223c = stablehlo.add %_r223a, %_r223b : tensor<f32>
      "stablehlo.return"(%_r223c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2179 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %2180 = stablehlo.divide %2178, %2179 : tensor<128x197xf32>
    %2181 = "stablehlo.broadcast_in_dim"(%2180) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %2182 = stablehlo.multiply %116, %2181 : tensor<128x197x384xf32>
    %2183 = stablehlo.subtract %2175, %2182 : tensor<128x197x384xf32>
    %2184 = stablehlo.multiply %115, %2183 : tensor<128x197x384xf32>
    %2185 = stablehlo.multiply %2165, %116 : tensor<128x197x384xf32>
    %2186 = stablehlo.constant dense<0.0> : tensor<f32>
    %2187 = "stablehlo.reduce"(%2185, %2186) ({
    ^bb0(%_r224a: tensor<f32>, %_r224b: tensor<f32>):
      %_r224c = stablehlo.add %_r224a, %_r224b : tensor<f32>
      "stablehlo.return"(%_r224c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2188 = stablehlo.constant dense<0.0> : tensor<f32>
    %2189 = "stablehlo.reduce"(%2165, %2188) ({
    ^bb0(%_r225a: tensor<f32>, %_r225b: tensor<f32>):
      %_r225c = stablehlo.add %_r225a, %_r225b : tensor<f32>
      "stablehlo.return"(%_r225c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2190 = stablehlo.add %2184, %2139 : tensor<128x197x384xf32>
    %2191 = stablehlo.multiply %2190, %98 : tensor<128x197x384xf32>
    %2192 = "stablehlo.dot_general"(%2191, %blocks.0.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x384xf32>, tensor<1536x384xf32>) -> tensor<128x197x1536xf32>
    %2193 = "stablehlo.dot_general"(%93, %2191) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x1536xf32>, tensor<128x197x384xf32>) -> tensor<1536x384xf32>
    %2194 = stablehlo.constant dense<0.0> : tensor<f32>
    %2195 = "stablehlo.reduce"(%2191, %2194) ({
    ^bb0(%_r226a: tensor<f32>, %_r226b: tensor<f32>):
      %_r226c = stablehlo.add %_r226a, %_r226b : tensor<f32>
      "stablehlo.return"(%_r226c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2196 = stablehlo.constant dense<0.5> : tensor<128x197x1536xf32>
    %2197 = stablehlo.multiply %90, %2196 : tensor<128x197x1536xf32>
    %2198 = stablehlo.multiply %87, %87 : tensor<128x197x1536xf32>
    %2199 = stablehlo.negate %2198 : tensor<128x197x1536xf32>
    %2200 = stablehlo.exponential %2199 : tensor<128x197x1536xf32>
    %2201 = stablehlo.constant dense<0.3989423> : tensor<128x197x1536xf32>
    %2202 = stablehlo.multiply %2200, %2201 : tensor<128x197x1536xf32>
    %2203 = stablehlo.multiply %85, %2202 : tensor<128x197x1536xf32>
    %2204 = stablehlo.add %2197, %2203 : tensor<128x197x1536xf32>
    %2205 = stablehlo.multiply %2192, %2204 : tensor<128x197x1536xf32>
    %2206 = "stablehlo.dot_general"(%2205, %blocks.0.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x1536xf32>, tensor<384x1536xf32>) -> tensor<128x197x384xf32>
    %2207 = "stablehlo.dot_general"(%82, %2205) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1536xf32>) -> tensor<384x1536xf32>
    %2208 = stablehlo.constant dense<0.0> : tensor<f32>
    %2209 = "stablehlo.reduce"(%2205, %2208) ({
    ^bb0(%_r227a: tensor<f32>, %_r227b: tensor<f32>):
      %_r227c = stablehlo.add %_r227a, %_r227b : tensor<f32>
      "stablehlo.return"(%_r227c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %2210 = stablehlo.multiply %2206, %79 : tensor<128x197x384xf32>
    %2211 = stablehlo.constant dense<0.0> : tensor<f32>
    %2212 = "stablehlo.reduce"(%2210, %2211) ({
    ^bb0(%_r228a: tensor<f32>, %_r228b: tensor<f32>):
      %_r228c = stablehlo.add %_r228a, %_r228b : tensor<f32>
      "stablehlo.return"(%_r228c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2213 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %2214 = stablehlo.divide %2212, %2213 : tensor<128x197xf32>
    %2215 = "stablehlo.broadcast_in_dim"(%2214) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %2216 = stablehlo.subtract %2210, %2215 : tensor<128x197x384xf32>
    %2217 = stablehlo.multiply %2210, %78 : tensor<128x197x384xf32>
    %2218 = stablehlo.constant dense<0.0> : tensor<f32>
    %2219 = "stablehlo.reduce"(%2217, %2218) ({
    ^bb0(%_r229a: tensor<f32>, %_r229b: tensor<f32>):
      %_r229c = stablehlo.add %_r229a, %_r229b : tensor<f32>
      "stablehlo.return"(%_r229c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2220 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %2221 = stablehlo.divide %2219, %2220 : tensor<128x197xf32>
    %2222 = "stablehlo.broadcast_in_dim"(%2221) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %2223 = stablehlo.multiply %78, %2222 : tensor<128x197x384xf32>
    %2224 = stablehlo.subtract %2216, %2223 : tensor<128x197x384xf32>
    %2225 = stablehlo.multiply %77, %2224 : tensor<128x197x384xf32>
    %2226 = stablehlo.multiply %2206, %78 : tensor<128x197x384xf32>
    %2227 = stablehlo.constant dense<0.0> : tensor<f32>
    %2228 = "stablehlo.reduce"(%2226, %2227) ({
    ^bb0(%_r230a: tensor<f32>, %_r230b: tensor<f32>):
      %_r230c = stablehlo.add %_r230a, %_r230b : tensor<f32>
      "stablehlo.return"(%_r230c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2229 = stablehlo.constant dense<0.0> : tensor<f32>
    %2230 = "stablehlo.reduce"(%2206, %2229) ({
    ^bb0(%_r231a: tensor<f32>, %_r231b: tensor<f32>):
      %_r231c = stablehlo.add %_r231a, %_r231b : tensor<f32>
      "stablehlo.return"(%_r231c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2231 = stablehlo.add %2225, %2190 : tensor<128x197x384xf32>
    %2232 = stablehlo.multiply %2231, %60 : tensor<128x197x384xf32>
    %2233 = "stablehlo.dot_general"(%2232, %blocks.0.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x384xf32>, tensor<384x384xf32>) -> tensor<128x197x384xf32>
    %2234 = "stablehlo.dot_general"(%55, %2232) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x384xf32>) -> tensor<384x384xf32>
    %2235 = stablehlo.constant dense<0.0> : tensor<f32>
    %2236 = "stablehlo.reduce"(%2232, %2235) ({
    ^bb0(%_r232a: tensor<f32>, %_r232b: tensor<f32>):
      %_r232c = stablehlo.add %_r232a, %_r232b : tensor<f32>
      "stablehlo.return"(%_r232c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2237 = "stablehlo.reshape"(%2233) : (tensor<128x197x384xf32>) -> tensor<128x197x6x64xf32>
    %2238 = "stablehlo.transpose"(%2237) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x197x6x64xf32>) -> tensor<128x6x197x64xf32>
    %2239 = "stablehlo.dot_general"(%52, %2238) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %2240 = "stablehlo.dot_general"(%2238, %40) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x6x197x64xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x197xf32>
    %2241 = stablehlo.multiply %2240, %52 : tensor<128x6x197x197xf32>
    %2242 = stablehlo.constant dense<0.0> : tensor<f32>
    %2243 = "stablehlo.reduce"(%2241, %2242) ({
    ^bb0(%_r233a: tensor<f32>, %_r233b: tensor<f32>):
      %_r233c = stablehlo.add %_r233a, %_r233b : tensor<f32>
      "stablehlo.return"(%_r233c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %2244 = "stablehlo.broadcast_in_dim"(%2243) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %2245 = stablehlo.subtract %2240, %2244 : tensor<128x6x197x197xf32>
    %2246 = stablehlo.multiply %52, %2245 : tensor<128x6x197x197xf32>
    %2247 = "stablehlo.dot_general"(%2246, %38) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %2248 = stablehlo.constant dense<0.125> : tensor<128x6x197x64xf32>
    %2249 = stablehlo.multiply %2247, %2248 : tensor<128x6x197x64xf32>
    %2250 = "stablehlo.dot_general"(%2246, %42) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %2251 = "stablehlo.reshape"(%2249) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %2252 = "stablehlo.reshape"(%2250) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %2253 = "stablehlo.reshape"(%2239) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %2254 = "stablehlo.concatenate"(%2251, %2252, %2253) {dimension = 1 : i64} : (tensor<128x1x6x197x64xf32>, tensor<128x1x6x197x64xf32>, tensor<128x1x6x197x64xf32>) -> tensor<128x3x6x197x64xf32>
    %2255 = "stablehlo.transpose"(%2254) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x197x3x6x64xf32>
    %2256 = "stablehlo.reshape"(%2255) : (tensor<128x197x3x6x64xf32>) -> tensor<128x197x1152xf32>
    %2257 = "stablehlo.dot_general"(%2256, %blocks.0.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x1152xf32>, tensor<384x1152xf32>) -> tensor<128x197x384xf32>
    %2258 = "stablehlo.dot_general"(%29, %2256) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1152xf32>) -> tensor<384x1152xf32>
    %2259 = stablehlo.constant dense<0.0> : tensor<f32>
    %2260 = "stablehlo.reduce"(%2256, %2259) ({
    ^bb0(%_r234a: tensor<f32>, %_r234b: tensor<f32>):
      %_r234c = stablehlo.add %_r234a, %_r234b : tensor<f32>
      "stablehlo.return"(%_r234c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x1152xf32>, tensor<f32>) -> tensor<1152xf32>
    %2261 = stablehlo.multiply %2257, %26 : tensor<128x197x384xf32>
    %2262 = stablehlo.constant dense<0.0> : tensor<f32>
    %2263 = "stablehlo.reduce"(%2261, %2262) ({
    ^bb0(%_r235a: tensor<f32>, %_r235b: tensor<f32>):
      %_r235c = stablehlo.add %_r235a, %_r235b : tensor<f32>
      "stablehlo.return"(%_r235c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2264 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %2265 = stablehlo.divide %2263, %2264 : tensor<128x197xf32>
    %2266 = "stablehlo.broadcast_in_dim"(%2265) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %2267 = stablehlo.subtract %2261, %2266 : tensor<128x197x384xf32>
    %2268 = stablehlo.multiply %2261, %25 : tensor<128x197x384xf32>
    %2269 = stablehlo.constant dense<0.0> : tensor<f32>
    %2270 = "stablehlo.reduce"(%2268, %2269) ({
    ^bb0(%_r236a: tensor<f32>, %_r236b: tensor<f32>):
      %_r236c = stablehlo.add %_r236a, %_r236b : tensor<f32>
      "stablehlo.return"(%_r236c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2271 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %2272 = stablehlo.divide %2270, %2271 : tensor<128x197xf32>
    %2273 = "stablehlo.broadcast_in_dim"(%2272) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %2274 = stablehlo.multiply %25, %2273 : tensor<128x197x384xf32>
    %2275 = stablehlo.subtract %2267, %2274 : tensor<128x197x384xf32>
    %2276 = stablehlo.multiply %24, %2275 : tensor<128x197x384xf32>
    %2277 = stablehlo.multiply %2257, %25 : tensor<128x197x384xf32>
    %2278 = stablehlo.constant dense<0.0> : tensor<f32>
    %2279 = "stablehlo.reduce"(%2277, %2278) ({
    ^bb0(%_r237a: tensor<f32>, %_r237b: tensor<f32>):
      %_r237c = stablehlo.add %_r237a, %_r237b : tensor<f32>
      "stablehlo.return"(%_r237c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2280 = stablehlo.constant dense<0.0> : tensor<f32>
    %2281 = "stablehlo.reduce"(%2257, %2280) ({
    ^bb0(%_r238a: tensor<f32>, %_r238b: tensor<f32>):
      %_r238c = stablehlo.add %_r238a, %_r238b : tensor<f32>
      "stablehlo.return"(%_r238c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2282 = stablehlo.add %2276, %2231 : tensor<128x197x384xf32>
    %2283 = stablehlo.constant dense<0.0> : tensor<f32>
    %2284 = "stablehlo.reduce"(%2282, %2283) ({
    ^bb0(%_r239a: tensor<f32>, %_r239b: tensor<f32>):
      %_r239c = stablehlo.add %_r239a, %_r239b : tensor<f32>
      "stablehlo.return"(%_r239c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<197x384xf32>
    %2285 = "stablehlo.reshape"(%2284) : (tensor<197x384xf32>) -> tensor<1x197x384xf32>
    %2286 = "stablehlo.slice"(%2282) {limit_indices = array<i64: 128, 197, 384>, start_indices = array<i64: 0, 1, 0>, strides = array<i64: 1, 1, 1>} : (tensor<128x197x384xf32>) -> tensor<128x196x384xf32>
    %2287 = "stablehlo.slice"(%2282) {limit_indices = array<i64: 128, 1, 384>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<128x197x384xf32>) -> tensor<128x1x384xf32>
    %2288 = stablehlo.constant dense<0.0> : tensor<f32>
    %2289 = "stablehlo.reduce"(%2287, %2288) ({
    ^bb0(%_r240a: tensor<f32>, %_r240b: tensor<f32>):
      %_r240c = stablehlo.add %_r240a, %_r240b : tensor<f32>
      "stablehlo.return"(%_r240c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128x1x384xf32>, tensor<f32>) -> tensor<1x384xf32>
    %2290 = "stablehlo.reshape"(%2289) : (tensor<1x384xf32>) -> tensor<1x1x384xf32>
    %2291 = "stablehlo.reshape"(%2286) : (tensor<128x196x384xf32>) -> tensor<128x14x14x384xf32>
    %2292 = "stablehlo.convolution"(%x, %2291) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 16, 16>, window_strides = array<i64: 1, 1>} : (tensor<128x224x224x3xf32>, tensor<128x14x14x384xf32>) -> tensor<16x16x3x384xf32>
    %2293 = stablehlo.constant dense<0.0> : tensor<f32>
    %2294 = "stablehlo.reduce"(%2291, %2293) ({
    ^bb0(%_r241a: tensor<f32>, %_r241b: tensor<f32>):
      %_r241c = stablehlo.add %_r241a, %_r241b : tensor<f32>
      "stablehlo.return"(%_r241c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<128x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    // ── optimizer ──
    %2295 = stablehlo.multiply %2292, %2292 : tensor<16x16x3x384xf32>
    %2296 = stablehlo.constant dense<0.0> : tensor<f32>
    %2297 = "stablehlo.reduce"(%2295, %2296) ({
    ^bb0(%_r242a: tensor<f32>, %_r242b: tensor<f32>):
      %_r242c = stablehlo.add %_r242a, %_r242b : tensor<f32>
      "stablehlo.return"(%_r242c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<16x16x3x384xf32>, tensor<f32>) -> tensor<16x16x3xf32>
    %2298 = stablehlo.constant dense<0.0> : tensor<f32>
    %2299 = "stablehlo.reduce"(%2297, %2298) ({
    ^bb0(%_r243a: tensor<f32>, %_r243b: tensor<f32>):
      %_r243c = stablehlo.add %_r243a, %_r243b : tensor<f32>
      "stablehlo.return"(%_r243c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<16x16x3xf32>, tensor<f32>) -> tensor<f32>
    %2300 = stablehlo.multiply %2294, %2294 : tensor<384xf32>
    %2301 = stablehlo.constant dense<0.0> : tensor<f32>
    %2302 = "stablehlo.reduce"(%2300, %2301) ({
    ^bb0(%_r244a: tensor<f32>, %_r244b: tensor<f32>):
      %_r244c = stablehlo.add %_r244a, %_r244b : tensor<f32>
      "stablehlo.return"(%_r244c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2303 = stablehlo.add %2299, %2302 : tensor<f32>
    %2304 = stablehlo.multiply %2290, %2290 : tensor<1x1x384xf32>
    %2305 = stablehlo.constant dense<0.0> : tensor<f32>
    %2306 = "stablehlo.reduce"(%2304, %2305) ({
    ^bb0(%_r245a: tensor<f32>, %_r245b: tensor<f32>):
      %_r245c = stablehlo.add %_r245a, %_r245b : tensor<f32>
      "stablehlo.return"(%_r245c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x384xf32>, tensor<f32>) -> tensor<1x1xf32>
    %2307 = stablehlo.constant dense<0.0> : tensor<f32>
    %2308 = "stablehlo.reduce"(%2306, %2307) ({
    ^bb0(%_r246a: tensor<f32>, %_r246b: tensor<f32>):
      %_r246c = stablehlo.add %_r246a, %_r246b : tensor<f32>
      "stablehlo.return"(%_r246c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>, tensor<f32>) -> tensor<f32>
    %2309 = stablehlo.add %2303, %2308 : tensor<f32>
    %2310 = stablehlo.multiply %2285, %2285 : tensor<1x197x384xf32>
    %2311 = stablehlo.constant dense<0.0> : tensor<f32>
    %2312 = "stablehlo.reduce"(%2310, %2311) ({
    ^bb0(%_r247a: tensor<f32>, %_r247b: tensor<f32>):
      %_r247c = stablehlo.add %_r247a, %_r247b : tensor<f32>
      "stablehlo.return"(%_r247c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x197x384xf32>, tensor<f32>) -> tensor<1x197xf32>
    %2313 = stablehlo.constant dense<0.0> : tensor<f32>
    %2314 = "stablehlo.reduce"(%2312, %2313) ({
    ^bb0(%_r248a: tensor<f32>, %_r248b: tensor<f32>):
      %_r248c = stablehlo.add %_r248a, %_r248b : tensor<f32>
      "stablehlo.return"(%_r248c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<1x197xf32>, tensor<f32>) -> tensor<f32>
    %2315 = stablehlo.add %2309, %2314 : tensor<f32>
    %2316 = stablehlo.multiply %2279, %2279 : tensor<384xf32>
    %2317 = stablehlo.constant dense<0.0> : tensor<f32>
    %2318 = "stablehlo.reduce"(%2316, %2317) ({
    ^bb0(%_r249a: tensor<f32>, %_r249b: tensor<f32>):
      %_r249c = stablehlo.add %_r249a, %_r249b : tensor<f32>
      "stablehlo.return"(%_r249c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2319 = stablehlo.add %2315, %2318 : tensor<f32>
    %2320 = stablehlo.multiply %2281, %2281 : tensor<384xf32>
    %2321 = stablehlo.constant dense<0.0> : tensor<f32>
    %2322 = "stablehlo.reduce"(%2320, %2321) ({
    ^bb0(%_r250a: tensor<f32>, %_r250b: tensor<f32>):
      %_r250c = stablehlo.add %_r250a, %_r250b : tensor<f32>
      "stablehlo.return"(%_r250c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2323 = stablehlo.add %2319, %2322 : tensor<f32>
    %2324 = stablehlo.multiply %2258, %2258 : tensor<384x1152xf32>
    %2325 = stablehlo.constant dense<0.0> : tensor<f32>
    %2326 = "stablehlo.reduce"(%2324, %2325) ({
    ^bb0(%_r251a: tensor<f32>, %_r251b: tensor<f32>):
      %_r251c = stablehlo.add %_r251a, %_r251b : tensor<f32>
      "stablehlo.return"(%_r251c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1152xf32>, tensor<f32>) -> tensor<384xf32>
    %2327 = stablehlo.constant dense<0.0> : tensor<f32>
    %2328 = "stablehlo.reduce"(%2326, %2327) ({
    ^bb0(%_r252a: tensor<f32>, %_r252b: tensor<f32>):
      %_r252c = stablehlo.add %_r252a, %_r252b : tensor<f32>
      "stablehlo.return"(%_r252c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2329 = stablehlo.add %2323, %2328 : tensor<f32>
    %2330 = stablehlo.multiply %2260, %2260 : tensor<1152xf32>
    %2331 = stablehlo.constant dense<0.0> : tensor<f32>
    %2332 = "stablehlo.reduce"(%2330, %2331) ({
    ^bb0(%_r253a: tensor<f32>, %_r253b: tensor<f32>):
      %_r253c = stablehlo.add %_r253a, %_r253b : tensor<f32>
      "stablehlo.return"(%_r253c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1152xf32>, tensor<f32>) -> tensor<f32>
    %2333 = stablehlo.add %2329, %2332 : tensor<f32>
    %2334 = stablehlo.multiply %2234, %2234 : tensor<384x384xf32>
    %2335 = stablehlo.constant dense<0.0> : tensor<f32>
    %2336 = "stablehlo.reduce"(%2334, %2335) ({
    ^bb0(%_r254a: tensor<f32>, %_r254b: tensor<f32>):
      %_r254c = stablehlo.add %_r254a, %_r254b : tensor<f32>
      "stablehlo.return"(%_r254c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2337 = stablehlo.constant dense<0.0> : tensor<f32>
    %2338 = "stablehlo.reduce"(%2336, %2337) ({
    ^bb0(%_r255a: tensor<f32>, %_r255b: tensor<f32>):
      %_r255c = stablehlo.add %_r255a, %_r255b : tensor<f32>
      "stablehlo.return"(%_r255c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2339 = stablehlo.add %2333, %2338 : tensor<f32>
    %2340 = stablehlo.multiply %2236, %2236 : tensor<384xf32>
    %2341 = stablehlo.constant dense<0.0> : tensor<f32>
    %2342 = "stablehlo.reduce"(%2340, %2341) ({
    ^bb0(%_r256a: tensor<f32>, %_r256b: tensor<f32>):
      %_r256c = stablehlo.add %_r256a, %_r256b : tensor<f32>
      "stablehlo.return"(%_r256c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2343 = stablehlo.add %2339, %2342 : tensor<f32>
    %2344 = stablehlo.multiply %2228, %2228 : tensor<384xf32>
    %2345 = stablehlo.constant dense<0.0> : tensor<f32>
    %2346 = "stablehlo.reduce"(%2344, %2345) ({
    ^bb0(%_r257a: tensor<f32>, %_r257b: tensor<f32>):
      %_r257c = stablehlo.add %_r257a, %_r257b : tensor<f32>
      "stablehlo.return"(%_r257c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2347 = stablehlo.add %2343, %2346 : tensor<f32>
    %2348 = stablehlo.multiply %2230, %2230 : tensor<384xf32>
    %2349 = stablehlo.constant dense<0.0> : tensor<f32>
    %2350 = "stablehlo.reduce"(%2348, %2349) ({
    ^bb0(%_r258a: tensor<f32>, %_r258b: tensor<f32>):
      %_r258c = stablehlo.add %_r258a, %_r258b : tensor<f32>
      "stablehlo.return"(%_r258c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2351 = stablehlo.add %2347, %2350 : tensor<f32>
    %2352 = stablehlo.multiply %2207, %2207 : tensor<384x1536xf32>
    %2353 = stablehlo.constant dense<0.0> : tensor<f32>
    %2354 = "stablehlo.reduce"(%2352, %2353) ({
    ^bb0(%_r259a: tensor<f32>, %_r259b: tensor<f32>):
      %_r259c = stablehlo.add %_r259a, %_r259b : tensor<f32>
      "stablehlo.return"(%_r259c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2355 = stablehlo.constant dense<0.0> : tensor<f32>
    %2356 = "stablehlo.reduce"(%2354, %2355) ({
    ^bb0(%_r260a: tensor<f32>, %_r260b: tensor<f32>):
      %_r260c = stablehlo.add %_r260a, %_r260b : tensor<f32>
      "stablehlo.return"(%_r260c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2357 = stablehlo.add %2351, %2356 : tensor<f32>
    %2358 = stablehlo.multiply %2209, %2209 : tensor<1536xf32>
    %2359 = stablehlo.constant dense<0.0> : tensor<f32>
    %2360 = "stablehlo.reduce"(%2358, %2359) ({
    ^bb0(%_r261a: tensor<f32>, %_r261b: tensor<f32>):
      %_r261c = stablehlo.add %_r261a, %_r261b : tensor<f32>
      "stablehlo.return"(%_r261c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2361 = stablehlo.add %2357, %2360 : tensor<f32>
    %2362 = stablehlo.multiply %2193, %2193 : tensor<1536x384xf32>
    %2363 = stablehlo.constant dense<0.0> : tensor<f32>
    %2364 = "stablehlo.reduce"(%2362, %2363) ({
    ^bb0(%_r262a: tensor<f32>, %_r262b: tensor<f32>):
      %_r262c = stablehlo.add %_r262a, %_r262b : tensor<f32>
      "stablehlo.return"(%_r262c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2365 = stablehlo.constant dense<0.0> : tensor<f32>
    %2366 = "stablehlo.reduce"(%2364, %2365) ({
    ^bb0(%_r263a: tensor<f32>, %_r263b: tensor<f32>):
      %_r263c = stablehlo.add %_r263a, %_r263b : tensor<f32>
      "stablehlo.return"(%_r263c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2367 = stablehlo.add %2361, %2366 : tensor<f32>
    %2368 = stablehlo.multiply %2195, %2195 : tensor<384xf32>
    %2369 = stablehlo.constant dense<0.0> : tensor<f32>
    %2370 = "stablehlo.reduce"(%2368, %2369) ({
    ^bb0(%_r264a: tensor<f32>, %_r264b: tensor<f32>):
      %_r264c = stablehlo.add %_r264a, %_r264b : tensor<f32>
      "stablehlo.return"(%_r264c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2371 = stablehlo.add %2367, %2370 : tensor<f32>
    %2372 = stablehlo.multiply %2187, %2187 : tensor<384xf32>
    %2373 = stablehlo.constant dense<0.0> : tensor<f32>
    %2374 = "stablehlo.reduce"(%2372, %2373) ({
    ^bb0(%_r265a: tensor<f32>, %_r265b: tensor<f32>):
      %_r265c = stablehlo.add %_r265a, %_r265b : tensor<f32>
      "stablehlo.return"(%_r265c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2375 = stablehlo.add %2371, %2374 : tensor<f32>
    %2376 = stablehlo.multiply %2189, %2189 : tensor<384xf32>
    %2377 = stablehlo.constant dense<0.0> : tensor<f32>
    %2378 = "stablehlo.reduce"(%2376, %2377) ({
    ^bb0(%_r266a: tensor<f32>, %_r266b: tensor<f32>):
      %_r266c = stablehlo.add %_r266a, %_r266b : tensor<f32>
      "stablehlo.return"(%_r266c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2379 = stablehlo.add %2375, %2378 : tensor<f32>
    %2380 = stablehlo.multiply %2166, %2166 : tensor<384x1152xf32>
    %2381 = stablehlo.constant dense<0.0> : tensor<f32>
    %2382 = "stablehlo.reduce"(%2380, %2381) ({
    ^bb0(%_r267a: tensor<f32>, %_r267b: tensor<f32>):
      %_r267c = stablehlo.add %_r267a, %_r267b : tensor<f32>
      "stablehlo.return"(%_r267c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1152xf32>, tensor<f32>) -> tensor<384xf32>
    %2383 = stablehlo.constant dense<0.0> : tensor<f32>
    %2384 = "stablehlo.reduce"(%2382, %2383) ({
    ^bb0(%_r268a: tensor<f32>, %_r268b: tensor<f32>):
      %_r268c = stablehlo.add %_r268a, %_r268b : tensor<f32>
      "stablehlo.return"(%_r268c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2385 = stablehlo.add %2379, %2384 : tensor<f32>
    %2386 = stablehlo.multiply %2168, %2168 : tensor<1152xf32>
    %2387 = stablehlo.constant dense<0.0> : tensor<f32>
    %2388 = "stablehlo.reduce"(%2386, %2387) ({
    ^bb0(%_r269a: tensor<f32>, %_r269b: tensor<f32>):
      %_r269c = stablehlo.add %_r269a, %_r269b : tensor<f32>
      "stablehlo.return"(%_r269c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1152xf32>, tensor<f32>) -> tensor<f32>
    %2389 = stablehlo.add %2385, %2388 : tensor<f32>
    %2390 = stablehlo.multiply %2142, %2142 : tensor<384x384xf32>
    %2391 = stablehlo.constant dense<0.0> : tensor<f32>
    %2392 = "stablehlo.reduce"(%2390, %2391) ({
    ^bb0(%_r270a: tensor<f32>, %_r270b: tensor<f32>):
      %_r270c = stablehlo.add %_r270a, %_r270b : tensor<f32>
      "stablehlo.return"(%_r270c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2393 = stablehlo.constant dense<0.0> : tensor<f32>
    %2394 = "stablehlo.reduce"(%2392, %2393) ({
    ^bb0(%_r271a: tensor<f32>, %_r271b: tensor<f32>):
      %_r271c = stablehlo.add %_r271a, %_r271b : tensor<f32>
      "stablehlo.return"(%_r271c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2395 = stablehlo.add %2389, %2394 : tensor<f32>
    %2396 = stablehlo.multiply %2144, %2144 : tensor<384xf32>
    %2397 = stablehlo.constant dense<0.0> : tensor<f32>
    %2398 = "stablehlo.reduce"(%2396, %2397) ({
    ^bb0(%_r272a: tensor<f32>, %_r272b: tensor<f32>):
      %_r272c = stablehlo.add %_r272a, %_r272b : tensor<f32>
      "stablehlo.return"(%_r272c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2399 = stablehlo.add %2395, %2398 : tensor<f32>
    %2400 = stablehlo.multiply %2136, %2136 : tensor<384xf32>
    %2401 = stablehlo.constant dense<0.0> : tensor<f32>
    %2402 = "stablehlo.reduce"(%2400, %2401) ({
    ^bb0(%_r273a: tensor<f32>, %_r273b: tensor<f32>):
      %_r273c = stablehlo.add %_r273a, %_r273b : tensor<f32>
      "stablehlo.return"(%_r273c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2403 = stablehlo.add %2399, %2402 : tensor<f32>
    %2404 = stablehlo.multiply %2138, %2138 : tensor<384xf32>
    %2405 = stablehlo.constant dense<0.0> : tensor<f32>
    %2406 = "stablehlo.reduce"(%2404, %2405) ({
    ^bb0(%_r274a: tensor<f32>, %_r274b: tensor<f32>):
      %_r274c = stablehlo.add %_r274a, %_r274b : tensor<f32>
      "stablehlo.return"(%_r274c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2407 = stablehlo.add %2403, %2406 : tensor<f32>
    %2408 = stablehlo.multiply %2115, %2115 : tensor<384x1536xf32>
    %2409 = stablehlo.constant dense<0.0> : tensor<f32>
    %2410 = "stablehlo.reduce"(%2408, %2409) ({
    ^bb0(%_r275a: tensor<f32>, %_r275b: tensor<f32>):
      %_r275c = stablehlo.add %_r275a, %_r275b : tensor<f32>
      "stablehlo.return"(%_r275c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2411 = stablehlo.constant dense<0.0> : tensor<f32>
    %2412 = "stablehlo.reduce"(%2410, %2411) ({
    ^bb0(%_r276a: tensor<f32>, %_r276b: tensor<f32>):
      %_r276c = stablehlo.add %_r276a, %_r276b : tensor<f32>
      "stablehlo.return"(%_r276c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2413 = stablehlo.add %2407, %2412 : tensor<f32>
    %2414 = stablehlo.multiply %2117, %2117 : tensor<1536xf32>
    %2415 = stablehlo.constant dense<0.0> : tensor<f32>
    %2416 = "stablehlo.reduce"(%2414, %2415) ({
    ^bb0(%_r277a: tensor<f32>, %_r277b: tensor<f32>):
      %_r277c = stablehlo.add %_r277a, %_r277b : tensor<f32>
      "stablehlo.return"(%_r277c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2417 = stablehlo.add %2413, %2416 : tensor<f32>
    %2418 = stablehlo.multiply %2101, %2101 : tensor<1536x384xf32>
    %2419 = stablehlo.constant dense<0.0> : tensor<f32>
    %2420 = "stablehlo.reduce"(%2418, %2419) ({
    ^bb0(%_r278a: tensor<f32>, %_r278b: tensor<f32>):
      %_r278c = stablehlo.add %_r278a, %_r278b : tensor<f32>
      "stablehlo.return"(%_r278c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2421 = stablehlo.constant dense<0.0> : tensor<f32>
    %2422 = "stablehlo.reduce"(%2420, %2421) ({
    ^bb0(%_r279a: tensor<f32>, %_r279b: tensor<f32>):
      %_r279c = stablehlo.add %_r279a, %_r279b : tensor<f32>
      "stablehlo.return"(%_r279c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2423 = stablehlo.add %2417, %2422 : tensor<f32>
    %2424 = stablehlo.multiply %2103, %2103 : tensor<384xf32>
    %2425 = stablehlo.constant dense<0.0> : tensor<f32>
    %2426 = "stablehlo.reduce"(%2424, %2425) ({
    ^bb0(%_r280a: tensor<f32>, %_r280b: tensor<f32>):
      %_r280c = stablehlo.add %_r280a, %_r280b : tensor<f32>
      "stablehlo.return"(%_r280c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2427 = stablehlo.add %2423, %2426 : tensor<f32>
    %2428 = stablehlo.multiply %2095, %2095 : tensor<384xf32>
    %2429 = stablehlo.constant dense<0.0> : tensor<f32>
    %2430 = "stablehlo.reduce"(%2428, %2429) ({
    ^bb0(%_r281a: tensor<f32>, %_r281b: tensor<f32>):
      %_r281c = stablehlo.add %_r281a, %_r281b : tensor<f32>
      "stablehlo.return"(%_r281c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2431 = stablehlo.add %2427, %2430 : tensor<f32>
    %2432 = stablehlo.multiply %2097, %2097 : tensor<384xf32>
    %2433 = stablehlo.constant dense<0.0> : tensor<f32>
    %2434 = "stablehlo.reduce"(%2432, %2433) ({
    ^bb0(%_r282a: tensor<f32>, %_r282b: tensor<f32>):
      %_r282c = stablehlo.add %_r282a, %_r282b : tensor<f32>
      "stablehlo.return"(%_r282c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2435 = stablehlo.add %2431, %2434 : tensor<f32>
    %2436 = stablehlo.multiply %2074, %2074 : tensor<384x1152xf32>
    %2437 = stablehlo.constant dense<0.0> : tensor<f32>
    %2438 = "stablehlo.reduce"(%2436, %2437) ({
    ^bb0(%_r283a: tensor<f32>, %_r283b: tensor<f32>):
      %_r283c = stablehlo.add %_r283a, %_r283b : tensor<f32>
      "stablehlo.return"(%_r283c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1152xf32>, tensor<f32>) -> tensor<384xf32>
    %2439 = stablehlo.constant dense<0.0> : tensor<f32>
    %2440 = "stablehlo.reduce"(%2438, %2439) ({
    ^bb0(%_r284a: tensor<f32>, %_r284b: tensor<f32>):
      %_r284c = stablehlo.add %_r284a, %_r284b : tensor<f32>
      "stablehlo.return"(%_r284c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2441 = stablehlo.add %2435, %2440 : tensor<f32>
    %2442 = stablehlo.multiply %2076, %2076 : tensor<1152xf32>
    %2443 = stablehlo.constant dense<0.0> : tensor<f32>
    %2444 = "stablehlo.reduce"(%2442, %2443) ({
    ^bb0(%_r285a: tensor<f32>, %_r285b: tensor<f32>):
      %_r285c = stablehlo.add %_r285a, %_r285b : tensor<f32>
      "stablehlo.return"(%_r285c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1152xf32>, tensor<f32>) -> tensor<f32>
    %2445 = stablehlo.add %2441, %2444 : tensor<f32>
    %2446 = stablehlo.multiply %2050, %2050 : tensor<384x384xf32>
    %2447 = stablehlo.constant dense<0.0> : tensor<f32>
    %2448 = "stablehlo.reduce"(%2446, %2447) ({
    ^bb0(%_r286a: tensor<f32>, %_r286b: tensor<f32>):
      %_r286c = stablehlo.add %_r286a, %_r286b : tensor<f32>
      "stablehlo.return"(%_r286c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2449 = stablehlo.constant dense<0.0> : tensor<f32>
    %2450 = "stablehlo.reduce"(%2448, %2449) ({
    ^bb0(%_r287a: tensor<f32>, %_r287b: tensor<f32>):
      %_r287c = stablehlo.add %_r287a, %_r287b : tensor<f32>
      "stablehlo.return"(%_r287c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2451 = stablehlo.add %2445, %2450 : tensor<f32>
    %2452 = stablehlo.multiply %2052, %2052 : tensor<384xf32>
    %2453 = stablehlo.constant dense<0.0> : tensor<f32>
    %2454 = "stablehlo.reduce"(%2452, %2453) ({
    ^bb0(%_r288a: tensor<f32>, %_r288b: tensor<f32>):
      %_r288c = stablehlo.add %_r288a, %_r288b : tensor<f32>
      "stablehlo.return"(%_r288c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2455 = stablehlo.add %2451, %2454 : tensor<f32>
    %2456 = stablehlo.multiply %2044, %2044 : tensor<384xf32>
    %2457 = stablehlo.constant dense<0.0> : tensor<f32>
    %2458 = "stablehlo.reduce"(%2456, %2457) ({
    ^bb0(%_r289a: tensor<f32>, %_r289b: tensor<f32>):
      %_r289c = stablehlo.add %_r289a, %_r289b : tensor<f32>
      "stablehlo.return"(%_r289c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2459 = stablehlo.add %2455, %2458 : tensor<f32>
    %2460 = stablehlo.multiply %2046, %2046 : tensor<384xf32>
    %2461 = stablehlo.constant dense<0.0> : tensor<f32>
    %2462 = "stablehlo.reduce"(%2460, %2461) ({
    ^bb0(%_r290a: tensor<f32>, %_r290b: tensor<f32>):
      %_r290c = stablehlo.add %_r290a, %_r290b : tensor<f32>
      "stablehlo.return"(%_r290c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2463 = stablehlo.add %2459, %2462 : tensor<f32>
    %2464 = stablehlo.multiply %2023, %2023 : tensor<384x1536xf32>
    %2465 = stablehlo.constant dense<0.0> : tensor<f32>
    %2466 = "stablehlo.reduce"(%2464, %2465) ({
    ^bb0(%_r291a: tensor<f32>, %_r291b: tensor<f32>):
      %_r291c = stablehlo.add %_r291a, %_r291b : tensor<f32>
      "stablehlo.return"(%_r291c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2467 = stablehlo.constant dense<0.0> : tensor<f32>
    %2468 = "stablehlo.reduce"(%2466, %2467) ({
    ^bb0(%_r292a: tensor<f32>, %_r292b: tensor<f32>):
      %_r292c = stablehlo.add %_r292a, %_r292b : tensor<f32>
      "stablehlo.return"(%_r292c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2469 = stablehlo.add %2463, %2468 : tensor<f32>
    %2470 = stablehlo.multiply %2025, %2025 : tensor<1536xf32>
    %2471 = stablehlo.constant dense<0.0> : tensor<f32>
    %2472 = "stablehlo.reduce"(%2470, %2471) ({
    ^bb0(%_r293a: tensor<f32>, %_r293b: tensor<f32>):
      %_r293c = stablehlo.add %_r293a, %_r293b : tensor<f32>
      "stablehlo.return"(%_r293c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2473 = stablehlo.add %2469, %2472 : tensor<f32>
    %2474 = stablehlo.multiply %2009, %2009 : tensor<1536x384xf32>
    %2475 = stablehlo.constant dense<0.0> : tensor<f32>
    %2476 = "stablehlo.reduce"(%2474, %2475) ({
    ^bb0(%_r294a: tensor<f32>, %_r294b: tensor<f32>):
      %_r294c = stablehlo.add %_r294a, %_r294b : tensor<f32>
      "stablehlo.return"(%_r294c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2477 = stablehlo.constant dense<0.0> : tensor<f32>
    %2478 = "stablehlo.reduce"(%2476, %2477) ({
    ^bb0(%_r295a: tensor<f32>, %_r295b: tensor<f32>):
      %_r295c = stablehlo.add %_r295a, %_r295b : tensor<f32>
      "stablehlo.return"(%_r295c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2479 = stablehlo.add %2473, %2478 : tensor<f32>
    %2480 = stablehlo.multiply %2011, %2011 : tensor<384xf32>
    %2481 = stablehlo.constant dense<0.0> : tensor<f32>
    %2482 = "stablehlo.reduce"(%2480, %2481) ({
    ^bb0(%_r296a: tensor<f32>, %_r296b: tensor<f32>):
      %_r296c = stablehlo.add %_r296a, %_r296b : tensor<f32>
      "stablehlo.return"(%_r296c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2483 = stablehlo.add %2479, %2482 : tensor<f32>
    %2484 = stablehlo.multiply %2003, %2003 : tensor<384xf32>
    %2485 = stablehlo.constant dense<0.0> : tensor<f32>
    %2486 = "stablehlo.reduce"(%2484, %2485) ({
    ^bb0(%_r297a: tensor<f32>, %_r297b: tensor<f32>):
      %_r297c = stablehlo.add %_r297a, %_r297b : tensor<f32>
      "stablehlo.return"(%_r297c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2487 = stablehlo.add %2483, %2486 : tensor<f32>
    %2488 = stablehlo.multiply %2005, %2005 : tensor<384xf32>
    %2489 = stablehlo.constant dense<0.0> : tensor<f32>
    %2490 = "stablehlo.reduce"(%2488, %2489) ({
    ^bb0(%_r298a: tensor<f32>, %_r298b: tensor<f32>):
      %_r298c = stablehlo.add %_r298a, %_r298b : tensor<f32>
      "stablehlo.return"(%_r298c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2491 = stablehlo.add %2487, %2490 : tensor<f32>
    %2492 = stablehlo.multiply %1982, %1982 : tensor<384x1152xf32>
    %2493 = stablehlo.constant dense<0.0> : tensor<f32>
    %2494 = "stablehlo.reduce"(%2492, %2493) ({
    ^bb0(%_r299a: tensor<f32>, %_r299b: tensor<f32>):
      %_r299c = stablehlo.add %_r299a, %_r299b : tensor<f32>
      "stablehlo.return"(%_r299c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1152xf32>, tensor<f32>) -> tensor<384xf32>
    %2495 = stablehlo.constant dense<0.0> : tensor<f32>
    %2496 = "stablehlo.reduce"(%2494, %2495) ({
    ^bb0(%_r300a: tensor<f32>, %_r300b: tensor<f32>):
      %_r300c = stablehlo.add %_r300a, %_r300b : tensor<f32>
      "stablehlo.return"(%_r300c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2497 = stablehlo.add %2491, %2496 : tensor<f32>
    %2498 = stablehlo.multiply %1984, %1984 : tensor<1152xf32>
    %2499 = stablehlo.constant dense<0.0> : tensor<f32>
    %2500 = "stablehlo.reduce"(%2498, %2499) ({
    ^bb0(%_r301a: tensor<f32>, %_r301b: tensor<f32>):
      %_r301c = stablehlo.add %_r301a, %_r301b : tensor<f32>
      "stablehlo.return"(%_r301c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1152xf32>, tensor<f32>) -> tensor<f32>
    %2501 = stablehlo.add %2497, %2500 : tensor<f32>
    %2502 = stablehlo.multiply %1958, %1958 : tensor<384x384xf32>
    %2503 = stablehlo.constant dense<0.0> : tensor<f32>
    %2504 = "stablehlo.reduce"(%2502, %2503) ({
    ^bb0(%_r302a: tensor<f32>, %_r302b: tensor<f32>):
      %_r302c = stablehlo.add %_r302a, %_r302b : tensor<f32>
      "stablehlo.return"(%_r302c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2505 = stablehlo.constant dense<0.0> : tensor<f32>
    %2506 = "stablehlo.reduce"(%2504, %2505) ({
    ^bb0(%_r303a: tensor<f32>, %_r303b: tensor<f32>):
      %_r303c = stablehlo.add %_r303a, %_r303b : tensor<f32>
      "stablehlo.return"(%_r303c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2507 = stablehlo.add %2501, %2506 : tensor<f32>
    %2508 = stablehlo.multiply %1960, %1960 : tensor<384xf32>
    %2509 = stablehlo.constant dense<0.0> : tensor<f32>
    %2510 = "stablehlo.reduce"(%2508, %2509) ({
    ^bb0(%_r304a: tensor<f32>, %_r304b: tensor<f32>):
      %_r304c = stablehlo.add %_r304a, %_r304b : tensor<f32>
      "stablehlo.return"(%_r304c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2511 = stablehlo.add %2507, %2510 : tensor<f32>
    %2512 = stablehlo.multiply %1952, %1952 : tensor<384xf32>
    %2513 = stablehlo.constant dense<0.0> : tensor<f32>
    %2514 = "stablehlo.reduce"(%2512, %2513) ({
    ^bb0(%_r305a: tensor<f32>, %_r305b: tensor<f32>):
      %_r305c = stablehlo.add %_r305a, %_r305b : tensor<f32>
      "stablehlo.return"(%_r305c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2515 = stablehlo.add %2511, %2514 : tensor<f32>
    %2516 = stablehlo.multiply %1954, %1954 : tensor<384xf32>
    %2517 = stablehlo.constant dense<0.0> : tensor<f32>
    %2518 = "stablehlo.reduce"(%2516, %2517) ({
    ^bb0(%_r306a: tensor<f32>, %_r306b: tensor<f32>):
      %_r306c = stablehlo.add %_r306a, %_r306b : tensor<f32>
      "stablehlo.return"(%_r306c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2519 = stablehlo.add %2515, %2518 : tensor<f32>
    %2520 = stablehlo.multiply %1931, %1931 : tensor<384x1536xf32>
    %2521 = stablehlo.constant dense<0.0> : tensor<f32>
    %2522 = "stablehlo.reduce"(%2520, %2521) ({
    ^bb0(%_r307a: tensor<f32>, %_r307b: tensor<f32>):
      %_r307c = stablehlo.add %_r307a, %_r307b : tensor<f32>
      "stablehlo.return"(%_r307c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2523 = stablehlo.constant dense<0.0> : tensor<f32>
    %2524 = "stablehlo.reduce"(%2522, %2523) ({
    ^bb0(%_r308a: tensor<f32>, %_r308b: tensor<f32>):
      %_r308c = stablehlo.add %_r308a, %_r308b : tensor<f32>
      "stablehlo.return"(%_r308c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2525 = stablehlo.add %2519, %2524 : tensor<f32>
    %2526 = stablehlo.multiply %1933, %1933 : tensor<1536xf32>
    %2527 = stablehlo.constant dense<0.0> : tensor<f32>
    %2528 = "stablehlo.reduce"(%2526, %2527) ({
    ^bb0(%_r309a: tensor<f32>, %_r309b: tensor<f32>):
      %_r309c = stablehlo.add %_r309a, %_r309b : tensor<f32>
      "stablehlo.return"(%_r309c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2529 = stablehlo.add %2525, %2528 : tensor<f32>
    %2530 = stablehlo.multiply %1917, %1917 : tensor<1536x384xf32>
    %2531 = stablehlo.constant dense<0.0> : tensor<f32>
    %2532 = "stablehlo.reduce"(%2530, %2531) ({
    ^bb0(%_r310a: tensor<f32>, %_r310b: tensor<f32>):
      %_r310c = stablehlo.add %_r310a, %_r310b : tensor<f32>
      "stablehlo.return"(%_r310c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2533 = stablehlo.constant dense<0.0> : tensor<f32>
    %2534 = "stablehlo.reduce"(%2532, %2533) ({
    ^bb0(%_r311a: tensor<f32>, %_r311b: tensor<f32>):
      %_r311c = stablehlo.add %_r311a, %_r311b : tensor<f32>
      "stablehlo.return"(%_r311c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2535 = stablehlo.add %2529, %2534 : tensor<f32>
    %2536 = stablehlo.multiply %1919, %1919 : tensor<384xf32>
    %2537 = stablehlo.constant dense<0.0> : tensor<f32>
    %2538 = "stablehlo.reduce"(%2536, %2537) ({
    ^bb0(%_r312a: tensor<f32>, %_r312b: tensor<f32>):
      %_r312c = stablehlo.add %_r312a, %_r312b : tensor<f32>
      "stablehlo.return"(%_r312c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2539 = stablehlo.add %2535, %2538 : tensor<f32>
    %2540 = stablehlo.multiply %1911, %1911 : tensor<384xf32>
    %2541 = stablehlo.constant dense<0.0> : tensor<f32>
    %2542 = "stablehlo.reduce"(%2540, %2541) ({
    ^bb0(%_r313a: tensor<f32>, %_r313b: tensor<f32>):
      %_r313c = stablehlo.add %_r313a, %_r313b : tensor<f32>
      "stablehlo.return"(%_r313c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2543 = stablehlo.add %2539, %2542 : tensor<f32>
    %2544 = stablehlo.multiply %1913, %1913 : tensor<384xf32>
    %2545 = stablehlo.constant dense<0.0> : tensor<f32>
    %2546 = "stablehlo.reduce"(%2544, %2545) ({
    ^bb0(%_r314a: tensor<f32>, %_r314b: tensor<f32>):
      %_r314c = stablehlo.add %_r314a, %_r314b : tensor<f32>
      "stablehlo.return"(%_r314c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2547 = stablehlo.add %2543, %2546 : tensor<f32>
    %2548 = stablehlo.multiply %1890, %1890 : tensor<384x1152xf32>
    %2549 = stablehlo.constant dense<0.0> : tensor<f32>
    %2550 = "stablehlo.reduce"(%2548, %2549) ({
    ^bb0(%_r315a: tensor<f32>, %_r315b: tensor<f32>):
      %_r315c = stablehlo.add %_r315a, %_r315b : tensor<f32>
      "stablehlo.return"(%_r315c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1152xf32>, tensor<f32>) -> tensor<384xf32>
    %2551 = stablehlo.constant dense<0.0> : tensor<f32>
    %2552 = "stablehlo.reduce"(%2550, %2551) ({
    ^bb0(%_r316a: tensor<f32>, %_r316b: tensor<f32>):
      %_r316c = stablehlo.add %_r316a, %_r316b : tensor<f32>
      "stablehlo.return"(%_r316c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2553 = stablehlo.add %2547, %2552 : tensor<f32>
    %2554 = stablehlo.multiply %1892, %1892 : tensor<1152xf32>
    %2555 = stablehlo.constant dense<0.0> : tensor<f32>
    %2556 = "stablehlo.reduce"(%2554, %2555) ({
    ^bb0(%_r317a: tensor<f32>, %_r317b: tensor<f32>):
      %_r317c = stablehlo.add %_r317a, %_r317b : tensor<f32>
      "stablehlo.return"(%_r317c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1152xf32>, tensor<f32>) -> tensor<f32>
    %2557 = stablehlo.add %2553, %2556 : tensor<f32>
    %2558 = stablehlo.multiply %1866, %1866 : tensor<384x384xf32>
    %2559 = stablehlo.constant dense<0.0> : tensor<f32>
    %2560 = "stablehlo.reduce"(%2558, %2559) ({
    ^bb0(%_r318a: tensor<f32>, %_r318b: tensor<f32>):
      %_r318c = stablehlo.add %_r318a, %_r318b : tensor<f32>
      "stablehlo.return"(%_r318c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2561 = stablehlo.constant dense<0.0> : tensor<f32>
    %2562 = "stablehlo.reduce"(%2560, %2561) ({
    ^bb0(%_r319a: tensor<f32>, %_r319b: tensor<f32>):
      %_r319c = stablehlo.add %_r319a, %_r319b : tensor<f32>
      "stablehlo.return"(%_r319c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2563 = stablehlo.add %2557, %2562 : tensor<f32>
    %2564 = stablehlo.multiply %1868, %1868 : tensor<384xf32>
    %2565 = stablehlo.constant dense<0.0> : tensor<f32>
    %2566 = "stablehlo.reduce"(%2564, %2565) ({
    ^bb0(%_r320a: tensor<f32>, %_r320b: tensor<f32>):
      %_r320c = stablehlo.add %_r320a, %_r320b : tensor<f32>
      "stablehlo.return"(%_r320c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2567 = stablehlo.add %2563, %2566 : tensor<f32>
    %2568 = stablehlo.multiply %1860, %1860 : tensor<384xf32>
    %2569 = stablehlo.constant dense<0.0> : tensor<f32>
    %2570 = "stablehlo.reduce"(%2568, %2569) ({
    ^bb0(%_r321a: tensor<f32>, %_r321b: tensor<f32>):
      %_r321c = stablehlo.add %_r321a, %_r321b : tensor<f32>
      "stablehlo.return"(%_r321c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2571 = stablehlo.add %2567, %2570 : tensor<f32>
    %2572 = stablehlo.multiply %1862, %1862 : tensor<384xf32>
    %2573 = stablehlo.constant dense<0.0> : tensor<f32>
    %2574 = "stablehlo.reduce"(%2572, %2573) ({
    ^bb0(%_r322a: tensor<f32>, %_r322b: tensor<f32>):
      %_r322c = stablehlo.add %_r322a, %_r322b : tensor<f32>
      "stablehlo.return"(%_r322c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2575 = stablehlo.add %2571, %2574 : tensor<f32>
    %2576 = stablehlo.multiply %1839, %1839 : tensor<384x1536xf32>
    %2577 = stablehlo.constant dense<0.0> : tensor<f32>
    %2578 = "stablehlo.reduce"(%2576, %2577) ({
    ^bb0(%_r323a: tensor<f32>, %_r323b: tensor<f32>):
      %_r323c = stablehlo.add %_r323a, %_r323b : tensor<f32>
      "stablehlo.return"(%_r323c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2579 = stablehlo.constant dense<0.0> : tensor<f32>
    %2580 = "stablehlo.reduce"(%2578, %2579) ({
    ^bb0(%_r324a: tensor<f32>, %_r324b: tensor<f32>):
      %_r324c = stablehlo.add %_r324a, %_r324b : tensor<f32>
      "stablehlo.return"(%_r324c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2581 = stablehlo.add %2575, %2580 : tensor<f32>
    %2582 = stablehlo.multiply %1841, %1841 : tensor<1536xf32>
    %2583 = stablehlo.constant dense<0.0> : tensor<f32>
    %2584 = "stablehlo.reduce"(%2582, %2583) ({
    ^bb0(%_r325a: tensor<f32>, %_r325b: tensor<f32>):
      %_r325c = stablehlo.add %_r325a, %_r325b : tensor<f32>
      "stablehlo.return"(%_r325c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2585 = stablehlo.add %2581, %2584 : tensor<f32>
    %2586 = stablehlo.multiply %1825, %1825 : tensor<1536x384xf32>
    %2587 = stablehlo.constant dense<0.0> : tensor<f32>
    %2588 = "stablehlo.reduce"(%2586, %2587) ({
    ^bb0(%_r326a: tensor<f32>, %_r326b: tensor<f32>):
      %_r326c = stablehlo.add %_r326a, %_r326b : tensor<f32>
      "stablehlo.return"(%_r326c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2589 = stablehlo.constant dense<0.0> : tensor<f32>
    %2590 = "stablehlo.reduce"(%2588, %2589) ({
    ^bb0(%_r327a: tensor<f32>, %_r327b: tensor<f32>):
      %_r327c = stablehlo.add %_r327a, %_r327b : tensor<f32>
      "stablehlo.return"(%_r327c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2591 = stablehlo.add %2585, %2590 : tensor<f32>
    %2592 = stablehlo.multiply %1827, %1827 : tensor<384xf32>
    %2593 = stablehlo.constant dense<0.0> : tensor<f32>
    %2594 = "stablehlo.reduce"(%2592, %2593) ({
    ^bb0(%_r328a: tensor<f32>, %_r328b: tensor<f32>):
      %_r328c = stablehlo.add %_r328a, %_r328b : tensor<f32>
      "stablehlo.return"(%_r328c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2595 = stablehlo.add %2591, %2594 : tensor<f32>
    %2596 = stablehlo.multiply %1819, %1819 : tensor<384xf32>
    %2597 = stablehlo.constant dense<0.0> : tensor<f32>
    %2598 = "stablehlo.reduce"(%2596, %2597) ({
    ^bb0(%_r329a: tensor<f32>, %_r329b: tensor<f32>):
      %_r329c = stablehlo.add %_r329a, %_r329b : tensor<f32>
      "stablehlo.return"(%_r329c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2599 = stablehlo.add %2595, %2598 : tensor<f32>
    %2600 = stablehlo.multiply %1821, %1821 : tensor<384xf32>
    %2601 = stablehlo.constant dense<0.0> : tensor<f32>
    %2602 = "stablehlo.reduce"(%2600, %2601) ({
    ^bb0(%_r330a: tensor<f32>, %_r330b: tensor<f32>):
      %_r330c = stablehlo.add %_r330a, %_r330b : tensor<f32>
      "stablehlo.return"(%_r330c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2603 = stablehlo.add %2599, %2602 : tensor<f32>
    %2604 = stablehlo.multiply %1798, %1798 : tensor<384x1152xf32>
    %2605 = stablehlo.constant dense<0.0> : tensor<f32>
    %2606 = "stablehlo.reduce"(%2604, %2605) ({
    ^bb0(%_r331a: tensor<f32>, %_r331b: tensor<f32>):
      %_r331c = stablehlo.add %_r331a, %_r331b : tensor<f32>
      "stablehlo.return"(%_r331c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1152xf32>, tensor<f32>) -> tensor<384xf32>
    %2607 = stablehlo.constant dense<0.0> : tensor<f32>
    %2608 = "stablehlo.reduce"(%2606, %2607) ({
    ^bb0(%_r332a: tensor<f32>, %_r332b: tensor<f32>):
      %_r332c = stablehlo.add %_r332a, %_r332b : tensor<f32>
      "stablehlo.return"(%_r332c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2609 = stablehlo.add %2603, %2608 : tensor<f32>
    %2610 = stablehlo.multiply %1800, %1800 : tensor<1152xf32>
    %2611 = stablehlo.constant dense<0.0> : tensor<f32>
    %2612 = "stablehlo.reduce"(%2610, %2611) ({
    ^bb0(%_r333a: tensor<f32>, %_r333b: tensor<f32>):
      %_r333c = stablehlo.add %_r333a, %_r333b : tensor<f32>
      "stablehlo.return"(%_r333c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1152xf32>, tensor<f32>) -> tensor<f32>
    %2613 = stablehlo.add %2609, %2612 : tensor<f32>
    %2614 = stablehlo.multiply %1774, %1774 : tensor<384x384xf32>
    %2615 = stablehlo.constant dense<0.0> : tensor<f32>
    %2616 = "stablehlo.reduce"(%2614, %2615) ({
    ^bb0(%_r334a: tensor<f32>, %_r334b: tensor<f32>):
      %_r334c = stablehlo.add %_r334a, %_r334b : tensor<f32>
      "stablehlo.return"(%_r334c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2617 = stablehlo.constant dense<0.0> : tensor<f32>
    %2618 = "stablehlo.reduce"(%2616, %2617) ({
    ^bb0(%_r335a: tensor<f32>, %_r335b: tensor<f32>):
      %_r335c = stablehlo.add %_r335a, %_r335b : tensor<f32>
      "stablehlo.return"(%_r335c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2619 = stablehlo.add %2613, %2618 : tensor<f32>
    %2620 = stablehlo.multiply %1776, %1776 : tensor<384xf32>
    %2621 = stablehlo.constant dense<0.0> : tensor<f32>
    %2622 = "stablehlo.reduce"(%2620, %2621) ({
    ^bb0(%_r336a: tensor<f32>, %_r336b: tensor<f32>):
      %_r336c = stablehlo.add %_r336a, %_r336b : tensor<f32>
      "stablehlo.return"(%_r336c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2623 = stablehlo.add %2619, %2622 : tensor<f32>
    %2624 = stablehlo.multiply %1768, %1768 : tensor<384xf32>
    %2625 = stablehlo.constant dense<0.0> : tensor<f32>
    %2626 = "stablehlo.reduce"(%2624, %2625) ({
    ^bb0(%_r337a: tensor<f32>, %_r337b: tensor<f32>):
      %_r337c = stablehlo.add %_r337a, %_r337b : tensor<f32>
      "stablehlo.return"(%_r337c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2627 = stablehlo.add %2623, %2626 : tensor<f32>
    %2628 = stablehlo.multiply %1770, %1770 : tensor<384xf32>
    %2629 = stablehlo.constant dense<0.0> : tensor<f32>
    %2630 = "stablehlo.reduce"(%2628, %2629) ({
    ^bb0(%_r338a: tensor<f32>, %_r338b: tensor<f32>):
      %_r338c = stablehlo.add %_r338a, %_r338b : tensor<f32>
      "stablehlo.return"(%_r338c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2631 = stablehlo.add %2627, %2630 : tensor<f32>
    %2632 = stablehlo.multiply %1747, %1747 : tensor<384x1536xf32>
    %2633 = stablehlo.constant dense<0.0> : tensor<f32>
    %2634 = "stablehlo.reduce"(%2632, %2633) ({
    ^bb0(%_r339a: tensor<f32>, %_r339b: tensor<f32>):
      %_r339c = stablehlo.add %_r339a, %_r339b : tensor<f32>
      "stablehlo.return"(%_r339c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2635 = stablehlo.constant dense<0.0> : tensor<f32>
    %2636 = "stablehlo.reduce"(%2634, %2635) ({
    ^bb0(%_r340a: tensor<f32>, %_r340b: tensor<f32>):
      %_r340c = stablehlo.add %_r340a, %_r340b : tensor<f32>
      "stablehlo.return"(%_r340c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2637 = stablehlo.add %2631, %2636 : tensor<f32>
    %2638 = stablehlo.multiply %1749, %1749 : tensor<1536xf32>
    %2639 = stablehlo.constant dense<0.0> : tensor<f32>
    %2640 = "stablehlo.reduce"(%2638, %2639) ({
    ^bb0(%_r341a: tensor<f32>, %_r341b: tensor<f32>):
      %_r341c = stablehlo.add %_r341a, %_r341b : tensor<f32>
      "stablehlo.return"(%_r341c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2641 = stablehlo.add %2637, %2640 : tensor<f32>
    %2642 = stablehlo.multiply %1733, %1733 : tensor<1536x384xf32>
    %2643 = stablehlo.constant dense<0.0> : tensor<f32>
    %2644 = "stablehlo.reduce"(%2642, %2643) ({
    ^bb0(%_r342a: tensor<f32>, %_r342b: tensor<f32>):
      %_r342c = stablehlo.add %_r342a, %_r342b : tensor<f32>
      "stablehlo.return"(%_r342c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2645 = stablehlo.constant dense<0.0> : tensor<f32>
    %2646 = "stablehlo.reduce"(%2644, %2645) ({
    ^bb0(%_r343a: tensor<f32>, %_r343b: tensor<f32>):
      %_r343c = stablehlo.add %_r343a, %_r343b : tensor<f32>
      "stablehlo.return"(%_r343c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2647 = stablehlo.add %2641, %2646 : tensor<f32>
    %2648 = stablehlo.multiply %1735, %1735 : tensor<384xf32>
    %2649 = stablehlo.constant dense<0.0> : tensor<f32>
    %2650 = "stablehlo.reduce"(%2648, %2649) ({
    ^bb0(%_r344a: tensor<f32>, %_r344b: tensor<f32>):
      %_r344c = stablehlo.add %_r344a, %_r344b : tensor<f32>
      "stablehlo.return"(%_r344c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2651 = stablehlo.add %2647, %2650 : tensor<f32>
    %2652 = stablehlo.multiply %1727, %1727 : tensor<384xf32>
    %2653 = stablehlo.constant dense<0.0> : tensor<f32>
    %2654 = "stablehlo.reduce"(%2652, %2653) ({
    ^bb0(%_r345a: tensor<f32>, %_r345b: tensor<f32>):
      %_r345c = stablehlo.add %_r345a, %_r345b : tensor<f32>
      "stablehlo.return"(%_r345c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2655 = stablehlo.add %2651, %2654 : tensor<f32>
    %2656 = stablehlo.multiply %1729, %1729 : tensor<384xf32>
    %2657 = stablehlo.constant dense<0.0> : tensor<f32>
    %2658 = "stablehlo.reduce"(%2656, %2657) ({
    ^bb0(%_r346a: tensor<f32>, %_r346b: tensor<f32>):
      %_r346c = stablehlo.add %_r346a, %_r346b : tensor<f32>
      "stablehlo.return"(%_r346c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2659 = stablehlo.add %2655, %2658 : tensor<f32>
    %2660 = stablehlo.multiply %1706, %1706 : tensor<384x1152xf32>
    %2661 = stablehlo.constant dense<0.0> : tensor<f32>
    %2662 = "stablehlo.reduce"(%2660, %2661) ({
    ^bb0(%_r347a: tensor<f32>, %_r347b: tensor<f32>):
      %_r347c = stablehlo.add %_r347a, %_r347b : tensor<f32>
      "stablehlo.return"(%_r347c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1152xf32>, tensor<f32>) -> tensor<384xf32>
    %2663 = stablehlo.constant dense<0.0> : tensor<f32>
    %2664 = "stablehlo.reduce"(%2662, %2663) ({
    ^bb0(%_r348a: tensor<f32>, %_r348b: tensor<f32>):
      %_r348c = stablehlo.add %_r348a, %_r348b : tensor<f32>
      "stablehlo.return"(%_r348c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2665 = stablehlo.add %2659, %2664 : tensor<f32>
    %2666 = stablehlo.multiply %1708, %1708 : tensor<1152xf32>
    %2667 = stablehlo.constant dense<0.0> : tensor<f32>
    %2668 = "stablehlo.reduce"(%2666, %2667) ({
    ^bb0(%_r349a: tensor<f32>, %_r349b: tensor<f32>):
      %_r349c = stablehlo.add %_r349a, %_r349b : tensor<f32>
      "stablehlo.return"(%_r349c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1152xf32>, tensor<f32>) -> tensor<f32>
    %2669 = stablehlo.add %2665, %2668 : tensor<f32>
    %2670 = stablehlo.multiply %1682, %1682 : tensor<384x384xf32>
    %2671 = stablehlo.constant dense<0.0> : tensor<f32>
    %2672 = "stablehlo.reduce"(%2670, %2671) ({
    ^bb0(%_r350a: tensor<f32>, %_r350b: tensor<f32>):
      %_r350c = stablehlo.add %_r350a, %_r350b : tensor<f32>
      "stablehlo.return"(%_r350c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2673 = stablehlo.constant dense<0.0> : tensor<f32>
    %2674 = "stablehlo.reduce"(%2672, %2673) ({
    ^bb0(%_r351a: tensor<f32>, %_r351b: tensor<f32>):
      %_r351c = stablehlo.add %_r351a, %_r351b : tensor<f32>
      "stablehlo.return"(%_r351c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2675 = stablehlo.add %2669, %2674 : tensor<f32>
    %2676 = stablehlo.multiply %1684, %1684 : tensor<384xf32>
    %2677 = stablehlo.constant dense<0.0> : tensor<f32>
    %2678 = "stablehlo.reduce"(%2676, %2677) ({
    ^bb0(%_r352a: tensor<f32>, %_r352b: tensor<f32>):
      %_r352c = stablehlo.add %_r352a, %_r352b : tensor<f32>
      "stablehlo.return"(%_r352c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2679 = stablehlo.add %2675, %2678 : tensor<f32>
    %2680 = stablehlo.multiply %1676, %1676 : tensor<384xf32>
    %2681 = stablehlo.constant dense<0.0> : tensor<f32>
    %2682 = "stablehlo.reduce"(%2680, %2681) ({
    ^bb0(%_r353a: tensor<f32>, %_r353b: tensor<f32>):
      %_r353c = stablehlo.add %_r353a, %_r353b : tensor<f32>
      "stablehlo.return"(%_r353c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2683 = stablehlo.add %2679, %2682 : tensor<f32>
    %2684 = stablehlo.multiply %1678, %1678 : tensor<384xf32>
    %2685 = stablehlo.constant dense<0.0> : tensor<f32>
    %2686 = "stablehlo.reduce"(%2684, %2685) ({
    ^bb0(%_r354a: tensor<f32>, %_r354b: tensor<f32>):
      %_r354c = stablehlo.add %_r354a, %_r354b : tensor<f32>
      "stablehlo.return"(%_r354c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2687 = stablehlo.add %2683, %2686 : tensor<f32>
    %2688 = stablehlo.multiply %1655, %1655 : tensor<384x1536xf32>
    %2689 = stablehlo.constant dense<0.0> : tensor<f32>
    %2690 = "stablehlo.reduce"(%2688, %2689) ({
    ^bb0(%_r355a: tensor<f32>, %_r355b: tensor<f32>):
      %_r355c = stablehlo.add %_r355a, %_r355b : tensor<f32>
      "stablehlo.return"(%_r355c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2691 = stablehlo.constant dense<0.0> : tensor<f32>
    %2692 = "stablehlo.reduce"(%2690, %2691) ({
    ^bb0(%_r356a: tensor<f32>, %_r356b: tensor<f32>):
      %_r356c = stablehlo.add %_r356a, %_r356b : tensor<f32>
      "stablehlo.return"(%_r356c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2693 = stablehlo.add %2687, %2692 : tensor<f32>
    %2694 = stablehlo.multiply %1657, %1657 : tensor<1536xf32>
    %2695 = stablehlo.constant dense<0.0> : tensor<f32>
    %2696 = "stablehlo.reduce"(%2694, %2695) ({
    ^bb0(%_r357a: tensor<f32>, %_r357b: tensor<f32>):
      %_r357c = stablehlo.add %_r357a, %_r357b : tensor<f32>
      "stablehlo.return"(%_r357c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2697 = stablehlo.add %2693, %2696 : tensor<f32>
    %2698 = stablehlo.multiply %1641, %1641 : tensor<1536x384xf32>
    %2699 = stablehlo.constant dense<0.0> : tensor<f32>
    %2700 = "stablehlo.reduce"(%2698, %2699) ({
    ^bb0(%_r358a: tensor<f32>, %_r358b: tensor<f32>):
      %_r358c = stablehlo.add %_r358a, %_r358b : tensor<f32>
      "stablehlo.return"(%_r358c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2701 = stablehlo.constant dense<0.0> : tensor<f32>
    %2702 = "stablehlo.reduce"(%2700, %2701) ({
    ^bb0(%_r359a: tensor<f32>, %_r359b: tensor<f32>):
      %_r359c = stablehlo.add %_r359a, %_r359b : tensor<f32>
      "stablehlo.return"(%_r359c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2703 = stablehlo.add %2697, %2702 : tensor<f32>
    %2704 = stablehlo.multiply %1643, %1643 : tensor<384xf32>
    %2705 = stablehlo.constant dense<0.0> : tensor<f32>
    %2706 = "stablehlo.reduce"(%2704, %2705) ({
    ^bb0(%_r360a: tensor<f32>, %_r360b: tensor<f32>):
      %_r360c = stablehlo.add %_r360a, %_r360b : tensor<f32>
      "stablehlo.return"(%_r360c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2707 = stablehlo.add %2703, %2706 : tensor<f32>
    %2708 = stablehlo.multiply %1635, %1635 : tensor<384xf32>
    %2709 = stablehlo.constant dense<0.0> : tensor<f32>
    %2710 = "stablehlo.reduce"(%2708, %2709) ({
    ^bb0(%_r361a: tensor<f32>, %_r361b: tensor<f32>):
      %_r361c = stablehlo.add %_r361a, %_r361b : tensor<f32>
      "stablehlo.return"(%_r361c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2711 = stablehlo.add %2707, %2710 : tensor<f32>
    %2712 = stablehlo.multiply %1637, %1637 : tensor<384xf32>
    %2713 = stablehlo.constant dense<0.0> : tensor<f32>
    %2714 = "stablehlo.reduce"(%2712, %2713) ({
    ^bb0(%_r362a: tensor<f32>, %_r362b: tensor<f32>):
      %_r362c = stablehlo.add %_r362a, %_r362b : tensor<f32>
      "stablehlo.return"(%_r362c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2715 = stablehlo.add %2711, %2714 : tensor<f32>
    %2716 = stablehlo.multiply %1614, %1614 : tensor<384x1152xf32>
    %2717 = stablehlo.constant dense<0.0> : tensor<f32>
    %2718 = "stablehlo.reduce"(%2716, %2717) ({
    ^bb0(%_r363a: tensor<f32>, %_r363b: tensor<f32>):
      %_r363c = stablehlo.add %_r363a, %_r363b : tensor<f32>
      "stablehlo.return"(%_r363c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1152xf32>, tensor<f32>) -> tensor<384xf32>
    %2719 = stablehlo.constant dense<0.0> : tensor<f32>
    %2720 = "stablehlo.reduce"(%2718, %2719) ({
    ^bb0(%_r364a: tensor<f32>, %_r364b: tensor<f32>):
      %_r364c = stablehlo.add %_r364a, %_r364b : tensor<f32>
      "stablehlo.return"(%_r364c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2721 = stablehlo.add %2715, %2720 : tensor<f32>
    %2722 = stablehlo.multiply %1616, %1616 : tensor<1152xf32>
    %2723 = stablehlo.constant dense<0.0> : tensor<f32>
    %2724 = "stablehlo.reduce"(%2722, %2723) ({
    ^bb0(%_r365a: tensor<f32>, %_r365b: tensor<f32>):
      %_r365c = stablehlo.add %_r365a, %_r365b : tensor<f32>
      "stablehlo.return"(%_r365c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1152xf32>, tensor<f32>) -> tensor<f32>
    %2725 = stablehlo.add %2721, %2724 : tensor<f32>
    %2726 = stablehlo.multiply %1590, %1590 : tensor<384x384xf32>
    %2727 = stablehlo.constant dense<0.0> : tensor<f32>
    %2728 = "stablehlo.reduce"(%2726, %2727) ({
    ^bb0(%_r366a: tensor<f32>, %_r366b: tensor<f32>):
      %_r366c = stablehlo.add %_r366a, %_r366b : tensor<f32>
      "stablehlo.return"(%_r366c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2729 = stablehlo.constant dense<0.0> : tensor<f32>
    %2730 = "stablehlo.reduce"(%2728, %2729) ({
    ^bb0(%_r367a: tensor<f32>, %_r367b: tensor<f32>):
      %_r367c = stablehlo.add %_r367a, %_r367b : tensor<f32>
      "stablehlo.return"(%_r367c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2731 = stablehlo.add %2725, %2730 : tensor<f32>
    %2732 = stablehlo.multiply %1592, %1592 : tensor<384xf32>
    %2733 = stablehlo.constant dense<0.0> : tensor<f32>
    %2734 = "stablehlo.reduce"(%2732, %2733) ({
    ^bb0(%_r368a: tensor<f32>, %_r368b: tensor<f32>):
      %_r368c = stablehlo.add %_r368a, %_r368b : tensor<f32>
      "stablehlo.return"(%_r368c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2735 = stablehlo.add %2731, %2734 : tensor<f32>
    %2736 = stablehlo.multiply %1584, %1584 : tensor<384xf32>
    %2737 = stablehlo.constant dense<0.0> : tensor<f32>
    %2738 = "stablehlo.reduce"(%2736, %2737) ({
    ^bb0(%_r369a: tensor<f32>, %_r369b: tensor<f32>):
      %_r369c = stablehlo.add %_r369a, %_r369b : tensor<f32>
      "stablehlo.return"(%_r369c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2739 = stablehlo.add %2735, %2738 : tensor<f32>
    %2740 = stablehlo.multiply %1586, %1586 : tensor<384xf32>
    %2741 = stablehlo.constant dense<0.0> : tensor<f32>
    %2742 = "stablehlo.reduce"(%2740, %2741) ({
    ^bb0(%_r370a: tensor<f32>, %_r370b: tensor<f32>):
      %_r370c = stablehlo.add %_r370a, %_r370b : tensor<f32>
      "stablehlo.return"(%_r370c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2743 = stablehlo.add %2739, %2742 : tensor<f32>
    %2744 = stablehlo.multiply %1563, %1563 : tensor<384x1536xf32>
    %2745 = stablehlo.constant dense<0.0> : tensor<f32>
    %2746 = "stablehlo.reduce"(%2744, %2745) ({
    ^bb0(%_r371a: tensor<f32>, %_r371b: tensor<f32>):
      %_r371c = stablehlo.add %_r371a, %_r371b : tensor<f32>
      "stablehlo.return"(%_r371c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2747 = stablehlo.constant dense<0.0> : tensor<f32>
    %2748 = "stablehlo.reduce"(%2746, %2747) ({
    ^bb0(%_r372a: tensor<f32>, %_r372b: tensor<f32>):
      %_r372c = stablehlo.add %_r372a, %_r372b : tensor<f32>
      "stablehlo.return"(%_r372c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2749 = stablehlo.add %2743, %2748 : tensor<f32>
    %2750 = stablehlo.multiply %1565, %1565 : tensor<1536xf32>
    %2751 = stablehlo.constant dense<0.0> : tensor<f32>
    %2752 = "stablehlo.reduce"(%2750, %2751) ({
    ^bb0(%_r373a: tensor<f32>, %_r373b: tensor<f32>):
      %_r373c = stablehlo.add %_r373a, %_r373b : tensor<f32>
      "stablehlo.return"(%_r373c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2753 = stablehlo.add %2749, %2752 : tensor<f32>
    %2754 = stablehlo.multiply %1549, %1549 : tensor<1536x384xf32>
    %2755 = stablehlo.constant dense<0.0> : tensor<f32>
    %2756 = "stablehlo.reduce"(%2754, %2755) ({
    ^bb0(%_r374a: tensor<f32>, %_r374b: tensor<f32>):
      %_r374c = stablehlo.add %_r374a, %_r374b : tensor<f32>
      "stablehlo.return"(%_r374c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2757 = stablehlo.constant dense<0.0> : tensor<f32>
    %2758 = "stablehlo.reduce"(%2756, %2757) ({
    ^bb0(%_r375a: tensor<f32>, %_r375b: tensor<f32>):
      %_r375c = stablehlo.add %_r375a, %_r375b : tensor<f32>
      "stablehlo.return"(%_r375c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2759 = stablehlo.add %2753, %2758 : tensor<f32>
    %2760 = stablehlo.multiply %1551, %1551 : tensor<384xf32>
    %2761 = stablehlo.constant dense<0.0> : tensor<f32>
    %2762 = "stablehlo.reduce"(%2760, %2761) ({
    ^bb0(%_r376a: tensor<f32>, %_r376b: tensor<f32>):
      %_r376c = stablehlo.add %_r376a, %_r376b : tensor<f32>
      "stablehlo.return"(%_r376c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2763 = stablehlo.add %2759, %2762 : tensor<f32>
    %2764 = stablehlo.multiply %1543, %1543 : tensor<384xf32>
    %2765 = stablehlo.constant dense<0.0> : tensor<f32>
    %2766 = "stablehlo.reduce"(%2764, %2765) ({
    ^bb0(%_r377a: tensor<f32>, %_r377b: tensor<f32>):
      %_r377c = stablehlo.add %_r377a, %_r377b : tensor<f32>
      "stablehlo.return"(%_r377c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2767 = stablehlo.add %2763, %2766 : tensor<f32>
    %2768 = stablehlo.multiply %1545, %1545 : tensor<384xf32>
    %2769 = stablehlo.constant dense<0.0> : tensor<f32>
    %2770 = "stablehlo.reduce"(%2768, %2769) ({
    ^bb0(%_r378a: tensor<f32>, %_r378b: tensor<f32>):
      %_r378c = stablehlo.add %_r378a, %_r378b : tensor<f32>
      "stablehlo.return"(%_r378c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2771 = stablehlo.add %2767, %2770 : tensor<f32>
    %2772 = stablehlo.multiply %1522, %1522 : tensor<384x1152xf32>
    %2773 = stablehlo.constant dense<0.0> : tensor<f32>
    %2774 = "stablehlo.reduce"(%2772, %2773) ({
    ^bb0(%_r379a: tensor<f32>, %_r379b: tensor<f32>):
      %_r379c = stablehlo.add %_r379a, %_r379b : tensor<f32>
      "stablehlo.return"(%_r379c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1152xf32>, tensor<f32>) -> tensor<384xf32>
    %2775 = stablehlo.constant dense<0.0> : tensor<f32>
    %2776 = "stablehlo.reduce"(%2774, %2775) ({
    ^bb0(%_r380a: tensor<f32>, %_r380b: tensor<f32>):
      %_r380c = stablehlo.add %_r380a, %_r380b : tensor<f32>
      "stablehlo.return"(%_r380c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2777 = stablehlo.add %2771, %2776 : tensor<f32>
    %2778 = stablehlo.multiply %1524, %1524 : tensor<1152xf32>
    %2779 = stablehlo.constant dense<0.0> : tensor<f32>
    %2780 = "stablehlo.reduce"(%2778, %2779) ({
    ^bb0(%_r381a: tensor<f32>, %_r381b: tensor<f32>):
      %_r381c = stablehlo.add %_r381a, %_r381b : tensor<f32>
      "stablehlo.return"(%_r381c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1152xf32>, tensor<f32>) -> tensor<f32>
    %2781 = stablehlo.add %2777, %2780 : tensor<f32>
    %2782 = stablehlo.multiply %1498, %1498 : tensor<384x384xf32>
    %2783 = stablehlo.constant dense<0.0> : tensor<f32>
    %2784 = "stablehlo.reduce"(%2782, %2783) ({
    ^bb0(%_r382a: tensor<f32>, %_r382b: tensor<f32>):
      %_r382c = stablehlo.add %_r382a, %_r382b : tensor<f32>
      "stablehlo.return"(%_r382c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2785 = stablehlo.constant dense<0.0> : tensor<f32>
    %2786 = "stablehlo.reduce"(%2784, %2785) ({
    ^bb0(%_r383a: tensor<f32>, %_r383b: tensor<f32>):
      %_r383c = stablehlo.add %_r383a, %_r383b : tensor<f32>
      "stablehlo.return"(%_r383c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2787 = stablehlo.add %2781, %2786 : tensor<f32>
    %2788 = stablehlo.multiply %1500, %1500 : tensor<384xf32>
    %2789 = stablehlo.constant dense<0.0> : tensor<f32>
    %2790 = "stablehlo.reduce"(%2788, %2789) ({
    ^bb0(%_r384a: tensor<f32>, %_r384b: tensor<f32>):
      %_r384c = stablehlo.add %_r384a, %_r384b : tensor<f32>
      "stablehlo.return"(%_r384c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2791 = stablehlo.add %2787, %2790 : tensor<f32>
    %2792 = stablehlo.multiply %1492, %1492 : tensor<384xf32>
    %2793 = stablehlo.constant dense<0.0> : tensor<f32>
    %2794 = "stablehlo.reduce"(%2792, %2793) ({
    ^bb0(%_r385a: tensor<f32>, %_r385b: tensor<f32>):
      %_r385c = stablehlo.add %_r385a, %_r385b : tensor<f32>
      "stablehlo.return"(%_r385c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2795 = stablehlo.add %2791, %2794 : tensor<f32>
    %2796 = stablehlo.multiply %1494, %1494 : tensor<384xf32>
    %2797 = stablehlo.constant dense<0.0> : tensor<f32>
    %2798 = "stablehlo.reduce"(%2796, %2797) ({
    ^bb0(%_r386a: tensor<f32>, %_r386b: tensor<f32>):
      %_r386c = stablehlo.add %_r386a, %_r386b : tensor<f32>
      "stablehlo.return"(%_r386c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2799 = stablehlo.add %2795, %2798 : tensor<f32>
    %2800 = stablehlo.multiply %1471, %1471 : tensor<384x1536xf32>
    %2801 = stablehlo.constant dense<0.0> : tensor<f32>
    %2802 = "stablehlo.reduce"(%2800, %2801) ({
    ^bb0(%_r387a: tensor<f32>, %_r387b: tensor<f32>):
      %_r387c = stablehlo.add %_r387a, %_r387b : tensor<f32>
      "stablehlo.return"(%_r387c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2803 = stablehlo.constant dense<0.0> : tensor<f32>
    %2804 = "stablehlo.reduce"(%2802, %2803) ({
    ^bb0(%_r388a: tensor<f32>, %_r388b: tensor<f32>):
      %_r388c = stablehlo.add %_r388a, %_r388b : tensor<f32>
      "stablehlo.return"(%_r388c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2805 = stablehlo.add %2799, %2804 : tensor<f32>
    %2806 = stablehlo.multiply %1473, %1473 : tensor<1536xf32>
    %2807 = stablehlo.constant dense<0.0> : tensor<f32>
    %2808 = "stablehlo.reduce"(%2806, %2807) ({
    ^bb0(%_r389a: tensor<f32>, %_r389b: tensor<f32>):
      %_r389c = stablehlo.add %_r389a, %_r389b : tensor<f32>
      "stablehlo.return"(%_r389c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2809 = stablehlo.add %2805, %2808 : tensor<f32>
    %2810 = stablehlo.multiply %1457, %1457 : tensor<1536x384xf32>
    %2811 = stablehlo.constant dense<0.0> : tensor<f32>
    %2812 = "stablehlo.reduce"(%2810, %2811) ({
    ^bb0(%_r390a: tensor<f32>, %_r390b: tensor<f32>):
      %_r390c = stablehlo.add %_r390a, %_r390b : tensor<f32>
      "stablehlo.return"(%_r390c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2813 = stablehlo.constant dense<0.0> : tensor<f32>
    %2814 = "stablehlo.reduce"(%2812, %2813) ({
    ^bb0(%_r391a: tensor<f32>, %_r391b: tensor<f32>):
      %_r391c = stablehlo.add %_r391a, %_r391b : tensor<f32>
      "stablehlo.return"(%_r391c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2815 = stablehlo.add %2809, %2814 : tensor<f32>
    %2816 = stablehlo.multiply %1459, %1459 : tensor<384xf32>
    %2817 = stablehlo.constant dense<0.0> : tensor<f32>
    %2818 = "stablehlo.reduce"(%2816, %2817) ({
    ^bb0(%_r392a: tensor<f32>, %_r392b: tensor<f32>):
      %_r392c = stablehlo.add %_r392a, %_r392b : tensor<f32>
      "stablehlo.return"(%_r392c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2819 = stablehlo.add %2815, %2818 : tensor<f32>
    %2820 = stablehlo.multiply %1451, %1451 : tensor<384xf32>
    %2821 = stablehlo.constant dense<0.0> : tensor<f32>
    %2822 = "stablehlo.reduce"(%2820, %2821) ({
    ^bb0(%_r393a: tensor<f32>, %_r393b: tensor<f32>):
      %_r393c = stablehlo.add %_r393a, %_r393b : tensor<f32>
      "stablehlo.return"(%_r393c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2823 = stablehlo.add %2819, %2822 : tensor<f32>
    %2824 = stablehlo.multiply %1453, %1453 : tensor<384xf32>
    %2825 = stablehlo.constant dense<0.0> : tensor<f32>
    %2826 = "stablehlo.reduce"(%2824, %2825) ({
    ^bb0(%_r394a: tensor<f32>, %_r394b: tensor<f32>):
      %_r394c = stablehlo.add %_r394a, %_r394b : tensor<f32>
      "stablehlo.return"(%_r394c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2827 = stablehlo.add %2823, %2826 : tensor<f32>
    %2828 = stablehlo.multiply %1430, %1430 : tensor<384x1152xf32>
    %2829 = stablehlo.constant dense<0.0> : tensor<f32>
    %2830 = "stablehlo.reduce"(%2828, %2829) ({
    ^bb0(%_r395a: tensor<f32>, %_r395b: tensor<f32>):
      %_r395c = stablehlo.add %_r395a, %_r395b : tensor<f32>
      "stablehlo.return"(%_r395c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1152xf32>, tensor<f32>) -> tensor<384xf32>
    %2831 = stablehlo.constant dense<0.0> : tensor<f32>
    %2832 = "stablehlo.reduce"(%2830, %2831) ({
    ^bb0(%_r396a: tensor<f32>, %_r396b: tensor<f32>):
      %_r396c = stablehlo.add %_r396a, %_r396b : tensor<f32>
      "stablehlo.return"(%_r396c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2833 = stablehlo.add %2827, %2832 : tensor<f32>
    %2834 = stablehlo.multiply %1432, %1432 : tensor<1152xf32>
    %2835 = stablehlo.constant dense<0.0> : tensor<f32>
    %2836 = "stablehlo.reduce"(%2834, %2835) ({
    ^bb0(%_r397a: tensor<f32>, %_r397b: tensor<f32>):
      %_r397c = stablehlo.add %_r397a, %_r397b : tensor<f32>
      "stablehlo.return"(%_r397c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1152xf32>, tensor<f32>) -> tensor<f32>
    %2837 = stablehlo.add %2833, %2836 : tensor<f32>
    %2838 = stablehlo.multiply %1406, %1406 : tensor<384x384xf32>
    %2839 = stablehlo.constant dense<0.0> : tensor<f32>
    %2840 = "stablehlo.reduce"(%2838, %2839) ({
    ^bb0(%_r398a: tensor<f32>, %_r398b: tensor<f32>):
      %_r398c = stablehlo.add %_r398a, %_r398b : tensor<f32>
      "stablehlo.return"(%_r398c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2841 = stablehlo.constant dense<0.0> : tensor<f32>
    %2842 = "stablehlo.reduce"(%2840, %2841) ({
    ^bb0(%_r399a: tensor<f32>, %_r399b: tensor<f32>):
      %_r399c = stablehlo.add %_r399a, %_r399b : tensor<f32>
      "stablehlo.return"(%_r399c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2843 = stablehlo.add %2837, %2842 : tensor<f32>
    %2844 = stablehlo.multiply %1408, %1408 : tensor<384xf32>
    %2845 = stablehlo.constant dense<0.0> : tensor<f32>
    %2846 = "stablehlo.reduce"(%2844, %2845) ({
    ^bb0(%_r400a: tensor<f32>, %_r400b: tensor<f32>):
      %_r400c = stablehlo.add %_r400a, %_r400b : tensor<f32>
      "stablehlo.return"(%_r400c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2847 = stablehlo.add %2843, %2846 : tensor<f32>
    %2848 = stablehlo.multiply %1400, %1400 : tensor<384xf32>
    %2849 = stablehlo.constant dense<0.0> : tensor<f32>
    %2850 = "stablehlo.reduce"(%2848, %2849) ({
    ^bb0(%_r401a: tensor<f32>, %_r401b: tensor<f32>):
      %_r401c = stablehlo.add %_r401a, %_r401b : tensor<f32>
      "stablehlo.return"(%_r401c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2851 = stablehlo.add %2847, %2850 : tensor<f32>
    %2852 = stablehlo.multiply %1402, %1402 : tensor<384xf32>
    %2853 = stablehlo.constant dense<0.0> : tensor<f32>
    %2854 = "stablehlo.reduce"(%2852, %2853) ({
    ^bb0(%_r402a: tensor<f32>, %_r402b: tensor<f32>):
      %_r402c = stablehlo.add %_r402a, %_r402b : tensor<f32>
      "stablehlo.return"(%_r402c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2855 = stablehlo.add %2851, %2854 : tensor<f32>
    %2856 = stablehlo.multiply %1379, %1379 : tensor<384x1536xf32>
    %2857 = stablehlo.constant dense<0.0> : tensor<f32>
    %2858 = "stablehlo.reduce"(%2856, %2857) ({
    ^bb0(%_r403a: tensor<f32>, %_r403b: tensor<f32>):
      %_r403c = stablehlo.add %_r403a, %_r403b : tensor<f32>
      "stablehlo.return"(%_r403c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2859 = stablehlo.constant dense<0.0> : tensor<f32>
    %2860 = "stablehlo.reduce"(%2858, %2859) ({
    ^bb0(%_r404a: tensor<f32>, %_r404b: tensor<f32>):
      %_r404c = stablehlo.add %_r404a, %_r404b : tensor<f32>
      "stablehlo.return"(%_r404c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2861 = stablehlo.add %2855, %2860 : tensor<f32>
    %2862 = stablehlo.multiply %1381, %1381 : tensor<1536xf32>
    %2863 = stablehlo.constant dense<0.0> : tensor<f32>
    %2864 = "stablehlo.reduce"(%2862, %2863) ({
    ^bb0(%_r405a: tensor<f32>, %_r405b: tensor<f32>):
      %_r405c = stablehlo.add %_r405a, %_r405b : tensor<f32>
      "stablehlo.return"(%_r405c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2865 = stablehlo.add %2861, %2864 : tensor<f32>
    %2866 = stablehlo.multiply %1365, %1365 : tensor<1536x384xf32>
    %2867 = stablehlo.constant dense<0.0> : tensor<f32>
    %2868 = "stablehlo.reduce"(%2866, %2867) ({
    ^bb0(%_r406a: tensor<f32>, %_r406b: tensor<f32>):
      %_r406c = stablehlo.add %_r406a, %_r406b : tensor<f32>
      "stablehlo.return"(%_r406c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2869 = stablehlo.constant dense<0.0> : tensor<f32>
    %2870 = "stablehlo.reduce"(%2868, %2869) ({
    ^bb0(%_r407a: tensor<f32>, %_r407b: tensor<f32>):
      %_r407c = stablehlo.add %_r407a, %_r407b : tensor<f32>
      "stablehlo.return"(%_r407c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2871 = stablehlo.add %2865, %2870 : tensor<f32>
    %2872 = stablehlo.multiply %1367, %1367 : tensor<384xf32>
    %2873 = stablehlo.constant dense<0.0> : tensor<f32>
    %2874 = "stablehlo.reduce"(%2872, %2873) ({
    ^bb0(%_r408a: tensor<f32>, %_r408b: tensor<f32>):
      %_r408c = stablehlo.add %_r408a, %_r408b : tensor<f32>
      "stablehlo.return"(%_r408c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2875 = stablehlo.add %2871, %2874 : tensor<f32>
    %2876 = stablehlo.multiply %1359, %1359 : tensor<384xf32>
    %2877 = stablehlo.constant dense<0.0> : tensor<f32>
    %2878 = "stablehlo.reduce"(%2876, %2877) ({
    ^bb0(%_r409a: tensor<f32>, %_r409b: tensor<f32>):
      %_r409c = stablehlo.add %_r409a, %_r409b : tensor<f32>
      "stablehlo.return"(%_r409c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2879 = stablehlo.add %2875, %2878 : tensor<f32>
    %2880 = stablehlo.multiply %1361, %1361 : tensor<384xf32>
    %2881 = stablehlo.constant dense<0.0> : tensor<f32>
    %2882 = "stablehlo.reduce"(%2880, %2881) ({
    ^bb0(%_r410a: tensor<f32>, %_r410b: tensor<f32>):
      %_r410c = stablehlo.add %_r410a, %_r410b : tensor<f32>
      "stablehlo.return"(%_r410c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2883 = stablehlo.add %2879, %2882 : tensor<f32>
    %2884 = stablehlo.multiply %1338, %1338 : tensor<384x1152xf32>
    %2885 = stablehlo.constant dense<0.0> : tensor<f32>
    %2886 = "stablehlo.reduce"(%2884, %2885) ({
    ^bb0(%_r411a: tensor<f32>, %_r411b: tensor<f32>):
      %_r411c = stablehlo.add %_r411a, %_r411b : tensor<f32>
      "stablehlo.return"(%_r411c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1152xf32>, tensor<f32>) -> tensor<384xf32>
    %2887 = stablehlo.constant dense<0.0> : tensor<f32>
    %2888 = "stablehlo.reduce"(%2886, %2887) ({
    ^bb0(%_r412a: tensor<f32>, %_r412b: tensor<f32>):
      %_r412c = stablehlo.add %_r412a, %_r412b : tensor<f32>
      "stablehlo.return"(%_r412c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2889 = stablehlo.add %2883, %2888 : tensor<f32>
    %2890 = stablehlo.multiply %1340, %1340 : tensor<1152xf32>
    %2891 = stablehlo.constant dense<0.0> : tensor<f32>
    %2892 = "stablehlo.reduce"(%2890, %2891) ({
    ^bb0(%_r413a: tensor<f32>, %_r413b: tensor<f32>):
      %_r413c = stablehlo.add %_r413a, %_r413b : tensor<f32>
      "stablehlo.return"(%_r413c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1152xf32>, tensor<f32>) -> tensor<f32>
    %2893 = stablehlo.add %2889, %2892 : tensor<f32>
    %2894 = stablehlo.multiply %1314, %1314 : tensor<384x384xf32>
    %2895 = stablehlo.constant dense<0.0> : tensor<f32>
    %2896 = "stablehlo.reduce"(%2894, %2895) ({
    ^bb0(%_r414a: tensor<f32>, %_r414b: tensor<f32>):
      %_r414c = stablehlo.add %_r414a, %_r414b : tensor<f32>
      "stablehlo.return"(%_r414c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2897 = stablehlo.constant dense<0.0> : tensor<f32>
    %2898 = "stablehlo.reduce"(%2896, %2897) ({
    ^bb0(%_r415a: tensor<f32>, %_r415b: tensor<f32>):
      %_r415c = stablehlo.add %_r415a, %_r415b : tensor<f32>
      "stablehlo.return"(%_r415c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2899 = stablehlo.add %2893, %2898 : tensor<f32>
    %2900 = stablehlo.multiply %1316, %1316 : tensor<384xf32>
    %2901 = stablehlo.constant dense<0.0> : tensor<f32>
    %2902 = "stablehlo.reduce"(%2900, %2901) ({
    ^bb0(%_r416a: tensor<f32>, %_r416b: tensor<f32>):
      %_r416c = stablehlo.add %_r416a, %_r416b : tensor<f32>
      "stablehlo.return"(%_r416c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2903 = stablehlo.add %2899, %2902 : tensor<f32>
    %2904 = stablehlo.multiply %1308, %1308 : tensor<384xf32>
    %2905 = stablehlo.constant dense<0.0> : tensor<f32>
    %2906 = "stablehlo.reduce"(%2904, %2905) ({
    ^bb0(%_r417a: tensor<f32>, %_r417b: tensor<f32>):
      %_r417c = stablehlo.add %_r417a, %_r417b : tensor<f32>
      "stablehlo.return"(%_r417c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2907 = stablehlo.add %2903, %2906 : tensor<f32>
    %2908 = stablehlo.multiply %1310, %1310 : tensor<384xf32>
    %2909 = stablehlo.constant dense<0.0> : tensor<f32>
    %2910 = "stablehlo.reduce"(%2908, %2909) ({
    ^bb0(%_r418a: tensor<f32>, %_r418b: tensor<f32>):
      %_r418c = stablehlo.add %_r418a, %_r418b : tensor<f32>
      "stablehlo.return"(%_r418c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2911 = stablehlo.add %2907, %2910 : tensor<f32>
    %2912 = stablehlo.multiply %1287, %1287 : tensor<384x1536xf32>
    %2913 = stablehlo.constant dense<0.0> : tensor<f32>
    %2914 = "stablehlo.reduce"(%2912, %2913) ({
    ^bb0(%_r419a: tensor<f32>, %_r419b: tensor<f32>):
      %_r419c = stablehlo.add %_r419a, %_r419b : tensor<f32>
      "stablehlo.return"(%_r419c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2915 = stablehlo.constant dense<0.0> : tensor<f32>
    %2916 = "stablehlo.reduce"(%2914, %2915) ({
    ^bb0(%_r420a: tensor<f32>, %_r420b: tensor<f32>):
      %_r420c = stablehlo.add %_r420a, %_r420b : tensor<f32>
      "stablehlo.return"(%_r420c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2917 = stablehlo.add %2911, %2916 : tensor<f32>
    %2918 = stablehlo.multiply %1289, %1289 : tensor<1536xf32>
    %2919 = stablehlo.constant dense<0.0> : tensor<f32>
    %2920 = "stablehlo.reduce"(%2918, %2919) ({
    ^bb0(%_r421a: tensor<f32>, %_r421b: tensor<f32>):
      %_r421c = stablehlo.add %_r421a, %_r421b : tensor<f32>
      "stablehlo.return"(%_r421c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2921 = stablehlo.add %2917, %2920 : tensor<f32>
    %2922 = stablehlo.multiply %1273, %1273 : tensor<1536x384xf32>
    %2923 = stablehlo.constant dense<0.0> : tensor<f32>
    %2924 = "stablehlo.reduce"(%2922, %2923) ({
    ^bb0(%_r422a: tensor<f32>, %_r422b: tensor<f32>):
      %_r422c = stablehlo.add %_r422a, %_r422b : tensor<f32>
      "stablehlo.return"(%_r422c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2925 = stablehlo.constant dense<0.0> : tensor<f32>
    %2926 = "stablehlo.reduce"(%2924, %2925) ({
    ^bb0(%_r423a: tensor<f32>, %_r423b: tensor<f32>):
      %_r423c = stablehlo.add %_r423a, %_r423b : tensor<f32>
      "stablehlo.return"(%_r423c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2927 = stablehlo.add %2921, %2926 : tensor<f32>
    %2928 = stablehlo.multiply %1275, %1275 : tensor<384xf32>
    %2929 = stablehlo.constant dense<0.0> : tensor<f32>
    %2930 = "stablehlo.reduce"(%2928, %2929) ({
    ^bb0(%_r424a: tensor<f32>, %_r424b: tensor<f32>):
      %_r424c = stablehlo.add %_r424a, %_r424b : tensor<f32>
      "stablehlo.return"(%_r424c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2931 = stablehlo.add %2927, %2930 : tensor<f32>
    %2932 = stablehlo.multiply %1267, %1267 : tensor<384xf32>
    %2933 = stablehlo.constant dense<0.0> : tensor<f32>
    %2934 = "stablehlo.reduce"(%2932, %2933) ({
    ^bb0(%_r425a: tensor<f32>, %_r425b: tensor<f32>):
      %_r425c = stablehlo.add %_r425a, %_r425b : tensor<f32>
      "stablehlo.return"(%_r425c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2935 = stablehlo.add %2931, %2934 : tensor<f32>
    %2936 = stablehlo.multiply %1269, %1269 : tensor<384xf32>
    %2937 = stablehlo.constant dense<0.0> : tensor<f32>
    %2938 = "stablehlo.reduce"(%2936, %2937) ({
    ^bb0(%_r426a: tensor<f32>, %_r426b: tensor<f32>):
      %_r426c = stablehlo.add %_r426a, %_r426b : tensor<f32>
      "stablehlo.return"(%_r426c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2939 = stablehlo.add %2935, %2938 : tensor<f32>
    %2940 = stablehlo.multiply %1246, %1246 : tensor<384x1152xf32>
    %2941 = stablehlo.constant dense<0.0> : tensor<f32>
    %2942 = "stablehlo.reduce"(%2940, %2941) ({
    ^bb0(%_r427a: tensor<f32>, %_r427b: tensor<f32>):
      %_r427c = stablehlo.add %_r427a, %_r427b : tensor<f32>
      "stablehlo.return"(%_r427c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1152xf32>, tensor<f32>) -> tensor<384xf32>
    %2943 = stablehlo.constant dense<0.0> : tensor<f32>
    %2944 = "stablehlo.reduce"(%2942, %2943) ({
    ^bb0(%_r428a: tensor<f32>, %_r428b: tensor<f32>):
      %_r428c = stablehlo.add %_r428a, %_r428b : tensor<f32>
      "stablehlo.return"(%_r428c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2945 = stablehlo.add %2939, %2944 : tensor<f32>
    %2946 = stablehlo.multiply %1248, %1248 : tensor<1152xf32>
    %2947 = stablehlo.constant dense<0.0> : tensor<f32>
    %2948 = "stablehlo.reduce"(%2946, %2947) ({
    ^bb0(%_r429a: tensor<f32>, %_r429b: tensor<f32>):
      %_r429c = stablehlo.add %_r429a, %_r429b : tensor<f32>
      "stablehlo.return"(%_r429c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1152xf32>, tensor<f32>) -> tensor<f32>
    %2949 = stablehlo.add %2945, %2948 : tensor<f32>
    %2950 = stablehlo.multiply %1222, %1222 : tensor<384x384xf32>
    %2951 = stablehlo.constant dense<0.0> : tensor<f32>
    %2952 = "stablehlo.reduce"(%2950, %2951) ({
    ^bb0(%_r430a: tensor<f32>, %_r430b: tensor<f32>):
      %_r430c = stablehlo.add %_r430a, %_r430b : tensor<f32>
      "stablehlo.return"(%_r430c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2953 = stablehlo.constant dense<0.0> : tensor<f32>
    %2954 = "stablehlo.reduce"(%2952, %2953) ({
    ^bb0(%_r431a: tensor<f32>, %_r431b: tensor<f32>):
      %_r431c = stablehlo.add %_r431a, %_r431b : tensor<f32>
      "stablehlo.return"(%_r431c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2955 = stablehlo.add %2949, %2954 : tensor<f32>
    %2956 = stablehlo.multiply %1224, %1224 : tensor<384xf32>
    %2957 = stablehlo.constant dense<0.0> : tensor<f32>
    %2958 = "stablehlo.reduce"(%2956, %2957) ({
    ^bb0(%_r432a: tensor<f32>, %_r432b: tensor<f32>):
      %_r432c = stablehlo.add %_r432a, %_r432b : tensor<f32>
      "stablehlo.return"(%_r432c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2959 = stablehlo.add %2955, %2958 : tensor<f32>
    %2960 = stablehlo.multiply %1216, %1216 : tensor<384xf32>
    %2961 = stablehlo.constant dense<0.0> : tensor<f32>
    %2962 = "stablehlo.reduce"(%2960, %2961) ({
    ^bb0(%_r433a: tensor<f32>, %_r433b: tensor<f32>):
      %_r433c = stablehlo.add %_r433a, %_r433b : tensor<f32>
      "stablehlo.return"(%_r433c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2963 = stablehlo.add %2959, %2962 : tensor<f32>
    %2964 = stablehlo.multiply %1218, %1218 : tensor<384xf32>
    %2965 = stablehlo.constant dense<0.0> : tensor<f32>
    %2966 = "stablehlo.reduce"(%2964, %2965) ({
    ^bb0(%_r434a: tensor<f32>, %_r434b: tensor<f32>):
      %_r434c = stablehlo.add %_r434a, %_r434b : tensor<f32>
      "stablehlo.return"(%_r434c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2967 = stablehlo.add %2963, %2966 : tensor<f32>
    %2968 = stablehlo.multiply %1195, %1195 : tensor<384x1536xf32>
    %2969 = stablehlo.constant dense<0.0> : tensor<f32>
    %2970 = "stablehlo.reduce"(%2968, %2969) ({
    ^bb0(%_r435a: tensor<f32>, %_r435b: tensor<f32>):
      %_r435c = stablehlo.add %_r435a, %_r435b : tensor<f32>
      "stablehlo.return"(%_r435c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2971 = stablehlo.constant dense<0.0> : tensor<f32>
    %2972 = "stablehlo.reduce"(%2970, %2971) ({
    ^bb0(%_r436a: tensor<f32>, %_r436b: tensor<f32>):
      %_r436c = stablehlo.add %_r436a, %_r436b : tensor<f32>
      "stablehlo.return"(%_r436c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2973 = stablehlo.add %2967, %2972 : tensor<f32>
    %2974 = stablehlo.multiply %1197, %1197 : tensor<1536xf32>
    %2975 = stablehlo.constant dense<0.0> : tensor<f32>
    %2976 = "stablehlo.reduce"(%2974, %2975) ({
    ^bb0(%_r437a: tensor<f32>, %_r437b: tensor<f32>):
      %_r437c = stablehlo.add %_r437a, %_r437b : tensor<f32>
      "stablehlo.return"(%_r437c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2977 = stablehlo.add %2973, %2976 : tensor<f32>
    %2978 = stablehlo.multiply %1181, %1181 : tensor<1536x384xf32>
    %2979 = stablehlo.constant dense<0.0> : tensor<f32>
    %2980 = "stablehlo.reduce"(%2978, %2979) ({
    ^bb0(%_r438a: tensor<f32>, %_r438b: tensor<f32>):
      %_r438c = stablehlo.add %_r438a, %_r438b : tensor<f32>
      "stablehlo.return"(%_r438c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2981 = stablehlo.constant dense<0.0> : tensor<f32>
    %2982 = "stablehlo.reduce"(%2980, %2981) ({
    ^bb0(%_r439a: tensor<f32>, %_r439b: tensor<f32>):
      %_r439c = stablehlo.add %_r439a, %_r439b : tensor<f32>
      "stablehlo.return"(%_r439c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2983 = stablehlo.add %2977, %2982 : tensor<f32>
    %2984 = stablehlo.multiply %1183, %1183 : tensor<384xf32>
    %2985 = stablehlo.constant dense<0.0> : tensor<f32>
    %2986 = "stablehlo.reduce"(%2984, %2985) ({
    ^bb0(%_r440a: tensor<f32>, %_r440b: tensor<f32>):
      %_r440c = stablehlo.add %_r440a, %_r440b : tensor<f32>
      "stablehlo.return"(%_r440c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2987 = stablehlo.add %2983, %2986 : tensor<f32>
    %2988 = stablehlo.multiply %1173, %1173 : tensor<384xf32>
    %2989 = stablehlo.constant dense<0.0> : tensor<f32>
    %2990 = "stablehlo.reduce"(%2988, %2989) ({
    ^bb0(%_r441a: tensor<f32>, %_r441b: tensor<f32>):
      %_r441c = stablehlo.add %_r441a, %_r441b : tensor<f32>
      "stablehlo.return"(%_r441c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2991 = stablehlo.add %2987, %2990 : tensor<f32>
    %2992 = stablehlo.multiply %1175, %1175 : tensor<384xf32>
    %2993 = stablehlo.constant dense<0.0> : tensor<f32>
    %2994 = "stablehlo.reduce"(%2992, %2993) ({
    ^bb0(%_r442a: tensor<f32>, %_r442b: tensor<f32>):
      %_r442c = stablehlo.add %_r442a, %_r442b : tensor<f32>
      "stablehlo.return"(%_r442c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2995 = stablehlo.add %2991, %2994 : tensor<f32>
    %2996 = stablehlo.multiply %1152, %1152 : tensor<384x1000xf32>
    %2997 = stablehlo.constant dense<0.0> : tensor<f32>
    %2998 = "stablehlo.reduce"(%2996, %2997) ({
    ^bb0(%_r443a: tensor<f32>, %_r443b: tensor<f32>):
      %_r443c = stablehlo.add %_r443a, %_r443b : tensor<f32>
      "stablehlo.return"(%_r443c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1000xf32>, tensor<f32>) -> tensor<384xf32>
    %2999 = stablehlo.constant dense<0.0> : tensor<f32>
    %3000 = "stablehlo.reduce"(%2998, %2999) ({
    ^bb0(%_r444a: tensor<f32>, %_r444b: tensor<f32>):
      %_r444c = stablehlo.add %_r444a, %_r444b : tensor<f32>
      "stablehlo.return"(%_r444c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3001 = stablehlo.add %2995, %3000 : tensor<f32>
    %3002 = stablehlo.multiply %1154, %1154 : tensor<1000xf32>
    %3003 = stablehlo.constant dense<0.0> : tensor<f32>
    %3004 = "stablehlo.reduce"(%3002, %3003) ({
    ^bb0(%_r445a: tensor<f32>, %_r445b: tensor<f32>):
      %_r445c = stablehlo.add %_r445a, %_r445b : tensor<f32>
      "stablehlo.return"(%_r445c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1000xf32>, tensor<f32>) -> tensor<f32>
    %3005 = stablehlo.add %3001, %3004 : tensor<f32>
    %3006 = stablehlo.sqrt %3005 : tensor<f32>
    %3007 = stablehlo.constant dense<1.0> : tensor<f32>
    %3008 = "stablehlo.compare"(%3006, %3007) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %3009 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x16x3x384xf32>
    %3010 = stablehlo.divide %2292, %3009 : tensor<16x16x3x384xf32>
    %3011 = stablehlo.constant dense<1.0> : tensor<16x16x3x384xf32>
    %3012 = stablehlo.multiply %3010, %3011 : tensor<16x16x3x384xf32>
    %3013 = "stablehlo.select"(%3008, %2292, %3012) : (tensor<i1>, tensor<16x16x3x384xf32>, tensor<16x16x3x384xf32>) -> tensor<16x16x3x384xf32>
    %3014 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3015 = stablehlo.divide %2294, %3014 : tensor<384xf32>
    %3016 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3017 = stablehlo.multiply %3015, %3016 : tensor<384xf32>
    %3018 = "stablehlo.select"(%3008, %2294, %3017) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3019 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x384xf32>
    %3020 = stablehlo.divide %2290, %3019 : tensor<1x1x384xf32>
    %3021 = stablehlo.constant dense<1.0> : tensor<1x1x384xf32>
    %3022 = stablehlo.multiply %3020, %3021 : tensor<1x1x384xf32>
    %3023 = "stablehlo.select"(%3008, %2290, %3022) : (tensor<i1>, tensor<1x1x384xf32>, tensor<1x1x384xf32>) -> tensor<1x1x384xf32>
    %3024 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x197x384xf32>
    %3025 = stablehlo.divide %2285, %3024 : tensor<1x197x384xf32>
    %3026 = stablehlo.constant dense<1.0> : tensor<1x197x384xf32>
    %3027 = stablehlo.multiply %3025, %3026 : tensor<1x197x384xf32>
    %3028 = "stablehlo.select"(%3008, %2285, %3027) : (tensor<i1>, tensor<1x197x384xf32>, tensor<1x197x384xf32>) -> tensor<1x197x384xf32>
    %3029 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3030 = stablehlo.divide %2279, %3029 : tensor<384xf32>
    %3031 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3032 = stablehlo.multiply %3030, %3031 : tensor<384xf32>
    %3033 = "stablehlo.select"(%3008, %2279, %3032) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3034 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3035 = stablehlo.divide %2281, %3034 : tensor<384xf32>
    %3036 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3037 = stablehlo.multiply %3035, %3036 : tensor<384xf32>
    %3038 = "stablehlo.select"(%3008, %2281, %3037) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3039 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %3040 = stablehlo.divide %2258, %3039 : tensor<384x1152xf32>
    %3041 = stablehlo.constant dense<1.0> : tensor<384x1152xf32>
    %3042 = stablehlo.multiply %3040, %3041 : tensor<384x1152xf32>
    %3043 = "stablehlo.select"(%3008, %2258, %3042) : (tensor<i1>, tensor<384x1152xf32>, tensor<384x1152xf32>) -> tensor<384x1152xf32>
    %3044 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %3045 = stablehlo.divide %2260, %3044 : tensor<1152xf32>
    %3046 = stablehlo.constant dense<1.0> : tensor<1152xf32>
    %3047 = stablehlo.multiply %3045, %3046 : tensor<1152xf32>
    %3048 = "stablehlo.select"(%3008, %2260, %3047) : (tensor<i1>, tensor<1152xf32>, tensor<1152xf32>) -> tensor<1152xf32>
    %3049 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %3050 = stablehlo.divide %2234, %3049 : tensor<384x384xf32>
    %3051 = stablehlo.constant dense<1.0> : tensor<384x384xf32>
    %3052 = stablehlo.multiply %3050, %3051 : tensor<384x384xf32>
    %3053 = "stablehlo.select"(%3008, %2234, %3052) : (tensor<i1>, tensor<384x384xf32>, tensor<384x384xf32>) -> tensor<384x384xf32>
    %3054 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3055 = stablehlo.divide %2236, %3054 : tensor<384xf32>
    %3056 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3057 = stablehlo.multiply %3055, %3056 : tensor<384xf32>
    %3058 = "stablehlo.select"(%3008, %2236, %3057) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3059 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3060 = stablehlo.divide %2228, %3059 : tensor<384xf32>
    %3061 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3062 = stablehlo.multiply %3060, %3061 : tensor<384xf32>
    %3063 = "stablehlo.select"(%3008, %2228, %3062) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3064 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3065 = stablehlo.divide %2230, %3064 : tensor<384xf32>
    %3066 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3067 = stablehlo.multiply %3065, %3066 : tensor<384xf32>
    %3068 = "stablehlo.select"(%3008, %2230, %3067) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3069 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3070 = stablehlo.divide %2207, %3069 : tensor<384x1536xf32>
    %3071 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3072 = stablehlo.multiply %3070, %3071 : tensor<384x1536xf32>
    %3073 = "stablehlo.select"(%3008, %2207, %3072) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3074 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3075 = stablehlo.divide %2209, %3074 : tensor<1536xf32>
    %3076 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3077 = stablehlo.multiply %3075, %3076 : tensor<1536xf32>
    %3078 = "stablehlo.select"(%3008, %2209, %3077) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3079 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3080 = stablehlo.divide %2193, %3079 : tensor<1536x384xf32>
    %3081 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3082 = stablehlo.multiply %3080, %3081 : tensor<1536x384xf32>
    %3083 = "stablehlo.select"(%3008, %2193, %3082) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3084 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3085 = stablehlo.divide %2195, %3084 : tensor<384xf32>
    %3086 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3087 = stablehlo.multiply %3085, %3086 : tensor<384xf32>
    %3088 = "stablehlo.select"(%3008, %2195, %3087) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3089 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3090 = stablehlo.divide %2187, %3089 : tensor<384xf32>
    %3091 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3092 = stablehlo.multiply %3090, %3091 : tensor<384xf32>
    %3093 = "stablehlo.select"(%3008, %2187, %3092) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3094 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3095 = stablehlo.divide %2189, %3094 : tensor<384xf32>
    %3096 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3097 = stablehlo.multiply %3095, %3096 : tensor<384xf32>
    %3098 = "stablehlo.select"(%3008, %2189, %3097) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3099 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %3100 = stablehlo.divide %2166, %3099 : tensor<384x1152xf32>
    %3101 = stablehlo.constant dense<1.0> : tensor<384x1152xf32>
    %3102 = stablehlo.multiply %3100, %3101 : tensor<384x1152xf32>
    %3103 = "stablehlo.select"(%3008, %2166, %3102) : (tensor<i1>, tensor<384x1152xf32>, tensor<384x1152xf32>) -> tensor<384x1152xf32>
    %3104 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %3105 = stablehlo.divide %2168, %3104 : tensor<1152xf32>
    %3106 = stablehlo.constant dense<1.0> : tensor<1152xf32>
    %3107 = stablehlo.multiply %3105, %3106 : tensor<1152xf32>
    %3108 = "stablehlo.select"(%3008, %2168, %3107) : (tensor<i1>, tensor<1152xf32>, tensor<1152xf32>) -> tensor<1152xf32>
    %3109 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %3110 = stablehlo.divide %2142, %3109 : tensor<384x384xf32>
    %3111 = stablehlo.constant dense<1.0> : tensor<384x384xf32>
    %3112 = stablehlo.multiply %3110, %3111 : tensor<384x384xf32>
    %3113 = "stablehlo.select"(%3008, %2142, %3112) : (tensor<i1>, tensor<384x384xf32>, tensor<384x384xf32>) -> tensor<384x384xf32>
    %3114 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3115 = stablehlo.divide %2144, %3114 : tensor<384xf32>
    %3116 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3117 = stablehlo.multiply %3115, %3116 : tensor<384xf32>
    %3118 = "stablehlo.select"(%3008, %2144, %3117) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3119 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3120 = stablehlo.divide %2136, %3119 : tensor<384xf32>
    %3121 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3122 = stablehlo.multiply %3120, %3121 : tensor<384xf32>
    %3123 = "stablehlo.select"(%3008, %2136, %3122) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3124 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3125 = stablehlo.divide %2138, %3124 : tensor<384xf32>
    %3126 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3127 = stablehlo.multiply %3125, %3126 : tensor<384xf32>
    %3128 = "stablehlo.select"(%3008, %2138, %3127) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3129 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3130 = stablehlo.divide %2115, %3129 : tensor<384x1536xf32>
    %3131 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3132 = stablehlo.multiply %3130, %3131 : tensor<384x1536xf32>
    %3133 = "stablehlo.select"(%3008, %2115, %3132) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3134 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3135 = stablehlo.divide %2117, %3134 : tensor<1536xf32>
    %3136 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3137 = stablehlo.multiply %3135, %3136 : tensor<1536xf32>
    %3138 = "stablehlo.select"(%3008, %2117, %3137) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3139 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3140 = stablehlo.divide %2101, %3139 : tensor<1536x384xf32>
    %3141 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3142 = stablehlo.multiply %3140, %3141 : tensor<1536x384xf32>
    %3143 = "stablehlo.select"(%3008, %2101, %3142) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3144 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3145 = stablehlo.divide %2103, %3144 : tensor<384xf32>
    %3146 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3147 = stablehlo.multiply %3145, %3146 : tensor<384xf32>
    %3148 = "stablehlo.select"(%3008, %2103, %3147) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3149 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3150 = stablehlo.divide %2095, %3149 : tensor<384xf32>
    %3151 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3152 = stablehlo.multiply %3150, %3151 : tensor<384xf32>
    %3153 = "stablehlo.select"(%3008, %2095, %3152) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3154 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3155 = stablehlo.divide %2097, %3154 : tensor<384xf32>
    %3156 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3157 = stablehlo.multiply %3155, %3156 : tensor<384xf32>
    %3158 = "stablehlo.select"(%3008, %2097, %3157) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3159 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %3160 = stablehlo.divide %2074, %3159 : tensor<384x1152xf32>
    %3161 = stablehlo.constant dense<1.0> : tensor<384x1152xf32>
    %3162 = stablehlo.multiply %3160, %3161 : tensor<384x1152xf32>
    %3163 = "stablehlo.select"(%3008, %2074, %3162) : (tensor<i1>, tensor<384x1152xf32>, tensor<384x1152xf32>) -> tensor<384x1152xf32>
    %3164 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %3165 = stablehlo.divide %2076, %3164 : tensor<1152xf32>
    %3166 = stablehlo.constant dense<1.0> : tensor<1152xf32>
    %3167 = stablehlo.multiply %3165, %3166 : tensor<1152xf32>
    %3168 = "stablehlo.select"(%3008, %2076, %3167) : (tensor<i1>, tensor<1152xf32>, tensor<1152xf32>) -> tensor<1152xf32>
    %3169 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %3170 = stablehlo.divide %2050, %3169 : tensor<384x384xf32>
    %3171 = stablehlo.constant dense<1.0> : tensor<384x384xf32>
    %3172 = stablehlo.multiply %3170, %3171 : tensor<384x384xf32>
    %3173 = "stablehlo.select"(%3008, %2050, %3172) : (tensor<i1>, tensor<384x384xf32>, tensor<384x384xf32>) -> tensor<384x384xf32>
    %3174 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3175 = stablehlo.divide %2052, %3174 : tensor<384xf32>
    %3176 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3177 = stablehlo.multiply %3175, %3176 : tensor<384xf32>
    %3178 = "stablehlo.select"(%3008, %2052, %3177) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3179 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3180 = stablehlo.divide %2044, %3179 : tensor<384xf32>
    %3181 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3182 = stablehlo.multiply %3180, %3181 : tensor<384xf32>
    %3183 = "stablehlo.select"(%3008, %2044, %3182) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3184 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3185 = stablehlo.divide %2046, %3184 : tensor<384xf32>
    %3186 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3187 = stablehlo.multiply %3185, %3186 : tensor<384xf32>
    %3188 = "stablehlo.select"(%3008, %2046, %3187) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3189 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3190 = stablehlo.divide %2023, %3189 : tensor<384x1536xf32>
    %3191 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3192 = stablehlo.multiply %3190, %3191 : tensor<384x1536xf32>
    %3193 = "stablehlo.select"(%3008, %2023, %3192) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3194 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3195 = stablehlo.divide %2025, %3194 : tensor<1536xf32>
    %3196 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3197 = stablehlo.multiply %3195, %3196 : tensor<1536xf32>
    %3198 = "stablehlo.select"(%3008, %2025, %3197) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3199 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3200 = stablehlo.divide %2009, %3199 : tensor<1536x384xf32>
    %3201 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3202 = stablehlo.multiply %3200, %3201 : tensor<1536x384xf32>
    %3203 = "stablehlo.select"(%3008, %2009, %3202) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3204 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3205 = stablehlo.divide %2011, %3204 : tensor<384xf32>
    %3206 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3207 = stablehlo.multiply %3205, %3206 : tensor<384xf32>
    %3208 = "stablehlo.select"(%3008, %2011, %3207) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3209 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3210 = stablehlo.divide %2003, %3209 : tensor<384xf32>
    %3211 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3212 = stablehlo.multiply %3210, %3211 : tensor<384xf32>
    %3213 = "stablehlo.select"(%3008, %2003, %3212) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3214 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3215 = stablehlo.divide %2005, %3214 : tensor<384xf32>
    %3216 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3217 = stablehlo.multiply %3215, %3216 : tensor<384xf32>
    %3218 = "stablehlo.select"(%3008, %2005, %3217) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3219 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %3220 = stablehlo.divide %1982, %3219 : tensor<384x1152xf32>
    %3221 = stablehlo.constant dense<1.0> : tensor<384x1152xf32>
    %3222 = stablehlo.multiply %3220, %3221 : tensor<384x1152xf32>
    %3223 = "stablehlo.select"(%3008, %1982, %3222) : (tensor<i1>, tensor<384x1152xf32>, tensor<384x1152xf32>) -> tensor<384x1152xf32>
    %3224 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %3225 = stablehlo.divide %1984, %3224 : tensor<1152xf32>
    %3226 = stablehlo.constant dense<1.0> : tensor<1152xf32>
    %3227 = stablehlo.multiply %3225, %3226 : tensor<1152xf32>
    %3228 = "stablehlo.select"(%3008, %1984, %3227) : (tensor<i1>, tensor<1152xf32>, tensor<1152xf32>) -> tensor<1152xf32>
    %3229 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %3230 = stablehlo.divide %1958, %3229 : tensor<384x384xf32>
    %3231 = stablehlo.constant dense<1.0> : tensor<384x384xf32>
    %3232 = stablehlo.multiply %3230, %3231 : tensor<384x384xf32>
    %3233 = "stablehlo.select"(%3008, %1958, %3232) : (tensor<i1>, tensor<384x384xf32>, tensor<384x384xf32>) -> tensor<384x384xf32>
    %3234 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3235 = stablehlo.divide %1960, %3234 : tensor<384xf32>
    %3236 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3237 = stablehlo.multiply %3235, %3236 : tensor<384xf32>
    %3238 = "stablehlo.select"(%3008, %1960, %3237) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3239 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3240 = stablehlo.divide %1952, %3239 : tensor<384xf32>
    %3241 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3242 = stablehlo.multiply %3240, %3241 : tensor<384xf32>
    %3243 = "stablehlo.select"(%3008, %1952, %3242) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3244 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3245 = stablehlo.divide %1954, %3244 : tensor<384xf32>
    %3246 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3247 = stablehlo.multiply %3245, %3246 : tensor<384xf32>
    %3248 = "stablehlo.select"(%3008, %1954, %3247) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3249 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3250 = stablehlo.divide %1931, %3249 : tensor<384x1536xf32>
    %3251 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3252 = stablehlo.multiply %3250, %3251 : tensor<384x1536xf32>
    %3253 = "stablehlo.select"(%3008, %1931, %3252) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3254 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3255 = stablehlo.divide %1933, %3254 : tensor<1536xf32>
    %3256 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3257 = stablehlo.multiply %3255, %3256 : tensor<1536xf32>
    %3258 = "stablehlo.select"(%3008, %1933, %3257) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3259 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3260 = stablehlo.divide %1917, %3259 : tensor<1536x384xf32>
    %3261 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3262 = stablehlo.multiply %3260, %3261 : tensor<1536x384xf32>
    %3263 = "stablehlo.select"(%3008, %1917, %3262) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3264 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3265 = stablehlo.divide %1919, %3264 : tensor<384xf32>
    %3266 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3267 = stablehlo.multiply %3265, %3266 : tensor<384xf32>
    %3268 = "stablehlo.select"(%3008, %1919, %3267) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3269 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3270 = stablehlo.divide %1911, %3269 : tensor<384xf32>
    %3271 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3272 = stablehlo.multiply %3270, %3271 : tensor<384xf32>
    %3273 = "stablehlo.select"(%3008, %1911, %3272) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3274 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3275 = stablehlo.divide %1913, %3274 : tensor<384xf32>
    %3276 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3277 = stablehlo.multiply %3275, %3276 : tensor<384xf32>
    %3278 = "stablehlo.select"(%3008, %1913, %3277) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3279 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %3280 = stablehlo.divide %1890, %3279 : tensor<384x1152xf32>
    %3281 = stablehlo.constant dense<1.0> : tensor<384x1152xf32>
    %3282 = stablehlo.multiply %3280, %3281 : tensor<384x1152xf32>
    %3283 = "stablehlo.select"(%3008, %1890, %3282) : (tensor<i1>, tensor<384x1152xf32>, tensor<384x1152xf32>) -> tensor<384x1152xf32>
    %3284 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %3285 = stablehlo.divide %1892, %3284 : tensor<1152xf32>
    %3286 = stablehlo.constant dense<1.0> : tensor<1152xf32>
    %3287 = stablehlo.multiply %3285, %3286 : tensor<1152xf32>
    %3288 = "stablehlo.select"(%3008, %1892, %3287) : (tensor<i1>, tensor<1152xf32>, tensor<1152xf32>) -> tensor<1152xf32>
    %3289 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %3290 = stablehlo.divide %1866, %3289 : tensor<384x384xf32>
    %3291 = stablehlo.constant dense<1.0> : tensor<384x384xf32>
    %3292 = stablehlo.multiply %3290, %3291 : tensor<384x384xf32>
    %3293 = "stablehlo.select"(%3008, %1866, %3292) : (tensor<i1>, tensor<384x384xf32>, tensor<384x384xf32>) -> tensor<384x384xf32>
    %3294 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3295 = stablehlo.divide %1868, %3294 : tensor<384xf32>
    %3296 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3297 = stablehlo.multiply %3295, %3296 : tensor<384xf32>
    %3298 = "stablehlo.select"(%3008, %1868, %3297) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3299 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3300 = stablehlo.divide %1860, %3299 : tensor<384xf32>
    %3301 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3302 = stablehlo.multiply %3300, %3301 : tensor<384xf32>
    %3303 = "stablehlo.select"(%3008, %1860, %3302) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3304 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3305 = stablehlo.divide %1862, %3304 : tensor<384xf32>
    %3306 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3307 = stablehlo.multiply %3305, %3306 : tensor<384xf32>
    %3308 = "stablehlo.select"(%3008, %1862, %3307) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3309 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3310 = stablehlo.divide %1839, %3309 : tensor<384x1536xf32>
    %3311 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3312 = stablehlo.multiply %3310, %3311 : tensor<384x1536xf32>
    %3313 = "stablehlo.select"(%3008, %1839, %3312) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3314 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3315 = stablehlo.divide %1841, %3314 : tensor<1536xf32>
    %3316 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3317 = stablehlo.multiply %3315, %3316 : tensor<1536xf32>
    %3318 = "stablehlo.select"(%3008, %1841, %3317) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3319 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3320 = stablehlo.divide %1825, %3319 : tensor<1536x384xf32>
    %3321 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3322 = stablehlo.multiply %3320, %3321 : tensor<1536x384xf32>
    %3323 = "stablehlo.select"(%3008, %1825, %3322) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3324 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3325 = stablehlo.divide %1827, %3324 : tensor<384xf32>
    %3326 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3327 = stablehlo.multiply %3325, %3326 : tensor<384xf32>
    %3328 = "stablehlo.select"(%3008, %1827, %3327) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3329 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3330 = stablehlo.divide %1819, %3329 : tensor<384xf32>
    %3331 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3332 = stablehlo.multiply %3330, %3331 : tensor<384xf32>
    %3333 = "stablehlo.select"(%3008, %1819, %3332) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3334 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3335 = stablehlo.divide %1821, %3334 : tensor<384xf32>
    %3336 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3337 = stablehlo.multiply %3335, %3336 : tensor<384xf32>
    %3338 = "stablehlo.select"(%3008, %1821, %3337) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3339 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %3340 = stablehlo.divide %1798, %3339 : tensor<384x1152xf32>
    %3341 = stablehlo.constant dense<1.0> : tensor<384x1152xf32>
    %3342 = stablehlo.multiply %3340, %3341 : tensor<384x1152xf32>
    %3343 = "stablehlo.select"(%3008, %1798, %3342) : (tensor<i1>, tensor<384x1152xf32>, tensor<384x1152xf32>) -> tensor<384x1152xf32>
    %3344 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %3345 = stablehlo.divide %1800, %3344 : tensor<1152xf32>
    %3346 = stablehlo.constant dense<1.0> : tensor<1152xf32>
    %3347 = stablehlo.multiply %3345, %3346 : tensor<1152xf32>
    %3348 = "stablehlo.select"(%3008, %1800, %3347) : (tensor<i1>, tensor<1152xf32>, tensor<1152xf32>) -> tensor<1152xf32>
    %3349 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %3350 = stablehlo.divide %1774, %3349 : tensor<384x384xf32>
    %3351 = stablehlo.constant dense<1.0> : tensor<384x384xf32>
    %3352 = stablehlo.multiply %3350, %3351 : tensor<384x384xf32>
    %3353 = "stablehlo.select"(%3008, %1774, %3352) : (tensor<i1>, tensor<384x384xf32>, tensor<384x384xf32>) -> tensor<384x384xf32>
    %3354 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3355 = stablehlo.divide %1776, %3354 : tensor<384xf32>
    %3356 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3357 = stablehlo.multiply %3355, %3356 : tensor<384xf32>
    %3358 = "stablehlo.select"(%3008, %1776, %3357) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3359 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3360 = stablehlo.divide %1768, %3359 : tensor<384xf32>
    %3361 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3362 = stablehlo.multiply %3360, %3361 : tensor<384xf32>
    %3363 = "stablehlo.select"(%3008, %1768, %3362) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3364 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3365 = stablehlo.divide %1770, %3364 : tensor<384xf32>
    %3366 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3367 = stablehlo.multiply %3365, %3366 : tensor<384xf32>
    %3368 = "stablehlo.select"(%3008, %1770, %3367) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3369 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3370 = stablehlo.divide %1747, %3369 : tensor<384x1536xf32>
    %3371 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3372 = stablehlo.multiply %3370, %3371 : tensor<384x1536xf32>
    %3373 = "stablehlo.select"(%3008, %1747, %3372) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3374 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3375 = stablehlo.divide %1749, %3374 : tensor<1536xf32>
    %3376 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3377 = stablehlo.multiply %3375, %3376 : tensor<1536xf32>
    %3378 = "stablehlo.select"(%3008, %1749, %3377) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3379 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3380 = stablehlo.divide %1733, %3379 : tensor<1536x384xf32>
    %3381 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3382 = stablehlo.multiply %3380, %3381 : tensor<1536x384xf32>
    %3383 = "stablehlo.select"(%3008, %1733, %3382) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3384 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3385 = stablehlo.divide %1735, %3384 : tensor<384xf32>
    %3386 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3387 = stablehlo.multiply %3385, %3386 : tensor<384xf32>
    %3388 = "stablehlo.select"(%3008, %1735, %3387) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3389 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3390 = stablehlo.divide %1727, %3389 : tensor<384xf32>
    %3391 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3392 = stablehlo.multiply %3390, %3391 : tensor<384xf32>
    %3393 = "stablehlo.select"(%3008, %1727, %3392) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3394 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3395 = stablehlo.divide %1729, %3394 : tensor<384xf32>
    %3396 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3397 = stablehlo.multiply %3395, %3396 : tensor<384xf32>
    %3398 = "stablehlo.select"(%3008, %1729, %3397) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3399 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %3400 = stablehlo.divide %1706, %3399 : tensor<384x1152xf32>
    %3401 = stablehlo.constant dense<1.0> : tensor<384x1152xf32>
    %3402 = stablehlo.multiply %3400, %3401 : tensor<384x1152xf32>
    %3403 = "stablehlo.select"(%3008, %1706, %3402) : (tensor<i1>, tensor<384x1152xf32>, tensor<384x1152xf32>) -> tensor<384x1152xf32>
    %3404 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %3405 = stablehlo.divide %1708, %3404 : tensor<1152xf32>
    %3406 = stablehlo.constant dense<1.0> : tensor<1152xf32>
    %3407 = stablehlo.multiply %3405, %3406 : tensor<1152xf32>
    %3408 = "stablehlo.select"(%3008, %1708, %3407) : (tensor<i1>, tensor<1152xf32>, tensor<1152xf32>) -> tensor<1152xf32>
    %3409 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %3410 = stablehlo.divide %1682, %3409 : tensor<384x384xf32>
    %3411 = stablehlo.constant dense<1.0> : tensor<384x384xf32>
    %3412 = stablehlo.multiply %3410, %3411 : tensor<384x384xf32>
    %3413 = "stablehlo.select"(%3008, %1682, %3412) : (tensor<i1>, tensor<384x384xf32>, tensor<384x384xf32>) -> tensor<384x384xf32>
    %3414 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3415 = stablehlo.divide %1684, %3414 : tensor<384xf32>
    %3416 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3417 = stablehlo.multiply %3415, %3416 : tensor<384xf32>
    %3418 = "stablehlo.select"(%3008, %1684, %3417) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3419 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3420 = stablehlo.divide %1676, %3419 : tensor<384xf32>
    %3421 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3422 = stablehlo.multiply %3420, %3421 : tensor<384xf32>
    %3423 = "stablehlo.select"(%3008, %1676, %3422) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3424 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3425 = stablehlo.divide %1678, %3424 : tensor<384xf32>
    %3426 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3427 = stablehlo.multiply %3425, %3426 : tensor<384xf32>
    %3428 = "stablehlo.select"(%3008, %1678, %3427) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3429 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3430 = stablehlo.divide %1655, %3429 : tensor<384x1536xf32>
    %3431 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3432 = stablehlo.multiply %3430, %3431 : tensor<384x1536xf32>
    %3433 = "stablehlo.select"(%3008, %1655, %3432) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3434 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3435 = stablehlo.divide %1657, %3434 : tensor<1536xf32>
    %3436 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3437 = stablehlo.multiply %3435, %3436 : tensor<1536xf32>
    %3438 = "stablehlo.select"(%3008, %1657, %3437) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3439 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3440 = stablehlo.divide %1641, %3439 : tensor<1536x384xf32>
    %3441 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3442 = stablehlo.multiply %3440, %3441 : tensor<1536x384xf32>
    %3443 = "stablehlo.select"(%3008, %1641, %3442) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3444 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3445 = stablehlo.divide %1643, %3444 : tensor<384xf32>
    %3446 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3447 = stablehlo.multiply %3445, %3446 : tensor<384xf32>
    %3448 = "stablehlo.select"(%3008, %1643, %3447) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3449 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3450 = stablehlo.divide %1635, %3449 : tensor<384xf32>
    %3451 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3452 = stablehlo.multiply %3450, %3451 : tensor<384xf32>
    %3453 = "stablehlo.select"(%3008, %1635, %3452) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3454 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3455 = stablehlo.divide %1637, %3454 : tensor<384xf32>
    %3456 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3457 = stablehlo.multiply %3455, %3456 : tensor<384xf32>
    %3458 = "stablehlo.select"(%3008, %1637, %3457) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3459 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %3460 = stablehlo.divide %1614, %3459 : tensor<384x1152xf32>
    %3461 = stablehlo.constant dense<1.0> : tensor<384x1152xf32>
    %3462 = stablehlo.multiply %3460, %3461 : tensor<384x1152xf32>
    %3463 = "stablehlo.select"(%3008, %1614, %3462) : (tensor<i1>, tensor<384x1152xf32>, tensor<384x1152xf32>) -> tensor<384x1152xf32>
    %3464 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %3465 = stablehlo.divide %1616, %3464 : tensor<1152xf32>
    %3466 = stablehlo.constant dense<1.0> : tensor<1152xf32>
    %3467 = stablehlo.multiply %3465, %3466 : tensor<1152xf32>
    %3468 = "stablehlo.select"(%3008, %1616, %3467) : (tensor<i1>, tensor<1152xf32>, tensor<1152xf32>) -> tensor<1152xf32>
    %3469 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %3470 = stablehlo.divide %1590, %3469 : tensor<384x384xf32>
    %3471 = stablehlo.constant dense<1.0> : tensor<384x384xf32>
    %3472 = stablehlo.multiply %3470, %3471 : tensor<384x384xf32>
    %3473 = "stablehlo.select"(%3008, %1590, %3472) : (tensor<i1>, tensor<384x384xf32>, tensor<384x384xf32>) -> tensor<384x384xf32>
    %3474 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3475 = stablehlo.divide %1592, %3474 : tensor<384xf32>
    %3476 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3477 = stablehlo.multiply %3475, %3476 : tensor<384xf32>
    %3478 = "stablehlo.select"(%3008, %1592, %3477) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3479 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3480 = stablehlo.divide %1584, %3479 : tensor<384xf32>
    %3481 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3482 = stablehlo.multiply %3480, %3481 : tensor<384xf32>
    %3483 = "stablehlo.select"(%3008, %1584, %3482) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3484 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3485 = stablehlo.divide %1586, %3484 : tensor<384xf32>
    %3486 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3487 = stablehlo.multiply %3485, %3486 : tensor<384xf32>
    %3488 = "stablehlo.select"(%3008, %1586, %3487) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3489 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3490 = stablehlo.divide %1563, %3489 : tensor<384x1536xf32>
    %3491 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3492 = stablehlo.multiply %3490, %3491 : tensor<384x1536xf32>
    %3493 = "stablehlo.select"(%3008, %1563, %3492) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3494 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3495 = stablehlo.divide %1565, %3494 : tensor<1536xf32>
    %3496 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3497 = stablehlo.multiply %3495, %3496 : tensor<1536xf32>
    %3498 = "stablehlo.select"(%3008, %1565, %3497) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3499 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3500 = stablehlo.divide %1549, %3499 : tensor<1536x384xf32>
    %3501 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3502 = stablehlo.multiply %3500, %3501 : tensor<1536x384xf32>
    %3503 = "stablehlo.select"(%3008, %1549, %3502) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3504 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3505 = stablehlo.divide %1551, %3504 : tensor<384xf32>
    %3506 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3507 = stablehlo.multiply %3505, %3506 : tensor<384xf32>
    %3508 = "stablehlo.select"(%3008, %1551, %3507) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3509 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3510 = stablehlo.divide %1543, %3509 : tensor<384xf32>
    %3511 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3512 = stablehlo.multiply %3510, %3511 : tensor<384xf32>
    %3513 = "stablehlo.select"(%3008, %1543, %3512) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3514 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3515 = stablehlo.divide %1545, %3514 : tensor<384xf32>
    %3516 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3517 = stablehlo.multiply %3515, %3516 : tensor<384xf32>
    %3518 = "stablehlo.select"(%3008, %1545, %3517) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3519 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %3520 = stablehlo.divide %1522, %3519 : tensor<384x1152xf32>
    %3521 = stablehlo.constant dense<1.0> : tensor<384x1152xf32>
    %3522 = stablehlo.multiply %3520, %3521 : tensor<384x1152xf32>
    %3523 = "stablehlo.select"(%3008, %1522, %3522) : (tensor<i1>, tensor<384x1152xf32>, tensor<384x1152xf32>) -> tensor<384x1152xf32>
    %3524 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %3525 = stablehlo.divide %1524, %3524 : tensor<1152xf32>
    %3526 = stablehlo.constant dense<1.0> : tensor<1152xf32>
    %3527 = stablehlo.multiply %3525, %3526 : tensor<1152xf32>
    %3528 = "stablehlo.select"(%3008, %1524, %3527) : (tensor<i1>, tensor<1152xf32>, tensor<1152xf32>) -> tensor<1152xf32>
    %3529 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %3530 = stablehlo.divide %1498, %3529 : tensor<384x384xf32>
    %3531 = stablehlo.constant dense<1.0> : tensor<384x384xf32>
    %3532 = stablehlo.multiply %3530, %3531 : tensor<384x384xf32>
    %3533 = "stablehlo.select"(%3008, %1498, %3532) : (tensor<i1>, tensor<384x384xf32>, tensor<384x384xf32>) -> tensor<384x384xf32>
    %3534 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3535 = stablehlo.divide %1500, %3534 : tensor<384xf32>
    %3536 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3537 = stablehlo.multiply %3535, %3536 : tensor<384xf32>
    %3538 = "stablehlo.select"(%3008, %1500, %3537) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3539 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3540 = stablehlo.divide %1492, %3539 : tensor<384xf32>
    %3541 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3542 = stablehlo.multiply %3540, %3541 : tensor<384xf32>
    %3543 = "stablehlo.select"(%3008, %1492, %3542) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3544 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3545 = stablehlo.divide %1494, %3544 : tensor<384xf32>
    %3546 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3547 = stablehlo.multiply %3545, %3546 : tensor<384xf32>
    %3548 = "stablehlo.select"(%3008, %1494, %3547) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3549 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3550 = stablehlo.divide %1471, %3549 : tensor<384x1536xf32>
    %3551 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3552 = stablehlo.multiply %3550, %3551 : tensor<384x1536xf32>
    %3553 = "stablehlo.select"(%3008, %1471, %3552) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3554 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3555 = stablehlo.divide %1473, %3554 : tensor<1536xf32>
    %3556 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3557 = stablehlo.multiply %3555, %3556 : tensor<1536xf32>
    %3558 = "stablehlo.select"(%3008, %1473, %3557) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3559 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3560 = stablehlo.divide %1457, %3559 : tensor<1536x384xf32>
    %3561 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3562 = stablehlo.multiply %3560, %3561 : tensor<1536x384xf32>
    %3563 = "stablehlo.select"(%3008, %1457, %3562) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3564 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3565 = stablehlo.divide %1459, %3564 : tensor<384xf32>
    %3566 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3567 = stablehlo.multiply %3565, %3566 : tensor<384xf32>
    %3568 = "stablehlo.select"(%3008, %1459, %3567) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3569 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3570 = stablehlo.divide %1451, %3569 : tensor<384xf32>
    %3571 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3572 = stablehlo.multiply %3570, %3571 : tensor<384xf32>
    %3573 = "stablehlo.select"(%3008, %1451, %3572) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3574 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3575 = stablehlo.divide %1453, %3574 : tensor<384xf32>
    %3576 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3577 = stablehlo.multiply %3575, %3576 : tensor<384xf32>
    %3578 = "stablehlo.select"(%3008, %1453, %3577) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3579 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %3580 = stablehlo.divide %1430, %3579 : tensor<384x1152xf32>
    %3581 = stablehlo.constant dense<1.0> : tensor<384x1152xf32>
    %3582 = stablehlo.multiply %3580, %3581 : tensor<384x1152xf32>
    %3583 = "stablehlo.select"(%3008, %1430, %3582) : (tensor<i1>, tensor<384x1152xf32>, tensor<384x1152xf32>) -> tensor<384x1152xf32>
    %3584 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %3585 = stablehlo.divide %1432, %3584 : tensor<1152xf32>
    %3586 = stablehlo.constant dense<1.0> : tensor<1152xf32>
    %3587 = stablehlo.multiply %3585, %3586 : tensor<1152xf32>
    %3588 = "stablehlo.select"(%3008, %1432, %3587) : (tensor<i1>, tensor<1152xf32>, tensor<1152xf32>) -> tensor<1152xf32>
    %3589 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %3590 = stablehlo.divide %1406, %3589 : tensor<384x384xf32>
    %3591 = stablehlo.constant dense<1.0> : tensor<384x384xf32>
    %3592 = stablehlo.multiply %3590, %3591 : tensor<384x384xf32>
    %3593 = "stablehlo.select"(%3008, %1406, %3592) : (tensor<i1>, tensor<384x384xf32>, tensor<384x384xf32>) -> tensor<384x384xf32>
    %3594 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3595 = stablehlo.divide %1408, %3594 : tensor<384xf32>
    %3596 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3597 = stablehlo.multiply %3595, %3596 : tensor<384xf32>
    %3598 = "stablehlo.select"(%3008, %1408, %3597) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3599 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3600 = stablehlo.divide %1400, %3599 : tensor<384xf32>
    %3601 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3602 = stablehlo.multiply %3600, %3601 : tensor<384xf32>
    %3603 = "stablehlo.select"(%3008, %1400, %3602) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3604 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3605 = stablehlo.divide %1402, %3604 : tensor<384xf32>
    %3606 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3607 = stablehlo.multiply %3605, %3606 : tensor<384xf32>
    %3608 = "stablehlo.select"(%3008, %1402, %3607) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3609 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3610 = stablehlo.divide %1379, %3609 : tensor<384x1536xf32>
    %3611 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3612 = stablehlo.multiply %3610, %3611 : tensor<384x1536xf32>
    %3613 = "stablehlo.select"(%3008, %1379, %3612) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3614 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3615 = stablehlo.divide %1381, %3614 : tensor<1536xf32>
    %3616 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3617 = stablehlo.multiply %3615, %3616 : tensor<1536xf32>
    %3618 = "stablehlo.select"(%3008, %1381, %3617) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3619 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3620 = stablehlo.divide %1365, %3619 : tensor<1536x384xf32>
    %3621 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3622 = stablehlo.multiply %3620, %3621 : tensor<1536x384xf32>
    %3623 = "stablehlo.select"(%3008, %1365, %3622) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3624 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3625 = stablehlo.divide %1367, %3624 : tensor<384xf32>
    %3626 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3627 = stablehlo.multiply %3625, %3626 : tensor<384xf32>
    %3628 = "stablehlo.select"(%3008, %1367, %3627) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3629 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3630 = stablehlo.divide %1359, %3629 : tensor<384xf32>
    %3631 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3632 = stablehlo.multiply %3630, %3631 : tensor<384xf32>
    %3633 = "stablehlo.select"(%3008, %1359, %3632) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3634 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3635 = stablehlo.divide %1361, %3634 : tensor<384xf32>
    %3636 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3637 = stablehlo.multiply %3635, %3636 : tensor<384xf32>
    %3638 = "stablehlo.select"(%3008, %1361, %3637) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3639 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %3640 = stablehlo.divide %1338, %3639 : tensor<384x1152xf32>
    %3641 = stablehlo.constant dense<1.0> : tensor<384x1152xf32>
    %3642 = stablehlo.multiply %3640, %3641 : tensor<384x1152xf32>
    %3643 = "stablehlo.select"(%3008, %1338, %3642) : (tensor<i1>, tensor<384x1152xf32>, tensor<384x1152xf32>) -> tensor<384x1152xf32>
    %3644 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %3645 = stablehlo.divide %1340, %3644 : tensor<1152xf32>
    %3646 = stablehlo.constant dense<1.0> : tensor<1152xf32>
    %3647 = stablehlo.multiply %3645, %3646 : tensor<1152xf32>
    %3648 = "stablehlo.select"(%3008, %1340, %3647) : (tensor<i1>, tensor<1152xf32>, tensor<1152xf32>) -> tensor<1152xf32>
    %3649 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %3650 = stablehlo.divide %1314, %3649 : tensor<384x384xf32>
    %3651 = stablehlo.constant dense<1.0> : tensor<384x384xf32>
    %3652 = stablehlo.multiply %3650, %3651 : tensor<384x384xf32>
    %3653 = "stablehlo.select"(%3008, %1314, %3652) : (tensor<i1>, tensor<384x384xf32>, tensor<384x384xf32>) -> tensor<384x384xf32>
    %3654 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3655 = stablehlo.divide %1316, %3654 : tensor<384xf32>
    %3656 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3657 = stablehlo.multiply %3655, %3656 : tensor<384xf32>
    %3658 = "stablehlo.select"(%3008, %1316, %3657) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3659 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3660 = stablehlo.divide %1308, %3659 : tensor<384xf32>
    %3661 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3662 = stablehlo.multiply %3660, %3661 : tensor<384xf32>
    %3663 = "stablehlo.select"(%3008, %1308, %3662) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3664 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3665 = stablehlo.divide %1310, %3664 : tensor<384xf32>
    %3666 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3667 = stablehlo.multiply %3665, %3666 : tensor<384xf32>
    %3668 = "stablehlo.select"(%3008, %1310, %3667) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3669 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3670 = stablehlo.divide %1287, %3669 : tensor<384x1536xf32>
    %3671 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3672 = stablehlo.multiply %3670, %3671 : tensor<384x1536xf32>
    %3673 = "stablehlo.select"(%3008, %1287, %3672) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3674 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3675 = stablehlo.divide %1289, %3674 : tensor<1536xf32>
    %3676 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3677 = stablehlo.multiply %3675, %3676 : tensor<1536xf32>
    %3678 = "stablehlo.select"(%3008, %1289, %3677) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3679 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3680 = stablehlo.divide %1273, %3679 : tensor<1536x384xf32>
    %3681 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3682 = stablehlo.multiply %3680, %3681 : tensor<1536x384xf32>
    %3683 = "stablehlo.select"(%3008, %1273, %3682) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3684 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3685 = stablehlo.divide %1275, %3684 : tensor<384xf32>
    %3686 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3687 = stablehlo.multiply %3685, %3686 : tensor<384xf32>
    %3688 = "stablehlo.select"(%3008, %1275, %3687) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3689 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3690 = stablehlo.divide %1267, %3689 : tensor<384xf32>
    %3691 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3692 = stablehlo.multiply %3690, %3691 : tensor<384xf32>
    %3693 = "stablehlo.select"(%3008, %1267, %3692) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3694 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3695 = stablehlo.divide %1269, %3694 : tensor<384xf32>
    %3696 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3697 = stablehlo.multiply %3695, %3696 : tensor<384xf32>
    %3698 = "stablehlo.select"(%3008, %1269, %3697) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3699 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %3700 = stablehlo.divide %1246, %3699 : tensor<384x1152xf32>
    %3701 = stablehlo.constant dense<1.0> : tensor<384x1152xf32>
    %3702 = stablehlo.multiply %3700, %3701 : tensor<384x1152xf32>
    %3703 = "stablehlo.select"(%3008, %1246, %3702) : (tensor<i1>, tensor<384x1152xf32>, tensor<384x1152xf32>) -> tensor<384x1152xf32>
    %3704 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %3705 = stablehlo.divide %1248, %3704 : tensor<1152xf32>
    %3706 = stablehlo.constant dense<1.0> : tensor<1152xf32>
    %3707 = stablehlo.multiply %3705, %3706 : tensor<1152xf32>
    %3708 = "stablehlo.select"(%3008, %1248, %3707) : (tensor<i1>, tensor<1152xf32>, tensor<1152xf32>) -> tensor<1152xf32>
    %3709 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %3710 = stablehlo.divide %1222, %3709 : tensor<384x384xf32>
    %3711 = stablehlo.constant dense<1.0> : tensor<384x384xf32>
    %3712 = stablehlo.multiply %3710, %3711 : tensor<384x384xf32>
    %3713 = "stablehlo.select"(%3008, %1222, %3712) : (tensor<i1>, tensor<384x384xf32>, tensor<384x384xf32>) -> tensor<384x384xf32>
    %3714 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3715 = stablehlo.divide %1224, %3714 : tensor<384xf32>
    %3716 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3717 = stablehlo.multiply %3715, %3716 : tensor<384xf32>
    %3718 = "stablehlo.select"(%3008, %1224, %3717) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3719 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3720 = stablehlo.divide %1216, %3719 : tensor<384xf32>
    %3721 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3722 = stablehlo.multiply %3720, %3721 : tensor<384xf32>
    %3723 = "stablehlo.select"(%3008, %1216, %3722) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3724 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3725 = stablehlo.divide %1218, %3724 : tensor<384xf32>
    %3726 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3727 = stablehlo.multiply %3725, %3726 : tensor<384xf32>
    %3728 = "stablehlo.select"(%3008, %1218, %3727) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3729 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3730 = stablehlo.divide %1195, %3729 : tensor<384x1536xf32>
    %3731 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3732 = stablehlo.multiply %3730, %3731 : tensor<384x1536xf32>
    %3733 = "stablehlo.select"(%3008, %1195, %3732) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3734 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3735 = stablehlo.divide %1197, %3734 : tensor<1536xf32>
    %3736 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3737 = stablehlo.multiply %3735, %3736 : tensor<1536xf32>
    %3738 = "stablehlo.select"(%3008, %1197, %3737) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3739 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3740 = stablehlo.divide %1181, %3739 : tensor<1536x384xf32>
    %3741 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3742 = stablehlo.multiply %3740, %3741 : tensor<1536x384xf32>
    %3743 = "stablehlo.select"(%3008, %1181, %3742) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3744 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3745 = stablehlo.divide %1183, %3744 : tensor<384xf32>
    %3746 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3747 = stablehlo.multiply %3745, %3746 : tensor<384xf32>
    %3748 = "stablehlo.select"(%3008, %1183, %3747) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3749 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3750 = stablehlo.divide %1173, %3749 : tensor<384xf32>
    %3751 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3752 = stablehlo.multiply %3750, %3751 : tensor<384xf32>
    %3753 = "stablehlo.select"(%3008, %1173, %3752) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3754 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3755 = stablehlo.divide %1175, %3754 : tensor<384xf32>
    %3756 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3757 = stablehlo.multiply %3755, %3756 : tensor<384xf32>
    %3758 = "stablehlo.select"(%3008, %1175, %3757) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3759 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1000xf32>
    %3760 = stablehlo.divide %1152, %3759 : tensor<384x1000xf32>
    %3761 = stablehlo.constant dense<1.0> : tensor<384x1000xf32>
    %3762 = stablehlo.multiply %3760, %3761 : tensor<384x1000xf32>
    %3763 = "stablehlo.select"(%3008, %1152, %3762) : (tensor<i1>, tensor<384x1000xf32>, tensor<384x1000xf32>) -> tensor<384x1000xf32>
    %3764 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %3765 = stablehlo.divide %1154, %3764 : tensor<1000xf32>
    %3766 = stablehlo.constant dense<1.0> : tensor<1000xf32>
    %3767 = stablehlo.multiply %3765, %3766 : tensor<1000xf32>
    %3768 = "stablehlo.select"(%3008, %1154, %3767) : (tensor<i1>, tensor<1000xf32>, tensor<1000xf32>) -> tensor<1000xf32>
    %3769 = stablehlo.constant dense<0.9> : tensor<16x16x3x384xf32>
    %3770 = stablehlo.multiply %3769, %m.patch_embed.proj.w : tensor<16x16x3x384xf32>
    %3771 = stablehlo.constant dense<0.1> : tensor<16x16x3x384xf32>
    %3772 = stablehlo.multiply %3771, %3013 : tensor<16x16x3x384xf32>
    %3773 = stablehlo.add %3770, %3772 : tensor<16x16x3x384xf32>
    %3774 = stablehlo.constant dense<0.999> : tensor<16x16x3x384xf32>
    %3775 = stablehlo.multiply %3774, %v.patch_embed.proj.w : tensor<16x16x3x384xf32>
    %3776 = stablehlo.constant dense<0.001> : tensor<16x16x3x384xf32>
    %3777 = stablehlo.multiply %3013, %3013 : tensor<16x16x3x384xf32>
    %3778 = stablehlo.multiply %3776, %3777 : tensor<16x16x3x384xf32>
    %3779 = stablehlo.add %3775, %3778 : tensor<16x16x3x384xf32>
    %3780 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x16x3x384xf32>
    %3781 = stablehlo.divide %3773, %3780 : tensor<16x16x3x384xf32>
    %3782 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x16x3x384xf32>
    %3783 = stablehlo.divide %3779, %3782 : tensor<16x16x3x384xf32>
    %3784 = stablehlo.sqrt %3783 : tensor<16x16x3x384xf32>
    %3785 = stablehlo.constant dense<1.0e-08> : tensor<16x16x3x384xf32>
    %3786 = stablehlo.add %3784, %3785 : tensor<16x16x3x384xf32>
    %3787 = stablehlo.divide %3781, %3786 : tensor<16x16x3x384xf32>
    %3788 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %3789 = stablehlo.multiply %3788, %m.patch_embed.proj.b : tensor<384xf32>
    %3790 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %3791 = stablehlo.multiply %3790, %3018 : tensor<384xf32>
    %3792 = stablehlo.add %3789, %3791 : tensor<384xf32>
    %3793 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %3794 = stablehlo.multiply %3793, %v.patch_embed.proj.b : tensor<384xf32>
    %3795 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %3796 = stablehlo.multiply %3018, %3018 : tensor<384xf32>
    %3797 = stablehlo.multiply %3795, %3796 : tensor<384xf32>
    %3798 = stablehlo.add %3794, %3797 : tensor<384xf32>
    %3799 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3800 = stablehlo.divide %3792, %3799 : tensor<384xf32>
    %3801 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3802 = stablehlo.divide %3798, %3801 : tensor<384xf32>
    %3803 = stablehlo.sqrt %3802 : tensor<384xf32>
    %3804 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %3805 = stablehlo.add %3803, %3804 : tensor<384xf32>
    %3806 = stablehlo.divide %3800, %3805 : tensor<384xf32>
    %3807 = stablehlo.constant dense<0.9> : tensor<1x1x384xf32>
    %3808 = stablehlo.multiply %3807, %m.cls.token : tensor<1x1x384xf32>
    %3809 = stablehlo.constant dense<0.1> : tensor<1x1x384xf32>
    %3810 = stablehlo.multiply %3809, %3023 : tensor<1x1x384xf32>
    %3811 = stablehlo.add %3808, %3810 : tensor<1x1x384xf32>
    %3812 = stablehlo.constant dense<0.999> : tensor<1x1x384xf32>
    %3813 = stablehlo.multiply %3812, %v.cls.token : tensor<1x1x384xf32>
    %3814 = stablehlo.constant dense<0.001> : tensor<1x1x384xf32>
    %3815 = stablehlo.multiply %3023, %3023 : tensor<1x1x384xf32>
    %3816 = stablehlo.multiply %3814, %3815 : tensor<1x1x384xf32>
    %3817 = stablehlo.add %3813, %3816 : tensor<1x1x384xf32>
    %3818 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x384xf32>
    %3819 = stablehlo.divide %3811, %3818 : tensor<1x1x384xf32>
    %3820 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x384xf32>
    %3821 = stablehlo.divide %3817, %3820 : tensor<1x1x384xf32>
    %3822 = stablehlo.sqrt %3821 : tensor<1x1x384xf32>
    %3823 = stablehlo.constant dense<1.0e-08> : tensor<1x1x384xf32>
    %3824 = stablehlo.add %3822, %3823 : tensor<1x1x384xf32>
    %3825 = stablehlo.divide %3819, %3824 : tensor<1x1x384xf32>
    %3826 = stablehlo.constant dense<0.9> : tensor<1x197x384xf32>
    %3827 = stablehlo.multiply %3826, %m.pos.table : tensor<1x197x384xf32>
    %3828 = stablehlo.constant dense<0.1> : tensor<1x197x384xf32>
    %3829 = stablehlo.multiply %3828, %3028 : tensor<1x197x384xf32>
    %3830 = stablehlo.add %3827, %3829 : tensor<1x197x384xf32>
    %3831 = stablehlo.constant dense<0.999> : tensor<1x197x384xf32>
    %3832 = stablehlo.multiply %3831, %v.pos.table : tensor<1x197x384xf32>
    %3833 = stablehlo.constant dense<0.001> : tensor<1x197x384xf32>
    %3834 = stablehlo.multiply %3028, %3028 : tensor<1x197x384xf32>
    %3835 = stablehlo.multiply %3833, %3834 : tensor<1x197x384xf32>
    %3836 = stablehlo.add %3832, %3835 : tensor<1x197x384xf32>
    %3837 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x197x384xf32>
    %3838 = stablehlo.divide %3830, %3837 : tensor<1x197x384xf32>
    %3839 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x197x384xf32>
    %3840 = stablehlo.divide %3836, %3839 : tensor<1x197x384xf32>
    %3841 = stablehlo.sqrt %3840 : tensor<1x197x384xf32>
    %3842 = stablehlo.constant dense<1.0e-08> : tensor<1x197x384xf32>
    %3843 = stablehlo.add %3841, %3842 : tensor<1x197x384xf32>
    %3844 = stablehlo.divide %3838, %3843 : tensor<1x197x384xf32>
    %3845 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %3846 = stablehlo.multiply %3845, %m.blocks.0.norm1.g : tensor<384xf32>
    %3847 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %3848 = stablehlo.multiply %3847, %3033 : tensor<384xf32>
    %3849 = stablehlo.add %3846, %3848 : tensor<384xf32>
    %3850 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %3851 = stablehlo.multiply %3850, %v.blocks.0.norm1.g : tensor<384xf32>
    %3852 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %3853 = stablehlo.multiply %3033, %3033 : tensor<384xf32>
    %3854 = stablehlo.multiply %3852, %3853 : tensor<384xf32>
    %3855 = stablehlo.add %3851, %3854 : tensor<384xf32>
    %3856 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3857 = stablehlo.divide %3849, %3856 : tensor<384xf32>
    %3858 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3859 = stablehlo.divide %3855, %3858 : tensor<384xf32>
    %3860 = stablehlo.sqrt %3859 : tensor<384xf32>
    %3861 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %3862 = stablehlo.add %3860, %3861 : tensor<384xf32>
    %3863 = stablehlo.divide %3857, %3862 : tensor<384xf32>
    %3864 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %3865 = stablehlo.multiply %3864, %m.blocks.0.norm1.b : tensor<384xf32>
    %3866 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %3867 = stablehlo.multiply %3866, %3038 : tensor<384xf32>
    %3868 = stablehlo.add %3865, %3867 : tensor<384xf32>
    %3869 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %3870 = stablehlo.multiply %3869, %v.blocks.0.norm1.b : tensor<384xf32>
    %3871 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %3872 = stablehlo.multiply %3038, %3038 : tensor<384xf32>
    %3873 = stablehlo.multiply %3871, %3872 : tensor<384xf32>
    %3874 = stablehlo.add %3870, %3873 : tensor<384xf32>
    %3875 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3876 = stablehlo.divide %3868, %3875 : tensor<384xf32>
    %3877 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3878 = stablehlo.divide %3874, %3877 : tensor<384xf32>
    %3879 = stablehlo.sqrt %3878 : tensor<384xf32>
    %3880 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %3881 = stablehlo.add %3879, %3880 : tensor<384xf32>
    %3882 = stablehlo.divide %3876, %3881 : tensor<384xf32>
    %3883 = stablehlo.constant dense<0.9> : tensor<384x1152xf32>
    %3884 = stablehlo.multiply %3883, %m.blocks.0.attn.qkv.w : tensor<384x1152xf32>
    %3885 = stablehlo.constant dense<0.1> : tensor<384x1152xf32>
    %3886 = stablehlo.multiply %3885, %3043 : tensor<384x1152xf32>
    %3887 = stablehlo.add %3884, %3886 : tensor<384x1152xf32>
    %3888 = stablehlo.constant dense<0.999> : tensor<384x1152xf32>
    %3889 = stablehlo.multiply %3888, %v.blocks.0.attn.qkv.w : tensor<384x1152xf32>
    %3890 = stablehlo.constant dense<0.001> : tensor<384x1152xf32>
    %3891 = stablehlo.multiply %3043, %3043 : tensor<384x1152xf32>
    %3892 = stablehlo.multiply %3890, %3891 : tensor<384x1152xf32>
    %3893 = stablehlo.add %3889, %3892 : tensor<384x1152xf32>
    %3894 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %3895 = stablehlo.divide %3887, %3894 : tensor<384x1152xf32>
    %3896 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %3897 = stablehlo.divide %3893, %3896 : tensor<384x1152xf32>
    %3898 = stablehlo.sqrt %3897 : tensor<384x1152xf32>
    %3899 = stablehlo.constant dense<1.0e-08> : tensor<384x1152xf32>
    %3900 = stablehlo.add %3898, %3899 : tensor<384x1152xf32>
    %3901 = stablehlo.divide %3895, %3900 : tensor<384x1152xf32>
    %3902 = stablehlo.constant dense<0.9> : tensor<1152xf32>
    %3903 = stablehlo.multiply %3902, %m.blocks.0.attn.qkv.b : tensor<1152xf32>
    %3904 = stablehlo.constant dense<0.1> : tensor<1152xf32>
    %3905 = stablehlo.multiply %3904, %3048 : tensor<1152xf32>
    %3906 = stablehlo.add %3903, %3905 : tensor<1152xf32>
    %3907 = stablehlo.constant dense<0.999> : tensor<1152xf32>
    %3908 = stablehlo.multiply %3907, %v.blocks.0.attn.qkv.b : tensor<1152xf32>
    %3909 = stablehlo.constant dense<0.001> : tensor<1152xf32>
    %3910 = stablehlo.multiply %3048, %3048 : tensor<1152xf32>
    %3911 = stablehlo.multiply %3909, %3910 : tensor<1152xf32>
    %3912 = stablehlo.add %3908, %3911 : tensor<1152xf32>
    %3913 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %3914 = stablehlo.divide %3906, %3913 : tensor<1152xf32>
    %3915 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %3916 = stablehlo.divide %3912, %3915 : tensor<1152xf32>
    %3917 = stablehlo.sqrt %3916 : tensor<1152xf32>
    %3918 = stablehlo.constant dense<1.0e-08> : tensor<1152xf32>
    %3919 = stablehlo.add %3917, %3918 : tensor<1152xf32>
    %3920 = stablehlo.divide %3914, %3919 : tensor<1152xf32>
    %3921 = stablehlo.constant dense<0.9> : tensor<384x384xf32>
    %3922 = stablehlo.multiply %3921, %m.blocks.0.attn.proj.w : tensor<384x384xf32>
    %3923 = stablehlo.constant dense<0.1> : tensor<384x384xf32>
    %3924 = stablehlo.multiply %3923, %3053 : tensor<384x384xf32>
    %3925 = stablehlo.add %3922, %3924 : tensor<384x384xf32>
    %3926 = stablehlo.constant dense<0.999> : tensor<384x384xf32>
    %3927 = stablehlo.multiply %3926, %v.blocks.0.attn.proj.w : tensor<384x384xf32>
    %3928 = stablehlo.constant dense<0.001> : tensor<384x384xf32>
    %3929 = stablehlo.multiply %3053, %3053 : tensor<384x384xf32>
    %3930 = stablehlo.multiply %3928, %3929 : tensor<384x384xf32>
    %3931 = stablehlo.add %3927, %3930 : tensor<384x384xf32>
    %3932 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %3933 = stablehlo.divide %3925, %3932 : tensor<384x384xf32>
    %3934 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %3935 = stablehlo.divide %3931, %3934 : tensor<384x384xf32>
    %3936 = stablehlo.sqrt %3935 : tensor<384x384xf32>
    %3937 = stablehlo.constant dense<1.0e-08> : tensor<384x384xf32>
    %3938 = stablehlo.add %3936, %3937 : tensor<384x384xf32>
    %3939 = stablehlo.divide %3933, %3938 : tensor<384x384xf32>
    %3940 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %3941 = stablehlo.multiply %3940, %m.blocks.0.attn.proj.b : tensor<384xf32>
    %3942 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %3943 = stablehlo.multiply %3942, %3058 : tensor<384xf32>
    %3944 = stablehlo.add %3941, %3943 : tensor<384xf32>
    %3945 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %3946 = stablehlo.multiply %3945, %v.blocks.0.attn.proj.b : tensor<384xf32>
    %3947 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %3948 = stablehlo.multiply %3058, %3058 : tensor<384xf32>
    %3949 = stablehlo.multiply %3947, %3948 : tensor<384xf32>
    %3950 = stablehlo.add %3946, %3949 : tensor<384xf32>
    %3951 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3952 = stablehlo.divide %3944, %3951 : tensor<384xf32>
    %3953 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3954 = stablehlo.divide %3950, %3953 : tensor<384xf32>
    %3955 = stablehlo.sqrt %3954 : tensor<384xf32>
    %3956 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %3957 = stablehlo.add %3955, %3956 : tensor<384xf32>
    %3958 = stablehlo.divide %3952, %3957 : tensor<384xf32>
    %3959 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %3960 = stablehlo.multiply %3959, %m.blocks.0.norm2.g : tensor<384xf32>
    %3961 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %3962 = stablehlo.multiply %3961, %3063 : tensor<384xf32>
    %3963 = stablehlo.add %3960, %3962 : tensor<384xf32>
    %3964 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %3965 = stablehlo.multiply %3964, %v.blocks.0.norm2.g : tensor<384xf32>
    %3966 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %3967 = stablehlo.multiply %3063, %3063 : tensor<384xf32>
    %3968 = stablehlo.multiply %3966, %3967 : tensor<384xf32>
    %3969 = stablehlo.add %3965, %3968 : tensor<384xf32>
    %3970 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3971 = stablehlo.divide %3963, %3970 : tensor<384xf32>
    %3972 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3973 = stablehlo.divide %3969, %3972 : tensor<384xf32>
    %3974 = stablehlo.sqrt %3973 : tensor<384xf32>
    %3975 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %3976 = stablehlo.add %3974, %3975 : tensor<384xf32>
    %3977 = stablehlo.divide %3971, %3976 : tensor<384xf32>
    %3978 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %3979 = stablehlo.multiply %3978, %m.blocks.0.norm2.b : tensor<384xf32>
    %3980 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %3981 = stablehlo.multiply %3980, %3068 : tensor<384xf32>
    %3982 = stablehlo.add %3979, %3981 : tensor<384xf32>
    %3983 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %3984 = stablehlo.multiply %3983, %v.blocks.0.norm2.b : tensor<384xf32>
    %3985 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %3986 = stablehlo.multiply %3068, %3068 : tensor<384xf32>
    %3987 = stablehlo.multiply %3985, %3986 : tensor<384xf32>
    %3988 = stablehlo.add %3984, %3987 : tensor<384xf32>
    %3989 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3990 = stablehlo.divide %3982, %3989 : tensor<384xf32>
    %3991 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3992 = stablehlo.divide %3988, %3991 : tensor<384xf32>
    %3993 = stablehlo.sqrt %3992 : tensor<384xf32>
    %3994 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %3995 = stablehlo.add %3993, %3994 : tensor<384xf32>
    %3996 = stablehlo.divide %3990, %3995 : tensor<384xf32>
    %3997 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %3998 = stablehlo.multiply %3997, %m.blocks.0.mlp.fc1.w : tensor<384x1536xf32>
    %3999 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %4000 = stablehlo.multiply %3999, %3073 : tensor<384x1536xf32>
    %4001 = stablehlo.add %3998, %4000 : tensor<384x1536xf32>
    %4002 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %4003 = stablehlo.multiply %4002, %v.blocks.0.mlp.fc1.w : tensor<384x1536xf32>
    %4004 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %4005 = stablehlo.multiply %3073, %3073 : tensor<384x1536xf32>
    %4006 = stablehlo.multiply %4004, %4005 : tensor<384x1536xf32>
    %4007 = stablehlo.add %4003, %4006 : tensor<384x1536xf32>
    %4008 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %4009 = stablehlo.divide %4001, %4008 : tensor<384x1536xf32>
    %4010 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %4011 = stablehlo.divide %4007, %4010 : tensor<384x1536xf32>
    %4012 = stablehlo.sqrt %4011 : tensor<384x1536xf32>
    %4013 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %4014 = stablehlo.add %4012, %4013 : tensor<384x1536xf32>
    %4015 = stablehlo.divide %4009, %4014 : tensor<384x1536xf32>
    %4016 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %4017 = stablehlo.multiply %4016, %m.blocks.0.mlp.fc1.b : tensor<1536xf32>
    %4018 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %4019 = stablehlo.multiply %4018, %3078 : tensor<1536xf32>
    %4020 = stablehlo.add %4017, %4019 : tensor<1536xf32>
    %4021 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %4022 = stablehlo.multiply %4021, %v.blocks.0.mlp.fc1.b : tensor<1536xf32>
    %4023 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %4024 = stablehlo.multiply %3078, %3078 : tensor<1536xf32>
    %4025 = stablehlo.multiply %4023, %4024 : tensor<1536xf32>
    %4026 = stablehlo.add %4022, %4025 : tensor<1536xf32>
    %4027 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %4028 = stablehlo.divide %4020, %4027 : tensor<1536xf32>
    %4029 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %4030 = stablehlo.divide %4026, %4029 : tensor<1536xf32>
    %4031 = stablehlo.sqrt %4030 : tensor<1536xf32>
    %4032 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %4033 = stablehlo.add %4031, %4032 : tensor<1536xf32>
    %4034 = stablehlo.divide %4028, %4033 : tensor<1536xf32>
    %4035 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %4036 = stablehlo.multiply %4035, %m.blocks.0.mlp.fc2.w : tensor<1536x384xf32>
    %4037 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %4038 = stablehlo.multiply %4037, %3083 : tensor<1536x384xf32>
    %4039 = stablehlo.add %4036, %4038 : tensor<1536x384xf32>
    %4040 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %4041 = stablehlo.multiply %4040, %v.blocks.0.mlp.fc2.w : tensor<1536x384xf32>
    %4042 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %4043 = stablehlo.multiply %3083, %3083 : tensor<1536x384xf32>
    %4044 = stablehlo.multiply %4042, %4043 : tensor<1536x384xf32>
    %4045 = stablehlo.add %4041, %4044 : tensor<1536x384xf32>
    %4046 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %4047 = stablehlo.divide %4039, %4046 : tensor<1536x384xf32>
    %4048 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %4049 = stablehlo.divide %4045, %4048 : tensor<1536x384xf32>
    %4050 = stablehlo.sqrt %4049 : tensor<1536x384xf32>
    %4051 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %4052 = stablehlo.add %4050, %4051 : tensor<1536x384xf32>
    %4053 = stablehlo.divide %4047, %4052 : tensor<1536x384xf32>
    %4054 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4055 = stablehlo.multiply %4054, %m.blocks.0.mlp.fc2.b : tensor<384xf32>
    %4056 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4057 = stablehlo.multiply %4056, %3088 : tensor<384xf32>
    %4058 = stablehlo.add %4055, %4057 : tensor<384xf32>
    %4059 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4060 = stablehlo.multiply %4059, %v.blocks.0.mlp.fc2.b : tensor<384xf32>
    %4061 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4062 = stablehlo.multiply %3088, %3088 : tensor<384xf32>
    %4063 = stablehlo.multiply %4061, %4062 : tensor<384xf32>
    %4064 = stablehlo.add %4060, %4063 : tensor<384xf32>
    %4065 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4066 = stablehlo.divide %4058, %4065 : tensor<384xf32>
    %4067 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4068 = stablehlo.divide %4064, %4067 : tensor<384xf32>
    %4069 = stablehlo.sqrt %4068 : tensor<384xf32>
    %4070 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4071 = stablehlo.add %4069, %4070 : tensor<384xf32>
    %4072 = stablehlo.divide %4066, %4071 : tensor<384xf32>
    %4073 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4074 = stablehlo.multiply %4073, %m.blocks.1.norm1.g : tensor<384xf32>
    %4075 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4076 = stablehlo.multiply %4075, %3093 : tensor<384xf32>
    %4077 = stablehlo.add %4074, %4076 : tensor<384xf32>
    %4078 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4079 = stablehlo.multiply %4078, %v.blocks.1.norm1.g : tensor<384xf32>
    %4080 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4081 = stablehlo.multiply %3093, %3093 : tensor<384xf32>
    %4082 = stablehlo.multiply %4080, %4081 : tensor<384xf32>
    %4083 = stablehlo.add %4079, %4082 : tensor<384xf32>
    %4084 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4085 = stablehlo.divide %4077, %4084 : tensor<384xf32>
    %4086 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4087 = stablehlo.divide %4083, %4086 : tensor<384xf32>
    %4088 = stablehlo.sqrt %4087 : tensor<384xf32>
    %4089 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4090 = stablehlo.add %4088, %4089 : tensor<384xf32>
    %4091 = stablehlo.divide %4085, %4090 : tensor<384xf32>
    %4092 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4093 = stablehlo.multiply %4092, %m.blocks.1.norm1.b : tensor<384xf32>
    %4094 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4095 = stablehlo.multiply %4094, %3098 : tensor<384xf32>
    %4096 = stablehlo.add %4093, %4095 : tensor<384xf32>
    %4097 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4098 = stablehlo.multiply %4097, %v.blocks.1.norm1.b : tensor<384xf32>
    %4099 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4100 = stablehlo.multiply %3098, %3098 : tensor<384xf32>
    %4101 = stablehlo.multiply %4099, %4100 : tensor<384xf32>
    %4102 = stablehlo.add %4098, %4101 : tensor<384xf32>
    %4103 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4104 = stablehlo.divide %4096, %4103 : tensor<384xf32>
    %4105 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4106 = stablehlo.divide %4102, %4105 : tensor<384xf32>
    %4107 = stablehlo.sqrt %4106 : tensor<384xf32>
    %4108 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4109 = stablehlo.add %4107, %4108 : tensor<384xf32>
    %4110 = stablehlo.divide %4104, %4109 : tensor<384xf32>
    %4111 = stablehlo.constant dense<0.9> : tensor<384x1152xf32>
    %4112 = stablehlo.multiply %4111, %m.blocks.1.attn.qkv.w : tensor<384x1152xf32>
    %4113 = stablehlo.constant dense<0.1> : tensor<384x1152xf32>
    %4114 = stablehlo.multiply %4113, %3103 : tensor<384x1152xf32>
    %4115 = stablehlo.add %4112, %4114 : tensor<384x1152xf32>
    %4116 = stablehlo.constant dense<0.999> : tensor<384x1152xf32>
    %4117 = stablehlo.multiply %4116, %v.blocks.1.attn.qkv.w : tensor<384x1152xf32>
    %4118 = stablehlo.constant dense<0.001> : tensor<384x1152xf32>
    %4119 = stablehlo.multiply %3103, %3103 : tensor<384x1152xf32>
    %4120 = stablehlo.multiply %4118, %4119 : tensor<384x1152xf32>
    %4121 = stablehlo.add %4117, %4120 : tensor<384x1152xf32>
    %4122 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %4123 = stablehlo.divide %4115, %4122 : tensor<384x1152xf32>
    %4124 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %4125 = stablehlo.divide %4121, %4124 : tensor<384x1152xf32>
    %4126 = stablehlo.sqrt %4125 : tensor<384x1152xf32>
    %4127 = stablehlo.constant dense<1.0e-08> : tensor<384x1152xf32>
    %4128 = stablehlo.add %4126, %4127 : tensor<384x1152xf32>
    %4129 = stablehlo.divide %4123, %4128 : tensor<384x1152xf32>
    %4130 = stablehlo.constant dense<0.9> : tensor<1152xf32>
    %4131 = stablehlo.multiply %4130, %m.blocks.1.attn.qkv.b : tensor<1152xf32>
    %4132 = stablehlo.constant dense<0.1> : tensor<1152xf32>
    %4133 = stablehlo.multiply %4132, %3108 : tensor<1152xf32>
    %4134 = stablehlo.add %4131, %4133 : tensor<1152xf32>
    %4135 = stablehlo.constant dense<0.999> : tensor<1152xf32>
    %4136 = stablehlo.multiply %4135, %v.blocks.1.attn.qkv.b : tensor<1152xf32>
    %4137 = stablehlo.constant dense<0.001> : tensor<1152xf32>
    %4138 = stablehlo.multiply %3108, %3108 : tensor<1152xf32>
    %4139 = stablehlo.multiply %4137, %4138 : tensor<1152xf32>
    %4140 = stablehlo.add %4136, %4139 : tensor<1152xf32>
    %4141 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %4142 = stablehlo.divide %4134, %4141 : tensor<1152xf32>
    %4143 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %4144 = stablehlo.divide %4140, %4143 : tensor<1152xf32>
    %4145 = stablehlo.sqrt %4144 : tensor<1152xf32>
    %4146 = stablehlo.constant dense<1.0e-08> : tensor<1152xf32>
    %4147 = stablehlo.add %4145, %4146 : tensor<1152xf32>
    %4148 = stablehlo.divide %4142, %4147 : tensor<1152xf32>
    %4149 = stablehlo.constant dense<0.9> : tensor<384x384xf32>
    %4150 = stablehlo.multiply %4149, %m.blocks.1.attn.proj.w : tensor<384x384xf32>
    %4151 = stablehlo.constant dense<0.1> : tensor<384x384xf32>
    %4152 = stablehlo.multiply %4151, %3113 : tensor<384x384xf32>
    %4153 = stablehlo.add %4150, %4152 : tensor<384x384xf32>
    %4154 = stablehlo.constant dense<0.999> : tensor<384x384xf32>
    %4155 = stablehlo.multiply %4154, %v.blocks.1.attn.proj.w : tensor<384x384xf32>
    %4156 = stablehlo.constant dense<0.001> : tensor<384x384xf32>
    %4157 = stablehlo.multiply %3113, %3113 : tensor<384x384xf32>
    %4158 = stablehlo.multiply %4156, %4157 : tensor<384x384xf32>
    %4159 = stablehlo.add %4155, %4158 : tensor<384x384xf32>
    %4160 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %4161 = stablehlo.divide %4153, %4160 : tensor<384x384xf32>
    %4162 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %4163 = stablehlo.divide %4159, %4162 : tensor<384x384xf32>
    %4164 = stablehlo.sqrt %4163 : tensor<384x384xf32>
    %4165 = stablehlo.constant dense<1.0e-08> : tensor<384x384xf32>
    %4166 = stablehlo.add %4164, %4165 : tensor<384x384xf32>
    %4167 = stablehlo.divide %4161, %4166 : tensor<384x384xf32>
    %4168 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4169 = stablehlo.multiply %4168, %m.blocks.1.attn.proj.b : tensor<384xf32>
    %4170 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4171 = stablehlo.multiply %4170, %3118 : tensor<384xf32>
    %4172 = stablehlo.add %4169, %4171 : tensor<384xf32>
    %4173 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4174 = stablehlo.multiply %4173, %v.blocks.1.attn.proj.b : tensor<384xf32>
    %4175 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4176 = stablehlo.multiply %3118, %3118 : tensor<384xf32>
    %4177 = stablehlo.multiply %4175, %4176 : tensor<384xf32>
    %4178 = stablehlo.add %4174, %4177 : tensor<384xf32>
    %4179 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4180 = stablehlo.divide %4172, %4179 : tensor<384xf32>
    %4181 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4182 = stablehlo.divide %4178, %4181 : tensor<384xf32>
    %4183 = stablehlo.sqrt %4182 : tensor<384xf32>
    %4184 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4185 = stablehlo.add %4183, %4184 : tensor<384xf32>
    %4186 = stablehlo.divide %4180, %4185 : tensor<384xf32>
    %4187 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4188 = stablehlo.multiply %4187, %m.blocks.1.norm2.g : tensor<384xf32>
    %4189 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4190 = stablehlo.multiply %4189, %3123 : tensor<384xf32>
    %4191 = stablehlo.add %4188, %4190 : tensor<384xf32>
    %4192 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4193 = stablehlo.multiply %4192, %v.blocks.1.norm2.g : tensor<384xf32>
    %4194 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4195 = stablehlo.multiply %3123, %3123 : tensor<384xf32>
    %4196 = stablehlo.multiply %4194, %4195 : tensor<384xf32>
    %4197 = stablehlo.add %4193, %4196 : tensor<384xf32>
    %4198 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4199 = stablehlo.divide %4191, %4198 : tensor<384xf32>
    %4200 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4201 = stablehlo.divide %4197, %4200 : tensor<384xf32>
    %4202 = stablehlo.sqrt %4201 : tensor<384xf32>
    %4203 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4204 = stablehlo.add %4202, %4203 : tensor<384xf32>
    %4205 = stablehlo.divide %4199, %4204 : tensor<384xf32>
    %4206 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4207 = stablehlo.multiply %4206, %m.blocks.1.norm2.b : tensor<384xf32>
    %4208 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4209 = stablehlo.multiply %4208, %3128 : tensor<384xf32>
    %4210 = stablehlo.add %4207, %4209 : tensor<384xf32>
    %4211 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4212 = stablehlo.multiply %4211, %v.blocks.1.norm2.b : tensor<384xf32>
    %4213 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4214 = stablehlo.multiply %3128, %3128 : tensor<384xf32>
    %4215 = stablehlo.multiply %4213, %4214 : tensor<384xf32>
    %4216 = stablehlo.add %4212, %4215 : tensor<384xf32>
    %4217 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4218 = stablehlo.divide %4210, %4217 : tensor<384xf32>
    %4219 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4220 = stablehlo.divide %4216, %4219 : tensor<384xf32>
    %4221 = stablehlo.sqrt %4220 : tensor<384xf32>
    %4222 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4223 = stablehlo.add %4221, %4222 : tensor<384xf32>
    %4224 = stablehlo.divide %4218, %4223 : tensor<384xf32>
    %4225 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %4226 = stablehlo.multiply %4225, %m.blocks.1.mlp.fc1.w : tensor<384x1536xf32>
    %4227 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %4228 = stablehlo.multiply %4227, %3133 : tensor<384x1536xf32>
    %4229 = stablehlo.add %4226, %4228 : tensor<384x1536xf32>
    %4230 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %4231 = stablehlo.multiply %4230, %v.blocks.1.mlp.fc1.w : tensor<384x1536xf32>
    %4232 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %4233 = stablehlo.multiply %3133, %3133 : tensor<384x1536xf32>
    %4234 = stablehlo.multiply %4232, %4233 : tensor<384x1536xf32>
    %4235 = stablehlo.add %4231, %4234 : tensor<384x1536xf32>
    %4236 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %4237 = stablehlo.divide %4229, %4236 : tensor<384x1536xf32>
    %4238 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %4239 = stablehlo.divide %4235, %4238 : tensor<384x1536xf32>
    %4240 = stablehlo.sqrt %4239 : tensor<384x1536xf32>
    %4241 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %4242 = stablehlo.add %4240, %4241 : tensor<384x1536xf32>
    %4243 = stablehlo.divide %4237, %4242 : tensor<384x1536xf32>
    %4244 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %4245 = stablehlo.multiply %4244, %m.blocks.1.mlp.fc1.b : tensor<1536xf32>
    %4246 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %4247 = stablehlo.multiply %4246, %3138 : tensor<1536xf32>
    %4248 = stablehlo.add %4245, %4247 : tensor<1536xf32>
    %4249 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %4250 = stablehlo.multiply %4249, %v.blocks.1.mlp.fc1.b : tensor<1536xf32>
    %4251 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %4252 = stablehlo.multiply %3138, %3138 : tensor<1536xf32>
    %4253 = stablehlo.multiply %4251, %4252 : tensor<1536xf32>
    %4254 = stablehlo.add %4250, %4253 : tensor<1536xf32>
    %4255 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %4256 = stablehlo.divide %4248, %4255 : tensor<1536xf32>
    %4257 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %4258 = stablehlo.divide %4254, %4257 : tensor<1536xf32>
    %4259 = stablehlo.sqrt %4258 : tensor<1536xf32>
    %4260 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %4261 = stablehlo.add %4259, %4260 : tensor<1536xf32>
    %4262 = stablehlo.divide %4256, %4261 : tensor<1536xf32>
    %4263 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %4264 = stablehlo.multiply %4263, %m.blocks.1.mlp.fc2.w : tensor<1536x384xf32>
    %4265 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %4266 = stablehlo.multiply %4265, %3143 : tensor<1536x384xf32>
    %4267 = stablehlo.add %4264, %4266 : tensor<1536x384xf32>
    %4268 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %4269 = stablehlo.multiply %4268, %v.blocks.1.mlp.fc2.w : tensor<1536x384xf32>
    %4270 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %4271 = stablehlo.multiply %3143, %3143 : tensor<1536x384xf32>
    %4272 = stablehlo.multiply %4270, %4271 : tensor<1536x384xf32>
    %4273 = stablehlo.add %4269, %4272 : tensor<1536x384xf32>
    %4274 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %4275 = stablehlo.divide %4267, %4274 : tensor<1536x384xf32>
    %4276 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %4277 = stablehlo.divide %4273, %4276 : tensor<1536x384xf32>
    %4278 = stablehlo.sqrt %4277 : tensor<1536x384xf32>
    %4279 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %4280 = stablehlo.add %4278, %4279 : tensor<1536x384xf32>
    %4281 = stablehlo.divide %4275, %4280 : tensor<1536x384xf32>
    %4282 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4283 = stablehlo.multiply %4282, %m.blocks.1.mlp.fc2.b : tensor<384xf32>
    %4284 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4285 = stablehlo.multiply %4284, %3148 : tensor<384xf32>
    %4286 = stablehlo.add %4283, %4285 : tensor<384xf32>
    %4287 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4288 = stablehlo.multiply %4287, %v.blocks.1.mlp.fc2.b : tensor<384xf32>
    %4289 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4290 = stablehlo.multiply %3148, %3148 : tensor<384xf32>
    %4291 = stablehlo.multiply %4289, %4290 : tensor<384xf32>
    %4292 = stablehlo.add %4288, %4291 : tensor<384xf32>
    %4293 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4294 = stablehlo.divide %4286, %4293 : tensor<384xf32>
    %4295 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4296 = stablehlo.divide %4292, %4295 : tensor<384xf32>
    %4297 = stablehlo.sqrt %4296 : tensor<384xf32>
    %4298 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4299 = stablehlo.add %4297, %4298 : tensor<384xf32>
    %4300 = stablehlo.divide %4294, %4299 : tensor<384xf32>
    %4301 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4302 = stablehlo.multiply %4301, %m.blocks.2.norm1.g : tensor<384xf32>
    %4303 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4304 = stablehlo.multiply %4303, %3153 : tensor<384xf32>
    %4305 = stablehlo.add %4302, %4304 : tensor<384xf32>
    %4306 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4307 = stablehlo.multiply %4306, %v.blocks.2.norm1.g : tensor<384xf32>
    %4308 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4309 = stablehlo.multiply %3153, %3153 : tensor<384xf32>
    %4310 = stablehlo.multiply %4308, %4309 : tensor<384xf32>
    %4311 = stablehlo.add %4307, %4310 : tensor<384xf32>
    %4312 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4313 = stablehlo.divide %4305, %4312 : tensor<384xf32>
    %4314 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4315 = stablehlo.divide %4311, %4314 : tensor<384xf32>
    %4316 = stablehlo.sqrt %4315 : tensor<384xf32>
    %4317 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4318 = stablehlo.add %4316, %4317 : tensor<384xf32>
    %4319 = stablehlo.divide %4313, %4318 : tensor<384xf32>
    %4320 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4321 = stablehlo.multiply %4320, %m.blocks.2.norm1.b : tensor<384xf32>
    %4322 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4323 = stablehlo.multiply %4322, %3158 : tensor<384xf32>
    %4324 = stablehlo.add %4321, %4323 : tensor<384xf32>
    %4325 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4326 = stablehlo.multiply %4325, %v.blocks.2.norm1.b : tensor<384xf32>
    %4327 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4328 = stablehlo.multiply %3158, %3158 : tensor<384xf32>
    %4329 = stablehlo.multiply %4327, %4328 : tensor<384xf32>
    %4330 = stablehlo.add %4326, %4329 : tensor<384xf32>
    %4331 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4332 = stablehlo.divide %4324, %4331 : tensor<384xf32>
    %4333 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4334 = stablehlo.divide %4330, %4333 : tensor<384xf32>
    %4335 = stablehlo.sqrt %4334 : tensor<384xf32>
    %4336 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4337 = stablehlo.add %4335, %4336 : tensor<384xf32>
    %4338 = stablehlo.divide %4332, %4337 : tensor<384xf32>
    %4339 = stablehlo.constant dense<0.9> : tensor<384x1152xf32>
    %4340 = stablehlo.multiply %4339, %m.blocks.2.attn.qkv.w : tensor<384x1152xf32>
    %4341 = stablehlo.constant dense<0.1> : tensor<384x1152xf32>
    %4342 = stablehlo.multiply %4341, %3163 : tensor<384x1152xf32>
    %4343 = stablehlo.add %4340, %4342 : tensor<384x1152xf32>
    %4344 = stablehlo.constant dense<0.999> : tensor<384x1152xf32>
    %4345 = stablehlo.multiply %4344, %v.blocks.2.attn.qkv.w : tensor<384x1152xf32>
    %4346 = stablehlo.constant dense<0.001> : tensor<384x1152xf32>
    %4347 = stablehlo.multiply %3163, %3163 : tensor<384x1152xf32>
    %4348 = stablehlo.multiply %4346, %4347 : tensor<384x1152xf32>
    %4349 = stablehlo.add %4345, %4348 : tensor<384x1152xf32>
    %4350 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %4351 = stablehlo.divide %4343, %4350 : tensor<384x1152xf32>
    %4352 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %4353 = stablehlo.divide %4349, %4352 : tensor<384x1152xf32>
    %4354 = stablehlo.sqrt %4353 : tensor<384x1152xf32>
    %4355 = stablehlo.constant dense<1.0e-08> : tensor<384x1152xf32>
    %4356 = stablehlo.add %4354, %4355 : tensor<384x1152xf32>
    %4357 = stablehlo.divide %4351, %4356 : tensor<384x1152xf32>
    %4358 = stablehlo.constant dense<0.9> : tensor<1152xf32>
    %4359 = stablehlo.multiply %4358, %m.blocks.2.attn.qkv.b : tensor<1152xf32>
    %4360 = stablehlo.constant dense<0.1> : tensor<1152xf32>
    %4361 = stablehlo.multiply %4360, %3168 : tensor<1152xf32>
    %4362 = stablehlo.add %4359, %4361 : tensor<1152xf32>
    %4363 = stablehlo.constant dense<0.999> : tensor<1152xf32>
    %4364 = stablehlo.multiply %4363, %v.blocks.2.attn.qkv.b : tensor<1152xf32>
    %4365 = stablehlo.constant dense<0.001> : tensor<1152xf32>
    %4366 = stablehlo.multiply %3168, %3168 : tensor<1152xf32>
    %4367 = stablehlo.multiply %4365, %4366 : tensor<1152xf32>
    %4368 = stablehlo.add %4364, %4367 : tensor<1152xf32>
    %4369 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %4370 = stablehlo.divide %4362, %4369 : tensor<1152xf32>
    %4371 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %4372 = stablehlo.divide %4368, %4371 : tensor<1152xf32>
    %4373 = stablehlo.sqrt %4372 : tensor<1152xf32>
    %4374 = stablehlo.constant dense<1.0e-08> : tensor<1152xf32>
    %4375 = stablehlo.add %4373, %4374 : tensor<1152xf32>
    %4376 = stablehlo.divide %4370, %4375 : tensor<1152xf32>
    %4377 = stablehlo.constant dense<0.9> : tensor<384x384xf32>
    %4378 = stablehlo.multiply %4377, %m.blocks.2.attn.proj.w : tensor<384x384xf32>
    %4379 = stablehlo.constant dense<0.1> : tensor<384x384xf32>
    %4380 = stablehlo.multiply %4379, %3173 : tensor<384x384xf32>
    %4381 = stablehlo.add %4378, %4380 : tensor<384x384xf32>
    %4382 = stablehlo.constant dense<0.999> : tensor<384x384xf32>
    %4383 = stablehlo.multiply %4382, %v.blocks.2.attn.proj.w : tensor<384x384xf32>
    %4384 = stablehlo.constant dense<0.001> : tensor<384x384xf32>
    %4385 = stablehlo.multiply %3173, %3173 : tensor<384x384xf32>
    %4386 = stablehlo.multiply %4384, %4385 : tensor<384x384xf32>
    %4387 = stablehlo.add %4383, %4386 : tensor<384x384xf32>
    %4388 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %4389 = stablehlo.divide %4381, %4388 : tensor<384x384xf32>
    %4390 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %4391 = stablehlo.divide %4387, %4390 : tensor<384x384xf32>
    %4392 = stablehlo.sqrt %4391 : tensor<384x384xf32>
    %4393 = stablehlo.constant dense<1.0e-08> : tensor<384x384xf32>
    %4394 = stablehlo.add %4392, %4393 : tensor<384x384xf32>
    %4395 = stablehlo.divide %4389, %4394 : tensor<384x384xf32>
    %4396 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4397 = stablehlo.multiply %4396, %m.blocks.2.attn.proj.b : tensor<384xf32>
    %4398 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4399 = stablehlo.multiply %4398, %3178 : tensor<384xf32>
    %4400 = stablehlo.add %4397, %4399 : tensor<384xf32>
    %4401 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4402 = stablehlo.multiply %4401, %v.blocks.2.attn.proj.b : tensor<384xf32>
    %4403 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4404 = stablehlo.multiply %3178, %3178 : tensor<384xf32>
    %4405 = stablehlo.multiply %4403, %4404 : tensor<384xf32>
    %4406 = stablehlo.add %4402, %4405 : tensor<384xf32>
    %4407 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4408 = stablehlo.divide %4400, %4407 : tensor<384xf32>
    %4409 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4410 = stablehlo.divide %4406, %4409 : tensor<384xf32>
    %4411 = stablehlo.sqrt %4410 : tensor<384xf32>
    %4412 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4413 = stablehlo.add %4411, %4412 : tensor<384xf32>
    %4414 = stablehlo.divide %4408, %4413 : tensor<384xf32>
    %4415 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4416 = stablehlo.multiply %4415, %m.blocks.2.norm2.g : tensor<384xf32>
    %4417 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4418 = stablehlo.multiply %4417, %3183 : tensor<384xf32>
    %4419 = stablehlo.add %4416, %4418 : tensor<384xf32>
    %4420 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4421 = stablehlo.multiply %4420, %v.blocks.2.norm2.g : tensor<384xf32>
    %4422 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4423 = stablehlo.multiply %3183, %3183 : tensor<384xf32>
    %4424 = stablehlo.multiply %4422, %4423 : tensor<384xf32>
    %4425 = stablehlo.add %4421, %4424 : tensor<384xf32>
    %4426 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4427 = stablehlo.divide %4419, %4426 : tensor<384xf32>
    %4428 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4429 = stablehlo.divide %4425, %4428 : tensor<384xf32>
    %4430 = stablehlo.sqrt %4429 : tensor<384xf32>
    %4431 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4432 = stablehlo.add %4430, %4431 : tensor<384xf32>
    %4433 = stablehlo.divide %4427, %4432 : tensor<384xf32>
    %4434 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4435 = stablehlo.multiply %4434, %m.blocks.2.norm2.b : tensor<384xf32>
    %4436 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4437 = stablehlo.multiply %4436, %3188 : tensor<384xf32>
    %4438 = stablehlo.add %4435, %4437 : tensor<384xf32>
    %4439 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4440 = stablehlo.multiply %4439, %v.blocks.2.norm2.b : tensor<384xf32>
    %4441 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4442 = stablehlo.multiply %3188, %3188 : tensor<384xf32>
    %4443 = stablehlo.multiply %4441, %4442 : tensor<384xf32>
    %4444 = stablehlo.add %4440, %4443 : tensor<384xf32>
    %4445 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4446 = stablehlo.divide %4438, %4445 : tensor<384xf32>
    %4447 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4448 = stablehlo.divide %4444, %4447 : tensor<384xf32>
    %4449 = stablehlo.sqrt %4448 : tensor<384xf32>
    %4450 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4451 = stablehlo.add %4449, %4450 : tensor<384xf32>
    %4452 = stablehlo.divide %4446, %4451 : tensor<384xf32>
    %4453 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %4454 = stablehlo.multiply %4453, %m.blocks.2.mlp.fc1.w : tensor<384x1536xf32>
    %4455 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %4456 = stablehlo.multiply %4455, %3193 : tensor<384x1536xf32>
    %4457 = stablehlo.add %4454, %4456 : tensor<384x1536xf32>
    %4458 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %4459 = stablehlo.multiply %4458, %v.blocks.2.mlp.fc1.w : tensor<384x1536xf32>
    %4460 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %4461 = stablehlo.multiply %3193, %3193 : tensor<384x1536xf32>
    %4462 = stablehlo.multiply %4460, %4461 : tensor<384x1536xf32>
    %4463 = stablehlo.add %4459, %4462 : tensor<384x1536xf32>
    %4464 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %4465 = stablehlo.divide %4457, %4464 : tensor<384x1536xf32>
    %4466 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %4467 = stablehlo.divide %4463, %4466 : tensor<384x1536xf32>
    %4468 = stablehlo.sqrt %4467 : tensor<384x1536xf32>
    %4469 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %4470 = stablehlo.add %4468, %4469 : tensor<384x1536xf32>
    %4471 = stablehlo.divide %4465, %4470 : tensor<384x1536xf32>
    %4472 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %4473 = stablehlo.multiply %4472, %m.blocks.2.mlp.fc1.b : tensor<1536xf32>
    %4474 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %4475 = stablehlo.multiply %4474, %3198 : tensor<1536xf32>
    %4476 = stablehlo.add %4473, %4475 : tensor<1536xf32>
    %4477 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %4478 = stablehlo.multiply %4477, %v.blocks.2.mlp.fc1.b : tensor<1536xf32>
    %4479 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %4480 = stablehlo.multiply %3198, %3198 : tensor<1536xf32>
    %4481 = stablehlo.multiply %4479, %4480 : tensor<1536xf32>
    %4482 = stablehlo.add %4478, %4481 : tensor<1536xf32>
    %4483 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %4484 = stablehlo.divide %4476, %4483 : tensor<1536xf32>
    %4485 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %4486 = stablehlo.divide %4482, %4485 : tensor<1536xf32>
    %4487 = stablehlo.sqrt %4486 : tensor<1536xf32>
    %4488 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %4489 = stablehlo.add %4487, %4488 : tensor<1536xf32>
    %4490 = stablehlo.divide %4484, %4489 : tensor<1536xf32>
    %4491 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %4492 = stablehlo.multiply %4491, %m.blocks.2.mlp.fc2.w : tensor<1536x384xf32>
    %4493 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %4494 = stablehlo.multiply %4493, %3203 : tensor<1536x384xf32>
    %4495 = stablehlo.add %4492, %4494 : tensor<1536x384xf32>
    %4496 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %4497 = stablehlo.multiply %4496, %v.blocks.2.mlp.fc2.w : tensor<1536x384xf32>
    %4498 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %4499 = stablehlo.multiply %3203, %3203 : tensor<1536x384xf32>
    %4500 = stablehlo.multiply %4498, %4499 : tensor<1536x384xf32>
    %4501 = stablehlo.add %4497, %4500 : tensor<1536x384xf32>
    %4502 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %4503 = stablehlo.divide %4495, %4502 : tensor<1536x384xf32>
    %4504 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %4505 = stablehlo.divide %4501, %4504 : tensor<1536x384xf32>
    %4506 = stablehlo.sqrt %4505 : tensor<1536x384xf32>
    %4507 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %4508 = stablehlo.add %4506, %4507 : tensor<1536x384xf32>
    %4509 = stablehlo.divide %4503, %4508 : tensor<1536x384xf32>
    %4510 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4511 = stablehlo.multiply %4510, %m.blocks.2.mlp.fc2.b : tensor<384xf32>
    %4512 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4513 = stablehlo.multiply %4512, %3208 : tensor<384xf32>
    %4514 = stablehlo.add %4511, %4513 : tensor<384xf32>
    %4515 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4516 = stablehlo.multiply %4515, %v.blocks.2.mlp.fc2.b : tensor<384xf32>
    %4517 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4518 = stablehlo.multiply %3208, %3208 : tensor<384xf32>
    %4519 = stablehlo.multiply %4517, %4518 : tensor<384xf32>
    %4520 = stablehlo.add %4516, %4519 : tensor<384xf32>
    %4521 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4522 = stablehlo.divide %4514, %4521 : tensor<384xf32>
    %4523 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4524 = stablehlo.divide %4520, %4523 : tensor<384xf32>
    %4525 = stablehlo.sqrt %4524 : tensor<384xf32>
    %4526 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4527 = stablehlo.add %4525, %4526 : tensor<384xf32>
    %4528 = stablehlo.divide %4522, %4527 : tensor<384xf32>
    %4529 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4530 = stablehlo.multiply %4529, %m.blocks.3.norm1.g : tensor<384xf32>
    %4531 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4532 = stablehlo.multiply %4531, %3213 : tensor<384xf32>
    %4533 = stablehlo.add %4530, %4532 : tensor<384xf32>
    %4534 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4535 = stablehlo.multiply %4534, %v.blocks.3.norm1.g : tensor<384xf32>
    %4536 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4537 = stablehlo.multiply %3213, %3213 : tensor<384xf32>
    %4538 = stablehlo.multiply %4536, %4537 : tensor<384xf32>
    %4539 = stablehlo.add %4535, %4538 : tensor<384xf32>
    %4540 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4541 = stablehlo.divide %4533, %4540 : tensor<384xf32>
    %4542 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4543 = stablehlo.divide %4539, %4542 : tensor<384xf32>
    %4544 = stablehlo.sqrt %4543 : tensor<384xf32>
    %4545 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4546 = stablehlo.add %4544, %4545 : tensor<384xf32>
    %4547 = stablehlo.divide %4541, %4546 : tensor<384xf32>
    %4548 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4549 = stablehlo.multiply %4548, %m.blocks.3.norm1.b : tensor<384xf32>
    %4550 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4551 = stablehlo.multiply %4550, %3218 : tensor<384xf32>
    %4552 = stablehlo.add %4549, %4551 : tensor<384xf32>
    %4553 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4554 = stablehlo.multiply %4553, %v.blocks.3.norm1.b : tensor<384xf32>
    %4555 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4556 = stablehlo.multiply %3218, %3218 : tensor<384xf32>
    %4557 = stablehlo.multiply %4555, %4556 : tensor<384xf32>
    %4558 = stablehlo.add %4554, %4557 : tensor<384xf32>
    %4559 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4560 = stablehlo.divide %4552, %4559 : tensor<384xf32>
    %4561 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4562 = stablehlo.divide %4558, %4561 : tensor<384xf32>
    %4563 = stablehlo.sqrt %4562 : tensor<384xf32>
    %4564 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4565 = stablehlo.add %4563, %4564 : tensor<384xf32>
    %4566 = stablehlo.divide %4560, %4565 : tensor<384xf32>
    %4567 = stablehlo.constant dense<0.9> : tensor<384x1152xf32>
    %4568 = stablehlo.multiply %4567, %m.blocks.3.attn.qkv.w : tensor<384x1152xf32>
    %4569 = stablehlo.constant dense<0.1> : tensor<384x1152xf32>
    %4570 = stablehlo.multiply %4569, %3223 : tensor<384x1152xf32>
    %4571 = stablehlo.add %4568, %4570 : tensor<384x1152xf32>
    %4572 = stablehlo.constant dense<0.999> : tensor<384x1152xf32>
    %4573 = stablehlo.multiply %4572, %v.blocks.3.attn.qkv.w : tensor<384x1152xf32>
    %4574 = stablehlo.constant dense<0.001> : tensor<384x1152xf32>
    %4575 = stablehlo.multiply %3223, %3223 : tensor<384x1152xf32>
    %4576 = stablehlo.multiply %4574, %4575 : tensor<384x1152xf32>
    %4577 = stablehlo.add %4573, %4576 : tensor<384x1152xf32>
    %4578 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %4579 = stablehlo.divide %4571, %4578 : tensor<384x1152xf32>
    %4580 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %4581 = stablehlo.divide %4577, %4580 : tensor<384x1152xf32>
    %4582 = stablehlo.sqrt %4581 : tensor<384x1152xf32>
    %4583 = stablehlo.constant dense<1.0e-08> : tensor<384x1152xf32>
    %4584 = stablehlo.add %4582, %4583 : tensor<384x1152xf32>
    %4585 = stablehlo.divide %4579, %4584 : tensor<384x1152xf32>
    %4586 = stablehlo.constant dense<0.9> : tensor<1152xf32>
    %4587 = stablehlo.multiply %4586, %m.blocks.3.attn.qkv.b : tensor<1152xf32>
    %4588 = stablehlo.constant dense<0.1> : tensor<1152xf32>
    %4589 = stablehlo.multiply %4588, %3228 : tensor<1152xf32>
    %4590 = stablehlo.add %4587, %4589 : tensor<1152xf32>
    %4591 = stablehlo.constant dense<0.999> : tensor<1152xf32>
    %4592 = stablehlo.multiply %4591, %v.blocks.3.attn.qkv.b : tensor<1152xf32>
    %4593 = stablehlo.constant dense<0.001> : tensor<1152xf32>
    %4594 = stablehlo.multiply %3228, %3228 : tensor<1152xf32>
    %4595 = stablehlo.multiply %4593, %4594 : tensor<1152xf32>
    %4596 = stablehlo.add %4592, %4595 : tensor<1152xf32>
    %4597 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %4598 = stablehlo.divide %4590, %4597 : tensor<1152xf32>
    %4599 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %4600 = stablehlo.divide %4596, %4599 : tensor<1152xf32>
    %4601 = stablehlo.sqrt %4600 : tensor<1152xf32>
    %4602 = stablehlo.constant dense<1.0e-08> : tensor<1152xf32>
    %4603 = stablehlo.add %4601, %4602 : tensor<1152xf32>
    %4604 = stablehlo.divide %4598, %4603 : tensor<1152xf32>
    %4605 = stablehlo.constant dense<0.9> : tensor<384x384xf32>
    %4606 = stablehlo.multiply %4605, %m.blocks.3.attn.proj.w : tensor<384x384xf32>
    %4607 = stablehlo.constant dense<0.1> : tensor<384x384xf32>
    %4608 = stablehlo.multiply %4607, %3233 : tensor<384x384xf32>
    %4609 = stablehlo.add %4606, %4608 : tensor<384x384xf32>
    %4610 = stablehlo.constant dense<0.999> : tensor<384x384xf32>
    %4611 = stablehlo.multiply %4610, %v.blocks.3.attn.proj.w : tensor<384x384xf32>
    %4612 = stablehlo.constant dense<0.001> : tensor<384x384xf32>
    %4613 = stablehlo.multiply %3233, %3233 : tensor<384x384xf32>
    %4614 = stablehlo.multiply %4612, %4613 : tensor<384x384xf32>
    %4615 = stablehlo.add %4611, %4614 : tensor<384x384xf32>
    %4616 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %4617 = stablehlo.divide %4609, %4616 : tensor<384x384xf32>
    %4618 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %4619 = stablehlo.divide %4615, %4618 : tensor<384x384xf32>
    %4620 = stablehlo.sqrt %4619 : tensor<384x384xf32>
    %4621 = stablehlo.constant dense<1.0e-08> : tensor<384x384xf32>
    %4622 = stablehlo.add %4620, %4621 : tensor<384x384xf32>
    %4623 = stablehlo.divide %4617, %4622 : tensor<384x384xf32>
    %4624 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4625 = stablehlo.multiply %4624, %m.blocks.3.attn.proj.b : tensor<384xf32>
    %4626 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4627 = stablehlo.multiply %4626, %3238 : tensor<384xf32>
    %4628 = stablehlo.add %4625, %4627 : tensor<384xf32>
    %4629 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4630 = stablehlo.multiply %4629, %v.blocks.3.attn.proj.b : tensor<384xf32>
    %4631 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4632 = stablehlo.multiply %3238, %3238 : tensor<384xf32>
    %4633 = stablehlo.multiply %4631, %4632 : tensor<384xf32>
    %4634 = stablehlo.add %4630, %4633 : tensor<384xf32>
    %4635 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4636 = stablehlo.divide %4628, %4635 : tensor<384xf32>
    %4637 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4638 = stablehlo.divide %4634, %4637 : tensor<384xf32>
    %4639 = stablehlo.sqrt %4638 : tensor<384xf32>
    %4640 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4641 = stablehlo.add %4639, %4640 : tensor<384xf32>
    %4642 = stablehlo.divide %4636, %4641 : tensor<384xf32>
    %4643 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4644 = stablehlo.multiply %4643, %m.blocks.3.norm2.g : tensor<384xf32>
    %4645 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4646 = stablehlo.multiply %4645, %3243 : tensor<384xf32>
    %4647 = stablehlo.add %4644, %4646 : tensor<384xf32>
    %4648 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4649 = stablehlo.multiply %4648, %v.blocks.3.norm2.g : tensor<384xf32>
    %4650 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4651 = stablehlo.multiply %3243, %3243 : tensor<384xf32>
    %4652 = stablehlo.multiply %4650, %4651 : tensor<384xf32>
    %4653 = stablehlo.add %4649, %4652 : tensor<384xf32>
    %4654 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4655 = stablehlo.divide %4647, %4654 : tensor<384xf32>
    %4656 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4657 = stablehlo.divide %4653, %4656 : tensor<384xf32>
    %4658 = stablehlo.sqrt %4657 : tensor<384xf32>
    %4659 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4660 = stablehlo.add %4658, %4659 : tensor<384xf32>
    %4661 = stablehlo.divide %4655, %4660 : tensor<384xf32>
    %4662 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4663 = stablehlo.multiply %4662, %m.blocks.3.norm2.b : tensor<384xf32>
    %4664 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4665 = stablehlo.multiply %4664, %3248 : tensor<384xf32>
    %4666 = stablehlo.add %4663, %4665 : tensor<384xf32>
    %4667 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4668 = stablehlo.multiply %4667, %v.blocks.3.norm2.b : tensor<384xf32>
    %4669 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4670 = stablehlo.multiply %3248, %3248 : tensor<384xf32>
    %4671 = stablehlo.multiply %4669, %4670 : tensor<384xf32>
    %4672 = stablehlo.add %4668, %4671 : tensor<384xf32>
    %4673 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4674 = stablehlo.divide %4666, %4673 : tensor<384xf32>
    %4675 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4676 = stablehlo.divide %4672, %4675 : tensor<384xf32>
    %4677 = stablehlo.sqrt %4676 : tensor<384xf32>
    %4678 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4679 = stablehlo.add %4677, %4678 : tensor<384xf32>
    %4680 = stablehlo.divide %4674, %4679 : tensor<384xf32>
    %4681 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %4682 = stablehlo.multiply %4681, %m.blocks.3.mlp.fc1.w : tensor<384x1536xf32>
    %4683 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %4684 = stablehlo.multiply %4683, %3253 : tensor<384x1536xf32>
    %4685 = stablehlo.add %4682, %4684 : tensor<384x1536xf32>
    %4686 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %4687 = stablehlo.multiply %4686, %v.blocks.3.mlp.fc1.w : tensor<384x1536xf32>
    %4688 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %4689 = stablehlo.multiply %3253, %3253 : tensor<384x1536xf32>
    %4690 = stablehlo.multiply %4688, %4689 : tensor<384x1536xf32>
    %4691 = stablehlo.add %4687, %4690 : tensor<384x1536xf32>
    %4692 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %4693 = stablehlo.divide %4685, %4692 : tensor<384x1536xf32>
    %4694 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %4695 = stablehlo.divide %4691, %4694 : tensor<384x1536xf32>
    %4696 = stablehlo.sqrt %4695 : tensor<384x1536xf32>
    %4697 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %4698 = stablehlo.add %4696, %4697 : tensor<384x1536xf32>
    %4699 = stablehlo.divide %4693, %4698 : tensor<384x1536xf32>
    %4700 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %4701 = stablehlo.multiply %4700, %m.blocks.3.mlp.fc1.b : tensor<1536xf32>
    %4702 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %4703 = stablehlo.multiply %4702, %3258 : tensor<1536xf32>
    %4704 = stablehlo.add %4701, %4703 : tensor<1536xf32>
    %4705 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %4706 = stablehlo.multiply %4705, %v.blocks.3.mlp.fc1.b : tensor<1536xf32>
    %4707 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %4708 = stablehlo.multiply %3258, %3258 : tensor<1536xf32>
    %4709 = stablehlo.multiply %4707, %4708 : tensor<1536xf32>
    %4710 = stablehlo.add %4706, %4709 : tensor<1536xf32>
    %4711 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %4712 = stablehlo.divide %4704, %4711 : tensor<1536xf32>
    %4713 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %4714 = stablehlo.divide %4710, %4713 : tensor<1536xf32>
    %4715 = stablehlo.sqrt %4714 : tensor<1536xf32>
    %4716 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %4717 = stablehlo.add %4715, %4716 : tensor<1536xf32>
    %4718 = stablehlo.divide %4712, %4717 : tensor<1536xf32>
    %4719 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %4720 = stablehlo.multiply %4719, %m.blocks.3.mlp.fc2.w : tensor<1536x384xf32>
    %4721 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %4722 = stablehlo.multiply %4721, %3263 : tensor<1536x384xf32>
    %4723 = stablehlo.add %4720, %4722 : tensor<1536x384xf32>
    %4724 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %4725 = stablehlo.multiply %4724, %v.blocks.3.mlp.fc2.w : tensor<1536x384xf32>
    %4726 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %4727 = stablehlo.multiply %3263, %3263 : tensor<1536x384xf32>
    %4728 = stablehlo.multiply %4726, %4727 : tensor<1536x384xf32>
    %4729 = stablehlo.add %4725, %4728 : tensor<1536x384xf32>
    %4730 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %4731 = stablehlo.divide %4723, %4730 : tensor<1536x384xf32>
    %4732 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %4733 = stablehlo.divide %4729, %4732 : tensor<1536x384xf32>
    %4734 = stablehlo.sqrt %4733 : tensor<1536x384xf32>
    %4735 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %4736 = stablehlo.add %4734, %4735 : tensor<1536x384xf32>
    %4737 = stablehlo.divide %4731, %4736 : tensor<1536x384xf32>
    %4738 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4739 = stablehlo.multiply %4738, %m.blocks.3.mlp.fc2.b : tensor<384xf32>
    %4740 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4741 = stablehlo.multiply %4740, %3268 : tensor<384xf32>
    %4742 = stablehlo.add %4739, %4741 : tensor<384xf32>
    %4743 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4744 = stablehlo.multiply %4743, %v.blocks.3.mlp.fc2.b : tensor<384xf32>
    %4745 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4746 = stablehlo.multiply %3268, %3268 : tensor<384xf32>
    %4747 = stablehlo.multiply %4745, %4746 : tensor<384xf32>
    %4748 = stablehlo.add %4744, %4747 : tensor<384xf32>
    %4749 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4750 = stablehlo.divide %4742, %4749 : tensor<384xf32>
    %4751 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4752 = stablehlo.divide %4748, %4751 : tensor<384xf32>
    %4753 = stablehlo.sqrt %4752 : tensor<384xf32>
    %4754 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4755 = stablehlo.add %4753, %4754 : tensor<384xf32>
    %4756 = stablehlo.divide %4750, %4755 : tensor<384xf32>
    %4757 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4758 = stablehlo.multiply %4757, %m.blocks.4.norm1.g : tensor<384xf32>
    %4759 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4760 = stablehlo.multiply %4759, %3273 : tensor<384xf32>
    %4761 = stablehlo.add %4758, %4760 : tensor<384xf32>
    %4762 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4763 = stablehlo.multiply %4762, %v.blocks.4.norm1.g : tensor<384xf32>
    %4764 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4765 = stablehlo.multiply %3273, %3273 : tensor<384xf32>
    %4766 = stablehlo.multiply %4764, %4765 : tensor<384xf32>
    %4767 = stablehlo.add %4763, %4766 : tensor<384xf32>
    %4768 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4769 = stablehlo.divide %4761, %4768 : tensor<384xf32>
    %4770 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4771 = stablehlo.divide %4767, %4770 : tensor<384xf32>
    %4772 = stablehlo.sqrt %4771 : tensor<384xf32>
    %4773 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4774 = stablehlo.add %4772, %4773 : tensor<384xf32>
    %4775 = stablehlo.divide %4769, %4774 : tensor<384xf32>
    %4776 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4777 = stablehlo.multiply %4776, %m.blocks.4.norm1.b : tensor<384xf32>
    %4778 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4779 = stablehlo.multiply %4778, %3278 : tensor<384xf32>
    %4780 = stablehlo.add %4777, %4779 : tensor<384xf32>
    %4781 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4782 = stablehlo.multiply %4781, %v.blocks.4.norm1.b : tensor<384xf32>
    %4783 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4784 = stablehlo.multiply %3278, %3278 : tensor<384xf32>
    %4785 = stablehlo.multiply %4783, %4784 : tensor<384xf32>
    %4786 = stablehlo.add %4782, %4785 : tensor<384xf32>
    %4787 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4788 = stablehlo.divide %4780, %4787 : tensor<384xf32>
    %4789 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4790 = stablehlo.divide %4786, %4789 : tensor<384xf32>
    %4791 = stablehlo.sqrt %4790 : tensor<384xf32>
    %4792 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4793 = stablehlo.add %4791, %4792 : tensor<384xf32>
    %4794 = stablehlo.divide %4788, %4793 : tensor<384xf32>
    %4795 = stablehlo.constant dense<0.9> : tensor<384x1152xf32>
    %4796 = stablehlo.multiply %4795, %m.blocks.4.attn.qkv.w : tensor<384x1152xf32>
    %4797 = stablehlo.constant dense<0.1> : tensor<384x1152xf32>
    %4798 = stablehlo.multiply %4797, %3283 : tensor<384x1152xf32>
    %4799 = stablehlo.add %4796, %4798 : tensor<384x1152xf32>
    %4800 = stablehlo.constant dense<0.999> : tensor<384x1152xf32>
    %4801 = stablehlo.multiply %4800, %v.blocks.4.attn.qkv.w : tensor<384x1152xf32>
    %4802 = stablehlo.constant dense<0.001> : tensor<384x1152xf32>
    %4803 = stablehlo.multiply %3283, %3283 : tensor<384x1152xf32>
    %4804 = stablehlo.multiply %4802, %4803 : tensor<384x1152xf32>
    %4805 = stablehlo.add %4801, %4804 : tensor<384x1152xf32>
    %4806 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %4807 = stablehlo.divide %4799, %4806 : tensor<384x1152xf32>
    %4808 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %4809 = stablehlo.divide %4805, %4808 : tensor<384x1152xf32>
    %4810 = stablehlo.sqrt %4809 : tensor<384x1152xf32>
    %4811 = stablehlo.constant dense<1.0e-08> : tensor<384x1152xf32>
    %4812 = stablehlo.add %4810, %4811 : tensor<384x1152xf32>
    %4813 = stablehlo.divide %4807, %4812 : tensor<384x1152xf32>
    %4814 = stablehlo.constant dense<0.9> : tensor<1152xf32>
    %4815 = stablehlo.multiply %4814, %m.blocks.4.attn.qkv.b : tensor<1152xf32>
    %4816 = stablehlo.constant dense<0.1> : tensor<1152xf32>
    %4817 = stablehlo.multiply %4816, %3288 : tensor<1152xf32>
    %4818 = stablehlo.add %4815, %4817 : tensor<1152xf32>
    %4819 = stablehlo.constant dense<0.999> : tensor<1152xf32>
    %4820 = stablehlo.multiply %4819, %v.blocks.4.attn.qkv.b : tensor<1152xf32>
    %4821 = stablehlo.constant dense<0.001> : tensor<1152xf32>
    %4822 = stablehlo.multiply %3288, %3288 : tensor<1152xf32>
    %4823 = stablehlo.multiply %4821, %4822 : tensor<1152xf32>
    %4824 = stablehlo.add %4820, %4823 : tensor<1152xf32>
    %4825 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %4826 = stablehlo.divide %4818, %4825 : tensor<1152xf32>
    %4827 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %4828 = stablehlo.divide %4824, %4827 : tensor<1152xf32>
    %4829 = stablehlo.sqrt %4828 : tensor<1152xf32>
    %4830 = stablehlo.constant dense<1.0e-08> : tensor<1152xf32>
    %4831 = stablehlo.add %4829, %4830 : tensor<1152xf32>
    %4832 = stablehlo.divide %4826, %4831 : tensor<1152xf32>
    %4833 = stablehlo.constant dense<0.9> : tensor<384x384xf32>
    %4834 = stablehlo.multiply %4833, %m.blocks.4.attn.proj.w : tensor<384x384xf32>
    %4835 = stablehlo.constant dense<0.1> : tensor<384x384xf32>
    %4836 = stablehlo.multiply %4835, %3293 : tensor<384x384xf32>
    %4837 = stablehlo.add %4834, %4836 : tensor<384x384xf32>
    %4838 = stablehlo.constant dense<0.999> : tensor<384x384xf32>
    %4839 = stablehlo.multiply %4838, %v.blocks.4.attn.proj.w : tensor<384x384xf32>
    %4840 = stablehlo.constant dense<0.001> : tensor<384x384xf32>
    %4841 = stablehlo.multiply %3293, %3293 : tensor<384x384xf32>
    %4842 = stablehlo.multiply %4840, %4841 : tensor<384x384xf32>
    %4843 = stablehlo.add %4839, %4842 : tensor<384x384xf32>
    %4844 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %4845 = stablehlo.divide %4837, %4844 : tensor<384x384xf32>
    %4846 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %4847 = stablehlo.divide %4843, %4846 : tensor<384x384xf32>
    %4848 = stablehlo.sqrt %4847 : tensor<384x384xf32>
    %4849 = stablehlo.constant dense<1.0e-08> : tensor<384x384xf32>
    %4850 = stablehlo.add %4848, %4849 : tensor<384x384xf32>
    %4851 = stablehlo.divide %4845, %4850 : tensor<384x384xf32>
    %4852 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4853 = stablehlo.multiply %4852, %m.blocks.4.attn.proj.b : tensor<384xf32>
    %4854 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4855 = stablehlo.multiply %4854, %3298 : tensor<384xf32>
    %4856 = stablehlo.add %4853, %4855 : tensor<384xf32>
    %4857 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4858 = stablehlo.multiply %4857, %v.blocks.4.attn.proj.b : tensor<384xf32>
    %4859 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4860 = stablehlo.multiply %3298, %3298 : tensor<384xf32>
    %4861 = stablehlo.multiply %4859, %4860 : tensor<384xf32>
    %4862 = stablehlo.add %4858, %4861 : tensor<384xf32>
    %4863 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4864 = stablehlo.divide %4856, %4863 : tensor<384xf32>
    %4865 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4866 = stablehlo.divide %4862, %4865 : tensor<384xf32>
    %4867 = stablehlo.sqrt %4866 : tensor<384xf32>
    %4868 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4869 = stablehlo.add %4867, %4868 : tensor<384xf32>
    %4870 = stablehlo.divide %4864, %4869 : tensor<384xf32>
    %4871 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4872 = stablehlo.multiply %4871, %m.blocks.4.norm2.g : tensor<384xf32>
    %4873 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4874 = stablehlo.multiply %4873, %3303 : tensor<384xf32>
    %4875 = stablehlo.add %4872, %4874 : tensor<384xf32>
    %4876 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4877 = stablehlo.multiply %4876, %v.blocks.4.norm2.g : tensor<384xf32>
    %4878 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4879 = stablehlo.multiply %3303, %3303 : tensor<384xf32>
    %4880 = stablehlo.multiply %4878, %4879 : tensor<384xf32>
    %4881 = stablehlo.add %4877, %4880 : tensor<384xf32>
    %4882 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4883 = stablehlo.divide %4875, %4882 : tensor<384xf32>
    %4884 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4885 = stablehlo.divide %4881, %4884 : tensor<384xf32>
    %4886 = stablehlo.sqrt %4885 : tensor<384xf32>
    %4887 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4888 = stablehlo.add %4886, %4887 : tensor<384xf32>
    %4889 = stablehlo.divide %4883, %4888 : tensor<384xf32>
    %4890 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4891 = stablehlo.multiply %4890, %m.blocks.4.norm2.b : tensor<384xf32>
    %4892 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4893 = stablehlo.multiply %4892, %3308 : tensor<384xf32>
    %4894 = stablehlo.add %4891, %4893 : tensor<384xf32>
    %4895 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4896 = stablehlo.multiply %4895, %v.blocks.4.norm2.b : tensor<384xf32>
    %4897 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4898 = stablehlo.multiply %3308, %3308 : tensor<384xf32>
    %4899 = stablehlo.multiply %4897, %4898 : tensor<384xf32>
    %4900 = stablehlo.add %4896, %4899 : tensor<384xf32>
    %4901 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4902 = stablehlo.divide %4894, %4901 : tensor<384xf32>
    %4903 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4904 = stablehlo.divide %4900, %4903 : tensor<384xf32>
    %4905 = stablehlo.sqrt %4904 : tensor<384xf32>
    %4906 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4907 = stablehlo.add %4905, %4906 : tensor<384xf32>
    %4908 = stablehlo.divide %4902, %4907 : tensor<384xf32>
    %4909 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %4910 = stablehlo.multiply %4909, %m.blocks.4.mlp.fc1.w : tensor<384x1536xf32>
    %4911 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %4912 = stablehlo.multiply %4911, %3313 : tensor<384x1536xf32>
    %4913 = stablehlo.add %4910, %4912 : tensor<384x1536xf32>
    %4914 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %4915 = stablehlo.multiply %4914, %v.blocks.4.mlp.fc1.w : tensor<384x1536xf32>
    %4916 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %4917 = stablehlo.multiply %3313, %3313 : tensor<384x1536xf32>
    %4918 = stablehlo.multiply %4916, %4917 : tensor<384x1536xf32>
    %4919 = stablehlo.add %4915, %4918 : tensor<384x1536xf32>
    %4920 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %4921 = stablehlo.divide %4913, %4920 : tensor<384x1536xf32>
    %4922 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %4923 = stablehlo.divide %4919, %4922 : tensor<384x1536xf32>
    %4924 = stablehlo.sqrt %4923 : tensor<384x1536xf32>
    %4925 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %4926 = stablehlo.add %4924, %4925 : tensor<384x1536xf32>
    %4927 = stablehlo.divide %4921, %4926 : tensor<384x1536xf32>
    %4928 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %4929 = stablehlo.multiply %4928, %m.blocks.4.mlp.fc1.b : tensor<1536xf32>
    %4930 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %4931 = stablehlo.multiply %4930, %3318 : tensor<1536xf32>
    %4932 = stablehlo.add %4929, %4931 : tensor<1536xf32>
    %4933 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %4934 = stablehlo.multiply %4933, %v.blocks.4.mlp.fc1.b : tensor<1536xf32>
    %4935 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %4936 = stablehlo.multiply %3318, %3318 : tensor<1536xf32>
    %4937 = stablehlo.multiply %4935, %4936 : tensor<1536xf32>
    %4938 = stablehlo.add %4934, %4937 : tensor<1536xf32>
    %4939 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %4940 = stablehlo.divide %4932, %4939 : tensor<1536xf32>
    %4941 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %4942 = stablehlo.divide %4938, %4941 : tensor<1536xf32>
    %4943 = stablehlo.sqrt %4942 : tensor<1536xf32>
    %4944 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %4945 = stablehlo.add %4943, %4944 : tensor<1536xf32>
    %4946 = stablehlo.divide %4940, %4945 : tensor<1536xf32>
    %4947 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %4948 = stablehlo.multiply %4947, %m.blocks.4.mlp.fc2.w : tensor<1536x384xf32>
    %4949 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %4950 = stablehlo.multiply %4949, %3323 : tensor<1536x384xf32>
    %4951 = stablehlo.add %4948, %4950 : tensor<1536x384xf32>
    %4952 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %4953 = stablehlo.multiply %4952, %v.blocks.4.mlp.fc2.w : tensor<1536x384xf32>
    %4954 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %4955 = stablehlo.multiply %3323, %3323 : tensor<1536x384xf32>
    %4956 = stablehlo.multiply %4954, %4955 : tensor<1536x384xf32>
    %4957 = stablehlo.add %4953, %4956 : tensor<1536x384xf32>
    %4958 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %4959 = stablehlo.divide %4951, %4958 : tensor<1536x384xf32>
    %4960 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %4961 = stablehlo.divide %4957, %4960 : tensor<1536x384xf32>
    %4962 = stablehlo.sqrt %4961 : tensor<1536x384xf32>
    %4963 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %4964 = stablehlo.add %4962, %4963 : tensor<1536x384xf32>
    %4965 = stablehlo.divide %4959, %4964 : tensor<1536x384xf32>
    %4966 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4967 = stablehlo.multiply %4966, %m.blocks.4.mlp.fc2.b : tensor<384xf32>
    %4968 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4969 = stablehlo.multiply %4968, %3328 : tensor<384xf32>
    %4970 = stablehlo.add %4967, %4969 : tensor<384xf32>
    %4971 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4972 = stablehlo.multiply %4971, %v.blocks.4.mlp.fc2.b : tensor<384xf32>
    %4973 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4974 = stablehlo.multiply %3328, %3328 : tensor<384xf32>
    %4975 = stablehlo.multiply %4973, %4974 : tensor<384xf32>
    %4976 = stablehlo.add %4972, %4975 : tensor<384xf32>
    %4977 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4978 = stablehlo.divide %4970, %4977 : tensor<384xf32>
    %4979 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4980 = stablehlo.divide %4976, %4979 : tensor<384xf32>
    %4981 = stablehlo.sqrt %4980 : tensor<384xf32>
    %4982 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4983 = stablehlo.add %4981, %4982 : tensor<384xf32>
    %4984 = stablehlo.divide %4978, %4983 : tensor<384xf32>
    %4985 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4986 = stablehlo.multiply %4985, %m.blocks.5.norm1.g : tensor<384xf32>
    %4987 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4988 = stablehlo.multiply %4987, %3333 : tensor<384xf32>
    %4989 = stablehlo.add %4986, %4988 : tensor<384xf32>
    %4990 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4991 = stablehlo.multiply %4990, %v.blocks.5.norm1.g : tensor<384xf32>
    %4992 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4993 = stablehlo.multiply %3333, %3333 : tensor<384xf32>
    %4994 = stablehlo.multiply %4992, %4993 : tensor<384xf32>
    %4995 = stablehlo.add %4991, %4994 : tensor<384xf32>
    %4996 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4997 = stablehlo.divide %4989, %4996 : tensor<384xf32>
    %4998 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4999 = stablehlo.divide %4995, %4998 : tensor<384xf32>
    %5000 = stablehlo.sqrt %4999 : tensor<384xf32>
    %5001 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5002 = stablehlo.add %5000, %5001 : tensor<384xf32>
    %5003 = stablehlo.divide %4997, %5002 : tensor<384xf32>
    %5004 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5005 = stablehlo.multiply %5004, %m.blocks.5.norm1.b : tensor<384xf32>
    %5006 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5007 = stablehlo.multiply %5006, %3338 : tensor<384xf32>
    %5008 = stablehlo.add %5005, %5007 : tensor<384xf32>
    %5009 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5010 = stablehlo.multiply %5009, %v.blocks.5.norm1.b : tensor<384xf32>
    %5011 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5012 = stablehlo.multiply %3338, %3338 : tensor<384xf32>
    %5013 = stablehlo.multiply %5011, %5012 : tensor<384xf32>
    %5014 = stablehlo.add %5010, %5013 : tensor<384xf32>
    %5015 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5016 = stablehlo.divide %5008, %5015 : tensor<384xf32>
    %5017 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5018 = stablehlo.divide %5014, %5017 : tensor<384xf32>
    %5019 = stablehlo.sqrt %5018 : tensor<384xf32>
    %5020 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5021 = stablehlo.add %5019, %5020 : tensor<384xf32>
    %5022 = stablehlo.divide %5016, %5021 : tensor<384xf32>
    %5023 = stablehlo.constant dense<0.9> : tensor<384x1152xf32>
    %5024 = stablehlo.multiply %5023, %m.blocks.5.attn.qkv.w : tensor<384x1152xf32>
    %5025 = stablehlo.constant dense<0.1> : tensor<384x1152xf32>
    %5026 = stablehlo.multiply %5025, %3343 : tensor<384x1152xf32>
    %5027 = stablehlo.add %5024, %5026 : tensor<384x1152xf32>
    %5028 = stablehlo.constant dense<0.999> : tensor<384x1152xf32>
    %5029 = stablehlo.multiply %5028, %v.blocks.5.attn.qkv.w : tensor<384x1152xf32>
    %5030 = stablehlo.constant dense<0.001> : tensor<384x1152xf32>
    %5031 = stablehlo.multiply %3343, %3343 : tensor<384x1152xf32>
    %5032 = stablehlo.multiply %5030, %5031 : tensor<384x1152xf32>
    %5033 = stablehlo.add %5029, %5032 : tensor<384x1152xf32>
    %5034 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %5035 = stablehlo.divide %5027, %5034 : tensor<384x1152xf32>
    %5036 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %5037 = stablehlo.divide %5033, %5036 : tensor<384x1152xf32>
    %5038 = stablehlo.sqrt %5037 : tensor<384x1152xf32>
    %5039 = stablehlo.constant dense<1.0e-08> : tensor<384x1152xf32>
    %5040 = stablehlo.add %5038, %5039 : tensor<384x1152xf32>
    %5041 = stablehlo.divide %5035, %5040 : tensor<384x1152xf32>
    %5042 = stablehlo.constant dense<0.9> : tensor<1152xf32>
    %5043 = stablehlo.multiply %5042, %m.blocks.5.attn.qkv.b : tensor<1152xf32>
    %5044 = stablehlo.constant dense<0.1> : tensor<1152xf32>
    %5045 = stablehlo.multiply %5044, %3348 : tensor<1152xf32>
    %5046 = stablehlo.add %5043, %5045 : tensor<1152xf32>
    %5047 = stablehlo.constant dense<0.999> : tensor<1152xf32>
    %5048 = stablehlo.multiply %5047, %v.blocks.5.attn.qkv.b : tensor<1152xf32>
    %5049 = stablehlo.constant dense<0.001> : tensor<1152xf32>
    %5050 = stablehlo.multiply %3348, %3348 : tensor<1152xf32>
    %5051 = stablehlo.multiply %5049, %5050 : tensor<1152xf32>
    %5052 = stablehlo.add %5048, %5051 : tensor<1152xf32>
    %5053 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %5054 = stablehlo.divide %5046, %5053 : tensor<1152xf32>
    %5055 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %5056 = stablehlo.divide %5052, %5055 : tensor<1152xf32>
    %5057 = stablehlo.sqrt %5056 : tensor<1152xf32>
    %5058 = stablehlo.constant dense<1.0e-08> : tensor<1152xf32>
    %5059 = stablehlo.add %5057, %5058 : tensor<1152xf32>
    %5060 = stablehlo.divide %5054, %5059 : tensor<1152xf32>
    %5061 = stablehlo.constant dense<0.9> : tensor<384x384xf32>
    %5062 = stablehlo.multiply %5061, %m.blocks.5.attn.proj.w : tensor<384x384xf32>
    %5063 = stablehlo.constant dense<0.1> : tensor<384x384xf32>
    %5064 = stablehlo.multiply %5063, %3353 : tensor<384x384xf32>
    %5065 = stablehlo.add %5062, %5064 : tensor<384x384xf32>
    %5066 = stablehlo.constant dense<0.999> : tensor<384x384xf32>
    %5067 = stablehlo.multiply %5066, %v.blocks.5.attn.proj.w : tensor<384x384xf32>
    %5068 = stablehlo.constant dense<0.001> : tensor<384x384xf32>
    %5069 = stablehlo.multiply %3353, %3353 : tensor<384x384xf32>
    %5070 = stablehlo.multiply %5068, %5069 : tensor<384x384xf32>
    %5071 = stablehlo.add %5067, %5070 : tensor<384x384xf32>
    %5072 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %5073 = stablehlo.divide %5065, %5072 : tensor<384x384xf32>
    %5074 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %5075 = stablehlo.divide %5071, %5074 : tensor<384x384xf32>
    %5076 = stablehlo.sqrt %5075 : tensor<384x384xf32>
    %5077 = stablehlo.constant dense<1.0e-08> : tensor<384x384xf32>
    %5078 = stablehlo.add %5076, %5077 : tensor<384x384xf32>
    %5079 = stablehlo.divide %5073, %5078 : tensor<384x384xf32>
    %5080 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5081 = stablehlo.multiply %5080, %m.blocks.5.attn.proj.b : tensor<384xf32>
    %5082 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5083 = stablehlo.multiply %5082, %3358 : tensor<384xf32>
    %5084 = stablehlo.add %5081, %5083 : tensor<384xf32>
    %5085 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5086 = stablehlo.multiply %5085, %v.blocks.5.attn.proj.b : tensor<384xf32>
    %5087 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5088 = stablehlo.multiply %3358, %3358 : tensor<384xf32>
    %5089 = stablehlo.multiply %5087, %5088 : tensor<384xf32>
    %5090 = stablehlo.add %5086, %5089 : tensor<384xf32>
    %5091 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5092 = stablehlo.divide %5084, %5091 : tensor<384xf32>
    %5093 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5094 = stablehlo.divide %5090, %5093 : tensor<384xf32>
    %5095 = stablehlo.sqrt %5094 : tensor<384xf32>
    %5096 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5097 = stablehlo.add %5095, %5096 : tensor<384xf32>
    %5098 = stablehlo.divide %5092, %5097 : tensor<384xf32>
    %5099 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5100 = stablehlo.multiply %5099, %m.blocks.5.norm2.g : tensor<384xf32>
    %5101 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5102 = stablehlo.multiply %5101, %3363 : tensor<384xf32>
    %5103 = stablehlo.add %5100, %5102 : tensor<384xf32>
    %5104 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5105 = stablehlo.multiply %5104, %v.blocks.5.norm2.g : tensor<384xf32>
    %5106 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5107 = stablehlo.multiply %3363, %3363 : tensor<384xf32>
    %5108 = stablehlo.multiply %5106, %5107 : tensor<384xf32>
    %5109 = stablehlo.add %5105, %5108 : tensor<384xf32>
    %5110 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5111 = stablehlo.divide %5103, %5110 : tensor<384xf32>
    %5112 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5113 = stablehlo.divide %5109, %5112 : tensor<384xf32>
    %5114 = stablehlo.sqrt %5113 : tensor<384xf32>
    %5115 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5116 = stablehlo.add %5114, %5115 : tensor<384xf32>
    %5117 = stablehlo.divide %5111, %5116 : tensor<384xf32>
    %5118 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5119 = stablehlo.multiply %5118, %m.blocks.5.norm2.b : tensor<384xf32>
    %5120 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5121 = stablehlo.multiply %5120, %3368 : tensor<384xf32>
    %5122 = stablehlo.add %5119, %5121 : tensor<384xf32>
    %5123 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5124 = stablehlo.multiply %5123, %v.blocks.5.norm2.b : tensor<384xf32>
    %5125 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5126 = stablehlo.multiply %3368, %3368 : tensor<384xf32>
    %5127 = stablehlo.multiply %5125, %5126 : tensor<384xf32>
    %5128 = stablehlo.add %5124, %5127 : tensor<384xf32>
    %5129 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5130 = stablehlo.divide %5122, %5129 : tensor<384xf32>
    %5131 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5132 = stablehlo.divide %5128, %5131 : tensor<384xf32>
    %5133 = stablehlo.sqrt %5132 : tensor<384xf32>
    %5134 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5135 = stablehlo.add %5133, %5134 : tensor<384xf32>
    %5136 = stablehlo.divide %5130, %5135 : tensor<384xf32>
    %5137 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %5138 = stablehlo.multiply %5137, %m.blocks.5.mlp.fc1.w : tensor<384x1536xf32>
    %5139 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %5140 = stablehlo.multiply %5139, %3373 : tensor<384x1536xf32>
    %5141 = stablehlo.add %5138, %5140 : tensor<384x1536xf32>
    %5142 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %5143 = stablehlo.multiply %5142, %v.blocks.5.mlp.fc1.w : tensor<384x1536xf32>
    %5144 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %5145 = stablehlo.multiply %3373, %3373 : tensor<384x1536xf32>
    %5146 = stablehlo.multiply %5144, %5145 : tensor<384x1536xf32>
    %5147 = stablehlo.add %5143, %5146 : tensor<384x1536xf32>
    %5148 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5149 = stablehlo.divide %5141, %5148 : tensor<384x1536xf32>
    %5150 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5151 = stablehlo.divide %5147, %5150 : tensor<384x1536xf32>
    %5152 = stablehlo.sqrt %5151 : tensor<384x1536xf32>
    %5153 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %5154 = stablehlo.add %5152, %5153 : tensor<384x1536xf32>
    %5155 = stablehlo.divide %5149, %5154 : tensor<384x1536xf32>
    %5156 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %5157 = stablehlo.multiply %5156, %m.blocks.5.mlp.fc1.b : tensor<1536xf32>
    %5158 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %5159 = stablehlo.multiply %5158, %3378 : tensor<1536xf32>
    %5160 = stablehlo.add %5157, %5159 : tensor<1536xf32>
    %5161 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %5162 = stablehlo.multiply %5161, %v.blocks.5.mlp.fc1.b : tensor<1536xf32>
    %5163 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %5164 = stablehlo.multiply %3378, %3378 : tensor<1536xf32>
    %5165 = stablehlo.multiply %5163, %5164 : tensor<1536xf32>
    %5166 = stablehlo.add %5162, %5165 : tensor<1536xf32>
    %5167 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5168 = stablehlo.divide %5160, %5167 : tensor<1536xf32>
    %5169 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5170 = stablehlo.divide %5166, %5169 : tensor<1536xf32>
    %5171 = stablehlo.sqrt %5170 : tensor<1536xf32>
    %5172 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %5173 = stablehlo.add %5171, %5172 : tensor<1536xf32>
    %5174 = stablehlo.divide %5168, %5173 : tensor<1536xf32>
    %5175 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %5176 = stablehlo.multiply %5175, %m.blocks.5.mlp.fc2.w : tensor<1536x384xf32>
    %5177 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %5178 = stablehlo.multiply %5177, %3383 : tensor<1536x384xf32>
    %5179 = stablehlo.add %5176, %5178 : tensor<1536x384xf32>
    %5180 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %5181 = stablehlo.multiply %5180, %v.blocks.5.mlp.fc2.w : tensor<1536x384xf32>
    %5182 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %5183 = stablehlo.multiply %3383, %3383 : tensor<1536x384xf32>
    %5184 = stablehlo.multiply %5182, %5183 : tensor<1536x384xf32>
    %5185 = stablehlo.add %5181, %5184 : tensor<1536x384xf32>
    %5186 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5187 = stablehlo.divide %5179, %5186 : tensor<1536x384xf32>
    %5188 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5189 = stablehlo.divide %5185, %5188 : tensor<1536x384xf32>
    %5190 = stablehlo.sqrt %5189 : tensor<1536x384xf32>
    %5191 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %5192 = stablehlo.add %5190, %5191 : tensor<1536x384xf32>
    %5193 = stablehlo.divide %5187, %5192 : tensor<1536x384xf32>
    %5194 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5195 = stablehlo.multiply %5194, %m.blocks.5.mlp.fc2.b : tensor<384xf32>
    %5196 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5197 = stablehlo.multiply %5196, %3388 : tensor<384xf32>
    %5198 = stablehlo.add %5195, %5197 : tensor<384xf32>
    %5199 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5200 = stablehlo.multiply %5199, %v.blocks.5.mlp.fc2.b : tensor<384xf32>
    %5201 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5202 = stablehlo.multiply %3388, %3388 : tensor<384xf32>
    %5203 = stablehlo.multiply %5201, %5202 : tensor<384xf32>
    %5204 = stablehlo.add %5200, %5203 : tensor<384xf32>
    %5205 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5206 = stablehlo.divide %5198, %5205 : tensor<384xf32>
    %5207 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5208 = stablehlo.divide %5204, %5207 : tensor<384xf32>
    %5209 = stablehlo.sqrt %5208 : tensor<384xf32>
    %5210 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5211 = stablehlo.add %5209, %5210 : tensor<384xf32>
    %5212 = stablehlo.divide %5206, %5211 : tensor<384xf32>
    %5213 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5214 = stablehlo.multiply %5213, %m.blocks.6.norm1.g : tensor<384xf32>
    %5215 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5216 = stablehlo.multiply %5215, %3393 : tensor<384xf32>
    %5217 = stablehlo.add %5214, %5216 : tensor<384xf32>
    %5218 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5219 = stablehlo.multiply %5218, %v.blocks.6.norm1.g : tensor<384xf32>
    %5220 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5221 = stablehlo.multiply %3393, %3393 : tensor<384xf32>
    %5222 = stablehlo.multiply %5220, %5221 : tensor<384xf32>
    %5223 = stablehlo.add %5219, %5222 : tensor<384xf32>
    %5224 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5225 = stablehlo.divide %5217, %5224 : tensor<384xf32>
    %5226 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5227 = stablehlo.divide %5223, %5226 : tensor<384xf32>
    %5228 = stablehlo.sqrt %5227 : tensor<384xf32>
    %5229 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5230 = stablehlo.add %5228, %5229 : tensor<384xf32>
    %5231 = stablehlo.divide %5225, %5230 : tensor<384xf32>
    %5232 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5233 = stablehlo.multiply %5232, %m.blocks.6.norm1.b : tensor<384xf32>
    %5234 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5235 = stablehlo.multiply %5234, %3398 : tensor<384xf32>
    %5236 = stablehlo.add %5233, %5235 : tensor<384xf32>
    %5237 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5238 = stablehlo.multiply %5237, %v.blocks.6.norm1.b : tensor<384xf32>
    %5239 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5240 = stablehlo.multiply %3398, %3398 : tensor<384xf32>
    %5241 = stablehlo.multiply %5239, %5240 : tensor<384xf32>
    %5242 = stablehlo.add %5238, %5241 : tensor<384xf32>
    %5243 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5244 = stablehlo.divide %5236, %5243 : tensor<384xf32>
    %5245 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5246 = stablehlo.divide %5242, %5245 : tensor<384xf32>
    %5247 = stablehlo.sqrt %5246 : tensor<384xf32>
    %5248 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5249 = stablehlo.add %5247, %5248 : tensor<384xf32>
    %5250 = stablehlo.divide %5244, %5249 : tensor<384xf32>
    %5251 = stablehlo.constant dense<0.9> : tensor<384x1152xf32>
    %5252 = stablehlo.multiply %5251, %m.blocks.6.attn.qkv.w : tensor<384x1152xf32>
    %5253 = stablehlo.constant dense<0.1> : tensor<384x1152xf32>
    %5254 = stablehlo.multiply %5253, %3403 : tensor<384x1152xf32>
    %5255 = stablehlo.add %5252, %5254 : tensor<384x1152xf32>
    %5256 = stablehlo.constant dense<0.999> : tensor<384x1152xf32>
    %5257 = stablehlo.multiply %5256, %v.blocks.6.attn.qkv.w : tensor<384x1152xf32>
    %5258 = stablehlo.constant dense<0.001> : tensor<384x1152xf32>
    %5259 = stablehlo.multiply %3403, %3403 : tensor<384x1152xf32>
    %5260 = stablehlo.multiply %5258, %5259 : tensor<384x1152xf32>
    %5261 = stablehlo.add %5257, %5260 : tensor<384x1152xf32>
    %5262 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %5263 = stablehlo.divide %5255, %5262 : tensor<384x1152xf32>
    %5264 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %5265 = stablehlo.divide %5261, %5264 : tensor<384x1152xf32>
    %5266 = stablehlo.sqrt %5265 : tensor<384x1152xf32>
    %5267 = stablehlo.constant dense<1.0e-08> : tensor<384x1152xf32>
    %5268 = stablehlo.add %5266, %5267 : tensor<384x1152xf32>
    %5269 = stablehlo.divide %5263, %5268 : tensor<384x1152xf32>
    %5270 = stablehlo.constant dense<0.9> : tensor<1152xf32>
    %5271 = stablehlo.multiply %5270, %m.blocks.6.attn.qkv.b : tensor<1152xf32>
    %5272 = stablehlo.constant dense<0.1> : tensor<1152xf32>
    %5273 = stablehlo.multiply %5272, %3408 : tensor<1152xf32>
    %5274 = stablehlo.add %5271, %5273 : tensor<1152xf32>
    %5275 = stablehlo.constant dense<0.999> : tensor<1152xf32>
    %5276 = stablehlo.multiply %5275, %v.blocks.6.attn.qkv.b : tensor<1152xf32>
    %5277 = stablehlo.constant dense<0.001> : tensor<1152xf32>
    %5278 = stablehlo.multiply %3408, %3408 : tensor<1152xf32>
    %5279 = stablehlo.multiply %5277, %5278 : tensor<1152xf32>
    %5280 = stablehlo.add %5276, %5279 : tensor<1152xf32>
    %5281 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %5282 = stablehlo.divide %5274, %5281 : tensor<1152xf32>
    %5283 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %5284 = stablehlo.divide %5280, %5283 : tensor<1152xf32>
    %5285 = stablehlo.sqrt %5284 : tensor<1152xf32>
    %5286 = stablehlo.constant dense<1.0e-08> : tensor<1152xf32>
    %5287 = stablehlo.add %5285, %5286 : tensor<1152xf32>
    %5288 = stablehlo.divide %5282, %5287 : tensor<1152xf32>
    %5289 = stablehlo.constant dense<0.9> : tensor<384x384xf32>
    %5290 = stablehlo.multiply %5289, %m.blocks.6.attn.proj.w : tensor<384x384xf32>
    %5291 = stablehlo.constant dense<0.1> : tensor<384x384xf32>
    %5292 = stablehlo.multiply %5291, %3413 : tensor<384x384xf32>
    %5293 = stablehlo.add %5290, %5292 : tensor<384x384xf32>
    %5294 = stablehlo.constant dense<0.999> : tensor<384x384xf32>
    %5295 = stablehlo.multiply %5294, %v.blocks.6.attn.proj.w : tensor<384x384xf32>
    %5296 = stablehlo.constant dense<0.001> : tensor<384x384xf32>
    %5297 = stablehlo.multiply %3413, %3413 : tensor<384x384xf32>
    %5298 = stablehlo.multiply %5296, %5297 : tensor<384x384xf32>
    %5299 = stablehlo.add %5295, %5298 : tensor<384x384xf32>
    %5300 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %5301 = stablehlo.divide %5293, %5300 : tensor<384x384xf32>
    %5302 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %5303 = stablehlo.divide %5299, %5302 : tensor<384x384xf32>
    %5304 = stablehlo.sqrt %5303 : tensor<384x384xf32>
    %5305 = stablehlo.constant dense<1.0e-08> : tensor<384x384xf32>
    %5306 = stablehlo.add %5304, %5305 : tensor<384x384xf32>
    %5307 = stablehlo.divide %5301, %5306 : tensor<384x384xf32>
    %5308 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5309 = stablehlo.multiply %5308, %m.blocks.6.attn.proj.b : tensor<384xf32>
    %5310 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5311 = stablehlo.multiply %5310, %3418 : tensor<384xf32>
    %5312 = stablehlo.add %5309, %5311 : tensor<384xf32>
    %5313 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5314 = stablehlo.multiply %5313, %v.blocks.6.attn.proj.b : tensor<384xf32>
    %5315 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5316 = stablehlo.multiply %3418, %3418 : tensor<384xf32>
    %5317 = stablehlo.multiply %5315, %5316 : tensor<384xf32>
    %5318 = stablehlo.add %5314, %5317 : tensor<384xf32>
    %5319 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5320 = stablehlo.divide %5312, %5319 : tensor<384xf32>
    %5321 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5322 = stablehlo.divide %5318, %5321 : tensor<384xf32>
    %5323 = stablehlo.sqrt %5322 : tensor<384xf32>
    %5324 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5325 = stablehlo.add %5323, %5324 : tensor<384xf32>
    %5326 = stablehlo.divide %5320, %5325 : tensor<384xf32>
    %5327 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5328 = stablehlo.multiply %5327, %m.blocks.6.norm2.g : tensor<384xf32>
    %5329 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5330 = stablehlo.multiply %5329, %3423 : tensor<384xf32>
    %5331 = stablehlo.add %5328, %5330 : tensor<384xf32>
    %5332 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5333 = stablehlo.multiply %5332, %v.blocks.6.norm2.g : tensor<384xf32>
    %5334 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5335 = stablehlo.multiply %3423, %3423 : tensor<384xf32>
    %5336 = stablehlo.multiply %5334, %5335 : tensor<384xf32>
    %5337 = stablehlo.add %5333, %5336 : tensor<384xf32>
    %5338 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5339 = stablehlo.divide %5331, %5338 : tensor<384xf32>
    %5340 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5341 = stablehlo.divide %5337, %5340 : tensor<384xf32>
    %5342 = stablehlo.sqrt %5341 : tensor<384xf32>
    %5343 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5344 = stablehlo.add %5342, %5343 : tensor<384xf32>
    %5345 = stablehlo.divide %5339, %5344 : tensor<384xf32>
    %5346 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5347 = stablehlo.multiply %5346, %m.blocks.6.norm2.b : tensor<384xf32>
    %5348 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5349 = stablehlo.multiply %5348, %3428 : tensor<384xf32>
    %5350 = stablehlo.add %5347, %5349 : tensor<384xf32>
    %5351 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5352 = stablehlo.multiply %5351, %v.blocks.6.norm2.b : tensor<384xf32>
    %5353 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5354 = stablehlo.multiply %3428, %3428 : tensor<384xf32>
    %5355 = stablehlo.multiply %5353, %5354 : tensor<384xf32>
    %5356 = stablehlo.add %5352, %5355 : tensor<384xf32>
    %5357 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5358 = stablehlo.divide %5350, %5357 : tensor<384xf32>
    %5359 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5360 = stablehlo.divide %5356, %5359 : tensor<384xf32>
    %5361 = stablehlo.sqrt %5360 : tensor<384xf32>
    %5362 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5363 = stablehlo.add %5361, %5362 : tensor<384xf32>
    %5364 = stablehlo.divide %5358, %5363 : tensor<384xf32>
    %5365 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %5366 = stablehlo.multiply %5365, %m.blocks.6.mlp.fc1.w : tensor<384x1536xf32>
    %5367 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %5368 = stablehlo.multiply %5367, %3433 : tensor<384x1536xf32>
    %5369 = stablehlo.add %5366, %5368 : tensor<384x1536xf32>
    %5370 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %5371 = stablehlo.multiply %5370, %v.blocks.6.mlp.fc1.w : tensor<384x1536xf32>
    %5372 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %5373 = stablehlo.multiply %3433, %3433 : tensor<384x1536xf32>
    %5374 = stablehlo.multiply %5372, %5373 : tensor<384x1536xf32>
    %5375 = stablehlo.add %5371, %5374 : tensor<384x1536xf32>
    %5376 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5377 = stablehlo.divide %5369, %5376 : tensor<384x1536xf32>
    %5378 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5379 = stablehlo.divide %5375, %5378 : tensor<384x1536xf32>
    %5380 = stablehlo.sqrt %5379 : tensor<384x1536xf32>
    %5381 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %5382 = stablehlo.add %5380, %5381 : tensor<384x1536xf32>
    %5383 = stablehlo.divide %5377, %5382 : tensor<384x1536xf32>
    %5384 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %5385 = stablehlo.multiply %5384, %m.blocks.6.mlp.fc1.b : tensor<1536xf32>
    %5386 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %5387 = stablehlo.multiply %5386, %3438 : tensor<1536xf32>
    %5388 = stablehlo.add %5385, %5387 : tensor<1536xf32>
    %5389 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %5390 = stablehlo.multiply %5389, %v.blocks.6.mlp.fc1.b : tensor<1536xf32>
    %5391 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %5392 = stablehlo.multiply %3438, %3438 : tensor<1536xf32>
    %5393 = stablehlo.multiply %5391, %5392 : tensor<1536xf32>
    %5394 = stablehlo.add %5390, %5393 : tensor<1536xf32>
    %5395 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5396 = stablehlo.divide %5388, %5395 : tensor<1536xf32>
    %5397 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5398 = stablehlo.divide %5394, %5397 : tensor<1536xf32>
    %5399 = stablehlo.sqrt %5398 : tensor<1536xf32>
    %5400 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %5401 = stablehlo.add %5399, %5400 : tensor<1536xf32>
    %5402 = stablehlo.divide %5396, %5401 : tensor<1536xf32>
    %5403 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %5404 = stablehlo.multiply %5403, %m.blocks.6.mlp.fc2.w : tensor<1536x384xf32>
    %5405 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %5406 = stablehlo.multiply %5405, %3443 : tensor<1536x384xf32>
    %5407 = stablehlo.add %5404, %5406 : tensor<1536x384xf32>
    %5408 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %5409 = stablehlo.multiply %5408, %v.blocks.6.mlp.fc2.w : tensor<1536x384xf32>
    %5410 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %5411 = stablehlo.multiply %3443, %3443 : tensor<1536x384xf32>
    %5412 = stablehlo.multiply %5410, %5411 : tensor<1536x384xf32>
    %5413 = stablehlo.add %5409, %5412 : tensor<1536x384xf32>
    %5414 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5415 = stablehlo.divide %5407, %5414 : tensor<1536x384xf32>
    %5416 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5417 = stablehlo.divide %5413, %5416 : tensor<1536x384xf32>
    %5418 = stablehlo.sqrt %5417 : tensor<1536x384xf32>
    %5419 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %5420 = stablehlo.add %5418, %5419 : tensor<1536x384xf32>
    %5421 = stablehlo.divide %5415, %5420 : tensor<1536x384xf32>
    %5422 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5423 = stablehlo.multiply %5422, %m.blocks.6.mlp.fc2.b : tensor<384xf32>
    %5424 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5425 = stablehlo.multiply %5424, %3448 : tensor<384xf32>
    %5426 = stablehlo.add %5423, %5425 : tensor<384xf32>
    %5427 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5428 = stablehlo.multiply %5427, %v.blocks.6.mlp.fc2.b : tensor<384xf32>
    %5429 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5430 = stablehlo.multiply %3448, %3448 : tensor<384xf32>
    %5431 = stablehlo.multiply %5429, %5430 : tensor<384xf32>
    %5432 = stablehlo.add %5428, %5431 : tensor<384xf32>
    %5433 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5434 = stablehlo.divide %5426, %5433 : tensor<384xf32>
    %5435 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5436 = stablehlo.divide %5432, %5435 : tensor<384xf32>
    %5437 = stablehlo.sqrt %5436 : tensor<384xf32>
    %5438 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5439 = stablehlo.add %5437, %5438 : tensor<384xf32>
    %5440 = stablehlo.divide %5434, %5439 : tensor<384xf32>
    %5441 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5442 = stablehlo.multiply %5441, %m.blocks.7.norm1.g : tensor<384xf32>
    %5443 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5444 = stablehlo.multiply %5443, %3453 : tensor<384xf32>
    %5445 = stablehlo.add %5442, %5444 : tensor<384xf32>
    %5446 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5447 = stablehlo.multiply %5446, %v.blocks.7.norm1.g : tensor<384xf32>
    %5448 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5449 = stablehlo.multiply %3453, %3453 : tensor<384xf32>
    %5450 = stablehlo.multiply %5448, %5449 : tensor<384xf32>
    %5451 = stablehlo.add %5447, %5450 : tensor<384xf32>
    %5452 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5453 = stablehlo.divide %5445, %5452 : tensor<384xf32>
    %5454 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5455 = stablehlo.divide %5451, %5454 : tensor<384xf32>
    %5456 = stablehlo.sqrt %5455 : tensor<384xf32>
    %5457 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5458 = stablehlo.add %5456, %5457 : tensor<384xf32>
    %5459 = stablehlo.divide %5453, %5458 : tensor<384xf32>
    %5460 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5461 = stablehlo.multiply %5460, %m.blocks.7.norm1.b : tensor<384xf32>
    %5462 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5463 = stablehlo.multiply %5462, %3458 : tensor<384xf32>
    %5464 = stablehlo.add %5461, %5463 : tensor<384xf32>
    %5465 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5466 = stablehlo.multiply %5465, %v.blocks.7.norm1.b : tensor<384xf32>
    %5467 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5468 = stablehlo.multiply %3458, %3458 : tensor<384xf32>
    %5469 = stablehlo.multiply %5467, %5468 : tensor<384xf32>
    %5470 = stablehlo.add %5466, %5469 : tensor<384xf32>
    %5471 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5472 = stablehlo.divide %5464, %5471 : tensor<384xf32>
    %5473 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5474 = stablehlo.divide %5470, %5473 : tensor<384xf32>
    %5475 = stablehlo.sqrt %5474 : tensor<384xf32>
    %5476 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5477 = stablehlo.add %5475, %5476 : tensor<384xf32>
    %5478 = stablehlo.divide %5472, %5477 : tensor<384xf32>
    %5479 = stablehlo.constant dense<0.9> : tensor<384x1152xf32>
    %5480 = stablehlo.multiply %5479, %m.blocks.7.attn.qkv.w : tensor<384x1152xf32>
    %5481 = stablehlo.constant dense<0.1> : tensor<384x1152xf32>
    %5482 = stablehlo.multiply %5481, %3463 : tensor<384x1152xf32>
    %5483 = stablehlo.add %5480, %5482 : tensor<384x1152xf32>
    %5484 = stablehlo.constant dense<0.999> : tensor<384x1152xf32>
    %5485 = stablehlo.multiply %5484, %v.blocks.7.attn.qkv.w : tensor<384x1152xf32>
    %5486 = stablehlo.constant dense<0.001> : tensor<384x1152xf32>
    %5487 = stablehlo.multiply %3463, %3463 : tensor<384x1152xf32>
    %5488 = stablehlo.multiply %5486, %5487 : tensor<384x1152xf32>
    %5489 = stablehlo.add %5485, %5488 : tensor<384x1152xf32>
    %5490 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %5491 = stablehlo.divide %5483, %5490 : tensor<384x1152xf32>
    %5492 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %5493 = stablehlo.divide %5489, %5492 : tensor<384x1152xf32>
    %5494 = stablehlo.sqrt %5493 : tensor<384x1152xf32>
    %5495 = stablehlo.constant dense<1.0e-08> : tensor<384x1152xf32>
    %5496 = stablehlo.add %5494, %5495 : tensor<384x1152xf32>
    %5497 = stablehlo.divide %5491, %5496 : tensor<384x1152xf32>
    %5498 = stablehlo.constant dense<0.9> : tensor<1152xf32>
    %5499 = stablehlo.multiply %5498, %m.blocks.7.attn.qkv.b : tensor<1152xf32>
    %5500 = stablehlo.constant dense<0.1> : tensor<1152xf32>
    %5501 = stablehlo.multiply %5500, %3468 : tensor<1152xf32>
    %5502 = stablehlo.add %5499, %5501 : tensor<1152xf32>
    %5503 = stablehlo.constant dense<0.999> : tensor<1152xf32>
    %5504 = stablehlo.multiply %5503, %v.blocks.7.attn.qkv.b : tensor<1152xf32>
    %5505 = stablehlo.constant dense<0.001> : tensor<1152xf32>
    %5506 = stablehlo.multiply %3468, %3468 : tensor<1152xf32>
    %5507 = stablehlo.multiply %5505, %5506 : tensor<1152xf32>
    %5508 = stablehlo.add %5504, %5507 : tensor<1152xf32>
    %5509 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %5510 = stablehlo.divide %5502, %5509 : tensor<1152xf32>
    %5511 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %5512 = stablehlo.divide %5508, %5511 : tensor<1152xf32>
    %5513 = stablehlo.sqrt %5512 : tensor<1152xf32>
    %5514 = stablehlo.constant dense<1.0e-08> : tensor<1152xf32>
    %5515 = stablehlo.add %5513, %5514 : tensor<1152xf32>
    %5516 = stablehlo.divide %5510, %5515 : tensor<1152xf32>
    %5517 = stablehlo.constant dense<0.9> : tensor<384x384xf32>
    %5518 = stablehlo.multiply %5517, %m.blocks.7.attn.proj.w : tensor<384x384xf32>
    %5519 = stablehlo.constant dense<0.1> : tensor<384x384xf32>
    %5520 = stablehlo.multiply %5519, %3473 : tensor<384x384xf32>
    %5521 = stablehlo.add %5518, %5520 : tensor<384x384xf32>
    %5522 = stablehlo.constant dense<0.999> : tensor<384x384xf32>
    %5523 = stablehlo.multiply %5522, %v.blocks.7.attn.proj.w : tensor<384x384xf32>
    %5524 = stablehlo.constant dense<0.001> : tensor<384x384xf32>
    %5525 = stablehlo.multiply %3473, %3473 : tensor<384x384xf32>
    %5526 = stablehlo.multiply %5524, %5525 : tensor<384x384xf32>
    %5527 = stablehlo.add %5523, %5526 : tensor<384x384xf32>
    %5528 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %5529 = stablehlo.divide %5521, %5528 : tensor<384x384xf32>
    %5530 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %5531 = stablehlo.divide %5527, %5530 : tensor<384x384xf32>
    %5532 = stablehlo.sqrt %5531 : tensor<384x384xf32>
    %5533 = stablehlo.constant dense<1.0e-08> : tensor<384x384xf32>
    %5534 = stablehlo.add %5532, %5533 : tensor<384x384xf32>
    %5535 = stablehlo.divide %5529, %5534 : tensor<384x384xf32>
    %5536 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5537 = stablehlo.multiply %5536, %m.blocks.7.attn.proj.b : tensor<384xf32>
    %5538 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5539 = stablehlo.multiply %5538, %3478 : tensor<384xf32>
    %5540 = stablehlo.add %5537, %5539 : tensor<384xf32>
    %5541 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5542 = stablehlo.multiply %5541, %v.blocks.7.attn.proj.b : tensor<384xf32>
    %5543 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5544 = stablehlo.multiply %3478, %3478 : tensor<384xf32>
    %5545 = stablehlo.multiply %5543, %5544 : tensor<384xf32>
    %5546 = stablehlo.add %5542, %5545 : tensor<384xf32>
    %5547 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5548 = stablehlo.divide %5540, %5547 : tensor<384xf32>
    %5549 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5550 = stablehlo.divide %5546, %5549 : tensor<384xf32>
    %5551 = stablehlo.sqrt %5550 : tensor<384xf32>
    %5552 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5553 = stablehlo.add %5551, %5552 : tensor<384xf32>
    %5554 = stablehlo.divide %5548, %5553 : tensor<384xf32>
    %5555 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5556 = stablehlo.multiply %5555, %m.blocks.7.norm2.g : tensor<384xf32>
    %5557 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5558 = stablehlo.multiply %5557, %3483 : tensor<384xf32>
    %5559 = stablehlo.add %5556, %5558 : tensor<384xf32>
    %5560 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5561 = stablehlo.multiply %5560, %v.blocks.7.norm2.g : tensor<384xf32>
    %5562 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5563 = stablehlo.multiply %3483, %3483 : tensor<384xf32>
    %5564 = stablehlo.multiply %5562, %5563 : tensor<384xf32>
    %5565 = stablehlo.add %5561, %5564 : tensor<384xf32>
    %5566 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5567 = stablehlo.divide %5559, %5566 : tensor<384xf32>
    %5568 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5569 = stablehlo.divide %5565, %5568 : tensor<384xf32>
    %5570 = stablehlo.sqrt %5569 : tensor<384xf32>
    %5571 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5572 = stablehlo.add %5570, %5571 : tensor<384xf32>
    %5573 = stablehlo.divide %5567, %5572 : tensor<384xf32>
    %5574 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5575 = stablehlo.multiply %5574, %m.blocks.7.norm2.b : tensor<384xf32>
    %5576 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5577 = stablehlo.multiply %5576, %3488 : tensor<384xf32>
    %5578 = stablehlo.add %5575, %5577 : tensor<384xf32>
    %5579 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5580 = stablehlo.multiply %5579, %v.blocks.7.norm2.b : tensor<384xf32>
    %5581 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5582 = stablehlo.multiply %3488, %3488 : tensor<384xf32>
    %5583 = stablehlo.multiply %5581, %5582 : tensor<384xf32>
    %5584 = stablehlo.add %5580, %5583 : tensor<384xf32>
    %5585 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5586 = stablehlo.divide %5578, %5585 : tensor<384xf32>
    %5587 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5588 = stablehlo.divide %5584, %5587 : tensor<384xf32>
    %5589 = stablehlo.sqrt %5588 : tensor<384xf32>
    %5590 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5591 = stablehlo.add %5589, %5590 : tensor<384xf32>
    %5592 = stablehlo.divide %5586, %5591 : tensor<384xf32>
    %5593 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %5594 = stablehlo.multiply %5593, %m.blocks.7.mlp.fc1.w : tensor<384x1536xf32>
    %5595 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %5596 = stablehlo.multiply %5595, %3493 : tensor<384x1536xf32>
    %5597 = stablehlo.add %5594, %5596 : tensor<384x1536xf32>
    %5598 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %5599 = stablehlo.multiply %5598, %v.blocks.7.mlp.fc1.w : tensor<384x1536xf32>
    %5600 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %5601 = stablehlo.multiply %3493, %3493 : tensor<384x1536xf32>
    %5602 = stablehlo.multiply %5600, %5601 : tensor<384x1536xf32>
    %5603 = stablehlo.add %5599, %5602 : tensor<384x1536xf32>
    %5604 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5605 = stablehlo.divide %5597, %5604 : tensor<384x1536xf32>
    %5606 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5607 = stablehlo.divide %5603, %5606 : tensor<384x1536xf32>
    %5608 = stablehlo.sqrt %5607 : tensor<384x1536xf32>
    %5609 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %5610 = stablehlo.add %5608, %5609 : tensor<384x1536xf32>
    %5611 = stablehlo.divide %5605, %5610 : tensor<384x1536xf32>
    %5612 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %5613 = stablehlo.multiply %5612, %m.blocks.7.mlp.fc1.b : tensor<1536xf32>
    %5614 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %5615 = stablehlo.multiply %5614, %3498 : tensor<1536xf32>
    %5616 = stablehlo.add %5613, %5615 : tensor<1536xf32>
    %5617 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %5618 = stablehlo.multiply %5617, %v.blocks.7.mlp.fc1.b : tensor<1536xf32>
    %5619 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %5620 = stablehlo.multiply %3498, %3498 : tensor<1536xf32>
    %5621 = stablehlo.multiply %5619, %5620 : tensor<1536xf32>
    %5622 = stablehlo.add %5618, %5621 : tensor<1536xf32>
    %5623 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5624 = stablehlo.divide %5616, %5623 : tensor<1536xf32>
    %5625 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5626 = stablehlo.divide %5622, %5625 : tensor<1536xf32>
    %5627 = stablehlo.sqrt %5626 : tensor<1536xf32>
    %5628 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %5629 = stablehlo.add %5627, %5628 : tensor<1536xf32>
    %5630 = stablehlo.divide %5624, %5629 : tensor<1536xf32>
    %5631 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %5632 = stablehlo.multiply %5631, %m.blocks.7.mlp.fc2.w : tensor<1536x384xf32>
    %5633 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %5634 = stablehlo.multiply %5633, %3503 : tensor<1536x384xf32>
    %5635 = stablehlo.add %5632, %5634 : tensor<1536x384xf32>
    %5636 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %5637 = stablehlo.multiply %5636, %v.blocks.7.mlp.fc2.w : tensor<1536x384xf32>
    %5638 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %5639 = stablehlo.multiply %3503, %3503 : tensor<1536x384xf32>
    %5640 = stablehlo.multiply %5638, %5639 : tensor<1536x384xf32>
    %5641 = stablehlo.add %5637, %5640 : tensor<1536x384xf32>
    %5642 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5643 = stablehlo.divide %5635, %5642 : tensor<1536x384xf32>
    %5644 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5645 = stablehlo.divide %5641, %5644 : tensor<1536x384xf32>
    %5646 = stablehlo.sqrt %5645 : tensor<1536x384xf32>
    %5647 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %5648 = stablehlo.add %5646, %5647 : tensor<1536x384xf32>
    %5649 = stablehlo.divide %5643, %5648 : tensor<1536x384xf32>
    %5650 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5651 = stablehlo.multiply %5650, %m.blocks.7.mlp.fc2.b : tensor<384xf32>
    %5652 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5653 = stablehlo.multiply %5652, %3508 : tensor<384xf32>
    %5654 = stablehlo.add %5651, %5653 : tensor<384xf32>
    %5655 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5656 = stablehlo.multiply %5655, %v.blocks.7.mlp.fc2.b : tensor<384xf32>
    %5657 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5658 = stablehlo.multiply %3508, %3508 : tensor<384xf32>
    %5659 = stablehlo.multiply %5657, %5658 : tensor<384xf32>
    %5660 = stablehlo.add %5656, %5659 : tensor<384xf32>
    %5661 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5662 = stablehlo.divide %5654, %5661 : tensor<384xf32>
    %5663 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5664 = stablehlo.divide %5660, %5663 : tensor<384xf32>
    %5665 = stablehlo.sqrt %5664 : tensor<384xf32>
    %5666 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5667 = stablehlo.add %5665, %5666 : tensor<384xf32>
    %5668 = stablehlo.divide %5662, %5667 : tensor<384xf32>
    %5669 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5670 = stablehlo.multiply %5669, %m.blocks.8.norm1.g : tensor<384xf32>
    %5671 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5672 = stablehlo.multiply %5671, %3513 : tensor<384xf32>
    %5673 = stablehlo.add %5670, %5672 : tensor<384xf32>
    %5674 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5675 = stablehlo.multiply %5674, %v.blocks.8.norm1.g : tensor<384xf32>
    %5676 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5677 = stablehlo.multiply %3513, %3513 : tensor<384xf32>
    %5678 = stablehlo.multiply %5676, %5677 : tensor<384xf32>
    %5679 = stablehlo.add %5675, %5678 : tensor<384xf32>
    %5680 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5681 = stablehlo.divide %5673, %5680 : tensor<384xf32>
    %5682 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5683 = stablehlo.divide %5679, %5682 : tensor<384xf32>
    %5684 = stablehlo.sqrt %5683 : tensor<384xf32>
    %5685 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5686 = stablehlo.add %5684, %5685 : tensor<384xf32>
    %5687 = stablehlo.divide %5681, %5686 : tensor<384xf32>
    %5688 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5689 = stablehlo.multiply %5688, %m.blocks.8.norm1.b : tensor<384xf32>
    %5690 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5691 = stablehlo.multiply %5690, %3518 : tensor<384xf32>
    %5692 = stablehlo.add %5689, %5691 : tensor<384xf32>
    %5693 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5694 = stablehlo.multiply %5693, %v.blocks.8.norm1.b : tensor<384xf32>
    %5695 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5696 = stablehlo.multiply %3518, %3518 : tensor<384xf32>
    %5697 = stablehlo.multiply %5695, %5696 : tensor<384xf32>
    %5698 = stablehlo.add %5694, %5697 : tensor<384xf32>
    %5699 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5700 = stablehlo.divide %5692, %5699 : tensor<384xf32>
    %5701 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5702 = stablehlo.divide %5698, %5701 : tensor<384xf32>
    %5703 = stablehlo.sqrt %5702 : tensor<384xf32>
    %5704 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5705 = stablehlo.add %5703, %5704 : tensor<384xf32>
    %5706 = stablehlo.divide %5700, %5705 : tensor<384xf32>
    %5707 = stablehlo.constant dense<0.9> : tensor<384x1152xf32>
    %5708 = stablehlo.multiply %5707, %m.blocks.8.attn.qkv.w : tensor<384x1152xf32>
    %5709 = stablehlo.constant dense<0.1> : tensor<384x1152xf32>
    %5710 = stablehlo.multiply %5709, %3523 : tensor<384x1152xf32>
    %5711 = stablehlo.add %5708, %5710 : tensor<384x1152xf32>
    %5712 = stablehlo.constant dense<0.999> : tensor<384x1152xf32>
    %5713 = stablehlo.multiply %5712, %v.blocks.8.attn.qkv.w : tensor<384x1152xf32>
    %5714 = stablehlo.constant dense<0.001> : tensor<384x1152xf32>
    %5715 = stablehlo.multiply %3523, %3523 : tensor<384x1152xf32>
    %5716 = stablehlo.multiply %5714, %5715 : tensor<384x1152xf32>
    %5717 = stablehlo.add %5713, %5716 : tensor<384x1152xf32>
    %5718 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %5719 = stablehlo.divide %5711, %5718 : tensor<384x1152xf32>
    %5720 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %5721 = stablehlo.divide %5717, %5720 : tensor<384x1152xf32>
    %5722 = stablehlo.sqrt %5721 : tensor<384x1152xf32>
    %5723 = stablehlo.constant dense<1.0e-08> : tensor<384x1152xf32>
    %5724 = stablehlo.add %5722, %5723 : tensor<384x1152xf32>
    %5725 = stablehlo.divide %5719, %5724 : tensor<384x1152xf32>
    %5726 = stablehlo.constant dense<0.9> : tensor<1152xf32>
    %5727 = stablehlo.multiply %5726, %m.blocks.8.attn.qkv.b : tensor<1152xf32>
    %5728 = stablehlo.constant dense<0.1> : tensor<1152xf32>
    %5729 = stablehlo.multiply %5728, %3528 : tensor<1152xf32>
    %5730 = stablehlo.add %5727, %5729 : tensor<1152xf32>
    %5731 = stablehlo.constant dense<0.999> : tensor<1152xf32>
    %5732 = stablehlo.multiply %5731, %v.blocks.8.attn.qkv.b : tensor<1152xf32>
    %5733 = stablehlo.constant dense<0.001> : tensor<1152xf32>
    %5734 = stablehlo.multiply %3528, %3528 : tensor<1152xf32>
    %5735 = stablehlo.multiply %5733, %5734 : tensor<1152xf32>
    %5736 = stablehlo.add %5732, %5735 : tensor<1152xf32>
    %5737 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %5738 = stablehlo.divide %5730, %5737 : tensor<1152xf32>
    %5739 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %5740 = stablehlo.divide %5736, %5739 : tensor<1152xf32>
    %5741 = stablehlo.sqrt %5740 : tensor<1152xf32>
    %5742 = stablehlo.constant dense<1.0e-08> : tensor<1152xf32>
    %5743 = stablehlo.add %5741, %5742 : tensor<1152xf32>
    %5744 = stablehlo.divide %5738, %5743 : tensor<1152xf32>
    %5745 = stablehlo.constant dense<0.9> : tensor<384x384xf32>
    %5746 = stablehlo.multiply %5745, %m.blocks.8.attn.proj.w : tensor<384x384xf32>
    %5747 = stablehlo.constant dense<0.1> : tensor<384x384xf32>
    %5748 = stablehlo.multiply %5747, %3533 : tensor<384x384xf32>
    %5749 = stablehlo.add %5746, %5748 : tensor<384x384xf32>
    %5750 = stablehlo.constant dense<0.999> : tensor<384x384xf32>
    %5751 = stablehlo.multiply %5750, %v.blocks.8.attn.proj.w : tensor<384x384xf32>
    %5752 = stablehlo.constant dense<0.001> : tensor<384x384xf32>
    %5753 = stablehlo.multiply %3533, %3533 : tensor<384x384xf32>
    %5754 = stablehlo.multiply %5752, %5753 : tensor<384x384xf32>
    %5755 = stablehlo.add %5751, %5754 : tensor<384x384xf32>
    %5756 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %5757 = stablehlo.divide %5749, %5756 : tensor<384x384xf32>
    %5758 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %5759 = stablehlo.divide %5755, %5758 : tensor<384x384xf32>
    %5760 = stablehlo.sqrt %5759 : tensor<384x384xf32>
    %5761 = stablehlo.constant dense<1.0e-08> : tensor<384x384xf32>
    %5762 = stablehlo.add %5760, %5761 : tensor<384x384xf32>
    %5763 = stablehlo.divide %5757, %5762 : tensor<384x384xf32>
    %5764 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5765 = stablehlo.multiply %5764, %m.blocks.8.attn.proj.b : tensor<384xf32>
    %5766 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5767 = stablehlo.multiply %5766, %3538 : tensor<384xf32>
    %5768 = stablehlo.add %5765, %5767 : tensor<384xf32>
    %5769 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5770 = stablehlo.multiply %5769, %v.blocks.8.attn.proj.b : tensor<384xf32>
    %5771 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5772 = stablehlo.multiply %3538, %3538 : tensor<384xf32>
    %5773 = stablehlo.multiply %5771, %5772 : tensor<384xf32>
    %5774 = stablehlo.add %5770, %5773 : tensor<384xf32>
    %5775 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5776 = stablehlo.divide %5768, %5775 : tensor<384xf32>
    %5777 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5778 = stablehlo.divide %5774, %5777 : tensor<384xf32>
    %5779 = stablehlo.sqrt %5778 : tensor<384xf32>
    %5780 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5781 = stablehlo.add %5779, %5780 : tensor<384xf32>
    %5782 = stablehlo.divide %5776, %5781 : tensor<384xf32>
    %5783 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5784 = stablehlo.multiply %5783, %m.blocks.8.norm2.g : tensor<384xf32>
    %5785 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5786 = stablehlo.multiply %5785, %3543 : tensor<384xf32>
    %5787 = stablehlo.add %5784, %5786 : tensor<384xf32>
    %5788 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5789 = stablehlo.multiply %5788, %v.blocks.8.norm2.g : tensor<384xf32>
    %5790 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5791 = stablehlo.multiply %3543, %3543 : tensor<384xf32>
    %5792 = stablehlo.multiply %5790, %5791 : tensor<384xf32>
    %5793 = stablehlo.add %5789, %5792 : tensor<384xf32>
    %5794 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5795 = stablehlo.divide %5787, %5794 : tensor<384xf32>
    %5796 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5797 = stablehlo.divide %5793, %5796 : tensor<384xf32>
    %5798 = stablehlo.sqrt %5797 : tensor<384xf32>
    %5799 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5800 = stablehlo.add %5798, %5799 : tensor<384xf32>
    %5801 = stablehlo.divide %5795, %5800 : tensor<384xf32>
    %5802 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5803 = stablehlo.multiply %5802, %m.blocks.8.norm2.b : tensor<384xf32>
    %5804 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5805 = stablehlo.multiply %5804, %3548 : tensor<384xf32>
    %5806 = stablehlo.add %5803, %5805 : tensor<384xf32>
    %5807 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5808 = stablehlo.multiply %5807, %v.blocks.8.norm2.b : tensor<384xf32>
    %5809 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5810 = stablehlo.multiply %3548, %3548 : tensor<384xf32>
    %5811 = stablehlo.multiply %5809, %5810 : tensor<384xf32>
    %5812 = stablehlo.add %5808, %5811 : tensor<384xf32>
    %5813 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5814 = stablehlo.divide %5806, %5813 : tensor<384xf32>
    %5815 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5816 = stablehlo.divide %5812, %5815 : tensor<384xf32>
    %5817 = stablehlo.sqrt %5816 : tensor<384xf32>
    %5818 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5819 = stablehlo.add %5817, %5818 : tensor<384xf32>
    %5820 = stablehlo.divide %5814, %5819 : tensor<384xf32>
    %5821 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %5822 = stablehlo.multiply %5821, %m.blocks.8.mlp.fc1.w : tensor<384x1536xf32>
    %5823 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %5824 = stablehlo.multiply %5823, %3553 : tensor<384x1536xf32>
    %5825 = stablehlo.add %5822, %5824 : tensor<384x1536xf32>
    %5826 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %5827 = stablehlo.multiply %5826, %v.blocks.8.mlp.fc1.w : tensor<384x1536xf32>
    %5828 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %5829 = stablehlo.multiply %3553, %3553 : tensor<384x1536xf32>
    %5830 = stablehlo.multiply %5828, %5829 : tensor<384x1536xf32>
    %5831 = stablehlo.add %5827, %5830 : tensor<384x1536xf32>
    %5832 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5833 = stablehlo.divide %5825, %5832 : tensor<384x1536xf32>
    %5834 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5835 = stablehlo.divide %5831, %5834 : tensor<384x1536xf32>
    %5836 = stablehlo.sqrt %5835 : tensor<384x1536xf32>
    %5837 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %5838 = stablehlo.add %5836, %5837 : tensor<384x1536xf32>
    %5839 = stablehlo.divide %5833, %5838 : tensor<384x1536xf32>
    %5840 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %5841 = stablehlo.multiply %5840, %m.blocks.8.mlp.fc1.b : tensor<1536xf32>
    %5842 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %5843 = stablehlo.multiply %5842, %3558 : tensor<1536xf32>
    %5844 = stablehlo.add %5841, %5843 : tensor<1536xf32>
    %5845 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %5846 = stablehlo.multiply %5845, %v.blocks.8.mlp.fc1.b : tensor<1536xf32>
    %5847 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %5848 = stablehlo.multiply %3558, %3558 : tensor<1536xf32>
    %5849 = stablehlo.multiply %5847, %5848 : tensor<1536xf32>
    %5850 = stablehlo.add %5846, %5849 : tensor<1536xf32>
    %5851 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5852 = stablehlo.divide %5844, %5851 : tensor<1536xf32>
    %5853 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5854 = stablehlo.divide %5850, %5853 : tensor<1536xf32>
    %5855 = stablehlo.sqrt %5854 : tensor<1536xf32>
    %5856 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %5857 = stablehlo.add %5855, %5856 : tensor<1536xf32>
    %5858 = stablehlo.divide %5852, %5857 : tensor<1536xf32>
    %5859 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %5860 = stablehlo.multiply %5859, %m.blocks.8.mlp.fc2.w : tensor<1536x384xf32>
    %5861 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %5862 = stablehlo.multiply %5861, %3563 : tensor<1536x384xf32>
    %5863 = stablehlo.add %5860, %5862 : tensor<1536x384xf32>
    %5864 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %5865 = stablehlo.multiply %5864, %v.blocks.8.mlp.fc2.w : tensor<1536x384xf32>
    %5866 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %5867 = stablehlo.multiply %3563, %3563 : tensor<1536x384xf32>
    %5868 = stablehlo.multiply %5866, %5867 : tensor<1536x384xf32>
    %5869 = stablehlo.add %5865, %5868 : tensor<1536x384xf32>
    %5870 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5871 = stablehlo.divide %5863, %5870 : tensor<1536x384xf32>
    %5872 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5873 = stablehlo.divide %5869, %5872 : tensor<1536x384xf32>
    %5874 = stablehlo.sqrt %5873 : tensor<1536x384xf32>
    %5875 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %5876 = stablehlo.add %5874, %5875 : tensor<1536x384xf32>
    %5877 = stablehlo.divide %5871, %5876 : tensor<1536x384xf32>
    %5878 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5879 = stablehlo.multiply %5878, %m.blocks.8.mlp.fc2.b : tensor<384xf32>
    %5880 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5881 = stablehlo.multiply %5880, %3568 : tensor<384xf32>
    %5882 = stablehlo.add %5879, %5881 : tensor<384xf32>
    %5883 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5884 = stablehlo.multiply %5883, %v.blocks.8.mlp.fc2.b : tensor<384xf32>
    %5885 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5886 = stablehlo.multiply %3568, %3568 : tensor<384xf32>
    %5887 = stablehlo.multiply %5885, %5886 : tensor<384xf32>
    %5888 = stablehlo.add %5884, %5887 : tensor<384xf32>
    %5889 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5890 = stablehlo.divide %5882, %5889 : tensor<384xf32>
    %5891 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5892 = stablehlo.divide %5888, %5891 : tensor<384xf32>
    %5893 = stablehlo.sqrt %5892 : tensor<384xf32>
    %5894 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5895 = stablehlo.add %5893, %5894 : tensor<384xf32>
    %5896 = stablehlo.divide %5890, %5895 : tensor<384xf32>
    %5897 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5898 = stablehlo.multiply %5897, %m.blocks.9.norm1.g : tensor<384xf32>
    %5899 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5900 = stablehlo.multiply %5899, %3573 : tensor<384xf32>
    %5901 = stablehlo.add %5898, %5900 : tensor<384xf32>
    %5902 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5903 = stablehlo.multiply %5902, %v.blocks.9.norm1.g : tensor<384xf32>
    %5904 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5905 = stablehlo.multiply %3573, %3573 : tensor<384xf32>
    %5906 = stablehlo.multiply %5904, %5905 : tensor<384xf32>
    %5907 = stablehlo.add %5903, %5906 : tensor<384xf32>
    %5908 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5909 = stablehlo.divide %5901, %5908 : tensor<384xf32>
    %5910 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5911 = stablehlo.divide %5907, %5910 : tensor<384xf32>
    %5912 = stablehlo.sqrt %5911 : tensor<384xf32>
    %5913 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5914 = stablehlo.add %5912, %5913 : tensor<384xf32>
    %5915 = stablehlo.divide %5909, %5914 : tensor<384xf32>
    %5916 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5917 = stablehlo.multiply %5916, %m.blocks.9.norm1.b : tensor<384xf32>
    %5918 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5919 = stablehlo.multiply %5918, %3578 : tensor<384xf32>
    %5920 = stablehlo.add %5917, %5919 : tensor<384xf32>
    %5921 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5922 = stablehlo.multiply %5921, %v.blocks.9.norm1.b : tensor<384xf32>
    %5923 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5924 = stablehlo.multiply %3578, %3578 : tensor<384xf32>
    %5925 = stablehlo.multiply %5923, %5924 : tensor<384xf32>
    %5926 = stablehlo.add %5922, %5925 : tensor<384xf32>
    %5927 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5928 = stablehlo.divide %5920, %5927 : tensor<384xf32>
    %5929 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5930 = stablehlo.divide %5926, %5929 : tensor<384xf32>
    %5931 = stablehlo.sqrt %5930 : tensor<384xf32>
    %5932 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5933 = stablehlo.add %5931, %5932 : tensor<384xf32>
    %5934 = stablehlo.divide %5928, %5933 : tensor<384xf32>
    %5935 = stablehlo.constant dense<0.9> : tensor<384x1152xf32>
    %5936 = stablehlo.multiply %5935, %m.blocks.9.attn.qkv.w : tensor<384x1152xf32>
    %5937 = stablehlo.constant dense<0.1> : tensor<384x1152xf32>
    %5938 = stablehlo.multiply %5937, %3583 : tensor<384x1152xf32>
    %5939 = stablehlo.add %5936, %5938 : tensor<384x1152xf32>
    %5940 = stablehlo.constant dense<0.999> : tensor<384x1152xf32>
    %5941 = stablehlo.multiply %5940, %v.blocks.9.attn.qkv.w : tensor<384x1152xf32>
    %5942 = stablehlo.constant dense<0.001> : tensor<384x1152xf32>
    %5943 = stablehlo.multiply %3583, %3583 : tensor<384x1152xf32>
    %5944 = stablehlo.multiply %5942, %5943 : tensor<384x1152xf32>
    %5945 = stablehlo.add %5941, %5944 : tensor<384x1152xf32>
    %5946 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %5947 = stablehlo.divide %5939, %5946 : tensor<384x1152xf32>
    %5948 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %5949 = stablehlo.divide %5945, %5948 : tensor<384x1152xf32>
    %5950 = stablehlo.sqrt %5949 : tensor<384x1152xf32>
    %5951 = stablehlo.constant dense<1.0e-08> : tensor<384x1152xf32>
    %5952 = stablehlo.add %5950, %5951 : tensor<384x1152xf32>
    %5953 = stablehlo.divide %5947, %5952 : tensor<384x1152xf32>
    %5954 = stablehlo.constant dense<0.9> : tensor<1152xf32>
    %5955 = stablehlo.multiply %5954, %m.blocks.9.attn.qkv.b : tensor<1152xf32>
    %5956 = stablehlo.constant dense<0.1> : tensor<1152xf32>
    %5957 = stablehlo.multiply %5956, %3588 : tensor<1152xf32>
    %5958 = stablehlo.add %5955, %5957 : tensor<1152xf32>
    %5959 = stablehlo.constant dense<0.999> : tensor<1152xf32>
    %5960 = stablehlo.multiply %5959, %v.blocks.9.attn.qkv.b : tensor<1152xf32>
    %5961 = stablehlo.constant dense<0.001> : tensor<1152xf32>
    %5962 = stablehlo.multiply %3588, %3588 : tensor<1152xf32>
    %5963 = stablehlo.multiply %5961, %5962 : tensor<1152xf32>
    %5964 = stablehlo.add %5960, %5963 : tensor<1152xf32>
    %5965 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %5966 = stablehlo.divide %5958, %5965 : tensor<1152xf32>
    %5967 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %5968 = stablehlo.divide %5964, %5967 : tensor<1152xf32>
    %5969 = stablehlo.sqrt %5968 : tensor<1152xf32>
    %5970 = stablehlo.constant dense<1.0e-08> : tensor<1152xf32>
    %5971 = stablehlo.add %5969, %5970 : tensor<1152xf32>
    %5972 = stablehlo.divide %5966, %5971 : tensor<1152xf32>
    %5973 = stablehlo.constant dense<0.9> : tensor<384x384xf32>
    %5974 = stablehlo.multiply %5973, %m.blocks.9.attn.proj.w : tensor<384x384xf32>
    %5975 = stablehlo.constant dense<0.1> : tensor<384x384xf32>
    %5976 = stablehlo.multiply %5975, %3593 : tensor<384x384xf32>
    %5977 = stablehlo.add %5974, %5976 : tensor<384x384xf32>
    %5978 = stablehlo.constant dense<0.999> : tensor<384x384xf32>
    %5979 = stablehlo.multiply %5978, %v.blocks.9.attn.proj.w : tensor<384x384xf32>
    %5980 = stablehlo.constant dense<0.001> : tensor<384x384xf32>
    %5981 = stablehlo.multiply %3593, %3593 : tensor<384x384xf32>
    %5982 = stablehlo.multiply %5980, %5981 : tensor<384x384xf32>
    %5983 = stablehlo.add %5979, %5982 : tensor<384x384xf32>
    %5984 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %5985 = stablehlo.divide %5977, %5984 : tensor<384x384xf32>
    %5986 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %5987 = stablehlo.divide %5983, %5986 : tensor<384x384xf32>
    %5988 = stablehlo.sqrt %5987 : tensor<384x384xf32>
    %5989 = stablehlo.constant dense<1.0e-08> : tensor<384x384xf32>
    %5990 = stablehlo.add %5988, %5989 : tensor<384x384xf32>
    %5991 = stablehlo.divide %5985, %5990 : tensor<384x384xf32>
    %5992 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5993 = stablehlo.multiply %5992, %m.blocks.9.attn.proj.b : tensor<384xf32>
    %5994 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5995 = stablehlo.multiply %5994, %3598 : tensor<384xf32>
    %5996 = stablehlo.add %5993, %5995 : tensor<384xf32>
    %5997 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5998 = stablehlo.multiply %5997, %v.blocks.9.attn.proj.b : tensor<384xf32>
    %5999 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6000 = stablehlo.multiply %3598, %3598 : tensor<384xf32>
    %6001 = stablehlo.multiply %5999, %6000 : tensor<384xf32>
    %6002 = stablehlo.add %5998, %6001 : tensor<384xf32>
    %6003 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6004 = stablehlo.divide %5996, %6003 : tensor<384xf32>
    %6005 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6006 = stablehlo.divide %6002, %6005 : tensor<384xf32>
    %6007 = stablehlo.sqrt %6006 : tensor<384xf32>
    %6008 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6009 = stablehlo.add %6007, %6008 : tensor<384xf32>
    %6010 = stablehlo.divide %6004, %6009 : tensor<384xf32>
    %6011 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6012 = stablehlo.multiply %6011, %m.blocks.9.norm2.g : tensor<384xf32>
    %6013 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6014 = stablehlo.multiply %6013, %3603 : tensor<384xf32>
    %6015 = stablehlo.add %6012, %6014 : tensor<384xf32>
    %6016 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6017 = stablehlo.multiply %6016, %v.blocks.9.norm2.g : tensor<384xf32>
    %6018 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6019 = stablehlo.multiply %3603, %3603 : tensor<384xf32>
    %6020 = stablehlo.multiply %6018, %6019 : tensor<384xf32>
    %6021 = stablehlo.add %6017, %6020 : tensor<384xf32>
    %6022 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6023 = stablehlo.divide %6015, %6022 : tensor<384xf32>
    %6024 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6025 = stablehlo.divide %6021, %6024 : tensor<384xf32>
    %6026 = stablehlo.sqrt %6025 : tensor<384xf32>
    %6027 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6028 = stablehlo.add %6026, %6027 : tensor<384xf32>
    %6029 = stablehlo.divide %6023, %6028 : tensor<384xf32>
    %6030 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6031 = stablehlo.multiply %6030, %m.blocks.9.norm2.b : tensor<384xf32>
    %6032 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6033 = stablehlo.multiply %6032, %3608 : tensor<384xf32>
    %6034 = stablehlo.add %6031, %6033 : tensor<384xf32>
    %6035 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6036 = stablehlo.multiply %6035, %v.blocks.9.norm2.b : tensor<384xf32>
    %6037 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6038 = stablehlo.multiply %3608, %3608 : tensor<384xf32>
    %6039 = stablehlo.multiply %6037, %6038 : tensor<384xf32>
    %6040 = stablehlo.add %6036, %6039 : tensor<384xf32>
    %6041 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6042 = stablehlo.divide %6034, %6041 : tensor<384xf32>
    %6043 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6044 = stablehlo.divide %6040, %6043 : tensor<384xf32>
    %6045 = stablehlo.sqrt %6044 : tensor<384xf32>
    %6046 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6047 = stablehlo.add %6045, %6046 : tensor<384xf32>
    %6048 = stablehlo.divide %6042, %6047 : tensor<384xf32>
    %6049 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %6050 = stablehlo.multiply %6049, %m.blocks.9.mlp.fc1.w : tensor<384x1536xf32>
    %6051 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %6052 = stablehlo.multiply %6051, %3613 : tensor<384x1536xf32>
    %6053 = stablehlo.add %6050, %6052 : tensor<384x1536xf32>
    %6054 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %6055 = stablehlo.multiply %6054, %v.blocks.9.mlp.fc1.w : tensor<384x1536xf32>
    %6056 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %6057 = stablehlo.multiply %3613, %3613 : tensor<384x1536xf32>
    %6058 = stablehlo.multiply %6056, %6057 : tensor<384x1536xf32>
    %6059 = stablehlo.add %6055, %6058 : tensor<384x1536xf32>
    %6060 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6061 = stablehlo.divide %6053, %6060 : tensor<384x1536xf32>
    %6062 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6063 = stablehlo.divide %6059, %6062 : tensor<384x1536xf32>
    %6064 = stablehlo.sqrt %6063 : tensor<384x1536xf32>
    %6065 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %6066 = stablehlo.add %6064, %6065 : tensor<384x1536xf32>
    %6067 = stablehlo.divide %6061, %6066 : tensor<384x1536xf32>
    %6068 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %6069 = stablehlo.multiply %6068, %m.blocks.9.mlp.fc1.b : tensor<1536xf32>
    %6070 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %6071 = stablehlo.multiply %6070, %3618 : tensor<1536xf32>
    %6072 = stablehlo.add %6069, %6071 : tensor<1536xf32>
    %6073 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %6074 = stablehlo.multiply %6073, %v.blocks.9.mlp.fc1.b : tensor<1536xf32>
    %6075 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %6076 = stablehlo.multiply %3618, %3618 : tensor<1536xf32>
    %6077 = stablehlo.multiply %6075, %6076 : tensor<1536xf32>
    %6078 = stablehlo.add %6074, %6077 : tensor<1536xf32>
    %6079 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6080 = stablehlo.divide %6072, %6079 : tensor<1536xf32>
    %6081 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6082 = stablehlo.divide %6078, %6081 : tensor<1536xf32>
    %6083 = stablehlo.sqrt %6082 : tensor<1536xf32>
    %6084 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %6085 = stablehlo.add %6083, %6084 : tensor<1536xf32>
    %6086 = stablehlo.divide %6080, %6085 : tensor<1536xf32>
    %6087 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %6088 = stablehlo.multiply %6087, %m.blocks.9.mlp.fc2.w : tensor<1536x384xf32>
    %6089 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %6090 = stablehlo.multiply %6089, %3623 : tensor<1536x384xf32>
    %6091 = stablehlo.add %6088, %6090 : tensor<1536x384xf32>
    %6092 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %6093 = stablehlo.multiply %6092, %v.blocks.9.mlp.fc2.w : tensor<1536x384xf32>
    %6094 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %6095 = stablehlo.multiply %3623, %3623 : tensor<1536x384xf32>
    %6096 = stablehlo.multiply %6094, %6095 : tensor<1536x384xf32>
    %6097 = stablehlo.add %6093, %6096 : tensor<1536x384xf32>
    %6098 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6099 = stablehlo.divide %6091, %6098 : tensor<1536x384xf32>
    %6100 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6101 = stablehlo.divide %6097, %6100 : tensor<1536x384xf32>
    %6102 = stablehlo.sqrt %6101 : tensor<1536x384xf32>
    %6103 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %6104 = stablehlo.add %6102, %6103 : tensor<1536x384xf32>
    %6105 = stablehlo.divide %6099, %6104 : tensor<1536x384xf32>
    %6106 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6107 = stablehlo.multiply %6106, %m.blocks.9.mlp.fc2.b : tensor<384xf32>
    %6108 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6109 = stablehlo.multiply %6108, %3628 : tensor<384xf32>
    %6110 = stablehlo.add %6107, %6109 : tensor<384xf32>
    %6111 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6112 = stablehlo.multiply %6111, %v.blocks.9.mlp.fc2.b : tensor<384xf32>
    %6113 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6114 = stablehlo.multiply %3628, %3628 : tensor<384xf32>
    %6115 = stablehlo.multiply %6113, %6114 : tensor<384xf32>
    %6116 = stablehlo.add %6112, %6115 : tensor<384xf32>
    %6117 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6118 = stablehlo.divide %6110, %6117 : tensor<384xf32>
    %6119 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6120 = stablehlo.divide %6116, %6119 : tensor<384xf32>
    %6121 = stablehlo.sqrt %6120 : tensor<384xf32>
    %6122 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6123 = stablehlo.add %6121, %6122 : tensor<384xf32>
    %6124 = stablehlo.divide %6118, %6123 : tensor<384xf32>
    %6125 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6126 = stablehlo.multiply %6125, %m.blocks.10.norm1.g : tensor<384xf32>
    %6127 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6128 = stablehlo.multiply %6127, %3633 : tensor<384xf32>
    %6129 = stablehlo.add %6126, %6128 : tensor<384xf32>
    %6130 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6131 = stablehlo.multiply %6130, %v.blocks.10.norm1.g : tensor<384xf32>
    %6132 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6133 = stablehlo.multiply %3633, %3633 : tensor<384xf32>
    %6134 = stablehlo.multiply %6132, %6133 : tensor<384xf32>
    %6135 = stablehlo.add %6131, %6134 : tensor<384xf32>
    %6136 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6137 = stablehlo.divide %6129, %6136 : tensor<384xf32>
    %6138 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6139 = stablehlo.divide %6135, %6138 : tensor<384xf32>
    %6140 = stablehlo.sqrt %6139 : tensor<384xf32>
    %6141 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6142 = stablehlo.add %6140, %6141 : tensor<384xf32>
    %6143 = stablehlo.divide %6137, %6142 : tensor<384xf32>
    %6144 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6145 = stablehlo.multiply %6144, %m.blocks.10.norm1.b : tensor<384xf32>
    %6146 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6147 = stablehlo.multiply %6146, %3638 : tensor<384xf32>
    %6148 = stablehlo.add %6145, %6147 : tensor<384xf32>
    %6149 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6150 = stablehlo.multiply %6149, %v.blocks.10.norm1.b : tensor<384xf32>
    %6151 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6152 = stablehlo.multiply %3638, %3638 : tensor<384xf32>
    %6153 = stablehlo.multiply %6151, %6152 : tensor<384xf32>
    %6154 = stablehlo.add %6150, %6153 : tensor<384xf32>
    %6155 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6156 = stablehlo.divide %6148, %6155 : tensor<384xf32>
    %6157 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6158 = stablehlo.divide %6154, %6157 : tensor<384xf32>
    %6159 = stablehlo.sqrt %6158 : tensor<384xf32>
    %6160 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6161 = stablehlo.add %6159, %6160 : tensor<384xf32>
    %6162 = stablehlo.divide %6156, %6161 : tensor<384xf32>
    %6163 = stablehlo.constant dense<0.9> : tensor<384x1152xf32>
    %6164 = stablehlo.multiply %6163, %m.blocks.10.attn.qkv.w : tensor<384x1152xf32>
    %6165 = stablehlo.constant dense<0.1> : tensor<384x1152xf32>
    %6166 = stablehlo.multiply %6165, %3643 : tensor<384x1152xf32>
    %6167 = stablehlo.add %6164, %6166 : tensor<384x1152xf32>
    %6168 = stablehlo.constant dense<0.999> : tensor<384x1152xf32>
    %6169 = stablehlo.multiply %6168, %v.blocks.10.attn.qkv.w : tensor<384x1152xf32>
    %6170 = stablehlo.constant dense<0.001> : tensor<384x1152xf32>
    %6171 = stablehlo.multiply %3643, %3643 : tensor<384x1152xf32>
    %6172 = stablehlo.multiply %6170, %6171 : tensor<384x1152xf32>
    %6173 = stablehlo.add %6169, %6172 : tensor<384x1152xf32>
    %6174 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %6175 = stablehlo.divide %6167, %6174 : tensor<384x1152xf32>
    %6176 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %6177 = stablehlo.divide %6173, %6176 : tensor<384x1152xf32>
    %6178 = stablehlo.sqrt %6177 : tensor<384x1152xf32>
    %6179 = stablehlo.constant dense<1.0e-08> : tensor<384x1152xf32>
    %6180 = stablehlo.add %6178, %6179 : tensor<384x1152xf32>
    %6181 = stablehlo.divide %6175, %6180 : tensor<384x1152xf32>
    %6182 = stablehlo.constant dense<0.9> : tensor<1152xf32>
    %6183 = stablehlo.multiply %6182, %m.blocks.10.attn.qkv.b : tensor<1152xf32>
    %6184 = stablehlo.constant dense<0.1> : tensor<1152xf32>
    %6185 = stablehlo.multiply %6184, %3648 : tensor<1152xf32>
    %6186 = stablehlo.add %6183, %6185 : tensor<1152xf32>
    %6187 = stablehlo.constant dense<0.999> : tensor<1152xf32>
    %6188 = stablehlo.multiply %6187, %v.blocks.10.attn.qkv.b : tensor<1152xf32>
    %6189 = stablehlo.constant dense<0.001> : tensor<1152xf32>
    %6190 = stablehlo.multiply %3648, %3648 : tensor<1152xf32>
    %6191 = stablehlo.multiply %6189, %6190 : tensor<1152xf32>
    %6192 = stablehlo.add %6188, %6191 : tensor<1152xf32>
    %6193 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %6194 = stablehlo.divide %6186, %6193 : tensor<1152xf32>
    %6195 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %6196 = stablehlo.divide %6192, %6195 : tensor<1152xf32>
    %6197 = stablehlo.sqrt %6196 : tensor<1152xf32>
    %6198 = stablehlo.constant dense<1.0e-08> : tensor<1152xf32>
    %6199 = stablehlo.add %6197, %6198 : tensor<1152xf32>
    %6200 = stablehlo.divide %6194, %6199 : tensor<1152xf32>
    %6201 = stablehlo.constant dense<0.9> : tensor<384x384xf32>
    %6202 = stablehlo.multiply %6201, %m.blocks.10.attn.proj.w : tensor<384x384xf32>
    %6203 = stablehlo.constant dense<0.1> : tensor<384x384xf32>
    %6204 = stablehlo.multiply %6203, %3653 : tensor<384x384xf32>
    %6205 = stablehlo.add %6202, %6204 : tensor<384x384xf32>
    %6206 = stablehlo.constant dense<0.999> : tensor<384x384xf32>
    %6207 = stablehlo.multiply %6206, %v.blocks.10.attn.proj.w : tensor<384x384xf32>
    %6208 = stablehlo.constant dense<0.001> : tensor<384x384xf32>
    %6209 = stablehlo.multiply %3653, %3653 : tensor<384x384xf32>
    %6210 = stablehlo.multiply %6208, %6209 : tensor<384x384xf32>
    %6211 = stablehlo.add %6207, %6210 : tensor<384x384xf32>
    %6212 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %6213 = stablehlo.divide %6205, %6212 : tensor<384x384xf32>
    %6214 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %6215 = stablehlo.divide %6211, %6214 : tensor<384x384xf32>
    %6216 = stablehlo.sqrt %6215 : tensor<384x384xf32>
    %6217 = stablehlo.constant dense<1.0e-08> : tensor<384x384xf32>
    %6218 = stablehlo.add %6216, %6217 : tensor<384x384xf32>
    %6219 = stablehlo.divide %6213, %6218 : tensor<384x384xf32>
    %6220 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6221 = stablehlo.multiply %6220, %m.blocks.10.attn.proj.b : tensor<384xf32>
    %6222 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6223 = stablehlo.multiply %6222, %3658 : tensor<384xf32>
    %6224 = stablehlo.add %6221, %6223 : tensor<384xf32>
    %6225 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6226 = stablehlo.multiply %6225, %v.blocks.10.attn.proj.b : tensor<384xf32>
    %6227 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6228 = stablehlo.multiply %3658, %3658 : tensor<384xf32>
    %6229 = stablehlo.multiply %6227, %6228 : tensor<384xf32>
    %6230 = stablehlo.add %6226, %6229 : tensor<384xf32>
    %6231 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6232 = stablehlo.divide %6224, %6231 : tensor<384xf32>
    %6233 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6234 = stablehlo.divide %6230, %6233 : tensor<384xf32>
    %6235 = stablehlo.sqrt %6234 : tensor<384xf32>
    %6236 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6237 = stablehlo.add %6235, %6236 : tensor<384xf32>
    %6238 = stablehlo.divide %6232, %6237 : tensor<384xf32>
    %6239 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6240 = stablehlo.multiply %6239, %m.blocks.10.norm2.g : tensor<384xf32>
    %6241 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6242 = stablehlo.multiply %6241, %3663 : tensor<384xf32>
    %6243 = stablehlo.add %6240, %6242 : tensor<384xf32>
    %6244 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6245 = stablehlo.multiply %6244, %v.blocks.10.norm2.g : tensor<384xf32>
    %6246 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6247 = stablehlo.multiply %3663, %3663 : tensor<384xf32>
    %6248 = stablehlo.multiply %6246, %6247 : tensor<384xf32>
    %6249 = stablehlo.add %6245, %6248 : tensor<384xf32>
    %6250 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6251 = stablehlo.divide %6243, %6250 : tensor<384xf32>
    %6252 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6253 = stablehlo.divide %6249, %6252 : tensor<384xf32>
    %6254 = stablehlo.sqrt %6253 : tensor<384xf32>
    %6255 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6256 = stablehlo.add %6254, %6255 : tensor<384xf32>
    %6257 = stablehlo.divide %6251, %6256 : tensor<384xf32>
    %6258 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6259 = stablehlo.multiply %6258, %m.blocks.10.norm2.b : tensor<384xf32>
    %6260 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6261 = stablehlo.multiply %6260, %3668 : tensor<384xf32>
    %6262 = stablehlo.add %6259, %6261 : tensor<384xf32>
    %6263 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6264 = stablehlo.multiply %6263, %v.blocks.10.norm2.b : tensor<384xf32>
    %6265 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6266 = stablehlo.multiply %3668, %3668 : tensor<384xf32>
    %6267 = stablehlo.multiply %6265, %6266 : tensor<384xf32>
    %6268 = stablehlo.add %6264, %6267 : tensor<384xf32>
    %6269 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6270 = stablehlo.divide %6262, %6269 : tensor<384xf32>
    %6271 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6272 = stablehlo.divide %6268, %6271 : tensor<384xf32>
    %6273 = stablehlo.sqrt %6272 : tensor<384xf32>
    %6274 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6275 = stablehlo.add %6273, %6274 : tensor<384xf32>
    %6276 = stablehlo.divide %6270, %6275 : tensor<384xf32>
    %6277 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %6278 = stablehlo.multiply %6277, %m.blocks.10.mlp.fc1.w : tensor<384x1536xf32>
    %6279 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %6280 = stablehlo.multiply %6279, %3673 : tensor<384x1536xf32>
    %6281 = stablehlo.add %6278, %6280 : tensor<384x1536xf32>
    %6282 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %6283 = stablehlo.multiply %6282, %v.blocks.10.mlp.fc1.w : tensor<384x1536xf32>
    %6284 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %6285 = stablehlo.multiply %3673, %3673 : tensor<384x1536xf32>
    %6286 = stablehlo.multiply %6284, %6285 : tensor<384x1536xf32>
    %6287 = stablehlo.add %6283, %6286 : tensor<384x1536xf32>
    %6288 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6289 = stablehlo.divide %6281, %6288 : tensor<384x1536xf32>
    %6290 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6291 = stablehlo.divide %6287, %6290 : tensor<384x1536xf32>
    %6292 = stablehlo.sqrt %6291 : tensor<384x1536xf32>
    %6293 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %6294 = stablehlo.add %6292, %6293 : tensor<384x1536xf32>
    %6295 = stablehlo.divide %6289, %6294 : tensor<384x1536xf32>
    %6296 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %6297 = stablehlo.multiply %6296, %m.blocks.10.mlp.fc1.b : tensor<1536xf32>
    %6298 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %6299 = stablehlo.multiply %6298, %3678 : tensor<1536xf32>
    %6300 = stablehlo.add %6297, %6299 : tensor<1536xf32>
    %6301 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %6302 = stablehlo.multiply %6301, %v.blocks.10.mlp.fc1.b : tensor<1536xf32>
    %6303 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %6304 = stablehlo.multiply %3678, %3678 : tensor<1536xf32>
    %6305 = stablehlo.multiply %6303, %6304 : tensor<1536xf32>
    %6306 = stablehlo.add %6302, %6305 : tensor<1536xf32>
    %6307 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6308 = stablehlo.divide %6300, %6307 : tensor<1536xf32>
    %6309 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6310 = stablehlo.divide %6306, %6309 : tensor<1536xf32>
    %6311 = stablehlo.sqrt %6310 : tensor<1536xf32>
    %6312 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %6313 = stablehlo.add %6311, %6312 : tensor<1536xf32>
    %6314 = stablehlo.divide %6308, %6313 : tensor<1536xf32>
    %6315 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %6316 = stablehlo.multiply %6315, %m.blocks.10.mlp.fc2.w : tensor<1536x384xf32>
    %6317 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %6318 = stablehlo.multiply %6317, %3683 : tensor<1536x384xf32>
    %6319 = stablehlo.add %6316, %6318 : tensor<1536x384xf32>
    %6320 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %6321 = stablehlo.multiply %6320, %v.blocks.10.mlp.fc2.w : tensor<1536x384xf32>
    %6322 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %6323 = stablehlo.multiply %3683, %3683 : tensor<1536x384xf32>
    %6324 = stablehlo.multiply %6322, %6323 : tensor<1536x384xf32>
    %6325 = stablehlo.add %6321, %6324 : tensor<1536x384xf32>
    %6326 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6327 = stablehlo.divide %6319, %6326 : tensor<1536x384xf32>
    %6328 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6329 = stablehlo.divide %6325, %6328 : tensor<1536x384xf32>
    %6330 = stablehlo.sqrt %6329 : tensor<1536x384xf32>
    %6331 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %6332 = stablehlo.add %6330, %6331 : tensor<1536x384xf32>
    %6333 = stablehlo.divide %6327, %6332 : tensor<1536x384xf32>
    %6334 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6335 = stablehlo.multiply %6334, %m.blocks.10.mlp.fc2.b : tensor<384xf32>
    %6336 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6337 = stablehlo.multiply %6336, %3688 : tensor<384xf32>
    %6338 = stablehlo.add %6335, %6337 : tensor<384xf32>
    %6339 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6340 = stablehlo.multiply %6339, %v.blocks.10.mlp.fc2.b : tensor<384xf32>
    %6341 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6342 = stablehlo.multiply %3688, %3688 : tensor<384xf32>
    %6343 = stablehlo.multiply %6341, %6342 : tensor<384xf32>
    %6344 = stablehlo.add %6340, %6343 : tensor<384xf32>
    %6345 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6346 = stablehlo.divide %6338, %6345 : tensor<384xf32>
    %6347 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6348 = stablehlo.divide %6344, %6347 : tensor<384xf32>
    %6349 = stablehlo.sqrt %6348 : tensor<384xf32>
    %6350 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6351 = stablehlo.add %6349, %6350 : tensor<384xf32>
    %6352 = stablehlo.divide %6346, %6351 : tensor<384xf32>
    %6353 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6354 = stablehlo.multiply %6353, %m.blocks.11.norm1.g : tensor<384xf32>
    %6355 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6356 = stablehlo.multiply %6355, %3693 : tensor<384xf32>
    %6357 = stablehlo.add %6354, %6356 : tensor<384xf32>
    %6358 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6359 = stablehlo.multiply %6358, %v.blocks.11.norm1.g : tensor<384xf32>
    %6360 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6361 = stablehlo.multiply %3693, %3693 : tensor<384xf32>
    %6362 = stablehlo.multiply %6360, %6361 : tensor<384xf32>
    %6363 = stablehlo.add %6359, %6362 : tensor<384xf32>
    %6364 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6365 = stablehlo.divide %6357, %6364 : tensor<384xf32>
    %6366 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6367 = stablehlo.divide %6363, %6366 : tensor<384xf32>
    %6368 = stablehlo.sqrt %6367 : tensor<384xf32>
    %6369 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6370 = stablehlo.add %6368, %6369 : tensor<384xf32>
    %6371 = stablehlo.divide %6365, %6370 : tensor<384xf32>
    %6372 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6373 = stablehlo.multiply %6372, %m.blocks.11.norm1.b : tensor<384xf32>
    %6374 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6375 = stablehlo.multiply %6374, %3698 : tensor<384xf32>
    %6376 = stablehlo.add %6373, %6375 : tensor<384xf32>
    %6377 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6378 = stablehlo.multiply %6377, %v.blocks.11.norm1.b : tensor<384xf32>
    %6379 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6380 = stablehlo.multiply %3698, %3698 : tensor<384xf32>
    %6381 = stablehlo.multiply %6379, %6380 : tensor<384xf32>
    %6382 = stablehlo.add %6378, %6381 : tensor<384xf32>
    %6383 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6384 = stablehlo.divide %6376, %6383 : tensor<384xf32>
    %6385 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6386 = stablehlo.divide %6382, %6385 : tensor<384xf32>
    %6387 = stablehlo.sqrt %6386 : tensor<384xf32>
    %6388 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6389 = stablehlo.add %6387, %6388 : tensor<384xf32>
    %6390 = stablehlo.divide %6384, %6389 : tensor<384xf32>
    %6391 = stablehlo.constant dense<0.9> : tensor<384x1152xf32>
    %6392 = stablehlo.multiply %6391, %m.blocks.11.attn.qkv.w : tensor<384x1152xf32>
    %6393 = stablehlo.constant dense<0.1> : tensor<384x1152xf32>
    %6394 = stablehlo.multiply %6393, %3703 : tensor<384x1152xf32>
    %6395 = stablehlo.add %6392, %6394 : tensor<384x1152xf32>
    %6396 = stablehlo.constant dense<0.999> : tensor<384x1152xf32>
    %6397 = stablehlo.multiply %6396, %v.blocks.11.attn.qkv.w : tensor<384x1152xf32>
    %6398 = stablehlo.constant dense<0.001> : tensor<384x1152xf32>
    %6399 = stablehlo.multiply %3703, %3703 : tensor<384x1152xf32>
    %6400 = stablehlo.multiply %6398, %6399 : tensor<384x1152xf32>
    %6401 = stablehlo.add %6397, %6400 : tensor<384x1152xf32>
    %6402 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %6403 = stablehlo.divide %6395, %6402 : tensor<384x1152xf32>
    %6404 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %6405 = stablehlo.divide %6401, %6404 : tensor<384x1152xf32>
    %6406 = stablehlo.sqrt %6405 : tensor<384x1152xf32>
    %6407 = stablehlo.constant dense<1.0e-08> : tensor<384x1152xf32>
    %6408 = stablehlo.add %6406, %6407 : tensor<384x1152xf32>
    %6409 = stablehlo.divide %6403, %6408 : tensor<384x1152xf32>
    %6410 = stablehlo.constant dense<0.9> : tensor<1152xf32>
    %6411 = stablehlo.multiply %6410, %m.blocks.11.attn.qkv.b : tensor<1152xf32>
    %6412 = stablehlo.constant dense<0.1> : tensor<1152xf32>
    %6413 = stablehlo.multiply %6412, %3708 : tensor<1152xf32>
    %6414 = stablehlo.add %6411, %6413 : tensor<1152xf32>
    %6415 = stablehlo.constant dense<0.999> : tensor<1152xf32>
    %6416 = stablehlo.multiply %6415, %v.blocks.11.attn.qkv.b : tensor<1152xf32>
    %6417 = stablehlo.constant dense<0.001> : tensor<1152xf32>
    %6418 = stablehlo.multiply %3708, %3708 : tensor<1152xf32>
    %6419 = stablehlo.multiply %6417, %6418 : tensor<1152xf32>
    %6420 = stablehlo.add %6416, %6419 : tensor<1152xf32>
    %6421 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %6422 = stablehlo.divide %6414, %6421 : tensor<1152xf32>
    %6423 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %6424 = stablehlo.divide %6420, %6423 : tensor<1152xf32>
    %6425 = stablehlo.sqrt %6424 : tensor<1152xf32>
    %6426 = stablehlo.constant dense<1.0e-08> : tensor<1152xf32>
    %6427 = stablehlo.add %6425, %6426 : tensor<1152xf32>
    %6428 = stablehlo.divide %6422, %6427 : tensor<1152xf32>
    %6429 = stablehlo.constant dense<0.9> : tensor<384x384xf32>
    %6430 = stablehlo.multiply %6429, %m.blocks.11.attn.proj.w : tensor<384x384xf32>
    %6431 = stablehlo.constant dense<0.1> : tensor<384x384xf32>
    %6432 = stablehlo.multiply %6431, %3713 : tensor<384x384xf32>
    %6433 = stablehlo.add %6430, %6432 : tensor<384x384xf32>
    %6434 = stablehlo.constant dense<0.999> : tensor<384x384xf32>
    %6435 = stablehlo.multiply %6434, %v.blocks.11.attn.proj.w : tensor<384x384xf32>
    %6436 = stablehlo.constant dense<0.001> : tensor<384x384xf32>
    %6437 = stablehlo.multiply %3713, %3713 : tensor<384x384xf32>
    %6438 = stablehlo.multiply %6436, %6437 : tensor<384x384xf32>
    %6439 = stablehlo.add %6435, %6438 : tensor<384x384xf32>
    %6440 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %6441 = stablehlo.divide %6433, %6440 : tensor<384x384xf32>
    %6442 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %6443 = stablehlo.divide %6439, %6442 : tensor<384x384xf32>
    %6444 = stablehlo.sqrt %6443 : tensor<384x384xf32>
    %6445 = stablehlo.constant dense<1.0e-08> : tensor<384x384xf32>
    %6446 = stablehlo.add %6444, %6445 : tensor<384x384xf32>
    %6447 = stablehlo.divide %6441, %6446 : tensor<384x384xf32>
    %6448 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6449 = stablehlo.multiply %6448, %m.blocks.11.attn.proj.b : tensor<384xf32>
    %6450 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6451 = stablehlo.multiply %6450, %3718 : tensor<384xf32>
    %6452 = stablehlo.add %6449, %6451 : tensor<384xf32>
    %6453 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6454 = stablehlo.multiply %6453, %v.blocks.11.attn.proj.b : tensor<384xf32>
    %6455 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6456 = stablehlo.multiply %3718, %3718 : tensor<384xf32>
    %6457 = stablehlo.multiply %6455, %6456 : tensor<384xf32>
    %6458 = stablehlo.add %6454, %6457 : tensor<384xf32>
    %6459 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6460 = stablehlo.divide %6452, %6459 : tensor<384xf32>
    %6461 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6462 = stablehlo.divide %6458, %6461 : tensor<384xf32>
    %6463 = stablehlo.sqrt %6462 : tensor<384xf32>
    %6464 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6465 = stablehlo.add %6463, %6464 : tensor<384xf32>
    %6466 = stablehlo.divide %6460, %6465 : tensor<384xf32>
    %6467 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6468 = stablehlo.multiply %6467, %m.blocks.11.norm2.g : tensor<384xf32>
    %6469 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6470 = stablehlo.multiply %6469, %3723 : tensor<384xf32>
    %6471 = stablehlo.add %6468, %6470 : tensor<384xf32>
    %6472 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6473 = stablehlo.multiply %6472, %v.blocks.11.norm2.g : tensor<384xf32>
    %6474 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6475 = stablehlo.multiply %3723, %3723 : tensor<384xf32>
    %6476 = stablehlo.multiply %6474, %6475 : tensor<384xf32>
    %6477 = stablehlo.add %6473, %6476 : tensor<384xf32>
    %6478 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6479 = stablehlo.divide %6471, %6478 : tensor<384xf32>
    %6480 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6481 = stablehlo.divide %6477, %6480 : tensor<384xf32>
    %6482 = stablehlo.sqrt %6481 : tensor<384xf32>
    %6483 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6484 = stablehlo.add %6482, %6483 : tensor<384xf32>
    %6485 = stablehlo.divide %6479, %6484 : tensor<384xf32>
    %6486 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6487 = stablehlo.multiply %6486, %m.blocks.11.norm2.b : tensor<384xf32>
    %6488 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6489 = stablehlo.multiply %6488, %3728 : tensor<384xf32>
    %6490 = stablehlo.add %6487, %6489 : tensor<384xf32>
    %6491 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6492 = stablehlo.multiply %6491, %v.blocks.11.norm2.b : tensor<384xf32>
    %6493 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6494 = stablehlo.multiply %3728, %3728 : tensor<384xf32>
    %6495 = stablehlo.multiply %6493, %6494 : tensor<384xf32>
    %6496 = stablehlo.add %6492, %6495 : tensor<384xf32>
    %6497 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6498 = stablehlo.divide %6490, %6497 : tensor<384xf32>
    %6499 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6500 = stablehlo.divide %6496, %6499 : tensor<384xf32>
    %6501 = stablehlo.sqrt %6500 : tensor<384xf32>
    %6502 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6503 = stablehlo.add %6501, %6502 : tensor<384xf32>
    %6504 = stablehlo.divide %6498, %6503 : tensor<384xf32>
    %6505 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %6506 = stablehlo.multiply %6505, %m.blocks.11.mlp.fc1.w : tensor<384x1536xf32>
    %6507 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %6508 = stablehlo.multiply %6507, %3733 : tensor<384x1536xf32>
    %6509 = stablehlo.add %6506, %6508 : tensor<384x1536xf32>
    %6510 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %6511 = stablehlo.multiply %6510, %v.blocks.11.mlp.fc1.w : tensor<384x1536xf32>
    %6512 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %6513 = stablehlo.multiply %3733, %3733 : tensor<384x1536xf32>
    %6514 = stablehlo.multiply %6512, %6513 : tensor<384x1536xf32>
    %6515 = stablehlo.add %6511, %6514 : tensor<384x1536xf32>
    %6516 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6517 = stablehlo.divide %6509, %6516 : tensor<384x1536xf32>
    %6518 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6519 = stablehlo.divide %6515, %6518 : tensor<384x1536xf32>
    %6520 = stablehlo.sqrt %6519 : tensor<384x1536xf32>
    %6521 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %6522 = stablehlo.add %6520, %6521 : tensor<384x1536xf32>
    %6523 = stablehlo.divide %6517, %6522 : tensor<384x1536xf32>
    %6524 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %6525 = stablehlo.multiply %6524, %m.blocks.11.mlp.fc1.b : tensor<1536xf32>
    %6526 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %6527 = stablehlo.multiply %6526, %3738 : tensor<1536xf32>
    %6528 = stablehlo.add %6525, %6527 : tensor<1536xf32>
    %6529 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %6530 = stablehlo.multiply %6529, %v.blocks.11.mlp.fc1.b : tensor<1536xf32>
    %6531 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %6532 = stablehlo.multiply %3738, %3738 : tensor<1536xf32>
    %6533 = stablehlo.multiply %6531, %6532 : tensor<1536xf32>
    %6534 = stablehlo.add %6530, %6533 : tensor<1536xf32>
    %6535 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6536 = stablehlo.divide %6528, %6535 : tensor<1536xf32>
    %6537 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6538 = stablehlo.divide %6534, %6537 : tensor<1536xf32>
    %6539 = stablehlo.sqrt %6538 : tensor<1536xf32>
    %6540 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %6541 = stablehlo.add %6539, %6540 : tensor<1536xf32>
    %6542 = stablehlo.divide %6536, %6541 : tensor<1536xf32>
    %6543 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %6544 = stablehlo.multiply %6543, %m.blocks.11.mlp.fc2.w : tensor<1536x384xf32>
    %6545 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %6546 = stablehlo.multiply %6545, %3743 : tensor<1536x384xf32>
    %6547 = stablehlo.add %6544, %6546 : tensor<1536x384xf32>
    %6548 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %6549 = stablehlo.multiply %6548, %v.blocks.11.mlp.fc2.w : tensor<1536x384xf32>
    %6550 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %6551 = stablehlo.multiply %3743, %3743 : tensor<1536x384xf32>
    %6552 = stablehlo.multiply %6550, %6551 : tensor<1536x384xf32>
    %6553 = stablehlo.add %6549, %6552 : tensor<1536x384xf32>
    %6554 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6555 = stablehlo.divide %6547, %6554 : tensor<1536x384xf32>
    %6556 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6557 = stablehlo.divide %6553, %6556 : tensor<1536x384xf32>
    %6558 = stablehlo.sqrt %6557 : tensor<1536x384xf32>
    %6559 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %6560 = stablehlo.add %6558, %6559 : tensor<1536x384xf32>
    %6561 = stablehlo.divide %6555, %6560 : tensor<1536x384xf32>
    %6562 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6563 = stablehlo.multiply %6562, %m.blocks.11.mlp.fc2.b : tensor<384xf32>
    %6564 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6565 = stablehlo.multiply %6564, %3748 : tensor<384xf32>
    %6566 = stablehlo.add %6563, %6565 : tensor<384xf32>
    %6567 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6568 = stablehlo.multiply %6567, %v.blocks.11.mlp.fc2.b : tensor<384xf32>
    %6569 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6570 = stablehlo.multiply %3748, %3748 : tensor<384xf32>
    %6571 = stablehlo.multiply %6569, %6570 : tensor<384xf32>
    %6572 = stablehlo.add %6568, %6571 : tensor<384xf32>
    %6573 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6574 = stablehlo.divide %6566, %6573 : tensor<384xf32>
    %6575 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6576 = stablehlo.divide %6572, %6575 : tensor<384xf32>
    %6577 = stablehlo.sqrt %6576 : tensor<384xf32>
    %6578 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6579 = stablehlo.add %6577, %6578 : tensor<384xf32>
    %6580 = stablehlo.divide %6574, %6579 : tensor<384xf32>
    %6581 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6582 = stablehlo.multiply %6581, %m.norm.g : tensor<384xf32>
    %6583 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6584 = stablehlo.multiply %6583, %3753 : tensor<384xf32>
    %6585 = stablehlo.add %6582, %6584 : tensor<384xf32>
    %6586 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6587 = stablehlo.multiply %6586, %v.norm.g : tensor<384xf32>
    %6588 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6589 = stablehlo.multiply %3753, %3753 : tensor<384xf32>
    %6590 = stablehlo.multiply %6588, %6589 : tensor<384xf32>
    %6591 = stablehlo.add %6587, %6590 : tensor<384xf32>
    %6592 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6593 = stablehlo.divide %6585, %6592 : tensor<384xf32>
    %6594 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6595 = stablehlo.divide %6591, %6594 : tensor<384xf32>
    %6596 = stablehlo.sqrt %6595 : tensor<384xf32>
    %6597 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6598 = stablehlo.add %6596, %6597 : tensor<384xf32>
    %6599 = stablehlo.divide %6593, %6598 : tensor<384xf32>
    %6600 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6601 = stablehlo.multiply %6600, %m.norm.b : tensor<384xf32>
    %6602 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6603 = stablehlo.multiply %6602, %3758 : tensor<384xf32>
    %6604 = stablehlo.add %6601, %6603 : tensor<384xf32>
    %6605 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6606 = stablehlo.multiply %6605, %v.norm.b : tensor<384xf32>
    %6607 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6608 = stablehlo.multiply %3758, %3758 : tensor<384xf32>
    %6609 = stablehlo.multiply %6607, %6608 : tensor<384xf32>
    %6610 = stablehlo.add %6606, %6609 : tensor<384xf32>
    %6611 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6612 = stablehlo.divide %6604, %6611 : tensor<384xf32>
    %6613 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6614 = stablehlo.divide %6610, %6613 : tensor<384xf32>
    %6615 = stablehlo.sqrt %6614 : tensor<384xf32>
    %6616 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6617 = stablehlo.add %6615, %6616 : tensor<384xf32>
    %6618 = stablehlo.divide %6612, %6617 : tensor<384xf32>
    %6619 = stablehlo.constant dense<0.9> : tensor<384x1000xf32>
    %6620 = stablehlo.multiply %6619, %m.head.w : tensor<384x1000xf32>
    %6621 = stablehlo.constant dense<0.1> : tensor<384x1000xf32>
    %6622 = stablehlo.multiply %6621, %3763 : tensor<384x1000xf32>
    %6623 = stablehlo.add %6620, %6622 : tensor<384x1000xf32>
    %6624 = stablehlo.constant dense<0.999> : tensor<384x1000xf32>
    %6625 = stablehlo.multiply %6624, %v.head.w : tensor<384x1000xf32>
    %6626 = stablehlo.constant dense<0.001> : tensor<384x1000xf32>
    %6627 = stablehlo.multiply %3763, %3763 : tensor<384x1000xf32>
    %6628 = stablehlo.multiply %6626, %6627 : tensor<384x1000xf32>
    %6629 = stablehlo.add %6625, %6628 : tensor<384x1000xf32>
    %6630 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1000xf32>
    %6631 = stablehlo.divide %6623, %6630 : tensor<384x1000xf32>
    %6632 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1000xf32>
    %6633 = stablehlo.divide %6629, %6632 : tensor<384x1000xf32>
    %6634 = stablehlo.sqrt %6633 : tensor<384x1000xf32>
    %6635 = stablehlo.constant dense<1.0e-08> : tensor<384x1000xf32>
    %6636 = stablehlo.add %6634, %6635 : tensor<384x1000xf32>
    %6637 = stablehlo.divide %6631, %6636 : tensor<384x1000xf32>
    %6638 = stablehlo.constant dense<0.9> : tensor<1000xf32>
    %6639 = stablehlo.multiply %6638, %m.head.b : tensor<1000xf32>
    %6640 = stablehlo.constant dense<0.1> : tensor<1000xf32>
    %6641 = stablehlo.multiply %6640, %3768 : tensor<1000xf32>
    %6642 = stablehlo.add %6639, %6641 : tensor<1000xf32>
    %6643 = stablehlo.constant dense<0.999> : tensor<1000xf32>
    %6644 = stablehlo.multiply %6643, %v.head.b : tensor<1000xf32>
    %6645 = stablehlo.constant dense<0.001> : tensor<1000xf32>
    %6646 = stablehlo.multiply %3768, %3768 : tensor<1000xf32>
    %6647 = stablehlo.multiply %6645, %6646 : tensor<1000xf32>
    %6648 = stablehlo.add %6644, %6647 : tensor<1000xf32>
    %6649 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %6650 = stablehlo.divide %6642, %6649 : tensor<1000xf32>
    %6651 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %6652 = stablehlo.divide %6648, %6651 : tensor<1000xf32>
    %6653 = stablehlo.sqrt %6652 : tensor<1000xf32>
    %6654 = stablehlo.constant dense<1.0e-08> : tensor<1000xf32>
    %6655 = stablehlo.add %6653, %6654 : tensor<1000xf32>
    %6656 = stablehlo.divide %6650, %6655 : tensor<1000xf32>
    %6657 = stablehlo.constant dense<0.05> : tensor<16x16x3x384xf32>
    %6658 = stablehlo.multiply %6657, %patch_embed.proj.w : tensor<16x16x3x384xf32>
    %6659 = stablehlo.add %3787, %6658 : tensor<16x16x3x384xf32>
    %6660 = stablehlo.constant dense<0.05> : tensor<1x1x384xf32>
    %6661 = stablehlo.multiply %6660, %cls.token : tensor<1x1x384xf32>
    %6662 = stablehlo.add %3825, %6661 : tensor<1x1x384xf32>
    %6663 = stablehlo.constant dense<0.05> : tensor<1x197x384xf32>
    %6664 = stablehlo.multiply %6663, %pos.table : tensor<1x197x384xf32>
    %6665 = stablehlo.add %3844, %6664 : tensor<1x197x384xf32>
    %6666 = stablehlo.constant dense<0.05> : tensor<384x1152xf32>
    %6667 = stablehlo.multiply %6666, %blocks.0.attn.qkv.w : tensor<384x1152xf32>
    %6668 = stablehlo.add %3901, %6667 : tensor<384x1152xf32>
    %6669 = stablehlo.constant dense<0.05> : tensor<384x384xf32>
    %6670 = stablehlo.multiply %6669, %blocks.0.attn.proj.w : tensor<384x384xf32>
    %6671 = stablehlo.add %3939, %6670 : tensor<384x384xf32>
    %6672 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %6673 = stablehlo.multiply %6672, %blocks.0.mlp.fc1.w : tensor<384x1536xf32>
    %6674 = stablehlo.add %4015, %6673 : tensor<384x1536xf32>
    %6675 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %6676 = stablehlo.multiply %6675, %blocks.0.mlp.fc2.w : tensor<1536x384xf32>
    %6677 = stablehlo.add %4053, %6676 : tensor<1536x384xf32>
    %6678 = stablehlo.constant dense<0.05> : tensor<384x1152xf32>
    %6679 = stablehlo.multiply %6678, %blocks.1.attn.qkv.w : tensor<384x1152xf32>
    %6680 = stablehlo.add %4129, %6679 : tensor<384x1152xf32>
    %6681 = stablehlo.constant dense<0.05> : tensor<384x384xf32>
    %6682 = stablehlo.multiply %6681, %blocks.1.attn.proj.w : tensor<384x384xf32>
    %6683 = stablehlo.add %4167, %6682 : tensor<384x384xf32>
    %6684 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %6685 = stablehlo.multiply %6684, %blocks.1.mlp.fc1.w : tensor<384x1536xf32>
    %6686 = stablehlo.add %4243, %6685 : tensor<384x1536xf32>
    %6687 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %6688 = stablehlo.multiply %6687, %blocks.1.mlp.fc2.w : tensor<1536x384xf32>
    %6689 = stablehlo.add %4281, %6688 : tensor<1536x384xf32>
    %6690 = stablehlo.constant dense<0.05> : tensor<384x1152xf32>
    %6691 = stablehlo.multiply %6690, %blocks.2.attn.qkv.w : tensor<384x1152xf32>
    %6692 = stablehlo.add %4357, %6691 : tensor<384x1152xf32>
    %6693 = stablehlo.constant dense<0.05> : tensor<384x384xf32>
    %6694 = stablehlo.multiply %6693, %blocks.2.attn.proj.w : tensor<384x384xf32>
    %6695 = stablehlo.add %4395, %6694 : tensor<384x384xf32>
    %6696 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %6697 = stablehlo.multiply %6696, %blocks.2.mlp.fc1.w : tensor<384x1536xf32>
    %6698 = stablehlo.add %4471, %6697 : tensor<384x1536xf32>
    %6699 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %6700 = stablehlo.multiply %6699, %blocks.2.mlp.fc2.w : tensor<1536x384xf32>
    %6701 = stablehlo.add %4509, %6700 : tensor<1536x384xf32>
    %6702 = stablehlo.constant dense<0.05> : tensor<384x1152xf32>
    %6703 = stablehlo.multiply %6702, %blocks.3.attn.qkv.w : tensor<384x1152xf32>
    %6704 = stablehlo.add %4585, %6703 : tensor<384x1152xf32>
    %6705 = stablehlo.constant dense<0.05> : tensor<384x384xf32>
    %6706 = stablehlo.multiply %6705, %blocks.3.attn.proj.w : tensor<384x384xf32>
    %6707 = stablehlo.add %4623, %6706 : tensor<384x384xf32>
    %6708 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %6709 = stablehlo.multiply %6708, %blocks.3.mlp.fc1.w : tensor<384x1536xf32>
    %6710 = stablehlo.add %4699, %6709 : tensor<384x1536xf32>
    %6711 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %6712 = stablehlo.multiply %6711, %blocks.3.mlp.fc2.w : tensor<1536x384xf32>
    %6713 = stablehlo.add %4737, %6712 : tensor<1536x384xf32>
    %6714 = stablehlo.constant dense<0.05> : tensor<384x1152xf32>
    %6715 = stablehlo.multiply %6714, %blocks.4.attn.qkv.w : tensor<384x1152xf32>
    %6716 = stablehlo.add %4813, %6715 : tensor<384x1152xf32>
    %6717 = stablehlo.constant dense<0.05> : tensor<384x384xf32>
    %6718 = stablehlo.multiply %6717, %blocks.4.attn.proj.w : tensor<384x384xf32>
    %6719 = stablehlo.add %4851, %6718 : tensor<384x384xf32>
    %6720 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %6721 = stablehlo.multiply %6720, %blocks.4.mlp.fc1.w : tensor<384x1536xf32>
    %6722 = stablehlo.add %4927, %6721 : tensor<384x1536xf32>
    %6723 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %6724 = stablehlo.multiply %6723, %blocks.4.mlp.fc2.w : tensor<1536x384xf32>
    %6725 = stablehlo.add %4965, %6724 : tensor<1536x384xf32>
    %6726 = stablehlo.constant dense<0.05> : tensor<384x1152xf32>
    %6727 = stablehlo.multiply %6726, %blocks.5.attn.qkv.w : tensor<384x1152xf32>
    %6728 = stablehlo.add %5041, %6727 : tensor<384x1152xf32>
    %6729 = stablehlo.constant dense<0.05> : tensor<384x384xf32>
    %6730 = stablehlo.multiply %6729, %blocks.5.attn.proj.w : tensor<384x384xf32>
    %6731 = stablehlo.add %5079, %6730 : tensor<384x384xf32>
    %6732 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %6733 = stablehlo.multiply %6732, %blocks.5.mlp.fc1.w : tensor<384x1536xf32>
    %6734 = stablehlo.add %5155, %6733 : tensor<384x1536xf32>
    %6735 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %6736 = stablehlo.multiply %6735, %blocks.5.mlp.fc2.w : tensor<1536x384xf32>
    %6737 = stablehlo.add %5193, %6736 : tensor<1536x384xf32>
    %6738 = stablehlo.constant dense<0.05> : tensor<384x1152xf32>
    %6739 = stablehlo.multiply %6738, %blocks.6.attn.qkv.w : tensor<384x1152xf32>
    %6740 = stablehlo.add %5269, %6739 : tensor<384x1152xf32>
    %6741 = stablehlo.constant dense<0.05> : tensor<384x384xf32>
    %6742 = stablehlo.multiply %6741, %blocks.6.attn.proj.w : tensor<384x384xf32>
    %6743 = stablehlo.add %5307, %6742 : tensor<384x384xf32>
    %6744 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %6745 = stablehlo.multiply %6744, %blocks.6.mlp.fc1.w : tensor<384x1536xf32>
    %6746 = stablehlo.add %5383, %6745 : tensor<384x1536xf32>
    %6747 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %6748 = stablehlo.multiply %6747, %blocks.6.mlp.fc2.w : tensor<1536x384xf32>
    %6749 = stablehlo.add %5421, %6748 : tensor<1536x384xf32>
    %6750 = stablehlo.constant dense<0.05> : tensor<384x1152xf32>
    %6751 = stablehlo.multiply %6750, %blocks.7.attn.qkv.w : tensor<384x1152xf32>
    %6752 = stablehlo.add %5497, %6751 : tensor<384x1152xf32>
    %6753 = stablehlo.constant dense<0.05> : tensor<384x384xf32>
    %6754 = stablehlo.multiply %6753, %blocks.7.attn.proj.w : tensor<384x384xf32>
    %6755 = stablehlo.add %5535, %6754 : tensor<384x384xf32>
    %6756 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %6757 = stablehlo.multiply %6756, %blocks.7.mlp.fc1.w : tensor<384x1536xf32>
    %6758 = stablehlo.add %5611, %6757 : tensor<384x1536xf32>
    %6759 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %6760 = stablehlo.multiply %6759, %blocks.7.mlp.fc2.w : tensor<1536x384xf32>
    %6761 = stablehlo.add %5649, %6760 : tensor<1536x384xf32>
    %6762 = stablehlo.constant dense<0.05> : tensor<384x1152xf32>
    %6763 = stablehlo.multiply %6762, %blocks.8.attn.qkv.w : tensor<384x1152xf32>
    %6764 = stablehlo.add %5725, %6763 : tensor<384x1152xf32>
    %6765 = stablehlo.constant dense<0.05> : tensor<384x384xf32>
    %6766 = stablehlo.multiply %6765, %blocks.8.attn.proj.w : tensor<384x384xf32>
    %6767 = stablehlo.add %5763, %6766 : tensor<384x384xf32>
    %6768 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %6769 = stablehlo.multiply %6768, %blocks.8.mlp.fc1.w : tensor<384x1536xf32>
    %6770 = stablehlo.add %5839, %6769 : tensor<384x1536xf32>
    %6771 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %6772 = stablehlo.multiply %6771, %blocks.8.mlp.fc2.w : tensor<1536x384xf32>
    %6773 = stablehlo.add %5877, %6772 : tensor<1536x384xf32>
    %6774 = stablehlo.constant dense<0.05> : tensor<384x1152xf32>
    %6775 = stablehlo.multiply %6774, %blocks.9.attn.qkv.w : tensor<384x1152xf32>
    %6776 = stablehlo.add %5953, %6775 : tensor<384x1152xf32>
    %6777 = stablehlo.constant dense<0.05> : tensor<384x384xf32>
    %6778 = stablehlo.multiply %6777, %blocks.9.attn.proj.w : tensor<384x384xf32>
    %6779 = stablehlo.add %5991, %6778 : tensor<384x384xf32>
    %6780 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %6781 = stablehlo.multiply %6780, %blocks.9.mlp.fc1.w : tensor<384x1536xf32>
    %6782 = stablehlo.add %6067, %6781 : tensor<384x1536xf32>
    %6783 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %6784 = stablehlo.multiply %6783, %blocks.9.mlp.fc2.w : tensor<1536x384xf32>
    %6785 = stablehlo.add %6105, %6784 : tensor<1536x384xf32>
    %6786 = stablehlo.constant dense<0.05> : tensor<384x1152xf32>
    %6787 = stablehlo.multiply %6786, %blocks.10.attn.qkv.w : tensor<384x1152xf32>
    %6788 = stablehlo.add %6181, %6787 : tensor<384x1152xf32>
    %6789 = stablehlo.constant dense<0.05> : tensor<384x384xf32>
    %6790 = stablehlo.multiply %6789, %blocks.10.attn.proj.w : tensor<384x384xf32>
    %6791 = stablehlo.add %6219, %6790 : tensor<384x384xf32>
    %6792 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %6793 = stablehlo.multiply %6792, %blocks.10.mlp.fc1.w : tensor<384x1536xf32>
    %6794 = stablehlo.add %6295, %6793 : tensor<384x1536xf32>
    %6795 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %6796 = stablehlo.multiply %6795, %blocks.10.mlp.fc2.w : tensor<1536x384xf32>
    %6797 = stablehlo.add %6333, %6796 : tensor<1536x384xf32>
    %6798 = stablehlo.constant dense<0.05> : tensor<384x1152xf32>
    %6799 = stablehlo.multiply %6798, %blocks.11.attn.qkv.w : tensor<384x1152xf32>
    %6800 = stablehlo.add %6409, %6799 : tensor<384x1152xf32>
    %6801 = stablehlo.constant dense<0.05> : tensor<384x384xf32>
    %6802 = stablehlo.multiply %6801, %blocks.11.attn.proj.w : tensor<384x384xf32>
    %6803 = stablehlo.add %6447, %6802 : tensor<384x384xf32>
    %6804 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %6805 = stablehlo.multiply %6804, %blocks.11.mlp.fc1.w : tensor<384x1536xf32>
    %6806 = stablehlo.add %6523, %6805 : tensor<384x1536xf32>
    %6807 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %6808 = stablehlo.multiply %6807, %blocks.11.mlp.fc2.w : tensor<1536x384xf32>
    %6809 = stablehlo.add %6561, %6808 : tensor<1536x384xf32>
    %6810 = stablehlo.constant dense<0.05> : tensor<384x1000xf32>
    %6811 = stablehlo.multiply %6810, %head.w : tensor<384x1000xf32>
    %6812 = stablehlo.add %6637, %6811 : tensor<384x1000xf32>
    %6813 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x16x3x384xf32>
    %6814 = stablehlo.multiply %6813, %6659 : tensor<16x16x3x384xf32>
    %6815 = stablehlo.subtract %patch_embed.proj.w, %6814 : tensor<16x16x3x384xf32>
    %6816 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6817 = stablehlo.multiply %6816, %3806 : tensor<384xf32>
    %6818 = stablehlo.subtract %patch_embed.proj.b, %6817 : tensor<384xf32>
    %6819 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x384xf32>
    %6820 = stablehlo.multiply %6819, %6662 : tensor<1x1x384xf32>
    %6821 = stablehlo.subtract %cls.token, %6820 : tensor<1x1x384xf32>
    %6822 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x197x384xf32>
    %6823 = stablehlo.multiply %6822, %6665 : tensor<1x197x384xf32>
    %6824 = stablehlo.subtract %pos.table, %6823 : tensor<1x197x384xf32>
    %6825 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6826 = stablehlo.multiply %6825, %3863 : tensor<384xf32>
    %6827 = stablehlo.subtract %blocks.0.norm1.g, %6826 : tensor<384xf32>
    %6828 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6829 = stablehlo.multiply %6828, %3882 : tensor<384xf32>
    %6830 = stablehlo.subtract %blocks.0.norm1.b, %6829 : tensor<384xf32>
    %6831 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %6832 = stablehlo.multiply %6831, %6668 : tensor<384x1152xf32>
    %6833 = stablehlo.subtract %blocks.0.attn.qkv.w, %6832 : tensor<384x1152xf32>
    %6834 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %6835 = stablehlo.multiply %6834, %3920 : tensor<1152xf32>
    %6836 = stablehlo.subtract %blocks.0.attn.qkv.b, %6835 : tensor<1152xf32>
    %6837 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %6838 = stablehlo.multiply %6837, %6671 : tensor<384x384xf32>
    %6839 = stablehlo.subtract %blocks.0.attn.proj.w, %6838 : tensor<384x384xf32>
    %6840 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6841 = stablehlo.multiply %6840, %3958 : tensor<384xf32>
    %6842 = stablehlo.subtract %blocks.0.attn.proj.b, %6841 : tensor<384xf32>
    %6843 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6844 = stablehlo.multiply %6843, %3977 : tensor<384xf32>
    %6845 = stablehlo.subtract %blocks.0.norm2.g, %6844 : tensor<384xf32>
    %6846 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6847 = stablehlo.multiply %6846, %3996 : tensor<384xf32>
    %6848 = stablehlo.subtract %blocks.0.norm2.b, %6847 : tensor<384xf32>
    %6849 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6850 = stablehlo.multiply %6849, %6674 : tensor<384x1536xf32>
    %6851 = stablehlo.subtract %blocks.0.mlp.fc1.w, %6850 : tensor<384x1536xf32>
    %6852 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6853 = stablehlo.multiply %6852, %4034 : tensor<1536xf32>
    %6854 = stablehlo.subtract %blocks.0.mlp.fc1.b, %6853 : tensor<1536xf32>
    %6855 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6856 = stablehlo.multiply %6855, %6677 : tensor<1536x384xf32>
    %6857 = stablehlo.subtract %blocks.0.mlp.fc2.w, %6856 : tensor<1536x384xf32>
    %6858 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6859 = stablehlo.multiply %6858, %4072 : tensor<384xf32>
    %6860 = stablehlo.subtract %blocks.0.mlp.fc2.b, %6859 : tensor<384xf32>
    %6861 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6862 = stablehlo.multiply %6861, %4091 : tensor<384xf32>
    %6863 = stablehlo.subtract %blocks.1.norm1.g, %6862 : tensor<384xf32>
    %6864 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6865 = stablehlo.multiply %6864, %4110 : tensor<384xf32>
    %6866 = stablehlo.subtract %blocks.1.norm1.b, %6865 : tensor<384xf32>
    %6867 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %6868 = stablehlo.multiply %6867, %6680 : tensor<384x1152xf32>
    %6869 = stablehlo.subtract %blocks.1.attn.qkv.w, %6868 : tensor<384x1152xf32>
    %6870 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %6871 = stablehlo.multiply %6870, %4148 : tensor<1152xf32>
    %6872 = stablehlo.subtract %blocks.1.attn.qkv.b, %6871 : tensor<1152xf32>
    %6873 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %6874 = stablehlo.multiply %6873, %6683 : tensor<384x384xf32>
    %6875 = stablehlo.subtract %blocks.1.attn.proj.w, %6874 : tensor<384x384xf32>
    %6876 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6877 = stablehlo.multiply %6876, %4186 : tensor<384xf32>
    %6878 = stablehlo.subtract %blocks.1.attn.proj.b, %6877 : tensor<384xf32>
    %6879 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6880 = stablehlo.multiply %6879, %4205 : tensor<384xf32>
    %6881 = stablehlo.subtract %blocks.1.norm2.g, %6880 : tensor<384xf32>
    %6882 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6883 = stablehlo.multiply %6882, %4224 : tensor<384xf32>
    %6884 = stablehlo.subtract %blocks.1.norm2.b, %6883 : tensor<384xf32>
    %6885 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6886 = stablehlo.multiply %6885, %6686 : tensor<384x1536xf32>
    %6887 = stablehlo.subtract %blocks.1.mlp.fc1.w, %6886 : tensor<384x1536xf32>
    %6888 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6889 = stablehlo.multiply %6888, %4262 : tensor<1536xf32>
    %6890 = stablehlo.subtract %blocks.1.mlp.fc1.b, %6889 : tensor<1536xf32>
    %6891 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6892 = stablehlo.multiply %6891, %6689 : tensor<1536x384xf32>
    %6893 = stablehlo.subtract %blocks.1.mlp.fc2.w, %6892 : tensor<1536x384xf32>
    %6894 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6895 = stablehlo.multiply %6894, %4300 : tensor<384xf32>
    %6896 = stablehlo.subtract %blocks.1.mlp.fc2.b, %6895 : tensor<384xf32>
    %6897 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6898 = stablehlo.multiply %6897, %4319 : tensor<384xf32>
    %6899 = stablehlo.subtract %blocks.2.norm1.g, %6898 : tensor<384xf32>
    %6900 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6901 = stablehlo.multiply %6900, %4338 : tensor<384xf32>
    %6902 = stablehlo.subtract %blocks.2.norm1.b, %6901 : tensor<384xf32>
    %6903 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %6904 = stablehlo.multiply %6903, %6692 : tensor<384x1152xf32>
    %6905 = stablehlo.subtract %blocks.2.attn.qkv.w, %6904 : tensor<384x1152xf32>
    %6906 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %6907 = stablehlo.multiply %6906, %4376 : tensor<1152xf32>
    %6908 = stablehlo.subtract %blocks.2.attn.qkv.b, %6907 : tensor<1152xf32>
    %6909 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %6910 = stablehlo.multiply %6909, %6695 : tensor<384x384xf32>
    %6911 = stablehlo.subtract %blocks.2.attn.proj.w, %6910 : tensor<384x384xf32>
    %6912 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6913 = stablehlo.multiply %6912, %4414 : tensor<384xf32>
    %6914 = stablehlo.subtract %blocks.2.attn.proj.b, %6913 : tensor<384xf32>
    %6915 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6916 = stablehlo.multiply %6915, %4433 : tensor<384xf32>
    %6917 = stablehlo.subtract %blocks.2.norm2.g, %6916 : tensor<384xf32>
    %6918 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6919 = stablehlo.multiply %6918, %4452 : tensor<384xf32>
    %6920 = stablehlo.subtract %blocks.2.norm2.b, %6919 : tensor<384xf32>
    %6921 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6922 = stablehlo.multiply %6921, %6698 : tensor<384x1536xf32>
    %6923 = stablehlo.subtract %blocks.2.mlp.fc1.w, %6922 : tensor<384x1536xf32>
    %6924 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6925 = stablehlo.multiply %6924, %4490 : tensor<1536xf32>
    %6926 = stablehlo.subtract %blocks.2.mlp.fc1.b, %6925 : tensor<1536xf32>
    %6927 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6928 = stablehlo.multiply %6927, %6701 : tensor<1536x384xf32>
    %6929 = stablehlo.subtract %blocks.2.mlp.fc2.w, %6928 : tensor<1536x384xf32>
    %6930 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6931 = stablehlo.multiply %6930, %4528 : tensor<384xf32>
    %6932 = stablehlo.subtract %blocks.2.mlp.fc2.b, %6931 : tensor<384xf32>
    %6933 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6934 = stablehlo.multiply %6933, %4547 : tensor<384xf32>
    %6935 = stablehlo.subtract %blocks.3.norm1.g, %6934 : tensor<384xf32>
    %6936 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6937 = stablehlo.multiply %6936, %4566 : tensor<384xf32>
    %6938 = stablehlo.subtract %blocks.3.norm1.b, %6937 : tensor<384xf32>
    %6939 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %6940 = stablehlo.multiply %6939, %6704 : tensor<384x1152xf32>
    %6941 = stablehlo.subtract %blocks.3.attn.qkv.w, %6940 : tensor<384x1152xf32>
    %6942 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %6943 = stablehlo.multiply %6942, %4604 : tensor<1152xf32>
    %6944 = stablehlo.subtract %blocks.3.attn.qkv.b, %6943 : tensor<1152xf32>
    %6945 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %6946 = stablehlo.multiply %6945, %6707 : tensor<384x384xf32>
    %6947 = stablehlo.subtract %blocks.3.attn.proj.w, %6946 : tensor<384x384xf32>
    %6948 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6949 = stablehlo.multiply %6948, %4642 : tensor<384xf32>
    %6950 = stablehlo.subtract %blocks.3.attn.proj.b, %6949 : tensor<384xf32>
    %6951 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6952 = stablehlo.multiply %6951, %4661 : tensor<384xf32>
    %6953 = stablehlo.subtract %blocks.3.norm2.g, %6952 : tensor<384xf32>
    %6954 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6955 = stablehlo.multiply %6954, %4680 : tensor<384xf32>
    %6956 = stablehlo.subtract %blocks.3.norm2.b, %6955 : tensor<384xf32>
    %6957 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6958 = stablehlo.multiply %6957, %6710 : tensor<384x1536xf32>
    %6959 = stablehlo.subtract %blocks.3.mlp.fc1.w, %6958 : tensor<384x1536xf32>
    %6960 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6961 = stablehlo.multiply %6960, %4718 : tensor<1536xf32>
    %6962 = stablehlo.subtract %blocks.3.mlp.fc1.b, %6961 : tensor<1536xf32>
    %6963 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6964 = stablehlo.multiply %6963, %6713 : tensor<1536x384xf32>
    %6965 = stablehlo.subtract %blocks.3.mlp.fc2.w, %6964 : tensor<1536x384xf32>
    %6966 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6967 = stablehlo.multiply %6966, %4756 : tensor<384xf32>
    %6968 = stablehlo.subtract %blocks.3.mlp.fc2.b, %6967 : tensor<384xf32>
    %6969 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6970 = stablehlo.multiply %6969, %4775 : tensor<384xf32>
    %6971 = stablehlo.subtract %blocks.4.norm1.g, %6970 : tensor<384xf32>
    %6972 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6973 = stablehlo.multiply %6972, %4794 : tensor<384xf32>
    %6974 = stablehlo.subtract %blocks.4.norm1.b, %6973 : tensor<384xf32>
    %6975 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %6976 = stablehlo.multiply %6975, %6716 : tensor<384x1152xf32>
    %6977 = stablehlo.subtract %blocks.4.attn.qkv.w, %6976 : tensor<384x1152xf32>
    %6978 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %6979 = stablehlo.multiply %6978, %4832 : tensor<1152xf32>
    %6980 = stablehlo.subtract %blocks.4.attn.qkv.b, %6979 : tensor<1152xf32>
    %6981 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %6982 = stablehlo.multiply %6981, %6719 : tensor<384x384xf32>
    %6983 = stablehlo.subtract %blocks.4.attn.proj.w, %6982 : tensor<384x384xf32>
    %6984 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6985 = stablehlo.multiply %6984, %4870 : tensor<384xf32>
    %6986 = stablehlo.subtract %blocks.4.attn.proj.b, %6985 : tensor<384xf32>
    %6987 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6988 = stablehlo.multiply %6987, %4889 : tensor<384xf32>
    %6989 = stablehlo.subtract %blocks.4.norm2.g, %6988 : tensor<384xf32>
    %6990 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6991 = stablehlo.multiply %6990, %4908 : tensor<384xf32>
    %6992 = stablehlo.subtract %blocks.4.norm2.b, %6991 : tensor<384xf32>
    %6993 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6994 = stablehlo.multiply %6993, %6722 : tensor<384x1536xf32>
    %6995 = stablehlo.subtract %blocks.4.mlp.fc1.w, %6994 : tensor<384x1536xf32>
    %6996 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6997 = stablehlo.multiply %6996, %4946 : tensor<1536xf32>
    %6998 = stablehlo.subtract %blocks.4.mlp.fc1.b, %6997 : tensor<1536xf32>
    %6999 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7000 = stablehlo.multiply %6999, %6725 : tensor<1536x384xf32>
    %7001 = stablehlo.subtract %blocks.4.mlp.fc2.w, %7000 : tensor<1536x384xf32>
    %7002 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7003 = stablehlo.multiply %7002, %4984 : tensor<384xf32>
    %7004 = stablehlo.subtract %blocks.4.mlp.fc2.b, %7003 : tensor<384xf32>
    %7005 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7006 = stablehlo.multiply %7005, %5003 : tensor<384xf32>
    %7007 = stablehlo.subtract %blocks.5.norm1.g, %7006 : tensor<384xf32>
    %7008 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7009 = stablehlo.multiply %7008, %5022 : tensor<384xf32>
    %7010 = stablehlo.subtract %blocks.5.norm1.b, %7009 : tensor<384xf32>
    %7011 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %7012 = stablehlo.multiply %7011, %6728 : tensor<384x1152xf32>
    %7013 = stablehlo.subtract %blocks.5.attn.qkv.w, %7012 : tensor<384x1152xf32>
    %7014 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %7015 = stablehlo.multiply %7014, %5060 : tensor<1152xf32>
    %7016 = stablehlo.subtract %blocks.5.attn.qkv.b, %7015 : tensor<1152xf32>
    %7017 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %7018 = stablehlo.multiply %7017, %6731 : tensor<384x384xf32>
    %7019 = stablehlo.subtract %blocks.5.attn.proj.w, %7018 : tensor<384x384xf32>
    %7020 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7021 = stablehlo.multiply %7020, %5098 : tensor<384xf32>
    %7022 = stablehlo.subtract %blocks.5.attn.proj.b, %7021 : tensor<384xf32>
    %7023 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7024 = stablehlo.multiply %7023, %5117 : tensor<384xf32>
    %7025 = stablehlo.subtract %blocks.5.norm2.g, %7024 : tensor<384xf32>
    %7026 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7027 = stablehlo.multiply %7026, %5136 : tensor<384xf32>
    %7028 = stablehlo.subtract %blocks.5.norm2.b, %7027 : tensor<384xf32>
    %7029 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7030 = stablehlo.multiply %7029, %6734 : tensor<384x1536xf32>
    %7031 = stablehlo.subtract %blocks.5.mlp.fc1.w, %7030 : tensor<384x1536xf32>
    %7032 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7033 = stablehlo.multiply %7032, %5174 : tensor<1536xf32>
    %7034 = stablehlo.subtract %blocks.5.mlp.fc1.b, %7033 : tensor<1536xf32>
    %7035 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7036 = stablehlo.multiply %7035, %6737 : tensor<1536x384xf32>
    %7037 = stablehlo.subtract %blocks.5.mlp.fc2.w, %7036 : tensor<1536x384xf32>
    %7038 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7039 = stablehlo.multiply %7038, %5212 : tensor<384xf32>
    %7040 = stablehlo.subtract %blocks.5.mlp.fc2.b, %7039 : tensor<384xf32>
    %7041 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7042 = stablehlo.multiply %7041, %5231 : tensor<384xf32>
    %7043 = stablehlo.subtract %blocks.6.norm1.g, %7042 : tensor<384xf32>
    %7044 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7045 = stablehlo.multiply %7044, %5250 : tensor<384xf32>
    %7046 = stablehlo.subtract %blocks.6.norm1.b, %7045 : tensor<384xf32>
    %7047 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %7048 = stablehlo.multiply %7047, %6740 : tensor<384x1152xf32>
    %7049 = stablehlo.subtract %blocks.6.attn.qkv.w, %7048 : tensor<384x1152xf32>
    %7050 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %7051 = stablehlo.multiply %7050, %5288 : tensor<1152xf32>
    %7052 = stablehlo.subtract %blocks.6.attn.qkv.b, %7051 : tensor<1152xf32>
    %7053 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %7054 = stablehlo.multiply %7053, %6743 : tensor<384x384xf32>
    %7055 = stablehlo.subtract %blocks.6.attn.proj.w, %7054 : tensor<384x384xf32>
    %7056 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7057 = stablehlo.multiply %7056, %5326 : tensor<384xf32>
    %7058 = stablehlo.subtract %blocks.6.attn.proj.b, %7057 : tensor<384xf32>
    %7059 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7060 = stablehlo.multiply %7059, %5345 : tensor<384xf32>
    %7061 = stablehlo.subtract %blocks.6.norm2.g, %7060 : tensor<384xf32>
    %7062 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7063 = stablehlo.multiply %7062, %5364 : tensor<384xf32>
    %7064 = stablehlo.subtract %blocks.6.norm2.b, %7063 : tensor<384xf32>
    %7065 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7066 = stablehlo.multiply %7065, %6746 : tensor<384x1536xf32>
    %7067 = stablehlo.subtract %blocks.6.mlp.fc1.w, %7066 : tensor<384x1536xf32>
    %7068 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7069 = stablehlo.multiply %7068, %5402 : tensor<1536xf32>
    %7070 = stablehlo.subtract %blocks.6.mlp.fc1.b, %7069 : tensor<1536xf32>
    %7071 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7072 = stablehlo.multiply %7071, %6749 : tensor<1536x384xf32>
    %7073 = stablehlo.subtract %blocks.6.mlp.fc2.w, %7072 : tensor<1536x384xf32>
    %7074 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7075 = stablehlo.multiply %7074, %5440 : tensor<384xf32>
    %7076 = stablehlo.subtract %blocks.6.mlp.fc2.b, %7075 : tensor<384xf32>
    %7077 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7078 = stablehlo.multiply %7077, %5459 : tensor<384xf32>
    %7079 = stablehlo.subtract %blocks.7.norm1.g, %7078 : tensor<384xf32>
    %7080 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7081 = stablehlo.multiply %7080, %5478 : tensor<384xf32>
    %7082 = stablehlo.subtract %blocks.7.norm1.b, %7081 : tensor<384xf32>
    %7083 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %7084 = stablehlo.multiply %7083, %6752 : tensor<384x1152xf32>
    %7085 = stablehlo.subtract %blocks.7.attn.qkv.w, %7084 : tensor<384x1152xf32>
    %7086 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %7087 = stablehlo.multiply %7086, %5516 : tensor<1152xf32>
    %7088 = stablehlo.subtract %blocks.7.attn.qkv.b, %7087 : tensor<1152xf32>
    %7089 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %7090 = stablehlo.multiply %7089, %6755 : tensor<384x384xf32>
    %7091 = stablehlo.subtract %blocks.7.attn.proj.w, %7090 : tensor<384x384xf32>
    %7092 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7093 = stablehlo.multiply %7092, %5554 : tensor<384xf32>
    %7094 = stablehlo.subtract %blocks.7.attn.proj.b, %7093 : tensor<384xf32>
    %7095 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7096 = stablehlo.multiply %7095, %5573 : tensor<384xf32>
    %7097 = stablehlo.subtract %blocks.7.norm2.g, %7096 : tensor<384xf32>
    %7098 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7099 = stablehlo.multiply %7098, %5592 : tensor<384xf32>
    %7100 = stablehlo.subtract %blocks.7.norm2.b, %7099 : tensor<384xf32>
    %7101 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7102 = stablehlo.multiply %7101, %6758 : tensor<384x1536xf32>
    %7103 = stablehlo.subtract %blocks.7.mlp.fc1.w, %7102 : tensor<384x1536xf32>
    %7104 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7105 = stablehlo.multiply %7104, %5630 : tensor<1536xf32>
    %7106 = stablehlo.subtract %blocks.7.mlp.fc1.b, %7105 : tensor<1536xf32>
    %7107 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7108 = stablehlo.multiply %7107, %6761 : tensor<1536x384xf32>
    %7109 = stablehlo.subtract %blocks.7.mlp.fc2.w, %7108 : tensor<1536x384xf32>
    %7110 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7111 = stablehlo.multiply %7110, %5668 : tensor<384xf32>
    %7112 = stablehlo.subtract %blocks.7.mlp.fc2.b, %7111 : tensor<384xf32>
    %7113 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7114 = stablehlo.multiply %7113, %5687 : tensor<384xf32>
    %7115 = stablehlo.subtract %blocks.8.norm1.g, %7114 : tensor<384xf32>
    %7116 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7117 = stablehlo.multiply %7116, %5706 : tensor<384xf32>
    %7118 = stablehlo.subtract %blocks.8.norm1.b, %7117 : tensor<384xf32>
    %7119 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %7120 = stablehlo.multiply %7119, %6764 : tensor<384x1152xf32>
    %7121 = stablehlo.subtract %blocks.8.attn.qkv.w, %7120 : tensor<384x1152xf32>
    %7122 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %7123 = stablehlo.multiply %7122, %5744 : tensor<1152xf32>
    %7124 = stablehlo.subtract %blocks.8.attn.qkv.b, %7123 : tensor<1152xf32>
    %7125 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %7126 = stablehlo.multiply %7125, %6767 : tensor<384x384xf32>
    %7127 = stablehlo.subtract %blocks.8.attn.proj.w, %7126 : tensor<384x384xf32>
    %7128 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7129 = stablehlo.multiply %7128, %5782 : tensor<384xf32>
    %7130 = stablehlo.subtract %blocks.8.attn.proj.b, %7129 : tensor<384xf32>
    %7131 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7132 = stablehlo.multiply %7131, %5801 : tensor<384xf32>
    %7133 = stablehlo.subtract %blocks.8.norm2.g, %7132 : tensor<384xf32>
    %7134 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7135 = stablehlo.multiply %7134, %5820 : tensor<384xf32>
    %7136 = stablehlo.subtract %blocks.8.norm2.b, %7135 : tensor<384xf32>
    %7137 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7138 = stablehlo.multiply %7137, %6770 : tensor<384x1536xf32>
    %7139 = stablehlo.subtract %blocks.8.mlp.fc1.w, %7138 : tensor<384x1536xf32>
    %7140 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7141 = stablehlo.multiply %7140, %5858 : tensor<1536xf32>
    %7142 = stablehlo.subtract %blocks.8.mlp.fc1.b, %7141 : tensor<1536xf32>
    %7143 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7144 = stablehlo.multiply %7143, %6773 : tensor<1536x384xf32>
    %7145 = stablehlo.subtract %blocks.8.mlp.fc2.w, %7144 : tensor<1536x384xf32>
    %7146 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7147 = stablehlo.multiply %7146, %5896 : tensor<384xf32>
    %7148 = stablehlo.subtract %blocks.8.mlp.fc2.b, %7147 : tensor<384xf32>
    %7149 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7150 = stablehlo.multiply %7149, %5915 : tensor<384xf32>
    %7151 = stablehlo.subtract %blocks.9.norm1.g, %7150 : tensor<384xf32>
    %7152 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7153 = stablehlo.multiply %7152, %5934 : tensor<384xf32>
    %7154 = stablehlo.subtract %blocks.9.norm1.b, %7153 : tensor<384xf32>
    %7155 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %7156 = stablehlo.multiply %7155, %6776 : tensor<384x1152xf32>
    %7157 = stablehlo.subtract %blocks.9.attn.qkv.w, %7156 : tensor<384x1152xf32>
    %7158 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %7159 = stablehlo.multiply %7158, %5972 : tensor<1152xf32>
    %7160 = stablehlo.subtract %blocks.9.attn.qkv.b, %7159 : tensor<1152xf32>
    %7161 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %7162 = stablehlo.multiply %7161, %6779 : tensor<384x384xf32>
    %7163 = stablehlo.subtract %blocks.9.attn.proj.w, %7162 : tensor<384x384xf32>
    %7164 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7165 = stablehlo.multiply %7164, %6010 : tensor<384xf32>
    %7166 = stablehlo.subtract %blocks.9.attn.proj.b, %7165 : tensor<384xf32>
    %7167 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7168 = stablehlo.multiply %7167, %6029 : tensor<384xf32>
    %7169 = stablehlo.subtract %blocks.9.norm2.g, %7168 : tensor<384xf32>
    %7170 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7171 = stablehlo.multiply %7170, %6048 : tensor<384xf32>
    %7172 = stablehlo.subtract %blocks.9.norm2.b, %7171 : tensor<384xf32>
    %7173 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7174 = stablehlo.multiply %7173, %6782 : tensor<384x1536xf32>
    %7175 = stablehlo.subtract %blocks.9.mlp.fc1.w, %7174 : tensor<384x1536xf32>
    %7176 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7177 = stablehlo.multiply %7176, %6086 : tensor<1536xf32>
    %7178 = stablehlo.subtract %blocks.9.mlp.fc1.b, %7177 : tensor<1536xf32>
    %7179 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7180 = stablehlo.multiply %7179, %6785 : tensor<1536x384xf32>
    %7181 = stablehlo.subtract %blocks.9.mlp.fc2.w, %7180 : tensor<1536x384xf32>
    %7182 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7183 = stablehlo.multiply %7182, %6124 : tensor<384xf32>
    %7184 = stablehlo.subtract %blocks.9.mlp.fc2.b, %7183 : tensor<384xf32>
    %7185 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7186 = stablehlo.multiply %7185, %6143 : tensor<384xf32>
    %7187 = stablehlo.subtract %blocks.10.norm1.g, %7186 : tensor<384xf32>
    %7188 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7189 = stablehlo.multiply %7188, %6162 : tensor<384xf32>
    %7190 = stablehlo.subtract %blocks.10.norm1.b, %7189 : tensor<384xf32>
    %7191 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %7192 = stablehlo.multiply %7191, %6788 : tensor<384x1152xf32>
    %7193 = stablehlo.subtract %blocks.10.attn.qkv.w, %7192 : tensor<384x1152xf32>
    %7194 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %7195 = stablehlo.multiply %7194, %6200 : tensor<1152xf32>
    %7196 = stablehlo.subtract %blocks.10.attn.qkv.b, %7195 : tensor<1152xf32>
    %7197 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %7198 = stablehlo.multiply %7197, %6791 : tensor<384x384xf32>
    %7199 = stablehlo.subtract %blocks.10.attn.proj.w, %7198 : tensor<384x384xf32>
    %7200 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7201 = stablehlo.multiply %7200, %6238 : tensor<384xf32>
    %7202 = stablehlo.subtract %blocks.10.attn.proj.b, %7201 : tensor<384xf32>
    %7203 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7204 = stablehlo.multiply %7203, %6257 : tensor<384xf32>
    %7205 = stablehlo.subtract %blocks.10.norm2.g, %7204 : tensor<384xf32>
    %7206 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7207 = stablehlo.multiply %7206, %6276 : tensor<384xf32>
    %7208 = stablehlo.subtract %blocks.10.norm2.b, %7207 : tensor<384xf32>
    %7209 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7210 = stablehlo.multiply %7209, %6794 : tensor<384x1536xf32>
    %7211 = stablehlo.subtract %blocks.10.mlp.fc1.w, %7210 : tensor<384x1536xf32>
    %7212 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7213 = stablehlo.multiply %7212, %6314 : tensor<1536xf32>
    %7214 = stablehlo.subtract %blocks.10.mlp.fc1.b, %7213 : tensor<1536xf32>
    %7215 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7216 = stablehlo.multiply %7215, %6797 : tensor<1536x384xf32>
    %7217 = stablehlo.subtract %blocks.10.mlp.fc2.w, %7216 : tensor<1536x384xf32>
    %7218 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7219 = stablehlo.multiply %7218, %6352 : tensor<384xf32>
    %7220 = stablehlo.subtract %blocks.10.mlp.fc2.b, %7219 : tensor<384xf32>
    %7221 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7222 = stablehlo.multiply %7221, %6371 : tensor<384xf32>
    %7223 = stablehlo.subtract %blocks.11.norm1.g, %7222 : tensor<384xf32>
    %7224 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7225 = stablehlo.multiply %7224, %6390 : tensor<384xf32>
    %7226 = stablehlo.subtract %blocks.11.norm1.b, %7225 : tensor<384xf32>
    %7227 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %7228 = stablehlo.multiply %7227, %6800 : tensor<384x1152xf32>
    %7229 = stablehlo.subtract %blocks.11.attn.qkv.w, %7228 : tensor<384x1152xf32>
    %7230 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %7231 = stablehlo.multiply %7230, %6428 : tensor<1152xf32>
    %7232 = stablehlo.subtract %blocks.11.attn.qkv.b, %7231 : tensor<1152xf32>
    %7233 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %7234 = stablehlo.multiply %7233, %6803 : tensor<384x384xf32>
    %7235 = stablehlo.subtract %blocks.11.attn.proj.w, %7234 : tensor<384x384xf32>
    %7236 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7237 = stablehlo.multiply %7236, %6466 : tensor<384xf32>
    %7238 = stablehlo.subtract %blocks.11.attn.proj.b, %7237 : tensor<384xf32>
    %7239 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7240 = stablehlo.multiply %7239, %6485 : tensor<384xf32>
    %7241 = stablehlo.subtract %blocks.11.norm2.g, %7240 : tensor<384xf32>
    %7242 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7243 = stablehlo.multiply %7242, %6504 : tensor<384xf32>
    %7244 = stablehlo.subtract %blocks.11.norm2.b, %7243 : tensor<384xf32>
    %7245 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7246 = stablehlo.multiply %7245, %6806 : tensor<384x1536xf32>
    %7247 = stablehlo.subtract %blocks.11.mlp.fc1.w, %7246 : tensor<384x1536xf32>
    %7248 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7249 = stablehlo.multiply %7248, %6542 : tensor<1536xf32>
    %7250 = stablehlo.subtract %blocks.11.mlp.fc1.b, %7249 : tensor<1536xf32>
    %7251 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7252 = stablehlo.multiply %7251, %6809 : tensor<1536x384xf32>
    %7253 = stablehlo.subtract %blocks.11.mlp.fc2.w, %7252 : tensor<1536x384xf32>
    %7254 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7255 = stablehlo.multiply %7254, %6580 : tensor<384xf32>
    %7256 = stablehlo.subtract %blocks.11.mlp.fc2.b, %7255 : tensor<384xf32>
    %7257 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7258 = stablehlo.multiply %7257, %6599 : tensor<384xf32>
    %7259 = stablehlo.subtract %norm.g, %7258 : tensor<384xf32>
    %7260 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7261 = stablehlo.multiply %7260, %6618 : tensor<384xf32>
    %7262 = stablehlo.subtract %norm.b, %7261 : tensor<384xf32>
    %7263 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1000xf32>
    %7264 = stablehlo.multiply %7263, %6812 : tensor<384x1000xf32>
    %7265 = stablehlo.subtract %head.w, %7264 : tensor<384x1000xf32>
    %7266 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %7267 = stablehlo.multiply %7266, %6656 : tensor<1000xf32>
    %7268 = stablehlo.subtract %head.b, %7267 : tensor<1000xf32>
    "func.return"(%6815, %6818, %6821, %6824, %6827, %6830, %6833, %6836, %6839, %6842, %6845, %6848, %6851, %6854, %6857, %6860, %6863, %6866, %6869, %6872, %6875, %6878, %6881, %6884, %6887, %6890, %6893, %6896, %6899, %6902, %6905, %6908, %6911, %6914, %6917, %6920, %6923, %6926, %6929, %6932, %6935, %6938, %6941, %6944, %6947, %6950, %6953, %6956, %6959, %6962, %6965, %6968, %6971, %6974, %6977, %6980, %6983, %6986, %6989, %6992, %6995, %6998, %7001, %7004, %7007, %7010, %7013, %7016, %7019, %7022, %7025, %7028, %7031, %7034, %7037, %7040, %7043, %7046, %7049, %7052, %7055, %7058, %7061, %7064, %7067, %7070, %7073, %7076, %7079, %7082, %7085, %7088, %7091, %7094, %7097, %7100, %7103, %7106, %7109, %7112, %7115, %7118, %7121, %7124, %7127, %7130, %7133, %7136, %7139, %7142, %7145, %7148, %7151, %7154, %7157, %7160, %7163, %7166, %7169, %7172, %7175, %7178, %7181, %7184, %7187, %7190, %7193, %7196, %7199, %7202, %7205, %7208, %7211, %7214, %7217, %7220, %7223, %7226, %7229, %7232, %7235, %7238, %7241, %7244, %7247, %7250, %7253, %7256, %7259, %7262, %7265, %7268, %3773, %3792, %3811, %3830, %3849, %3868, %3887, %3906, %3925, %3944, %3963, %3982, %4001, %4020, %4039, %4058, %4077, %4096, %4115, %4134, %4153, %4172, %4191, %4210, %4229, %4248, %4267, %4286, %4305, %4324, %4343, %4362, %4381, %4400, %4419, %4438, %4457, %4476, %4495, %4514, %4533, %4552, %4571, %4590, %4609, %4628, %4647, %4666, %4685, %4704, %4723, %4742, %4761, %4780, %4799, %4818, %4837, %4856, %4875, %4894, %4913, %4932, %4951, %4970, %4989, %5008, %5027, %5046, %5065, %5084, %5103, %5122, %5141, %5160, %5179, %5198, %5217, %5236, %5255, %5274, %5293, %5312, %5331, %5350, %5369, %5388, %5407, %5426, %5445, %5464, %5483, %5502, %5521, %5540, %5559, %5578, %5597, %5616, %5635, %5654, %5673, %5692, %5711, %5730, %5749, %5768, %5787, %5806, %5825, %5844, %5863, %5882, %5901, %5920, %5939, %5958, %5977, %5996, %6015, %6034, %6053, %6072, %6091, %6110, %6129, %6148, %6167, %6186, %6205, %6224, %6243, %6262, %6281, %6300, %6319, %6338, %6357, %6376, %6395, %6414, %6433, %6452, %6471, %6490, %6509, %6528, %6547, %6566, %6585, %6604, %6623, %6642, %3779, %3798, %3817, %3836, %3855, %3874, %3893, %3912, %3931, %3950, %3969, %3988, %4007, %4026, %4045, %4064, %4083, %4102, %4121, %4140, %4159, %4178, %4197, %4216, %4235, %4254, %4273, %4292, %4311, %4330, %4349, %4368, %4387, %4406, %4425, %4444, %4463, %4482, %4501, %4520, %4539, %4558, %4577, %4596, %4615, %4634, %4653, %4672, %4691, %4710, %4729, %4748, %4767, %4786, %4805, %4824, %4843, %4862, %4881, %4900, %4919, %4938, %4957, %4976, %4995, %5014, %5033, %5052, %5071, %5090, %5109, %5128, %5147, %5166, %5185, %5204, %5223, %5242, %5261, %5280, %5299, %5318, %5337, %5356, %5375, %5394, %5413, %5432, %5451, %5470, %5489, %5508, %5527, %5546, %5565, %5584, %5603, %5622, %5641, %5660, %5679, %5698, %5717, %5736, %5755, %5774, %5793, %5812, %5831, %5850, %5869, %5888, %5907, %5926, %5945, %5964, %5983, %6002, %6021, %6040, %6059, %6078, %6097, %6116, %6135, %6154, %6173, %6192, %6211, %6230, %6249, %6268, %6287, %6306, %6325, %6344, %6363, %6382, %6401, %6420, %6439, %6458, %6477, %6496, %6515, %6534, %6553, %6572, %6591, %6610, %6629, %6648, %1142, %3006) : (tensor<16x16x3x384xf32>, tensor<384xf32>, tensor<1x1x384xf32>, tensor<1x197x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1000xf32>, tensor<1000xf32>, tensor<16x16x3x384xf32>, tensor<384xf32>, tensor<1x1x384xf32>, tensor<1x197x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1000xf32>, tensor<1000xf32>, tensor<16x16x3x384xf32>, tensor<384xf32>, tensor<1x1x384xf32>, tensor<1x197x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1000xf32>, tensor<1000xf32>, tensor<f32>, tensor<f32>) -> ()
  }
}
